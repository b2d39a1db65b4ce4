import Foundation

/// An action the user can take in an alert or action sheet: a button's title, its style and
/// the block that runs when it is chosen.
///
///     let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in store.removeAll() }
///     alert.addAction(delete)
///
/// As Apple documents, the handler runs after the alert controller has been dismissed (so it may
/// present another controller), and a disabled action (`isEnabled` false) cannot be chosen: its
/// button is dimmed and neither a click nor Return/Escape triggers it.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How an action's button looks and where it goes.
    public enum Style: Int, Sendable {
        /// A plain button (the tint colour).
        case `default` = 0
        /// The button that cancels: one per alert controller; set apart (bold, last or left in an
        /// alert; in its own group in an action sheet) and chosen by Escape.
        case cancel = 1
        /// A button that destroys data (red).
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Whether the action can be chosen (default true). A disabled action's button is dimmed.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { onChange?() } }
    }

    /// What runs when the user chooses the action, after the alert is dismissed.
    final let handler: ((UIAlertAction) -> Void)?
    /// Tells the alert controller the action changed (its button redraws).
    final var onChange: (() -> Void)?

    /// Creates an action with a title, a style and the block to run when it is chosen.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
