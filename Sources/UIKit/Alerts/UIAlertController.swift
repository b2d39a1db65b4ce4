import Foundation

/// A controller that shows an alert (a box in the middle of the screen) or an action sheet (a
/// list of buttons that slides up from the bottom), with a title, a message and the actions
/// the user can choose from.
///
///     let alert = UIAlertController(title: "Delete the trip?", message: "Its photos stay.",
///                                   preferredStyle: .alert)
///     alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
///     alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in deleteTrip() })
///     present(alert, animated: true)
///
/// **Choosing an action.** A click on an action's button (or Return for the `preferredAction`,
/// Escape for the `.cancel` action) dismisses the alert, and the action's handler runs after the
/// dismissal has finished — the alert's `viewDidDisappear` comes first, so the handler may present
/// another controller, as on iOS. A disabled action does nothing; a second choice while the
/// first one's dismissal runs is ignored, and so are keys while the alert is still coming in.
/// A click on the dimmed area outside an action sheet chooses its cancel action (if it has one);
/// outside an alert it does nothing.
///
/// **Presentation.** The alert presents itself with its own presentation controller and
/// animations (see `AlertTransitionAnimator` for the figures): the presenting controller stays
/// on screen and gets no appearance callbacks. Text fields (alerts only) are stacked under the
/// message; the first becomes first responder once the alert is up.
///
/// Apple's misuses are refused with a message rather than an exception: a second `.cancel` action,
/// an action added twice, a `preferredAction` that is not one of `actions`, a text field in an
/// action sheet.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// The two kinds of alert controller.
    public enum Style: Int, Sendable {
        /// A list of actions that slides up from the bottom of the screen.
        case actionSheet = 0
        /// A box in the middle of the screen.
        case alert = 1
    }

    /// The style given at creation.
    public private(set) var preferredStyle: Style

    /// The message under the title (nil: none).
    open var message: String? {
        didSet { if message != oldValue { contentIfLoaded?.reloadHeader() } }
    }

    /// The title, shown at the top in bold (nil: none).
    open override var title: String? {
        didSet { if title != oldValue { contentIfLoaded?.reloadHeader() } }
    }

    /// The actions, in the order they were added (which is their order on screen, except that
    /// the cancel action goes last — or left, beside one other action in an alert).
    public private(set) var actions: [UIAlertAction] = []

    /// The action Return chooses and whose title is bold (alerts only: action sheets ignore it).
    /// It must be one of `actions`; another is refused with a message.
    open var preferredAction: UIAlertAction? {
        get { preferredActionStorage }
        set {
            if let newValue, !actions.contains(where: { $0 === newValue }) {
                warnOnce("UIAlertController.preferredAction set to an action that was not added with addAction(_:); ignored")
                return
            }
            preferredActionStorage = newValue
            contentIfLoaded?.reloadActions()
        }
    }
    private var preferredActionStorage: UIAlertAction?

    /// The text fields added with `addTextField(configurationHandler:)`, in order (nil when there are none).
    open var textFields: [UITextField]? { textFieldStorage.isEmpty ? nil : textFieldStorage }
    private var textFieldStorage: [UITextField] = []

    /// Presents and dismisses the alert with its own presentation controller and animations
    /// (held here: `transitioningDelegate` is weak).
    private final let transitions = AlertTransitioning()
    /// The action being carried out (its dismissal runs); nil before one is chosen.
    private final var chosenAction: UIAlertAction?

    /// Creates an alert controller with a title, a message and a style.
    ///
    /// A convenience initializer, as Apple declares it: a subclass's designated initializers
    /// are the view controller's, and this one calls `init(nibName:bundle:)`.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.preferredStyle = preferredStyle
        self.message = message
        self.title = title
    }

    /// Creates an action sheet with no title or message (the style UIKit's plain initializer gives).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        preferredStyle = .actionSheet
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        configurePresentation()
    }

    /// Creates an action sheet from an archive (there are none here: it starts empty).
    public required init?(coder: NSCoder) {
        preferredStyle = .actionSheet
        super.init(coder: coder)
        configurePresentation()
    }

    private func configurePresentation() {
        modalPresentationStyle = .custom
        transitioningDelegate = transitions
    }

    // MARK: Actions and text fields

    /// Adds an action; its button goes after the ones added before it.
    open func addAction(_ action: UIAlertAction) {
        if actions.contains(where: { $0 === action }) {
            warnOnce("UIAlertController.addAction(_:) with an action it already has; ignored")
            return
        }
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            warnOnce("UIAlertController can only have one action with the style .cancel; \"\(action.title ?? "")\" ignored")
            return
        }
        actions.append(action)
        action.onChange = { [weak self] in self?.contentIfLoaded?.reloadActions() }
        contentIfLoaded?.reloadActions()
    }

    /// Adds a text field under the message (alerts only), after `configurationHandler` has
    /// configured it.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            warnOnce("Text fields can only be added to an alert controller of style .alert; ignored")
            return
        }
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .none
        textFieldStorage.append(field)
        configurationHandler?(field)
        contentIfLoaded?.reloadTextFields()
    }

    // MARK: The view

    open override func loadView() {
        view = AlertContentView(controller: self)
    }

    var contentIfLoaded: AlertContentView? { viewIfLoaded as? AlertContentView }

    /// The alert takes the keyboard once it is up: its first text field, or the controller
    /// itself (so that Return and Escape reach it). The responder that had it gets it back when
    /// the alert has gone, as on iOS (a field that was editing edits again).
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let previous = viewIfLoaded?.window?.validFirstResponder()
        if previous !== self, (previous as? UIView)?.isDescendant(of: view) != true { previousFirstResponder = previous }
        if let field = textFieldStorage.first { field.becomeFirstResponder() } else { becomeFirstResponder() }
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let window = viewIfLoaded?.window, let responder = window.validFirstResponder(),
           responder === self || (responder as? UIView)?.isDescendant(of: view) == true {
            responder.resignFirstResponder()
        }
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        let previous = previousFirstResponder
        previousFirstResponder = nil
        if let previous, previous.windowForFirstResponder?.validFirstResponder() == nil { previous.becomeFirstResponder() }
    }

    /// The first responder before the alert took the keyboard.
    private final weak var previousFirstResponder: UIResponder?

    open override var canBecomeFirstResponder: Bool { true }

    /// Return chooses the preferred action (alerts); Escape the cancel action.
    open override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "\r", modifierFlags: [], action: UIAlertController.returnPressed),
         UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: UIAlertController.escapePressed)]
    }

    private func returnPressed() {
        guard preferredStyle == .alert, let action = preferredActionStorage else { return }
        choose(action)
    }

    private func escapePressed() {
        guard let cancel = cancelAction else { return }
        choose(cancel)
    }

    /// The action with the `.cancel` style, if any.
    var cancelAction: UIAlertAction? { actions.first { $0.style == .cancel } }

    /// The action that is bold: the preferred one (alerts), else the cancel one.
    var emphasizedAction: UIAlertAction? {
        (preferredStyle == .alert ? preferredActionStorage : nil) ?? cancelAction
    }

    /// Carries out `action` as the user's choice: dismisses the alert, then runs the handler.
    /// Nothing happens for a disabled action, a second choice, or while the alert is still
    /// being presented (or is not presented at all).
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, chosenAction == nil, actions.contains(where: { $0 === action }),
              presentingViewController != nil, transitionCoordinator == nil else { return }
        chosenAction = action
        dismiss(animated: true) { [weak self] in
            self?.chosenAction = nil
            action.handler?(action)
        }
    }
}
