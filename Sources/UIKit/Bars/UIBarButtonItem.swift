import Foundation

/// A button in a navigation bar or a toolbar: a title, an image, a system item, or a view of
/// the app's own, with a target and action (a method reference, as `UIControl.addTarget`
/// takes), or a `primaryAction`.
///
///     navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self,
///                                                         action: Self.addTapped)
///
/// A tap on an enabled item runs its `primaryAction` if it has one, else sends the action to
/// the target (held weakly, as on iOS). An item with a menu and neither shows the menu when
/// tapped.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How an item is drawn: `.done` in the semibold weight of a confirming action.
    public enum Style: Int, Sendable {
        case plain = 0
        @available(iOS, deprecated: 8.0, message: "Use .plain")
        case bordered = 1
        case done = 2
    }

    /// The system's items (Apple's raw values).
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        @available(iOS, deprecated: 11.0)
        case pageCurl
        case close
    }

    /// The item's style.
    open var style: Style = .plain { didSet { itemDidChange() } }
    /// The item's width (0: as wide as its content; a fixed space's width).
    open var width: CGFloat = 0 { didSet { itemDidChange() } }
    /// A view shown instead of a title or image (it gets its own touches).
    open var customView: UIView? { didSet { itemDidChange() } }
    /// The colour of the title or image (nil: the bar's tint).
    open var tintColor: UIColor? { didSet { itemDidChange() } }
    /// The action run on a tap instead of the target and action.
    open var primaryAction: UIAction? { didSet { itemDidChange() } }
    /// A menu: shown when the item is tapped and has no primary action and no target action.
    open var menu: UIMenu? { didSet { itemDidChange() } }
    /// The object that receives the action (held weakly).
    open weak var target: AnyObject?
    /// The system item this was made as.
    public private(set) var systemItem: SystemItem?
    /// Sends the action to the target (nil: no action).
    private var invoke: (@MainActor (AnyObject?, UIBarButtonItem) -> Void)?

    /// Creates an item with no content.
    public override init() { super.init() }

    /// Creates an item from an archive (there are none here: it starts empty).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates a title item without an action (`action: nil`).
    public convenience init(title: String?, style: Style, target: Any?, action: Never?) {
        self.init()
        self.title = title
        self.style = style
    }

    /// Creates a title item whose action (`func tapped(_ sender: UIBarButtonItem)`, or taking `Any`) goes to `target`.
    public convenience init<Target: AnyObject, Receiver, Sender>(title: String?, style: Style, target: Target,
                                                                 action: @escaping (Receiver) -> (Sender) -> Void) {
        self.init()
        self.title = title
        self.style = style
        setAction(target: target, action: action)
    }

    /// Creates a title item whose action takes no argument (`func tapped()`).
    public convenience init<Target: AnyObject, Receiver>(title: String?, style: Style, target: Target,
                                                         action: @escaping (Receiver) -> () -> Void) {
        self.init()
        self.title = title
        self.style = style
        setAction(target: target, action: action)
    }

    /// Creates an image item without an action.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Never?) {
        self.init()
        self.image = image
        self.style = style
    }

    /// Creates an image item whose action goes to `target`.
    public convenience init<Target: AnyObject, Receiver, Sender>(image: UIImage?, style: Style, target: Target,
                                                                 action: @escaping (Receiver) -> (Sender) -> Void) {
        self.init()
        self.image = image
        self.style = style
        setAction(target: target, action: action)
    }

    /// Creates an image item whose action takes no argument.
    public convenience init<Target: AnyObject, Receiver>(image: UIImage?, style: Style, target: Target,
                                                         action: @escaping (Receiver) -> () -> Void) {
        self.init()
        self.image = image
        self.style = style
        setAction(target: target, action: action)
    }

    /// Creates a system item without an action (a flexible or fixed space, say).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Never?) {
        self.init()
        adopt(systemItem)
    }

    /// Creates a system item whose action goes to `target`.
    public convenience init<Target: AnyObject, Receiver, Sender>(barButtonSystemItem systemItem: SystemItem, target: Target,
                                                                 action: @escaping (Receiver) -> (Sender) -> Void) {
        self.init()
        adopt(systemItem)
        setAction(target: target, action: action)
    }

    /// Creates a system item whose action takes no argument.
    public convenience init<Target: AnyObject, Receiver>(barButtonSystemItem systemItem: SystemItem, target: Target,
                                                         action: @escaping (Receiver) -> () -> Void) {
        self.init()
        adopt(systemItem)
        setAction(target: target, action: action)
    }

    /// Creates an item that shows `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// Creates an item with a title or image, a primary action and a menu (iOS 14).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates a system item with a primary action and a menu (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        adopt(systemItem)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates an item from a primary action: its title and image (iOS 14).
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
    }

    /// A flexible space for a toolbar (iOS 14).
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }

    /// A fixed space of `width` points for a toolbar (iOS 14).
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// Whether the item is a flexible or fixed space (drawn as nothing).
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    private func adopt(_ item: SystemItem) {
        systemItem = item
        if let text = BarButtonGlyph.title(for: item) { title = text }
        else if let glyph = BarButtonGlyph.image(for: item) { image = glyph }
        else if !isSpace { title = "\(item)".prefix(1).uppercased() + "\(item)".dropFirst() }
        if item == .done { style = .done }
    }

    private func setAction<Target: AnyObject, Receiver, Sender>(target: Target, action: @escaping (Receiver) -> (Sender) -> Void) {
        guard target is Receiver else {
            warnOnce("UIBarButtonItem: \(Target.self) has no method of \(Receiver.self); the action is not set")
            return
        }
        self.target = target
        invoke = { t, item in
            guard let t = t as? Receiver else { return }
            guard let sender = item as? Sender else {
                warnOnce("UIBarButtonItem cannot call an action taking \(Sender.self); it is skipped")
                return
            }
            action(t)(sender)
        }
    }

    private func setAction<Target: AnyObject, Receiver>(target: Target, action: @escaping (Receiver) -> () -> Void) {
        guard target is Receiver else {
            warnOnce("UIBarButtonItem: \(Target.self) has no method of \(Receiver.self); the action is not set")
            return
        }
        self.target = target
        invoke = { t, _ in
            guard let t = t as? Receiver else { return }
            action(t)()
        }
    }

    /// A tap on the item (its view `view`): the primary action, else the target's action, else
    /// its menu, shown below the view (nothing when disabled or when the target is gone).
    func performAction(from view: UIView? = nil) {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.sender = self
            primaryAction.handler(primaryAction)
            primaryAction.sender = nil
        } else if let invoke {
            invoke(target, self)
        } else if let menu, let view, let window = view.window {
            MenuPresenter.present(menu, in: window, placement: .source(view.convert(view.bounds, to: window)), sender: self)
        }
    }
}
