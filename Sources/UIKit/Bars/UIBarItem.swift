import Foundation

/// The common base of the items bars show: tab bar items and bar button items.
///
/// As on iOS, an item is not a view: the bar that shows it makes and lays out the view, and
/// redraws it when a property changes.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The title shown for the item.
    open var title: String? { didSet { itemDidChange() } }
    /// The image shown for the item (drawn as a template in the bar's colours).
    open var image: UIImage? { didSet { itemDidChange() } }
    /// Insets applied to the image (kept and honoured by the tab bar).
    open var imageInsets: UIEdgeInsets = .zero { didSet { itemDidChange() } }
    /// Whether the item responds to taps (default true); a disabled item is drawn dimmed.
    open var isEnabled = true { didSet { itemDidChange() } }
    /// A number the app uses to tell items apart (default 0).
    open var tag = 0

    /// Creates an item with no title or image.
    public override init() { super.init() }

    /// Creates an item from an archive (there are none here: it starts empty).
    public required init?(coder: NSCoder) { super.init() }

    /// The bars showing this item, told when it changes.
    private var observers: [ObjectIdentifier: () -> Void] = [:]

    /// Registers `owner` to hear every change of the item (a bar redraws).
    func observe(by owner: AnyObject, _ onChange: @escaping () -> Void) { observers[ObjectIdentifier(owner)] = onChange }

    /// Stops `owner` hearing changes.
    func stopObserving(by owner: AnyObject) { observers[ObjectIdentifier(owner)] = nil }

    /// Tells the bars that show the item.
    func itemDidChange() { for o in observers.values { o() } }
}
