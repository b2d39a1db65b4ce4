/// The word that lets Core Foundation recognise a Swift object stored as an attribute value.
///
/// swift-corelibs-foundation keeps an `NSAttributedString`'s attributes in Core Foundation
/// dictionaries, and Core Foundation compares two values (`CFEqual`, when `addAttribute(_:value:range:)`
/// meets an existing value for the key, and whenever neighbouring runs are merged: `copy()`,
/// `mutableCopy()`, `append(_:)`, `setAttributes(_:range:)`) by first reading the type ID in bits
/// 8–17 of the word 16 bytes into the object, where a Core Foundation object keeps its header. A
/// Swift object whose type ID there is not that of a Core Foundation class is sent to Swift's
/// `isEqual(_:)`/`hash`; a type ID of 0 is Core Foundation's "not a type", whose callbacks halt
/// the process. Foundation's own bridged classes store a header there; a plain `NSObject`
/// subclass has its first stored property there (or, without one, whatever the allocator left
/// after the object), so whether it halts depended on that property's value.
///
/// Declared as the first stored property of an `NSObject` subclass (nothing else before it, in
/// that class or a superclass other than `NSObject`, which has no stored properties), this puts
/// Core Foundation's generic type ID (`_kCFRuntimeIDCFType`, 1) there: never the class of a Swift
/// object, so comparisons always go to Swift's `isEqual(_:)`. `UIFont`, `UIColor` and
/// `NSParagraphStyle` declare it.
struct AttributeValueHeader: Sendable {
    /// Type ID 1 in bits 8–17; flags and retain-count bits, which Core Foundation does not read
    /// for a Swift object (Swift retains it), zero.
    private let word: UInt64 = 1 << 8

    init() {}

}
