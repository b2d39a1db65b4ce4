import Foundation

/// The page view controller's scroll view delegate: it turns the scroll view's movement into
/// page transitions (a separate object, as the controller is not a scroll view delegate in UIKit).
@MainActor
final class PageScrollHandler: NSObject, UIScrollViewDelegate {
    weak var owner: UIPageViewController?

    func scrollViewDidScroll(_ scrollView: UIScrollView) { owner?.scrolled() }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { owner?.swipeSettled() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { owner?.swipeSettled() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        guard let owner, let p = owner.programmatic else { return }
        owner.finishProgrammatic(p, finished: true)
    }
}

extension UIPageViewController {
    /// The scroll view moved: a drag that starts to reveal a neighbour begins a transition to it.
    func scrolled() {
        guard programmatic == nil, let current, scrollView.isDragging || scrollView.isDecelerating || pending != nil else { return }
        let offset = navigationOrientation == .horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
        let delta = offset - origin(ofSlot: currentSlot).x - origin(ofSlot: currentSlot).y
        guard abs(delta) > 0.01 else { return }
        let direction: NavigationDirection = delta > 0 ? .forward : .reverse
        if let pending, pending.direction == direction { return }
        guard scrollView.isDragging else { return }   // a fling past the page does not start another
        if pending != nil { dropPending() }
        guard let next = direction == .forward ? after : before, next !== current else { return }
        adopt(next)
        next.view.frame = CGRect(origin: origin(ofSlot: direction == .forward ? currentSlot + 1 : 0), size: view.bounds.size)
        pending = (next, direction)
        delegate?.pageViewController(self, willTransitionTo: [next])
        if isShowing {
            next.beginAppearanceTransition(true, animated: true)
            current.beginAppearanceTransition(false, animated: true)
        }
    }

    /// The scroll view came to rest after a swipe: the page it rests on stays.
    func swipeSettled() {
        guard let pending, let previous = current else { return }
        let unit = pageUnit
        let offset = navigationOrientation == .horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
        let restingSlot = unit > 0 ? Int((offset / unit).rounded()) : currentSlot
        let pendingSlot = pending.direction == .forward ? currentSlot + 1 : 0
        self.pending = nil
        if restingSlot == pendingSlot {
            if isShowing {
                pending.controller.endAppearanceTransition()
                previous.endAppearanceTransition()
            }
            release(previous)
            current = pending.controller
            settle()
            updatePageControl(fromDataSource: false, step: pending.direction == .forward ? 1 : -1)
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [previous],
                                         transitionCompleted: true)
        } else {
            reverse(pending.controller, back: previous)
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [previous],
                                         transitionCompleted: false)
        }
    }

    /// Drops the page a drag was revealing (the drag turned around, or the page is set anew).
    func dropPending() {
        guard let pending, let current else { self.pending = nil; return }
        self.pending = nil
        reverse(pending.controller, back: current)
    }

    /// Reverses a transition that will not complete: the incoming page disappears again and
    /// the current one appears again; the incoming page stops being a child.
    private func reverse(_ incoming: UIViewController, back current: UIViewController) {
        if isShowing {
            incoming.beginAppearanceTransition(false, animated: true)
            current.beginAppearanceTransition(true, animated: true)
            incoming.endAppearanceTransition()
            current.endAppearanceTransition()
        }
        release(incoming)
    }

    /// Ends an animated `setViewControllers`: the new page stays (or, when it was interrupted by
    /// another, goes on being current until that one replaces it).
    func finishProgrammatic(_ p: (controller: UIViewController, old: UIViewController, completion: ((Bool) -> Void)?), finished: Bool) {
        programmatic = nil
        scrollView.isUserInteractionEnabled = true
        p.controller.endAppearanceTransition()
        p.old.endAppearanceTransition()
        release(p.old)
        current = p.controller
        settle()
        updatePageControl(fromDataSource: true)
        p.completion?(finished)
    }
}
