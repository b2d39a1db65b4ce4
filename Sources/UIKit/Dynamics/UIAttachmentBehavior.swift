import Foundation

/// Joins an item to a point or to another item: a rod of `length` (`frequency` 0, the default),
/// or a spring (`frequency` in hertz, `damping` from 0 to 1). The point of the item is at
/// `offsetFromCenter` in its own, unturned coordinates, so an item held off its centre swings
/// and tilts as it is pulled — the way a photo follows a finger that grabbed its corner.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What the attachment joins.
    public enum AttachmentType: Int, Sendable {
        /// Two items.
        case items = 0
        /// An item and a point.
        case anchor = 1
    }

    /// The kind of joint: a rod or spring keeping `length`, or one of the iOS 9 joints.
    enum Joint {
        case distance
        /// A rope: `length` is the most the points may be apart.
        case limit
        /// The two points kept together and the angle between the items fixed.
        case fixed
        /// The two points kept together, the items free to turn.
        case pin
        /// The item moves only along `axis` through the anchor and does not turn.
        case sliding(axis: DynamicsVector)
    }

    let first: any UIDynamicItem
    let second: (any UIDynamicItem)?
    let firstOffset: UIOffset
    let secondOffset: UIOffset
    let joint: Joint
    /// The first item's angle less the second's (or its own, attached to a point) when made:
    /// what a fixed or sliding attachment keeps.
    let fixedAngle: Double

    /// Whether it joins two items or an item and a point.
    public let attachedBehaviorType: AttachmentType

    /// The point the item is attached to, in the reference view's coordinates (for an
    /// attachment to an anchor; moving it drags the item).
    open var anchorPoint: CGPoint { didSet { behaviorDidChange() } }
    /// The distance kept between the two points (default: their distance when made).
    open var length: CGFloat { didSet { behaviorDidChange() } }
    /// The damping ratio of the spring, from 0 to 1 (default 0; no effect while `frequency` is 0).
    open var damping: CGFloat = 0 { didSet { behaviorDidChange() } }
    /// The spring's frequency in hertz; 0 (the default) makes the attachment rigid.
    open var frequency: CGFloat = 0 { didSet { behaviorDidChange() } }
    /// The torque that resists the item turning about the attachment (default 0).
    open var frictionTorque: CGFloat = 0 { didSet { behaviorDidChange() } }
    /// How far a sliding attachment lets the item travel from the anchor along its axis
    /// (default infinite).
    open var attachmentRange: UIFloatRange = .infinite { didSet { behaviorDidChange() } }

    fileprivate init(first: any UIDynamicItem, firstOffset: UIOffset, second: (any UIDynamicItem)?, secondOffset: UIOffset,
                 anchor: CGPoint, joint: Joint) {
        self.first = first
        self.second = second
        self.firstOffset = firstOffset
        self.secondOffset = secondOffset
        self.joint = joint
        attachedBehaviorType = second == nil ? .anchor : .items
        anchorPoint = anchor
        let a = Self.worldPoint(of: first, offset: firstOffset)
        let b = second.map { Self.worldPoint(of: $0, offset: secondOffset) } ?? DynamicsVector(anchor)
        length = CGFloat((b - a).length)
        func angle(_ item: any UIDynamicItem) -> Double { atan2(Double(item.transform.b), Double(item.transform.a)) }
        fixedAngle = angle(first) - (second.map(angle) ?? 0)
        super.init()
    }

    /// Attaches the centre of `item` to `point`.
    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Attaches the point of `item` at `offset` from its centre to `point`.
    public convenience init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        self.init(first: item, firstOffset: offset, second: nil, secondOffset: .zero, anchor: point, joint: .distance)
    }

    /// Attaches the centres of two items.
    public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Attaches the point of `item1` at `offset1` from its centre to that of `item2` at `offset2`.
    public convenience init(item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
                            attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset) {
        self.init(first: item1, firstOffset: offset1, second: item2, secondOffset: offset2, anchor: .zero, joint: .distance)
    }

    // The four joints of iOS 9 return `UIAttachmentBehavior` here where iOS declares `Self`
    // (a subclass calling them gets the base class): their initializer is not public.

    /// An item that slides along `axis` through `point` without turning.
    open class func slidingAttachment(with item: any UIDynamicItem, attachmentAnchor point: CGPoint,
                                      axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        return UIAttachmentBehavior(first: item, firstOffset: offset(of: point, in: item),
                    second: nil, secondOffset: .zero, anchor: point, joint: .sliding(axis: DynamicsVector(axis).normalized))
    }

    /// Two items whose points at `point` are kept at most their present distance apart (a rope).
    open class func limitAttachment(with item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
                                    attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset) -> UIAttachmentBehavior {
        UIAttachmentBehavior(first: item1, firstOffset: offset1, second: item2, secondOffset: offset2, anchor: .zero, joint: .limit)
    }

    /// Two items joined rigidly at `point`: they move and turn as one.
    open class func fixedAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                    attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        let (o1, o2) = offsets(of: point, in: item1, item2)
        return UIAttachmentBehavior(first: item1, firstOffset: o1, second: item2, secondOffset: o2, anchor: point, joint: .fixed)
    }

    /// Two items pinned together at `point`, each free to turn about it.
    open class func pinAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                  attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        let (o1, o2) = offsets(of: point, in: item1, item2)
        return UIAttachmentBehavior(first: item1, firstOffset: o1, second: item2, secondOffset: o2, anchor: point, joint: .pin)
    }

    /// The items attached (one or two).
    open var items: [any UIDynamicItem] { second.map { [first, $0] } ?? [first] }

    override var ownItems: [any UIDynamicItem] { items }

    /// A point given in the reference view as offsets in the two items' own, unturned coordinates.
    private static func offsets(of point: CGPoint, in item1: any UIDynamicItem, _ item2: any UIDynamicItem) -> (UIOffset, UIOffset) {
        (offset(of: point, in: item1), offset(of: point, in: item2))
    }

    /// A point given in the reference view as an offset in the item's own, unturned coordinates.
    private static func offset(of point: CGPoint, in item: any UIDynamicItem) -> UIOffset {
        let angle = atan2(Double(item.transform.b), Double(item.transform.a))
        let d = (DynamicsVector(point) - DynamicsVector(item.center)).rotated(by: -angle)
        return UIOffset(horizontal: CGFloat(d.x), vertical: CGFloat(d.y))
    }

    /// Where the point at `offset` of `item` is now, in the reference view.
    static func worldPoint(of item: any UIDynamicItem, offset: UIOffset) -> DynamicsVector {
        let angle = atan2(Double(item.transform.b), Double(item.transform.a))
        return DynamicsVector(item.center) + DynamicsVector(offset).rotated(by: angle)
    }
}
