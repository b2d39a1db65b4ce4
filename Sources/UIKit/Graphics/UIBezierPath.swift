internal import CCairo
import Foundation

/// A path of lines and curves with its drawing attributes, as UIKit's `UIBezierPath`.
///
///     UIColor.systemBlue.setFill()
///     UIBezierPath(roundedRect: bounds, cornerRadius: 12).fill()
///
/// Angles are in radians and, as in UIKit, `clockwise: true` means clockwise on screen (y grows
/// downwards), i.e. increasing angle: from 0 (3 o'clock) through π/2 (6 o'clock).
/// Like Apple's class it is mutable and not `Sendable`; `fill()`, `stroke()` and `addClip()`
/// draw into `UIGraphicsGetCurrentContext()` and so run on the main actor.
open class UIBezierPath: NSObject {
    private var path = CGMutablePath()

    /// The width of stroked lines (default 1).
    open var lineWidth: CGFloat = 1
    /// How the ends of stroked open subpaths are drawn (default `.butt`).
    open var lineCapStyle: CGLineCap = .butt
    /// How corners of stroked paths are drawn (default `.miter`).
    open var lineJoinStyle: CGLineJoin = .miter
    /// The limit beyond which miter joins are bevelled (default 10).
    open var miterLimit: CGFloat = 10
    /// The accuracy of curve rendering (default 0.6); accepted for compatibility.
    open var flatness: CGFloat = 0.6
    /// Whether `fill()`, `addClip()` and `contains(_:)` use the even-odd rule (default false:
    /// non-zero winding).
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// Creates an empty path.
    public override init() { super.init() }

    /// A closed rectangle, starting at its top-left corner and running clockwise.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with circular corners of `cornerRadius`, clamped to half the shorter side.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the chosen corners rounded.
    ///
    /// As in UIKit (since iOS 7) the corners are circular with radius `cornerRadii.width`
    /// (the height is ignored), clamped to half the shorter side.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let radius = min(max(0, cornerRadii.width.isFinite ? cornerRadii.width : 0), min(r.width, r.height) / 2)
        func rad(_ c: UIRectCorner) -> CGFloat { corners.contains(c) ? radius : 0 }
        let tl = rad(.topLeft), tr = rad(.topRight), br = rad(.bottomRight), bl = rad(.bottomLeft)
        let half = CGFloat.pi / 2
        path.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 { path.addArc(center: CGPoint(x: r.maxX - tr, y: r.minY + tr), radius: tr, startAngle: -half, endAngle: 0, clockwise: false) }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 { path.addArc(center: CGPoint(x: r.maxX - br, y: r.maxY - br), radius: br, startAngle: 0, endAngle: half, clockwise: false) }
        path.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 { path.addArc(center: CGPoint(x: r.minX + bl, y: r.maxY - bl), radius: bl, startAngle: half, endAngle: .pi, clockwise: false) }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 { path.addArc(center: CGPoint(x: r.minX + tl, y: r.minY + tl), radius: tl, startAngle: .pi, endAngle: 3 * half, clockwise: false) }
        path.closeSubpath()
    }

    /// An open circular arc; `clockwise` is screen-clockwise (increasing angle).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with the elements of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = CGMutablePath(elements: cgPath.elements)
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// Adds a straight line to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// Adds a cubic Bézier curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds a circular arc; a line joins the current point to the arc's start.
    /// `clockwise` is screen-clockwise: from 0 to π/2 clockwise passes through the lower right.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // CGMutablePath's flag is Core Graphics' (y-up) sense: the opposite of UIKit's.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a straight line to its start.
    open func close() { path.closeSubpath() }

    /// Removes every element.
    open func removeAllPoints() { path = CGMutablePath() }

    /// Appends the elements of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        let transformed = CGMutablePath()
        transformed.addPath(path, transform: transform)
        path = transformed
    }

    /// Sets the dash pattern of stroked lines: `count` lengths from `pattern` (nil or 0 turns
    /// dashing off), starting `phase` points into the pattern.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else { dashPattern = []; dashPhase = 0; return }
        dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        dashPhase = phase
    }

    // MARK: Inspecting

    /// An immutable copy of the path (setting it replaces the path's elements).
    open var cgPath: CGPath {
        get { CGPath(elements: path.elements) }
        set { path = CGMutablePath(elements: newValue.elements) }
    }

    /// The smallest rectangle holding every point of the path, curve control points included
    /// (as UIKit documents); `.null` for an empty path.
    open var bounds: CGRect { path.boundingBox }

    /// The end point of the last element (`.zero` for an empty path).
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// Whether `point` is inside the path as it would be filled (honouring `usesEvenOddFillRule`).
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    open override var description: String { "<UIBezierPath: \(path.elements.count) elements, bounds \(bounds)>" }

    // MARK: Drawing

    /// Fills the path's interior in the current context with its fill colour.
    @preconcurrency @MainActor open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.beginPath()
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path in the current context with its stroke colour and this path's line settings.
    @preconcurrency @MainActor open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        cairo_set_miter_limit(context.cr, Double(max(1, miterLimit)))
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.beginPath()
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clipping area with the path's interior.
    @preconcurrency @MainActor open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
