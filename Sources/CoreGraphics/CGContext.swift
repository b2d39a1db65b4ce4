internal import CCairo
import Foundation

/// How line ends are drawn.
public enum CGLineCap: Int32, Sendable { case butt = 0, round = 1, square = 2 }
/// How line corners are drawn.
public enum CGLineJoin: Int32, Sendable { case miter = 0, round = 1, bevel = 2 }
/// What `drawPath(using:)` does with the current path.
public enum CGPathDrawingMode: Int32, Sendable { case fill = 0, eoFill, stroke, fillStroke, eoFillStroke }

/// A drawing destination: a Cairo context over an image surface, with Core Graphics' API.
///
/// Unlike a raw Core Graphics bitmap context, the coordinate system is UIKit's: the origin is
/// at the top-left and y grows downwards (as in the context UIKit hands to `draw(_:)`).
/// `draw(_:in:)` draws images upright in that system.
public final class CGContext {
    /// The `cairo_t *`.
    package let cr: OpaquePointer
    /// The surface drawn into (kept alive as long as the context).
    package let surface: CairoSurface
    private var fillColor = CGColor.black
    private var strokeColor = CGColor.black
    private var alphaStack: [CGFloat] = []
    private var alpha: CGFloat = 1
    /// Whether `setBlendMode(.plusDarker)` has warned (once a context).
    var warnedOfPlusDarker = false
    /// The global alpha set with `setAlpha(_:)` (1 by default).
    package var globalAlpha: CGFloat { alpha }

    /// Creates a context drawing into `surface`.
    package init(surface: CairoSurface) {
        self.surface = surface
        cr = surface.makeContext()
    }

    deinit { cairo_destroy(cr) }

    /// A throw-away context for measuring paths and text.
    package static var measuring: CGContext { CGContext(surface: CairoSurface(width: 1, height: 1)) }

    // MARK: Graphics state

    /// Pushes the graphics state (transform, clip, colours, line settings, alpha).
    public func saveGState() {
        cairo_save(cr)
        alphaStack.append(alpha)
        stateStack.append((fillColor, strokeColor))
    }
    private var stateStack: [(CGColor, CGColor)] = []

    /// Pops the graphics state saved last; unbalanced calls are ignored.
    public func restoreGState() {
        guard let a = alphaStack.popLast(), let s = stateStack.popLast() else { return }
        cairo_restore(cr)
        alpha = a
        (fillColor, strokeColor) = s
    }

    /// The current transformation matrix.
    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    /// Moves the origin.
    public func translateBy(x: CGFloat, y: CGFloat) { cairo_translate(cr, Double(x), Double(y)) }
    /// Scales the axes; a zero scale is ignored (Cairo cannot invert it).
    public func scaleBy(x: CGFloat, y: CGFloat) {
        guard x != 0, y != 0, x.isFinite, y.isFinite else { return }
        cairo_scale(cr, Double(x), Double(y))
    }
    /// Rotates the axes by `angle` radians.
    public func rotate(by angle: CGFloat) { cairo_rotate(cr, Double(angle)) }
    /// Applies `transform` before the current one; a singular transform is ignored.
    public func concatenate(_ transform: CGAffineTransform) {
        var m = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                               x0: transform.tx, y0: transform.ty)
        guard cairo_matrix_invert(&m) == CAIRO_STATUS_SUCCESS else { return }
        var n = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                               x0: transform.tx, y0: transform.ty)
        cairo_transform(cr, &n)
    }

    /// Sets the colour used by fills.
    public func setFillColor(_ color: CGColor) { fillColor = color }
    /// Sets the colour used by strokes.
    public func setStrokeColor(_ color: CGColor) { strokeColor = color }
    /// Sets the fill colour from grey and alpha.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { fillColor = CGColor(gray: gray, alpha: alpha) }
    /// Sets the fill colour from components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the stroke colour from components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets a global alpha applied to everything drawn afterwards.
    public func setAlpha(_ alpha: CGFloat) { self.alpha = min(max(alpha.isNaN ? 1 : alpha, 0), 1) }
    /// Sets the line width.
    public func setLineWidth(_ width: CGFloat) { cairo_set_line_width(cr, Double(max(0, width))) }
    /// Sets the line cap.
    public func setLineCap(_ cap: CGLineCap) { cairo_set_line_cap(cr, cairo_line_cap_t(UInt32(cap.rawValue))) }
    /// Sets the line join.
    public func setLineJoin(_ join: CGLineJoin) { cairo_set_line_join(cr, cairo_line_join_t(UInt32(join.rawValue))) }
    /// Sets the dash pattern (`lengths` empty turns dashing off).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let l = lengths.map(Double.init)
        cairo_set_dash(cr, l, Int32(l.count), Double(phase))
    }

    // MARK: Paths

    /// Starts a new, empty path.
    public func beginPath() { cairo_new_path(cr) }
    /// Starts a subpath.
    public func move(to point: CGPoint) { cairo_move_to(cr, Double(point.x), Double(point.y)) }
    /// Adds a line to `point`.
    public func addLine(to point: CGPoint) {
        if cairo_has_current_point(cr) == 0 { move(to: point) } else { cairo_line_to(cr, Double(point.x), Double(point.y)) }
    }
    /// Adds lines through `points`.
    public func addLines(between points: [CGPoint]) {
        guard let f = points.first else { return }
        move(to: f)
        points.dropFirst().forEach(addLine(to:))
    }
    /// Adds a cubic Bézier curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        addPath(pathFromCurrentPoint { $0.addCurve(to: end, control1: control1, control2: control2) })
    }
    /// Adds a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        addPath(pathFromCurrentPoint { $0.addQuadCurve(to: end, control: control) })
    }
    /// Adds a circular arc (see `CGMutablePath.addArc` for the direction).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        addPath(pathFromCurrentPoint {
            $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        })
    }
    /// Adds a rectangle.
    public func addRect(_ rect: CGRect) {
        let r = rect.standardized
        cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
    }
    /// Adds an ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) {
        let p = CGMutablePath(); p.addEllipse(in: rect); addPath(p)
    }
    /// Adds every element of `path`.
    public func addPath(_ path: CGPath) { path.append(to: cr) }
    /// Closes the current subpath.
    public func closePath() { cairo_close_path(cr) }
    /// Whether the current path is empty.
    public var isPathEmpty: Bool {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_path_extents(cr, &x0, &y0, &x1, &y1)
        return cairo_has_current_point(cr) == 0 && x0 == x1 && y0 == y1
    }

    private func pathFromCurrentPoint(_ build: (CGMutablePath) -> Void) -> CGPath {
        let p = CGMutablePath()
        if cairo_has_current_point(cr) != 0 {
            var x = 0.0, y = 0.0
            cairo_get_current_point(cr, &x, &y)
            p.move(to: CGPoint(x: x, y: y))
        }
        build(p)
        // The leading move duplicates the current point; Cairo treats it as a no-op join.
        return p
    }

    // MARK: Painting

    /// Fills the current path and clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        setSource(fillColor)
        cairo_fill(cr)
    }
    /// Strokes the current path and clears it.
    public func strokePath() {
        setSource(strokeColor)
        cairo_stroke(cr)
    }
    /// Fills and/or strokes the current path.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill, .eoFill:
            fillPath(using: mode == .eoFill ? .evenOdd : .winding)
        case .stroke:
            strokePath()
        case .fillStroke, .eoFillStroke:
            cairo_set_fill_rule(cr, mode == .eoFillStroke ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            setSource(fillColor); cairo_fill_preserve(cr)
            setSource(strokeColor); cairo_stroke(cr)
        }
    }
    /// Fills a rectangle with the fill colour.
    public func fill(_ rect: CGRect) { beginPath(); addRect(rect); fillPath() }
    /// Fills several rectangles.
    public func fill(_ rects: [CGRect]) { beginPath(); rects.forEach(addRect); fillPath() }
    /// Strokes a rectangle's outline.
    public func stroke(_ rect: CGRect) { beginPath(); addRect(rect); strokePath() }
    /// Strokes a rectangle's outline with the given width.
    public func stroke(_ rect: CGRect, width: CGFloat) { saveGState(); setLineWidth(width); stroke(rect); restoreGState() }
    /// Fills an ellipse.
    public func fillEllipse(in rect: CGRect) { beginPath(); addEllipse(in: rect); fillPath() }
    /// Strokes an ellipse.
    public func strokeEllipse(in rect: CGRect) { beginPath(); addEllipse(in: rect); strokePath() }
    /// Makes a rectangle fully transparent.
    public func clear(_ rect: CGRect) {
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        addRect(rect)
        cairo_fill(cr)
        cairo_restore(cr)
    }
    /// Strokes a sequence of line segments given as point pairs.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var i = 0
        while i + 1 < points.count { move(to: points[i]); addLine(to: points[i + 1]); i += 2 }
        strokePath()
    }

    /// Intersects the clip with the current path.
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
    }
    /// Intersects the clip with a rectangle.
    public func clip(to rect: CGRect) { beginPath(); addRect(rect); cairo_clip(cr) }
    /// The bounding box of the clip, in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Draws `image` scaled into `rect`, upright in this context's y-down coordinates.
    public func draw(_ image: CGImage, in rect: CGRect) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, image.width > 0, image.height > 0 else { return }
        cairo_save(cr)
        cairo_translate(cr, Double(r.minX), Double(r.minY))
        cairo_scale(cr, Double(r.width) / Double(image.width), Double(r.height) / Double(image.height))
        cairo_set_source_surface(cr, image.surface.handle, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
        cairo_clip(cr)
        if alpha < 1 { cairo_paint_with_alpha(cr, Double(alpha)) } else { cairo_paint(cr) }
        cairo_restore(cr)
    }

    /// An image of what has been drawn so far (a copy; later drawing does not change it).
    public func makeImage() -> CGImage? {
        cairo_surface_flush(surface.handle)
        let copy = CairoSurface(width: surface.width, height: surface.height)
        let c = copy.makeContext()
        cairo_set_source_surface(c, surface.handle, 0, 0)
        cairo_set_operator(c, CAIRO_OPERATOR_SOURCE)
        cairo_paint(c)
        cairo_destroy(c)
        return CGImage(surface: copy)
    }

    // MARK: Package helpers

    package func setSource(_ color: CGColor) {
        let c = color.clamped
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a * Double(alpha))
    }

    package func pathExtents() -> CGRect {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_path_extents(cr, &x0, &y0, &x1, &y1)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    package func pathContains(_ point: CGPoint, rule: CGPathFillRule) -> Bool {
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        return cairo_in_fill(cr, Double(point.x), Double(point.y)) != 0
    }
}
