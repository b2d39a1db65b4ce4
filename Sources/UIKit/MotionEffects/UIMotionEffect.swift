import Foundation

/// The abstract base of motion effects: objects that turn how the device is tilted towards
/// the viewer into values to add to a view's properties (the parallax of iOS's home screen).
///
/// A subclass overrides ``keyPathsAndRelativeValues(forViewerOffset:)`` and, as on iOS,
/// `copy(with:)`, `encode(with:)` and `init?(coder:)`. Use `UIInterpolatingMotionEffect` for
/// the common case and `UIMotionEffectGroup` to apply several together:
///
///     let h = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
///     h.minimumRelativeValue = -10
///     h.maximumRelativeValue = 10
///     view.addMotionEffect(h)
///
/// ## On the desktop
///
/// A desktop has no motion sensor, so effects behave as on an iPhone with Reduce Motion on:
/// views keep them (`UIView.motionEffects`), effects answer
/// ``keyPathsAndRelativeValues(forViewerOffset:)`` for any offset you pass, and nothing on
/// screen moves, not even by the midpoint of an asymmetric range (a device at rest would
/// apply that). Relative values are never written to a view's model properties (`center`,
/// `alpha`, …) on any platform; UIKit adds them to what is shown only.
///
/// Code in this package can stand in for the sensor with `UIScreen`'s
/// `applyMotionEffects(viewerOffset:)`: the relative values are then added to the layers'
/// presentation values (what `layer.presentation()` reports and the renderer draws), and the
/// model values stay as they are.
///
/// The conformances to `NSCopying` and `NSCoding` are `@preconcurrency`: their methods belong
/// to the main actor, as those of iOS's effects do, and are checked to run there.
@preconcurrency @MainActor
open class UIMotionEffect: NSObject, @preconcurrency NSCopying, @preconcurrency NSCoding {
    /// Creates an effect. The base class has no effect of its own.
    public override init() { super.init() }

    /// Creates an effect from an archive (the base class archives nothing).
    public required init?(coder: NSCoder) { super.init() }

    /// Archives the effect; subclasses call super and add what they hold.
    open func encode(with coder: NSCoder) {}

    /// A copy of the effect. Subclasses must override it (as on iOS) to copy what they hold;
    /// one that does not gets a copy of the nearest class of this module, and a warning.
    open func copy(with zone: NSZone? = nil) -> Any {
        warnIfCopyNotOverridden(below: UIMotionEffect.self)
        return UIMotionEffect()
    }

    /// The key paths of the view to change, each with the value to add to it, when the device
    /// is tilted by `viewerOffset`.
    ///
    /// Each component of `viewerOffset` runs from −1 to 1: 0 when the screen faces the viewer,
    /// positive when it turns to point right of (horizontal) or below (vertical) the viewer.
    /// The base class returns nil (nothing to change); subclasses override it.
    ///
    /// - Parameter viewerOffset: How far the screen is turned from facing the viewer.
    /// - Returns: View key paths (`"center.x"`, `"layer.shadowOffset"`) and the values to add
    ///   to them, or nil when there is nothing to change.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }

    /// Warns when the effect's class is a subclass of `ownClass` whose copy `ownClass` is
    /// making: the copy is an `ownClass` object and loses what the subclass adds.
    final func warnIfCopyNotOverridden(below ownClass: AnyClass) {
        guard ObjectIdentifier(type(of: self)) != ObjectIdentifier(ownClass) else { return }
        warnOnce("\(ownClass).copy(with:) made a \(ownClass) as the copy of a \(type(of: self)); UIMotionEffect subclasses must override copy(with:) and make the copy themselves")
    }
}
