import Foundation

/// A force on its items, applied continuously or once as an impulse. A magnitude of 1.0 is
/// UIKit's newton: it accelerates a 100 × 100-point item of density 1 at 100 points per second²
/// (continuous), or changes its velocity by 100 points per second (instantaneous).
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
    /// How the force is applied.
    public enum Mode: Int, Sendable {
        /// A force applied on every step while `active`.
        case continuous = 0
        /// An impulse applied once when the behaviour becomes active; `active` is then false.
        case instantaneous = 1
    }

    /// The force for a magnitude of 1.0 (on a mass of 1, points per second²).
    static let newton = 100.0

    private var list: DynamicItemList
    private var offsets: [ObjectIdentifier: UIOffset] = [:]
    /// The behaviour's mode, fixed at creation.
    public let mode: Mode

    /// Whether the force acts (default true). An instantaneous push becomes inactive once it has
    /// been applied; set it to true again to push again.
    open var active = true { didSet { if active != oldValue { behaviorDidChange() } } }

    /// The direction and strength of the force (default (0, 0): no force).
    open var pushDirection = CGVector.zero { didSet { behaviorDidChange() } }

    /// A push behaviour acting on `items`.
    public init(items: [any UIDynamicItem], mode: Mode) {
        list = DynamicItemList(items)
        self.mode = mode
        super.init()
    }

    /// The items pushed.
    open var items: [any UIDynamicItem] { list.items }

    open func addItem(_ item: any UIDynamicItem) {
        if list.add(item) { dynamicAnimator?.behaviorsChanged() }
    }

    open func removeItem(_ item: any UIDynamicItem) {
        if list.remove(item) {
            offsets[ObjectIdentifier(item)] = nil
            dynamicAnimator?.behaviorsChanged()
        }
    }

    /// The direction of `pushDirection` in radians, clockwise from the positive x axis.
    open var angle: CGFloat {
        get { pushDirection.direction }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The length of `pushDirection`.
    open var magnitude: CGFloat {
        get { pushDirection.length }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the direction and strength at once.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(angle: angle, length: magnitude)
    }

    /// Applies the force to `item` at `offset` from its centre (in the item's own, unturned
    /// coordinates), which also turns it; the default is the centre.
    open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: any UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = offset
        behaviorDidChange()
    }

    /// Where the force is applied to `item`, from its centre.
    open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    override var ownItems: [any UIDynamicItem] { list.items }

    /// The force (continuous) or impulse (instantaneous) in mass × points per second² (or per
    /// second).
    var force: DynamicsVector { Self.newton * DynamicsVector(pushDirection) }

    /// Marks an instantaneous push as applied.
    func didApplyImpulse() { active = false }
}
