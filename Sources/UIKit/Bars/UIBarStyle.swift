import Foundation

/// The look of a navigation bar, toolbar or tab bar (UIKit's raw values).
///
/// Since iOS 13 a bar's style picks its appearance's interface style: `.black` draws the bar as
/// in dark mode (its background, title and items resolve their dynamic colours dark) whatever
/// the app's style, `.default` follows the app. That is what setting it does here: it sets the
/// bar's `overrideUserInterfaceStyle` to `.dark`, and back to `.unspecified` when the style
/// returns to `.default` (an override the app set itself in between is left alone).
public enum UIBarStyle: Int, Sendable {
    /// The bar follows the interface style.
    case `default` = 0
    /// A dark bar.
    case black = 1
    /// A dark translucent bar.
    @available(*, deprecated, message: "Use UIBarStyle.black and set the translucent property to true")
    case blackTranslucent = 2
    /// A dark opaque bar (`.black`).
    @available(*, deprecated, message: "Use UIBarStyle.black instead")
    public static var blackOpaque: UIBarStyle { .black }
}

extension UIView {
    /// Applies a bar's new style to the bar view (`UIBarStyle`).
    func barStyleDidChange(from old: UIBarStyle, to new: UIBarStyle) {
        if new != .default {
            overrideUserInterfaceStyle = .dark
        } else if old != .default, overrideUserInterfaceStyle == .dark {
            overrideUserInterfaceStyle = .unspecified
        }
    }
}
