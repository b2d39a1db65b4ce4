import Foundation

// The system colours: dynamic, with their iOS light-mode ("any appearance") and dark-mode
// values at normal contrast; the backgrounds also have their dark values for elevated content
// (presented sheets). High-contrast variants are not modelled.
//
// Source: the values of UIKit's dynamic colours as introduced in iOS 13, as listed in
// Flutter's `CupertinoColors` (packages/flutter/lib/src/cupertino/colors.dart, each entry
// documented as "the UIKit equivalent" of the UIColor of the same name, with its `color`,
// `darkColor` and `darkElevatedColor`), which match the tables of Apple's Human Interface
// Guidelines ("Color › System colors") of that era and Noah Gilmore's ColorCompatibility tables
// (noahgilmore.com/blog/dark-mode-uicolor-compatibility).
// Components there are 0…255 sRGB bytes; alpha bytes (153, 76, 73, 45 …) are kept as byte / 255.
// iOS 15 retuned `systemTeal` (to about 48, 176, 199 light); the iOS 13 values are used here.
// The light values are unchanged from before dark mode existed here.

extension UIColor {
    /// A colour from 0…255 sRGB bytes and an alpha byte.
    private static func bytes(_ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: CGFloat(a) / 255)
    }

    // MARK: Adaptable system colours

    /// System blue: sRGB (0, 122, 255). Dark: sRGB (10, 132, 255).
    public static let systemBlue = dynamic(light: bytes(0, 122, 255), dark: bytes(10, 132, 255))
    /// System green: sRGB (52, 199, 89). Dark: sRGB (48, 209, 88).
    public static let systemGreen = dynamic(light: bytes(52, 199, 89), dark: bytes(48, 209, 88))
    /// System indigo: sRGB (88, 86, 214). Dark: sRGB (94, 92, 230).
    public static let systemIndigo = dynamic(light: bytes(88, 86, 214), dark: bytes(94, 92, 230))
    /// System orange: sRGB (255, 149, 0). Dark: sRGB (255, 159, 10).
    public static let systemOrange = dynamic(light: bytes(255, 149, 0), dark: bytes(255, 159, 10))
    /// System pink: sRGB (255, 45, 85). Dark: sRGB (255, 55, 95).
    public static let systemPink = dynamic(light: bytes(255, 45, 85), dark: bytes(255, 55, 95))
    /// System purple: sRGB (175, 82, 222). Dark: sRGB (191, 90, 242).
    public static let systemPurple = dynamic(light: bytes(175, 82, 222), dark: bytes(191, 90, 242))
    /// System red: sRGB (255, 59, 48). Dark: sRGB (255, 69, 58).
    public static let systemRed = dynamic(light: bytes(255, 59, 48), dark: bytes(255, 69, 58))
    /// System teal: sRGB (90, 200, 250) (the iOS 13 value). Dark: sRGB (100, 210, 255).
    public static let systemTeal = dynamic(light: bytes(90, 200, 250), dark: bytes(100, 210, 255))
    /// System yellow: sRGB (255, 204, 0). Dark: sRGB (255, 214, 10).
    public static let systemYellow = dynamic(light: bytes(255, 204, 0), dark: bytes(255, 214, 10))
    /// System mint (iOS 15): sRGB (0, 199, 190). Dark: sRGB (102, 212, 207) (the Human Interface
    /// Guidelines' values when it was introduced).
    public static let systemMint = dynamic(light: bytes(0, 199, 190), dark: bytes(102, 212, 207))
    /// System cyan (iOS 15): sRGB (50, 173, 230). Dark: sRGB (100, 210, 255).
    public static let systemCyan = dynamic(light: bytes(50, 173, 230), dark: bytes(100, 210, 255))
    /// System brown (iOS 13 in the SDK, public from iOS 15): sRGB (162, 132, 94). Dark: sRGB (172, 142, 104).
    public static let systemBrown = dynamic(light: bytes(162, 132, 94), dark: bytes(172, 142, 104))

    // MARK: Adaptable greys

    /// The base system grey: sRGB (142, 142, 147). Dark: sRGB (142, 142, 147).
    public static let systemGray = dynamic(light: bytes(142, 142, 147), dark: bytes(142, 142, 147))
    /// The second-level system grey: sRGB (174, 174, 178). Dark: sRGB (99, 99, 102).
    public static let systemGray2 = dynamic(light: bytes(174, 174, 178), dark: bytes(99, 99, 102))
    /// The third-level system grey: sRGB (199, 199, 204). Dark: sRGB (72, 72, 74).
    public static let systemGray3 = dynamic(light: bytes(199, 199, 204), dark: bytes(72, 72, 74))
    /// The fourth-level system grey: sRGB (209, 209, 214). Dark: sRGB (58, 58, 60).
    public static let systemGray4 = dynamic(light: bytes(209, 209, 214), dark: bytes(58, 58, 60))
    /// The fifth-level system grey: sRGB (229, 229, 234). Dark: sRGB (44, 44, 46).
    public static let systemGray5 = dynamic(light: bytes(229, 229, 234), dark: bytes(44, 44, 46))
    /// The sixth-level system grey: sRGB (242, 242, 247). Dark: sRGB (28, 28, 30).
    public static let systemGray6 = dynamic(light: bytes(242, 242, 247), dark: bytes(28, 28, 30))

    // MARK: Backgrounds

    /// The main background: white. Dark: sRGB (0, 0, 0), elevated (28, 28, 30).
    public static let systemBackground = dynamic(light: bytes(255, 255, 255), dark: bytes(0, 0, 0), darkElevated: bytes(28, 28, 30))
    /// Content layered on the main background: sRGB (242, 242, 247). Dark: sRGB (28, 28, 30), elevated (44, 44, 46).
    public static let secondarySystemBackground = dynamic(light: bytes(242, 242, 247), dark: bytes(28, 28, 30), darkElevated: bytes(44, 44, 46))
    /// Content layered on secondary backgrounds: white. Dark: sRGB (44, 44, 46), elevated (58, 58, 60).
    public static let tertiarySystemBackground = dynamic(light: bytes(255, 255, 255), dark: bytes(44, 44, 46), darkElevated: bytes(58, 58, 60))
    /// The main background of grouped content: sRGB (242, 242, 247). Dark: sRGB (0, 0, 0), elevated (28, 28, 30).
    public static let systemGroupedBackground = dynamic(light: bytes(242, 242, 247), dark: bytes(0, 0, 0), darkElevated: bytes(28, 28, 30))
    /// Content layered on the grouped background: white. Dark: sRGB (28, 28, 30), elevated (44, 44, 46).
    public static let secondarySystemGroupedBackground = dynamic(light: bytes(255, 255, 255), dark: bytes(28, 28, 30), darkElevated: bytes(44, 44, 46))
    /// Content layered on secondary grouped backgrounds: sRGB (242, 242, 247). Dark: sRGB (44, 44, 46), elevated (58, 58, 60).
    public static let tertiarySystemGroupedBackground = dynamic(light: bytes(242, 242, 247), dark: bytes(44, 44, 46), darkElevated: bytes(58, 58, 60))

    // MARK: Foreground

    /// Primary text: black. Dark: sRGB (255, 255, 255).
    public static let label = dynamic(light: bytes(0, 0, 0), dark: bytes(255, 255, 255))
    /// Secondary text: sRGB (60, 60, 67) at alpha 153/255 (0.6). Dark: sRGB (235, 235, 245, 153).
    public static let secondaryLabel = dynamic(light: bytes(60, 60, 67, 153), dark: bytes(235, 235, 245, 153))
    /// Tertiary text: sRGB (60, 60, 67) at alpha 76/255 (0.3). Dark: sRGB (235, 235, 245, 76).
    public static let tertiaryLabel = dynamic(light: bytes(60, 60, 67, 76), dark: bytes(235, 235, 245, 76))
    /// Quaternary text: sRGB (60, 60, 67) at alpha 45/255 (0.18). Dark: sRGB (235, 235, 245, 45).
    public static let quaternaryLabel = dynamic(light: bytes(60, 60, 67, 45), dark: bytes(235, 235, 245, 45))
    /// Placeholder text in controls: sRGB (60, 60, 67) at alpha 76/255. Dark: sRGB (235, 235, 245, 76).
    public static let placeholderText = dynamic(light: bytes(60, 60, 67, 76), dark: bytes(235, 235, 245, 76))
    /// Thin dividers that let content show through: sRGB (60, 60, 67) at alpha 73/255 (0.29). Dark: sRGB (84, 84, 88, 153).
    public static let separator = dynamic(light: bytes(60, 60, 67, 73), dark: bytes(84, 84, 88, 153))
    /// Dividers that hide content: sRGB (198, 198, 200). Dark: sRGB (56, 56, 58).
    public static let opaqueSeparator = dynamic(light: bytes(198, 198, 200), dark: bytes(56, 56, 58))
    /// Links: sRGB (0, 122, 255). Dark: sRGB (9, 132, 255).
    public static let link = dynamic(light: bytes(0, 122, 255), dark: bytes(9, 132, 255))
    /// The tint colour of views that set none: the app's accent colour, system blue by default.
    public static let tintColor = systemBlue

    // MARK: Fills

    /// Fill for thin and small shapes: sRGB (120, 120, 128) at alpha 51/255 (0.2). Dark: sRGB (120, 120, 128, 91).
    public static let systemFill = dynamic(light: bytes(120, 120, 128, 51), dark: bytes(120, 120, 128, 91))
    /// Fill for medium shapes: sRGB (120, 120, 128) at alpha 40/255 (0.16). Dark: sRGB (120, 120, 128, 81).
    public static let secondarySystemFill = dynamic(light: bytes(120, 120, 128, 40), dark: bytes(120, 120, 128, 81))
    /// Fill for large shapes: sRGB (118, 118, 128) at alpha 30/255 (0.12). Dark: sRGB (118, 118, 128, 61).
    public static let tertiarySystemFill = dynamic(light: bytes(118, 118, 128, 30), dark: bytes(118, 118, 128, 61))
    /// Fill for large areas with complex content: sRGB (116, 116, 128) at alpha 20/255 (0.08). Dark: sRGB (118, 118, 128, 45).
    public static let quaternarySystemFill = dynamic(light: bytes(116, 116, 128, 20), dark: bytes(118, 118, 128, 45))
}
