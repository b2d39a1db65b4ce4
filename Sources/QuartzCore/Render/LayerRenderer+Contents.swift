internal import CCairo
import Foundation

/// A layer's `contents` image: the part `contentsRect` shows, and with `contentsCenter` the nine
/// parts of a resizable image (corners that keep their size, edges that stretch along their
/// length, a middle that stretches both ways).
extension LayerRenderer {
    /// The part of `image` that `layer` shows (its `contentsRect`, in the image's pixels) and
    /// that part's size in points; nil when the part is empty.
    static func shownContents(of layer: CALayer, _ image: CGImage, _ p: LayerProperties) -> (pixels: CGRect, size: CGSize)? {
        let r = p.contentsRect, w = CGFloat(image.width), h = CGFloat(image.height)
        let pixels = CGRect(x: r.minX * w, y: r.minY * h, width: r.width * w, height: r.height * h)
        guard pixels.width > 0, pixels.height > 0 else { return nil }
        let scale = layer.contentsScale
        return (pixels, CGSize(width: pixels.width / scale, height: pixels.height / scale))
    }

    /// The nine parts (image pixels → points of `dest`) of the shown contents with the stretchable
    /// middle `center` (unit coordinates of the shown part); nil when all of it stretches (the
    /// whole unit square, or a rectangle that is not inside it). The caps are the pixels outside
    /// `center` at `scale` pixels a point, shrunk in proportion where two of them do not fit.
    static func nineParts(of shown: (pixels: CGRect, size: CGSize), center: CGRect, scale: CGFloat,
                          in dest: CGRect) -> [(source: CGRect, dest: CGRect)]? {
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        guard center != unit, center.width >= 0, center.height >= 0, unit.contains(center) else { return nil }
        let s = shown.pixels
        // Cuts across the shown pixels, and where they fall in `dest`.
        func cuts(_ origin: CGFloat, _ length: CGFloat, _ lo: CGFloat, _ hi: CGFloat,
                  _ destOrigin: CGFloat, _ destLength: CGFloat) -> (source: [CGFloat], dest: [CGFloat]) {
            var start = lo * length / scale, end = (1 - hi) * length / scale
            if start + end > destLength, start + end > 0 {
                let k = destLength / (start + end)
                start *= k
                end *= k
            }
            return ([origin, origin + lo * length, origin + hi * length, origin + length],
                    [destOrigin, destOrigin + start, destOrigin + destLength - end, destOrigin + destLength])
        }
        let x = cuts(s.minX, s.width, center.minX, center.maxX, dest.minX, dest.width)
        let y = cuts(s.minY, s.height, center.minY, center.maxY, dest.minY, dest.height)
        var parts: [(source: CGRect, dest: CGRect)] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: x.source[column], y: y.source[row],
                                    width: x.source[column + 1] - x.source[column], height: y.source[row + 1] - y.source[row])
                let to = CGRect(x: x.dest[column], y: y.dest[row],
                                width: x.dest[column + 1] - x.dest[column], height: y.dest[row + 1] - y.dest[row])
                if source.width > 0, source.height > 0, to.width > 0, to.height > 0 { parts.append((source, to)) }
            }
        }
        return parts
    }

    /// Paints the pixels `source` of `image` stretched over `dest` (points under the current
    /// matrix); past the image's edges, its edge pixels.
    static func paint(_ image: CGImage, _ source: CGRect, over dest: CGRect, nearest: Bool, alpha: Double, cr: OpaquePointer) {
        cairo_save(cr)
        cairo_translate(cr, Double(dest.minX), Double(dest.minY))
        cairo_scale(cr, Double(dest.width / source.width), Double(dest.height / source.height))
        cairo_translate(cr, Double(-source.minX), Double(-source.minY))
        cairo_set_source_surface(cr, image.surface.handle, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        cairo_rectangle(cr, Double(source.minX), Double(source.minY), Double(source.width), Double(source.height))
        cairo_clip(cr)
        if alpha < 1 { cairo_paint_with_alpha(cr, alpha) } else { cairo_paint(cr) }
        cairo_restore(cr)
    }
}
