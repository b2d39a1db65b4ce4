import Foundation

extension UIScrollView {
    /// `contentInset` plus the safe area, as `contentInsetAdjustmentBehavior` says, plus the room
    /// a refreshing `refreshControl` keeps above the content.
    var computedAdjustedContentInset: UIEdgeInsets {
        var c = contentInset
        c.top += refreshInset
        guard window != nil else { return c }
        let safe = safeAreaInsets
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return c
        case .always: vertical = true; horizontal = true
        case .scrollableAxes:
            vertical = alwaysBounceVertical || contentSize.height > bounds.height
            horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
        case .automatic:
            // Apple: "always adjusted vertically when the scroll view is the content view of a
            // view controller that is currently displayed by a navigation or tab bar controller"
            // — the controller's view, or the topmost scroll view in it (a table or collection
            // view added to a plain controller's view starts below the bar however few its rows).
            vertical = alwaysBounceVertical || contentSize.height > bounds.height || isContentScrollViewOfBarController
            horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
        }
        return UIEdgeInsets(top: c.top + (vertical ? safe.top : 0), left: c.left + (horizontal ? safe.left : 0),
                            bottom: c.bottom + (vertical ? safe.bottom : 0), right: c.right + (horizontal ? safe.right : 0))
    }

    /// Whether this is the content scroll view of a controller shown by a navigation or tab bar
    /// controller: the controller's view, or the topmost scroll view in it.
    private var isContentScrollViewOfBarController: Bool {
        var v: UIView? = self
        while let view = v {
            if let vc = view.viewDelegate as? UIViewController {
                guard vc.navigationController != nil || vc.tabBarController != nil else { return false }
                if view === self { return true }
                // The usual case, one of the controller view's own subviews, without a search.
                if superview === view, !(view is UIScrollView), let first = view.subviews.first(where: { $0 is UIScrollView }) {
                    return first === self
                }
                return UINavigationController.contentScrollView(in: view) === self
            }
            v = view.superview
        }
        return false
    }

    /// Reports a change of the adjusted inset; an offset resting at the old top-left edge moves
    /// to the new one (a scroll view under a status bar starts below it, as on iOS) unless
    /// `settling` is false.
    func adjustedInsetMayHaveChanged(settling: Bool = true) {
        let inset = adjustedContentInset
        guard let old = reportedAdjustedInset else {
            reportedAdjustedInset = inset
            if inset != .zero && !isDragging && !isDecelerating { settleAtEdge(from: .zero, to: inset) }
            if inset != .zero { adjustedContentInsetDidChange() }
            return
        }
        guard inset != old else { return }
        reportedAdjustedInset = inset
        if settling && !isDragging && !isDecelerating { settleAtEdge(from: old, to: inset) }
        adjustedContentInsetDidChange()
    }

    private func settleAtEdge(from old: UIEdgeInsets, to new: UIEdgeInsets) {
        var o = contentOffset
        if o.y == -old.top { o.y = -new.top }
        if o.x == -old.left { o.x = -new.left }
        if o != contentOffset { contentOffset = o }
    }

    // MARK: Limits

    /// The offsets the content rests between, per axis.
    var offsetRange: (x: ClosedRange<Double>, y: ClosedRange<Double>) { offsetRange(contentSize: contentSize) }

    /// The offsets content of `size` would rest between, per axis.
    func offsetRange(contentSize size: CGSize) -> (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let i = adjustedContentInset, b = bounds.size
        let minX = -Double(i.left), minY = -Double(i.top)
        let maxX = max(minX, Double(size.width + i.right - b.width))
        let maxY = max(minY, Double(size.height + i.bottom - b.height))
        return (minX...maxX, minY...maxY)
    }

    /// Whether a drag moves the content along `axis` (content larger than the view, or `alwaysBounce…`).
    func scrolls(along axis: Axis) -> Bool {
        let r = offsetRange
        switch axis {
        case .horizontal: return alwaysBounceHorizontal || r.x.upperBound > r.x.lowerBound
        case .vertical: return alwaysBounceVertical || r.y.upperBound > r.y.lowerBound
        }
    }

    /// Whether the offset may move toward `sign` (−1: toward the leading/top edge) along `axis`:
    /// the axis scrolls, and there is room before the edge or the view bounces.
    func canScroll(along axis: Axis, toward sign: Double) -> Bool {
        guard isScrollEnabled, scrolls(along: axis) else { return false }
        if bounces { return true }
        let r = axis == .horizontal ? offsetRange.x : offsetRange.y
        let o = Double(axis == .horizontal ? contentOffset.x : contentOffset.y)
        return sign < 0 ? o > r.lowerBound + 1e-9 : o < r.upperBound - 1e-9
    }

    /// `offset` clamped into the offsets the content (or content of `size`) rests between.
    func clamped(_ offset: CGPoint, contentSize size: CGSize? = nil) -> CGPoint {
        let r = offsetRange(contentSize: size ?? contentSize)
        return CGPoint(x: min(max(Double(offset.x), r.x.lowerBound), r.x.upperBound),
                       y: min(max(Double(offset.y), r.y.lowerBound), r.y.upperBound))
    }
}
