import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Records a scroll view's delegate calls by name; consecutive `didScroll`s are kept as one in
/// `order`, so a test can compare UIKit's sequence without counting frames.
@MainActor
final class ScrollDelegateLog: NSObject, UIScrollViewDelegate {
    private(set) var events: [String] = []
    private(set) var releaseVelocity: CGPoint?
    private(set) var proposedTarget: CGPoint?
    /// When set, `scrollViewWillEndDragging` writes this target.
    var writtenTarget: CGPoint?

    /// The calls with runs of `didScroll` collapsed.
    var order: [String] {
        events.reduce(into: []) { result, e in if !(e == "didScroll" && result.last == "didScroll") { result.append(e) } }
    }

    func count(_ name: String) -> Int { events.filter { $0 == name }.count }
    func clear() { events.removeAll() }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        events.append("willEndDragging")
        releaseVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let writtenTarget { targetContentOffset.pointee = writtenTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { events.append("didScrollToTop") }
}

/// A 400×600 screen (no safe area) filled by a scroll view with 3000 pt of content.
@MainActor
struct ScrollScene {
    let screen = HeadlessScreen(size: CGSize(width: 400, height: 600))
    let window: UIWindow
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let log = ScrollDelegateLog()

    init(contentSize: CGSize = CGSize(width: 400, height: 3000)) {
        window = screen.makeWindow()
        scrollView.backgroundColor = .white
        scrollView.contentSize = contentSize
        scrollView.delegate = log
        window.addSubview(scrollView)
        screen.renderFrame()
        log.clear()
    }

    /// Runs frames until the scroll view is at rest (at most `limit` seconds); returns the time taken.
    @discardableResult
    func runUntilAtRest(limit: TimeInterval = 6) -> TimeInterval {
        let start = screen.now
        while scrollView.isDecelerating || scrollView.offsetAnimation.isRunning, screen.now - start < limit {
            screen.run(for: 1.0 / 60)
        }
        return screen.now - start
    }

    /// A press at `from`, a 20 pt move that makes the pan begin, then `travel` more at `speed`
    /// pt/s (0: no velocity at the end — the finger rests 0.2 s first); not released.
    func drag(from: CGPoint, direction: CGVector, travel: CGFloat, speed: CGFloat = 500) {
        screen.press(at: from)
        let begin = CGPoint(x: from.x + direction.dx * 20, y: from.y + direction.dy * 20)
        screen.drag(to: begin, duration: 0.05)
        let end = CGPoint(x: begin.x + direction.dx * travel, y: begin.y + direction.dy * travel)
        screen.drag(to: end, duration: Double(travel / (speed > 0 ? speed : 500)))
        if speed == 0 { screen.hold(for: 0.2) }
    }
}
