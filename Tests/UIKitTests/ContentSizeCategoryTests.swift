import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `UIApplication.preferredContentSizeCategory` is the main screen's content size category, the
/// one fonts scale for: `.large` (the desktop has no text-size setting), so
/// `UIContentSizeCategory.didChangeNotification` is declared with Apple's names and never posted.
@MainActor
@Suite struct ContentSizeCategoryTests {
    @Test func theAppsCategoryIsTheOneFontsScaleFor() {
        let category = UIApplication.shared.preferredContentSizeCategory
        #expect(category == .large)
        #expect(category == UIScreen.main.traitCollection.preferredContentSizeCategory)
        let body = UIFont.preferredFont(forTextStyle: .body)
        let forApp = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
        #expect(body.pointSize == forApp.pointSize)
        #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)) == 17,
                "at the app's category a body size is not scaled")
    }

    @Test func theNotificationHasApplesNames() {
        #expect(UIContentSizeCategory.didChangeNotification.rawValue == "UIContentSizeCategoryDidChangeNotification")
        #expect(UIContentSizeCategory.newValueUserInfoKey == "UIContentSizeCategoryNewValueKey")
    }
}
