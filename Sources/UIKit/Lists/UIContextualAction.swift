import Foundation

/// An action offered by swiping a row (iOS 11): a title or image on a coloured button, and a
/// handler told whether the action was performed. A table's delegate
/// (`trailingSwipeActionsConfigurationForRowAt`) or a list configuration's providers offer them.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// How the action looks.
    public enum Style: Int, Sendable {
        /// A grey button.
        case normal
        /// A red button that removes the row.
        case destructive
    }
    /// Performs the action; call the completion with whether it was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style.
    public let style: Style
    /// The handler.
    public let handler: Handler
    /// The button's title.
    open var title: String?
    /// The button's colour (default: red for `.destructive`, grey otherwise).
    open var backgroundColor: UIColor!
    /// The button's image (default nil).
    open var image: UIImage?

    /// An action of `style` titled `title`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}

/// The actions a swipe on a row offers, first nearest the edge.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action (default true).
    open var performsFirstActionWithFullSwipe = true

    /// A configuration offering `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
