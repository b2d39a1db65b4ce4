import Foundation

/// The list of a menu on screen: a rounded platter of rows — the menu's title, its actions
/// (title, subtitle, image; a checkmark when on, red when destructive, dimmed when disabled),
/// its submenus (a chevron), and the sections of its inline submenus, set apart by a wide
/// separator. A submenu opens in the same list with a row back to its parent on top.
@MainActor
final class MenuListView: UIView {
    /// One row of the list.
    enum Row {
        /// The menu's title (not chosen).
        case header(String)
        /// The open submenu's title: the row back to its parent.
        case back(String)
        case action(UIAction)
        case submenu(UIMenu)
        /// The wide gap between inline sections.
        case sectionGap
        /// A deferred element waiting for its elements (not chosen).
        case loading
    }

    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44, subtitleRowHeight: CGFloat = 58, headerHeight: CGFloat = 32, gapHeight: CGFloat = 8

    private(set) var root: UIMenu
    /// The submenus opened, innermost last.
    private(set) var path: [UIMenu] = []
    private(set) var rows: [Row] = []
    private var rowViews: [MenuRowView] = []
    private let scroll = UIScrollView()
    /// The row the keyboard or the pointer points at.
    private(set) var highlighted: Int?

    var onChoose: ((UIAction) -> Void)?
    var onClose: (() -> Void)?
    var onResize: (() -> Void)?

    init(menu: UIMenu) {
        root = menu
        super.init(frame: .zero)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 13
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.22
        layer.shadowRadius = 18
        layer.shadowOffset = CGSize(width: 0, height: 6)
        scroll.layer.cornerRadius = 13
        scroll.clipsToBounds = true
        addSubview(scroll)
        addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: MenuListView.hovered))
        reload()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// The menu whose rows are shown.
    var shown: UIMenu { path.last ?? root }

    /// The rows of `menu`: its title, its elements (hidden ones left out; inline submenus as
    /// sections between gaps; a deferred element's elements in its place once `resolve` has
    /// them, a "Loading…" row until then).
    static func rows(of menu: UIMenu, inSubmenu: Bool,
                     resolve: (UIDeferredMenuElement) -> [UIMenuElement]? = { $0.cachedElements }) -> [Row] {
        var rows: [Row] = []
        if !menu.title.isEmpty && !inSubmenu { rows.append(.header(menu.title)) }
        var sectionOpen = false
        func add(_ elements: [UIMenuElement]) {
            for element in elements {
                if let action = element as? UIAction {
                    guard !action.attributes.contains(.hidden) else { continue }
                    if sectionOpen { rows.append(.sectionGap); sectionOpen = false }
                    rows.append(.action(action))
                } else if let sub = element as? UIMenu {
                    if sub.options.contains(.displayInline) {
                        let inner = Self.rows(of: sub, inSubmenu: false, resolve: resolve)
                        guard !inner.isEmpty else { continue }
                        if let last = rows.last, !(last.isHeader) { rows.append(.sectionGap) }
                        rows += inner
                        sectionOpen = true
                    } else if !Self.rows(of: sub, inSubmenu: true, resolve: resolve).isEmpty {
                        if sectionOpen { rows.append(.sectionGap); sectionOpen = false }
                        rows.append(.submenu(sub))
                    }
                } else if let deferred = element as? UIDeferredMenuElement {
                    if let elements = resolve(deferred) {
                        add(elements)
                    } else {
                        if sectionOpen { rows.append(.sectionGap); sectionOpen = false }
                        rows.append(.loading)
                    }
                }
            }
        }
        add(menu.children)
        return rows
    }

    /// The elements of uncached deferred elements, for this showing of the menu.
    private var uncachedElements: [ObjectIdentifier: [UIMenuElement]] = [:]
    /// The deferred elements asked for their elements while this menu is up.
    private var requested: Set<ObjectIdentifier> = []
    private var building = false, elementsArrivedWhileBuilding = false

    /// A deferred element's elements, asking its provider the first time (the rows are built
    /// again when they come).
    private func resolve(_ deferred: UIDeferredMenuElement) -> [UIMenuElement]? {
        let id = ObjectIdentifier(deferred)
        if let elements = deferred.isCached ? deferred.cachedElements : uncachedElements[id] { return elements }
        guard requested.insert(id).inserted else { return nil }
        deferred.provide { [weak self, weak deferred] elements in
            guard let self, let deferred else { return }
            if deferred.isCached { deferred.cachedElements = elements } else { self.uncachedElements[id] = elements }
            if self.building { self.elementsArrivedWhileBuilding = true } else { self.reload() }
        }
        return nil
    }

    /// Builds the rows again (after a submenu opened or closed, an action that keeps the menu
    /// up changed, or a deferred element's elements came).
    func reload() {
        var list: [Row] = []
        if !path.isEmpty { list.append(.back(shown.title)) }
        building = true
        rows = list + Self.rows(of: shown, inSubmenu: !path.isEmpty, resolve: resolve)
        building = false
        rowViews.forEach { $0.removeFromSuperview() }
        let leading = rows.contains { if case .action(let a) = $0 { return a.state != .off }; return false }
        rowViews = rows.map { MenuRowView(row: $0, checkmarkColumn: leading) }
        rowViews.forEach { scroll.addSubview($0) }
        if let h = highlighted, !isSelectable(h) { highlighted = nil }
        updateHighlight()
        setNeedsLayout()
        onResize?()
        if elementsArrivedWhileBuilding {
            elementsArrivedWhileBuilding = false
            reload()
        }
    }

    /// Replaces the whole menu (the path is closed).
    func replaceRoot(_ menu: UIMenu) {
        root = menu
        path.removeAll()
        highlighted = nil
        reload()
    }

    /// The size the rows want: `width` wide (more for a long title, up to 320), as tall as the rows.
    var fittingSize: CGSize {
        let widest = rowViews.map(\.fittingWidth).max() ?? 0
        return CGSize(width: min(max(Self.width, widest), 320), height: rowViews.reduce(0) { $0 + $1.height })
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        scroll.frame = bounds
        var y: CGFloat = 0
        for view in rowViews {
            view.frame = CGRect(x: 0, y: y, width: bounds.width, height: view.height)
            y += view.height
        }
        scroll.contentSize = CGSize(width: bounds.width, height: y)
    }

    /// Row `index`'s frame in `view`'s coordinates.
    func frame(ofRow index: Int, in view: UIView) -> CGRect {
        scroll.convert(rowViews[index].frame, to: view)
    }

    /// The title a row shows (nil for a gap).
    func title(ofRow index: Int) -> String? {
        switch rows[index] {
        case .header(let t), .back(let t): return t
        case .action(let a): return a.title
        case .submenu(let m): return m.title
        case .loading: return MenuRowView.loadingTitle
        case .sectionGap: return nil
        }
    }

    // MARK: Choosing

    func isSelectable(_ index: Int) -> Bool {
        guard rows.indices.contains(index) else { return false }
        switch rows[index] {
        case .action(let a): return !a.attributes.contains(.disabled)
        case .submenu, .back: return true
        case .header, .sectionGap, .loading: return false
        }
    }

    /// The row under a point of this view.
    func rowIndex(at point: CGPoint) -> Int? {
        let p = convert(point, to: scroll)
        return rowViews.firstIndex { $0.frame.contains(p) }
    }

    /// Activates row `index`: chooses an action, opens a submenu, or goes back.
    func activate(_ index: Int) {
        guard isSelectable(index) else { return }
        switch rows[index] {
        case .action(let action): onChoose?(action)
        case .submenu(let sub): path.append(sub); highlighted = nil; reload()
        case .back: goBack()
        default: break
        }
    }

    private func goBack() {
        guard !path.isEmpty else { return }
        path.removeLast()
        highlighted = nil
        reload()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first, let i = rowIndex(at: t.location(in: self)), isSelectable(i) else { return }
        highlighted = i
        updateHighlight()
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first else { return }
        let i = rowIndex(at: t.location(in: self))
        highlighted = i.flatMap { isSelectable($0) ? $0 : nil }
        updateHighlight()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first, let i = rowIndex(at: t.location(in: self)) else { return }
        activate(i)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlighted = nil
        updateHighlight()
    }

    private func hovered(_ hover: UIHoverGestureRecognizer) {
        switch hover.state {
        case .began, .changed:
            let i = rowIndex(at: hover.location(in: self))
            highlighted = i.flatMap { isSelectable($0) ? $0 : nil }
        default:
            highlighted = nil
        }
        updateHighlight()
    }

    private func updateHighlight() {
        for (i, view) in rowViews.enumerated() { view.isHighlighted = i == highlighted }
    }

    // MARK: The keyboard

    override var canBecomeFirstResponder: Bool { true }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [], action: MenuListView.moveDown),
         UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: MenuListView.moveUp),
         UIKeyCommand(input: UIKeyCommand.inputRightArrow, modifierFlags: [], action: MenuListView.openSubmenu),
         UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: [], action: MenuListView.closeSubmenu),
         UIKeyCommand(input: "\r", modifierFlags: [], action: MenuListView.chooseHighlighted),
         UIKeyCommand(input: " ", modifierFlags: [], action: MenuListView.chooseHighlighted),
         UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: MenuListView.escape)]
    }

    /// Moves the highlight to the next selectable row in `direction` (wrapping round).
    func moveHighlight(by direction: Int) {
        guard !rows.isEmpty else { return }
        var i = highlighted ?? (direction > 0 ? -1 : rows.count)
        for _ in 0..<rows.count {
            i = (i + direction + rows.count) % rows.count
            if isSelectable(i) { highlighted = i; break }
        }
        updateHighlight()
        if let h = highlighted {
            let frame = rowViews[h].frame
            if frame.minY < scroll.contentOffset.y { scroll.contentOffset.y = frame.minY }
            if frame.maxY > scroll.contentOffset.y + scroll.bounds.height { scroll.contentOffset.y = frame.maxY - scroll.bounds.height }
        }
    }

    private func moveDown(_ command: UIKeyCommand) { moveHighlight(by: 1) }
    private func moveUp(_ command: UIKeyCommand) { moveHighlight(by: -1) }

    private func openSubmenu(_ command: UIKeyCommand) {
        guard let h = highlighted, case .submenu = rows[h] else { return }
        activate(h)
        moveHighlight(by: 1)
    }

    private func closeSubmenu(_ command: UIKeyCommand) { goBack() }

    private func chooseHighlighted(_ command: UIKeyCommand) {
        guard let h = highlighted else { return }
        activate(h)
    }

    private func escape(_ command: UIKeyCommand) {
        if path.isEmpty { onClose?() } else { goBack() }
    }
}

extension MenuListView.Row {
    var isHeader: Bool { if case .header = self { return true }; return false }
}

/// One row of a menu's list.
@MainActor
final class MenuRowView: UIView {
    let row: MenuListView.Row
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let imageView = UIImageView()
    private let checkmark = UIImageView()
    private let separator = UIView()
    private let checkmarkColumn: Bool

    var isHighlighted = false { didSet { if isHighlighted != oldValue { updateColors() } } }

    init(row: MenuListView.Row, checkmarkColumn: Bool) {
        self.row = row
        self.checkmarkColumn = checkmarkColumn
        super.init(frame: .zero)
        isUserInteractionEnabled = false   // the list takes the touches
        titleLabel.font = .systemFont(ofSize: 17)
        subtitleLabel.font = .systemFont(ofSize: 13)
        subtitleLabel.textColor = .secondaryLabel
        imageView.contentMode = .center
        checkmark.contentMode = .center
        separator.backgroundColor = .separator
        for v in [titleLabel, subtitleLabel, imageView, checkmark, separator] { addSubview(v) }
        switch row {
        case .header(let title):
            titleLabel.text = title
            titleLabel.font = .systemFont(ofSize: 13)
            titleLabel.textColor = .secondaryLabel
        case .back(let title):
            titleLabel.text = title.isEmpty ? "Back" : title
            titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
            imageView.image = UIImage(systemName: "chevron.backward")
        case .action(let action):
            titleLabel.text = action.title
            subtitleLabel.text = action.subtitle
            imageView.image = action.state == .on ? (action.selectedImage ?? action.image) : action.image
            if action.state == .on { checkmark.image = UIImage(systemName: "checkmark") }
            if action.state == .mixed { checkmark.image = UIImage(systemName: "minus") }
        case .submenu(let menu):
            titleLabel.text = menu.title
            subtitleLabel.text = menu.subtitle
            imageView.image = UIImage(systemName: "chevron.forward")
        case .sectionGap:
            backgroundColor = UIColor.separator.withAlphaComponent(0.15)
            separator.isHidden = true
        case .loading:
            titleLabel.text = Self.loadingTitle
        }
        updateColors()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    var height: CGFloat {
        switch row {
        case .header: return MenuListView.headerHeight
        case .sectionGap: return MenuListView.gapHeight
        default: return subtitleLabel.text?.isEmpty == false ? MenuListView.subtitleRowHeight : MenuListView.rowHeight
        }
    }

    /// The width the row's contents need.
    var fittingWidth: CGFloat {
        let text = max(titleLabel.intrinsicContentSize.width, subtitleLabel.text == nil ? 0 : subtitleLabel.intrinsicContentSize.width)
        return (checkmarkColumn ? 44 : 16) + text + 16 + (imageView.image == nil ? 0 : 32) + 8
    }

    private var isDestructive: Bool {
        if case .action(let a) = row { return a.attributes.contains(.destructive) }
        return false
    }

    private var isDisabled: Bool {
        if case .action(let a) = row { return a.attributes.contains(.disabled) }
        if case .loading = row { return true }
        return false
    }

    /// What a deferred element shows until its elements come.
    static let loadingTitle = "Loading…"

    private func updateColors() {
        guard case let kind = row, !(kind.isHeader) else { return }
        if case .sectionGap = row { return }
        let color: UIColor = isDisabled ? .tertiaryLabel : isDestructive ? .systemRed : .label
        titleLabel.textColor = color
        imageView.tintColor = color
        checkmark.tintColor = color
        backgroundColor = isHighlighted ? UIColor.label.withAlphaComponent(0.1) : nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let leading: CGFloat = checkmarkColumn ? 44 : 16
        let trailingImage: CGFloat = imageView.image == nil ? 0 : 32
        checkmark.frame = CGRect(x: 12, y: 0, width: 24, height: b.height)
        imageView.frame = CGRect(x: b.width - 16 - 24, y: 0, width: 24, height: b.height)
        let textWidth = max(0, b.width - leading - 16 - trailingImage)
        if subtitleLabel.text?.isEmpty == false {
            titleLabel.frame = CGRect(x: leading, y: 9, width: textWidth, height: 22)
            subtitleLabel.frame = CGRect(x: leading, y: 31, width: textWidth, height: 18)
        } else {
            titleLabel.frame = CGRect(x: leading, y: 0, width: textWidth, height: b.height)
            subtitleLabel.frame = .zero
        }
        if case .header = row { titleLabel.frame = CGRect(x: 16, y: 0, width: b.width - 32, height: b.height) }
        separator.frame = CGRect(x: 0, y: b.height - 0.5, width: b.width, height: 0.5)
    }
}
