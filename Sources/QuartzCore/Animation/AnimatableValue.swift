import Foundation

/// A value an animation can interpolate: what `fromValue`, `toValue`, `byValue` and
/// keyframe `values` become once read.
///
/// Scalars, points, sizes, rects and colours interpolate component by component (colours in
/// sRGB with straight alpha, unclamped until made into a `CGColor`). Transforms interpolate
/// by decomposition, as Core Animation does: the upper-left 3×3 part splits into scale, skew
/// and rotation, the bottom row gives the translation, and those are interpolated and
/// recomposed, so a rotating layer keeps its size. A rotation about z alone (every 2D
/// transform) is the angle `atan2(m12, m11)`, interpolated directly, not along the shortest
/// arc, as Core Animation does. Once either end also turns about x or y, the rotation is
/// interpolated along the great circle between the two orientations (quaternion slerp),
/// because angles of an Euler decomposition would tumble a layer flipped about y by π. The
/// perspective column (`m14`, `m24`, `m34`) and `m44` interpolate entry by entry.
///
/// Every `t` may lie outside 0…1 (springs overshoot): values extrapolate linearly.
package enum AnimatableValue: Sendable, Equatable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(r: Double, g: Double, b: Double, a: Double)
    /// A path (`CAShapeLayer.path`): interpolates point by point between paths of the same
    /// elements (kinds and count), as Core Animation does; other pairs do not interpolate.
    case path(CGPath)
    /// A list (`CAGradientLayer.colors`, `locations`): interpolates item by item between lists
    /// of the same length and kinds.
    case list([AnimatableValue])

    /// Reads a value a client put in an animation: `CGFloat`, `Double`, `Float`, any integer,
    /// `NSNumber`, `CGPoint`, `CGSize`, `CGRect`, `CATransform3D`, `CGAffineTransform` (as the
    /// equivalent 3D transform; each bare or in an `NSValue`, as `NSValue(caTransform3D:)` makes
    /// it) or `CGColor`.
    ///
    /// Returns nil for anything else (a `String`, a `Bool`, nil) and for NaN or infinite numbers.
    package init?(_ any: Any?) {
        guard let any, !(any is Bool) else { return nil }
        let value: AnimatableValue
        switch any {
        case let v as CGFloat: value = .scalar(Double(v))
        case let v as Double: value = .scalar(v)
        case let v as Float: value = .scalar(Double(v))
        case let v as Int: value = .scalar(Double(v))
        case let v as CGPoint: value = .point(v)
        case let v as CGSize: value = .size(v)
        case let v as CGRect: value = .rect(v)
        case let v as CATransform3D: value = .transform(v)
        case let v as CGAffineTransform: value = .transform(CATransform3DMakeAffineTransform(v))
        case let v as CGColor:
            value = .color(r: Double(v.rgba.0), g: Double(v.rgba.1), b: Double(v.rgba.2), a: Double(v.rgba.3))
        case let v as NSNumber: value = .scalar(v.doubleValue)
        case let v as CGPath: value = .path(v)
        case let v as [Any]:
            let items = v.compactMap { AnimatableValue($0) }
            guard items.count == v.count else { return nil }
            value = .list(items)
        case let v as NSValue:
            if NSValue.hasEncoding(v, ObjCEncoding.cgPoint) { value = .point(v.cgPointValue) }
            else if NSValue.hasEncoding(v, ObjCEncoding.cgSize) { value = .size(v.cgSizeValue) }
            else if NSValue.hasEncoding(v, ObjCEncoding.cgRect) { value = .rect(v.cgRectValue) }
            else if NSValue.hasEncoding(v, ObjCEncoding.caTransform3D) { value = .transform(v.caTransform3DValue) }
            else if NSValue.hasEncoding(v, ObjCEncoding.cgAffineTransform) {
                value = .transform(CATransform3DMakeAffineTransform(v.cgAffineTransformValue))
            }
            else { return nil }
        case let v as any BinaryInteger: value = .scalar(Double(v))
        case let v as any BinaryFloatingPoint: value = .scalar(Double(v))
        default: return nil
        }
        guard value.isFinite else { return nil }
        self = value
    }

    /// The value as the Swift type a client would read back: `CGFloat`, `CGPoint`, `CGSize`,
    /// `CGRect`, `CATransform3D`, or a `CGColor` with components clamped to 0…1.
    package func toAny() -> Any {
        switch self {
        case .scalar(let v): return CGFloat(v)
        case .point(let p): return p
        case .size(let s): return s
        case .rect(let r): return r
        case .transform(let m): return m
        case let .color(r, g, b, a):
            func c(_ v: Double) -> CGFloat { CGFloat(v.isNaN ? 0 : min(max(v, 0), 1)) }
            return CGColor(red: c(r), green: c(g), blue: c(b), alpha: c(a))
        case .path(let p): return p
        case .list(let items): return items.map { $0.toAny() }
        }
    }

    // MARK: Arithmetic

    /// The value a fraction `t` of the way from `a` to `b`; nil if they are different kinds.
    ///
    /// `t = 0` and `t = 1` give `a` and `b` exactly; NaN counts as 0, +infinity gives `b` and
    /// −infinity `a` (there is nothing sensible to extrapolate to).
    package static func interpolate(_ a: AnimatableValue, _ b: AnimatableValue, _ t: Double) -> AnimatableValue? {
        guard a.kind == b.kind, a.hasSameShape(as: b) else { return nil }
        if t.isNaN || t == 0 || t == -.infinity { return a }
        if t == 1 || t == .infinity { return b }
        if case .transform(let ma) = a, case .transform(let mb) = b {
            return .transform(TransformParts.interpolate(TransformParts(ma), TransformParts(mb), t))
        }
        return a.with(components: zip(a.components, b.components).map { $0 + ($1 - $0) * t })
    }

    /// `a + b`, for additive and cumulative animations and `byValue`: component-wise for
    /// everything but transforms, which concatenate (`a` first, then `b`). Nil if the kinds differ.
    package static func add(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue? {
        guard a.kind == b.kind, a.hasSameShape(as: b) else { return nil }
        if case .transform(let ma) = a, case .transform(let mb) = b { return .transform(ma.concatenating(mb)) }
        return a.with(components: zip(a.components, b.components).map { $0 + $1 })
    }

    /// `a − b`, the inverse of ``add(_:_:)``: `add(subtract(a, b), b) == a`. For transforms,
    /// `a` followed by the inverse of `b` (or by `b` itself when `b` is singular, as
    /// `CATransform3DInvert` leaves it). Nil if the kinds differ.
    package static func subtract(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue? {
        guard a.kind == b.kind, a.hasSameShape(as: b) else { return nil }
        if case .transform(let ma) = a, case .transform(let mb) = b {
            return .transform(ma.concatenating(CATransform3DInvert(mb)))
        }
        return a.with(components: zip(a.components, b.components).map { $0 - $1 })
    }

    /// How far apart two values are, for `calculationMode = .paced`: the Euclidean distance
    /// between their components (for transforms, between their translations). 0 for values
    /// of different kinds.
    package static func distance(_ a: AnimatableValue, _ b: AnimatableValue) -> Double {
        guard a.kind == b.kind, a.hasSameShape(as: b) else { return 0 }
        var ca = a.components, cb = b.components
        if case .transform = a { ca = Array(ca[0..<3]); cb = Array(cb[0..<3]) }
        return zip(ca, cb).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }

    /// The uniform Catmull-Rom spline through `p1` (t = 0) and `p2` (t = 1), shaped by the
    /// neighbours `p0` and `p3`, for `calculationMode = .cubic`. Transforms are splined in
    /// their decomposed form (rotations as Euler angles). NaN `t` counts as 0. Nil unless all
    /// four are the same kind.
    package static func catmullRom(_ p0: AnimatableValue, _ p1: AnimatableValue, _ p2: AnimatableValue,
                                   _ p3: AnimatableValue, t: Double) -> AnimatableValue? {
        guard p0.kind == p1.kind, p1.kind == p2.kind, p2.kind == p3.kind,
              p0.hasSameShape(as: p1), p1.hasSameShape(as: p2), p2.hasSameShape(as: p3) else { return nil }
        if t == 0 || t.isNaN { return p1 }
        if t == 1 { return p2 }
        let t2 = t * t, t3 = t2 * t
        let c = [p0.components, p1.components, p2.components, p3.components]
        let mixed = c[1].indices.map { i in
            0.5 * (2 * c[1][i] + (c[2][i] - c[0][i]) * t
                   + (2 * c[0][i] - 5 * c[1][i] + 4 * c[2][i] - c[3][i]) * t2
                   + (3 * c[1][i] - c[0][i] - 3 * c[2][i] + c[3][i]) * t3)
        }
        return p1.with(components: mixed)
    }

    // MARK: Components

    fileprivate var kind: Int {
        switch self {
        case .scalar: 0
        case .point: 1
        case .size: 2
        case .rect: 3
        case .transform: 4
        case .color: 5
        case .path: 6
        case .list: 7
        }
    }

    private var isFinite: Bool {
        if case .transform(let m) = self { return m.entries.allSatisfy(\.isFinite) }
        return components.allSatisfy(\.isFinite)
    }

    /// The numbers interpolation works on; for transforms, the decomposition.
    fileprivate var components: [Double] {
        switch self {
        case .scalar(let v): [v]
        case .point(let p): [Double(p.x), Double(p.y)]
        case .size(let s): [Double(s.width), Double(s.height)]
        case .rect(let r): [Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height)]
        case .transform(let m): TransformParts(m).vector
        case let .color(r, g, b, a): [r, g, b, a]
        case .path(let p): p.elements.flatMap(\.coordinates)
        case .list(let items): items.flatMap(\.components)
        }
    }

    /// A value of the same kind as `self` made from `c`.
    fileprivate func with(components c: [Double]) -> AnimatableValue {
        switch self {
        case .scalar: .scalar(c[0])
        case .point: .point(CGPoint(x: c[0], y: c[1]))
        case .size: .size(CGSize(width: c[0], height: c[1]))
        case .rect: .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .transform: .transform(TransformParts(vector: c).matrix)
        case .color: .color(r: c[0], g: c[1], b: c[2], a: c[3])
        case .path(let p): .path(CGPath(elements: p.elements.rebuilt(from: c)))
        case .list(let items): .list(items.rebuilt(from: c))
        }
    }

    /// Whether two values of the same kind can be mixed component by component: paths with
    /// the same elements, lists of the same length whose items can (always true otherwise).
    package func hasSameShape(as other: AnimatableValue) -> Bool {
        switch (self, other) {
        case let (.path(a), .path(b)):
            a.elements.count == b.elements.count && zip(a.elements, b.elements).allSatisfy { $0.sameKind(as: $1) }
        case let (.list(a), .list(b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.kind == $1.kind && $0.hasSameShape(as: $1) }
        default: true
        }
    }

    /// How many numbers `components` gives (for rebuilding lists).
    fileprivate var componentCount: Int { components.count }
}

// MARK: - Key paths

extension AnimatableValue {
    /// The part of `whole` that a key path such as `position.x`, `bounds.size.width` or
    /// `transform.rotation.z` names; `whole` is the value of the path's first component.
    ///
    /// Points have `x`, `y`; sizes `width`, `height`; rects `origin`, `size` and their
    /// fields; transforms `rotation` (= `rotation.z`), `rotation.x`/`.y`/`.z` (radians),
    /// `scale` (the mean of the x and y scales; Apple's guide says of all three, but a flat
    /// layer's z scale of 1 would drag it), `scale.x`/`.y`/`.z`, `translation` (a size: x
    /// and y) and `translation.x`/`.y`/`.z`, all read from the decomposition. A path without
    /// a sub-path gives `whole`. Nil if the path does not apply to `whole`.
    package static func read(_ keyPath: String, from whole: AnimatableValue) -> AnimatableValue? {
        read(subPath(keyPath), from: whole)
    }

    /// `whole` with the part that `keyPath` names replaced by `value` (see
    /// ``read(_:from:)`` for the paths). For transforms the other parts of the decomposition
    /// are kept, so writing `transform.rotation.z` into a scaled, moved transform rotates it
    /// in place. Nil if the path does not apply or `value` is the wrong kind.
    package static func write(_ keyPath: String, value: AnimatableValue, into whole: AnimatableValue) -> AnimatableValue? {
        write(subPath(keyPath), value: value, into: whole)
    }

    private static func subPath(_ keyPath: String) -> ArraySlice<Substring> {
        keyPath.split(separator: ".", omittingEmptySubsequences: false).dropFirst()
    }

    /// Transform fields that are one entry of the decomposition.
    private static let transformFields = [
        "rotation": TransformParts.rz, "rotation.x": TransformParts.rx, "rotation.y": TransformParts.ry,
        "rotation.z": TransformParts.rz, "scale.x": TransformParts.sx, "scale.y": TransformParts.sy,
        "scale.z": TransformParts.sz, "translation.x": TransformParts.tx,
        "translation.y": TransformParts.ty, "translation.z": TransformParts.tz,
    ]

    private static func read(_ path: ArraySlice<Substring>, from whole: AnimatableValue) -> AnimatableValue? {
        guard let field = path.first else { return whole }
        let rest = path.dropFirst()
        switch (whole, field) {
        case (.point(let p), "x") where rest.isEmpty: return .scalar(Double(p.x))
        case (.point(let p), "y") where rest.isEmpty: return .scalar(Double(p.y))
        case (.size(let s), "width") where rest.isEmpty: return .scalar(Double(s.width))
        case (.size(let s), "height") where rest.isEmpty: return .scalar(Double(s.height))
        case (.rect(let r), "origin"): return read(rest, from: .point(r.origin))
        case (.rect(let r), "size"): return read(rest, from: .size(r.size))
        case (.transform(let m), _):
            let v = TransformParts(m).vector, name = path.joined(separator: ".")
            switch name {
            case "scale": return .scalar((v[TransformParts.sx] + v[TransformParts.sy]) / 2)
            case "translation": return .size(CGSize(width: v[TransformParts.tx], height: v[TransformParts.ty]))
            default: return transformFields[name].map { .scalar(v[$0]) }
            }
        default: return nil
        }
    }

    private static func write(_ path: ArraySlice<Substring>, value: AnimatableValue,
                              into whole: AnimatableValue) -> AnimatableValue? {
        guard let field = path.first else { return value.kind == whole.kind ? value : nil }
        let rest = path.dropFirst()
        switch (whole, field, value) {
        case (.point(let p), "x", .scalar(let x)) where rest.isEmpty: return .point(CGPoint(x: CGFloat(x), y: p.y))
        case (.point(let p), "y", .scalar(let y)) where rest.isEmpty: return .point(CGPoint(x: p.x, y: CGFloat(y)))
        case (.size(let s), "width", .scalar(let w)) where rest.isEmpty:
            return .size(CGSize(width: CGFloat(w), height: s.height))
        case (.size(let s), "height", .scalar(let h)) where rest.isEmpty:
            return .size(CGSize(width: s.width, height: CGFloat(h)))
        case (.rect(let r), "origin", _):
            guard case .point(let o)? = write(rest, value: value, into: .point(r.origin)) else { return nil }
            return .rect(CGRect(origin: o, size: r.size))
        case (.rect(let r), "size", _):
            guard case .size(let s)? = write(rest, value: value, into: .size(r.size)) else { return nil }
            return .rect(CGRect(origin: r.origin, size: s))
        case (.transform(let m), _, _):
            var parts = TransformParts(m)
            switch (path.joined(separator: "."), value) {
            case ("scale", .scalar(let s)):
                parts.vector[TransformParts.sx] = s; parts.vector[TransformParts.sy] = s
            case ("translation", .size(let t)):
                parts.vector[TransformParts.tx] = Double(t.width); parts.vector[TransformParts.ty] = Double(t.height)
            case (let name, .scalar(let s)):
                guard let index = transformFields[name] else { return nil }
                parts.vector[index] = s
            default: return nil
            }
            return .transform(parts.matrix)
        default: return nil
        }
    }
}

// MARK: - Transform decomposition

/// A transform split into the parts Core Animation interpolates.
///
/// The upper-left 3×3 part M is written `M = S·K·R` (row vectors, so scale first): S the
/// scales, K a lower-triangular skew (`xy`, `xz`, `yz`), R a rotation given as Euler angles
/// (about x, then y, then z). The rows are orthonormalised in order (Gram–Schmidt); a
/// mirroring transform (negative determinant) gets a negative x scale, so a 2D transform
/// decomposes into a 2D rotation. The bottom row's first three entries are the translation;
/// `m14`, `m24`, `m34` and `m44` are kept as they are.
extension CGPath.Element {
    /// The element's points as numbers, x then y.
    fileprivate var coordinates: [Double] {
        switch self {
        case .move(let p), .line(let p): [Double(p.x), Double(p.y)]
        case let .curve(a, b, p): [Double(a.x), Double(a.y), Double(b.x), Double(b.y), Double(p.x), Double(p.y)]
        case .close: []
        }
    }

    fileprivate func sameKind(as other: CGPath.Element) -> Bool {
        switch (self, other) {
        case (.move, .move), (.line, .line), (.curve, .curve), (.close, .close): true
        default: false
        }
    }
}

extension Array where Element == CGPath.Element {
    /// The same elements with their coordinates taken in order from `c`.
    fileprivate func rebuilt(from c: [Double]) -> [CGPath.Element] {
        var i = 0
        func point() -> CGPoint { defer { i += 2 }; return CGPoint(x: c[i], y: c[i + 1]) }
        return map { e in
            switch e {
            case .move: return .move(point())
            case .line: return .line(point())
            case .curve: let a = point(), b = point(); return .curve(a, b, point())
            case .close: return .close
            }
        }
    }
}

extension Array where Element == AnimatableValue {
    /// The same items with their components taken in order from `c`.
    fileprivate func rebuilt(from c: [Double]) -> [AnimatableValue] {
        var i = 0
        return map { item in
            let n = item.componentCount
            defer { i += n }
            return item.with(components: [Double](c[i..<(i + n)]))
        }
    }
}

private struct TransformParts {
    typealias Vector = SIMD3<Double>
    static let tx = 0, ty = 1, tz = 2, sx = 3, sy = 4, sz = 5, kxy = 6, kxz = 7, kyz = 8
    static let rx = 9, ry = 10, rz = 11, m14 = 12, m24 = 13, m34 = 14, m44 = 15
    private static let tiny = 1e-12

    var vector: [Double]

    init(vector: [Double]) { self.vector = vector }

    init(_ m: CATransform3D) {
        let e = m.entries.map { Double($0) }
        let r0 = Vector(e[0], e[1], e[2]), r1 = Vector(e[4], e[5], e[6]), r2 = Vector(e[8], e[9], e[10])
        func length(_ a: Vector) -> Double { Self.dot(a, a).squareRoot() }

        var sx = length(r0), u0 = Vector(1, 0, 0)
        if sx > Self.tiny {
            if Self.dot(r0, Self.cross(r1, r2)) < 0 { sx = -sx }
            u0 = r0 / sx
        } else {
            sx = 0
            let normal = Self.cross(r1, r2)
            if length(normal) > Self.tiny { u0 = normal / length(normal) }
        }
        let p01 = Self.dot(r1, u0), w1 = r1 - p01 * u0
        var sy = length(w1), u1: Vector
        if sy > Self.tiny {
            u1 = w1 / sy
        } else {   // row 1 is parallel to row 0: any direction perpendicular to u0 will do
            sy = 0
            let options = [Vector(0, 1, 0), Vector(0, 0, 1), Vector(1, 0, 0)].map { $0 - Self.dot($0, u0) * u0 }
            let best = options.max { length($0) < length($1) } ?? Vector(0, 1, 0)
            u1 = best / length(best)
        }
        let u2 = Self.cross(u0, u1)
        let sz = Self.dot(r2, u2)
        let kxy = sy != 0 ? p01 / sy : 0
        let kxz = abs(sz) > Self.tiny ? Self.dot(r2, u0) / sz : 0
        let kyz = abs(sz) > Self.tiny ? Self.dot(r2, u1) / sz : 0

        // Euler angles of the rotation whose rows are u0, u1, u2 (see `rotation`).
        let cosY = (u0.x * u0.x + u0.y * u0.y).squareRoot()
        let ry = atan2(-u0.z, cosY)
        let rx, rz: Double
        if cosY > 1e-9 {
            rz = atan2(u0.y, u0.x); rx = atan2(u1.z, u2.z)
        } else {   // gimbal lock (y rotation ±90°): put all of the remaining rotation in x
            rz = 0; rx = atan2(-u1.x * u0.z, u1.y)
        }
        vector = [e[12], e[13], e[14], sx, sy, sz, kxy, kxz, kyz, rx, ry, rz, e[3], e[7], e[11], e[15]]
    }

    /// Whether the rotation turns about x or y, not just z.
    private var isTilted: Bool { abs(vector[Self.rx]) > 1e-9 || abs(vector[Self.ry]) > 1e-9 }

    /// The rows of the rotation `Rx(rx)·Ry(ry)·Rz(rz)`, in Core Animation's convention
    /// (rotation about z has m12 = sin).
    private var rotation: (Vector, Vector, Vector) {
        let (sa, ca) = (sin(vector[Self.rx]), cos(vector[Self.rx]))
        let (sb, cb) = (sin(vector[Self.ry]), cos(vector[Self.ry]))
        let (sg, cg) = (sin(vector[Self.rz]), cos(vector[Self.rz]))
        return (Vector(cb * cg, cb * sg, -sb),
                Vector(sa * sb * cg - ca * sg, sa * sb * sg + ca * cg, sa * cb),
                Vector(ca * sb * cg + sa * sg, ca * sb * sg - sa * cg, ca * cb))
    }

    /// The transform these parts make.
    var matrix: CATransform3D { matrix(rotation: rotation) }

    private func matrix(rotation u: (Vector, Vector, Vector)) -> CATransform3D {
        let v = vector
        let r0 = v[Self.sx] * u.0
        let r1 = v[Self.sy] * (v[Self.kxy] * u.0 + u.1)
        let r2 = v[Self.sz] * (v[Self.kxz] * u.0 + v[Self.kyz] * u.1 + u.2)
        let entries = [r0.x, r0.y, r0.z, v[Self.m14], r1.x, r1.y, r1.z, v[Self.m24],
                       r2.x, r2.y, r2.z, v[Self.m34], v[Self.tx], v[Self.ty], v[Self.tz], v[Self.m44]]
        return CATransform3D(entries.map { CGFloat($0) })
    }

    /// Every part linearly, except that a rotation about more than z goes by slerp.
    static func interpolate(_ a: TransformParts, _ b: TransformParts, _ t: Double) -> CATransform3D {
        let mixed = TransformParts(vector: zip(a.vector, b.vector).map { $0 + ($1 - $0) * t })
        guard a.isTilted || b.isTilted else { return mixed.matrix }
        let q0 = quaternion(a.rotation), q1 = quaternion(b.rotation)
        return mixed.matrix(rotation: rows(of: slerp(q0, q1, t)))
    }

    /// The unit quaternion (x, y, z, w) of a rotation given by its rows (Shepperd's method).
    private static func quaternion(_ r: (Vector, Vector, Vector)) -> SIMD4<Double> {
        let (u0, u1, u2) = r, trace = u0.x + u1.y + u2.z
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            return SIMD4(u1.z - u2.y, u2.x - u0.z, u0.y - u1.x, s * s / 4) / s
        } else if u0.x > u1.y && u0.x > u2.z {
            let s = (1 + u0.x - u1.y - u2.z).squareRoot() * 2
            return SIMD4(s * s / 4, u1.x + u0.y, u2.x + u0.z, u1.z - u2.y) / s
        } else if u1.y > u2.z {
            let s = (1 + u1.y - u0.x - u2.z).squareRoot() * 2
            return SIMD4(u1.x + u0.y, s * s / 4, u2.y + u1.z, u2.x - u0.z) / s
        }
        let s = (1 + u2.z - u0.x - u1.y).squareRoot() * 2
        return SIMD4(u2.x + u0.z, u2.y + u1.z, s * s / 4, u0.y - u1.x) / s
    }

    /// The rows of the rotation of unit quaternion `q` (the inverse of `quaternion`).
    private static func rows(of q: SIMD4<Double>) -> (Vector, Vector, Vector) {
        let (x, y, z, w) = (q.x, q.y, q.z, q.w)
        return (Vector(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
                Vector(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
                Vector(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)))
    }

    /// Spherical interpolation along the shorter arc; `t` outside 0…1 continues the arc.
    private static func slerp(_ q0: SIMD4<Double>, _ q1: SIMD4<Double>, _ t: Double) -> SIMD4<Double> {
        var q1 = q1, d = (q0 * q1).sum()
        if d < 0 { q1 = -q1; d = -d }
        if d > 0.9995 {
            let q = q0 + (q1 - q0) * t
            return q / (q * q).sum().squareRoot()
        }
        let angle = acos(min(d, 1))
        return (sin((1 - t) * angle) * q0 + sin(t * angle) * q1) / sin(angle)
    }

    private static func dot(_ a: Vector, _ b: Vector) -> Double { (a * b).sum() }

    private static func cross(_ a: Vector, _ b: Vector) -> Vector {
        Vector(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }
}
