import Foundation

extension UIControl {
    /// A control's state: a combination of flags (`.normal` is none of them).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// The events a control sends to its targets (Apple's bit values).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// How content sits horizontally in a control.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0, left, right, fill, leading, trailing
    }

    /// How content sits vertically in a control.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0, top, bottom, fill
    }
}

/// A menu element that runs a handler: what `UIControl.addAction(_:for:)` takes, and a row of
/// a menu (its title, subtitle, image, attributes and state are what the row shows).
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// A name for the action (also the identifier's default).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    private var titleStorage: String, imageStorage: UIImage?
    open override var title: String {
        get { titleStorage }
        set { titleStorage = newValue }
    }
    open override var image: UIImage? {
        get { imageStorage }
        set { imageStorage = newValue }
    }
    /// The image while `state` is `.on` (iOS 17); nil shows `image`.
    open var selectedImage: UIImage?
    open var discoverabilityTitle: String?
    /// Destructive (red), disabled (dimmed, not chosen), hidden (not shown), or keeping the
    /// menu up when chosen.
    open var attributes: UIMenuElement.Attributes = []
    /// On (a checkmark in a menu), off, or mixed.
    open var state: UIMenuElement.State = .off
    public let identifier: Identifier
    /// The control that sent the action while its handler runs.
    public internal(set) weak var sender: AnyObject?
    // `final`: see the note on `CAAnimation.completion` (a member whose type holds a
    // `@MainActor` closure links wrongly from subclass vtables in Swift 6.3).
    final let handler: @MainActor (UIAction) -> Void

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping @MainActor (UIAction) -> Void) {
        titleStorage = title
        imageStorage = image
        self.selectedImage = selectedImage
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init()
        self.subtitle = subtitle
    }
}
