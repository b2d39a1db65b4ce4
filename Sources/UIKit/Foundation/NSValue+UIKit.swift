import Foundation

// `NSValue` boxes of UIKit's geometry structures, as UIKit declares them on iOS. Like the Core
// Graphics ones (`NSValue+CoreGraphics.swift`), each reports Apple's `@encode` string as its
// `objCType`; reading a box as another type gives the zero value.

extension NSValue {
    /// Creates a value object containing the specified edge insets.
    ///
    ///     let value = NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    ///     value.uiEdgeInsetsValue.left   // 2
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(replacingWith: StructValue(insets, encoding: ObjCEncoding.uiEdgeInsets).asNSValue(of: Self.self))
    }

    /// The edge insets the value holds (`.zero` if it holds something else).
    public var uiEdgeInsetsValue: UIEdgeInsets {
        structValue(encoding: ObjCEncoding.uiEdgeInsets, zero: UIEdgeInsets.zero)
    }

    /// Creates a value object containing the specified directional edge insets.
    public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
        self.init(replacingWith: StructValue(insets, encoding: ObjCEncoding.directionalEdgeInsets).asNSValue(of: Self.self))
    }

    /// The directional edge insets the value holds (`.zero` if it holds something else).
    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets {
        structValue(encoding: ObjCEncoding.directionalEdgeInsets, zero: NSDirectionalEdgeInsets.zero)
    }

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
    /// `@encode(UIEdgeInsets)`: top, left, bottom, right.
    static let uiEdgeInsets: StaticString = "{UIEdgeInsets=dddd}"
    /// `@encode(NSDirectionalEdgeInsets)`: top, leading, bottom, trailing.
    static let directionalEdgeInsets: StaticString = "{NSDirectionalEdgeInsets=dddd}"
    /// `@encode(UIOffset)`: horizontal, vertical.
    static let uiOffset: StaticString = "{UIOffset=dd}"
}
