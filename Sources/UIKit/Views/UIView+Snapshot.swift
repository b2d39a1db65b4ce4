import Foundation

extension UIView {
    /// A new view showing an image of this view and its subviews as they are now.
    ///
    /// The snapshot is a flat image: later changes to this view do not show in it. Layout and
    /// pending drawing are brought up to date first (both values of `afterUpdates` do that, as
    /// there is no separate render server here). Returns nil for a view with an empty size.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        guard let image = renderedImage() else { return nil }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.layer.contents = image
        snapshot.layer.contentsScale = CGFloat(image.width) / max(bounds.width, 1)
        return snapshot
    }

    /// Draws an image of the view and its subviews into the current context, scaled into `rect`.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext(), let image = renderedImage() else { return false }
        ctx.draw(image, in: rect)
        return true
    }

    /// An image of the view's layer subtree at the screen's scale.
    func renderedImage() -> CGImage? {
        let scale = window?.screen.scale ?? layer.contentsScale
        let w = Int((bounds.width * scale).rounded(.up)), h = Int((bounds.height * scale).rounded(.up))
        guard w > 0, h > 0, w <= 16384, h <= 16384 else { return nil }
        let ctx = CGContext(surface: CairoSurface(width: w, height: h))
        ctx.scaleBy(x: scale, y: scale)
        layer.render(in: ctx)
        return CGImage(surface: ctx.surface)
    }
}
