import Foundation

/// What an accessibility element is and does (Apple's bit values).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// The accessibility settings and announcements of the system.
///
/// There is no screen reader bridge here (AT-SPI is not spoken to): the settings report what a
/// user without assistive technology has, except the reduced-motion preference, which the
/// environment can set (`UIKIT_REDUCE_MOTION=1`) so transition code that honours it can be
/// tried. Posted notifications are accepted and go nowhere.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// Whether VoiceOver runs (never, here).
    public static var isVoiceOverRunning: Bool { false }
    /// Whether the user asked for less motion: `UIKIT_REDUCE_MOTION=1` in the environment.
    public static var isReduceMotionEnabled: Bool { ProcessInfo.processInfo.environment["UIKIT_REDUCE_MOTION"] == "1" }
    /// Whether the user asked for less transparency (no).
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether the user asked for bold text (no).
    public static var isBoldTextEnabled: Bool { false }
    /// Whether Switch Control runs (no).
    public static var isSwitchControlRunning: Bool { false }

    /// An announcement to assistive technology.
    public struct Notification: Hashable, Sendable, RawRepresentable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Tells assistive technology something changed (accepted; there is none to tell here).
    public static func post(notification: Notification, argument: Any?) {}
}

/// An accessibility element that is not a view (a part of a drawn chart, a region of a canvas).
@preconcurrency @MainActor
open class UIAccessibilityElement: NSObject {
    /// The element that contains this one.
    open weak var accessibilityContainer: AnyObject?
    open var isAccessibilityElement = true
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityIdentifier: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// The element's frame in screen coordinates.
    open var accessibilityFrame: CGRect = .zero

    /// An element inside `container`.
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// Dismisses the modal content this element stands for and returns whether it did
    /// (default false; see `UIResponder.accessibilityPerformEscape()`).
    open func accessibilityPerformEscape() -> Bool { false }
}

/// The accessibility properties of a responder, kept only once one is set.
final class AccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var identifier: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var elements: [Any]?
}
