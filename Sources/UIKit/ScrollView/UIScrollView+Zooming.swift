import Foundation

/// Zooming as iOS zooms. The delegate's `viewForZooming(in:)` is scaled through its
/// `transform` (its frame's origin stays where it is), the content size becomes its frame's
/// size, and the offset moves so that the point zoomed about stays where it is on screen.
///
/// - **The pinch** (`pinchGestureRecognizer`, there while `minimumZoomScale` is below
///   `maximumZoomScale`; on the desktop Control + wheel or a secondary-button drag, see
///   `UIPinchGestureRecognizer`) zooms about the pinch's location: `scrollViewWillBeginZooming`
///   as it begins, then on every change `scrollViewDidScroll` (when the offset moved) and
///   `scrollViewDidZoom`; `isZooming` is true until it ends. The offset stays within its range
///   meanwhile, so content smaller than the view keeps to its top-left corner unless the
///   delegate centres it (the usual `scrollViewDidZoom` or `layoutSubviews` code does). With
///   `bouncesZoom` the scale goes past a limit with growing resistance (to at most twice the
///   maximum or half the minimum) and springs back when the pinch ends (0.3 s, ease out;
///   `isZoomBouncing` meanwhile), `scrollViewDidEndZooming(_:with:atScale:)` following; without
///   it the scale stops at the limits.
/// - **By program**, `zoomScale` and `setZoomScale(_:animated:)` zoom about the middle of the
///   visible area, and `zoom(to:animated:)` centres the rectangle at the scale that fits it in
///   the area inside the adjusted content inset; the offset ends within its range. Animated,
///   they run 0.3 s (ease in-out) on the screen's frames with `scrollViewWillBeginZooming`
///   before, `scrollViewDidZoom` every frame and `scrollViewDidEndZooming` after; at once, only
///   `scrollViewDidZoom` — Apple calls the first "at the beginning of zoom gestures and in
///   cases where a change in zoom level is to be animated", and the last after gestures,
///   bounces and animated changes. (The per-frame `scrollViewDidZoom` of an animated zoom is a
///   choice: a delegate centring the view as it zooms sees every step.)
/// - A finger going down on the scroll view ends a running zoom animation where it was going.
/// - Without a view for zooming nothing zooms and `zoomScale` stays as it is, silently as on
///   iOS: resetting `zoomScale = 1` before swapping the zoomed view is a common idiom (Apple's
///   PhotoScroller sample does it), not a mistake to warn about.
extension UIScrollView {
    /// How long an animated zoom, or the spring back after a pinch, takes.
    static let zoomAnimationDuration: CFTimeInterval = 0.3
    /// How far a pinch may take the scale past a limit (a factor: twice the maximum, half the minimum).
    static let zoomOvershootLimit: CGFloat = 2

    /// The scale limits, whichever way round they were given.
    var zoomLimits: ClosedRange<CGFloat> {
        min(minimumZoomScale, maximumZoomScale)...max(minimumZoomScale, maximumZoomScale)
    }

    func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        min(max(scale, zoomLimits.lowerBound), zoomLimits.upperBound)
    }

    /// A limit is accepted (or refused with a warning); the pinch comes or goes with the range.
    func zoomLimitAccepted(_ value: CGFloat, _ name: String) -> Bool {
        guard value.isFinite, value > 0 else {
            warnOnce("UIScrollView.\(name) must be finite and positive; \(value) is ignored")
            return false
        }
        updateZoomPinch()
        return true
    }

    /// Adds the pinch when zooming became possible and removes it when it no longer is.
    private func updateZoomPinch() {
        let zooms = maximumZoomScale > minimumZoomScale
        if zooms, zoomPinch == nil {
            let pinch = UIPinchGestureRecognizer(target: self, action: UIScrollView.handleZoomPinch)
            pinch.delegate = self as? any UIGestureRecognizerDelegate
            zoomPinch = pinch
            addGestureRecognizer(pinch)
        } else if !zooms, let pinch = zoomPinch {
            zoomPinch = nil
            removeGestureRecognizer(pinch)
            if let gesture = zoomGesture { endPinch(of: gesture.view, at: CGPoint(x: bounds.midX, y: bounds.midY)) }
        }
    }

    // MARK: The pinch

    func handleZoomPinch(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            guard zoomGesture == nil, let view = delegate?.viewForZooming(in: self) else { return }
            stopMovingContent()
            stopZoomAnimation()
            zoomGesture = (view, zoomScale)
            delegate?.scrollViewWillBeginZooming(self, with: view)
            pinchChanged(pinch)
        case .changed:
            pinchChanged(pinch)
        case .ended, .cancelled, .failed:
            guard let gesture = zoomGesture else { return }
            endPinch(of: gesture.view, at: pinch.location(in: self))
        default:
            break
        }
    }

    private func pinchChanged(_ pinch: UIPinchGestureRecognizer) {
        guard let (view, startScale) = zoomGesture, pinch.scale.isFinite, pinch.scale > 0 else { return }
        let wanted = startScale * pinch.scale
        let scale = bouncesZoom ? rubberBandedZoomScale(wanted) : clampedZoomScale(wanted)
        let location = pinch.location(in: self)
        let onScreen = CGPoint(x: location.x - contentOffset.x, y: location.y - contentOffset.y)
        let offset = clamped(offset(placing: view.convert(location, from: self), of: view, scaledTo: scale, at: onScreen),
                             contentSize: zoomedSize(of: view, at: scale))
        applyZoom(of: view, scale: scale, offset: offset)
    }

    /// The pinch ended: a scale past a limit springs back about `location` (and an offset a
    /// delegate left out of range comes back into it); the delegate hears the end after that.
    private func endPinch(of view: UIView, at location: CGPoint) {
        zoomGesture = nil
        let scale = clampedZoomScale(zoomScale)
        let onScreen = CGPoint(x: location.x - contentOffset.x, y: location.y - contentOffset.y)
        let rest = clamped(offset(placing: view.convert(location, from: self), of: view, scaledTo: scale, at: onScreen),
                           contentSize: zoomedSize(of: view, at: scale))
        guard scale != zoomScale || rest != contentOffset else {
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomScale)
            return
        }
        animateZoom(to: ZoomAnimationTarget(view: view, scale: scale, offset: rest, isBounce: scale != zoomScale),
                    curve: .easeOut)
    }

    /// The scale a pinch shows for `wanted`: itself within the limits; past a limit, the excess
    /// follows the offsets' rubber band (`ScrollPhysics.rubberBand`) on the logarithm of the
    /// ratio, its dimension that of ``zoomOvershootLimit``.
    func rubberBandedZoomScale(_ wanted: CGFloat) -> CGFloat {
        let limit = clampedZoomScale(wanted)
        guard wanted != limit, limit > 0 else { return wanted }
        return limit * exp(ScrollPhysics.rubberBand(log(wanted / limit), dimension: log(Self.zoomOvershootLimit)))
    }

    // MARK: By program

    /// `zoomScale` and `setZoomScale(_:animated:)`: about the middle of the visible area.
    func setZoom(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0 else {
            warnOnce("UIScrollView.zoomScale must be finite and positive; \(scale) is ignored")
            return
        }
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let middle = CGPoint(x: bounds.midX, y: bounds.midY)
        zoom(view, to: clampedZoomScale(scale), placing: view.convert(middle, from: self),
             at: CGPoint(x: bounds.width / 2, y: bounds.height / 2), animated: animated)
    }

    /// `zoom(to:animated:)`: `rect` fills the area inside the adjusted inset, centred.
    func zoomNow(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite,
              rect.minX.isFinite, rect.minY.isFinite else {
            warnOnce("UIScrollView.zoom(to:animated:): the rectangle must be finite with a positive size; \(rect) is ignored")
            return
        }
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let i = adjustedContentInset
        let area = CGRect(x: i.left, y: i.top, width: max(bounds.width - i.left - i.right, 1),
                          height: max(bounds.height - i.top - i.bottom, 1))
        let scale = clampedZoomScale(min(area.width / rect.width, area.height / rect.height))
        zoom(view, to: scale, placing: CGPoint(x: rect.midX, y: rect.midY), at: CGPoint(x: area.midX, y: area.midY),
             animated: animated)
    }

    /// Zooms `view` to `scale` with its point `anchor` at `onScreen` (a point of the scroll
    /// view's frame), the offset kept within its range.
    private func zoom(_ view: UIView, to scale: CGFloat, placing anchor: CGPoint, at onScreen: CGPoint, animated: Bool) {
        stopZoomAnimation()
        let offset = clamped(self.offset(placing: anchor, of: view, scaledTo: scale, at: onScreen),
                             contentSize: zoomedSize(of: view, at: scale))
        if animated {
            guard scale != zoomScale || offset != contentOffset else { return }
            stopMovingContent()
            delegate?.scrollViewWillBeginZooming(self, with: view)
            animateZoom(to: ZoomAnimationTarget(view: view, scale: scale, offset: offset, isBounce: false), curve: .easeInEaseOut)
        } else {
            guard scale != zoomScale else { return }
            applyZoom(of: view, scale: scale, offset: offset)
        }
    }

    // MARK: Applying a scale

    /// The size `view`'s frame has at `scale`.
    private func zoomedSize(of view: UIView, at scale: CGFloat) -> CGSize {
        CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
    }

    /// The offset at which `view`'s point `anchor`, the view scaled to `scale` with its frame's
    /// origin kept, shows at `onScreen`.
    private func offset(placing anchor: CGPoint, of view: UIView, scaledTo scale: CGFloat, at onScreen: CGPoint) -> CGPoint {
        let origin = view.frame.origin, b = view.bounds
        return CGPoint(x: origin.x + (anchor.x - b.minX) * scale - onScreen.x,
                       y: origin.y + (anchor.y - b.minY) * scale - onScreen.y)
    }

    /// Scales `view` to `scale` (its frame's origin kept), makes its frame's size the content
    /// size and moves to `offset`; the delegate hears `scrollViewDidScroll` (if the offset
    /// moved) and `scrollViewDidZoom`.
    private func applyZoom(of view: UIView, scale: CGFloat, offset: CGPoint) {
        let origin = view.frame.origin
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.frame.origin = origin
        zoomScaleStorage = scale
        contentSize = view.frame.size
        if offset != contentOffset { contentOffset = offset }
        layer.notifyKeyValueObservers()   // `zoomScale`
        delegate?.scrollViewDidZoom(self)
    }

    // MARK: Animation

    /// Runs a zoom to `target` on the screen's frames; the delegate hears the end.
    private func animateZoom(to target: ZoomAnimationTarget, curve: CAMediaTimingFunctionName) {
        let fromScale = zoomScale, fromOffset = contentOffset, view = target.view
        zoomAnimationState = target
        runEased(zoomAnimation, duration: Self.zoomAnimationDuration, curve: curve) { [unowned self] p, done in
            applyZoom(of: view, scale: done ? target.scale : fromScale + (target.scale - fromScale) * p,
                      offset: done ? target.offset : CGPoint(x: fromOffset.x + (target.offset.x - fromOffset.x) * p,
                                                            y: fromOffset.y + (target.offset.y - fromOffset.y) * p))
            if done { endZoomAnimation(target) }
        }
    }

    private func endZoomAnimation(_ target: ZoomAnimationTarget) {
        zoomAnimationState = nil
        delegate?.scrollViewDidEndZooming(self, with: target.view, atScale: target.scale)
    }

    /// A finger went down, or another zoom starts: a running zoom animation ends where it was
    /// going (a spring back never stops past a limit).
    func stopZoomAnimation() {
        guard zoomAnimation.isRunning, let target = zoomAnimationState else { return }
        zoomAnimation.stop()
        applyZoom(of: target.view, scale: target.scale, offset: target.offset)
        endZoomAnimation(target)
    }
}

/// Where a running zoom animation takes which view, and whether it is a spring back after a pinch.
struct ZoomAnimationTarget {
    let view: UIView
    var scale: CGFloat
    var offset: CGPoint
    var isBounce: Bool
}
