import Foundation

/// The traits of an interface environment: light or dark, size classes, scale, idiom and the
/// rest, as UIKit's `UITraitCollection`.
///
///     let dark = UITraitCollection(userInterfaceStyle: .dark)
///     UIColor.systemBackground.resolvedColor(with: dark)   // black
///
///     let elevated = view.traitCollection.modifyingTraits { $0.userInterfaceLevel = .elevated }
///
/// A collection is immutable and equal to another by value. A trait that was not given is
/// "unspecified" (`.unspecified`, or 0 for `displayScale`); `init(traitsFrom:)` and
/// `modifyingTraits(_:)` combine collections, later specified values winning.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    let values: TraitValues

    init(values: TraitValues) {
        self.values = values
        super.init()
    }

    /// Creates a collection whose traits are all unspecified.
    public override convenience init() { self.init(values: TraitValues()) }

    /// Combines collections: each specified trait of a later collection replaces the earlier value.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var v = TraitValues()
        for c in traitCollections { v.merge(c.values) }
        self.init(values: v)
    }

    /// The iOS 17 way to build a collection: set the traits you want in `mutations`.
    ///
    ///     let traits = UITraitCollection { $0.userInterfaceStyle = .dark; $0.displayScale = 2 }
    public convenience init(mutations: UITraitCollection.TraitMutations) {
        var traits: any UIMutableTraits = UITraitOverrides()
        mutations(&traits)
        self.init(values: (traits as? UITraitOverrides)?.values ?? TraitValues(traits))
    }

    /// A closure that sets traits on a mutable container (`init(mutations:)`, `modifyingTraits(_:)`).
    public typealias TraitMutations = (inout any UIMutableTraits) -> Void

    /// A copy of this collection with the traits `mutations` sets changed.
    public func modifyingTraits(_ mutations: UITraitCollection.TraitMutations) -> UITraitCollection {
        var traits: any UIMutableTraits = UITraitOverrides(values: values)
        mutations(&traits)
        return UITraitCollection(values: (traits as? UITraitOverrides)?.values ?? TraitValues(traits))
    }

    // MARK: Single-trait collections

    /// A collection with only the interface style specified.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(values: TraitValues(userInterfaceStyle: userInterfaceStyle)) }
    /// A collection with only the horizontal size class specified.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(values: TraitValues(horizontalSizeClass: horizontalSizeClass)) }
    /// A collection with only the vertical size class specified.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(values: TraitValues(verticalSizeClass: verticalSizeClass)) }
    /// A collection with only the display scale specified (NaN and negative scales count as unspecified).
    public convenience init(displayScale scale: CGFloat) {
        self.init(values: TraitValues(displayScale: scale.isFinite && scale > 0 ? scale : 0))
    }
    /// A collection with only the idiom specified.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init(values: TraitValues(userInterfaceIdiom: idiom)) }
    /// A collection with only the content size category specified.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(values: TraitValues(preferredContentSizeCategory: preferredContentSizeCategory))
    }
    /// A collection with only the layout direction specified.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(values: TraitValues(layoutDirection: layoutDirection)) }
    /// A collection with only the interface level specified.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init(values: TraitValues(userInterfaceLevel: userInterfaceLevel)) }
    /// A collection with only the contrast specified.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) { self.init(values: TraitValues(accessibilityContrast: accessibilityContrast)) }
    /// A collection with only the legibility weight specified.
    public convenience init(legibilityWeight: UILegibilityWeight) { self.init(values: TraitValues(legibilityWeight: legibilityWeight)) }

    // MARK: Traits

    /// Light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    /// The width's size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    /// The height's size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    /// Device pixels per point (0: unspecified).
    public var displayScale: CGFloat { values.displayScale }
    /// The kind of device.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
    /// The preferred content size (Dynamic Type).
    public var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
    /// The layout direction.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
    /// Base or elevated content.
    public var userInterfaceLevel: UIUserInterfaceLevel { values.userInterfaceLevel }
    /// Normal or high contrast.
    public var accessibilityContrast: UIAccessibilityContrast { values.accessibilityContrast }
    /// Regular or bold text.
    public var legibilityWeight: UILegibilityWeight { values.legibilityWeight }

    // MARK: Comparing

    /// Whether every trait specified in `trait` has the same value here (true for nil, as in UIKit).
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        var merged = values
        merged.merge(trait.values)
        return merged == values
    }

    /// Whether dynamic colours may resolve differently in `traitCollection`: the traits colours
    /// depend on (style, contrast, level) differ, or `traitCollection` is nil.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let other = traitCollection?.values else { return true }
        return values.userInterfaceStyle != other.userInterfaceStyle
            || values.accessibilityContrast != other.accessibilityContrast
            || values.userInterfaceLevel != other.userInterfaceLevel
    }

    /// Equal when every trait is.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other.values == values
    }

    /// A hash consistent with `isEqual(_:)`.
    public override var hash: Int { values.hashValue }

    /// The specified traits, as `<UITraitCollection: UserInterfaceStyle = Dark, DisplayScale = 2>`.
    public override var description: String {
        let v = values
        var parts: [String] = []
        if v.userInterfaceStyle != .unspecified { parts.append("UserInterfaceStyle = \(v.userInterfaceStyle.description.capitalized)") }
        if v.horizontalSizeClass != .unspecified { parts.append("HorizontalSizeClass = \(v.horizontalSizeClass == .compact ? "Compact" : "Regular")") }
        if v.verticalSizeClass != .unspecified { parts.append("VerticalSizeClass = \(v.verticalSizeClass == .compact ? "Compact" : "Regular")") }
        if v.displayScale != 0 { parts.append("DisplayScale = \(String(format: "%g", Double(v.displayScale)))") }
        if v.userInterfaceIdiom != .unspecified { parts.append("UserInterfaceIdiom = \(v.userInterfaceIdiom == .phone ? "Phone" : "Pad")") }
        if v.userInterfaceLevel != .unspecified { parts.append("UserInterfaceLevel = \(v.userInterfaceLevel == .base ? "Base" : "Elevated")") }
        return "<UITraitCollection: \(parts.joined(separator: ", "))>"
    }

    // MARK: The current collection

    /// The traits being resolved for on this thread: those of the view or controller UIKit is
    /// drawing, laying out or telling about a trait change, or of `performAsCurrent(_:)`.
    ///
    /// As UIKit's, the value is per thread. Outside those moments it is the collection last set
    /// on this thread, or — when none was — a light phone-like collection (style `.light`,
    /// base level, normal contrast, scale 1, content size `.large`), so a dynamic colour read
    /// outside drawing gives its light value.
    public class var current: UITraitCollection {
        get { (Thread.current.threadDictionary[Self.currentKey] as? UITraitCollection) ?? .fallback }
        set { Thread.current.threadDictionary[Self.currentKey] = newValue }
    }

    private static let currentKey = "UIKit.UITraitCollection.current"

    /// Makes this collection `current` while `actions` runs, then restores the previous one.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[Self.currentKey]
        dictionary[Self.currentKey] = self
        defer { dictionary[Self.currentKey] = previous }
        try actions()
    }

    /// The traits of anything that has no screen above it: light, phone, scale 1, the app's
    /// layout direction.
    static let fallback = UITraitCollection(values: TraitValues(
        userInterfaceStyle: .light, horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 1,
        userInterfaceIdiom: .phone, preferredContentSizeCategory: .large, layoutDirection: LaunchOptions.current.layoutDirection.traitValue,
        userInterfaceLevel: .base, accessibilityContrast: .normal, legibilityWeight: .regular))
}

/// The traits of a collection as plain values; "unspecified" values do not override in `merge`.
struct TraitValues: Hashable, Sendable {
    var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    var displayScale: CGFloat = 0
    var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    var userInterfaceLevel: UIUserInterfaceLevel = .unspecified
    var accessibilityContrast: UIAccessibilityContrast = .unspecified
    var legibilityWeight: UILegibilityWeight = .unspecified

    /// Takes every specified trait of `other`.
    mutating func merge(_ other: TraitValues) {
        if other.userInterfaceStyle != .unspecified { userInterfaceStyle = other.userInterfaceStyle }
        if other.horizontalSizeClass != .unspecified { horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != .unspecified { verticalSizeClass = other.verticalSizeClass }
        if other.displayScale != 0 { displayScale = other.displayScale }
        if other.userInterfaceIdiom != .unspecified { userInterfaceIdiom = other.userInterfaceIdiom }
        if other.preferredContentSizeCategory != .unspecified { preferredContentSizeCategory = other.preferredContentSizeCategory }
        if other.layoutDirection != .unspecified { layoutDirection = other.layoutDirection }
        if other.userInterfaceLevel != .unspecified { userInterfaceLevel = other.userInterfaceLevel }
        if other.accessibilityContrast != .unspecified { accessibilityContrast = other.accessibilityContrast }
        if other.legibilityWeight != .unspecified { legibilityWeight = other.legibilityWeight }
    }

    /// The values of any mutable-traits container.
    init(_ traits: any UIMutableTraits) {
        userInterfaceStyle = traits.userInterfaceStyle
        horizontalSizeClass = traits.horizontalSizeClass
        verticalSizeClass = traits.verticalSizeClass
        displayScale = traits.displayScale
        userInterfaceIdiom = traits.userInterfaceIdiom
        preferredContentSizeCategory = traits.preferredContentSizeCategory
        layoutDirection = traits.layoutDirection
        userInterfaceLevel = traits.userInterfaceLevel
        accessibilityContrast = traits.accessibilityContrast
        legibilityWeight = traits.legibilityWeight
    }

    init(userInterfaceStyle: UIUserInterfaceStyle = .unspecified, horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
         verticalSizeClass: UIUserInterfaceSizeClass = .unspecified, displayScale: CGFloat = 0,
         userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified,
         preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
         layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
         userInterfaceLevel: UIUserInterfaceLevel = .unspecified,
         accessibilityContrast: UIAccessibilityContrast = .unspecified, legibilityWeight: UILegibilityWeight = .unspecified) {
        self.userInterfaceStyle = userInterfaceStyle
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.userInterfaceIdiom = userInterfaceIdiom
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.userInterfaceLevel = userInterfaceLevel
        self.accessibilityContrast = accessibilityContrast
        self.legibilityWeight = legibilityWeight
    }
}
