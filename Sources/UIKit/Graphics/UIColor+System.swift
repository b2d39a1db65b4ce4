import Foundation

// The system colours, with their iOS light-mode ("any appearance", normal contrast, base
// elevation) values. On iOS they are dynamic and change with dark mode and contrast; this
// toolkit has no traits, so each is one fixed colour.
//
// Source: the light-mode values of UIKit's dynamic colours as introduced in iOS 13, as listed
// in Flutter's `CupertinoColors` (packages/flutter/lib/src/cupertino/colors.dart, each entry
// documented as "the UIKit equivalent" of the UIColor of the same name), which match the
// light-mode table of Apple's Human Interface Guidelines ("Color › System colors") of that era
// and Noah Gilmore's ColorCompatibility tables (noahgilmore.com/blog/dark-mode-uicolor-compatibility).
// Components there are 0…255 sRGB bytes; alpha bytes (153, 76, 73, 45) are kept as byte / 255.
// iOS 15 retuned `systemTeal` (to about 48, 176, 199); the iOS 13 value is used here.

extension UIColor {
    /// A colour from 0…255 sRGB bytes and an alpha byte.
    private static func bytes(_ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: CGFloat(a) / 255)
    }

    // MARK: Adaptable system colours

    /// System blue: sRGB (0, 122, 255).
    public static let systemBlue = bytes(0, 122, 255)
    /// System green: sRGB (52, 199, 89).
    public static let systemGreen = bytes(52, 199, 89)
    /// System indigo: sRGB (88, 86, 214).
    public static let systemIndigo = bytes(88, 86, 214)
    /// System orange: sRGB (255, 149, 0).
    public static let systemOrange = bytes(255, 149, 0)
    /// System pink: sRGB (255, 45, 85).
    public static let systemPink = bytes(255, 45, 85)
    /// System purple: sRGB (175, 82, 222).
    public static let systemPurple = bytes(175, 82, 222)
    /// System red: sRGB (255, 59, 48).
    public static let systemRed = bytes(255, 59, 48)
    /// System teal: sRGB (90, 200, 250) (the iOS 13 value).
    public static let systemTeal = bytes(90, 200, 250)
    /// System yellow: sRGB (255, 204, 0).
    public static let systemYellow = bytes(255, 204, 0)

    // MARK: Adaptable greys

    /// The base system grey: sRGB (142, 142, 147).
    public static let systemGray = bytes(142, 142, 147)
    /// The second-level system grey: sRGB (174, 174, 178).
    public static let systemGray2 = bytes(174, 174, 178)
    /// The third-level system grey: sRGB (199, 199, 204).
    public static let systemGray3 = bytes(199, 199, 204)
    /// The fourth-level system grey: sRGB (209, 209, 214).
    public static let systemGray4 = bytes(209, 209, 214)
    /// The fifth-level system grey: sRGB (229, 229, 234).
    public static let systemGray5 = bytes(229, 229, 234)
    /// The sixth-level system grey: sRGB (242, 242, 247).
    public static let systemGray6 = bytes(242, 242, 247)

    // MARK: Backgrounds

    /// The main background: white.
    public static let systemBackground = bytes(255, 255, 255)
    /// Content layered on the main background: sRGB (242, 242, 247).
    public static let secondarySystemBackground = bytes(242, 242, 247)
    /// Content layered on secondary backgrounds: white.
    public static let tertiarySystemBackground = bytes(255, 255, 255)
    /// The main background of grouped content: sRGB (242, 242, 247).
    public static let systemGroupedBackground = bytes(242, 242, 247)
    /// Content layered on the grouped background: white.
    public static let secondarySystemGroupedBackground = bytes(255, 255, 255)
    /// Content layered on secondary grouped backgrounds: sRGB (242, 242, 247).
    public static let tertiarySystemGroupedBackground = bytes(242, 242, 247)

    // MARK: Foreground

    /// Primary text: black.
    public static let label = bytes(0, 0, 0)
    /// Secondary text: sRGB (60, 60, 67) at alpha 153/255 (0.6).
    public static let secondaryLabel = bytes(60, 60, 67, 153)
    /// Tertiary text: sRGB (60, 60, 67) at alpha 76/255 (0.3).
    public static let tertiaryLabel = bytes(60, 60, 67, 76)
    /// Quaternary text: sRGB (60, 60, 67) at alpha 45/255 (0.18).
    public static let quaternaryLabel = bytes(60, 60, 67, 45)
    /// Placeholder text in controls: sRGB (60, 60, 67) at alpha 76/255.
    public static let placeholderText = bytes(60, 60, 67, 76)
    /// Thin dividers that let content show through: sRGB (60, 60, 67) at alpha 73/255 (0.29).
    public static let separator = bytes(60, 60, 67, 73)
    /// Dividers that hide content: sRGB (198, 198, 200).
    public static let opaqueSeparator = bytes(198, 198, 200)
    /// Links: sRGB (0, 122, 255).
    public static let link = bytes(0, 122, 255)
    /// The tint colour of views that set none: the app's accent colour, system blue by default.
    public static let tintColor = systemBlue

    // MARK: Fills

    /// Fill for thin and small shapes: sRGB (120, 120, 128) at alpha 51/255 (0.2).
    public static let systemFill = bytes(120, 120, 128, 51)
    /// Fill for medium shapes: sRGB (120, 120, 128) at alpha 40/255 (0.16).
    public static let secondarySystemFill = bytes(120, 120, 128, 40)
    /// Fill for large shapes: sRGB (118, 118, 128) at alpha 30/255 (0.12).
    public static let tertiarySystemFill = bytes(118, 118, 128, 30)
    /// Fill for large areas with complex content: sRGB (116, 116, 128) at alpha 20/255 (0.08).
    public static let quaternarySystemFill = bytes(116, 116, 128, 20)
}
