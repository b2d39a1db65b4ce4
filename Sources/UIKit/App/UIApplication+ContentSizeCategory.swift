import Foundation

extension UIApplication {
    /// The font size the user prefers: the content size category of the main screen's traits,
    /// the one `UIFont.preferredFont(forTextStyle:)` and `UIFontMetrics` scale for.
    ///
    /// The desktop has no Dynamic Type setting to read, so it is `.large`, UIKit's default, for
    /// as long as the app runs (a view can still see another category through its traits'
    /// overrides, `traitOverrides.preferredContentSizeCategory`).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        UIScreen.main.traitCollection.preferredContentSizeCategory
    }
}

extension UIContentSizeCategory {
    /// Posted when `UIApplication.preferredContentSizeCategory` changes, with the new value in
    /// the user info under `newValueUserInfoKey`.
    ///
    /// The value never changes here (see `UIApplication.preferredContentSizeCategory`), so this
    /// is never posted; it is declared so that code observing it compiles, and hears nothing,
    /// as on a device whose user never changes the text size.
    nonisolated public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")

    /// The key of `didChangeNotification`'s user info whose value is the new category's raw
    /// value (a string).
    nonisolated public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
