import Foundation

/// The shape a dynamic item collides as.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    /// The item's bounds, turned with it (the default).
    case rectangle = 0
    /// The ellipse inscribed in the item's bounds.
    case ellipse = 1
    /// The item's `collisionBoundingPath`: a convex polygon whose point (0, 0) is the item's
    /// centre.
    case path = 2
}

/// An object a dynamic animator moves: its `center` and `transform` are written by the
/// animator, its `bounds` give its size (and, with its density, its mass). `UIView` adopts it;
/// any `NSObject` with these three properties can, to animate a value with physics.
///
/// Porting: `collisionBoundsType` and `collisionBoundingPath` are optional requirements on iOS;
/// here they have defaults (the rectangle, an empty path) that an adopter may replace. A
/// `UIView` subclass overrides them as on iOS (`override var collisionBoundsType`).
@preconcurrency @MainActor
public protocol UIDynamicItem: NSObjectProtocol {
    /// The item's position in the reference view's coordinates, read when the item joins an
    /// animator and written by it on every step.
    var center: CGPoint { get set }
    /// The item's size (its origin is not used).
    var bounds: CGRect { get }
    /// The item's rotation, written by the animator as `CGAffineTransform(rotationAngle:)`.
    var transform: CGAffineTransform { get set }
    /// The shape the item collides as (default `.rectangle`).
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// The polygon the item collides as when `collisionBoundsType` is `.path`.
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    public var collisionBoundingPath: UIBezierPath { UIBezierPath() }
}

extension UIView: UIDynamicItem {}

/// A range of values (the travel an attachment allows).
public struct UIFloatRange: Equatable, Hashable, Sendable {
    public var minimum: CGFloat
    public var maximum: CGFloat

    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    public init() { self.init(minimum: 0, maximum: 0) }

    /// The range from 0 to 0.
    public static let zero = UIFloatRange(minimum: 0, maximum: 0)
    /// The range from −∞ to ∞.
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    /// Whether the range is −∞ to ∞.
    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}
