import Foundation
import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// `UIScrollView` dragged through `HeadlessScreen` and compared with iOS's closed forms.
///
/// Expected values, worked out by hand (400×600 view, content 400×3000, so offsets rest in
/// 0…2400; rate 0.998):
/// - rubber band, `(1 − 1/(x·0.55/d + 1))·d` with d = 600: x = 100 → 50.38; x = 300 → 129.41;
/// - a fling at 2000 pt/s travels `2 · 0.998/0.002 · (1 − 10/(2000 k))` = 993.0 pt, where
///   `k = 499 · −ln 0.998 = 0.999` (the stop at 10 pt/s), in `ln(10/(2000 k)) / (1000 ln 0.998)`
///   = 2.646 s; after 0.5 s it has gone `998 · (1 − 0.998^500)` = 631.0 pt;
/// - a bounce back from x0 below the edge: `x0 · (1 + 10 t) · e^(−10 t)` (critically damped, ω = 10).
@MainActor
@Suite(.serialized) struct UIScrollViewTests {
    // MARK: Dragging

    @Test("after the pan begins, the content follows the finger point for point")
    func contentFollowsTheFinger() {
        let s = ScrollScene()
        s.drag(from: CGPoint(x: 200, y: 500), direction: CGVector(dx: 0, dy: -1), travel: 50)
        let before = s.scrollView.contentOffset.y
        #expect(s.scrollView.isDragging && s.scrollView.isTracking)
        s.screen.drag(to: CGPoint(x: 200, y: 330), duration: 0.2)
        expectNear(s.scrollView.contentOffset.y - before, 100, tolerance: 1e-6)
        #expect(s.scrollView.contentOffset.x == 0, "the content is not wider than the view: no horizontal scroll")
        s.screen.hold(for: 0.2)
        s.screen.release()
        #expect(!s.scrollView.isDragging && !s.scrollView.isTracking && !s.scrollView.isDecelerating)
    }

    @Test("past the top the offset follows iOS's rubber band: (1 − 1/(x·0.55/d + 1))·d")
    func rubberBandMatchesTheFormula() {
        let s = ScrollScene()
        s.screen.press(at: CGPoint(x: 200, y: 100))
        s.screen.move(to: CGPoint(x: 200, y: 110))
        s.screen.renderFrame()   // the pan begins here, 10 pt down: the content follows from this point
        #expect(s.scrollView.isDragging && s.scrollView.contentOffset.y == 0)
        s.screen.drag(to: CGPoint(x: 200, y: 210), duration: 0.2)   // 100 pt past the edge
        expectNear(s.scrollView.contentOffset.y, -50.38, tolerance: 0.01)
        s.screen.drag(to: CGPoint(x: 200, y: 410), duration: 0.4)   // 300 pt past the edge
        expectNear(s.scrollView.contentOffset.y, -129.41, tolerance: 0.01)
    }

    @Test("bounces off lets the content stop at the edge")
    func noBounceStopsAtTheEdge() {
        let s = ScrollScene()
        s.scrollView.bounces = false
        s.scrollView.contentOffset = CGPoint(x: 0, y: 100)
        s.drag(from: CGPoint(x: 200, y: 100), direction: CGVector(dx: 0, dy: 1), travel: 200)
        #expect(s.scrollView.contentOffset.y == 0)
    }

    // MARK: After the release

    @Test("a fling at 2000 pt/s decays as v0·rate^(1000 t): distance, midpoint and duration of the closed form")
    func decelerationFollowsTheClosedForm() throws {
        let s = ScrollScene()
        s.drag(from: CGPoint(x: 200, y: 560), direction: CGVector(dx: 0, dy: -1), travel: 300, speed: 2000)
        s.screen.release()
        let y0 = s.scrollView.contentOffset.y
        let velocity = try #require(s.log.releaseVelocity)
        expectNear(velocity.y, 2.0, tolerance: 0.01, "points per millisecond, in the direction the offset moves")
        #expect(s.scrollView.isDecelerating)
        s.screen.run(for: 0.5)
        expectNear(s.scrollView.contentOffset.y - y0, 631.0, tolerance: 0.5)
        let duration = 0.5 + s.runUntilAtRest()
        expectNear(duration, 2.646, tolerance: 1.0 / 60 + 1e-6)
        expectNear(s.scrollView.contentOffset.y - y0, 993.0, tolerance: 0.6)
        #expect(s.scrollView.contentOffset == s.log.proposedTarget, "it stops where the proposed target said")
    }

    @Test("the fast rate stops sooner: a tenth of the travel")
    func fastRate() {
        let s = ScrollScene()
        s.scrollView.decelerationRate = .fast
        s.drag(from: CGPoint(x: 200, y: 560), direction: CGVector(dx: 0, dy: -1), travel: 300, speed: 2000)
        s.screen.release()
        let y0 = s.scrollView.contentOffset.y
        s.runUntilAtRest()
        // 2 · 0.99/0.01 · (1 − 10/(2000 · 99 · −ln 0.99)) = 198 − 0.99 = 197.0
        expectNear(s.scrollView.contentOffset.y - y0, 197.0, tolerance: 0.6)
    }

    @Test("released past the top, it springs back critically damped and settles at the edge")
    func bounceBackSettlesAtTheEdge() {
        let s = ScrollScene()
        s.drag(from: CGPoint(x: 200, y: 100), direction: CGVector(dx: 0, dy: 1), travel: 100, speed: 0)
        let x0 = Double(s.scrollView.contentOffset.y)
        s.screen.release()
        #expect(s.log.order.suffix(3) == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        s.screen.run(for: 0.1)
        expectNear(Double(s.scrollView.contentOffset.y), x0 * 2 * exp(-1), tolerance: 0.05)
        s.runUntilAtRest()
        #expect(s.scrollView.contentOffset.y == 0)
        #expect(s.log.events.last == "didEndDecelerating")
    }

    @Test("a fling into the bottom edge runs past it and comes back to rest on it")
    func flingIntoTheEdgeBounces() {
        let s = ScrollScene()
        s.scrollView.contentOffset = CGPoint(x: 0, y: 2000)
        s.drag(from: CGPoint(x: 200, y: 560), direction: CGVector(dx: 0, dy: -1), travel: 300, speed: 2000)
        s.screen.release()
        #expect(s.log.proposedTarget == CGPoint(x: 0, y: 2400), "the proposed target is clamped to the content")
        var furthest: CGFloat = 0
        for _ in 0..<180 {
            s.screen.run(for: 1.0 / 60)
            furthest = max(furthest, s.scrollView.contentOffset.y)
        }
        #expect(furthest > 2410, "it overshoots the edge (\(furthest))")
        #expect(s.scrollView.contentOffset.y == 2400 && !s.scrollView.isDecelerating)
    }

    @Test("targetContentOffset written by the delegate is where it stops")
    func writtenTargetIsHonoured() {
        for target in [CGFloat(500), 1700, 20] {
            let s = ScrollScene()
            s.log.writtenTarget = CGPoint(x: 0, y: target)
            s.drag(from: CGPoint(x: 200, y: 560), direction: CGVector(dx: 0, dy: -1), travel: 300, speed: 2000)
            s.screen.release()
            s.runUntilAtRest()
            #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: target))
        }
    }

    @Test("paging lands on the page the projected position picks")
    func pagingUsesTheProjection() {
        // (travel, speed): a slow short drag falls back; a slow long one goes on; a quick short one is carried over.
        for (travel, speed) in [(CGFloat(120), CGFloat(0)), (220, 0), (60, 1200)] {
            let s = ScrollScene(contentSize: CGSize(width: 2000, height: 600))
            s.scrollView.isPagingEnabled = true
            s.drag(from: CGPoint(x: 350, y: 300), direction: CGVector(dx: -1, dy: 0), travel: travel, speed: speed)
            let x = Double(s.scrollView.contentOffset.x)
            s.screen.release()
            let v = Double(s.log.releaseVelocity?.x ?? 0) * 1000
            let projected = x + v / 1000 * 0.998 / 0.002
            let page = min(max((projected / 400).rounded(), 0), 1)
            s.runUntilAtRest()
            #expect(Double(s.scrollView.contentOffset.x) == page * 400, "travel \(travel) at \(speed): projected \(projected)")
        }
    }

    // MARK: The delegate

    @Test("a drag and fling call the delegate in UIKit's order")
    func delegateOrderForAFling() {
        let s = ScrollScene()
        s.drag(from: CGPoint(x: 200, y: 560), direction: CGVector(dx: 0, dy: -1), travel: 200, speed: 1500)
        s.screen.release()
        s.runUntilAtRest()
        #expect(s.log.order == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                "willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    @Test("a drag that stops before the release does not decelerate")
    func delegateOrderWithoutDeceleration() {
        let s = ScrollScene()
        s.drag(from: CGPoint(x: 200, y: 560), direction: CGVector(dx: 0, dy: -1), travel: 200, speed: 0)
        s.screen.release()
        s.screen.run(for: 1)
        #expect(s.log.order == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
    }

    @Test("a press on a decelerating view catches it: it stops, and no didEndDecelerating is sent")
    func pressCatchesTheDeceleration() {
        let s = ScrollScene()
        s.drag(from: CGPoint(x: 200, y: 560), direction: CGVector(dx: 0, dy: -1), travel: 300, speed: 2000)
        s.screen.release()
        s.screen.run(for: 0.3)
        s.screen.press(at: CGPoint(x: 100, y: 100))
        let caught = s.scrollView.contentOffset
        s.screen.run(for: 0.5)
        #expect(s.scrollView.contentOffset == caught && !s.scrollView.isDecelerating && s.scrollView.isTracking)
        s.screen.release()
        #expect(s.log.count("didEndDecelerating") == 0)
    }

    // MARK: Scrolling by program

    @Test("setContentOffset(_:animated:) eases over 0.3 s and reports the end; unanimated it is immediate")
    func setContentOffsetAnimated() {
        let s = ScrollScene()
        s.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        s.screen.run(for: 0.15)
        expectNear(s.scrollView.contentOffset.y, 150, tolerance: 0.5, "ease in-out is half way at half time")
        s.screen.run(for: 0.2)
        #expect(s.scrollView.contentOffset.y == 300)
        #expect(s.log.count("didEndScrollingAnimation") == 1)
        s.log.clear()
        s.scrollView.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
        #expect(s.scrollView.contentOffset.y == 40 && s.log.events == ["didScroll"])
    }

    @Test("scrollRectToVisible scrolls as little as needed, and not at all for a visible rectangle")
    func scrollRectToVisible() {
        let s = ScrollScene()
        s.scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 100, height: 50), animated: false)
        #expect(s.scrollView.contentOffset.y == 450)
        s.scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 100, height: 50), animated: false)
        #expect(s.scrollView.contentOffset.y == 450)
        s.scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 100, height: 50), animated: true)
        s.runUntilAtRest()
        #expect(s.scrollView.contentOffset.y == 100)
        s.scrollView.scrollRectToVisible(CGRect(x: 0, y: 2900, width: 100, height: 400), animated: false)
        #expect(s.scrollView.contentOffset.y == 2400, "clamped to the content")
    }

    @Test("a scroll-to-top request asks the delegate and reports arriving")
    func scrollToTop() {
        let s = ScrollScene()
        s.scrollView.contentOffset = CGPoint(x: 0, y: 900)
        s.scrollView.scrollToTop()
        s.runUntilAtRest()
        #expect(s.scrollView.contentOffset.y == 0)
        #expect(s.log.events.suffix(2) == ["didEndScrollingAnimation", "didScrollToTop"])
    }

    // MARK: Indicators

    @Test("the vertical indicator is drawn while scrolling and fades out after")
    func indicatorsShowAndFade() {
        let s = ScrollScene()
        let probe = CGPoint(x: 395, y: 60)
        #expect(s.screen.pixel(at: probe) == RGBA(red: 255, green: 255, blue: 255))
        s.drag(from: CGPoint(x: 200, y: 500), direction: CGVector(dx: 0, dy: -1), travel: 30, speed: 0)
        let shown = s.screen.pixel(at: probe)
        #expect(shown.map { $0.red < 200 && $0.red > 130 } == true, "35 % black over white: \(String(describing: shown))")
        #expect(s.screen.pixel(at: CGPoint(x: 385, y: 60)) == RGBA(red: 255, green: 255, blue: 255), "3 pt wide")
        s.screen.release()
        s.screen.run(for: 0.3)
        #expect(s.screen.pixel(at: probe).map { $0.red < 200 } == true, "still shown just after the release")
        s.screen.run(for: 1)
        #expect(s.screen.pixel(at: probe) == RGBA(red: 255, green: 255, blue: 255))
    }

    // MARK: Bad input

    @Test("bad values get a defined outcome, never a crash")
    func badInput() {
        let s = ScrollScene()
        s.scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 10)
        #expect(s.scrollView.contentOffset == .zero)
        s.scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
        #expect(s.scrollView.contentOffset == .zero && !s.scrollView.offsetAnimation.isRunning)
        s.scrollView.contentSize = CGSize(width: -10, height: 800)
        #expect(s.scrollView.contentSize == CGSize(width: 0, height: 800))
        s.scrollView.contentSize = CGSize(width: CGFloat.nan, height: 800)
        #expect(s.scrollView.contentSize == .zero)
        s.scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 1.5)
        #expect(s.scrollView.decelerationRate == .normal)
        s.scrollView.contentInset = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(s.scrollView.contentInset == .zero)
        s.scrollView.scrollRectToVisible(CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10), animated: false)
        s.scrollView.zoomScale = -1
        #expect(s.scrollView.zoomScale == 1)
        // A delegate that writes an infinite target: the proposed one is used.
        s.scrollView.contentSize = CGSize(width: 400, height: 3000)
        s.log.writtenTarget = CGPoint(x: 0, y: CGFloat.infinity)
        s.drag(from: CGPoint(x: 200, y: 560), direction: CGVector(dx: 0, dy: -1), travel: 300, speed: 2000)
        s.screen.release()
        s.runUntilAtRest()
        #expect(s.scrollView.contentOffset == s.log.proposedTarget)
        #expect(ScrollPhysics.rubberBand(.infinity, dimension: 600) == 0 && ScrollPhysics.rubberBand(10, dimension: -1) == 0)
    }
}
