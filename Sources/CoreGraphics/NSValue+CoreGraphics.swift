import Foundation

// `NSValue` boxes of the Core Graphics structures, as UIKit declares them on iOS
// (`NSValue(cgPoint:)`, `cgPointValue` …). Each box reports Apple's `@encode` string as its
// `objCType`, so a value made one way reads back the other: `NSValue(point:)` (Foundation's)
// and `NSValue(cgPoint:)` hold the same thing. Reading a box as another type gives the zero
// value (Apple's gives whatever bytes happen to be there).

extension NSValue {
    /// Creates a value object containing the specified point.
    ///
    ///     let value = NSValue(cgPoint: CGPoint(x: 10, y: 20))
    ///     value.cgPointValue   // (10, 20)
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }

    /// The point the value holds (`.zero` if it holds something else).
    public var cgPointValue: CGPoint { structValue(encoding: ObjCEncoding.cgPoint, zero: CGPoint.zero) }

    /// Creates a value object containing the specified size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    /// The size the value holds (`.zero` if it holds something else).
    public var cgSizeValue: CGSize { structValue(encoding: ObjCEncoding.cgSize, zero: CGSize.zero) }

    /// Creates a value object containing the specified rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// The rectangle the value holds (`.zero` if it holds something else).
    public var cgRectValue: CGRect { structValue(encoding: ObjCEncoding.cgRect, zero: CGRect.zero) }

    /// Creates a value object containing the specified vector.
    public convenience init(cgVector vector: CGVector) {
        self.init(replacingWith: StructValue(vector, encoding: ObjCEncoding.cgVector).asNSValue(of: Self.self))
    }

    /// The vector the value holds (`.zero` if it holds something else).
    public var cgVectorValue: CGVector { structValue(encoding: ObjCEncoding.cgVector, zero: CGVector.zero) }

    /// Creates a value object containing the specified affine transform.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(replacingWith: StructValue(transform, encoding: ObjCEncoding.cgAffineTransform).asNSValue(of: Self.self))
    }

    /// The affine transform the value holds (all entries zero if it holds something else).
    public var cgAffineTransformValue: CGAffineTransform {
        structValue(encoding: ObjCEncoding.cgAffineTransform, zero: CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
    }

    /// The structure the value holds, if its `objCType` is `encoding`; `zero` otherwise.
    ///
    /// Works on the boxes made here and on Foundation's own (`NSValue(point:)` and
    /// `NSValue(bytes:objCType:)` with a point, size or rect encoding).
    package func structValue<Wrapped: Hashable & Sendable>(encoding: StaticString, zero: Wrapped) -> Wrapped {
        if let box = self as? StructValue<Wrapped>, box.encoding.description == encoding.description { return box.wrapped }
        guard Self.hasEncoding(self, encoding) else { return zero }
        var result = zero
        withUnsafeMutableBytes(of: &result) { buffer in
            if let base = buffer.baseAddress { getValue(base) }
        }
        return result
    }

    /// Whether `value`'s `objCType` is `encoding`.
    package static func hasEncoding(_ value: NSValue, _ encoding: StaticString) -> Bool {
        String(cString: value.objCType) == encoding.description
    }
}

/// Apple's `@encode` strings of the structures the boxes hold (`CGFloat` is a `double`).
package enum ObjCEncoding {
    package static let cgPoint: StaticString = "{CGPoint=dd}"
    package static let cgSize: StaticString = "{CGSize=dd}"
    package static let cgRect: StaticString = "{CGRect={CGPoint=dd}{CGSize=dd}}"
    package static let cgVector: StaticString = "{CGVector=dd}"
    package static let cgAffineTransform: StaticString = "{CGAffineTransform=dddddd}"
}

/// Lets an `NSValue` initializer put a box of its own class in `self`, as Foundation's
/// `NSValue(point:)` does (Foundation's `NSValue(bytes:objCType:)` cannot hold structures on Linux).
package protocol NSValueReplacing {}

extension NSValue: NSValueReplacing {}

extension NSValueReplacing {
    /// Makes `self` the given object.
    package init(replacingWith value: Self) { self = value }
}

/// An `NSValue` holding one structure, with Apple's `@encode` string as its `objCType`.
package final class StructValue<Wrapped: Hashable & Sendable>: NSValue, @unchecked Sendable {
    /// The structure held.
    package let wrapped: Wrapped
    /// Its `@encode` string.
    package let encoding: StaticString

    /// Boxes `value`, whose `@encode` string is `encoding`.
    package init(_ value: Wrapped, encoding: StaticString) {
        wrapped = value
        self.encoding = encoding
        super.init()
    }

    required convenience init?(coder aDecoder: NSCoder) { return nil }

    required convenience init(bytes value: UnsafeRawPointer, objCType type: UnsafePointer<CChar>) {
        preconditionFailure("StructValue is made with init(_:encoding:)")
    }

    /// Apple's `@encode` string of the structure.
    package override var objCType: UnsafePointer<CChar> {
        UnsafeRawPointer(encoding.utf8Start).assumingMemoryBound(to: CChar.self)
    }

    /// Copies the structure's bytes to `value`, which must have room for them.
    package override func getValue(_ value: UnsafeMutableRawPointer) {
        withUnsafeBytes(of: wrapped) { bytes in
            if let base = bytes.baseAddress { value.copyMemory(from: base, byteCount: bytes.count) }
        }
    }

    /// Equal to a box of the same structure holding an equal value (or to Foundation's box of
    /// the same encoding and bytes).
    package override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSValue else { return false }
        if let box = other as? StructValue<Wrapped> { return box.wrapped == wrapped }
        return NSValue.hasEncoding(other, encoding) && other.structValue(encoding: encoding, zero: wrapped) == wrapped
    }

    package override var hash: Int { wrapped.hashValue }

    package override var description: String { String(describing: wrapped) }

    package override func encode(with aCoder: NSCoder) {
        // Keyed archives of layers and animations are not made here; record the encoding and the
        // bytes so an archive at least says what it held.
        aCoder.encode(encoding.description, forKey: "NS.objctype")
        withUnsafeBytes(of: wrapped) { aCoder.encode(Data($0), forKey: "NS.bytes") }
    }
}

extension StructValue {
    /// The box as `type` (an `NSValue`). Only `NSValue` itself can hold it: a subclass such as
    /// `NSNumber` inherits the initializers but is a different kind of object.
    package func asNSValue<Target: NSValue>(of type: Target.Type) -> Target {
        guard let value = self as? Target else {
            preconditionFailure("\(Target.self) cannot hold a \(Wrapped.self): only NSValue itself can (use NSValue(...))")
        }
        return value
    }
}
