import UIKit

/// An invisible first responder that gives the playground's keys to a `KeyCommandHandler`,
/// whatever the window shows: put one in a window and make it first responder.
///
///     let catcher = KeyCommandResponderView(handler: handler)
///     window.addSubview(catcher)
///     catcher.becomeFirstResponder()
///
/// Keys the handler does not take go on to the window's deepest visible controller (the root,
/// the controllers it presents, a navigation controller's top controller), as they would with no
/// first responder, and from there up that controller's responder chain. Living in the window
/// itself, it stays first responder when a full-screen presentation takes the root view away.
/// A text field or text view that is clicked takes the keys while it edits; when editing ends
/// (and nothing else took them) they come back here.
@MainActor
final class KeyCommandResponderView: UIView {
    let handler: KeyCommandHandler
    private var handledPresses: Set<UIPress> = []

    init(handler: KeyCommandHandler) {
        self.handler = handler
        super.init(frame: .zero)
        isUserInteractionEnabled = false   // never the target of a touch
        for name in [UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification] {
            NotificationCenter.default.addObserver(self, selector: KeyCommandResponderView.textEditingEnded, name: name, object: nil)
        }
    }

    /// Editing ended, so the window has no first responder: the playground's keys come back
    /// here. (A responder that takes over afterwards — the next field — replaces this one.)
    private func textEditingEnded() {
        if window != nil, !isFirstResponder { becomeFirstResponder() }
    }

    required init?(coder: NSCoder) { fatalError("KeyCommandResponderView is made in code") }

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var rest = Set<UIPress>()
        for press in presses {
            if let key = press.key, handler.handle(key) { handledPresses.insert(press) } else { rest.insert(press) }
        }
        if !rest.isEmpty { visibleController?.pressesBegan(rest, with: event) }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = presses.subtracting(handledPresses)
        handledPresses.subtract(presses)
        if !rest.isEmpty { visibleController?.pressesEnded(rest, with: event) }
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = presses.subtracting(handledPresses)
        handledPresses.subtract(presses)
        if !rest.isEmpty { visibleController?.pressesCancelled(rest, with: event) }
    }

    /// Where keys go when the handler does not take them.
    private var visibleController: UIViewController? {
        window?.rootViewController.flatMap { ControllerChain.visibleChain(from: $0).last }
    }
}
