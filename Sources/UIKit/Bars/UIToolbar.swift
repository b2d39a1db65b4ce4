import Foundation

/// A bar of bar button items, usually at the bottom of a navigation controller's view: items
/// left to right from 16-point margins, 8 points apart, flexible spaces sharing what is left,
/// over the translucent material with a hairline on top (as the tab bar).
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The height of the bar's items (iOS's 44 points on a phone); at the bottom of the screen
    /// the bar grows by the bottom safe area below them.
    public static let contentHeight: CGFloat = 44

    /// The items, left to right.
    open var items: [UIBarButtonItem]? {
        get { itemStorage.isEmpty ? nil : itemStorage }
        set { setItems(newValue, animated: false) }
    }
    /// The bar's background colour (nil: the translucent material).
    open var barTintColor: UIColor? { didSet { updateBackground() } }
    /// Whether the background is translucent (default true).
    /// The bar's style (default `.default`): `.black` draws it dark whatever the app's
    /// interface style (see `UIBarStyle`).
    open var barStyle: UIBarStyle = .default { didSet { barStyleDidChange(from: oldValue, to: barStyle) } }
    open var isTranslucent = true { didSet { updateBackground() } }

    private var itemStorage: [UIBarButtonItem] = []
    private(set) var buttons: [BarButtonView] = []
    private let chrome = BarChrome()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        chrome.install(in: self)
        updateBackground()
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Replaces the items; `animated` cross-fades the old and new ones over 0.25 s.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        let old = detachButtons()
        itemStorage = items ?? []
        buttons = itemStorage.map { item in
            let button = BarButtonView(item: item)
            button.refresh(tint: tintColor ?? .systemBlue)
            item.observe(by: button) { [weak self, weak button] in
                guard let self, let button else { return }
                button.refresh(tint: tintColor ?? .systemBlue)
                setNeedsLayout()
            }
            addSubview(button)
            return button
        }
        setNeedsLayout()
        guard animated, window != nil else { return old.forEach { $0.removeFromSuperview() } }
        fade(out: old, in: buttons, coordinator: nil)
    }

    /// The current button views, no longer the bar's (still in it, for a cross-fade).
    func detachButtons() -> [BarButtonView] {
        let old = buttons
        for button in old { button.item.stopObserving(by: button) }
        buttons = []
        return old
    }

    /// Cross-fades `old` out and `new` in: alongside `coordinator`'s transition when given (so an
    /// interactive one scrubs it), else over 0.25 s.
    func fade(out old: [BarButtonView], in new: [BarButtonView], coordinator: (any UIViewControllerTransitionCoordinator)?) {
        layoutIfNeeded()
        UIView.performWithoutAnimation { new.forEach { $0.alpha = 0 } }
        let animations = {
            old.forEach { $0.alpha = 0 }
            new.forEach { $0.alpha = 1 }
        }
        let done = {
            old.forEach { $0.removeFromSuperview() }
            new.forEach { $0.alpha = 1 }
        }
        if let coordinator, coordinator.isAnimated {
            coordinator.animateAlongsideTransition(in: self, animation: { _ in animations() }, completion: { _ in done() })
        } else {
            UIView.animate(withDuration: 0.25, animations: animations, completion: { _ in done() })
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        chrome.layout(in: self)
        let h = Self.contentHeight
        let fixed = buttons.reduce(CGFloat(0)) { total, b in
            b.item.systemItem == .flexibleSpace ? total : total + (b.item.systemItem == .fixedSpace ? b.item.width : b.contentWidth)
        }
        let gaps = CGFloat(max(0, buttons.count - 1)) * UINavigationBar.itemSpacing
        let inner = bounds.width - 2 * (UINavigationBar.itemMargin - BarButtonView.padding)
        let flexibles = buttons.filter { $0.item.systemItem == .flexibleSpace }.count
        let flexible = flexibles > 0 ? max(0, (inner - fixed - gaps) / CGFloat(flexibles)) : 0
        var x = UINavigationBar.itemMargin - BarButtonView.padding
        for button in buttons {
            let width: CGFloat = switch button.item.systemItem {
            case .flexibleSpace: flexible
            case .fixedSpace: button.item.width
            default: button.contentWidth
            }
            button.frame = CGRect(x: x, y: 0, width: width, height: h)
            x += width + UINavigationBar.itemSpacing
        }
        // The first item on the leading side: right to left, the row is mirrored.
        if isRightToLeft { for button in buttons { button.frame.origin.x = bounds.width - button.frame.maxX } }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.contentHeight + safeAreaInsets.bottom)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        for button in buttons { button.refresh(tint: tintColor ?? .systemBlue) }
    }

    private func updateBackground() {
        chrome.update(self, barTintColor: barTintColor, isTranslucent: isTranslucent)
    }
}
