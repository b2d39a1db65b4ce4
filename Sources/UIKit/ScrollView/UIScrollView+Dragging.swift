import Foundation

/// Something around a scroll view that shares its drags: a sheet that moves while the list in
/// it is at its top, or grows before the list scrolls (``UISheetPresentationController``). The
/// scroll view offers it each vertical movement of the finger before it scrolls, and tells it
/// when the drag ends. Set on ``UIScrollView/dragPartner`` when a finger goes down; the scroll
/// view lets go of it when the drag ends.
@MainActor
protocol ScrollDragSharing: AnyObject {
    /// The finger moved `dy` points down (negative: up) in the scroll view: returns the part
    /// of it the partner takes (of the same sign, no larger); the content moves by the rest.
    func scrollView(_ scrollView: UIScrollView, offersDrag dy: CGFloat) -> CGFloat
    /// The drag ended, the finger moving at `velocity` points a second (down positive), or it
    /// was cancelled: returns whether the release is the partner's (the content then does not
    /// fling; it only comes back within its limits).
    func scrollViewEndsDrag(_ scrollView: UIScrollView, velocity: CGFloat, cancelled: Bool) -> Bool
}

/// The drag: the content follows the finger, rubber-bands past the edges, and on release the
/// delegate is asked where to stop (see `UIScrollView+Deceleration.swift` for what follows).
extension UIScrollView {
    /// A finger went down: tracking starts, and a moving view stops where it is (iOS's catch;
    /// `scrollViewDidEndDecelerating` is not sent then, as on iOS).
    func fingerDown() {
        isTracking = true
        stopMovingContent()
        stopZoomAnimation()
    }

    /// The finger lifted without a drag: a view caught past an edge springs back.
    func fingerUp() {
        guard isTracking else { return }
        isTracking = false
        guard !isDragging, motion == nil, clamped(contentOffset) != contentOffset else { return }
        startMotion(velocity: .zero, target: clamped(contentOffset), proposed: clamped(contentOffset), notify: true)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: beginDragging(pan)
        case .changed: drag(to: pan.translation(in: self))
        case .ended: endDragging(fingerVelocity: pan.velocity(in: self))
        case .cancelled: endDragging(fingerVelocity: .zero, cancelled: true)
        default: break
        }
    }

    private func beginDragging(_ pan: UIPanGestureRecognizer) {
        if motion != nil { stopMotion() }
        let first = pan.translation(in: self)
        lockedAxis = nil
        if isDirectionalLockEnabled {
            // Locked when the first movement is within about 27° of an axis (one to two).
            let ax = abs(first.x), ay = abs(first.y)
            if ax > 2 * ay { lockedAxis = .horizontal } else if ay > 2 * ax { lockedAxis = .vertical }
        }
        // Start from the finger position that shows the current offset (a caught bounce does not jump).
        let o = contentOffset
        dragOrigin = fingerOffset(showing: o)
        let w = Double(bounds.width), h = Double(bounds.height)
        dragStartPage = (w > 0 ? (Double(o.x) / w).rounded() : 0, h > 0 ? (Double(o.y) / h).rounded() : 0)
        // The content follows the finger from here: the touch slop is not made up with a jump.
        pan.setTranslation(.zero, in: self)
        dragLastChange = (.zero, o)
        isDragging = true
        showIndicators()
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// The finger-space offset (before rubber-banding) that shows `offset`.
    private func fingerOffset(showing offset: CGPoint) -> CGPoint {
        let r = offsetRange
        func unbanded(_ v: Double, _ range: ClosedRange<Double>, _ d: Double) -> Double {
            if v < range.lowerBound { return range.lowerBound + ScrollPhysics.fingerOvershoot(showing: v - range.lowerBound, dimension: d) }
            if v > range.upperBound { return range.upperBound + ScrollPhysics.fingerOvershoot(showing: v - range.upperBound, dimension: d) }
            return v
        }
        return CGPoint(x: unbanded(Double(offset.x), r.x, Double(bounds.width)), y: unbanded(Double(offset.y), r.y, Double(bounds.height)))
    }

    /// Shows the offset for a finger `translation` from where the drag began.
    ///
    /// As on iOS, the drag moves the content by the finger's movement since its last change: when
    /// someone else set `contentOffset` in between (a sheet that pins the list at its top while
    /// it moves, `scrollViewDidScroll` holding the content), the drag carries on from that offset
    /// instead of jumping back to where the finger alone would have put it.
    private func drag(to translation: CGPoint) {
        guard isDragging else { return }
        if let last = dragLastChange, last.shown != contentOffset {
            let f = fingerOffset(showing: contentOffset)
            dragOrigin = CGPoint(x: f.x + last.translation.x, y: f.y + last.translation.y)
        }
        defer { dragLastChange = (translation, contentOffset) }
        if let partner = dragPartner, let last = dragLastChange, lockedAxis != .horizontal, scrolls(along: .vertical) {
            // What the partner takes of this movement, the content does not follow.
            let dy = translation.y - last.translation.y
            let taken = partner.scrollView(self, offersDrag: dy)
            if taken != 0, taken.isFinite { dragOrigin.y += min(max(taken, min(dy, 0)), max(dy, 0)) }
        }
        let r = offsetRange
        var o = contentOffset
        if lockedAxis != .vertical && scrolls(along: .horizontal) {
            o.x = banded(Double(dragOrigin.x - translation.x), r.x, Double(bounds.width))
        }
        if lockedAxis != .horizontal && scrolls(along: .vertical) {
            o.y = banded(Double(dragOrigin.y - translation.y), r.y, Double(bounds.height))
        }
        contentOffset = o
    }

    /// A finger offset shown with the rubber band past the edges (or stopped there without bounce).
    private func banded(_ v: Double, _ range: ClosedRange<Double>, _ d: Double) -> CGFloat {
        if v < range.lowerBound {
            return bounces ? range.lowerBound + ScrollPhysics.rubberBand(v - range.lowerBound, dimension: d) : range.lowerBound
        }
        if v > range.upperBound {
            return bounces ? range.upperBound + ScrollPhysics.rubberBand(v - range.upperBound, dimension: d) : range.upperBound
        }
        return v
    }

    /// The finger lifted (or the drag was cancelled): ask the delegate where to stop, then move there.
    private func endDragging(fingerVelocity: CGPoint, cancelled: Bool = false) {
        guard isDragging else { return }
        var v = CGPoint(x: -fingerVelocity.x, y: -fingerVelocity.y)
        if let partner = dragPartner {
            dragPartner = nil
            if partner.scrollViewEndsDrag(self, velocity: fingerVelocity.y.isFinite ? fingerVelocity.y : 0, cancelled: cancelled) {
                v = .zero
            }
        }
        if !v.x.isFinite || !v.y.isFinite {
            warnOnce("UIScrollView: the release velocity \(v) is not finite; the content stops where it is")
            v = .zero
        }
        if lockedAxis == .vertical || !scrolls(along: .horizontal) { v.x = 0 }
        if lockedAxis == .horizontal || !scrolls(along: .vertical) { v.y = 0 }
        let proposed = proposedTarget(velocity: v)
        var target = proposed
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: v.x / 1000, y: v.y / 1000),
                                                targetContentOffset: pointer)
        }
        if !target.x.isFinite || !target.y.isFinite {
            warnOnce("UIScrollView: targetContentOffset \(target) written by the delegate is not finite; the proposed \(proposed) is used")
            target = proposed
        }
        isTracking = false
        dragLastChange = nil
        startMotion(velocity: v, target: target, proposed: proposed, notify: true, endingDrag: true)
    }

    /// Where the content comes to rest by itself: the decay's end (on the pixel grid) within
    /// the limits, the edge when it is past one, or the page the projection picks.
    func proposedTarget(velocity v: CGPoint) -> CGPoint {
        let r = offsetRange, o = contentOffset, rate = Double(decelerationRate.rawValue)
        func axis(_ x: Double, _ v: Double, _ range: ClosedRange<Double>, _ page: Double, _ startPage: Double) -> Double {
            if isPagingEnabled && page > 0 {
                let projected = x + ScrollPhysics.projectedDistance(velocity: v, rate: rate)
                // The page the projection lands nearest, at most one page from where the drag began.
                let p = min(max((projected / page).rounded(), startPage - 1), startPage + 1)
                return min(max(p * page, range.lowerBound), range.upperBound)
            }
            guard range.contains(x) else { return min(max(x, range.lowerBound), range.upperBound) }
            let decay = DecayMotion(x0: x, v0: v, rate: rate)
            guard decay.duration > 0 else { return x }   // too slow to move: it stays where it is
            return min(max(pixelRounded(decay.restingPosition), range.lowerBound), range.upperBound)
        }
        return CGPoint(x: axis(Double(o.x), Double(v.x), r.x, Double(bounds.width), dragStartPage.x),
                       y: axis(Double(o.y), Double(v.y), r.y, Double(bounds.height), dragStartPage.y))
    }

    /// `x` on the screen's pixel grid.
    func pixelRounded(_ x: Double) -> Double {
        let scale = Double(window?.screen.scale ?? 1)
        return scale > 0 ? (x * scale).rounded() / scale : x
    }
}
