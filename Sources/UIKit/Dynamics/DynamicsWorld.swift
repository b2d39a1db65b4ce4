import Foundation

/// The bodies of a dynamic animator's items and the fixed-step simulation that moves them.
///
/// Each frame advances the world by the frame's time in steps of 1/120 s (what is left over
/// waits for the next frame, so the motion does not depend on the frame rate). A step applies
/// gravity and pushes, damps by the resistances, finds the contacts, solves the contacts,
/// attachments and snaps with ten rounds of sequential impulses, and moves the bodies.
@MainActor
final class DynamicsWorld {
    static let step = 1.0 / 120
    static let iterations = 10
    /// The longest time one frame advances the world: after a stall the items go on from
    /// where they were rather than jumping.
    static let longestFrame = 0.25

    private(set) var bodies: [DynamicsBody] = []
    private var index: [ObjectIdentifier: DynamicsBody] = [:]
    /// Each body's place in `bodies`, by item.
    private var slots: [ObjectIdentifier: Int] = [:]
    private var leftover = 0.0
    /// The approach speeds of the contacts that closed a gap in the last step.
    private var closing: [ContactKey: Double] = [:]

    /// Contacts that touched at the end of the last step, for began/ended callbacks.
    private(set) var touching: [ContactKey: ContactRecord] = [:]

    /// A contact between two items or an item and a boundary, in one collision behaviour.
    struct ContactKey: Hashable {
        let behavior: ObjectIdentifier
        let first: ObjectIdentifier
        /// The other item, or nil for a boundary.
        let second: ObjectIdentifier?
        /// The boundary's serial (`referenceBounds` for the reference view's edges), or nil.
        let boundary: Int?
    }

    struct ContactRecord {
        let behavior: UICollisionBehavior
        let first: any UIDynamicItem
        let second: (any UIDynamicItem)?
        let identifier: (any NSCopying)?
        let point: CGPoint
    }

    /// What the collision delegates are told, in order.
    enum ContactEvent {
        case began(ContactRecord)
        case ended(ContactRecord)
    }

    /// The boundary serial of the reference view's edges.
    static let referenceBounds = 0

    func body(for item: any UIDynamicItem) -> DynamicsBody? { index[ObjectIdentifier(item)] }

    /// Makes the bodies match the behaviours: a body for every item a behaviour names (read
    /// from the item when it first appears), none for the others, each with the properties of
    /// the item behaviours that name it.
    func sync(_ behaviors: [UIDynamicBehavior]) {
        var seen = Set<ObjectIdentifier>()
        var ordered: [DynamicsBody] = []
        for behavior in behaviors {
            for item in behavior.ownItems {
                let id = ObjectIdentifier(item)
                guard seen.insert(id).inserted else { continue }
                let body = index[id] ?? DynamicsBody(item: item)
                index[id] = body
                ordered.append(body)
            }
        }
        for id in index.keys where !seen.contains(id) { index[id] = nil }
        touching = touching.filter { seen.contains($0.key.first) && ($0.key.second.map(seen.contains) ?? true) }
        bodies = ordered
        slots = Dictionary(uniqueKeysWithValues: ordered.enumerated().map { (ObjectIdentifier($1.item), $0) })
        for body in bodies {
            body.elasticity = 0; body.friction = 0; body.density = 1
            body.resistance = 0; body.angularResistance = 0
            body.isAnchored = false; body.allowsRotation = true
        }
        for case let properties as UIDynamicItemBehavior in behaviors {
            for item in properties.items {
                guard let body = body(for: item) else { continue }
                body.elasticity = min(max(Double(properties.elasticity), 0), 1)
                body.friction = max(Double(properties.friction), 0)
                body.density = Double(properties.density)
                body.resistance = max(Double(properties.resistance), 0)
                body.angularResistance = max(Double(properties.angularResistance), 0)
                body.isAnchored = properties.isAnchored
                body.allowsRotation = properties.allowsRotation
            }
            for pending in properties.pending {
                guard let body = index[pending.item], !body.isAnchored else { continue }
                body.velocity += pending.linear
                body.angularVelocity += pending.angular
            }
            properties.pending.removeAll()
        }
        for body in bodies { body.updateMass() }
    }

    /// Forgets an item's body so that it is read from the item again.
    func forget(_ item: any UIDynamicItem) {
        index[ObjectIdentifier(item)]?.reread()
    }

    /// Advances by `time` seconds in whole steps; returns the contacts that began and ended.
    func advance(by time: Double, behaviors: [UIDynamicBehavior], referenceBounds: CGRect) -> [ContactEvent] {
        leftover += min(max(time, 0), Self.longestFrame)
        var events: [ContactEvent] = []
        // The instantaneous pushes act in the first step of the frame they became active in.
        var impulses = behaviors.compactMap { $0 as? UIPushBehavior }.filter { $0.mode == .instantaneous && $0.active }
        while leftover >= Self.step - 1e-9 {
            leftover -= Self.step
            for push in impulses { applyImpulse(of: push) }
            impulses.removeAll()
            step(behaviors, referenceBounds: referenceBounds, events: &events)
        }
        return events
    }

    private func applyImpulse(of push: UIPushBehavior) {
        let p = push.force
        for item in push.items {
            guard let body = body(for: item), !body.isAnchored else { continue }
            body.applyImpulse(p, at: DynamicsVector(push.targetOffsetFromCenter(for: item)).rotated(by: body.angle))
        }
        push.didApplyImpulse()
    }

    private func slot(of item: any UIDynamicItem) -> Int? { slots[ObjectIdentifier(item)] }

    private func step(_ behaviors: [UIDynamicBehavior], referenceBounds: CGRect, events: inout [ContactEvent]) {
        let h = Self.step
        var state = DynamicsState(bodies: bodies.map {
            .init(position: $0.position, angle: $0.angle, velocity: $0.velocity, angularVelocity: $0.angularVelocity,
                  inverseMass: $0.inverseMass, inverseInertia: $0.inverseInertia)
        })
        // Forces.
        for behavior in behaviors {
            if let gravity = behavior as? UIGravityBehavior {
                let g = h * gravity.acceleration
                for item in gravity.items {
                    if let i = slot(of: item), state.bodies[i].inverseMass > 0 { state.bodies[i].velocity += g }
                }
            } else if let push = behavior as? UIPushBehavior, push.mode == .continuous, push.active {
                let f = push.force
                for item in push.items {
                    guard let i = slot(of: item), state.bodies[i].inverseMass > 0 else { continue }
                    state.apply(h * f, to: i, at: DynamicsVector(push.targetOffsetFromCenter(for: item)).rotated(by: state.bodies[i].angle))
                }
            }
        }
        for (i, body) in bodies.enumerated() where body.inverseMass > 0 {
            state.bodies[i].velocity = (1 / (1 + h * body.resistance)) * state.bodies[i].velocity
            state.bodies[i].angularVelocity *= 1 / (1 + h * body.angularResistance)
        }

        // Constraints.
        let found = contacts(behaviors, state: state, referenceBounds: referenceBounds)
        var contacts = found.points
        var points: [DynamicsPointConstraint] = []
        var distances: [DynamicsDistanceConstraint] = []
        var angles: [DynamicsAngleConstraint] = []
        var lines: [DynamicsLineConstraint] = []
        for behavior in behaviors {
            if let snap = behavior as? UISnapBehavior, let i = slot(of: snap.item), state.bodies[i].inverseMass > 0 {
                points.append(DynamicsPointConstraint(a: nil, localA: DynamicsVector(snap.snapPoint), b: i, localB: .zero,
                                                      frequency: UISnapBehavior.frequency, damping: snap.dampingRatio))
                angles.append(DynamicsAngleConstraint(a: nil, b: i, target: 0, frequency: UISnapBehavior.frequency,
                                                      damping: snap.dampingRatio))
            } else if let attachment = behavior as? UIAttachmentBehavior {
                addConstraints(of: attachment, points: &points, distances: &distances, angles: &angles, lines: &lines)
            }
        }
        for i in points.indices { points[i].prepare(step: h, state) }
        for i in distances.indices { distances[i].prepare(step: h, state) }
        for i in angles.indices { angles[i].prepare(step: h, state) }
        for i in lines.indices { lines[i].prepare(step: h, state) }
        for i in contacts.indices {
            contacts[i].constraint.prepare(step: h, state)
            if let speed = closing[found.pairs[contacts[i].pair].key] { contacts[i].constraint.remember(approachSpeed: speed) }
        }
        for _ in 0..<Self.iterations {
            for i in points.indices { points[i].solve(&state) }
            for i in distances.indices { distances[i].solve(&state) }
            for i in angles.indices { angles[i].solve(&state) }
            for i in lines.indices { lines[i].solve(&state) }
            for i in contacts.indices { contacts[i].constraint.solve(&state) }
        }
        for _ in 0..<Self.iterations {
            for i in contacts.indices { contacts[i].constraint.bounce(&state) }
        }
        closing.removeAll(keepingCapacity: true)
        for contact in contacts where contact.constraint.isClosingGap {
            let key = found.pairs[contact.pair].key
            closing[key] = min(closing[key] ?? 0, contact.constraint.approachSpeed)
        }

        // Motion. A value that is not a number (a behaviour given NaN or infinity) stops the
        // item where it was instead of sending it nowhere.
        for (i, body) in bodies.enumerated() where body.inverseMass > 0 {
            var m = state.bodies[i]
            if !body.allowsRotation { m.angularVelocity = 0 }
            let position = m.position + h * m.velocity, angle = m.angle + h * m.angularVelocity
            guard position.x.isFinite, position.y.isFinite, angle.isFinite,
                  m.velocity.x.isFinite, m.velocity.y.isFinite, m.angularVelocity.isFinite else {
                body.velocity = .zero
                body.angularVelocity = 0
                if !body.warnedOfNonFiniteMotion {
                    body.warnedOfNonFiniteMotion = true
                    UIDynamicBehavior.warn("UIDynamicAnimator: the motion of \(type(of: body.item)) is not finite (a behaviour's value is NaN or infinite); it stays where it is")
                }
                continue
            }
            body.position = position
            body.angle = angle
            body.velocity = m.velocity
            body.angularVelocity = m.angularVelocity
        }

        // Contacts that began and ended.
        var now = Set<ContactKey>()
        for contact in contacts where contact.constraint.touches {
            let key = found.pairs[contact.pair].key
            guard now.insert(key).inserted, touching[key] == nil else { continue }
            let pair = found.pairs[contact.pair]
            let record = ContactRecord(behavior: pair.behavior, first: bodies[pair.first].item, second: pair.second.map { bodies[$0].item },
                                       identifier: pair.identifier, point: pair.point)
            touching[key] = record
            events.append(.began(record))
        }
        if touching.count > now.count {
            for key in touching.keys where !now.contains(key) {
                if let record = touching.removeValue(forKey: key) { events.append(.ended(record)) }
            }
        }
    }

    private func addConstraints(of attachment: UIAttachmentBehavior, points: inout [DynamicsPointConstraint],
                                distances: inout [DynamicsDistanceConstraint], angles: inout [DynamicsAngleConstraint],
                                lines: inout [DynamicsLineConstraint]) {
        guard let b = slot(of: attachment.first) else { return }
        let other = attachment.second.flatMap { slot(of: $0) }
        if attachment.second != nil && other == nil { return }
        // Body B is the first item; A is the second item or the anchor.
        let localB = DynamicsVector(attachment.firstOffset)
        let localA = other == nil ? DynamicsVector(attachment.anchorPoint) : DynamicsVector(attachment.secondOffset)
        let frequency = max(Double(attachment.frequency), 0), damping = min(max(Double(attachment.damping), 0), 1)
        switch attachment.joint {
        case .distance where Double(attachment.length) < 0.01:
            points.append(DynamicsPointConstraint(a: other, localA: localA, b: b, localB: localB, frequency: frequency, damping: damping))
        case .distance, .limit:
            var d = DynamicsDistanceConstraint(a: other, localA: localA, b: b, localB: localB, length: max(Double(attachment.length), 0))
            d.frequency = frequency; d.damping = damping
            if case .limit = attachment.joint { d.isRope = true }
            distances.append(d)
        case .pin:
            points.append(DynamicsPointConstraint(a: other, localA: localA, b: b, localB: localB))
        case .fixed:
            points.append(DynamicsPointConstraint(a: other, localA: localA, b: b, localB: localB))
            angles.append(DynamicsAngleConstraint(a: other, b: b, target: attachment.fixedAngle))
        case .sliding(let axis):
            let range = attachment.attachmentRange
            let lower = Double(min(range.minimum, range.maximum)), upper = Double(max(range.minimum, range.maximum))
            lines.append(DynamicsLineConstraint(b: b, anchor: DynamicsVector(attachment.anchorPoint), axis: axis,
                                                localB: localB, range: lower...upper))
            angles.append(DynamicsAngleConstraint(a: nil, b: b, target: attachment.fixedAngle))
        }
        if attachment.frictionTorque > 0 {
            angles.append(DynamicsAngleConstraint(a: other, b: b, target: 0, maxTorque: Double(attachment.frictionTorque)))
        }
    }

    /// Two shapes in contact (or about to be), with what the delegate is told of them.
    private struct ContactPair {
        let key: ContactKey
        let behavior: UICollisionBehavior
        let first: Int, second: Int?
        let identifier: (any NSCopying)?
        let point: CGPoint
    }

    /// One point of a pair's contact.
    private struct ContactPoint {
        var constraint: DynamicsContactConstraint
        let pair: Int
    }

    /// A body's bounds in the world for the broad phase: a circle around its shape.
    private struct Extent {
        let body: Int
        let minX: Double, maxX: Double
    }

    /// The contacts of this step: the items of each collision behaviour against each other and
    /// against its boundaries, as its mode says. Pairs of items are found by sweeping their
    /// extents along x (sorted by their left edges), so that items far apart cost nothing.
    private func contacts(_ behaviors: [UIDynamicBehavior], state: DynamicsState,
                          referenceBounds: CGRect) -> (pairs: [ContactPair], points: [ContactPoint]) {
        var pairs: [ContactPair] = []
        var points: [ContactPoint] = []
        func add(_ m: DynamicsManifold, key: ContactKey, behavior: UICollisionBehavior, a: Int?, b: Int,
                 first: Int, second: Int?, identifier: (any NSCopying)?, elasticity: Double, friction: Double) {
            pairs.append(ContactPair(key: key, behavior: behavior, first: first, second: second, identifier: identifier,
                                     point: m.points[0].point.point))
            for p in m.points {
                points.append(ContactPoint(constraint: DynamicsContactConstraint(
                    a: a, b: b, normal: m.normal, point: p.point, depth: p.depth, elasticity: elasticity, friction: friction),
                    pair: pairs.count - 1))
            }
        }
        // What the broad phase reads of the bodies, in arrays of values (not the bodies' objects).
        let radii = bodies.map(\.radius)
        var shapes = [DynamicsWorldShape?](repeating: nil, count: bodies.count)
        func shape(_ i: Int) -> DynamicsWorldShape {
            if let s = shapes[i] { return s }
            let s = bodies[i].worldShape(at: state.bodies[i].position, angle: state.bodies[i].angle)
            shapes[i] = s
            return s
        }
        for case let collision as UICollisionBehavior in behaviors {
            let members = collision.items.compactMap { slot(of: $0) }
            guard !members.isEmpty else { continue }
            let behaviorID = ObjectIdentifier(collision)
            if collision.collisionMode.contains(.items) && members.count > 1 {
                let extents = members.map { i -> Extent in
                    let reach = radii[i] + Self.margin(state.bodies[i], radius: radii[i])
                    return Extent(body: i, minX: state.bodies[i].position.x - reach, maxX: state.bodies[i].position.x + reach)
                }.sorted { $0.minX < $1.minX }
                for (n, e) in extents.enumerated() {
                    for f in extents[(n + 1)...] {
                        guard f.minX <= e.maxX else { break }
                        // Body A has the lower slot, so a pair's order does not depend on the sweep.
                        let i = min(e.body, f.body), j = max(e.body, f.body)
                        let a = state.bodies[i], b = state.bodies[j]
                        guard a.inverseMass > 0 || b.inverseMass > 0 else { continue }
                        let margin = DynamicsCollision.touchingDistance
                            + Self.step * (Self.reach(a, radius: radii[i]) + Self.reach(b, radius: radii[j]))
                        let limit = radii[i] + radii[j] + margin
                        guard (b.position - a.position).lengthSquared <= limit * limit,
                              let m = DynamicsCollision.collide(shape(i), shape(j), margin: margin) else { continue }
                        let key = ContactKey(behavior: behaviorID, first: ObjectIdentifier(bodies[i].item),
                                             second: ObjectIdentifier(bodies[j].item), boundary: nil)
                        add(m, key: key, behavior: collision, a: i, b: j, first: i, second: j, identifier: nil,
                            elasticity: max(bodies[i].elasticity, bodies[j].elasticity),
                            friction: (bodies[i].friction * bodies[j].friction).squareRoot())
                    }
                }
            }
            guard collision.collisionMode.contains(.boundaries) else { continue }
            var walls: [(shape: DynamicsWorldShape, identifier: (any NSCopying)?, serial: Int)] = []
            if collision.translatesReferenceBoundsIntoBoundary {
                for wall in Self.walls(around: referenceBounds.inset(by: collision.referenceBoundsInsets)) {
                    walls.append((.polygon(wall), nil, Self.referenceBounds))
                }
            }
            for boundary in collision.boundaries {
                for (p, q) in boundary.segments { walls.append((.polygon(DynamicsPolygon([p, q])), boundary.identifier, boundary.serial)) }
            }
            guard !walls.isEmpty else { continue }
            for i in members where state.bodies[i].inverseMass > 0 {
                let margin = Self.margin(state.bodies[i], radius: radii[i])
                for wall in walls {
                    guard let m = DynamicsCollision.collide(wall.shape, shape(i), margin: margin) else { continue }
                    let key = ContactKey(behavior: behaviorID, first: ObjectIdentifier(bodies[i].item), second: nil, boundary: wall.serial)
                    add(m, key: key, behavior: collision, a: nil, b: i, first: i, second: nil, identifier: wall.identifier,
                        elasticity: bodies[i].elasticity, friction: bodies[i].friction)
                }
            }
        }
        return (pairs, points)
    }

    /// How far a body can move in one step: its speed plus its turning at its outline.
    private static func reach(_ m: DynamicsState.Motion, radius: Double) -> Double {
        m.velocity.length + abs(m.angularVelocity) * radius
    }

    /// How far from a boundary a body may be and still make a contact this step: the touching
    /// distance plus what it can close in one step.
    private static func margin(_ m: DynamicsState.Motion, radius: Double) -> Double {
        DynamicsCollision.touchingDistance + step * reach(m, radius: radius)
    }

    /// Four thick walls just outside `rect`, so that a fast item cannot pass through an edge.
    static func walls(around rect: CGRect) -> [DynamicsPolygon] {
        let x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        let t = max(x1 - x0, y1 - y0, 100)
        func box(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> DynamicsPolygon {
            DynamicsPolygon([DynamicsVector(x: a, y: b), DynamicsVector(x: c, y: b), DynamicsVector(x: c, y: d), DynamicsVector(x: a, y: d)])
        }
        return [box(x0 - t, y0 - t, x1 + t, y0),   // above
                box(x0 - t, y1, x1 + t, y1 + t),   // below
                box(x0 - t, y0, x0, y1),           // left
                box(x1, y0, x1 + t, y1)]           // right
    }
}
