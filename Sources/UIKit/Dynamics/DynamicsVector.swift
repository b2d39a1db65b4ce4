import Foundation

/// A point or vector of the dynamics world, in the reference view's points (Double throughout,
/// so that long runs of small steps do not drift in `CGFloat`'s rounding).
struct DynamicsVector: Equatable {
    var x: Double, y: Double

    static let zero = DynamicsVector(x: 0, y: 0)

    init(x: Double, y: Double) { self.x = x; self.y = y }
    init(_ p: CGPoint) { x = Double(p.x); y = Double(p.y) }
    init(_ v: CGVector) { x = Double(v.dx); y = Double(v.dy) }
    init(_ o: UIOffset) { x = Double(o.horizontal); y = Double(o.vertical) }

    var point: CGPoint { CGPoint(x: x, y: y) }
    var vector: CGVector { CGVector(dx: x, dy: y) }
    var length: Double { (x * x + y * y).squareRoot() }
    var lengthSquared: Double { x * x + y * y }
    /// The unit vector in this direction, or zero for a (nearly) zero vector.
    var normalized: DynamicsVector {
        let l = length
        return l > 1e-12 ? DynamicsVector(x: x / l, y: y / l) : .zero
    }
    /// This vector turned a quarter turn clockwise on screen (y down): the left-hand normal.
    var perpendicular: DynamicsVector { DynamicsVector(x: -y, y: x) }

    static func + (a: Self, b: Self) -> Self { Self(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Self, b: Self) -> Self { Self(x: a.x - b.x, y: a.y - b.y) }
    static prefix func - (a: Self) -> Self { Self(x: -a.x, y: -a.y) }
    static func * (s: Double, a: Self) -> Self { Self(x: s * a.x, y: s * a.y) }
    static func += (a: inout Self, b: Self) { a = a + b }
    static func -= (a: inout Self, b: Self) { a = a - b }

    func dot(_ b: Self) -> Double { x * b.x + y * b.y }
    /// The z of the cross product.
    func cross(_ b: Self) -> Double { x * b.y - y * b.x }
    /// The vector `ω × self` for an angular velocity `ω` about the screen's normal.
    static func cross(_ w: Double, _ r: Self) -> Self { Self(x: -w * r.y, y: w * r.x) }

    /// This vector turned by `angle` radians (positive turns clockwise on screen, as
    /// `CGAffineTransform(rotationAngle:)` does).
    func rotated(by angle: Double) -> Self {
        let c = cos(angle), s = sin(angle)
        return Self(x: c * x - s * y, y: s * x + c * y)
    }
}

extension CGVector {
    /// The vector of `length` at `angle` radians, clockwise from the positive x axis.
    init(angle: CGFloat, length: CGFloat) {
        self.init(dx: length * CGFloat(cos(Double(angle))), dy: length * CGFloat(sin(Double(angle))))
    }

    /// The direction in radians, clockwise from the positive x axis.
    var direction: CGFloat { CGFloat(atan2(Double(dy), Double(dx))) }
    var length: CGFloat { CGFloat(DynamicsVector(self).length) }
}
