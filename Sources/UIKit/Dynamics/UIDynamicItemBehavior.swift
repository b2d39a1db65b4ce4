import Foundation

/// The physical properties of its items — bounce, friction, density, damping, whether they
/// turn or move at all — and a way to give them a velocity, typically a gesture's at its end
/// (`addLinearVelocity(pan.velocity(in: view), for: item)`). Items no such behaviour names
/// have the defaults. When several name an item, the one added last wins.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    private var list: DynamicItemList

    /// The bounce of collisions, from 0 (none, the default) to 1 (fully elastic).
    open var elasticity: CGFloat = 0 { didSet { propertiesDidChange() } }
    /// The friction between items that slide along each other or a boundary (default 0).
    open var friction: CGFloat = 0 { didSet { propertiesDidChange() } }
    /// The density, with the area giving the mass (default 1: a 100 × 100-point item weighs 1).
    open var density: CGFloat = 1 { didSet { propertiesDidChange() } }
    /// Damping of the linear velocity, from 0 (none, the default) up: the velocity shrinks by
    /// `1 / (1 + resistance · t)` over a step of `t` seconds.
    open var resistance: CGFloat = 0 { didSet { propertiesDidChange() } }
    /// Damping of the angular velocity, as `resistance` (default 0).
    open var angularResistance: CGFloat = 0 { didSet { propertiesDidChange() } }
    /// The charge an electric or magnetic field acts on (default 0; kept, no field acts here).
    open var charge: CGFloat = 0 { didSet { propertiesDidChange() } }
    /// Whether the items stay where they are: they still collide, as fixed obstacles
    /// (default false).
    open var isAnchored = false { didSet { propertiesDidChange() } }
    /// Whether the items may turn (default true).
    open var allowsRotation = true { didSet { propertiesDidChange() } }

    /// A behaviour giving `items` these properties.
    public init(items: [any UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    public override convenience init() { self.init(items: []) }

    /// The items with these properties.
    open var items: [any UIDynamicItem] { list.items }

    open func addItem(_ item: any UIDynamicItem) {
        if list.add(item) { dynamicAnimator?.behaviorsChanged() }
    }

    open func removeItem(_ item: any UIDynamicItem) {
        if list.remove(item) { dynamicAnimator?.behaviorsChanged() }
    }

    /// Adds `velocity` (points per second) to the item's linear velocity. Before the behaviour
    /// is in an animator, the velocity waits and is added when it joins.
    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        guard list.contains(item) else {
            return Self.warn("addLinearVelocity(_:for:): \(type(of: item)) is not an item of this behaviour; nothing is added")
        }
        if let animator = dynamicAnimator {
            animator.addVelocity(DynamicsVector(velocity), angular: 0, to: item)
        } else {
            pending.append((ObjectIdentifier(item), DynamicsVector(velocity), 0))
        }
    }

    /// The item's linear velocity in points per second (zero when it is in no animator).
    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
        dynamicAnimator?.velocity(of: item)?.linear.point ?? .zero
    }

    /// Adds `velocity` (radians per second, clockwise) to the item's angular velocity.
    open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
        guard list.contains(item) else {
            return Self.warn("addAngularVelocity(_:for:): \(type(of: item)) is not an item of this behaviour; nothing is added")
        }
        if let animator = dynamicAnimator {
            animator.addVelocity(.zero, angular: Double(velocity), to: item)
        } else {
            pending.append((ObjectIdentifier(item), .zero, Double(velocity)))
        }
    }

    /// The item's angular velocity in radians per second.
    open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
        CGFloat(dynamicAnimator?.velocity(of: item)?.angular ?? 0)
    }

    /// Velocities added before the behaviour was in an animator.
    var pending: [(item: ObjectIdentifier, linear: DynamicsVector, angular: Double)] = []

    override var ownItems: [any UIDynamicItem] { list.items }

    /// A property changed: the items' bodies take it at once (their mass, their bounce…).
    private func propertiesDidChange() { dynamicAnimator?.behaviorsChanged() }
}
