import Foundation

/// What a navigation bar shows for a controller: its title and back button.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title shown in the bar (defaults to the controller's `title`).
    open var title: String? { didSet { onChange?() } }
    /// The title of the back button that leads back to this item's controller (nil: its title, or "Back").
    open var backButtonTitle: String? { didSet { onChange?() } }
    /// Whether the back button is hidden.
    open var hidesBackButton = false { didSet { onChange?() } }
    /// A view shown instead of the title.
    open var titleView: UIView? { didSet { onChange?() } }
    /// A line of text above the title (kept; not drawn).
    open var prompt: String?

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
