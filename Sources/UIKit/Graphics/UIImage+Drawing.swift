internal import CCairo
import Foundation

extension UIImage {
    /// Draws the image into `rect` of the current graphics context, upright, at full opacity in
    /// the `.normal` blend mode (whatever alpha or blend mode the context has). A resizable image
    /// keeps its caps and stretches or tiles its interior; an image with a tint colour of its own
    /// draws in that colour.
    @preconcurrency @MainActor public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image at its size in points with its top-left corner at `point`.
    @preconcurrency @MainActor public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image at its size at `point`, in `blendMode` at `alpha`.
    @preconcurrency @MainActor public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image into `rect` in `blendMode` at `alpha` (0…1) — for instance the tinting
    /// idiom: fill with a colour, then draw the image with `.destinationIn`.
    @preconcurrency @MainActor public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), let bitmap = shownImage(tint: nil) else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        if isResizable {
            drawParts(of: bitmap, into: rect.standardized, context: context)
        } else {
            context.draw(bitmap, in: rect)
        }
        context.restoreGState()
    }

    /// Fills `rect` with the image repeated at its size, from the rectangle's top-left corner.
    @preconcurrency @MainActor public func drawAsPattern(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let bitmap = shownImage(tint: nil) else { return }
        context.saveGState()
        paint(bitmap, source: CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height),
              into: rect.standardized, tileX: true, tileY: true, context: context)
        context.restoreGState()
    }

    /// `bitmap` (this image as shown) drawn into `rect` in nine parts: the corners at their size,
    /// the edges and the interior stretched or tiled along their free directions. Caps wider or
    /// taller than `rect` shrink in proportion, as Core Animation's `contentsCenter` does.
    func drawParts(of bitmap: CGImage, into rect: CGRect, context: CGContext) {
        let c = look.capInsets
        let w = CGFloat(bitmap.width) / scale, h = CGFloat(bitmap.height) / scale
        // Caps in points of the image and of the drawn rectangle.
        let left = min(max(c.left, 0), w), right = min(max(c.right, 0), w - left)
        let top = min(max(c.top, 0), h), bottom = min(max(c.bottom, 0), h - top)
        let shrinkX = left + right > rect.width && left + right > 0 ? rect.width / (left + right) : 1
        let shrinkY = top + bottom > rect.height && top + bottom > 0 ? rect.height / (top + bottom) : 1
        let sourceColumns = [0, left, w - right, w], sourceRows = [0, top, h - bottom, h]
        let drawnColumns = [rect.minX, rect.minX + left * shrinkX, rect.maxX - right * shrinkX, rect.maxX]
        let drawnRows = [rect.minY, rect.minY + top * shrinkY, rect.maxY - bottom * shrinkY, rect.maxY]
        let tiles = tilesWhenResized
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: sourceColumns[column] * scale, y: sourceRows[row] * scale,
                                    width: (sourceColumns[column + 1] - sourceColumns[column]) * scale,
                                    height: (sourceRows[row + 1] - sourceRows[row]) * scale)
                let target = CGRect(x: drawnColumns[column], y: drawnRows[row],
                                    width: drawnColumns[column + 1] - drawnColumns[column],
                                    height: drawnRows[row + 1] - drawnRows[row])
                guard source.width > 0, source.height > 0, target.width > 0, target.height > 0 else { continue }
                // A part tiles only along the directions it is resized in: an edge keeps its
                // cap's thickness, and the corners keep their size.
                let isCapColumn = column != 1, isCapRow = row != 1
                paint(bitmap, source: source, into: target, tileX: tiles && !isCapColumn, tileY: tiles && !isCapRow,
                      context: context)
            }
        }
    }

    /// Paints the pixels `source` of `bitmap` into `target` (points) from its top-left corner:
    /// scaled to fill it along each axis, or repeated at the image's scale along an axis that
    /// tiles.
    private func paint(_ bitmap: CGImage, source: CGRect, into target: CGRect, tileX: Bool, tileY: Bool, context: CGContext) {
        let cr = context.cr
        let part = cairo_surface_create_for_rectangle(bitmap.surface.handle, Double(source.minX), Double(source.minY),
                                                      Double(source.width), Double(source.height))
        defer { cairo_surface_destroy(part) }
        let pattern = cairo_pattern_create_for_surface(part)
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, tileX || tileY ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        // The pattern's matrix maps user space (points) to the part's pixels.
        let perPointX = Double(tileX ? scale : source.width / target.width)
        let perPointY = Double(tileY ? scale : source.height / target.height)
        var m = cairo_matrix_t(xx: perPointX, yx: 0, xy: 0, yy: perPointY,
                               x0: -Double(target.minX) * perPointX, y0: -Double(target.minY) * perPointY)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_save(cr)
        cairo_rectangle(cr, Double(target.minX), Double(target.minY), Double(target.width), Double(target.height))
        cairo_clip(cr)
        cairo_set_source(cr, pattern)
        let alpha = context.globalAlpha
        if alpha < 1 { cairo_paint_with_alpha(cr, Double(alpha)) } else { cairo_paint(cr) }
        cairo_restore(cr)
    }
}
