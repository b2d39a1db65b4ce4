import Foundation

/// The look of a navigation bar, toolbar or tab bar (UIKit's raw values).
///
/// Since iOS 13 a bar's style picks its appearance's interface style: `.black` draws the bar as
/// in dark mode (its background, title and items resolve their dynamic colours dark) whatever
/// the app's style, `.default` follows the app. That is what setting it does here: it sets the
/// bar's `overrideUserInterfaceStyle`.
public enum UIBarStyle: Int, Sendable {
    /// The bar follows the interface style.
    case `default` = 0
    /// A dark bar.
    case black = 1
    /// A dark translucent bar (deprecated on iOS: `.black` with `isTranslucent`).
    @available(*, deprecated, message: "Use UIBarStyle.black and set the translucent property to true")
    public static var blackTranslucent: UIBarStyle { .black }
    /// A dark opaque bar (deprecated on iOS: `.black`).
    @available(*, deprecated, message: "Use UIBarStyle.black instead")
    public static var blackOpaque: UIBarStyle { .black }
}

extension UIView {
    /// Applies a bar's style to the bar view (`UIBarStyle`).
    func applyBarStyle(_ style: UIBarStyle) {
        overrideUserInterfaceStyle = style == .black ? .dark : .unspecified
    }
}
