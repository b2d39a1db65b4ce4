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

    /// A new view showing an image of the part `rect` of this view (in its bounds' coordinates)
    /// whose edges keep their size when the snapshot view is resized: the `capInsets` (points of
    /// the snapshot) stay as they are, the parts between them stretch.
    ///
    /// As Apple documents it: "the portion of the view that you want to capture … must be in the
    /// bounds coordinate space of the current view", and the cap insets "define the stretchable
    /// portion of the returned view's content", as `UIImage.resizableImage(withCapInsets:)`'s do
    /// for an image — the corners keep their size, the edges stretch along their length and the
    /// center both ways. The snapshot view starts at `rect`'s size, at the origin. A snapshot
    /// made smaller than its caps shrinks the caps in proportion.
    ///
    ///     // A card whose 16-point rounded corners must not stretch while it grows.
    ///     let card = cell.resizableSnapshotView(from: cell.bounds, afterScreenUpdates: false,
    ///                                           withCapInsets: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
    ///
    /// Like `snapshotView(afterScreenUpdates:)`, the image is taken with layout and drawing up to
    /// date whatever `afterUpdates` says. Returns nil when `rect` is empty.
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        let area = rect.standardized
        guard area.width.isFinite, area.height.isFinite, let image = renderedImage(of: area) else { return nil }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: area.size))
        snapshot.layer.contents = image
        snapshot.layer.contentsScale = CGFloat(image.width) / max(area.width, 1)
        snapshot.layer.contentsCenter = Self.stretchableCenter(of: area.size, capInsets: capInsets)
        return snapshot
    }

    /// The part of an image of `size` (points) between `capInsets`, in unit coordinates (what
    /// `CALayer.contentsCenter` stretches; the layer keeps the caps' size). Caps that add up to
    /// more than the size meet where their proportion puts them.
    static func stretchableCenter(of size: CGSize, capInsets: UIEdgeInsets) -> CGRect {
        func span(_ start: CGFloat, _ end: CGFloat, _ length: CGFloat) -> (CGFloat, CGFloat) {
            let start = start.isFinite ? max(0, start) : 0, end = end.isFinite ? max(0, end) : 0
            guard length > 0 else { return (0, 1) }
            guard start + end > length else { return (start / length, (length - start - end) / length) }
            return (start + end > 0 ? start / (start + end) : 0, 0)
        }
        let x = span(capInsets.left, capInsets.right, size.width), y = span(capInsets.top, capInsets.bottom, size.height)
        return CGRect(x: x.0, y: y.0, width: x.1, height: y.1)
    }

    /// Draws an image of the view and its subviews into the current context, scaled into `rect`.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext(), let image = renderedImage() else { return false }
        ctx.draw(image, in: rect)
        return true
    }

    /// An image of the view's layer subtree at the screen's scale: of `area` (in the bounds'
    /// coordinates), or of the whole bounds.
    func renderedImage(of area: CGRect? = nil) -> CGImage? {
        let area = area ?? bounds
        let scale = window?.screen.scale ?? layer.contentsScale
        let w = Int((area.width * scale).rounded(.up)), h = Int((area.height * scale).rounded(.up))
        guard w > 0, h > 0, w <= 16384, h <= 16384 else { return nil }
        let ctx = CGContext(surface: CairoSurface(width: w, height: h))
        ctx.scaleBy(x: scale, y: scale)
        ctx.translateBy(x: bounds.minX - area.minX, y: bounds.minY - area.minY)   // the renderer puts the bounds' origin at 0
        layer.render(in: ctx)
        return CGImage(surface: ctx.surface)
    }
}
