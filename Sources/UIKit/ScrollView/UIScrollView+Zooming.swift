import Foundation

/// Zooming, minimal: the scale properties, `setZoomScale(_:animated:)` and `zoom(to:animated:)`
/// scale the delegate's `viewForZooming(in:)` about its top-left corner and make its frame the
/// content size. There is no pinch on the desktop yet (no `pinchGestureRecognizer`), no zoom
/// bounce, and scale changes are never animated.
extension UIScrollView {
    /// Whether the user is zooming (always false: there is no pinch yet).
    public var isZooming: Bool { false }
    /// Whether a zoom past the limits is bouncing back (always false).
    public var isZoomBouncing: Bool { false }

    /// Sets the zoom scale (clamped to `minimumZoomScale…maximumZoomScale`; a non-finite or
    /// non-positive scale is refused with a warning). Without a view for zooming nothing changes.
    func applyZoomScale(_ scale: CGFloat) {
        guard scale.isFinite, scale > 0 else {
            warnOnce("UIScrollView.zoomScale must be finite and positive; \(scale) is ignored")
            return
        }
        let lo = min(minimumZoomScale, maximumZoomScale), hi = max(minimumZoomScale, maximumZoomScale)
        let s = min(max(scale, lo), hi)
        guard let view = delegate?.viewForZooming(in: self), s != zoomScaleStorage else { return }
        delegate?.scrollViewWillBeginZooming(self, with: view)
        zoomScaleStorage = s
        let origin = view.frame.origin
        view.transform = CGAffineTransform(scaleX: s, y: s)
        view.frame.origin = origin
        contentSize = view.frame.size
        delegate?.scrollViewDidZoom(self)
        delegate?.scrollViewDidEndZooming(self, with: view, atScale: s)
    }

    /// Zooms so that `rect` (in the zoomed view's coordinates) fills the scroll view, within the
    /// scale limits, and scrolls to it.
    func zoomNow(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else {
            warnOnce("UIScrollView.zoom(to:animated:): the rectangle must have a finite positive size; \(rect) is ignored")
            return
        }
        setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), animated: false)
        let s = zoomScale
        scrollRectToVisible(CGRect(x: rect.minX * s, y: rect.minY * s, width: rect.width * s, height: rect.height * s), animated: animated)
    }
}
