import Foundation

/// A convex shape in a body's own coordinates (its centre at the origin, unturned).
enum DynamicsShape {
    /// A convex polygon, its vertices ordered so that the signed area is positive.
    case polygon([DynamicsVector])
    case circle(radius: Double)

    /// The shape an item collides as.
    @MainActor static func of(_ item: any UIDynamicItem) -> DynamicsShape {
        let size = item.bounds.size
        let hw = max(Double(size.width), 0) / 2, hh = max(Double(size.height), 0) / 2
        let box = DynamicsShape.polygon([DynamicsVector(x: -hw, y: -hh), DynamicsVector(x: hw, y: -hh),
                                         DynamicsVector(x: hw, y: hh), DynamicsVector(x: -hw, y: hh)])
        switch item.collisionBoundsType {
        case .rectangle:
            return box
        case .ellipse:
            if abs(hw - hh) < 1e-9 { return .circle(radius: hw) }
            // An ellipse that is not a circle collides as a 32-sided polygon on it.
            return .polygon((0..<32).map { i in
                let t = Double(i) * 2 * .pi / 32
                return DynamicsVector(x: hw * cos(t), y: hh * sin(t))
            })
        case .path:
            let points = UICollisionBehavior.segments(of: item.collisionBoundingPath).map(\.0)
            let hull = convexHull(points)
            guard hull.count >= 3 else {
                UIDynamicBehavior.warn("\(type(of: item)).collisionBoundingPath has fewer than three corners; the item collides as its bounds")
                return box
            }
            if hull.count < Set(points.map { "\($0.x),\($0.y)" }).count {
                UIDynamicBehavior.warn("\(type(of: item)).collisionBoundingPath is not convex; the item collides as its convex hull")
            }
            return .polygon(hull)
        }
    }

    /// The convex hull of `points`, ordered with a positive signed area (Andrew's monotone chain).
    static func convexHull(_ points: [DynamicsVector]) -> [DynamicsVector] {
        let sorted = points.sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
        guard sorted.count >= 3 else { return sorted }
        func chain(_ pts: [DynamicsVector]) -> [DynamicsVector] {
            var hull: [DynamicsVector] = []
            for p in pts {
                while hull.count >= 2, (hull[hull.count - 1] - hull[hull.count - 2]).cross(p - hull[hull.count - 2]) <= 1e-12 {
                    hull.removeLast()
                }
                hull.append(p)
            }
            return hull
        }
        let lower = chain(sorted), upper = chain(sorted.reversed())
        return Array(lower.dropLast()) + Array(upper.dropLast())
    }

    /// The distance of the farthest point from the centre.
    var radius: Double {
        switch self {
        case .circle(let r): return r
        case .polygon(let v): return v.map(\.length).max() ?? 0
        }
    }

    /// The area and the second moment of area about the origin.
    var areaAndPolarMoment: (area: Double, moment: Double) {
        switch self {
        case .circle(let r):
            let area = Double.pi * r * r
            return (area, area * r * r / 2)
        case .polygon(let v):
            var area = 0.0, moment = 0.0
            for i in v.indices {
                let a = v[i], b = v[(i + 1) % v.count]
                let c = a.cross(b)
                area += c / 2
                moment += c * (a.dot(a) + a.dot(b) + b.dot(b)) / 12
            }
            return (abs(area), abs(moment))
        }
    }
}

/// One item in the dynamics world: where it is, how it moves and what it is made of.
@MainActor
final class DynamicsBody {
    let item: any UIDynamicItem
    var position: DynamicsVector
    var angle: Double
    var velocity = DynamicsVector.zero
    var angularVelocity = 0.0
    var shape: DynamicsShape { didSet { radius = shape.radius } }
    /// The distance of the shape's farthest point from the centre.
    private(set) var radius: Double

    // Properties from the item behaviours (the defaults of `UIDynamicItemBehavior`).
    var elasticity = 0.0, friction = 0.0, density = 1.0
    var resistance = 0.0, angularResistance = 0.0
    var isAnchored = false, allowsRotation = true

    private(set) var inverseMass = 1.0, inverseInertia = 0.0
    var mass: Double { inverseMass > 0 ? 1 / inverseMass : 0 }

    /// Whether a non-finite motion was reported (once per body).
    var warnedOfNonFiniteMotion = false

    /// What the body last wrote to the item (nothing is written while it does not move).
    var writtenCenter: CGPoint?
    var writtenAngle: Double?

    init(item: any UIDynamicItem) {
        self.item = item
        position = DynamicsVector(item.center)
        angle = atan2(Double(item.transform.b), Double(item.transform.a))
        shape = DynamicsShape.of(item)
        radius = shape.radius
    }

    /// Reads the item's position, angle and shape again (`updateItem(usingCurrentState:)`).
    func reread() {
        position = DynamicsVector(item.center)
        angle = atan2(Double(item.transform.b), Double(item.transform.a))
        shape = DynamicsShape.of(item)
        writtenCenter = nil
        writtenAngle = nil
    }

    /// Works out the mass and the moment of inertia: the density times the area over 100 × 100
    /// points (UIKit's unit of mass). Anchored bodies do not move.
    func updateMass() {
        guard !isAnchored else {
            inverseMass = 0; inverseInertia = 0
            velocity = .zero; angularVelocity = 0
            return
        }
        let (area, moment) = shape.areaAndPolarMoment
        let density = max(self.density, 1e-4) / 10_000
        let mass = max(density * area, 1e-6)
        inverseMass = 1 / mass
        inverseInertia = allowsRotation && moment > 0 ? 1 / (density * moment) : 0
        if !allowsRotation { angularVelocity = 0 }
    }

    /// The shape placed at `position` and turned by `angle` in the world.
    func worldShape(at position: DynamicsVector, angle: Double) -> DynamicsWorldShape {
        switch shape {
        case .circle(let r):
            return .circle(center: position, radius: r)
        case .polygon(let v):
            let c = cos(angle), s = sin(angle)
            return .polygon(DynamicsPolygon(v.map { p in
                DynamicsVector(x: position.x + c * p.x - s * p.y, y: position.y + s * p.x + c * p.y)
            }))
        }
    }

    /// Applies an impulse at `r` from the centre.
    func applyImpulse(_ p: DynamicsVector, at r: DynamicsVector) {
        velocity += inverseMass * p
        angularVelocity += inverseInertia * r.cross(p)
    }

    /// Writes the position and angle to the item when they changed.
    func writeBack() {
        let center = position.point
        if center != writtenCenter {
            writtenCenter = center
            if item.center != center { item.center = center }
        }
        let initial = writtenAngle ?? atan2(Double(item.transform.b), Double(item.transform.a))
        if writtenAngle == nil { writtenAngle = initial }
        if abs(angle - initial) > 1e-9 {
            writtenAngle = angle
            item.transform = CGAffineTransform(rotationAngle: CGFloat(angle))
        }
    }
}
