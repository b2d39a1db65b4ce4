import Foundation

/// A view that shows a visual effect: a blur of what lies behind it (`UIBlurEffect`) or vibrant
/// content over such a blur (`UIVibrancyEffect`). Put your own subviews in `contentView`; they
/// are drawn sharp on top of the effect.
///
///     let blurView = UIVisualEffectView(effect: nil)
///     blurView.frame = view.bounds
///     view.addSubview(blurView)
///     UIView.animate(withDuration: 0.3) {
///         blurView.effect = UIBlurEffect(style: .dark)   // the blur grows in
///     }
///
/// The view's layer reads what was drawn behind it within its bounds (and rounded corners:
/// `layer.cornerRadius` clips the blur), blurs it with a Gaussian, raises its saturation and
/// lays the style's tint over it, before the view's background and subviews. See
/// `UIBlurEffect` for the values of each style.
///
/// **Animating.** Setting `effect` inside `UIView.animate`, a `UIViewPropertyAnimator` or a
/// transition's animations animates the blur radius, the saturation and the tint from no
/// effect (radius 0, saturation 1, a transparent tint) to the style's values, or back when set
/// to `nil`; a percent-driven transition scrubs them with the rest. Outside an animation the
/// change shows at once. An `alpha` below 1 on an ancestor (or a mask on one) makes the blur
/// read only what that group drew (iOS warns that the effect then looks broken); the view's
/// own `alpha` fades the blurred, tinted backdrop with the rest of the view.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view the effect view's content goes in (sized to the view's bounds).
    public let contentView: UIView

    /// The effect shown (nil: none; the view shows the backdrop unchanged).
    open var effect: UIVisualEffect? {
        didSet { if effect !== oldValue { applyEffect() } }
    }

    open override class var layerClass: AnyClass { CABackdropLayer.self }

    /// Creates an effect view with the given effect and a zero frame.
    public init(effect: UIVisualEffect?) {
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        configure()
        self.effect = effect
        applyEffect()
    }

    /// Creates an effect view with the given frame and no effect.
    public override init(frame: CGRect) {
        contentView = UIView(frame: .zero)
        super.init(frame: frame)
        configure()
    }

    /// Creates an effect view from an archive (a zero frame and no effect here; see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Inside an animation block, the backdrop's values animate like the view's own properties.
    open override func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        if layer === self.layer, LayerProperties.backdropKeys.contains(event),
           UIViewAnimationContext.animationsEnabled, let context = UIViewAnimationContext.current {
            return UIViewAnimationAction(context: context)
        }
        return super.action(for: layer, forKey: event)
    }

    /// An adaptive blur (`.systemMaterial`, `.regular` …) and its vibrancy follow the interface
    /// style: a change of it shows the other variant (animated inside an animation block, as the
    /// cross-fade of a switch to dark mode is).
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.userInterfaceStyle != previousTraitCollection?.userInterfaceStyle { applyEffect() }
    }

    /// Hands the effect's values to the backdrop layer (animated inside an animation block).
    private func applyEffect() {
        guard let backdrop = layer as? CABackdropLayer else { return }
        let target = effect?.backdropParameters(for: traitCollection) ?? .none
        // The tint fades in and out in its own colour: from no effect, its colour starts
        // transparent (set without an animation), and going to no effect it ends transparent.
        let current = backdrop.backdropTintColor
        var tint = target.tintColor
        if let t = tint, (current?.alpha ?? 0) == 0 {
            backdrop.setModelValue(LayerProperties.colorValue(t.copy(alpha: 0)), forKey: "backdropTintColor")
        }
        if tint == nil, let c = current { tint = c.copy(alpha: 0) }
        backdrop.backdropBlurRadius = target.blurRadius
        backdrop.backdropSaturation = target.saturation
        backdrop.backdropTintColor = tint
        // Vibrancy shows at once (a colour animated from none would fade the content out first).
        backdrop.setModelValue(LayerProperties.colorValue(target.vibrancyColor), forKey: "vibrancyColor")
    }
}
