import Foundation

/// The base of the effects a `UIVisualEffectView` shows: `UIBlurEffect` and `UIVibrancyEffect`.
///
/// As on iOS, an effect is an immutable description; the view applies it. A plain
/// `UIVisualEffect()` is no effect at all (the view shows its backdrop unchanged).
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    /// Creates an empty effect.
    public override init() { super.init() }

    /// What the effect does to the backdrop layer of a view with `traits` (none for the base
    /// class): the adaptive blur styles and vibrancy resolve with its interface style.
    func backdropParameters(for traits: UITraitCollection) -> BackdropParameters { .none }
}

/// The values a visual effect gives the effect view's backdrop layer: the blur's σ (points),
/// the saturation factor, the tint laid over the blurred backdrop and the vibrancy colour.
struct BackdropParameters: Equatable {
    var blurRadius: CGFloat
    var saturation: CGFloat
    var tintColor: CGColor?
    var vibrancyColor: CGColor?

    /// No effect: nothing blurred, saturation unchanged, no tint.
    static var none: BackdropParameters { BackdropParameters(blurRadius: 0, saturation: 1, tintColor: nil, vibrancyColor: nil) }
}
