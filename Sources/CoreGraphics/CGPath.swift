internal import CCairo
import Foundation

/// One element of a path, as `CGPath.applyWithBlock` reports it.
public enum CGPathElementKind: Sendable, Equatable {
    case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// How the interior of a path is decided when filling.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}

/// An immutable graphics path: lines, curves and arcs in user space.
///
/// Paths are stored as move/line/cubic/close elements (quadratic curves and arcs are converted
/// to cubics), which is what Cairo draws.
public class CGPath: Equatable, Hashable, @unchecked Sendable {
    // @unchecked: a CGPath is only mutated through its CGMutablePath subclass, as on iOS.
    package enum Element: Equatable, Hashable {
        case move(CGPoint)
        case line(CGPoint)
        case curve(CGPoint, CGPoint, CGPoint)
        case close
    }

    package internal(set) var elements: [Element] = []

    package init(elements: [Element] = []) { self.elements = elements }

    /// A path holding one rectangle, optionally transformed.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let p = CGMutablePath()
        p.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: p.elements)
    }

    /// A path holding one ellipse inscribed in `rect`, optionally transformed.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let p = CGMutablePath()
        p.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: p.elements)
    }

    /// A path holding one rounded rectangle, optionally transformed.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let p = CGMutablePath()
        p.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                         transform: transform?.pointee ?? .identity)
        self.init(elements: p.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point of the path, or `.zero` when empty.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for e in elements {
            switch e {
            case .move(let p): start = p; current = p
            case .line(let p): current = p
            case .curve(_, _, let p): current = p
            case .close: current = start
            }
        }
        return current
    }

    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        for e in elements {
            switch e {
            case .move(let p), .line(let p): points.append(p)
            case .curve(let c1, let c2, let p): points += [c1, c2, p]
            case .close: break
            }
        }
        guard let first = points.first else { return .null }
        var r = CGRect(origin: first, size: .zero)
        for p in points.dropFirst() { r = r.union(CGRect(origin: p, size: .zero)) }
        return r
    }

    /// The smallest rectangle holding the path itself (curves measured, not their control points).
    public var boundingBoxOfPath: CGRect {
        guard !elements.isEmpty else { return .null }
        let ctx = CGContext.measuring
        ctx.addPath(self)
        return ctx.pathExtents()
    }

    /// Whether `point` is inside the path when filled with `rule`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let ctx = CGContext.measuring
        ctx.addPath(self)
        return ctx.pathContains(point.applying(transform.inverted()), rule: rule)
    }

    /// A mutable copy of the path.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// An immutable copy of the path.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// A copy of the path with every point transformed.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.applying(t) })
    }

    /// Calls `body` with each element's kind and its points.
    public func applyWithBlock(_ body: (CGPathElementKind, [CGPoint]) -> Void) {
        for e in elements {
            switch e {
            case .move(let p): body(.moveToPoint, [p])
            case .line(let p): body(.addLineToPoint, [p])
            case .curve(let a, let b, let c): body(.addCurveToPoint, [a, b, c])
            case .close: body(.closeSubpath, [])
            }
        }
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    /// Adds the path to a Cairo context's current path.
    package func append(to cr: OpaquePointer) {
        for e in elements {
            switch e {
            case .move(let p): cairo_move_to(cr, Double(p.x), Double(p.y))
            case .line(let p): cairo_line_to(cr, Double(p.x), Double(p.y))
            case .curve(let a, let b, let c):
                cairo_curve_to(cr, Double(a.x), Double(a.y), Double(b.x), Double(b.y), Double(c.x), Double(c.y))
            case .close: cairo_close_path(cr)
            }
        }
    }
}

extension CGPath.Element {
    func applying(_ t: CGAffineTransform) -> Self {
        switch self {
        case .move(let p): .move(p.applying(t))
        case .line(let p): .line(p.applying(t))
        case .curve(let a, let b, let c): .curve(a.applying(t), b.applying(t), c.applying(t))
        case .close: .close
        }
    }
}
