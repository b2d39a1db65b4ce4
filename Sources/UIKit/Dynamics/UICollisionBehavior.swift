import Foundation

/// Makes its items collide with each other and with boundaries: the reference view's edges
/// (`translatesReferenceBoundsIntoBoundary`), lines and paths given by identifier. Items of
/// different collision behaviours pass through each other. The delegate hears when contacts
/// begin and end.
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    /// What the items collide with.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Each other.
        public static let items = Mode(rawValue: 1 << 0)
        /// The boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// Both (the default).
        public static let everything: Mode = [.items, .boundaries]
    }

    /// A boundary given by identifier: the segments of a line or a path, in the reference view.
    struct Boundary {
        let identifier: any NSCopying
        let path: UIBezierPath
        let segments: [(DynamicsVector, DynamicsVector)]
        /// A number no other boundary of the behaviour has had: a boundary added again under
        /// the same identifier is a new one (its contacts begin again).
        let serial: Int
    }

    private var boundarySerials = 0

    private var list: DynamicItemList
    private(set) var boundaries: [Boundary] = []

    /// What the items collide with (default `.everything`).
    open var collisionMode: Mode = .everything { didSet { behaviorDidChange() } }
    /// Whether the reference view's bounds are a boundary (default false).
    open var translatesReferenceBoundsIntoBoundary = false { didSet { behaviorDidChange() } }
    /// How far inside the reference view's bounds that boundary lies.
    private(set) var referenceBoundsInsets: UIEdgeInsets = .zero
    /// Told when items touch each other or a boundary, and when they part.
    open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?

    /// A collision behaviour for `items`.
    public init(items: [any UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    public override convenience init() { self.init(items: []) }

    /// The items that collide.
    open var items: [any UIDynamicItem] { list.items }

    open func addItem(_ item: any UIDynamicItem) {
        if list.add(item) { dynamicAnimator?.behaviorsChanged() }
    }

    open func removeItem(_ item: any UIDynamicItem) {
        if list.remove(item) { dynamicAnimator?.behaviorsChanged() }
    }

    /// Makes the reference view's bounds, inset by `insets`, a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceBoundsInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// Adds (or replaces) a boundary along the lines and curves of `bezierPath`, in the
    /// reference view's coordinates.
    open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
        let segments = Self.segments(of: bezierPath)
        if segments.isEmpty {
            Self.warn("addBoundary(withIdentifier:for:): the path of \(identifier) has no lines or curves; the boundary is empty")
        }
        setBoundary(Boundary(identifier: identifier, path: bezierPath, segments: segments, serial: nextSerial()))
    }

    /// Adds (or replaces) a boundary along the line from `p1` to `p2`.
    open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        setBoundary(Boundary(identifier: identifier, path: path, segments: [(DynamicsVector(p1), DynamicsVector(p2))], serial: nextSerial()))
    }

    /// The path of the boundary with `identifier`, or nil.
    open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
        boundaries.first { Self.same($0.identifier, identifier) }?.path
    }

    /// Removes the boundary with `identifier`.
    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        boundaries.removeAll { Self.same($0.identifier, identifier) }
        behaviorDidChange()
    }

    /// The identifiers of the boundaries added by identifier (nil when there are none).
    open var boundaryIdentifiers: [any NSCopying]? {
        boundaries.isEmpty ? nil : boundaries.map(\.identifier)
    }

    /// Removes every boundary added by identifier (not the reference bounds).
    open func removeAllBoundaries() {
        boundaries.removeAll()
        behaviorDidChange()
    }

    override var ownItems: [any UIDynamicItem] { list.items }

    private func nextSerial() -> Int {
        boundarySerials += 1
        return boundarySerials
    }

    private func setBoundary(_ boundary: Boundary) {
        boundaries.removeAll { Self.same($0.identifier, boundary.identifier) }
        boundaries.append(boundary)
        behaviorDidChange()
    }

    /// Whether two identifiers are equal, as `isEqual(_:)` says (`==` for other hashable values).
    static func same(_ a: any NSCopying, _ b: any NSCopying) -> Bool {
        key(of: a) == key(of: b)
    }

    /// An identifier as a dictionary key: objects by `isEqual(_:)` and `hash`, other hashable
    /// values by `==`, anything else by identity.
    static func key(of identifier: any NSCopying) -> AnyHashable {
        if let object = identifier as? NSObject { return AnyHashable(object) }
        if let value = identifier as? AnyHashable { return value }
        return AnyHashable(ObjectIdentifier(identifier as AnyObject))
    }

    /// The straight pieces of a path: its lines, and its curves in 16 pieces each.
    static func segments(of path: UIBezierPath) -> [(DynamicsVector, DynamicsVector)] {
        var result: [(DynamicsVector, DynamicsVector)] = []
        var start = DynamicsVector.zero, current = DynamicsVector.zero
        for element in path.cgPath.elements {
            switch element {
            case .move(let p):
                start = DynamicsVector(p); current = start
            case .line(let p):
                let next = DynamicsVector(p)
                if next != current { result.append((current, next)) }
                current = next
            case .curve(let c1, let c2, let p):
                let p0 = current, p1 = DynamicsVector(c1), p2 = DynamicsVector(c2), p3 = DynamicsVector(p)
                for i in 1...16 {
                    let t = Double(i) / 16, u = 1 - t
                    let next = (u * u * u) * p0 + (3 * u * u * t) * p1 + (3 * u * t * t) * p2 + (t * t * t) * p3
                    result.append((current, next))
                    current = next
                }
            case .close:
                if current != start { result.append((current, start)) }
                current = start
            }
        }
        return result
    }
}

/// What a collision behaviour tells of contacts. Every method is optional (a default that does
/// nothing).
///
/// Porting: iOS calls these as optional requirements; here they have defaults.
@preconcurrency @MainActor
public protocol UICollisionBehaviorDelegate: NSObjectProtocol {
    /// Two items began to touch at `p`.
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
                           with item2: any UIDynamicItem, at p: CGPoint)
    /// Two items stopped touching.
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
                           with item2: any UIDynamicItem)
    /// An item began to touch a boundary at `p`; the reference bounds have a nil identifier.
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
    /// An item stopped touching a boundary.
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension UICollisionBehaviorDelegate {
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
                                  with item2: any UIDynamicItem, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
                                  with item2: any UIDynamicItem) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                                  withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
                                  withBoundaryIdentifier identifier: (any NSCopying)?) {}
}
