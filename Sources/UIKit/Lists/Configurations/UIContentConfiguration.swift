import Foundation

/// What a cell's content looks like, as a value (iOS 14): the cell makes the configuration's
/// view once and hands it each new configuration.
///
///     var content = cell.defaultContentConfiguration()
///     content.text = song.title
///     content.secondaryText = song.artist
///     content.image = UIImage(systemName: "music.note")
///     cell.contentConfiguration = content
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view that shows this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// This configuration as it looks in `state` (selected, highlighted…).
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration shown; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (default true; iOS 16). A view that cannot is replaced.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// A key for custom values in a configuration state.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The state a configuration is updated for (a value: no actor needed to read it).
public protocol UIConfigurationState {
    /// The traits of the view the state is for.
    var traitCollection: UITraitCollection { get set }
    /// A custom value.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A cell's state: selection, highlight, editing and the rest, with its traits.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with `traitCollection` and nothing else set.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.isSelected == b.isSelected && a.isHighlighted == b.isHighlighted && a.isDisabled == b.isDisabled
            && a.isFocused == b.isFocused && a.isEditing == b.isEditing && a.isExpanded == b.isExpanded
            && a.isSwiped == b.isSwiped && a.isReordering == b.isReordering && a.custom == b.custom
            && a.traitCollection == b.traitCollection
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(isSelected)
        hasher.combine(isHighlighted)
        hasher.combine(isDisabled)
        hasher.combine(isEditing)
        hasher.combine(custom)
    }
}
