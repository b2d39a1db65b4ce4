import Foundation

/// Large titles follow the content: the bar watches the offset of the top controller's content
/// scroll view (key-value observation of `contentOffset`, as an iOS client would) and lets the
/// large title collapse into the standard bar point for point as the content scrolls up, and
/// come back as it scrolls down to its top. The bar's height, and with it the safe area of a
/// view reaching under it, follows.
///
/// The content scroll view is the topmost one in the controller's view: the view itself, or
/// the first scroll view found level by level below it (UIKit's choice is private; this is the
/// common case of a table or collection controller, or a scroll view filling the page).
extension UINavigationController {
    /// Watches the top controller's content scroll view (when it changed).
    func trackLargeTitleScrollView() {
        let scrollView = topViewController?.viewIfLoaded.flatMap(Self.contentScrollView(in:))
        guard scrollView !== largeTitleScrollView else { return }
        largeTitleScrollView = scrollView
        largeTitleObservation = scrollView?.observe(\.contentOffset) { [weak self] scrollView, _ in
            MainActor.assumeIsolated { self?.largeTitleScrollViewDidScroll(scrollView) }
        }
    }

    /// The topmost scroll view in `view`, breadth first.
    static func contentScrollView(in view: UIView) -> UIScrollView? {
        var level = [view]
        while !level.isEmpty {
            if let found = level.lazy.compactMap({ $0 as? UIScrollView }).first { return found }
            level = level.flatMap(\.subviews)
        }
        return nil
    }

    /// The content scrolled: the top item's large title shows as much as the content is pulled
    /// below its resting place with the title collapsed.
    func largeTitleScrollViewDidScroll(_ scrollView: UIScrollView) {
        guard running == nil, scrollView === largeTitleScrollView, scrollView.reportedAdjustedInset != nil,
              let top = topViewController, let index = stack.firstIndex(where: { $0 === top }),
              barView.showsLargeTitle(at: index, in: stack.map(\.navigationItem)) else { return }
        let item = top.navigationItem, full = UINavigationBar.largeTitleHeight
        let fraction = min(max(item.largeTitleFraction, 0), 1)
        // Whether the bar's height is in the scroll view's adjusted inset (it then shrinks with the title).
        let included = showsNavigationBar && extendsUnderBar(top, edge: .top) && scrollView.contentInsetAdjustmentBehavior != .never
        let collapsedTop = scrollView.adjustedContentInset.top - (included ? full * fraction : 0)
        let pulled = -scrollView.contentOffset.y - collapsedTop + (included ? 0 : full)
        let next = min(max(pulled / full, 0), 1)
        guard abs(next - fraction) > 1e-9 else { return }
        item.largeTitleFraction = next
        barView.titleLabel.alpha = barView.standardTitleAlpha
        barGeometryChanged()
    }

    /// Animates the bar to the height of `newTop` alongside a transition (a cancel goes back).
    func animateBarHeight(to newTop: UIViewController, coordinator: (any UIViewControllerTransitionCoordinator)?) {
        let bar = barView
        let height = navigationBarHeight(for: newTop)
        guard let coordinator, coordinator.isAnimated, bar.bounds.height != height else { return barGeometryChanged() }
        coordinator.animateAlongsideTransition(in: bar, animation: { _ in
            var frame = bar.frame
            frame.size.height = height
            bar.frame = frame
            bar.layoutIfNeeded()
        }, completion: { [weak self] _ in self?.barGeometryChanged() })
    }
}
