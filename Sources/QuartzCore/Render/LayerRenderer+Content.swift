internal import CCairo
import Foundation

/// Shape and gradient content (cached as an image while the layer sits on whole pixels) and
/// masks (`CALayer.mask`).
extension LayerRenderer {
    /// Draws a shape or gradient layer's own content: from a cached image on whole pixels at a
    /// uniform scale (remade when what it shows changes), else directly.
    func drawOwnContent(_ layer: CALayer, p: LayerProperties, cr: OpaquePointer, world: CGAffineTransform,
                        scale: CGFloat?, alpha: Double) {
        guard let extent = LayerContentPainter.extent(of: layer, p), !extent.isEmpty else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if layer.masksToBounds { cairo_new_path(cr); roundedBoundsPath(layer, cr: cr); cairo_clip(cr) }
        if let scale, let cached = ownContentImage(layer, p: p, extent: extent, scale: scale) {
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, cached.surface.handle, Double(world.tx + cached.origin.x), Double(world.ty + cached.origin.y))
            if alpha < 1 { cairo_paint_with_alpha(cr, alpha) } else { cairo_paint(cr) }
            return
        }
        LayerContentPainter.paint(layer, p, cr: cr, alpha: alpha)
    }

    /// The cached image of the content at `scale`, made when missing or out of date; nil when
    /// it would be too big (then the content is drawn directly).
    private func ownContentImage(_ layer: CALayer, p: LayerProperties, extent: CGRect,
                                 scale: CGFloat) -> (surface: CairoSurface, origin: CGPoint)? {
        let key = OwnContentKey(content: p.content, bounds: p.bounds, radius: p.cornerRadius, scale: scale)
        if let cached = layer.renderState.ownContentImage, cached.key == key { return (cached.surface, cached.origin) }
        let x0 = (extent.minX * scale).rounded(.down), y0 = (extent.minY * scale).rounded(.down)
        let w = Int((extent.maxX * scale).rounded(.up) - x0), h = Int((extent.maxY * scale).rounded(.up) - y0)
        guard w > 0, h > 0, w * h <= 16_000_000, w <= CairoSurface.maximumSide, h <= CairoSurface.maximumSide else { return nil }
        let surface = CairoSurface(width: w, height: h)
        guard surface.isValid else { return nil }
        let cr = surface.makeContext()
        cairo_translate(cr, -Double(x0), -Double(y0))
        cairo_scale(cr, Double(scale), Double(scale))
        LayerContentPainter.paint(layer, p, cr: cr, alpha: 1)
        cairo_destroy(cr)
        surface.flush()
        let origin = CGPoint(x: x0, y: y0)
        layer.renderState.ownContentImage = (key, surface, origin)
        return (surface, origin)
    }

    /// Draws a masked layer: its subtree into a group, then that group through the alpha of
    /// the mask layer's subtree (placed in the layer's coordinates).
    func drawMasked(_ layer: CALayer, world: CGAffineTransform, cr: OpaquePointer, cull: CGRect?) {
        guard let mask = layer.mask else { return }
        let outer = maskedLayer
        cairo_save(cr)
        cairo_push_group(cr)
        maskedLayer = layer
        draw(layer, world: world, cr: cr, cull: cull)
        maskedLayer = outer
        let content = cairo_pop_group(cr)!
        cairo_push_group(cr)
        let maskWorld = Self.snapped(mask.displayed.transformToSuperlayer(parent: nil).concatenating(world))
        let previousRoot = cacheRoot
        cacheRoot = nil   // the mask's own opacity counts
        draw(mask, world: maskWorld, cr: cr, cull: nil)
        cacheRoot = previousRoot
        let alpha = cairo_pop_group(cr)!
        cairo_identity_matrix(cr)
        cairo_set_source(cr, content)
        cairo_mask(cr, alpha)
        cairo_pattern_destroy(alpha)
        cairo_pattern_destroy(content)
        cairo_restore(cr)
    }

    /// A mask's subtree is drawn with its host, never visited by the update pass: clears its
    /// marks (so further changes report again) and counts it as shown (so it animates implicitly).
    static func settleMask(_ layer: CALayer) {
        layer.renderState.needsComposite = false
        layer.renderState.descendantNeedsWork = false
        layer.renderState.hasBeenShown = true
        for sub in layer.sublayerStorage { settleMask(sub) }
        if let m = layer.mask { settleMask(m) }
    }
}

/// What a cached shape or gradient image was made from (changes of the layer's other drawing
/// settings, such as `lineCap` or the gradient's `type`, drop the image).
package struct OwnContentKey: Equatable {
    var content: LayerContentProperties?
    var bounds: CGRect
    var radius: CGFloat
    var scale: CGFloat
}
