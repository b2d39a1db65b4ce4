import Foundation

/// An object that represents the press of a physical button: on the desktop, a key of the
/// keyboard, with the key in `key`.
///
/// A press goes to the key window's first responder (or, when there is none, to the deepest
/// visible view controller of the key window) in `pressesBegan(_:with:)`; the same press object
/// later comes back to the same responder in `pressesEnded(_:with:)`, or in
/// `pressesCancelled(_:with:)` when the window loses keyboard focus while the key is down.
///
/// X repeats a held key as a release and a press: each repetition is a new press.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// The phases of a press.
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// The kinds of buttons, named after the remotes and controllers of tvOS.
    ///
    /// Keyboard keys report the nearest kind: the arrow keys their arrows, Return and keypad
    /// Enter `.select`, Escape `.menu`, Page Up and Page Down theirs; every other key reports
    /// `.select` as well, so read `key` to tell keys apart.
    public enum PressType: Int, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30, pageDown, tvRemoteOneTwoThree, tvRemoteFourColors
    }

    /// When the press last changed, in seconds on the window system's clock.
    open internal(set) var timestamp: TimeInterval
    /// Where the press is in its life.
    open internal(set) var phase: Phase
    /// The kind of button.
    open var type: PressType { pressType }
    /// The window the press was delivered in (the key window when it began).
    open internal(set) weak var window: UIWindow?
    /// The responder the press was first delivered to.
    open internal(set) weak var responder: UIResponder?
    /// The gesture recognizers receiving the press (recognizers take no key presses here: empty).
    open var gestureRecognizers: [UIGestureRecognizer]? { [] }
    /// The force of the press: 1 while a key is down, 0 once it is up (keys are not analog).
    open var force: CGFloat { phase == .ended || phase == .cancelled ? 0 : 1 }
    /// The key, for presses from a keyboard.
    open internal(set) var key: UIKey?
    /// Whether `pressesBegan` went through the whole responder chain without a taker.
    var reachedEndOfResponderChain = false

    private let pressType: PressType

    init(key: UIKey, timestamp: TimeInterval, window: UIWindow?, responder: UIResponder?) {
        self.key = key
        self.timestamp = timestamp
        self.window = window
        self.responder = responder
        phase = .began
        pressType = Self.pressType(for: key.keyCode)
    }

    private static func pressType(for usage: UIKeyboardHIDUsage) -> PressType {
        switch usage {
        case .keyboardUpArrow: .upArrow
        case .keyboardDownArrow: .downArrow
        case .keyboardLeftArrow: .leftArrow
        case .keyboardRightArrow: .rightArrow
        case .keyboardEscape: .menu
        case .keyboardPageUp: .pageUp
        case .keyboardPageDown: .pageDown
        default: .select
        }
    }

}
