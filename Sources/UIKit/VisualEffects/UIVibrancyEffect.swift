import Foundation

/// The vibrancy styles of iOS 13 (Apple's raw values): the semantic label, fill and separator
/// colours, drawn vibrant over a blur.
public enum UIVibrancyEffectStyle: Int, Sendable {
    /// Vibrancy for text labels.
    case label = 0
    /// Vibrancy for secondary text labels.
    case secondaryLabel = 1
    /// Vibrancy for tertiary text labels.
    case tertiaryLabel = 2
    /// Vibrancy for quaternary text labels.
    case quaternaryLabel = 3
    /// Vibrancy for thin fills.
    case fill = 4
    /// Vibrancy for secondary fills.
    case secondaryFill = 5
    /// Vibrancy for tertiary fills.
    case tertiaryFill = 6
    /// Vibrancy for separators.
    case separator = 7
}

/// An effect that draws the content of a `UIVisualEffectView`'s `contentView` vibrant over a
/// blur: put the vibrancy effect view inside the `contentView` of a view with the blur effect,
/// and the vibrancy view's own content inside its `contentView`.
///
///     let blur = UIBlurEffect(style: .systemMaterial)
///     let blurView = UIVisualEffectView(effect: blur)
///     let vibrancyView = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
///     blurView.contentView.addSubview(vibrancyView)
///     vibrancyView.contentView.addSubview(label)
///
/// **How it differs from iOS.** iOS blends the content with the blurred backdrop (colour-dodge
/// and "plus" blend modes), so the colours behind show through brightened. Here the content is
/// drawn in one colour through its own alpha: the style's semantic colour, partly transparent,
/// over the blur — UIKit's semantic colours (`label`, `secondaryLabel` … `systemFill`,
/// `separator`) in their light variants over a light blur, their dark ones over a dark blur (an
/// adaptive blur is dark in a dark interface style). The shapes, their antialiasing and the
/// relative prominence of the styles match; the exact hue over a colourful backdrop does not.
/// `init(blurEffect:)` (the pre-iOS 13 vibrancy) uses the `.secondaryLabel` colour. Vibrancy
/// does not animate from `nil`: it appears at once.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy is drawn over.
    let blurEffect: UIBlurEffect
    /// The style (nil: the pre-iOS 13 vibrancy).
    let style: UIVibrancyEffectStyle?

    /// Creates a vibrancy effect for the specified blur effect.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        style = nil
        super.init()
    }

    /// Creates a vibrancy effect for the specified blur effect and vibrancy style.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    override func backdropParameters(for traits: UITraitCollection) -> BackdropParameters {
        var p = BackdropParameters.none
        let look = UITraitCollection(userInterfaceStyle: blurEffect.isDark(in: traits) ? .dark : .light)
        p.vibrancyColor = Self.color(style ?? .secondaryLabel).resolvedColor(with: look).cgColor
        return p
    }

    /// The semantic colour of a vibrancy style (UIKit's palette, light and dark).
    private static func color(_ style: UIVibrancyEffectStyle) -> UIColor {
        switch style {
        case .label: .label
        case .secondaryLabel: .secondaryLabel
        case .tertiaryLabel: .tertiaryLabel
        case .quaternaryLabel: .quaternaryLabel
        case .fill: .systemFill
        case .secondaryFill: .secondarySystemFill
        case .tertiaryFill: .tertiarySystemFill
        case .separator: .separator
        }
    }
}
