import Foundation

// The value types of the built-in traits, with Apple's names and raw values.

/// Whether the interface is light or dark (`.unspecified`: no preference, drawn as light).
public enum UIUserInterfaceStyle: Int, Sendable, Hashable, CustomStringConvertible {
    /// No style was given; colours resolve as in light mode.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2

    /// `unspecified`, `light` or `dark`.
    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .light: "light"
        case .dark: "dark"
        }
    }
}

/// A coarse indication of the space available in one dimension.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    /// Not known.
    case unspecified = 0
    /// Constrained space (an iPhone's width in portrait, its height in landscape).
    case compact = 1
    /// Plenty of space (an iPad's width and height).
    case regular = 2
}

/// The kind of device the interface is designed for.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    /// Not known.
    case unspecified = -1
    /// A phone-shaped screen.
    case phone = 0
    /// A tablet-shaped (or larger) screen.
    case pad = 1
    /// A television.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac running Catalyst in the Mac idiom.
    case mac = 5
    /// A headset.
    case vision = 6
}

/// The direction of the writing system the interface is laid out for.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    /// Not known.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// The visual level of content: `.elevated` for content presented above the base (sheets),
/// which dark-mode background colours draw lighter.
public enum UIUserInterfaceLevel: Int, Sendable, Hashable {
    /// Not known.
    case unspecified = -1
    /// The window's main content.
    case base = 0
    /// Content above the base (a presented sheet).
    case elevated = 1
}

/// Whether the user asked for increased contrast.
public enum UIAccessibilityContrast: Int, Sendable, Hashable {
    /// Not known.
    case unspecified = -1
    /// The default contrast.
    case normal = 0
    /// Increased contrast.
    case high = 1
}

/// Whether the user asked for bold text.
public enum UILegibilityWeight: Int, Sendable, Hashable {
    /// Not known.
    case unspecified = -1
    /// Regular text weight.
    case regular = 0
    /// Bold text.
    case bold = 1
}

/// The preferred size of content (Dynamic Type), ordered from smallest to largest.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// Apple's name for the category (`UICTContentSizeCategoryL` for `.large`).
    public let rawValue: String
    /// Creates a category from its raw name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not known.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large: the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The smallest accessibility size.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest accessibility size.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let order: [UIContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { (Self.order.firstIndex(of: self) ?? 0) >= 8 }

    /// Orders by size; an unknown raw value sorts as `.unspecified`.
    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool {
        (order.firstIndex(of: a) ?? 0) < (order.firstIndex(of: b) ?? 0)
    }
}
