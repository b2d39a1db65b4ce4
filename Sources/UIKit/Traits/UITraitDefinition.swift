import Foundation

/// A trait type, named where UIKit's iOS 17 API takes a list of traits
/// (`registerForTraitChanges([UITraitUserInterfaceStyle.self]) { … }`,
/// `traitOverrides.remove(UITraitUserInterfaceStyle.self)`).
///
/// Only the built-in traits below exist here: custom trait definitions are not supported.
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value
    /// The value of the trait when nothing specifies it.
    static var defaultValue: Value { get }
    /// Whether dynamic colours depend on the trait.
    static var affectsColorAppearance: Bool { get }
    /// A readable name of the trait.
    static var name: String { get }
    /// A unique identifier of the trait.
    static var identifier: String { get }
}

extension UITraitDefinition {
    /// False unless a trait says otherwise.
    public static var affectsColorAppearance: Bool { false }
    /// The type's name.
    public static var name: String { String(describing: self) }
    /// The type's name.
    public static var identifier: String { String(describing: self) }
}

/// A trait, as a list of them is written: `[UITraitUserInterfaceStyle.self, UITraitHorizontalSizeClass.self]`.
public typealias UITrait = any UITraitDefinition.Type

/// The interface style trait (`traitCollection.userInterfaceStyle`).
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    /// Unspecified: the value when nothing specifies the trait.
    public static var defaultValue: UIUserInterfaceStyle { .unspecified }
    /// True: dynamic colours depend on this trait.
    public static var affectsColorAppearance: Bool { true }
}
/// The horizontal size class trait.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    /// Unspecified: the value when nothing specifies the trait.
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
}
/// The vertical size class trait.
public enum UITraitVerticalSizeClass: UITraitDefinition {
    /// Unspecified: the value when nothing specifies the trait.
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
}
/// The display scale trait.
public enum UITraitDisplayScale: UITraitDefinition {
    /// Unspecified: the value when nothing specifies the trait.
    public static var defaultValue: CGFloat { 0 }
}
/// The idiom trait.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    /// Unspecified: the value when nothing specifies the trait.
    public static var defaultValue: UIUserInterfaceIdiom { .unspecified }
}
/// The content size category trait.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    /// Unspecified: the value when nothing specifies the trait.
    public static var defaultValue: UIContentSizeCategory { .unspecified }
}
/// The layout direction trait.
public enum UITraitLayoutDirection: UITraitDefinition {
    /// Unspecified: the value when nothing specifies the trait.
    public static var defaultValue: UITraitEnvironmentLayoutDirection { .unspecified }
}
/// The interface level trait (base or elevated).
public enum UITraitUserInterfaceLevel: UITraitDefinition {
    /// Unspecified: the value when nothing specifies the trait.
    public static var defaultValue: UIUserInterfaceLevel { .unspecified }
    /// True: dynamic colours depend on this trait.
    public static var affectsColorAppearance: Bool { true }
}
/// The contrast trait.
public enum UITraitAccessibilityContrast: UITraitDefinition {
    /// Unspecified: the value when nothing specifies the trait.
    public static var defaultValue: UIAccessibilityContrast { .unspecified }
    /// True: dynamic colours depend on this trait.
    public static var affectsColorAppearance: Bool { true }
}
/// The legibility weight trait.
public enum UITraitLegibilityWeight: UITraitDefinition {
    /// Unspecified: the value when nothing specifies the trait.
    public static var defaultValue: UILegibilityWeight { .unspecified }
}

extension TraitValues {
    /// Whether the trait `trait` differs between the two; a trait type this toolkit does not
    /// know compares every trait.
    func differs(from other: TraitValues, in trait: UITrait) -> Bool {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): userInterfaceStyle != other.userInterfaceStyle
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): horizontalSizeClass != other.horizontalSizeClass
        case ObjectIdentifier(UITraitVerticalSizeClass.self): verticalSizeClass != other.verticalSizeClass
        case ObjectIdentifier(UITraitDisplayScale.self): displayScale != other.displayScale
        case ObjectIdentifier(UITraitUserInterfaceIdiom.self): userInterfaceIdiom != other.userInterfaceIdiom
        case ObjectIdentifier(UITraitPreferredContentSizeCategory.self): preferredContentSizeCategory != other.preferredContentSizeCategory
        case ObjectIdentifier(UITraitLayoutDirection.self): layoutDirection != other.layoutDirection
        case ObjectIdentifier(UITraitUserInterfaceLevel.self): userInterfaceLevel != other.userInterfaceLevel
        case ObjectIdentifier(UITraitAccessibilityContrast.self): accessibilityContrast != other.accessibilityContrast
        case ObjectIdentifier(UITraitLegibilityWeight.self): legibilityWeight != other.legibilityWeight
        default: self != other
        }
    }

    /// Sets the trait `trait` back to unspecified (a trait type this toolkit does not know: nothing).
    mutating func remove(_ trait: UITrait) {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): userInterfaceStyle = .unspecified
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): horizontalSizeClass = .unspecified
        case ObjectIdentifier(UITraitVerticalSizeClass.self): verticalSizeClass = .unspecified
        case ObjectIdentifier(UITraitDisplayScale.self): displayScale = 0
        case ObjectIdentifier(UITraitUserInterfaceIdiom.self): userInterfaceIdiom = .unspecified
        case ObjectIdentifier(UITraitPreferredContentSizeCategory.self): preferredContentSizeCategory = .unspecified
        case ObjectIdentifier(UITraitLayoutDirection.self): layoutDirection = .unspecified
        case ObjectIdentifier(UITraitUserInterfaceLevel.self): userInterfaceLevel = .unspecified
        case ObjectIdentifier(UITraitAccessibilityContrast.self): accessibilityContrast = .unspecified
        case ObjectIdentifier(UITraitLegibilityWeight.self): legibilityWeight = .unspecified
        default: warnOnceFromAnyThread("\(trait.name) is not a trait this toolkit knows; nothing to remove")
        }
    }
}

/// A mutable container of traits: what `UITraitCollection(mutations:)` hands its closure, and
/// what `traitOverrides` is.
public protocol UIMutableTraits {
    /// Light or dark.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// The width's size class.
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The height's size class.
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    /// Device pixels per point.
    var displayScale: CGFloat { get set }
    /// The kind of device.
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    /// The preferred content size.
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    /// The layout direction.
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    /// Base or elevated content.
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    /// Normal or high contrast.
    var accessibilityContrast: UIAccessibilityContrast { get set }
    /// Regular or bold text.
    var legibilityWeight: UILegibilityWeight { get set }
}

/// The traits a view, controller or presentation controller overrides for itself and
/// everything below it (iOS 17):
///
///     window.traitOverrides.userInterfaceStyle = .dark
///     window.traitOverrides.remove(UITraitUserInterfaceStyle.self)
///
/// A trait holds an override once set to a specified value; setting it back to
/// `.unspecified` (or `remove(_:)`) removes it.
public struct UITraitOverrides: UIMutableTraits, Sendable {
    /// The traits set (unspecified: not overridden). The same container is what
    /// `UITraitCollection(mutations:)` and `modifyingTraits(_:)` hand their closure.
    var values = TraitValues()

    init(values: TraitValues = TraitValues()) { self.values = values }

    /// Whether the overrides change `trait`.
    public func contains(_ trait: UITrait) -> Bool { values.differs(from: TraitValues(), in: trait) }
    /// Removes the override of `trait`.
    public mutating func remove(_ trait: UITrait) { values.remove(trait) }

    /// The override of `userInterfaceStyle` (unspecified: none).
    public var userInterfaceStyle: UIUserInterfaceStyle { get { values.userInterfaceStyle } set { values.userInterfaceStyle = newValue } }
    /// The override of `horizontalSizeClass` (unspecified: none).
    public var horizontalSizeClass: UIUserInterfaceSizeClass { get { values.horizontalSizeClass } set { values.horizontalSizeClass = newValue } }
    /// The override of `verticalSizeClass` (unspecified: none).
    public var verticalSizeClass: UIUserInterfaceSizeClass { get { values.verticalSizeClass } set { values.verticalSizeClass = newValue } }
    /// The override of `displayScale` (unspecified, 0: none; a value that is not a positive number counts as none).
    public var displayScale: CGFloat {
        get { values.displayScale }
        set { values.displayScale = newValue.isFinite && newValue > 0 ? newValue : 0 }
    }
    /// The override of `userInterfaceIdiom` (unspecified: none).
    public var userInterfaceIdiom: UIUserInterfaceIdiom { get { values.userInterfaceIdiom } set { values.userInterfaceIdiom = newValue } }
    /// The override of `preferredContentSizeCategory` (unspecified: none).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { values.preferredContentSizeCategory } set { values.preferredContentSizeCategory = newValue }
    }
    /// The override of `layoutDirection` (unspecified: none).
    public var layoutDirection: UITraitEnvironmentLayoutDirection { get { values.layoutDirection } set { values.layoutDirection = newValue } }
    /// The override of `userInterfaceLevel` (unspecified: none).
    public var userInterfaceLevel: UIUserInterfaceLevel { get { values.userInterfaceLevel } set { values.userInterfaceLevel = newValue } }
    /// The override of `accessibilityContrast` (unspecified: none).
    public var accessibilityContrast: UIAccessibilityContrast { get { values.accessibilityContrast } set { values.accessibilityContrast = newValue } }
    /// The override of `legibilityWeight` (unspecified: none).
    public var legibilityWeight: UILegibilityWeight { get { values.legibilityWeight } set { values.legibilityWeight = newValue } }
}
