internal import CCairo
import Foundation

/// Draws layer shadows: the shape (shadow path, rounded bounds or content alpha) blurred once
/// into an alpha mask that is cached on the layer and reused every frame until the shape changes.
@MainActor
enum ShadowRenderer {
    /// The area (layer coordinates) the shadow can touch, or nil when the layer casts none.
    static func shadowExtent(of layer: CALayer) -> CGRect? {
        guard layer.displayed.shadowOpacity > 0, let color = layer.displayed.shadowColor, color.alpha > 0,
              let shape = shapeBounds(of: layer) else { return nil }
        let spread = max(0, layer.displayed.shadowRadius) * 3
        return shape.offsetBy(dx: layer.displayed.shadowOffset.width, dy: layer.displayed.shadowOffset.height).insetBy(dx: -spread, dy: -spread)
    }

    private static func shapeBounds(of layer: CALayer) -> CGRect? {
        if let path = layer.shadowPath { return path.isEmpty ? nil : path.boundingBox }
        let p = layer.displayed
        var shape: CGRect? = p.backgroundColor != nil || layer.contents != nil || p.borderWidth > 0 ? p.bounds : nil
        // A shape or gradient layer's shadow follows what it draws, as in Core Animation.
        if p.drawsContent, let drawn = LayerContentPainter.extent(of: layer, p) { shape = shape.map { $0.union(drawn) } ?? drawn }
        return shape
    }

    static func draw(_ layer: CALayer, cr: OpaquePointer, world: CGAffineTransform, alpha: Double) {
        guard let color = layer.displayed.shadowColor, let shape = shapeBounds(of: layer), shape.width > 0 || shape.height > 0 else { return }
        let scale = max(1, sqrt(abs(world.a * world.d - world.b * world.c)))
        if layer.renderState.shadowMask == nil || layer.renderState.shadowMaskScale != scale {
            makeMask(layer, shape: shape, scale: scale)
        }
        guard let mask = layer.renderState.shadowMask else { return }
        let c = color.clamped
        let opacity = Double(min(max(layer.displayed.shadowOpacity, 0), 1))
        cairo_save(cr)
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a * opacity * alpha)
        let origin = layer.renderState.shadowMaskOrigin
        cairo_translate(cr, Double(origin.x + layer.displayed.shadowOffset.width), Double(origin.y + layer.displayed.shadowOffset.height))
        cairo_scale(cr, 1 / Double(scale), 1 / Double(scale))
        cairo_mask_surface(cr, mask.handle, 0, 0)
        cairo_restore(cr)
    }

    /// Renders the shape into an A8 surface with room for the blur, then blurs it.
    private static func makeMask(_ layer: CALayer, shape: CGRect, scale: CGFloat) {
        let radius = max(0, layer.displayed.shadowRadius)
        let pad = radius * 3
        let origin = CGPoint(x: shape.minX - pad, y: shape.minY - pad)
        let w = Int(((shape.width + 2 * pad) * scale).rounded(.up)), h = Int(((shape.height + 2 * pad) * scale).rounded(.up))
        guard w > 0, h > 0, w <= CairoSurface.maximumSide, h <= CairoSurface.maximumSide, w * h < 64_000_000 else {
            layer.renderState.shadowMask = nil   // too big for an image: the layer is drawn without its shadow
            return
        }
        let surface = CairoSurface(width: w, height: h, alphaOnly: true)
        guard surface.isValid else { layer.renderState.shadowMask = nil; return }
        let cr = surface.makeContext()
        cairo_scale(cr, Double(scale), Double(scale))
        cairo_translate(cr, Double(-origin.x), Double(-origin.y))
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        if let path = layer.shadowPath {
            path.append(to: cr)
            cairo_fill(cr)
        } else if layer.displayed.backgroundColor == nil, let image = layer.contents as? CGImage {
            let size = CGSize(width: CGFloat(image.width) / layer.contentsScale, height: CGFloat(image.height) / layer.contentsScale)
            let dest = layer.contentsGravity.rect(for: size, in: layer.displayed.bounds)
            cairo_translate(cr, Double(dest.minX), Double(dest.minY))
            cairo_scale(cr, Double(dest.width) / Double(image.width), Double(dest.height) / Double(image.height))
            cairo_mask_surface(cr, image.surface.handle, 0, 0)
        } else {
            let p = layer.displayed
            if !p.drawsContent || p.backgroundColor != nil || p.borderWidth > 0 {
                LayerOutline.path(of: layer).append(to: cr)
                cairo_fill(cr)
            }
            if p.drawsContent { LayerContentPainter.paint(layer, p, cr: cr, alpha: 1) }
        }
        cairo_destroy(cr)
        Blur.boxBlurAlpha(surface, sigma: Double(radius * scale))
        layer.renderState.shadowMask = surface
        layer.renderState.shadowMaskOrigin = origin
        layer.renderState.shadowMaskScale = scale
    }
}
