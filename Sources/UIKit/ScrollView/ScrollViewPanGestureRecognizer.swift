import Foundation

/// The scroll view's own pan (UIKit's private `UIScrollViewPanGestureRecognizer`, seen by
/// clients as a `UIPanGestureRecognizer`). It tells its scroll view when a finger goes down
/// and up (`isTracking`, catching a moving view), and it does not begin for a drag whose
/// first movement points where the scroll view cannot scroll — along an axis that does not
/// scroll, or past an edge of a view that does not bounce — so the drag is left to other
/// recognizers (an edge-swipe back, a sheet's dismissal pan).
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    private var scrollView: UIScrollView? { view as? UIScrollView }

    override func acceptsMovement(from start: CGPoint, to current: CGPoint, in window: UIWindow?) -> Bool {
        guard let scrollView else { return true }
        // The finger's movement in the scroll view's space (its rotation and scale; the origin cancels).
        let a = scrollView.convert(start, from: window), b = scrollView.convert(current, from: window)
        let dx = Double(b.x - a.x), dy = Double(b.y - a.y)
        // The offset moves against the finger.
        if abs(dx) > abs(dy) {
            return scrollView.canScroll(along: .horizontal, toward: dx > 0 ? -1 : 1)
        }
        return scrollView.canScroll(along: .vertical, toward: dy > 0 ? -1 : 1)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let wasTracking = isTracking
        super.touchesBegan(touches, with: event)
        if !wasTracking && isTracking { scrollView?.fingerDown() }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        scrollView?.fingerUp()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        scrollView?.fingerUp()
    }

    override func reset() {
        super.reset()
        scrollView?.fingerUp()
    }
}
