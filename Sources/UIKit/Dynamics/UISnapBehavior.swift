import Foundation

/// Pulls one item to a point with a damped spring: it overshoots and wobbles by `damping`
/// (0.5 by default) and settles there, upright.
///
/// Apple documents the point and the damping; here the spring has a frequency of 3 Hz (so the
/// item is there in about half a second at the default damping) and also brings the item's
/// angle back to 0 with the same spring, as a snapped view settles upright on iOS.
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
    /// The spring's frequency in hertz.
    static let frequency = 3.0

    let item: any UIDynamicItem
    /// Where the item's centre settles.
    open var snapPoint: CGPoint { didSet { behaviorDidChange() } }
    /// How much the item oscillates before it settles, from 0 (the most) to 1 (the least;
    /// default 0.5).
    open var damping: CGFloat = 0.5 { didSet { behaviorDidChange() } }

    /// A snap of `item` to `point` (in the reference view's coordinates).
    public init(item: any UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    override var ownItems: [any UIDynamicItem] { [item] }

    /// The damping ratio of the spring, `damping` kept within 0…1.
    var dampingRatio: Double { min(max(Double(damping), 0), 1) }
}
