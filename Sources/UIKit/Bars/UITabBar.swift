import Foundation

/// The methods a tab bar calls when the user selects an item. Every method is optional.
@preconcurrency @MainActor
public protocol UITabBarDelegate: NSObjectProtocol {
    /// The user selected `item` (a tap; not called when `selectedItem` is set in code).
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// A bar of tabs at the bottom of the screen, in iOS 17's look: the items side by side, each
/// an image above a 10-point title, the selected one in the tint colour and the others grey,
/// red badges at the images' top right, over a translucent material with a hairline on top.
///
/// A tap on an enabled item selects it and tells the delegate (`tabBar(_:didSelect:)`); setting
/// `selectedItem` in code selects without telling it, as on iOS. A tab bar controller makes its
/// own bar and is its delegate.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The height of the bar's items (iOS's 49 points on a phone); the bar grows by the bottom
    /// safe area below them.
    public static let contentHeight: CGFloat = 49

    /// The delegate (held weakly).
    open weak var delegate: (any UITabBarDelegate)?

    /// The items, left to right.
    open var items: [UITabBarItem]? {
        get { itemStorage.isEmpty ? nil : itemStorage }
        set { setItems(newValue, animated: false) }
    }

    /// The selected item (nil: none). Setting an item the bar does not show is ignored with a warning.
    open var selectedItem: UITabBarItem? {
        get { selectedStorage }
        set {
            if let item = newValue, !itemStorage.contains(where: { $0 === item }) {
                warnOnce("UITabBar.selectedItem: the item \(item.title ?? "(untitled)") is not one of the bar's items; ignored")
                return
            }
            selectedStorage = newValue
            refreshButtons()
        }
    }

    /// The colour of the items that are not selected (nil: the system grey).
    open var unselectedItemTintColor: UIColor? { didSet { refreshButtons() } }
    /// The colour of the selected item (nil: the bar's `tintColor`). Deprecated on iOS for `tintColor`.
    open var selectedImageTintColor: UIColor? { didSet { refreshButtons() } }
    /// The bar's background colour (nil: the translucent material).
    open var barTintColor: UIColor? { didSet { updateBackground() } }
    /// Whether the bar's background is translucent (default true): the blurred material, or
    /// the opaque system background.
    /// The bar's style (default `.default`): `.black` draws it dark whatever the app's
    /// interface style (see `UIBarStyle`).
    open var barStyle: UIBarStyle = .default { didSet { barStyleDidChange(from: oldValue, to: barStyle) } }
    open var isTranslucent = true { didSet { updateBackground() } }

    /// How the items share the bar's width.
    public enum ItemPositioning: Int, Sendable {
        /// `.fill` in a compact width, `.centered` in a regular one (iOS's choice).
        case automatic
        /// The items share the width equally.
        case fill
        /// The items keep their width and spacing around the middle.
        case centered
    }

    /// How the items share the width (default `.automatic`).
    open var itemPositioning: ItemPositioning = .automatic { didSet { setNeedsLayout() } }
    /// The width of each item when centred (0: the system's 120 points).
    open var itemWidth: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// The space between centred items (default 0).
    open var itemSpacing: CGFloat = 0 { didSet { setNeedsLayout() } }

    var itemStorage: [UITabBarItem] = []
    private weak var selectedStorage: UITabBarItem?
    private(set) var buttons: [TabBarButton] = []
    private let chrome = BarChrome()
    /// Asked before a tapped item is selected (a tab bar controller asks its delegate); false
    /// leaves the selection as it is.
    var shouldSelect: ((UITabBarItem) -> Bool)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        chrome.install(in: self)
        updateBackground()
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Replaces the items (`animated` is accepted; the bar shows the new items at once).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in itemStorage { item.stopObserving(by: self) }
        itemStorage = []
        for item in items ?? [] where !itemStorage.contains(where: { $0 === item }) { itemStorage.append(item) }
        for item in itemStorage { item.observe(by: self) { [weak self] in self?.refreshButtons() } }
        if let selected = selectedStorage, !itemStorage.contains(where: { $0 === selected }) { selectedStorage = nil }
        buttons.forEach { $0.removeFromSuperview() }
        buttons = itemStorage.map { item in
            let button = TabBarButton(item: item)
            button.onTap = { [weak self, weak item] in
                guard let self, let item else { return }
                self.userTapped(item)
            }
            addSubview(button)
            return button
        }
        refreshButtons()
        setNeedsLayout()
    }

    /// A tap on an item: asks, selects, then tells the delegate (a tap on the selected item
    /// tells it too, as on iOS).
    func userTapped(_ item: UITabBarItem) {
        guard item.isEnabled, itemStorage.contains(where: { $0 === item }) else { return }
        if let shouldSelect, !shouldSelect(item) { return }
        selectedStorage = item
        refreshButtons()
        delegate?.tabBar(self, didSelect: item)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        chrome.layout(in: self)
        guard !buttons.isEmpty else { return }
        // `.fill` shares the width equally (a phone: compact width); `.centered` keeps the items
        // `itemWidth` wide (default 120) and `itemSpacing` apart around the middle (regular width).
        let count = CGFloat(buttons.count)
        let centered = itemPositioning == .centered
            || (itemPositioning == .automatic && traitCollection.horizontalSizeClass == .regular)
        var width = bounds.width / count, spacing: CGFloat = 0
        if centered {
            width = min(itemWidth > 0 ? itemWidth : TabBarButton.maximumWidth, width)
            spacing = min(itemSpacing, max(0, (bounds.width - width * count) / max(count - 1, 1)))
        }
        let total = width * count + spacing * (count - 1)
        let left = ((bounds.width - total) / 2).rounded()
        // The first item on the leading side: the right one, right to left.
        let rightToLeft = isRightToLeft
        for (i, button) in buttons.enumerated() {
            let slot = rightToLeft ? buttons.count - 1 - i : i
            button.frame = CGRect(x: left + CGFloat(slot) * (width + spacing), y: 0, width: width, height: Self.contentHeight)
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.contentHeight + safeAreaInsets.bottom)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshButtons()
    }

    /// The view showing `item` (nil when the bar does not show it).
    func button(for item: UITabBarItem) -> TabBarButton? { buttons.first { $0.item === item } }

    private func refreshButtons() {
        for button in buttons {
            button.isSelectedTab = button.item === selectedStorage
            button.selectedColor = selectedImageTintColor ?? tintColor ?? .systemBlue
            button.unselectedColor = unselectedItemTintColor ?? .systemGray
            button.refresh()
        }
    }

    private func updateBackground() {
        chrome.update(self, barTintColor: barTintColor, isTranslucent: isTranslucent)
    }
}
