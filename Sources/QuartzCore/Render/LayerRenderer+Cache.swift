internal import CCairo
import Foundation

/// Cached images of what layers draw themselves, so a frame that only moves layers composites
/// ready-made pixels instead of rasterising paths and resampling images again.
///
/// A layer that lands on whole device pixels at a uniform scale (any pure translation, and the
/// screen's whole-number scale) draws its rounded background and border from an image made
/// once, and its `contents` from a copy already resampled to the size it is shown at. Each
/// cached image remembers what it was made from; a different key makes it again.
extension LayerRenderer {
    /// The uniform scale of `world` when it maps layer space onto whole device pixels (so a
    /// cached image is composited 1:1), else nil.
    static func blitScale(_ world: CGAffineTransform) -> CGFloat? {
        guard world.b == 0, world.c == 0, world.a == world.d, world.a > 0,
              world.tx == world.tx.rounded(), world.ty == world.ty.rounded() else { return nil }
        return world.a
    }

    /// Draws the layer's background and (when `withBorder`) border from a cached image.
    /// Returns false when the layer has nothing worth caching (plain rectangles are filled directly).
    func drawCachedShape(_ layer: CALayer, p: LayerProperties, cr: OpaquePointer, world: CGAffineTransform,
                         scale: CGFloat, alpha: Double, background: Bool, border: Bool) -> Bool {
        let key = ShapeImageKey(size: p.bounds.size, scale: scale, radius: p.cornerRadius,
                                corners: layer.maskedCorners, curve: layer.cornerCurve,
                                background: background ? p.backgroundColor : nil,
                                borderWidth: border ? p.borderWidth : 0, borderColor: border ? p.borderColor : nil)
        guard key.background != nil || (key.borderWidth > 0 && key.borderColor != nil) else { return true }
        let slot = background ? \LayerRenderState.shapeImage : \LayerRenderState.borderImage
        let surface: CairoSurface
        if let cached = layer.renderState[keyPath: slot], cached.key == key {
            surface = cached.surface
        } else {
            guard let made = Self.makeShapeImage(key) else { return false }
            layer.renderState[keyPath: slot] = (key, made)
            surface = made
        }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, surface.handle, Double(world.tx + p.bounds.minX * scale).rounded(),
                                 Double(world.ty + p.bounds.minY * scale).rounded())
        if alpha < 1 { cairo_paint_with_alpha(cr, alpha) } else { cairo_paint(cr) }
        cairo_restore(cr)
        return true
    }

    /// Rasterises a rounded background and border at `key.scale` pixels per point.
    static func makeShapeImage(_ key: ShapeImageKey) -> CairoSurface? {
        let w = Int((key.size.width * key.scale).rounded(.up)), h = Int((key.size.height * key.scale).rounded(.up))
        guard w > 0, h > 0, w * h <= 16_000_000 else { return nil }
        let surface = CairoSurface(width: w, height: h)
        guard surface.isValid else { return nil }   // too long a side for Cairo: drawn uncached
        let cr = surface.makeContext()
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(key.scale), Double(key.scale))
        let bounds = CGRect(origin: .zero, size: key.size)
        let outer = LayerOutline.path(in: bounds, radius: key.radius, corners: key.corners, curve: key.curve)
        if let color = key.background {
            let c = color.clamped
            cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
            outer.append(to: cr)
            cairo_fill(cr)
        }
        let bw = min(key.borderWidth, min(bounds.width, bounds.height) / 2)
        if bw > 0, let color = key.borderColor {
            let c = color.clamped
            cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            outer.append(to: cr)
            LayerOutline.path(in: bounds.insetBy(dx: bw, dy: bw), radius: max(0, key.radius - bw),
                              corners: key.corners, curve: key.curve).append(to: cr)
            cairo_fill(cr)
        }
        surface.flush()
        return surface
    }

    /// `contents` resampled once to the device size it is shown at, or nil when it needs no
    /// resampling (or cannot be cached).
    func resampledContents(_ layer: CALayer, image: CGImage, width: Int, height: Int) -> CairoSurface? {
        guard width > 0, height > 0, width * height <= 16_000_000,
              width != image.width || height != image.height else { return nil }
        let key = ContentsImageKey(image: ObjectIdentifier(image), width: width, height: height)
        if let cached = layer.renderState.contentsImage, cached.key == key { return cached.surface }
        let surface = CairoSurface(width: width, height: height)
        guard surface.isValid else { return nil }
        let cr = surface.makeContext()
        cairo_scale(cr, Double(width) / Double(image.width), Double(height) / Double(image.height))
        cairo_set_source_surface(cr, image.surface.handle, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint(cr)
        cairo_destroy(cr)
        surface.flush()
        layer.renderState.contentsImage = (key, surface)
        return surface
    }
}

/// What a cached background/border image was made from.
package struct ShapeImageKey: Equatable {
    var size: CGSize
    var scale: CGFloat
    var radius: CGFloat
    var corners: CACornerMask
    var curve: CALayerCornerCurve
    var background: CGColor?
    var borderWidth: CGFloat
    var borderColor: CGColor?
}

/// What a resampled contents image was made from.
package struct ContentsImageKey: Equatable {
    var image: ObjectIdentifier
    var width: Int
    var height: Int
}
