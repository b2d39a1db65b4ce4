import Foundation

/// An amount to move a position by: positive `horizontal` is to the right, positive `vertical`
/// is down.
///
///     let nudge = UIOffset(horizontal: 4, vertical: -2)
///
/// A motion effect's viewer offset is one: each component runs from −1 to 1 (see
/// `UIMotionEffect.keyPathsAndRelativeValues(forViewerOffset:)`).
public struct UIOffset: Equatable, Hashable, Sendable {
    /// The horizontal distance (positive to the right).
    public var horizontal: CGFloat
    /// The vertical distance (positive downwards).
    public var vertical: CGFloat

    /// Creates an offset of zero.
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// Creates an offset with the given components.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The offset that moves nothing.
    public static let zero = UIOffset()
}
