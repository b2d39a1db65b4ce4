import Foundation

/// Inset distances for the sides of a rectangle; positive values shrink it.
///
///     let content = bounds.inset(by: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    /// The inset at the top.
    public var top: CGFloat
    /// The inset on the left.
    public var left: CGFloat
    /// The inset at the bottom.
    public var bottom: CGFloat
    /// The inset on the right.
    public var right: CGFloat

    /// Creates insets of zero.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// Creates insets with the given distances.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of zero on every side.
    public static let zero = UIEdgeInsets()
}

/// Inset distances that follow the layout direction: `leading` is the left in left-to-right
/// layouts (the only direction this toolkit lays out).
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    /// The inset at the top.
    public var top: CGFloat
    /// The inset on the leading side.
    public var leading: CGFloat
    /// The inset at the bottom.
    public var bottom: CGFloat
    /// The inset on the trailing side.
    public var trailing: CGFloat

    /// Creates insets of zero.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Creates insets with the given distances.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of zero on every side.
    public static let zero = NSDirectionalEdgeInsets()
}

extension CGRect {
    /// The rectangle with each side moved inwards by the matching inset (outwards when negative).
    ///
    /// As in UIKit the result is standardized first; when the insets exceed the size, the width
    /// or height is negative and the rectangle is empty.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        let r = standardized
        return CGRect(x: r.origin.x + insets.left, y: r.origin.y + insets.top,
                      width: r.size.width - insets.left - insets.right,
                      height: r.size.height - insets.top - insets.bottom)
    }
}

/// The corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates a set of corners from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner (minimum x and y).
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners = UIRectCorner(rawValue: ~0)
}
