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
        // A big shape at full opacity is cached as a small one (its middle one pixel wide) and
        // drawn in nine pieces: the corners copied, the edges and the middle filled.
        let slices = alpha >= 1 ? ShapeSlices(key) : nil
        let imageKey = slices?.imageKey ?? key
        let surface: CairoSurface
        if let cached = layer.renderState[keyPath: slot], cached.key == imageKey {
            surface = cached.surface
        } else {
            guard let made = Self.makeShapeImage(imageKey) else { return false }
            layer.renderState[keyPath: slot] = (imageKey, made)
            surface = made
        }
        let x = Int((world.tx + p.bounds.minX * scale).rounded()), y = Int((world.ty + p.bounds.minY * scale).rounded())
        cairo_save(cr)
        cairo_identity_matrix(cr)
        if let slices {
            slices.draw(surface, x: x, y: y, cr: cr)
        } else {
            cairo_set_source_surface(cr, surface.handle, Double(x), Double(y))
            if alpha < 1 { cairo_paint_with_alpha(cr, alpha) } else { cairo_paint(cr) }
        }
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
    func resampledContents(_ layer: CALayer, image: CGImage, width: Int, height: Int, nearest: Bool = false) -> CairoSurface? {
        guard width > 0, height > 0, width * height <= 16_000_000,
              width != image.width || height != image.height else { return nil }
        let key = ContentsImageKey(image: ObjectIdentifier(image), width: width, height: height, nearest: nearest)
        if let cached = layer.renderState.contentsImage, cached.key == key { return cached.surface }
        let surface = CairoSurface(width: width, height: height)
        guard surface.isValid else { return nil }
        let cr = surface.makeContext()
        cairo_scale(cr, Double(width) / Double(image.width), Double(height) / Double(image.height))
        cairo_set_source_surface(cr, image.surface.handle, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(cr), nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        cairo_paint(cr)
        cairo_destroy(cr)
        surface.flush()
        layer.renderState.contentsImage = (key, surface)
        return surface
    }
}

/// A rounded background and border drawn in nine pieces from a small image of the same shape.
///
/// Away from the corners a rounded rectangle is the same along each edge: every row of the top
/// edge is one colour from the first corner to the last, and so on. The small image is the shape
/// with its middle shrunk to one pixel (and the same fraction of a pixel at the far edges, so the
/// far edges' antialiasing is the same); drawing copies its four corners to the big shape's
/// corners and fills the edges and the middle with the colours of its middle column and row —
/// exactly the pixels of the big image, from an image of a few hundred pixels instead of one the
/// size of the layer (a card of a 4K window is 1.5 MB).
struct ShapeSlices {
    /// The small shape to cache.
    let imageKey: ShapeImageKey
    /// The corner size in device pixels: past it, rows and columns are uniform.
    let k: Int
    /// The big shape's size in whole device pixels.
    let width: Int, height: Int

    /// Nil when the shape is too small to gain from slicing.
    init?(_ key: ShapeImageKey) {
        let scale = key.scale
        let fullW = key.size.width * scale, fullH = key.size.height * scale
        guard fullW.isFinite, fullH.isFinite, scale > 0 else { return nil }
        let reach = max(key.radius * LayerOutline.reach(key.curve), key.borderWidth)
        let k = Int((reach * scale).rounded(.up)) + 1
        let fx = fullW - fullW.rounded(.down), fy = fullH - fullH.rounded(.down)
        let small = CGSize(width: (CGFloat(2 * k + 1) + fx) / scale, height: (CGFloat(2 * k + 1) + fy) / scale)
        // Worth it only when the middle is several times the corners.
        guard fullW.rounded(.down) >= CGFloat(4 * k + 4), fullH.rounded(.down) >= CGFloat(4 * k + 4),
              // The small image's pixel size as `makeShapeImage` will round it (the far edge a
              // pixel further than planned would shift the far corners).
              Int((small.width * scale).rounded(.up)) == 2 * k + 1 + (fx > 0 ? 1 : 0),
              Int((small.height * scale).rounded(.up)) == 2 * k + 1 + (fy > 0 ? 1 : 0) else { return nil }
        var imageKey = key
        imageKey.size = small
        self.imageKey = imageKey
        self.k = k
        width = Int(fullW.rounded(.up))
        height = Int(fullH.rounded(.up))
    }

    /// Draws the big shape with its top-left device pixel at (`x`, `y`) (identity matrix, full opacity).
    func draw(_ image: CairoSurface, x: Int, y: Int, cr: OpaquePointer) {
        image.flush()
        guard let data = image.data else { return }
        let sw = image.width, sh = image.height
        let dx = width - sw, dy = height - sh
        guard dx >= 0, dy >= 0, sw > k, sh > k else { return }
        // Spans of the big shape: (first image column, first shape column, count, copied?).
        let columns = [(0, 0, k, true), (k, k, dx + 1, false), (k + 1, k + 1 + dx, sw - k - 1, true)]
        let rows = [(0, 0, k, true), (k, k, dy + 1, false), (k + 1, k + 1 + dy, sh - k - 1, true)]
        let stride = image.stride
        func pixel(_ column: Int, _ row: Int) -> UInt32 {
            UnsafeRawPointer(data + row * stride + column * 4).loadUnaligned(as: UInt32.self)
        }
        func fill(_ value: UInt32, _ rx: Int, _ ry: Int, _ rw: Int, _ rh: Int) {
            let a = Double(value >> 24)
            guard a > 0, rw > 0, rh > 0 else { return }
            // Un-premultiplied for Cairo, which premultiplies again: the same bytes as the image.
            cairo_set_source_rgba(cr, Double((value >> 16) & 0xff) / a, Double((value >> 8) & 0xff) / a,
                                  Double(value & 0xff) / a, a / 255)
            cairo_rectangle(cr, Double(x + rx), Double(y + ry), Double(rw), Double(rh))
            cairo_fill(cr)
        }
        for (iy, ty, h, copyRows) in rows where h > 0 {
            for (ix, tx, w, copyColumns) in columns where w > 0 {
                switch (copyColumns, copyRows) {
                case (true, true):   // a corner: copied
                    cairo_set_source_surface(cr, image.handle, Double(x + tx - ix), Double(y + ty - iy))
                    cairo_rectangle(cr, Double(x + tx), Double(y + ty), Double(w), Double(h))
                    cairo_fill(cr)
                case (false, false):   // the middle: one colour
                    fill(pixel(ix, iy), tx, ty, w, h)
                case (false, true):   // the top or bottom edge: a colour per row, equal rows together
                    var start = 0
                    while start < h {
                        let value = pixel(ix, iy + start)
                        var end = start + 1
                        while end < h && pixel(ix, iy + end) == value { end += 1 }
                        fill(value, tx, ty + start, w, end - start)
                        start = end
                    }
                case (true, false):   // the left or right edge: a colour per column
                    var start = 0
                    while start < w {
                        let value = pixel(ix + start, iy)
                        var end = start + 1
                        while end < w && pixel(ix + end, iy) == value { end += 1 }
                        fill(value, tx + start, ty, end - start, h)
                        start = end
                    }
                }
            }
        }
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
    /// Resampled with the nearest pixel (a `.nearest` filter) rather than smoothly.
    var nearest: Bool
}
