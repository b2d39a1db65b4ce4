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

extension NSValue {
    /// Creates a value object containing the specified offset.
    ///
    ///     let value = NSValue(uiOffset: UIOffset(horizontal: 3, vertical: 4))
    ///     value.uiOffsetValue.vertical   // 4
    public convenience init(uiOffset offset: UIOffset) {
        self.init(replacingWith: StructValue(offset, encoding: ObjCEncoding.uiOffset).asNSValue(of: Self.self))
    }

    /// The offset the value holds (`.zero` if it holds something else).
    public var uiOffsetValue: UIOffset {
        structValue(encoding: ObjCEncoding.uiOffset, zero: UIOffset.zero)
    }
}

extension ObjCEncoding {
    /// `@encode(UIOffset)`: horizontal, vertical.
    static let uiOffset: StaticString = "{UIOffset=dd}"
}
