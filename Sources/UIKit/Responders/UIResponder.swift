import Foundation

/// An object that can respond to and handle events: the base of views, view controllers,
/// windows and the application.
///
/// The touch and press methods' default implementations pass the event up the responder chain
/// (`next`), as UIKit's do. Key presses start at the key window's first responder (see
/// `becomeFirstResponder()`), or at the deepest visible view controller when there is none.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() { super.init() }

    /// The next responder in the chain (a view's superview or view controller, and so on).
    open var next: UIResponder? { nil }

    // MARK: Touches

    /// Touches began in this responder.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Touches ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// Touches were cancelled (a gesture recognized, the window lost the pointer, Escape was pressed).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    // MARK: Presses

    /// Keys went down. Call `super` for the keys you do not handle: it passes them to `next`.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesBegan(presses, with: event) }
    /// A value of the presses changed (keys have no analog values: never called here).
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesChanged(presses, with: event) }
    /// Keys went up.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }
    /// Keys that were down stopped counting (the window lost keyboard focus or was hidden).
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesCancelled(presses, with: event) }

    // MARK: Key commands

    /// The keyboard shortcuts this responder offers (default none). When a key goes down, the
    /// responder chain's commands are matched before `pressesBegan(_:with:)`: see `UIKeyCommand`.
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: First responder

    /// Whether this responder accepts to become its window's first responder (default false).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder gives up first-responder status when asked (default true).
    open var canResignFirstResponder: Bool { true }

    /// Makes this responder the first responder of its window: the one key presses go to.
    ///
    /// A view must be in a window (a view controller's view, too), and `canBecomeFirstResponder`
    /// must be true; the current first responder is asked to resign first. Returns whether this
    /// responder is now the first responder.
    ///
    ///     override var canBecomeFirstResponder: Bool { true }
    ///     override func viewDidAppear(_ animated: Bool) { becomeFirstResponder() }
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let window = windowForFirstResponder else { return false }
        let current = window.validFirstResponder()
        if current === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        window.firstResponderStorage = self
        return true
    }

    /// Gives up first-responder status. Subclasses that override it call `super`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if let window = windowForFirstResponder, window.firstResponderStorage === self { window.firstResponderStorage = nil }
        return true
    }

    /// Whether this responder is its window's first responder.
    open var isFirstResponder: Bool {
        guard let window = windowForFirstResponder else { return false }
        return window.validFirstResponder() === self
    }

    /// The window whose first responder this responder can be: a view's window, a view
    /// controller's view's window; nil for other responders.
    var windowForFirstResponder: UIWindow? {
        if let view = self as? UIView { return view.window }
        if let controller = self as? UIViewController { return controller.viewIfLoaded?.window }
        return nil
    }
}

extension UIWindow {
    /// The first responder, if it is still in this window (one that left it is forgotten).
    func validFirstResponder() -> UIResponder? {
        guard let responder = firstResponderStorage else { return nil }
        guard responder.windowForFirstResponder === self else {
            firstResponderStorage = nil
            return nil
        }
        return responder
    }
}
