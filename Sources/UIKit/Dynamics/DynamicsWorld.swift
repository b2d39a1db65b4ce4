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
    private var leftover = 0.0
    /// The approach speeds of the contacts that closed a gap in the last step.
    private var closing: [ContactKey: Double] = [:]

    /// Contacts that touched at the end of the last step, for began/ended callbacks.
    private(set) var touching: [ContactKey: ContactRecord] = [:]

    struct ContactKey: Hashable {
        let behavior: ObjectIdentifier
        let first: ObjectIdentifier
        /// The other item, or nil for a boundary.
        let second: ObjectIdentifier?
        /// The boundary's identifier (`referenceBounds` for the reference view's edges).
        let boundary: AnyHashable?
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

    static let referenceBounds: AnyHashable = "reference bounds"

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

    private func step(_ behaviors: [UIDynamicBehavior], referenceBounds: CGRect, events: inout [ContactEvent]) {
        let h = Self.step
        // Forces.
        for behavior in behaviors {
            if let gravity = behavior as? UIGravityBehavior {
                let g = h * gravity.acceleration
                for item in gravity.items { if let body = body(for: item), body.inverseMass > 0 { body.velocity += g } }
            } else if let push = behavior as? UIPushBehavior, push.mode == .continuous, push.active {
                let f = push.force
                for item in push.items {
                    guard let body = body(for: item), body.inverseMass > 0 else { continue }
                    body.applyImpulse(h * f, at: DynamicsVector(push.targetOffsetFromCenter(for: item)).rotated(by: body.angle))
                }
            }
        }
        for body in bodies where body.inverseMass > 0 {
            body.velocity = (1 / (1 + h * body.resistance)) * body.velocity
            body.angularVelocity *= 1 / (1 + h * body.angularResistance)
        }

        // Constraints.
        var contacts = self.contacts(behaviors, referenceBounds: referenceBounds)
        var points: [DynamicsPointConstraint] = []
        var distances: [DynamicsDistanceConstraint] = []
        var angles: [DynamicsAngleConstraint] = []
        var lines: [DynamicsLineConstraint] = []
        for behavior in behaviors {
            if let snap = behavior as? UISnapBehavior, let body = body(for: snap.item), body.inverseMass > 0 {
                points.append(DynamicsPointConstraint(a: nil, localA: DynamicsVector(snap.snapPoint), b: body, localB: .zero,
                                                      frequency: UISnapBehavior.frequency, damping: snap.dampingRatio))
                angles.append(DynamicsAngleConstraint(a: nil, b: body, target: 0, frequency: UISnapBehavior.frequency,
                                                      damping: snap.dampingRatio))
            } else if let attachment = behavior as? UIAttachmentBehavior {
                addConstraints(of: attachment, points: &points, distances: &distances, angles: &angles, lines: &lines)
            }
        }
        for i in points.indices { points[i].prepare(step: h) }
        for i in distances.indices { distances[i].prepare(step: h) }
        for i in angles.indices { angles[i].prepare(step: h) }
        for i in lines.indices { lines[i].prepare(step: h) }
        for i in contacts.indices {
            contacts[i].constraint.prepare(step: h)
            if let speed = closing[contacts[i].key] { contacts[i].constraint.remember(approachSpeed: speed) }
        }
        for _ in 0..<Self.iterations {
            for i in points.indices { points[i].solve() }
            for i in distances.indices { distances[i].solve() }
            for i in angles.indices { angles[i].solve() }
            for i in lines.indices { lines[i].solve() }
            for i in contacts.indices { contacts[i].constraint.solve() }
        }
        for _ in 0..<Self.iterations {
            for i in contacts.indices { contacts[i].constraint.bounce() }
        }
        closing.removeAll(keepingCapacity: true)
        for contact in contacts where contact.constraint.isClosingGap {
            closing[contact.key] = min(closing[contact.key] ?? 0, contact.constraint.approachSpeed)
        }

        // Motion. A value that is not a number (a behaviour given NaN or infinity) stops the
        // item where it was instead of sending it nowhere.
        for body in bodies where body.inverseMass > 0 {
            if !body.allowsRotation { body.angularVelocity = 0 }
            let position = body.position + h * body.velocity, angle = body.angle + h * body.angularVelocity
            guard position.x.isFinite, position.y.isFinite, angle.isFinite else {
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
        }

        // Contacts that began and ended.
        var now: [ContactKey: ContactRecord] = [:]
        for contact in contacts where contact.constraint.touches && now[contact.key] == nil { now[contact.key] = contact.record }
        for (key, record) in now where touching[key] == nil { events.append(.began(record)) }
        for (key, record) in touching where now[key] == nil { events.append(.ended(record)) }
        touching = now
    }

    private func addConstraints(of attachment: UIAttachmentBehavior, points: inout [DynamicsPointConstraint],
                                distances: inout [DynamicsDistanceConstraint], angles: inout [DynamicsAngleConstraint],
                                lines: inout [DynamicsLineConstraint]) {
        guard let b = body(for: attachment.first) else { return }
        let other = attachment.second.flatMap { body(for: $0) }
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

    private struct Contact {
        var constraint: DynamicsContactConstraint
        let key: ContactKey
        let record: ContactRecord
    }

    /// The contacts of this step: the items of each collision behaviour against each other and
    /// against its boundaries, as its mode says.
    private func contacts(_ behaviors: [UIDynamicBehavior], referenceBounds: CGRect) -> [Contact] {
        var result: [Contact] = []
        for case let collision as UICollisionBehavior in behaviors {
            let members = collision.items.compactMap { body(for: $0) }
            guard !members.isEmpty else { continue }
            let shapes = members.map(\.worldShape)
            let behaviorID = ObjectIdentifier(collision)
            if collision.collisionMode.contains(.items) {
                for i in members.indices {
                    for j in members.indices where j > i {
                        let a = members[i], b = members[j]
                        guard a.inverseMass > 0 || b.inverseMass > 0,
                              let m = DynamicsCollision.collide(shapes[i], shapes[j], margin: Self.margin(a, b)) else { continue }
                        let key = ContactKey(behavior: behaviorID, first: ObjectIdentifier(a.item), second: ObjectIdentifier(b.item), boundary: nil)
                        let record = ContactRecord(behavior: collision, first: a.item, second: b.item, identifier: nil,
                                                   point: m.points[0].point.point)
                        for p in m.points {
                            result.append(Contact(constraint: DynamicsContactConstraint(
                                a: a, b: b, normal: m.normal, point: p.point, depth: p.depth,
                                elasticity: max(a.elasticity, b.elasticity), friction: (a.friction * b.friction).squareRoot()),
                                key: key, record: record))
                        }
                    }
                }
            }
            guard collision.collisionMode.contains(.boundaries) else { continue }
            var walls: [(shape: DynamicsWorldShape, identifier: (any NSCopying)?, key: AnyHashable)] = []
            if collision.translatesReferenceBoundsIntoBoundary {
                for wall in Self.walls(around: referenceBounds.inset(by: collision.referenceBoundsInsets)) {
                    walls.append((.polygon(wall), nil, Self.referenceBounds))
                }
            }
            for boundary in collision.boundaries {
                let key = UICollisionBehavior.key(of: boundary.identifier)
                for (p, q) in boundary.segments { walls.append((.polygon(DynamicsPolygon([p, q])), boundary.identifier, key)) }
            }
            for (i, body) in members.enumerated() where body.inverseMass > 0 {
                for wall in walls {
                    guard let m = DynamicsCollision.collide(wall.shape, shapes[i], margin: Self.margin(body, nil)) else { continue }
                    let key = ContactKey(behavior: behaviorID, first: ObjectIdentifier(body.item), second: nil, boundary: wall.key)
                    let record = ContactRecord(behavior: collision, first: body.item, second: nil, identifier: wall.identifier,
                                               point: m.points[0].point.point)
                    for p in m.points {
                        result.append(Contact(constraint: DynamicsContactConstraint(
                            a: nil, b: body, normal: m.normal, point: p.point, depth: p.depth,
                            elasticity: body.elasticity, friction: body.friction),
                            key: key, record: record))
                    }
                }
            }
        }
        return result
    }

    /// How far apart two bodies may be and still make a contact this step: the touching
    /// distance plus what they can close in one step.
    static func margin(_ a: DynamicsBody, _ b: DynamicsBody?) -> Double {
        func reach(_ body: DynamicsBody) -> Double { body.velocity.length + abs(body.angularVelocity) * body.radius }
        return DynamicsCollision.touchingDistance + step * (reach(a) + (b.map(reach) ?? 0))
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
