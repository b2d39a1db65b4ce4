// A small app written the way an iOS developer writes one, used by the X11 tests: it is
// launched as a real process against a private X server and reports on standard output.
//
// The scene (points, window 240×160 unless --screen-size says otherwise): a red top half, a
// blue bottom half, a 20×20 green square at (100, 50). FIXTURE_MODE selects extra behaviour:
// - `mainqueue`: schedules DispatchQueue.main.asyncAfter, a Task on the main actor and a
//   Timer; each prints a line when it runs, the timer also turns the square yellow, and
//   the app exits with status 0 once all three ran.
// - `pan`: a UIPanGestureRecognizer on the root view. Every action prints one line,
//   `pan <state> tx=… ty=… vx=… vy=…` (translation in the root view in points, velocity in
//   points per second, one decimal), and the square follows the translation from where it was
//   when the pan began; `.cancelled` puts it back there, `.ended` leaves it at the release.
// - `edgepan`: as `pan`, plus a UIScreenEdgePanGestureRecognizer for the left edge, whose
//   lines start with `edge` instead of `pan`; the pan waits for the edge pan to fail (what an
//   app with a back swipe does), and the square follows whichever of the two recognized.
// - `fades`: in the first frame, a display-link callback starts a 1 s linear fade (alpha 1 → 0)
//   of one view and asks another for layout, whose `layoutSubviews` starts the same fade. The
//   next frames' callbacks print what each view's presentation showed in the frame before,
//   `fade displaylink frame 1 opacity=1.000` and `fade layout frame 1 opacity=1.000` (then
//   frames 2 and 3), and the app exits with status 0.
// - `sizes`: the root controller reports each size transition (the window resized from
//   outside): `size will WxH view WxH` in viewWillTransition(to:with:) (the new size and the
//   view's size then), `size alongside view WxH` from the coordinator's alongside block and
//   `size completion view WxH` from its completion.
// - `scrolltop`: a scroll view fills the window, 3000 points of content: a green band at its
//   top (200 points), magenta below; it starts scrolled to 900. Its delegate prints
//   `scrolltop should` and `scrolltop did y=…` (the content offset) as a tap on the status bar
//   (a phone-shaped --screen-size) scrolls it to the top.
// - `pinch`: a UIPinchGestureRecognizer and a UIRotationGestureRecognizer on the root view; each
//   action prints `pinch <state> scale=… x=… y=…` (three decimals; the location in the root
//   view) or `rotation <state> degrees=… x=… y=…` (one decimal), and the square takes the
//   pinch's scale and the rotation's turn as its transform.
import UIKit

@main
final class FixtureAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = FixtureViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window

        // Runs once the loop is going, after the first frame was presented.
        DispatchQueue.main.async { report("ready") }

        let mode = ProcessInfo.processInfo.environment["FIXTURE_MODE"]
        if mode == "pan" || mode == "edgepan" { root.installPanRecognizers(edge: mode == "edgepan") }
        if mode == "fades" { root.fadeProbe.start(in: root.view) }
        root.reportsSizeTransitions = mode == "sizes"
        if mode == "scrolltop" { root.installScrollView() }
        if mode == "pinch" { root.installPinchAndRotation() }
        if mode == "textfield" { root.installTextField() }
        if mode == "controls" { root.installControls() }
        if mode == "mainqueue" {
            let tracker = MainQueueTracker()
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { tracker.done("asyncAfter ran") }
            Task { @MainActor in tracker.done("task ran") }
            _ = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in
                MainActor.assumeIsolated {
                    root.square.backgroundColor = .yellow
                    tracker.done("timer ran")
                }
            }
        }
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) {
        report("will terminate")
    }
}

/// Counts the scheduled blocks that ran and ends the app once all three did.
@MainActor
final class MainQueueTracker {
    private var ran = Set<String>()
    func done(_ what: String) {
        report(what)
        ran.insert(what)
        // Exit a while later: long enough for a test that polls the server's pixels while
        // other tests load the machine to see the yellow square before the window goes.
        if ran.count == 3 { DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { exit(0) } }
    }
}

final class FixtureViewController: UIViewController {
    let square = UIView(frame: CGRect(x: 100, y: 50, width: 20, height: 20))
    let fadeProbe = FadeProbe()
    var reportsSizeTransitions = false

    // MARK: FIXTURE_MODE=sizes

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        guard reportsSizeTransitions else { return }
        func text(_ s: CGSize) -> String { "\(Int(s.width))x\(Int(s.height))" }
        report("size will \(text(size)) view \(text(view.bounds.size))")
        coordinator.animate(alongsideTransition: { _ in
            report("size alongside view \(text(self.view.bounds.size))")
        }, completion: { _ in
            report("size completion view \(text(self.view.bounds.size))")
        })
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .blue
        let top = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height / 2))
        top.backgroundColor = .red
        top.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleBottomMargin]
        view.addSubview(top)
        square.backgroundColor = .green
        view.addSubview(square)
    }

    // MARK: FIXTURE_MODE=pan and edgepan

    /// The square's centre when the current pan began.
    private var squareCenterAtBegin = CGPoint.zero

    func installPanRecognizers(edge: Bool) {
        let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan)
        view.addGestureRecognizer(pan)
        if edge {
            let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: Self.handleEdgePan)
            edgePan.edges = .left
            view.addGestureRecognizer(edgePan)
            pan.require(toFail: edgePan)
        }
    }

    func handlePan(_ pan: UIPanGestureRecognizer) { follow(pan, named: "pan") }

    func handleEdgePan(_ edgePan: UIScreenEdgePanGestureRecognizer) { follow(edgePan, named: "edge") }

    private func follow(_ pan: UIPanGestureRecognizer, named name: String) {
        let t = pan.translation(in: view), v = pan.velocity(in: view)
        report("\(name) \(pan.state.name) tx=\(oneDecimal(t.x)) ty=\(oneDecimal(t.y)) vx=\(oneDecimal(v.x)) vy=\(oneDecimal(v.y))")
        switch pan.state {
        case .began, .changed, .ended:
            if pan.state == .began { squareCenterAtBegin = square.center }
            square.center = CGPoint(x: squareCenterAtBegin.x + t.x, y: squareCenterAtBegin.y + t.y)
        case .cancelled:
            square.center = squareCenterAtBegin
        default:
            break
        }
    }
}

// MARK: FIXTURE_MODE=scrolltop and pinch

extension FixtureViewController: UIScrollViewDelegate {
    func installScrollView() {
        let scrollView = UIScrollView(frame: view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.backgroundColor = .magenta
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 3000)
        let band = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 200))
        band.backgroundColor = .green
        scrollView.addSubview(band)
        scrollView.delegate = self
        view.addSubview(scrollView)
        scrollView.contentOffset = CGPoint(x: 0, y: 900)
    }

    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        report("scrolltop should")
        return true
    }

    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        report("scrolltop did y=\(oneDecimal(scrollView.contentOffset.y))")
    }

    func installPinchAndRotation() {
        view.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: Self.handlePinch))
        view.addGestureRecognizer(UIRotationGestureRecognizer(target: self, action: Self.handleRotation))
    }

    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        let p = pinch.location(in: view)
        report("pinch \(pinch.state.name) scale=\(String(format: "%.3f", Double(pinch.scale))) x=\(oneDecimal(p.x)) y=\(oneDecimal(p.y))")
        square.transform = CGAffineTransform(scaleX: pinch.scale, y: pinch.scale)
    }

    func handleRotation(_ rotation: UIRotationGestureRecognizer) {
        let p = rotation.location(in: view)
        report("rotation \(rotation.state.name) degrees=\(oneDecimal(rotation.rotation * 180 / .pi)) x=\(oneDecimal(p.x)) y=\(oneDecimal(p.y))")
        square.transform = CGAffineTransform(rotationAngle: rotation.rotation)
    }
}

extension UIGestureRecognizer.State {
    /// The case's name as the fixture prints it.
    var name: String {
        switch self {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }
}

/// `12.0`, `-800.5`, `nan`, `inf`: one decimal, parseable with `Double(_:)`.
func oneDecimal(_ value: CGFloat) -> String {
    String(format: "%.1f", Double(value))
}

/// Writes a line to standard output right away (a pipe would otherwise buffer it).
func report(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

// MARK: FIXTURE_MODE=fades

/// A view that starts a fade from its `layoutSubviews` when asked to.
final class LayoutFadeView: UIView {
    var fadesOnNextLayout = false

    override func layoutSubviews() {
        super.layoutSubviews()
        guard fadesOnNextLayout else { return }
        fadesOnNextLayout = false
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.alpha = 0 })
    }
}

/// Starts two fades in one frame (from a display-link callback, and from `layoutSubviews`)
/// and reports what the following frames showed of them.
@MainActor
final class FadeProbe {
    let linkFaded = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    let layoutFaded = LayoutFadeView(frame: CGRect(x: 40, y: 10, width: 20, height: 20))
    private var frame = 0
    private var link: CADisplayLink?

    func start(in view: UIView) {
        linkFaded.backgroundColor = .white
        layoutFaded.backgroundColor = .white
        view.addSubview(linkFaded)
        view.addSubview(layoutFaded)
        let link = CADisplayLink(target: self, selector: FadeProbe.step)
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func step(_ link: CADisplayLink) {
        frame += 1
        if frame == 1 {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.linkFaded.alpha = 0 })
            layoutFaded.fadesOnNextLayout = true
            layoutFaded.setNeedsLayout()
            return
        }
        // presentation() holds what the frame before showed.
        for (name, view) in [("displaylink", linkFaded), ("layout", layoutFaded as UIView)] {
            let opacity = view.layer.presentation()?.opacity ?? -1
            report("fade \(name) frame \(frame - 1) opacity=\(String(format: "%.3f", Double(opacity)))")
        }
        if frame == 4 {
            link.invalidate()
            exit(0)
        }
    }
}
