import Foundation

/// A constant acceleration of its items: by default 1,000 points per second² straight down
/// (`gravityDirection` (0, 1), a magnitude of 1.0 — UIKit's "standard gravity").
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    private var list: DynamicItemList
    /// The acceleration for a magnitude of 1.0, in points per second².
    static let standardAcceleration = 1000.0

    /// The direction and strength of the gravity: a vector of length 1 is 1,000 points per
    /// second² (default (0, 1): down).
    open var gravityDirection = CGVector(dx: 0, dy: 1) { didSet { behaviorDidChange() } }

    /// A gravity behaviour acting on `items`.
    public init(items: [any UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    public override convenience init() { self.init(items: []) }

    /// The items gravity acts on.
    open var items: [any UIDynamicItem] { list.items }

    open func addItem(_ item: any UIDynamicItem) {
        if list.add(item) { dynamicAnimator?.behaviorsChanged() }
    }

    open func removeItem(_ item: any UIDynamicItem) {
        if list.remove(item) { dynamicAnimator?.behaviorsChanged() }
    }

    /// The direction of `gravityDirection` in radians, clockwise from the positive x axis
    /// (down is π/2). Setting it keeps the magnitude.
    open var angle: CGFloat {
        get { gravityDirection.direction }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The length of `gravityDirection`. Setting it keeps the angle.
    open var magnitude: CGFloat {
        get { gravityDirection.length }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the direction and strength at once.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(angle: angle, length: magnitude)
    }

    override var ownItems: [any UIDynamicItem] { list.items }

    /// The acceleration in points per second².
    var acceleration: DynamicsVector { Self.standardAcceleration * DynamicsVector(gravityDirection) }
}
