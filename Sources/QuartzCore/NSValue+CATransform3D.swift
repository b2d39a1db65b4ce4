import Foundation

extension NSValue {
    /// Creates a value object containing the specified Core Animation transform, as
    /// `CABasicAnimation.fromValue`/`toValue` of a `"transform"` animation take it.
    ///
    ///     let spin = CABasicAnimation(keyPath: "transform")
    ///     spin.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(.pi, 0, 0, 1))
    public convenience init(caTransform3D t: CATransform3D) {
        self.init(replacingWith: StructValue(t, encoding: ObjCEncoding.caTransform3D).asNSValue(of: Self.self))
    }

    /// The Core Animation transform the value holds (all entries zero if it holds something else).
    public var caTransform3DValue: CATransform3D {
        structValue(encoding: ObjCEncoding.caTransform3D, zero: CATransform3D([CGFloat](repeating: 0, count: 16)))
    }
}

extension ObjCEncoding {
    /// `@encode(CATransform3D)`: sixteen `CGFloat`s, row by row.
    package static let caTransform3D: StaticString = "{CATransform3D=dddddddddddddddd}"
}
