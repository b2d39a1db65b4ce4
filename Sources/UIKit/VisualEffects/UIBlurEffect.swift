import Foundation

/// An effect that blurs the content behind a `UIVisualEffectView`, saturates it and lays a
/// tint over it.
///
///     let sheet = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
///     sheet.frame = view.bounds
///     view.addSubview(sheet)
///
/// Apple documents the styles only by their look ("lighter than the view", "a material with
/// normal thickness"); UIKit's header says `.regular` shows `.light` or `.dark` and `.prominent`
/// shows `.extraLight` or `.dark`, depending on the interface style. The numbers behind each
/// style are not documented. The table below follows what is publicly known of iOS's backdrop
/// settings — a Gaussian blur with a radius of 20–30 pt, a saturation boost of 1.8 and a grey
/// tint laid over it (light: `.light` white at 0.3, `.extraLight` 97 % white at 0.82; dark: 11 %
/// white at 0.73) — and grades the iOS 13 materials by the tint's opacity, thin to thick, as
/// they look on a device. The blur radius is taken as the Gaussian's σ.
///
/// | style                       | σ (pt) | saturation | tint (white level, alpha) |
/// |-----------------------------|--------|------------|---------------------------|
/// | `.extraLight`               | 20     | 1.8        | 0.97, 0.82                |
/// | `.light`, `.regular`        | 30     | 1.8        | 1.00, 0.30                |
/// | `.dark`                     | 20     | 1.8        | 0.11, 0.73                |
/// | `.prominent`                | 20     | 1.8        | 0.97, 0.82                |
/// | `.systemUltraThinMaterial…` | 20     | 1.8        | light 1.00, 0.35 · dark 0.11, 0.45 |
/// | `.systemThinMaterial…`      | 25     | 1.8        | light 1.00, 0.55 · dark 0.11, 0.60 |
/// | `.systemMaterial…`          | 30     | 1.8        | light 0.98, 0.72 · dark 0.11, 0.72 |
/// | `.systemThickMaterial…`     | 30     | 1.8        | light 0.97, 0.86 · dark 0.11, 0.86 |
/// | `.systemChromeMaterial…`    | 30     | 1.8        | light 0.97, 0.78 · dark 0.11, 0.78 |
///
/// The adaptable styles (`.regular`, `.prominent` and the materials without `Light`/`Dark`)
/// show their light or dark variant as the effect view's `traitCollection.userInterfaceStyle`
/// is light or dark, and change when it changes.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// Blur styles available for blur effect objects (Apple's raw values; `.extraDark`, 3, is
    /// tvOS-only and absent).
    public enum Style: Int, Sendable {
        /// The area of the view is lighter than the underlying view.
        case extraLight = 0
        /// The area of the view is the same approximate lightness of the underlying view.
        case light = 1
        /// The area of the view is darker than the underlying view.
        case dark = 2
        /// A regular blur style that adapts to the user interface style.
        case regular = 4
        /// A blur style for making content more prominent that adapts to the user interface style.
        case prominent = 5
        /// An adaptable blur effect that creates the appearance of an ultra-thin material.
        case systemUltraThinMaterial = 6
        /// An adaptable blur effect that creates the appearance of a thin material.
        case systemThinMaterial = 7
        /// An adaptable blur effect that creates the appearance of a material with normal thickness.
        case systemMaterial = 8
        /// An adaptable blur effect that creates the appearance of a material that's thicker than normal.
        case systemThickMaterial = 9
        /// An adaptable blur effect that creates the appearance of the system chrome.
        case systemChromeMaterial = 10
        /// An ultra-thin material that is always light.
        case systemUltraThinMaterialLight = 11
        /// A thin material that is always light.
        case systemThinMaterialLight = 12
        /// A material of normal thickness that is always light.
        case systemMaterialLight = 13
        /// A thick material that is always light.
        case systemThickMaterialLight = 14
        /// The system chrome material, always light.
        case systemChromeMaterialLight = 15
        /// An ultra-thin material that is always dark.
        case systemUltraThinMaterialDark = 16
        /// A thin material that is always dark.
        case systemThinMaterialDark = 17
        /// A material of normal thickness that is always dark.
        case systemMaterialDark = 18
        /// A thick material that is always dark.
        case systemThickMaterialDark = 19
        /// The system chrome material, always dark.
        case systemChromeMaterialDark = 20
    }

    /// The style the effect was made with.
    let style: Style

    /// Creates a blur effect with the given style.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    override func backdropParameters(for traits: UITraitCollection) -> BackdropParameters {
        let (sigma, white, alpha) = Self.table(resolvedStyle(for: traits))
        return BackdropParameters(blurRadius: sigma, saturation: 1.8,
                                  tintColor: CGColor(red: white, green: white, blue: white, alpha: alpha),
                                  vibrancyColor: nil)
    }

    /// The fixed style an adaptive one shows in `traits`: `.regular` is `.light` or `.dark`,
    /// `.prominent` `.extraLight` or `.dark` (UIKit's header), and each material without a suffix
    /// its `…Light` or `…Dark` variant, as the interface style is light (or unspecified) or dark.
    func resolvedStyle(for traits: UITraitCollection) -> Style {
        let dark = traits.userInterfaceStyle == .dark
        switch style {
        case .regular: return dark ? .dark : .light
        case .prominent: return dark ? .dark : .extraLight
        case .systemUltraThinMaterial: return dark ? .systemUltraThinMaterialDark : .systemUltraThinMaterialLight
        case .systemThinMaterial: return dark ? .systemThinMaterialDark : .systemThinMaterialLight
        case .systemMaterial: return dark ? .systemMaterialDark : .systemMaterialLight
        case .systemThickMaterial: return dark ? .systemThickMaterialDark : .systemThickMaterialLight
        case .systemChromeMaterial: return dark ? .systemChromeMaterialDark : .systemChromeMaterialLight
        default: return style
        }
    }

    /// Whether the style looks dark in `traits` (its vibrancy then uses the dark colours).
    func isDark(in traits: UITraitCollection) -> Bool {
        switch resolvedStyle(for: traits) {
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
             .systemThickMaterialDark, .systemChromeMaterialDark: true
        default: false
        }
    }

    /// σ (points), the tint's white level and its alpha, per fixed style (see the table above;
    /// an adaptive style is resolved first and reads as its light variant here).
    private static func table(_ style: Style) -> (CGFloat, CGFloat, CGFloat) {
        let dark: CGFloat = 0.11
        switch style {
        case .extraLight, .prominent: return (20, 0.97, 0.82)
        case .light, .regular: return (30, 1, 0.30)
        case .dark: return (20, dark, 0.73)
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: return (20, 1, 0.35)
        case .systemThinMaterial, .systemThinMaterialLight: return (25, 1, 0.55)
        case .systemMaterial, .systemMaterialLight: return (30, 0.98, 0.72)
        case .systemThickMaterial, .systemThickMaterialLight: return (30, 0.97, 0.86)
        case .systemChromeMaterial, .systemChromeMaterialLight: return (30, 0.97, 0.78)
        case .systemUltraThinMaterialDark: return (20, dark, 0.45)
        case .systemThinMaterialDark: return (25, dark, 0.60)
        case .systemMaterialDark: return (30, dark, 0.72)
        case .systemThickMaterialDark: return (30, dark, 0.86)
        case .systemChromeMaterialDark: return (30, dark, 0.78)
        }
    }
}
