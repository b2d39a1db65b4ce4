import Foundation

/// The constraints of one step, solved by sequential impulses: springs and rods soften with a
/// frequency and damping ratio (a frequency of 0 makes them rigid, corrected by a fraction of
/// their error each step), contacts push apart, bounce and rub.
enum DynamicsSoftness {
    /// The share of a rigid constraint's error removed per step.
    static let rigidCorrection = 0.8

    /// The `gamma` (softness, in inverse mass) and the rate at which the error becomes a target
    /// velocity, for a spring of `frequency` hertz and `damping` ratio on an effective `mass`.
    static func coefficients(mass: Double, frequency: Double, damping: Double, step h: Double) -> (gamma: Double, biasRate: Double) {
        guard frequency > 0, mass > 0, mass.isFinite else { return (0, rigidCorrection / h) }
        let omega = 2 * Double.pi * frequency
        let k = mass * omega * omega, c = 2 * mass * damping * omega
        let g = h * (c + h * k)
        let gamma = g > 0 ? 1 / g : 0
        return (gamma, h * k * gamma)
    }
}

/// How the bodies move during a step: their places and velocities in one array, so that the
/// constraints, which name bodies by index (nil: the fixed world), solve without touching the
/// bodies' objects.
struct DynamicsState {
    struct Motion {
        var position: DynamicsVector, angle: Double
        var velocity: DynamicsVector, angularVelocity: Double
        let inverseMass: Double, inverseInertia: Double
    }

    var bodies: [Motion]

    func inverseMass(_ i: Int?) -> Double { i.map { bodies[$0].inverseMass } ?? 0 }
    func inverseInertia(_ i: Int?) -> Double { i.map { bodies[$0].inverseInertia } ?? 0 }
    func angle(_ i: Int?) -> Double { i.map { bodies[$0].angle } ?? 0 }
    func angularVelocity(_ i: Int?) -> Double { i.map { bodies[$0].angularVelocity } ?? 0 }

    /// The velocity of body `i`'s point `r` from its centre (zero for the world).
    func velocity(_ i: Int?, at r: DynamicsVector) -> DynamicsVector {
        guard let i else { return .zero }
        return bodies[i].velocity + .cross(bodies[i].angularVelocity, r)
    }

    /// Applies an impulse at `r` from body `i`'s centre (nothing for the world).
    mutating func apply(_ p: DynamicsVector, to i: Int?, at r: DynamicsVector) {
        guard let i else { return }
        bodies[i].velocity += bodies[i].inverseMass * p
        bodies[i].angularVelocity += bodies[i].inverseInertia * r.cross(p)
    }

    /// Turns body `i` by an angular impulse (nothing for the world).
    mutating func turn(_ i: Int?, by lambda: Double) {
        guard let i else { return }
        bodies[i].angularVelocity += bodies[i].inverseInertia * lambda
    }
}

/// Keeps a point of body B on a point of body A (or on a fixed point when A is nil).
struct DynamicsPointConstraint {
    let a: Int?, b: Int
    /// The point in A's own coordinates (or in the world without A) and in B's.
    var localA: DynamicsVector, localB: DynamicsVector
    var frequency = 0.0, damping = 0.0
    private var rA = DynamicsVector.zero, rB = DynamicsVector.zero
    private var k11 = 0.0, k12 = 0.0, k22 = 0.0
    private var bias = DynamicsVector.zero, gamma = 0.0
    private var impulse = DynamicsVector.zero

    init(a: Int?, localA: DynamicsVector, b: Int, localB: DynamicsVector, frequency: Double = 0, damping: Double = 0) {
        self.a = a; self.b = b; self.localA = localA; self.localB = localB
        self.frequency = frequency; self.damping = damping
    }

    mutating func prepare(step h: Double, _ s: DynamicsState) {
        rA = a.map { localA.rotated(by: s.bodies[$0].angle) } ?? .zero
        rB = localB.rotated(by: s.bodies[b].angle)
        let pA = (a.map { s.bodies[$0].position } ?? localA) + rA, pB = s.bodies[b].position + rB
        let mA = s.inverseMass(a), iA = s.inverseInertia(a), mB = s.inverseMass(b), iB = s.inverseInertia(b)
        let massSum = mA + mB
        let soft = DynamicsSoftness.coefficients(mass: massSum > 0 ? 1 / massSum : 0, frequency: frequency, damping: damping, step: h)
        gamma = soft.gamma
        bias = soft.biasRate * (pB - pA)
        k11 = massSum + iA * rA.y * rA.y + iB * rB.y * rB.y + gamma
        k12 = -iA * rA.x * rA.y - iB * rB.x * rB.y
        k22 = massSum + iA * rA.x * rA.x + iB * rB.x * rB.x + gamma
        impulse = .zero
    }

    mutating func solve(_ s: inout DynamicsState) {
        let det = k11 * k22 - k12 * k12
        guard abs(det) > 1e-18 else { return }
        let cdot = s.velocity(b, at: rB) - s.velocity(a, at: rA)
        let rhs = -(cdot + bias + gamma * impulse)
        let lambda = DynamicsVector(x: (k22 * rhs.x - k12 * rhs.y) / det, y: (k11 * rhs.y - k12 * rhs.x) / det)
        impulse += lambda
        s.apply(-lambda, to: a, at: rA)
        s.apply(lambda, to: b, at: rB)
    }
}

/// Keeps the distance between a point of A (or a fixed point) and a point of B at `length`:
/// both ways (a rod or spring), or only as an upper limit (a rope).
struct DynamicsDistanceConstraint {
    let a: Int?, b: Int
    var localA: DynamicsVector, localB: DynamicsVector
    var length: Double
    var frequency = 0.0, damping = 0.0
    var isRope = false
    private var rA = DynamicsVector.zero, rB = DynamicsVector.zero, u = DynamicsVector.zero
    private var mass = 0.0, gamma = 0.0, bias = 0.0, impulse = 0.0, active = false

    init(a: Int?, localA: DynamicsVector, b: Int, localB: DynamicsVector, length: Double) {
        self.a = a; self.b = b; self.localA = localA; self.localB = localB; self.length = length
    }

    mutating func prepare(step h: Double, _ s: DynamicsState) {
        rA = a.map { localA.rotated(by: s.bodies[$0].angle) } ?? .zero
        rB = localB.rotated(by: s.bodies[b].angle)
        let d = (s.bodies[b].position + rB) - ((a.map { s.bodies[$0].position } ?? localA) + rA)
        let current = d.length
        impulse = 0
        active = current > 1e-6 && (!isRope || current > length)
        guard active else { return }
        u = (1 / current) * d
        let crA = rA.cross(u), crB = rB.cross(u)
        let k = s.inverseMass(a) + s.inverseInertia(a) * crA * crA + s.inverseMass(b) + s.inverseInertia(b) * crB * crB
        guard k > 0 else { active = false; return }
        let soft = isRope ? (gamma: 0.0, biasRate: DynamicsSoftness.rigidCorrection / h)
            : DynamicsSoftness.coefficients(mass: 1 / k, frequency: frequency, damping: damping, step: h)
        gamma = soft.gamma
        bias = soft.biasRate * (current - length)
        mass = 1 / (k + gamma)
    }

    mutating func solve(_ s: inout DynamicsState) {
        guard active else { return }
        let cdot = u.dot(s.velocity(b, at: rB) - s.velocity(a, at: rA))
        var lambda = -mass * (cdot + bias + gamma * impulse)
        if isRope {
            // A rope only pulls.
            let total = min(impulse + lambda, 0)
            lambda = total - impulse
        }
        impulse += lambda
        let p = lambda * u
        s.apply(-p, to: a, at: rA)
        s.apply(p, to: b, at: rB)
    }
}

/// Keeps B's angle at A's angle plus `target` (rigid or as a spring), or — as a friction —
/// resists their relative turning up to `maxTorque`.
struct DynamicsAngleConstraint {
    let a: Int?, b: Int
    var target: Double
    var frequency = 0.0, damping = 0.0
    /// When set, the constraint is a friction of at most this torque instead.
    var maxTorque: Double?
    private var mass = 0.0, gamma = 0.0, bias = 0.0, impulse = 0.0, maxImpulse = 0.0

    init(a: Int?, b: Int, target: Double, frequency: Double = 0, damping: Double = 0, maxTorque: Double? = nil) {
        self.a = a; self.b = b; self.target = target
        self.frequency = frequency; self.damping = damping; self.maxTorque = maxTorque
    }

    mutating func prepare(step h: Double, _ s: DynamicsState) {
        let k = s.inverseInertia(a) + s.inverseInertia(b)
        impulse = 0
        guard k > 0 else { mass = 0; return }
        if let maxTorque {
            mass = 1 / k; gamma = 0; bias = 0
            maxImpulse = maxTorque * h
            return
        }
        let soft = DynamicsSoftness.coefficients(mass: 1 / k, frequency: frequency, damping: damping, step: h)
        var error = s.angle(b) - s.angle(a) - target
        error = remainder(error, 2 * Double.pi)
        gamma = soft.gamma
        bias = soft.biasRate * error
        mass = 1 / (k + gamma)
    }

    mutating func solve(_ s: inout DynamicsState) {
        guard mass > 0 else { return }
        let cdot = s.angularVelocity(b) - s.angularVelocity(a)
        var lambda = -mass * (cdot + bias + gamma * impulse)
        if maxTorque != nil {
            let total = min(max(impulse + lambda, -maxImpulse), maxImpulse)
            lambda = total - impulse
        }
        impulse += lambda
        s.turn(a, by: -lambda)
        s.turn(b, by: lambda)
    }
}

/// Keeps B's point on the line through `anchor` along `axis`, within `range` of the anchor.
struct DynamicsLineConstraint {
    let b: Int
    let anchor: DynamicsVector, axis: DynamicsVector, localB: DynamicsVector
    let range: ClosedRange<Double>
    private var rB = DynamicsVector.zero
    /// The rows: the perpendicular (both ways) and the range's ends (one way each).
    private var rows: [(n: DynamicsVector, mass: Double, bias: Double, impulse: Double, oneWay: Bool)] = []

    init(b: Int, anchor: DynamicsVector, axis: DynamicsVector, localB: DynamicsVector, range: ClosedRange<Double>) {
        self.b = b; self.anchor = anchor; self.axis = axis; self.localB = localB; self.range = range
    }

    mutating func prepare(step h: Double, _ s: DynamicsState) {
        rB = localB.rotated(by: s.bodies[b].angle)
        let d = s.bodies[b].position + rB - anchor
        rows = []
        func row(_ n: DynamicsVector, error: Double, oneWay: Bool) {
            let cr = rB.cross(n)
            let k = s.inverseMass(b) + s.inverseInertia(b) * cr * cr
            guard k > 0 else { return }
            rows.append((n, 1 / k, DynamicsSoftness.rigidCorrection / h * error, 0, oneWay))
        }
        let perpendicular = axis.perpendicular
        row(perpendicular, error: perpendicular.dot(d), oneWay: false)
        let s = axis.dot(d)
        // Each end pushes back once the point is past it (error ≤ 0 means inside).
        if s <= range.lowerBound { row(axis, error: s - range.lowerBound, oneWay: true) }
        if s >= range.upperBound { row(-axis, error: range.upperBound - s, oneWay: true) }
    }

    mutating func solve(_ s: inout DynamicsState) {
        for i in rows.indices {
            let cdot = rows[i].n.dot(s.velocity(b, at: rB))
            var lambda = -rows[i].mass * (cdot + rows[i].bias)
            if rows[i].oneWay {
                let total = max(rows[i].impulse + lambda, 0)
                lambda = total - rows[i].impulse
            }
            rows[i].impulse += lambda
            s.apply(lambda * rows[i].n, to: b, at: rB)
        }
    }
}

/// One point of contact between a body and another body or a boundary (`a` nil): it pushes
/// them apart along the normal (from A to B), bounces by the elasticity and rubs by the
/// friction.
struct DynamicsContactConstraint {
    /// Contacts closing slower than this (points per second) do not bounce, so that resting
    /// items come to rest instead of trembling.
    static let bounceThreshold = 20.0
    /// Overlap left uncorrected, in points, so that touching items stay in contact.
    static let slop = 0.5
    /// The share of the overlap beyond the slop removed per step.
    static let correction = 0.2

    let a: Int?, b: Int
    let normal: DynamicsVector
    let point: DynamicsVector
    let depth: Double
    let elasticity: Double, friction: Double
    private var rA = DynamicsVector.zero, rB = DynamicsVector.zero
    private var normalMass = 0.0, tangentMass = 0.0, bias = 0.0
    private var normalImpulse = 0.0, tangentImpulse = 0.0

    init(a: Int?, b: Int, normal: DynamicsVector, point: DynamicsVector, depth: Double,
         elasticity: Double, friction: Double) {
        self.a = a; self.b = b; self.normal = normal; self.point = point; self.depth = depth
        self.elasticity = elasticity; self.friction = friction
    }

    mutating func prepare(step h: Double, _ s: DynamicsState) {
        rA = a.map { point - s.bodies[$0].position } ?? .zero
        rB = point - s.bodies[b].position
        let mA = s.inverseMass(a), iA = s.inverseInertia(a), mB = s.inverseMass(b), iB = s.inverseInertia(b)
        let rnA = rA.cross(normal), rnB = rB.cross(normal)
        let kn = mA + mB + iA * rnA * rnA + iB * rnB * rnB
        normalMass = kn > 0 ? 1 / kn : 0
        let t = normal.perpendicular
        let rtA = rA.cross(t), rtB = rB.cross(t)
        let kt = mA + mB + iA * rtA * rtA + iB * rtB * rtB
        tangentMass = kt > 0 ? 1 / kt : 0
        // An overlap is closed by a share of it per step; a gap may close, and no more.
        bias = depth >= 0 ? Self.correction / h * max(depth - Self.slop, 0) : depth / h
        approachSpeed = relativeVelocity(s).dot(normal)
        normalImpulse = 0; tangentImpulse = 0
    }

    /// The normal velocity before the step's solve, which the bounce reverses.
    private(set) var approachSpeed = 0.0

    /// The speed the shapes came in at in the last step, when they were still apart and this
    /// contact only slowed them to meet exactly (their speed before that is what bounces).
    mutating func remember(approachSpeed speed: Double) {
        approachSpeed = min(approachSpeed, speed)
    }

    /// Whether the contact only slowed the shapes so that they meet at the end of the step:
    /// they bounce in the next, when they touch.
    var isClosingGap: Bool { depth < -DynamicsCollision.touchingDistance && normalImpulse > 0 }

    /// After the solve: a contact that pushed and was hit faster than the threshold bounces
    /// back at `elasticity` times the speed it came in at.
    mutating func bounce(_ s: inout DynamicsState) {
        guard elasticity > 0, normalImpulse > 0, !isClosingGap, approachSpeed < -Self.bounceThreshold, normalMass > 0 else { return }
        let vn = relativeVelocity(s).dot(normal)
        let total = max(normalImpulse + normalMass * (-elasticity * approachSpeed - vn), 0)
        let lambda = total - normalImpulse
        normalImpulse = total
        apply(lambda * normal, &s)
    }

    private func relativeVelocity(_ s: DynamicsState) -> DynamicsVector { s.velocity(b, at: rB) - s.velocity(a, at: rA) }

    mutating func solve(_ s: inout DynamicsState) {
        guard normalMass > 0 else { return }
        let vn = relativeVelocity(s).dot(normal)
        let total = max(normalImpulse + normalMass * (bias - vn), 0)
        let lambda = total - normalImpulse
        normalImpulse = total
        apply(lambda * normal, &s)
        let t = normal.perpendicular
        let vt = relativeVelocity(s).dot(t)
        let limit = friction * normalImpulse
        let tTotal = min(max(tangentImpulse - tangentMass * vt, -limit), limit)
        let tLambda = tTotal - tangentImpulse
        tangentImpulse = tTotal
        apply(tLambda * t, &s)
    }

    /// Whether the shapes touch: they are within the touching distance, or the contact pushed
    /// this step.
    var touches: Bool { normalImpulse > 0 || depth > -DynamicsCollision.touchingDistance }

    private func apply(_ p: DynamicsVector, _ s: inout DynamicsState) {
        s.apply(-p, to: a, at: rA)
        s.apply(p, to: b, at: rB)
    }
}
