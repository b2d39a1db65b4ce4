import Foundation
import WindowSystem

/// Turns one screen's key events into presses and delivers them.
///
/// A key that goes down becomes a `UIPress` (with its `UIKey`) delivered in `pressesBegan` to
/// the key window's first responder, or — when it has none — to the deepest visible view
/// controller of the key window: the root, then the controllers it presents, and for a
/// navigation controller its top controller. From there the default implementations pass the
/// press up the responder chain. The key going up ends the same press at the same responder;
/// losing keyboard focus or the window being hidden cancels every key still down. Timestamps
/// that go backwards are held at the last one.
///
/// A key that went through the whole responder chain without a taker goes to the innermost
/// scroll view under the pointer that can scroll for it (`allowsKeyboardScrolling`), unless the
/// first responder is a text field that is editing. Escape without a taker (and that cancelled
/// no drag) asks for `accessibilityPerformEscape()` up the chain: see `performEscape(in:)`.
@MainActor
final class KeyDispatcher {
    let screen: UIScreen
    /// The keys that are down, by key, with the responder their press went to (nil: a key
    /// command took the press).
    private var held: [KeyIdentity: (press: UIPress, responder: UIResponder?)] = [:]
    private var lastTimestamp: TimeInterval = 0
    /// The scroll views under the pointer, innermost first.
    var scrollViewsUnderPointer: () -> [UIScrollView] = { [] }

    init(screen: UIScreen) {
        self.screen = screen
    }

    /// Handles one window-system event (key events, and the focus changes that cancel keys).
    /// `dragInFlight`: a touch or drag was in flight when the event came (Escape cancels it,
    /// and does nothing more).
    func handle(_ e: WindowSystemEvent, dragInFlight: Bool = false) {
        switch e {
        case .keyDown(let symbol, let characters, let time, let modifiers):
            let key = UIKey(keySymbol: symbol, characters: characters, modifiers: modifiers)
            keyDown(key, identity: KeyIdentity(key: key, symbol: symbol), timestamp: monotonic(time), dragInFlight: dragInFlight)
        case .keyUp(let symbol, let characters, let time, let modifiers):
            let key = UIKey(keySymbol: symbol, characters: characters, modifiers: modifiers)
            end(KeyIdentity(key: key, symbol: symbol), phase: .ended, timestamp: monotonic(time))
        case .focusOut, .unmapped:
            for identity in held.keys.sorted() { end(identity, phase: .cancelled, timestamp: lastTimestamp) }
        default:
            break
        }
    }

    /// Whether a key is down.
    var hasHeldKeys: Bool { !held.isEmpty }

    private func keyDown(_ key: UIKey, identity: KeyIdentity, timestamp: TimeInterval, dragInFlight: Bool) {
        // The same key again without a release in between is the key repeating while held
        // (the X11 backend asks for detectable auto-repeat): the press goes on.
        if held[identity] != nil { return }
        guard let window = screen.keyWindow, !window.isHidden else { return }
        let responder = Self.pressTarget(in: window)
        let press = UIPress(key: key, timestamp: timestamp, window: window, responder: responder)
        // A key command of the responder chain takes the press before pressesBegan.
        if let (command, perform) = UIKeyCommand.handler(for: key, from: responder) {
            held[identity] = (press, nil)
            perform(command)
            return
        }
        held[identity] = (press, responder)
        responder.pressesBegan([press], with: event(for: press, timestamp: timestamp))
        guard press.reachedEndOfResponderChain else { return }
        if key.keyCode == .keyboardEscape, !dragInFlight, Self.performEscape(in: window) { return }
        scrollUnderPointer(for: key, in: window)
    }

    /// Escape that nothing took, on the desktop what VoiceOver's escape gesture is on iOS: asks
    /// `accessibilityPerformEscape()` of the first responder — without one, of the front-most
    /// controller's view — and then of each next responder until one returns true. A presented
    /// controller passes it to its presentation's container (a popover's dismisses it) and then
    /// to the controller that presented it (where iOS's responder chain goes;
    /// `UIViewController.next` here is the view's superview, the presentation's container).
    /// Returns whether one did.
    @discardableResult
    static func performEscape(in window: UIWindow) -> Bool {
        var next: UIResponder? = window.validFirstResponder() ?? deepestVisibleViewController(in: window)?.viewIfLoaded ?? window
        var asked = 0
        while let responder = next, asked < 256 {   // a bound against a cycle in a broken hierarchy
            if responder.accessibilityPerformEscape() { return true }
            asked += 1
            if let controller = responder as? UIViewController, controller.parent == nil,
               let presenting = controller.presentingViewController {
                // The presentation's container (a popover's dismisses it) before the presenter.
                if controller.presentationController?.containerView?.accessibilityPerformEscape() == true { return true }
                next = presenting
            } else {
                next = responder.next
            }
        }
        return false
    }

    /// A key no responder took: the innermost scroll view under the pointer that can move for it scrolls.
    private func scrollUnderPointer(for key: UIKey, in window: UIWindow) {
        if let field = window.validFirstResponder() as? UITextField, field.isEditing { return }
        for scrollView in scrollViewsUnderPointer() where scrollView.scroll(for: key) { return }
    }

    private func end(_ identity: KeyIdentity, phase: UIPress.Phase, timestamp: TimeInterval) {
        guard let (press, target) = held[identity] else { return }   // a release without a press
        held[identity] = nil
        guard let responder = target else { return }   // a key command took it
        let event = event(for: press, timestamp: timestamp)
        press.phase = phase
        press.timestamp = timestamp
        if phase == .cancelled { responder.pressesCancelled([press], with: event) }
        else { responder.pressesEnded([press], with: event) }
    }

    /// A new event holding the keys that are down (and `press`).
    private func event(for press: UIPress, timestamp: TimeInterval) -> UIPressesEvent {
        let event = UIPressesEvent(timestamp: timestamp)
        event.pressSet = Set(held.values.map(\.press)).union([press])
        return event
    }

    private func monotonic(_ t: TimeInterval) -> TimeInterval {
        lastTimestamp = max(lastTimestamp, t.isFinite ? t : lastTimestamp)
        return lastTimestamp
    }

    /// Where a key press starts in `window`: its first responder, else its deepest visible view
    /// controller, else the window itself.
    static func pressTarget(in window: UIWindow) -> UIResponder {
        if let responder = window.validFirstResponder() { return responder }
        return deepestVisibleViewController(in: window) ?? window
    }

    /// The root controller, then what it presents, and for navigation controllers their top
    /// controller, as deep as that goes. (A root whose view a full-screen presentation took off
    /// the window still leads to what it presents.)
    static func deepestVisibleViewController(in window: UIWindow) -> UIViewController? {
        guard var controller = window.rootViewController,
              controller.viewIfLoaded?.window === window || controller.presentedViewController?.viewIfLoaded?.window === window
        else { return nil }
        for _ in 0..<64 {   // a bound against a cycle in a broken hierarchy
            if let presented = controller.presentedViewController, presented !== controller,
               presented.presentingViewController != nil {
                controller = presented
            } else if let navigation = controller as? UINavigationController, let top = navigation.topViewController {
                controller = top
            } else {
                break
            }
        }
        return controller
    }
}

/// Which physical key a press is: its HID usage, or its keysym when it has none. (A key pressed
/// as `a` and released as `A`, Shift having gone down in between, is the same key.)
struct KeyIdentity: Hashable, Comparable {
    let value: Int

    @MainActor init(key: UIKey, symbol: UInt32) {
        value = key.keyCode == .keyboardErrorUndefined ? (1 << 32) + Int(symbol) : key.keyCode.rawValue
    }

    static func < (a: KeyIdentity, b: KeyIdentity) -> Bool { a.value < b.value }
}
