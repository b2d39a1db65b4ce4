import Foundation

/// What a navigation bar shows for a controller: its title and back button.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title shown in the bar (defaults to the controller's `title`).
    open var title: String? { didSet { onChange?() } }
    /// The title of the back button that leads back to this item's controller (nil: its title, or "Back").
    open var backButtonTitle: String? { didSet { onChange?() } }
    /// Whether the back button is hidden.
    open var hidesBackButton = false { didSet { onChange?(); animatesNextChange = false } }
    /// A view shown instead of the title.
    open var titleView: UIView? { didSet { onChange?() } }
    /// A line of text above the title (kept; not drawn).
    open var prompt: String?

    /// How a large title shows for this item when the bar prefers large titles.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below on the stack (large for the root).
        case automatic
        /// Always large.
        case always
        /// Never large.
        case never
    }

    /// Whether this item's title shows large when the bar prefers large titles (default `.automatic`).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { onChange?() } }

    /// The items on the left, left to right (shown instead of the back button unless
    /// `leftItemsSupplementBackButton`).
    open var leftBarButtonItems: [UIBarButtonItem]? {
        get { leftItems.isEmpty ? nil : leftItems }
        set { setLeftBarButtonItems(newValue, animated: false) }
    }
    /// The items on the right; the first is the rightmost, as on iOS.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        get { rightItems.isEmpty ? nil : rightItems }
        set { setRightBarButtonItems(newValue, animated: false) }
    }
    /// The first left item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftItems.first }
        set { setLeftBarButton(newValue, animated: false) }
    }
    /// The first (rightmost) right item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightItems.first }
        set { setRightBarButton(newValue, animated: false) }
    }
    /// The item shown as the back button of the controller pushed above this one (its title
    /// counts; the bar draws its own chevron).
    open var backBarButtonItem: UIBarButtonItem? { didSet { onChange?() } }
    /// Whether the left items come after the back button instead of replacing it (default false).
    open var leftItemsSupplementBackButton = false { didSet { onChange?() } }

    /// Sets the left item (`animated`: cross-faded).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setLeftBarButtonItems(item.map { [$0] }, animated: animated)
    }
    /// Sets the right item (`animated`: cross-faded).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setRightBarButtonItems(item.map { [$0] }, animated: animated)
    }
    /// Sets the left items (`animated`: cross-faded).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftItems = items ?? []
        changed(animated: animated)
    }
    /// Sets the right items (`animated`: cross-faded).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightItems = items ?? []
        changed(animated: animated)
    }
    /// Hides or shows the back button (`animated`: cross-faded).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        animatesNextChange = animated
        self.hidesBackButton = hidesBackButton
    }

    var leftItems: [UIBarButtonItem] = []
    var rightItems: [UIBarButtonItem] = []
    /// How much of the large title shows while this item is on top (1: all of it, 0: collapsed
    /// into the standard bar); the scroll view of the item's controller moves it.
    var largeTitleFraction: CGFloat = 1
    /// Whether the bar cross-fades the change it hears next.
    var animatesNextChange = false

    private func changed(animated: Bool) {
        animatesNextChange = animated
        onChange?()
        animatesNextChange = false
    }

    /// Creates an item with a title.
    public init(title: String) { self.title = title }

    /// Creates an item without a title.
    public override init() { super.init() }

    /// Tells the bar showing this item to refresh.
    var onChange: (() -> Void)?
}

extension UIViewController {
    /// The item a navigation bar shows for this controller (created on first use).
    public var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }
}
