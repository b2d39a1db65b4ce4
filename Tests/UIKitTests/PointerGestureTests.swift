import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// What the pointer does besides being a finger: the wheel scrolls, Control + wheel pinches,
/// Control + Shift + wheel rotates, hovering is a gesture; and the swipe, a quick drag.
@MainActor
@Suite(.serialized) struct PointerGestureTests {
    let screen = HeadlessScreen(size: CGSize(width: 400, height: 400))
    let window: UIWindow

    init() { window = screen.makeWindow() }

    final class Log { var lines: [String] = [] }

    @Test("Control + wheel pinches around the pointer: began, changed per click, ended 0.3 s after the last; scale 1.1 per click, velocity from the clicks' times")
    func wheelPinches() {
        let photo = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        window.addSubview(photo)
        let log = Log()
        let pinch = UIPinchGestureRecognizer { r in
            let p = r as! UIPinchGestureRecognizer
            let at = p.location(in: photo)
            log.lines.append("\(p.state.rawValue) \(String(format: "%.3f", p.scale)) at (\(at.x), \(at.y))")
        }
        photo.addGestureRecognizer(pinch)
        screen.scrollWheel(at: CGPoint(x: 150, y: 160), clicks: -3, control: true)
        #expect(log.lines.count == 3)
        #expect(log.lines.first == "1 1.100 at (50.0, 60.0)", "began at the first click, in the view's coordinates: \(log.lines)")
        expectNear(pinch.scale, 1.331, tolerance: 0.001)
        expectNear(pinch.velocity, (1.331 - 1.21) / 0.05, tolerance: 0.05, "scale per second over the last click")
        screen.run(for: 0.2)
        #expect(log.lines.count == 3, "not ended while another click may come")
        screen.run(for: 0.2)
        #expect(log.lines.last == "3 1.331 at (50.0, 60.0)", "ended 0.3 s after the last click: \(log.lines)")
        #expect(pinch.state == .possible)
        screen.scrollWheel(at: CGPoint(x: 150, y: 160), clicks: 2, control: true)
        expectNear(pinch.scale, 1 / 1.21, tolerance: 0.001, "a new pinch starts from 1; clicks down zoom out")
    }

    @Test("a wheel pinch that ends while a press is down stays ended until the press lifts, then is ready again: the release does not fail it")
    func aWheelPinchEndingDuringAPressIsNotFailedByTheRelease() {
        let photo = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        window.addSubview(photo)
        let pinch = UIPinchGestureRecognizer()
        photo.addGestureRecognizer(pinch)
        screen.scrollWheel(at: CGPoint(x: 150, y: 160), clicks: -2, control: true)
        #expect(pinch.state == .changed)
        screen.press(at: CGPoint(x: 200, y: 200))
        screen.hold(for: 0.4)   // the pinch ends 0.3 s after its last click, the press still down
        #expect(pinch.state == .ended)
        screen.release()
        #expect(pinch.state == .possible, "reset with the touch's recognizers, not failed by the touch's end")
        screen.scrollWheel(at: CGPoint(x: 150, y: 160), clicks: -1, control: true)
        #expect(pinch.state == .began, "and it pinches again")
    }

    @Test("Control + Shift + wheel rotates by 15° a click; a plain wheel does neither")
    func wheelRotates() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(view)
        let rotation = UIRotationGestureRecognizer()
        let pinch = UIPinchGestureRecognizer()
        view.addGestureRecognizer(rotation)
        view.addGestureRecognizer(pinch)
        screen.scrollWheel(at: CGPoint(x: 200, y: 200), clicks: -2, control: true, shift: true)
        expectNear(rotation.rotation, .pi / 6, tolerance: 1e-9)
        #expect(rotation.state == .changed && pinch.state == .possible)
        screen.run(for: 0.5)
        #expect(rotation.state == .possible)
        screen.scrollWheel(at: CGPoint(x: 200, y: 200), clicks: 2)
        #expect(rotation.state == .possible && pinch.state == .possible && pinch.scale == 1)
    }

    @Test("a mouse press does not pinch or rotate (one finger): the recognizers fail and a tap still works")
    func oneFingerNeitherPinchesNorRotates() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(view)
        let pinch = UIPinchGestureRecognizer()
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(tap)
        screen.press(at: CGPoint(x: 100, y: 100))
        screen.release()
        screen.run(for: 0.5)
        #expect(taps == 1 && pinch.state == .possible && pinch.scale == 1)
    }

    @Test("the wheel scrolls the scroll view under the pointer 48 points a click; quick clicks add up; at its edge the next scroll view out takes the wheel; Shift scrolls sideways")
    func wheelScrolls() {
        let outer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        outer.contentSize = CGSize(width: 800, height: 1000)
        let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        inner.contentSize = CGSize(width: 200, height: 300)
        outer.addSubview(inner)
        window.addSubview(outer)
        screen.renderFrame()
        screen.scrollWheel(at: CGPoint(x: 100, y: 100), clicks: 3, interval: 0.05)
        screen.run(for: 0.5)
        #expect(inner.contentOffset == CGPoint(x: 0, y: 100), "three clicks would be 144; the inner view stops at its end: \(inner.contentOffset)")
        #expect(outer.contentOffset == .zero)
        screen.scrollWheel(at: CGPoint(x: 100, y: 100), clicks: 2)
        screen.run(for: 0.5)
        #expect(inner.contentOffset.y == 100 && outer.contentOffset == CGPoint(x: 0, y: 96), "the inner view at its end hands the wheel out: \(outer.contentOffset)")
        screen.scrollWheel(at: CGPoint(x: 300, y: 300), clicks: -5)
        screen.run(for: 0.5)
        expectNear(outer.contentOffset.y, 0, tolerance: 1e-9, "back up, clamped at the top")
        screen.scrollWheel(at: CGPoint(x: 300, y: 300), clicks: 1, shift: true)
        screen.run(for: 0.5)
        expectNear(outer.contentOffset.x, 48, tolerance: 1e-9, "Shift turns the wheel sideways")
        screen.scrollWheel(at: CGPoint(x: 300, y: 300), clicks: -1, horizontal: true)
        screen.run(for: 0.5)
        expectNear(outer.contentOffset.x, 0, tolerance: 1e-9, "the horizontal wheel (buttons 6 and 7)")
    }

    @Test("a touchpad's precise deltas move the scroll view at once by their points, no animation or momentum; at its edge the next one out takes them; Shift turns them sideways")
    func touchpadScrolls() {
        let outer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        outer.contentSize = CGSize(width: 800, height: 1000)
        let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        inner.contentSize = CGSize(width: 200, height: 300)
        outer.addSubview(inner)
        window.addSubview(outer)
        screen.renderFrame()
        for dy in [3.5, 7.25, 12] { screen.scrollPrecisely(at: CGPoint(x: 100, y: 100), by: CGVector(dx: 0, dy: dy)) }
        #expect(inner.contentOffset == CGPoint(x: 0, y: 22.75), "each delta lands in its own frame: \(inner.contentOffset)")
        screen.run(for: 0.5)
        #expect(inner.contentOffset == CGPoint(x: 0, y: 22.75), "nothing added after the last delta: \(inner.contentOffset)")
        screen.scrollPrecisely(at: CGPoint(x: 100, y: 100), by: CGVector(dx: 0, dy: 90))
        #expect(inner.contentOffset.y == 100 && outer.contentOffset == .zero, "clamped at the inner view's end")
        screen.scrollPrecisely(at: CGPoint(x: 100, y: 100), by: CGVector(dx: 0, dy: 10))
        #expect(inner.contentOffset.y == 100 && outer.contentOffset == CGPoint(x: 0, y: 10), "the outer view takes it: \(outer.contentOffset)")
        screen.scrollPrecisely(at: CGPoint(x: 300, y: 300), by: CGVector(dx: 0, dy: 20), shift: true)
        #expect(outer.contentOffset == CGPoint(x: 20, y: 10), "Shift: \(outer.contentOffset)")
        screen.scrollPrecisely(at: CGPoint(x: 300, y: 300), by: CGVector(dx: -5, dy: -4))
        #expect(outer.contentOffset == CGPoint(x: 15, y: 6), "both axes in one delta: \(outer.contentOffset)")
    }

    @Test("a high-resolution wheel's precise deltas animate as clicks do and add up with them")
    func smoothWheelScrolls() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scroll.contentSize = CGSize(width: 400, height: 2000)
        window.addSubview(scroll)
        screen.renderFrame()
        screen.scrollPrecisely(at: CGPoint(x: 100, y: 100), by: CGVector(dx: 0, dy: 24), continuous: false)
        #expect(scroll.contentOffset.y > 0 && scroll.contentOffset.y < 24, "under way, not jumped: \(scroll.contentOffset)")
        screen.scrollWheel(at: CGPoint(x: 100, y: 100), clicks: 1)
        screen.run(for: 0.5)
        expectNear(scroll.contentOffset.y, 72, tolerance: 1e-9, "half a click's delta and a click")
    }

    @Test("the wheel's scroll animates over frames (it does not jump) and tells the delegate")
    func wheelScrollAnimates() {
        final class Delegate: NSObject, UIScrollViewDelegate {
            var scrolls = 0, ends = 0
            func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
            func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { ends += 1 }
        }
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scroll.contentSize = CGSize(width: 400, height: 2000)
        let delegate = Delegate()
        scroll.delegate = delegate
        window.addSubview(scroll)
        screen.scrollWheel(at: CGPoint(x: 200, y: 200), clicks: 1)
        screen.run(for: 0.1)
        #expect(scroll.contentOffset.y > 0 && scroll.contentOffset.y < 48, "on its way: \(scroll.contentOffset.y)")
        screen.run(for: 0.5)
        #expect(scroll.contentOffset.y == 48 && delegate.scrolls > 2 && delegate.ends == 1)
    }

    @Test("a quick drag right is a swipe right (recognized before the release); a slow one, a sideways one or one the other way is not")
    func swipes() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(view)
        var swipes = 0
        let swipe = UISwipeGestureRecognizer { _ in swipes += 1 }
        view.addGestureRecognizer(swipe)
        func drag(to dx: CGFloat, _ dy: CGFloat, duration: TimeInterval) {
            screen.press(at: CGPoint(x: 100, y: 200))
            screen.drag(to: CGPoint(x: 100 + dx, y: 200 + dy), duration: duration)
            screen.release()
            screen.run(for: 0.1)
        }
        drag(to: 120, 0, duration: 0.15)
        #expect(swipes == 1, "a flick right")
        drag(to: 120, 0, duration: 2.0)
        #expect(swipes == 1, "too slow (30 pt in the first half second): a drag, not a swipe")
        drag(to: -120, 0, duration: 0.15)
        #expect(swipes == 1, "left is not an allowed direction")
        drag(to: 80, 80, duration: 0.15)
        #expect(swipes == 1, "45°: too far sideways")
        swipe.direction = [.left, .up]
        drag(to: 0, -100, duration: 0.15)
        #expect(swipes == 2, "up, once allowed")
    }

    @Test("hovering: began when the pointer enters, changed as it moves, ended when it leaves or a button goes down")
    func hovering() {
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(card)
        let log = Log()
        let hover = UIHoverGestureRecognizer { r in
            let at = r.location(in: card)
            log.lines.append("\(r.state.rawValue) (\(at.x), \(at.y))")
        }
        card.addGestureRecognizer(hover)
        screen.hover(to: CGPoint(x: 50, y: 50))
        #expect(log.lines.isEmpty)
        screen.hover(to: CGPoint(x: 120, y: 130))
        screen.hover(to: CGPoint(x: 150, y: 150))
        screen.hover(to: CGPoint(x: 250, y: 150))
        #expect(log.lines == ["1 (20.0, 30.0)", "2 (50.0, 50.0)", "3 (50.0, 50.0)"], "\(log.lines)")
        screen.hover(to: CGPoint(x: 150, y: 150))
        screen.press(at: CGPoint(x: 150, y: 150))
        #expect(log.lines.suffix(2).map { $0.prefix(1) } == ["1", "3"], "a press ends the hover: \(log.lines)")
        screen.release()
    }
}
