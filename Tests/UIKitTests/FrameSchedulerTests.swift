import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// The frame scheduler of each screen: screens in one process are independent (each its own
/// clock, commit and completions), a frame has one timestamp, and its phases run in order, so
/// an animation begun during the frame (in a display-link callback, in `layoutSubviews`) shows
/// its start value in that frame.
///
/// Fades are 1 s and linear from alpha 1 to 0, of a white view on a black window: at progress
/// p the pixel is (1 − p) · 255 grey, and the presentation's opacity is 1 − p.
@MainActor
@Suite(.serialized) struct FrameSchedulerTests {
    let frame = 1.0 / 60

    /// A white 20 × 20 view at (10, 10) in a black window filling `screen`.
    func whiteView(on screen: HeadlessScreen, _ view: UIView = UIView()) -> UIView {
        let window = screen.makeWindow()
        window.backgroundColor = .black
        view.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        view.backgroundColor = .white
        window.addSubview(view)
        screen.renderFrame()
        return view
    }

    func fade(_ view: UIView, duration: TimeInterval = 1, completion: ((Bool) -> Void)? = nil) {
        UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: { view.alpha = 0 }, completion: completion)
    }

    func opacity(_ view: UIView) -> Double { Double(view.layer.presentation()?.opacity ?? -1) }

    func grey(_ screen: HeadlessScreen) -> Int { Int(screen.pixel(at: CGPoint(x: 20, y: 20))?.red ?? 0) }

    // MARK: Two screens

    /// Two screens animate at once, each on its own clock: both fades are begun before either
    /// screen runs a frame (one implicit transaction holds both), screen B's frame commits it
    /// first, and each fade still starts at its own screen's next frame, moves with its own
    /// clock only, and completes in its own screen's frame.
    @Test func twoScreensAnimateAtOnceEachOnItsOwnClock() {
        let a = HeadlessScreen(size: CGSize(width: 40, height: 40), startTime: 1000)
        let b = HeadlessScreen(size: CGSize(width: 40, height: 40), startTime: 5000)
        let va = whiteView(on: a), vb = whiteView(on: b)
        var done: [String] = []
        fade(va, duration: 1) { _ in done.append("a") }
        fade(vb, duration: 2) { _ in done.append("b") }

        b.renderFrame()          // commits the implicit transaction: A's fade waits for A's frame
        #expect(opacity(vb) == 1, "B's fade starts at B's frame")
        a.advance(by: 0.5)       // A's clock moves before A's first frame: its fade has not started
        a.renderFrame()
        #expect(opacity(va) == 1, "A's fade starts at A's first frame after it was begun, on A's clock")

        a.run(for: 0.25)
        b.run(for: 0.5)
        expectNear(opacity(va), 0.75, tolerance: 1e-6, "A: 0.25 s of 1 s, \(opacity(va))")
        expectNear(opacity(vb), 0.75, tolerance: 1e-6, "B: 0.5 s of 2 s, \(opacity(vb))")
        expectNear(grey(a), 191, tolerance: 2, "pixels \(grey(a)), \(grey(b))")
        expectNear(grey(b), 191, tolerance: 2, "pixels \(grey(a)), \(grey(b))")

        a.run(for: 0.8)   // (a little past the end: the manual clock's sums are not exact)
        #expect(done == ["a"], "A's fade completes in A's frame, B's still runs: \(done)")
        #expect(b.isAnimating)
        b.run(for: 1.6)
        #expect(done == ["a", "b"])
        #expect(!a.isAnimating, "B's frames never kept A busy")
    }

    /// `CACurrentMediaTime()` is the frame's timestamp in each screen's frames (a display link
    /// of each), and outside a frame reads the clock of the screen set up or run last.
    @Test func eachScreensFramesSeeItsOwnTime() {
        let a = HeadlessScreen(size: CGSize(width: 10, height: 10), startTime: 1000)
        let b = HeadlessScreen(size: CGSize(width: 10, height: 10), startTime: 5000)
        var seen: [String: [CFTimeInterval]] = [:]
        _ = a.makeWindow()
        let la = CADisplayLink { _ in seen["a", default: []].append(CACurrentMediaTime()) }
        la.add(to: .main, forMode: .common)
        _ = b.makeWindow()
        let lb = CADisplayLink { _ in seen["b", default: []].append(CACurrentMediaTime()) }
        lb.add(to: .main, forMode: .common)
        defer { la.invalidate(); lb.invalidate() }
        a.renderFrame()
        b.renderFrame()
        a.advance(by: frame)
        a.renderFrame()
        #expect(seen["a"] == [1000, 1000 + frame])
        #expect(seen["b"] == [5000])
        #expect(CACurrentMediaTime() == a.now, "outside a frame: the clock of the screen run last")
        b.advance(by: 0.5)
        b.renderFrame()
        #expect(CACurrentMediaTime() == 5000.5)
    }

    // MARK: A fade begun during the frame shows its start value in it

    /// A fade begun in a display-link callback: the frame that ran the callback shows alpha 1,
    /// the frames after it move on from the callback's time.
    @Test func aFadeBegunInADisplayLinkCallbackShowsItsStartValueFirst() {
        let screen = HeadlessScreen(size: CGSize(width: 40, height: 40))
        let view = whiteView(on: screen)
        var begunAt: CFTimeInterval?
        let link = CADisplayLink { link in
            self.fade(view)
            begunAt = CACurrentMediaTime()
            link.invalidate()
        }
        link.add(to: .main, forMode: .common)
        screen.advance(by: frame)
        screen.renderFrame()
        #expect(begunAt == screen.now, "the callback saw the frame's time")
        #expect(opacity(view) == 1, "the fade's first frame shows its start value")
        #expect(grey(screen) == 255)
        screen.run(for: 0.5)
        expectNear(opacity(view), 0.5, tolerance: 1e-6, "\(opacity(view))")
    }

    /// A fade begun in `layoutSubviews`: the frame that laid the view out shows alpha 1.
    @Test func aFadeBegunInLayoutSubviewsShowsItsStartValueFirst() {
        let screen = HeadlessScreen(size: CGSize(width: 40, height: 40))
        let view = FadingOnLayout()
        _ = whiteView(on: screen, view)
        view.fadesOnNextLayout = true
        view.setNeedsLayout()
        screen.advance(by: frame)
        screen.renderFrame()
        #expect(view.laidOut == 2, "laid out in the first frame and in this one")
        #expect(opacity(view) == 1, "the fade's first frame shows its start value")
        #expect(grey(screen) == 255)
        screen.run(for: 0.25)
        expectNear(opacity(view), 0.75, tolerance: 1e-6, "\(opacity(view))")
    }

    final class FadingOnLayout: UIView {
        var fadesOnNextLayout = false
        var laidOut = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            laidOut += 1
            guard fadesOnNextLayout else { return }
            fadesOnNextLayout = false
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.alpha = 0 })
        }
    }

    // MARK: The phases

    /// A probe logs each phase as the frame begins it, and what runs in it: a touch, a display
    /// link, `layoutSubviews`, `draw(_:)`, and the completion of an animation that ended.
    @Test func aFramesPhasesRunInOrder() {
        let screen = HeadlessScreen(size: CGSize(width: 40, height: 40))
        var log: [String] = []
        let view = PhaseProbeView { log.append($0) }
        _ = whiteView(on: screen, view)
        UIView.animate(withDuration: frame / 2, delay: 0, options: .curveLinear,
                       animations: { view.alpha = 0.5 }, completion: { _ in log.append("animation completion") })
        screen.renderFrame()
        screen.advance(by: frame)
        let link = CADisplayLink { _ in log.append("display link") }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        view.setNeedsLayout()
        view.setNeedsDisplay()
        screen.phaseObserver = { log.append("— \($0.rawValue)") }
        log.removeAll()
        screen.press(at: CGPoint(x: 20, y: 20))
        screen.phaseObserver = nil
        #expect(log == ["— input", "touchesBegan", "— displayLinks", "display link", "— layout", "layoutSubviews",
                        "— display", "draw", "— commit", "— evaluate", "— render", "— present", "— completions",
                        "animation completion"], "\(log)")
        #expect(FramePhase.allCases.map(\.rawValue) == ["input", "displayLinks", "layout", "display", "commit",
                                                        "evaluate", "render", "present", "completions"])
        screen.release()
    }

    final class PhaseProbeView: UIView {
        let log: (String) -> Void
        init(log: @escaping (String) -> Void) {
            self.log = log
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() { log("layoutSubviews") }
        override func draw(_ rect: CGRect) { log("draw") }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("touchesBegan") }
    }
}
