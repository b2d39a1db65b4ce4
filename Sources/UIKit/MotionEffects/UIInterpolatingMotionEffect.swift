import Foundation

/// A motion effect that maps the tilt along one axis to a value between two you choose, for
/// one key path of the view.
///
///     let h = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
///     h.minimumRelativeValue = -10
///     h.maximumRelativeValue = 10
///     h.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: 0))
///     // ["center.x": 5.0]
///
/// The value is linear in the tilt: `minimumRelativeValue` at −1, `maximumRelativeValue` at 1,
/// their midpoint when the screen faces the viewer. Numbers, points, sizes, rects, offsets and
/// transforms interpolate component by component (transforms as Core Animation interpolates
/// them); see `UIMotionEffect` for what the desktop does with the result.
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// Which tilt of the device an interpolating effect follows.
    public enum EffectType: Int, Sendable {
        /// Turning about the vertical axis: the horizontal component of the viewer offset.
        case tiltAlongHorizontalAxis = 0
        /// Turning about the horizontal axis: the vertical component of the viewer offset.
        case tiltAlongVerticalAxis = 1
    }

    /// The view's key path the effect changes (`"center.x"`, `"layer.shadowOffset"`).
    open var keyPath: String { storedKeyPath }
    /// The tilt the effect follows.
    open var type: EffectType { storedType }
    /// The value to add at a tilt of −1 along the axis (left, or up); nil until set.
    open var minimumRelativeValue: Any?
    /// The value to add at a tilt of 1 along the axis (right, or down); nil until set.
    open var maximumRelativeValue: Any?

    private let storedKeyPath: String
    private let storedType: EffectType

    /// Creates an effect on `keyPath` of the view that follows the tilt along `type`'s axis.
    /// Set both relative values before it has any effect.
    ///
    /// - Parameters:
    ///   - keyPath: A key path of the view whose value can be animated (`"center"`,
    ///     `"center.x"`, `"alpha"`, `"layer.transform"` …).
    ///   - type: The axis of tilt to follow.
    public init(keyPath: String, type: EffectType) {
        storedKeyPath = keyPath
        storedType = type
        super.init()
    }

    /// Creates an effect from an archive made by `encode(with:)`; nil when the archive has no
    /// key path or an unknown axis.
    public required init?(coder: NSCoder) {
        guard let keyPath = coder.decodeObject(forKey: ArchiveKey.keyPath) as? String,
              let type = EffectType(rawValue: coder.decodeInteger(forKey: ArchiveKey.type)) else { return nil }
        storedKeyPath = keyPath
        storedType = type
        minimumRelativeValue = RelativeValue.decode(forKey: ArchiveKey.minimum, with: coder)
        maximumRelativeValue = RelativeValue.decode(forKey: ArchiveKey.maximum, with: coder)
        super.init(coder: coder)
    }

    /// Archives the key path, the axis and the relative values (values of kinds the effect
    /// cannot interpolate are left out).
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(keyPath, forKey: ArchiveKey.keyPath)
        coder.encode(type.rawValue, forKey: ArchiveKey.type)
        RelativeValue.encode(minimumRelativeValue, forKey: ArchiveKey.minimum, with: coder)
        RelativeValue.encode(maximumRelativeValue, forKey: ArchiveKey.maximum, with: coder)
    }

    /// A copy with the same key path, axis and relative values.
    open override func copy(with zone: NSZone? = nil) -> Any {
        warnIfCopyNotOverridden(below: UIInterpolatingMotionEffect.self)
        let copy = UIInterpolatingMotionEffect(keyPath: keyPath, type: type)
        copy.minimumRelativeValue = minimumRelativeValue
        copy.maximumRelativeValue = maximumRelativeValue
        return copy
    }

    /// `[keyPath: value]`, the value being `(t + 1) / 2` of the way from
    /// `minimumRelativeValue` to `maximumRelativeValue`, where `t` is the viewer offset along
    /// the effect's axis, limited to −1…1 (NaN counts as 0).
    ///
    /// The value has the form of `minimumRelativeValue` (a `CGFloat` for integers). Nil when
    /// either value is missing, or when they cannot be interpolated (a string, a colour, or a
    /// point with a size); the last two also print a warning once.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let minimumRelativeValue, let maximumRelativeValue else { return nil }
        let tilt = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        guard let low = RelativeValue(minimumRelativeValue), let high = RelativeValue(maximumRelativeValue),
              let value = RelativeValue.interpolate(low, high, fraction: (Self.limited(tilt) + 1) / 2) else {
            warnOnce("UIInterpolatingMotionEffect '\(keyPath)': cannot interpolate from \(Swift.type(of: minimumRelativeValue)) to \(Swift.type(of: maximumRelativeValue)) (use two numbers, points, sizes, rects, offsets or transforms); the effect changes nothing")
            return nil
        }
        return [keyPath: value.anyValue]
    }

    /// `t` within −1…1, and 0 for NaN.
    private static func limited(_ t: CGFloat) -> Double {
        t.isNaN ? 0 : Double(Swift.min(Swift.max(t, -1), 1))
    }

    /// The keys of the archive.
    private enum ArchiveKey {
        static let keyPath = "keyPath", type = "type"
        static let minimum = "minimumRelativeValue", maximum = "maximumRelativeValue"
    }
}
