import Foundation

/// Scales custom fonts and layout values with Dynamic Type, as UIKit's `UIFontMetrics`.
///
///     let metrics = UIFontMetrics(forTextStyle: .headline)
///     label.font = metrics.scaledFont(for: UIFont(name: "Inter-SemiBold", size: 17)!)
///     let rowHeight = UIFontMetrics.default.scaledValue(for: 44)
///
/// Fonts and values are given at the Large content size category (UIKit's default) and scaled
/// to the category of the trait collection passed, else of the current traits. This desktop has
/// no Dynamic Type setting, so the current category is Large and scaling returns the value
/// unchanged; a trait collection with another category scales by the ratio of the body style's
/// size in that category to its size at Large (14 pt at extraSmall … 17 at Large … 53 at
/// accessibilityExtraExtraExtraLarge, Apple's Dynamic Type table). Apple scales each text style
/// along its own curve, which differs from body's by a point or two at the extremes.
///
/// Apple declares the class `open` (an Objective-C class: `class UIFontMetrics` in Swift) with
/// overridable methods, so an app's subclass can scale along its own curve; so is this one.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The text style whose scaling this object applies.
    private let textStyle: UIFont.TextStyle

    /// The metrics of the body text style.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// Creates the metrics for `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// `font` scaled to the current content size category (unchanged at Large).
    open func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    /// `font` scaled to the current content size category, no larger than `maximumPointSize`
    /// (0 or less: no maximum).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled to the content size category of `traitCollection` (the current traits when nil).
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled to the content size category of `traitCollection`, capped at `maximumPointSize`.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat,
                         compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        var size = scaledValue(for: font.pointSize, category: Self.category(of: traitCollection))
        if maximumPointSize > 0 { size = min(size, maximumPointSize) }
        return size == font.pointSize ? font : font.withSize(size)
    }

    /// A layout value (a height holding text) scaled to the current content size category.
    open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// A layout value scaled to the content size category of `traitCollection`.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        scaledValue(for: value, category: Self.category(of: traitCollection))
    }

    /// `value` (given at Large) at `category`.
    func scaledValue(for value: CGFloat, category: UIContentSizeCategory) -> CGFloat {
        guard let size = Self.bodySizes[category], value.isFinite else { return value }
        return value * size / 17
    }

    /// The category of `traitCollection`, else of the current traits; Large when unspecified.
    private static func category(of traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        let category = traitCollection?.preferredContentSizeCategory
            ?? (Thread.isMainThread ? MainActor.assumeIsolated { UITraitCollection.current.preferredContentSizeCategory } : .large)
        return category == .unspecified ? .large : category
    }

    /// The body style's size in each content size category (Apple's Dynamic Type sizes).
    private static let bodySizes: [UIContentSizeCategory: CGFloat] = [
        .extraSmall: 14, .small: 15, .medium: 16, .large: 17, .extraLarge: 19, .extraExtraLarge: 21,
        .extraExtraExtraLarge: 23, .accessibilityMedium: 28, .accessibilityLarge: 33, .accessibilityExtraLarge: 40,
        .accessibilityExtraExtraLarge: 47, .accessibilityExtraExtraExtraLarge: 53,
    ]
}
