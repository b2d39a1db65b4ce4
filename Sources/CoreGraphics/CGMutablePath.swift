import Foundation

/// A path that can be built element by element.
///
/// Angles are in radians. `clockwise` in `addArc` follows Core Graphics: with `false` the
/// angle increases from `startAngle` to `endAngle` (which looks clockwise on a y-down screen).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// Creates an empty path.
    public init() { super.init() }

    package override init(elements: [Element]) { super.init(elements: elements) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(point.applying(transform)))
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        ensureStart()
        elements.append(.line(point.applying(transform)))
    }

    /// Adds straight lines through `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// Adds a cubic Bézier curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        ensureStart()
        elements.append(.curve(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }

    /// Adds a quadratic Bézier curve (stored as the equivalent cubic).
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        ensureStart()
        let p0 = currentPoint, c = control.applying(transform), e = end.applying(transform)
        let c1 = CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y))
        let c2 = CGPoint(x: e.x + 2 / 3 * (c.x - e.x), y: e.y + 2 / 3 * (c.y - e.y))
        elements.append(.curve(c1, c2, e))
    }

    /// Adds a closed rectangle subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Adds a closed subpath for each rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        rects.forEach { addRect($0, transform: transform) }
    }

    /// Adds a closed rounded rectangle; corner sizes are clamped to half the rectangle.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = min(max(0, cornerWidth), r.width / 2), ry = min(max(0, cornerHeight), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
        let k: CGFloat = 0.5522847498  // cubic approximation of a quarter circle
        move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY), transform: transform)
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + k * rx, y: r.minY),
                 control2: CGPoint(x: r.maxX, y: r.minY + ry - k * ry), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry), transform: transform)
        addCurve(to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + k * ry),
                 control2: CGPoint(x: r.maxX - rx + k * rx, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY), transform: transform)
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - k * rx, y: r.maxY),
                 control2: CGPoint(x: r.minX, y: r.maxY - ry + k * ry), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry), transform: transform)
        addCurve(to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - k * ry),
                 control2: CGPoint(x: r.minX + rx - k * rx, y: r.minY), transform: transform)
        closeSubpath()
    }

    /// Adds a closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addRoundedRect(in: r, cornerWidth: r.width / 2, cornerHeight: r.height / 2, transform: transform)
    }

    /// Adds a circular arc; a line joins the current point to the arc's start when a subpath is open.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        var sweep = endAngle - startAngle
        let full = 2 * CGFloat.pi
        if clockwise {  // decreasing angle
            if sweep > 0 { sweep = fmod(sweep, full) - full }
            sweep = max(sweep, -full)
        } else {
            if sweep < 0 { sweep = fmod(sweep, full) + full }
            sweep = min(sweep, full)
        }
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if elements.isEmpty || elements.last == .close { move(to: start, transform: transform) }
        else { addLine(to: start, transform: transform) }
        let segments = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(segments)
        let k = 4 / 3 * tan(step / 4) * radius
        var a0 = startAngle
        for _ in 0..<segments {
            let a1 = a0 + step
            let p0 = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
            let p1 = CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            addCurve(to: p1, control1: CGPoint(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0)),
                     control2: CGPoint(x: p1.x + k * sin(a1), y: p1.y - k * cos(a1)), transform: transform)
            a0 = a1
        }
    }

    /// Adds every element of `path`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += path.elements.map { $0.applying(transform) }
    }

    /// Closes the current subpath.
    public func closeSubpath() {
        guard !elements.isEmpty else { return }
        elements.append(.close)
    }

    /// Lines and curves need a start; Core Graphics starts them at the origin when none exists.
    private func ensureStart() {
        if elements.isEmpty { elements.append(.move(.zero)) }
        else if elements.last == .close { elements.append(.move(currentPoint)) }
    }
}
