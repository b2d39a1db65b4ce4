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
/// over the blur — the semantic colours of iOS 13 (`label`, `secondaryLabel` … `separator`) for
/// a light blur, their dark variants for a dark one. The shapes, their antialiasing and the
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

    override var backdropParameters: BackdropParameters {
        var p = BackdropParameters.none
        p.vibrancyColor = Self.color(style ?? .secondaryLabel, dark: blurEffect.isDark)
        return p
    }

    /// iOS 13's semantic colours (light and dark variants), as sRGB components 0…255 and alpha.
    private static func color(_ style: UIVibrancyEffectStyle, dark: Bool) -> CGColor {
        let (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat)
        switch (style, dark) {
        case (.label, false): (r, g, b, a) = (0, 0, 0, 1)
        case (.label, true): (r, g, b, a) = (255, 255, 255, 1)
        case (.secondaryLabel, false): (r, g, b, a) = (60, 60, 67, 0.6)
        case (.secondaryLabel, true): (r, g, b, a) = (235, 235, 245, 0.6)
        case (.tertiaryLabel, false): (r, g, b, a) = (60, 60, 67, 0.3)
        case (.tertiaryLabel, true): (r, g, b, a) = (235, 235, 245, 0.3)
        case (.quaternaryLabel, false): (r, g, b, a) = (60, 60, 67, 0.18)
        case (.quaternaryLabel, true): (r, g, b, a) = (235, 235, 245, 0.16)
        case (.fill, false): (r, g, b, a) = (120, 120, 128, 0.2)
        case (.fill, true): (r, g, b, a) = (120, 120, 128, 0.36)
        case (.secondaryFill, false): (r, g, b, a) = (120, 120, 128, 0.16)
        case (.secondaryFill, true): (r, g, b, a) = (120, 120, 128, 0.32)
        case (.tertiaryFill, false): (r, g, b, a) = (118, 118, 128, 0.12)
        case (.tertiaryFill, true): (r, g, b, a) = (118, 118, 128, 0.24)
        case (.separator, false): (r, g, b, a) = (60, 60, 67, 0.29)
        case (.separator, true): (r, g, b, a) = (84, 84, 88, 0.6)
        }
        return CGColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }
}
