import Foundation

/// The bar at the top of a navigation controller: the top item's title in the middle and a
/// back button on the left that pops to the previous controller when clicked.
///
/// During a push or pop the bar runs UIKit's "title-to-back-button" animation alongside the
/// transition (so an interactive pop scrubs it, and a cancel plays it back): on a push the
/// outgoing title slides into the back button's place while the new back label slides in from
/// the title's position, the two cross-fading, and the new title comes in from the right; a pop
/// runs the same in reverse.
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
    open var barTintColor: UIColor? {
        didSet {
            backgroundColor = barTintColor ?? .systemBackground
            backgroundExtension.backgroundColor = backgroundColor
        }
    }
    /// The bar's background above it, under the status bar (iOS extends it there).
    private let backgroundExtension = UIView()
    /// Whether the bar is translucent (default true). The stack's views reach under a
    /// translucent bar (the bar's height is in their safe area); under an opaque one they start
    /// below it unless they set `extendedLayoutIncludesOpaqueBars`. Drawn opaque either way.
    /// The bar's style (default `.default`): `.black` draws it dark whatever the app's
    /// interface style (see `UIBarStyle`).
    open var barStyle: UIBarStyle = .default { didSet { barStyleDidChange(from: oldValue, to: barStyle) } }
    open var isTranslucent = true {
        didSet { (superview as? NavigationContainerView)?.navigationController?.barGeometryChanged() }
    }
    /// Whether the bar shows large titles (default false): the top item's title in 34-point
    /// bold below the standard bar, which grows by 52 points for it (iOS 17's figures), unless
    /// the item's `largeTitleDisplayMode` says otherwise. The large title collapses into the
    /// bar as the content scroll view of the top controller scrolls.
    open var prefersLargeTitles = false {
        didSet {
            guard prefersLargeTitles != oldValue else { return }
            refresh()
            (superview as? NavigationContainerView)?.navigationController?.barGeometryChanged()
        }
    }

    /// How much the bar grows for a large title.
    static let largeTitleHeight: CGFloat = 52

    /// Whether `items[index]` shows a large title: `.always` and `.never` say so, `.automatic`
    /// asks the item below (the root: yes), all only when the bar `prefersLargeTitles`.
    func showsLargeTitle(at index: Int, in items: [UINavigationItem]) -> Bool {
        guard prefersLargeTitles, items.indices.contains(index) else { return false }
        var i = index
        while i >= 0 {
            switch items[i].largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: i -= 1
            }
        }
        return true
    }

    /// Whether the top item shows a large title.
    var topShowsLargeTitle: Bool { showsLargeTitle(at: itemStorage.count - 1, in: itemStorage) }

    /// The standard title's opacity: hidden while the large title shows, fading in over the last
    /// quarter of its collapse (a choice close to what iOS 17 shows).
    var standardTitleAlpha: CGFloat {
        guard topShowsLargeTitle, let item = topItem else { return 1 }
        return max(0, 1 - 4 * min(max(item.largeTitleFraction, 0), 1))
    }

    /// The clipping area of the large title, below the standard bar.
    private var largeTitleArea: UIView { largeTitleLabel.superview ?? self }

    var itemStorage: [UINavigationItem] = []
    /// The views of the top item's left and right bar button items (left to right; right to left).
    var leftButtons: [BarButtonView] = []
    var rightButtons: [BarButtonView] = []
    let titleLabel = UILabel()
    /// The top item's large title, in the area below the standard bar.
    let largeTitleLabel = UILabel()
    let backButton = BackButtonView()
    private let separator = UIView()
    /// Called when the back button is clicked.
    var onBack: (() -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        backgroundExtension.backgroundColor = .systemBackground
        backgroundExtension.isUserInteractionEnabled = false
        addSubview(backgroundExtension)
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        let area = UIView()
        area.clipsToBounds = true
        area.isUserInteractionEnabled = false
        area.isHidden = true
        largeTitleLabel.font = .boldSystemFont(ofSize: 34)
        area.addSubview(largeTitleLabel)
        addSubview(area)
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

    /// The space between the bar's edges and its items (iOS's 16-point margins on a phone), and
    /// between two items.
    static let itemMargin: CGFloat = 16
    static let itemSpacing: CGFloat = 8

    open override func layoutSubviews() {
        super.layoutSubviews()
        let h = Self.standardHeight, w = bounds.width
        // The large title sits at the bottom of the area below the standard bar (its box 41
        // points high, 9 above the bar's bottom edge) and slides up under the bar as it shrinks.
        let extra = max(0, bounds.height - h)
        largeTitleArea.frame = CGRect(x: 0, y: h, width: w, height: extra)
        largeTitleLabel.frame = CGRect(x: Self.itemMargin, y: extra - 50, width: max(0, w - 2 * Self.itemMargin), height: 41)
        backgroundExtension.frame = CGRect(x: 0, y: -frame.minY, width: w, height: max(0, frame.minY))
        backButton.frame = CGRect(x: 0, y: 0, width: min(120, w / 3), height: h)
        // Left items after the margin (or after the back button's text they supplement); right
        // items from the right margin leftwards, the first rightmost.
        var x = backButton.isHidden ? Self.itemMargin - BarButtonView.padding
            : backButton.frame.minX + backButton.label.frame.minX + min(textWidth(of: backButton.label), backButton.label.frame.width) + Self.itemSpacing
        for button in leftButtons {
            let width = button.contentWidth
            button.frame = CGRect(x: x, y: 0, width: width, height: h)
            x += width + Self.itemSpacing
        }
        var right = w - Self.itemMargin + BarButtonView.padding
        for button in rightButtons {
            let width = button.contentWidth
            right -= width
            button.frame = CGRect(x: right, y: 0, width: width, height: h)
            right -= Self.itemSpacing
        }
        // The title stays centred in the bar, as wide as the items on both sides leave it.
        if leftButtons.isEmpty && rightButtons.isEmpty {
            titleLabel.frame = CGRect(x: w / 4, y: 0, width: w / 2, height: h)
        } else {
            let leftEdge = max(leftButtons.last?.frame.maxX ?? 0, backButton.isHidden ? 0 : w / 4)
            let rightEdge = rightButtons.last?.frame.minX ?? w
            let half = max(0, min(w / 2 - leftEdge, rightEdge - w / 2) - Self.itemSpacing)
            titleLabel.frame = CGRect(x: w / 2 - half, y: 0, width: 2 * half, height: h)
        }
        separator.frame = CGRect(x: 0, y: bounds.height - 0.5, width: w, height: 0.5)
        // Right to left the bar is the mirror image: the back button and the left (leading)
        // items on the right, the right (trailing) items on the left.
        if isRightToLeft {
            for view in [backButton, titleLabel] + leftButtons + rightButtons as [UIView] {
                view.frame.origin.x = w - view.frame.maxX
            }
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        for button in leftButtons + rightButtons { button.refresh(tint: tintColor ?? .systemBlue) }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.standardHeight) }

    /// Shows the top item's title, its bar button items and the back button of the item below
    /// it (left items replace the back button unless they supplement it). A change the item
    /// asked to animate cross-fades the buttons over 0.25 s.
    func refresh() {
        titleLabel.text = topItem?.title
        largeTitleLabel.text = topItem?.title
        largeTitleArea.isHidden = !topShowsLargeTitle
        titleLabel.alpha = standardTitleAlpha
        let top = topItem
        let left = top?.leftItems ?? [], right = top?.rightItems ?? []
        if let back = backItem, top?.hidesBackButton != true, left.isEmpty || top?.leftItemsSupplementBackButton == true {
            backButton.isHidden = false
            backButton.label.text = back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
        } else {
            backButton.isHidden = true
        }
        let old = detachButtons()
        let animated = top?.animatesNextChange == true && window != nil
        let tint: UIColor = tintColor ?? .systemBlue
        leftButtons = left.map { makeButton(for: $0, tint: tint) }
        rightButtons = right.map { makeButton(for: $0, tint: tint) }
        setNeedsLayout()
        guard animated else { return old.forEach { $0.removeFromSuperview() } }
        layoutIfNeeded()
        let arriving = leftButtons + rightButtons
        UIView.performWithoutAnimation { arriving.forEach { $0.alpha = 0 } }
        UIView.animate(withDuration: 0.25, animations: {
            old.forEach { $0.alpha = 0 }
            arriving.forEach { $0.alpha = 1 }
        }, completion: { _ in old.forEach { $0.removeFromSuperview() } })
    }

    /// The current button views, no longer the bar's (still in it, for a cross-fade).
    private func detachButtons() -> [BarButtonView] {
        let old = leftButtons + rightButtons
        for button in old { button.item.stopObserving(by: button) }
        leftButtons = []
        rightButtons = []
        return old
    }

    private func makeButton(for item: UIBarButtonItem, tint: UIColor) -> BarButtonView {
        let button = BarButtonView(item: item)
        button.refresh(tint: tint)
        item.observe(by: button) { [weak self, weak button] in
            guard let self, let button else { return }
            button.refresh(tint: tintColor ?? .systemBlue)
            setNeedsLayout()
        }
        addSubview(button)
        return button
    }

    /// Shows `items` with the title-to-back-button animation alongside the transition of
    /// `coordinator` (see the type's summary); a cancel puts the old items back.
    ///
    /// What is shown now is copied into "ghost" labels that leave; the bar's own labels show
    /// the new items and arrive. Every change is made in `animateAlongsideTransition(in:)`,
    /// so it runs in the transition's timing: scrubbed by the finger, reversed by a cancel.
    func transition(to items: [UINavigationItem], coordinator: (any UIViewControllerTransitionCoordinator)?) {
        let old = itemStorage
        guard let coordinator, coordinator.isAnimated, window != nil else { return setItems(items, animated: false) }
        layoutIfNeeded()
        let isPop = items.count < old.count
        let oldTitle = ghost(of: titleLabel)
        let oldLarge = largeTitleArea.isHidden ? nil : ghost(of: largeTitleLabel)
        let oldBack = backButton.isHidden ? nil : ghost(of: backButton.label)
        let oldChevron = backButton.isHidden ? nil : ghost(of: backButton.chevron)
        let oldBackCenter = oldBack.map(textCenter)
        let oldButtons = detachButtons()   // the old items' buttons fade out like the title

        setItems(items, animated: false)
        layoutIfNeeded()
        let newButtons = leftButtons + rightButtons
        let titleAlpha = standardTitleAlpha
        let newLarge = largeTitleArea.isHidden ? nil : largeTitleLabel
        let newBack = backButton.isHidden ? nil : backButton.label
        let newBackCenter = newBack.map(textCenter)
        let titleCenter = titleLabel.center.x
        let width = bounds.width
        // Towards the trailing side (leftwards, right to left).
        let sign: CGFloat = isRightToLeft ? -1 : 1
        let keepsChevron = oldChevron != nil && !backButton.isHidden
        if keepsChevron { oldChevron?.removeFromSuperview() }   // back to back: the chevron stays put

        // Where the arriving views start (moved and transparent); the animation brings them home.
        UIView.performWithoutAnimation {
            titleLabel.alpha = 0
            let titleStart = isPop ? (oldBackCenter ?? 0) - titleCenter : sign * width / 2
            titleLabel.transform = CGAffineTransform(translationX: titleStart, y: 0)
            if let newBack, let center = newBackCenter {
                newBack.alpha = 0
                let backStart = isPop ? -sign * textWidth(of: newBack) : titleCenter - center
                newBack.transform = CGAffineTransform(translationX: backStart, y: 0)
            }
            if oldChevron == nil && !backButton.isHidden { backButton.chevron.alpha = 0 }   // a first back button fades in
            newButtons.forEach { $0.alpha = 0 }
            newLarge?.alpha = 0
        }
        let ghosts = [oldTitle, oldBack, keepsChevron ? nil : oldChevron, oldLarge].compactMap { $0 }
        coordinator.animateAlongsideTransition(in: self, animation: { [weak self] _ in
            guard let self else { return }
            // Leaving: on a push the title slides into the back button's place; on a pop it
            // leaves to the right and the back label slides to the title's place.
            oldTitle.alpha = 0
            let titleEnd = isPop ? sign * width / 2 : (newBackCenter ?? 0) - titleCenter
            oldTitle.transform = CGAffineTransform(translationX: titleEnd, y: 0)
            if let oldBack, let center = oldBackCenter {
                oldBack.alpha = 0
                let backEnd = isPop ? titleCenter - center : -sign * textWidth(of: oldBack)
                oldBack.transform = CGAffineTransform(translationX: backEnd, y: 0)
            }
            oldChevron?.alpha = 0
            oldButtons.forEach { $0.alpha = 0 }
            oldLarge?.alpha = 0   // the large titles cross-fade in place
            // Arriving.
            newLarge?.alpha = 1
            titleLabel.alpha = titleAlpha
            titleLabel.transform = .identity
            backButton.label.alpha = 1
            backButton.label.transform = .identity
            backButton.chevron.alpha = 1
            newButtons.forEach { $0.alpha = 1 }
        }, completion: { [weak self] context in
            ghosts.forEach { $0.removeFromSuperview() }
            oldButtons.forEach { $0.removeFromSuperview() }
            newButtons.forEach { $0.alpha = 1 }
            guard let self else { return }
            for view in [titleLabel, backButton.label, backButton.chevron, largeTitleLabel] as [UIView] {
                view.alpha = 1
                view.transform = .identity
            }
            if context.isCancelled { setItems(old, animated: false) } else { titleLabel.alpha = standardTitleAlpha }
        })
    }

    /// A copy of a label or the chevron, in the bar's coordinates, above the bar's own views.
    private func ghost(of view: UIView) -> UIView {
        let copy: UIView
        if let label = view as? UILabel {
            let text = UILabel()
            text.text = label.text
            text.font = label.font
            text.textColor = label.textColor
            text.textAlignment = label.textAlignment
            copy = text
        } else {
            copy = BackChevronView()
        }
        copy.frame = view.superview.map { convert(view.frame, from: $0) } ?? view.frame
        copy.alpha = view.alpha
        addSubview(copy)
        return copy
    }

    /// The horizontal centre of a label's text in the bar (naturally aligned labels: from their
    /// leading edge).
    private func textCenter(_ view: UIView) -> CGFloat {
        let frame = view.superview.map { convert(view.frame, from: $0) } ?? view.frame
        guard let label = view as? UILabel, label.textAlignment != .center else { return frame.midX }
        let half = min(textWidth(of: label), frame.width) / 2
        return label.isRightToLeft ? frame.maxX - half : frame.minX + half
    }

    private func textWidth(of view: UIView) -> CGFloat {
        (view as? UILabel)?.sizeThatFits(.zero).width ?? view.bounds.width
    }
}

/// The back button: a chevron drawn as a path and the previous title, in the tint colour; a
/// click (press and release inside) pops.
@MainActor
final class BackButtonView: UIView {
    let chevron = BackChevronView()
    let label = UILabel()
    var onTap: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(chevron)
        label.textColor = .systemBlue
        label.font = .systemFont(ofSize: 17)
        addSubview(label)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = BackChevronView.size
        chevron.frame = CGRect(x: 8, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
        label.frame = CGRect(x: chevron.frame.maxX + 6, y: 0, width: max(0, bounds.width - chevron.frame.maxX - 14), height: bounds.height)
        if isRightToLeft {
            // The chevron on the right, pointing right, the title to its left.
            for view in [chevron, label] as [UIView] { view.frame.origin.x = bounds.width - view.frame.maxX }
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { label.alpha = 0.4 }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { label.alpha = 1 }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        label.alpha = 1
        if let t = touches.first, bounds.contains(t.location(in: self)) { onTap?() }
    }
}

/// The back button's chevron: a stroked path with round caps and joins, 12 × 21 points, in the
/// weight of the 17-point title beside it (the look of iOS's `chevron.backward`, which points
/// right in a right-to-left layout).
@MainActor
final class BackChevronView: UIView {
    static let size = CGSize(width: 12, height: 21)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        let w = bounds.width, h = bounds.height, line: CGFloat = 2.6
        // `chevron.backward` points to the leading edge: right, right to left.
        let tip = isRightToLeft ? w - line : line, ends = isRightToLeft ? line : w - line
        let path = UIBezierPath()
        path.move(to: CGPoint(x: ends, y: line))
        path.addLine(to: CGPoint(x: tip, y: h / 2))
        path.addLine(to: CGPoint(x: ends, y: h - line))
        path.lineWidth = line
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        UIColor.systemBlue.setStroke()
        path.stroke()
    }
}
