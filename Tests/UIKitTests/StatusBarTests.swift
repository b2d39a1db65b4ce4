import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// The status bar of a phone-shaped screen: drawn in the top safe area, dark or light as the
/// controller in charge prefers, changing with `setNeedsStatusBarAppearanceUpdate()` and
/// alongside transitions (scrubbed, and put back when cancelled).
@MainActor
@Suite(.serialized) struct StatusBarTests {
    /// A controller on a mid-grey background (so dark and light content both show) with a
    /// preference the test sets.
    final class Styled: UIViewController {
        var style: UIStatusBarStyle
        var hidden = false
        var hiding = UIStatusBarAnimation.fade
        let shade: CGFloat
        init(_ style: UIStatusBarStyle, shade: CGFloat = 0.5) {
            self.style = style
            self.shade = shade
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() { view.backgroundColor = UIColor(white: shade, alpha: 1) }
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
        override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { hiding }
    }

    let screen: HeadlessScreen

    init() {
        screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
    }

    /// A point inside the battery's charge (the ear right of the sensor housing), and a point of
    /// the bar with nothing drawn.
    static let battery = CGPoint(x: 345, y: 25), empty = CGPoint(x: 195, y: 25)

    /// The grey level of the battery's pixel (0 black … 255 white).
    func batteryGrey() -> Int { Int(screen.pixel(at: Self.battery)?.red ?? 0) }

    /// Puts `root` in a window. The app-wide switch is turned off first, in the test's own
    /// body: the playground's suites turn it on, and a suite's `init` may run apart from its test.
    func show(_ root: UIViewController) {
        UIApplication.shared.statusBarHiddenByApplication = nil
        screen.makeWindow().rootViewController = root
        screen.renderFrame()
    }

    @Test("the bar is drawn on a phone-shaped screen: dark content by default, light for .lightContent, nothing where no icon is; none on a wide screen")
    func styles() {
        let root = Styled(.default)
        show(root)
        #expect(batteryGrey() < 20, "dark battery on grey: \(batteryGrey())")
        expectNear(Int(screen.pixel(at: Self.empty)?.red ?? 0), 128, tolerance: 2, "the bar is transparent between the ears")
        root.style = .lightContent
        root.setNeedsStatusBarAppearanceUpdate()
        screen.renderFrame()
        #expect(batteryGrey() > 235, "light battery: \(batteryGrey())")
        #expect(UIScreen.main !== screen.screen)
        #expect(screen.screen.statusBar.frame == CGRect(x: 0, y: 0, width: 390, height: 47))

        let wide = HeadlessScreen(size: CGSize(width: 1024, height: 768))
        wide.makeWindow().rootViewController = Styled(.default)
        wide.renderFrame()
        #expect(wide.screen.statusBar.frame == .zero, "no status bar on a desktop-shaped screen")
        expectNear(Int(wide.pixel(at: CGPoint(x: 1024 - 45, y: 25))?.red ?? 0), 128, tolerance: 2)
    }

    @Test("setNeedsStatusBarAppearanceUpdate inside an animation block cross-fades the bar with the block")
    func animatedUpdateCrossFades() {
        let root = Styled(.default)
        show(root)
        root.style = .lightContent
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear], animations: { root.setNeedsStatusBarAppearanceUpdate() })
        screen.run(for: 0.2)
        let half = batteryGrey()
        #expect(half > 60 && half < 200, "half-way the bar is between dark and light: \(half)")
        screen.run(for: 0.4)
        #expect(batteryGrey() > 235)
    }

    @Test("hidden: fades away (or slides up with .slide); frame .zero")
    func hiding() {
        let root = Styled(.default)
        show(root)
        root.hidden = true
        root.setNeedsStatusBarAppearanceUpdate()
        screen.renderFrame()
        expectNear(batteryGrey(), 128, tolerance: 2, "no battery drawn")
        #expect(screen.screen.statusBar.frame == .zero)
        root.hidden = false
        root.hiding = .slide
        root.setNeedsStatusBarAppearanceUpdate()
        screen.renderFrame()
        #expect(batteryGrey() < 20)
        root.hidden = true
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear], animations: { root.setNeedsStatusBarAppearanceUpdate() })
        screen.run(for: 0.1)
        // Sliding up: a quarter of the way the battery's top rows have moved off the screen edge.
        let moved = (0..<47).first { y in (screen.pixel(at: CGPoint(x: 345, y: CGFloat(y)))?.red ?? 255) < 20 }
        #expect(moved.map { $0 < 21 } == true, "the battery rises with the bar: first dark row \(String(describing: moved))")
        screen.run(for: 0.5)
        expectNear(batteryGrey(), 128, tolerance: 2)
    }

    @Test("a full-screen presentation takes charge of the bar (cross-fading alongside the transition); a sheet does not unless it captures the appearance, but shows light content while its presenter recedes over black")
    func presentationsTakeCharge() {
        let root = Styled(.default)
        show(root)
        let sheet = Styled(.lightContent, shade: 0.45)
        sheet.sheetPresentationController?.detents = [.medium()]
        root.present(sheet, animated: false)
        screen.renderFrame()
        #expect(batteryGrey() < 20, "a page sheet leaves the bar to its presenter")
        sheet.sheetPresentationController?.detents = [.medium(), .large()]
        sheet.sheetPresentationController?.selectedDetentIdentifier = .large
        screen.renderFrame()
        #expect(batteryGrey() > 235, "at the large detent the presenter recedes: light content over the black")
        sheet.dismiss(animated: false)
        screen.renderFrame()
        #expect(batteryGrey() < 20, "dismissed: the presenter's preference again")

        let capturing = Styled(.lightContent, shade: 0.45)
        capturing.modalPresentationCapturesStatusBarAppearance = true
        root.present(capturing, animated: false)
        screen.renderFrame()
        #expect(batteryGrey() > 235, "a sheet that captures the appearance decides")
        capturing.dismiss(animated: false)
        screen.renderFrame()
        #expect(batteryGrey() < 20, "dismissed: the presenter decides again")

        let full = Styled(.lightContent, shade: 0.45)
        full.modalPresentationStyle = .fullScreen
        root.present(full, animated: true)
        screen.run(for: 0.15)
        let during = batteryGrey()
        #expect(during > 30 && during < 220, "the bar changes alongside the presentation: \(during)")
        screen.run(for: 1)
        #expect(batteryGrey() > 235, "full screen: the presented controller decides")
    }

    @Test("an interactive dismissal scrubs the bar's change; cancelled, the bar goes back; finished, it stays")
    func interactiveDismissalScrubsAndCancels() {
        let root = Styled(.default)
        show(root)
        let presented = Styled(.lightContent, shade: 0.45)
        presented.modalPresentationStyle = .fullScreen
        let delegate = ScriptedTransitioningDelegate()
        delegate.dismissAnimator = SuiteSlideAnimator(.dismiss, duration: 0.4)
        presented.transitioningDelegate = delegate
        root.present(presented, animated: false)
        screen.renderFrame()
        #expect(batteryGrey() > 235)

        for finish in [false, true] {
            let interaction = UIPercentDrivenInteractiveTransition()
            delegate.dismissInteraction = interaction
            presented.dismiss(animated: true)
            screen.renderFrame()
            interaction.update(0.5)
            screen.run(for: 0.1)
            let half = batteryGrey()
            #expect(half > 40 && half < 215, "scrubbed to 50 %: between light and dark (\(half))")
            if finish { interaction.finish() } else { interaction.cancel() }
            screen.run(for: 1)
            if finish {
                #expect(batteryGrey() < 20, "finished: the presenter's dark content")
            } else {
                #expect(batteryGrey() > 235, "cancelled: back to light content")
                #expect(screen.screen.statusBar.style == .lightContent)
            }
        }
    }

    @Test("the app can hide the bar whatever its controllers prefer (the deprecated setStatusBarHidden), and show it again")
    func hiddenByTheApplication() {
        let root = Styled(.lightContent)
        show(root)
        UIApplication.shared.statusBarHiddenByApplication = UIStatusBarAnimation.none
        screen.screen.statusBar.update()
        screen.renderFrame()
        expectNear(batteryGrey(), 128, tolerance: 2, "hidden app-wide")
        UIApplication.shared.statusBarHiddenByApplication = nil
        screen.screen.statusBar.update()
        screen.renderFrame()
        #expect(batteryGrey() > 235, "shown again, as the controller prefers")
    }

    @Test("childForStatusBarStyle hands the decision down; the deprecated application properties report the bar")
    func childForwarding() {
        final class Container: UIViewController {
            let inner = Styled(.lightContent)
            override func viewDidLoad() {
                addChild(inner)
                inner.view.frame = view.bounds
                view.addSubview(inner.view)
                inner.didMove(toParent: self)
            }
            override var childForStatusBarStyle: UIViewController? { inner }
        }
        let container = Container()
        show(container)
        #expect(batteryGrey() > 235, "the child's light content")
        #expect(screen.screen.statusBar.style == .lightContent)
    }
}
