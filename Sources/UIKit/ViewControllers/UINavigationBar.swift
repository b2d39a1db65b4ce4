import Foundation

/// The bar at the top of a navigation controller: the top item's title in the middle and a
/// back button on the left that pops to the previous controller when clicked.
///
/// During a push or pop the titles cross-fade alongside the transition (scrubbed with an
/// interactive pop, and put back if it is cancelled).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The standard height of the bar's content, in points.
    static let standardHeight: CGFloat = 44

    /// The items, bottom to top.
    open var items: [UINavigationItem]? {
        get { itemStorage.isEmpty ? nil : itemStorage }
        set { setItems(newValue, animated: false) }
    }
    /// The item on top (shown).
    open var topItem: UINavigationItem? { itemStorage.last }
    /// The item below the top one (its title is the back button's).
    open var backItem: UINavigationItem? { itemStorage.count > 1 ? itemStorage[itemStorage.count - 2] : nil }
    /// The bar's background colour (nil: the system background).
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? .systemBackground } }
    /// Whether the bar is translucent (kept for source compatibility; drawn opaque).
    open var isTranslucent = true
    /// Whether large titles are preferred (kept for source compatibility; titles are standard size).
    open var prefersLargeTitles = false

    var itemStorage: [UINavigationItem] = []
    let titleLabel = UILabel()
    let backButton = BackButtonView()
    private let separator = UIView()
    /// Called when the back button is clicked.
    var onBack: (() -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        backButton.onTap = { [weak self] in self?.onBack?() }
        addSubview(backButton)
        separator.backgroundColor = .separator
        addSubview(separator)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Replaces the items.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        itemStorage = items ?? []
        for item in itemStorage { item.onChange = { [weak self] in self?.refresh() } }
        refresh()
    }

    /// Pushes an item on top.
    open func pushItem(_ item: UINavigationItem, animated: Bool) { setItems(itemStorage + [item], animated: animated) }

    /// Pops the top item; returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = itemStorage.last else { return nil }
        setItems(Array(itemStorage.dropLast()), animated: animated)
        return top
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let h = bounds.height
        backButton.frame = CGRect(x: 0, y: 0, width: min(120, bounds.width / 3), height: h)
        titleLabel.frame = CGRect(x: bounds.width / 4, y: 0, width: bounds.width / 2, height: h)
        separator.frame = CGRect(x: 0, y: h - 0.5, width: bounds.width, height: 0.5)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.standardHeight) }

    /// Shows the top item's title and the back button of the item below it.
    func refresh() {
        titleLabel.text = topItem?.title
        if let back = backItem, topItem?.hidesBackButton != true {
            backButton.isHidden = false
            backButton.label.text = "‹ " + (back.backButtonTitle ?? back.title ?? "Back")
        } else {
            backButton.isHidden = true
        }
    }

    /// Shows `items` with a cross-fade alongside the transition of `coordinator`; a cancel puts
    /// the old items back.
    func transition(to items: [UINavigationItem], coordinator: (any UIViewControllerTransitionCoordinator)?) {
        let old = itemStorage
        guard let coordinator, coordinator.isAnimated, let snapshot = snapshotView(afterScreenUpdates: false) else {
            return setItems(items, animated: false)
        }
        setItems(items, animated: false)
        addSubview(snapshot)
        snapshot.frame = bounds
        let fresh = [titleLabel, backButton]
        UIView.performWithoutAnimation { for v in fresh { v.alpha = 0 } }
        coordinator.animateAlongsideTransition(in: self, animation: { _ in
            snapshot.alpha = 0
            for v in fresh { v.alpha = 1 }
        }, completion: { [weak self] context in
            snapshot.removeFromSuperview()
            for v in fresh { v.alpha = 1 }
            if context.isCancelled { self?.setItems(old, animated: false) }
        })
    }
}

/// The back button: "‹ Title" in the tint colour; a click (press and release inside) pops.
@MainActor
final class BackButtonView: UIView {
    let label = UILabel()
    var onTap: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textColor = .systemBlue
        label.font = .systemFont(ofSize: 17)
        addSubview(label)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 8, dy: 0)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { label.alpha = 0.4 }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { label.alpha = 1 }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        label.alpha = 1
        if let t = touches.first, bounds.contains(t.location(in: self)) { onTap?() }
    }
}
