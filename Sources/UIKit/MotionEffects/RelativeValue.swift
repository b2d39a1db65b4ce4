import Foundation

/// A motion effect's relative value read into numbers, with the form it was given in, so that
/// what an effect works out goes back in that form: a `CGFloat` stays a `CGFloat`, a point in
/// an `NSValue` stays a point in an `NSValue`.
///
/// Numbers (`CGFloat`, `Double`, `Float`, integers, `NSNumber`), `CGPoint`, `CGSize`, `CGRect`,
/// `UIOffset`, `CATransform3D` and `CGAffineTransform`, bare or in an `NSValue`, are read;
/// anything else (a `Bool`, a string, a colour) is not, as adding it to a property has no
/// meaning.
struct RelativeValue {
    /// How the value was given.
    enum Form: String {
        case cgFloat, double, float, number
        /// A `CGPoint`, `CGSize`, `CGRect` or `CATransform3D`.
        case geometry
        /// One of those in an `NSValue`.
        case boxedGeometry
        case affineTransform
        case offset, boxedOffset

        /// Offsets mix only with offsets (a point has the same numbers but is another thing).
        var isOffset: Bool { self == .offset || self == .boxedOffset }
    }

    /// The numbers, as Core Animation adds and interpolates them (an offset is a point here).
    let value: AnimatableValue
    let form: Form

    init(value: AnimatableValue, form: Form) {
        self.value = value
        self.form = form
    }

    /// Reads a value a client gave; nil for the kinds listed in the type's summary as unread.
    init?(_ any: Any?) {
        guard let any, !(any is Bool) else { return nil }
        let read: (AnimatableValue?, Form)
        switch any {
        case let o as UIOffset: read = (.point(CGPoint(x: o.horizontal, y: o.vertical)), .offset)
        case let v as NSValue where NSValue.hasEncoding(v, ObjCEncoding.uiOffset):
            let o = v.uiOffsetValue
            read = (.point(CGPoint(x: o.horizontal, y: o.vertical)), .boxedOffset)
        case let v as CGFloat: read = (.scalar(Double(v)), .cgFloat)
        case let v as Double: read = (.scalar(v), .double)
        case let v as Float: read = (.scalar(Double(v)), .float)
        case let v as any BinaryInteger: read = (.scalar(Double(v)), .cgFloat)
        case let v as NSNumber: read = (.scalar(v.doubleValue), .number)
        case let t as CGAffineTransform: read = (AnimatableValue(t), .affineTransform)
        default:
            // A box is an object of NSValue's class (a bare structure is not, however it bridges).
            read = (AnimatableValue(any), type(of: any) is NSValue.Type ? .boxedGeometry : .geometry)
        }
        guard let value = read.0, value.isRelativeKind else { return nil }
        self.init(value: value, form: read.1)
    }

    /// The value in the form it was given in (an integer comes back as a `CGFloat`).
    var anyValue: Any {
        switch (value, form) {
        case (.scalar(let v), .double): return v
        case (.scalar(let v), .float): return Float(v)
        case (.scalar(let v), .number): return NSNumber(value: v)
        case (.scalar(let v), _): return CGFloat(v)
        case (.point(let p), .offset): return UIOffset(horizontal: p.x, vertical: p.y)
        case (.point(let p), .boxedOffset): return NSValue(uiOffset: UIOffset(horizontal: p.x, vertical: p.y))
        case (.transform(let m), .affineTransform): return CATransform3DGetAffineTransform(m)
        case (.point(let p), .boxedGeometry): return NSValue(cgPoint: p)
        case (.size(let s), .boxedGeometry): return NSValue(cgSize: s)
        case (.rect(let r), .boxedGeometry): return NSValue(cgRect: r)
        case (.transform(let m), .boxedGeometry): return NSValue(caTransform3D: m)
        default: return value.toAny()
        }
    }

    /// The value `fraction` of the way from `a` (0) to `b` (1), in `a`'s form; nil when they
    /// are different kinds of value.
    static func interpolate(_ a: RelativeValue, _ b: RelativeValue, fraction: Double) -> RelativeValue? {
        guard a.form.isOffset == b.form.isOffset, let v = AnimatableValue.interpolate(a.value, b.value, fraction) else { return nil }
        return RelativeValue(value: v, form: a.form)
    }

    /// `a + b` (component by component; transforms concatenate), in `a`'s form; nil when they
    /// are different kinds of value.
    static func sum(_ a: RelativeValue, _ b: RelativeValue) -> RelativeValue? {
        guard a.form.isOffset == b.form.isOffset, let v = AnimatableValue.add(a.value, b.value) else { return nil }
        return RelativeValue(value: v, form: a.form)
    }

    /// Merges the key paths and values of several effects, in order: a key path that more than
    /// one names gets the sum of their values (`sum(_:_:)`); when two cannot be added, the later
    /// one is kept.
    static func merged(_ dictionaries: [[String: Any]]) -> [String: Any] {
        var result: [String: Any] = [:]
        for dictionary in dictionaries {
            for (keyPath, value) in dictionary {
                if let earlier = result[keyPath], let a = RelativeValue(earlier), let b = RelativeValue(value),
                   let total = sum(a, b) {
                    result[keyPath] = total.anyValue
                } else {
                    result[keyPath] = value
                }
            }
        }
        return result
    }
}

// MARK: - Archiving

extension RelativeValue {
    /// Archives `any` under `key` as its form, its kind and its numbers, so that an archive
    /// holds no object that must be unarchived by class. A value that is not read (see
    /// `init?(_:)`) is left out.
    static func encode(_ any: Any?, forKey key: String, with coder: NSCoder) {
        guard let relative = RelativeValue(any), let archived = relative.value.archived else { return }
        coder.encode(relative.form.rawValue, forKey: "\(key).form")
        coder.encode(archived.kind, forKey: "\(key).kind")
        coder.encode(archived.numbers, forKey: "\(key).numbers")
    }

    /// The value archived under `key` by ``encode(_:forKey:with:)``, or nil.
    static func decode(forKey key: String, with coder: NSCoder) -> Any? {
        guard let formName = coder.decodeObject(forKey: "\(key).form") as? String, let form = Form(rawValue: formName),
              let kind = coder.decodeObject(forKey: "\(key).kind") as? String,
              let numbers = coder.decodeObject(forKey: "\(key).numbers") as? [Double],
              let value = AnimatableValue(archivedKind: kind, numbers: numbers) else { return nil }
        return RelativeValue(value: value, form: form).anyValue
    }
}

extension AnimatableValue {
    /// Whether a motion effect may add the value to a property: numbers and geometry, not
    /// colours, paths or lists.
    fileprivate var isRelativeKind: Bool { archived != nil }

    /// The kind and numbers an archive keeps: 1 number for a scalar, 2 for a point or size, 4
    /// for a rect, 16 for a transform; nil for the kinds a motion effect does not read.
    fileprivate var archived: (kind: String, numbers: [Double])? {
        switch self {
        case .scalar(let v): ("scalar", [v])
        case .point(let p): ("point", [Double(p.x), Double(p.y)])
        case .size(let s): ("size", [Double(s.width), Double(s.height)])
        case .rect(let r): ("rect", [Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height)])
        case .transform(let m): ("transform", m.entries.map { Double($0) })
        case .color, .path, .list: nil
        }
    }

    /// The value an archive kept as `kind` and `n` (see ``archived``); nil if they do not fit.
    fileprivate init?(archivedKind kind: String, numbers n: [Double]) {
        switch (kind, n.count) {
        case ("scalar", 1): self = .scalar(n[0])
        case ("point", 2): self = .point(CGPoint(x: n[0], y: n[1]))
        case ("size", 2): self = .size(CGSize(width: n[0], height: n[1]))
        case ("rect", 4): self = .rect(CGRect(x: n[0], y: n[1], width: n[2], height: n[3]))
        case ("transform", 16): self = .transform(CATransform3D(n.map { CGFloat($0) }))
        default: return nil
        }
    }
}
