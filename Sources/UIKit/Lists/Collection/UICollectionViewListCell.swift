import Foundation

/// A cell of a list section (iOS 14): it draws the separators and the rounded corners its
/// list gives it, the row background of the list's appearance (grey while highlighted or
/// selected), indents its content by `indentationLevel`, and shows its `accessories` beside
/// the content view.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, in order on each side (the system ones go to their usual side).
    open var accessories: [UICellAccessory] = [] { didSet { rebuildAccessories() } }
    /// How many steps the content is indented (default 0).
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one step (default 10).
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether the leading accessories are indented with the content (default true).
    open var indentsAccessories = true { didSet { setNeedsLayout() } }
    /// A guide along the cell whose leading edge is where the separators start (the text's
    /// leading edge).
    public let separatorLayoutGuide = UILayoutGuide()

    /// What the list said about the cell (nil outside a list section).
    private(set) var listRow: ListRowStyle?
    /// The kind of supplementary view the cell is used as (nil as a cell).
    private var representedKind: String?
    private let rowBackground = UIView()
    private let bottomSeparator = UIView()
    private let topSeparator = UIView()
    private var accessoryViews: [(accessory: UICellAccessory, view: UIView)] = []
    private var separatorLeading: NSLayoutConstraint?
    private var separatorTrailing: NSLayoutConstraint?
    /// Whether the client gave the cell a background of its own (the list's row background then hides).
    private var hasOwnBackground = false

    public required init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        rowBackground.isUserInteractionEnabled = false
        insertSubview(rowBackground, at: 0)
        for separator in [bottomSeparator, topSeparator] {
            separator.isUserInteractionEnabled = false
            separator.isHidden = true
            addSubview(separator)
        }
        addLayoutGuide(separatorLayoutGuide)
        let leading = separatorLayoutGuide.leadingAnchor.constraint(equalTo: leadingAnchor)
        // Below required: a cell narrower than its text's inset (while it is being sized) makes
        // the guide empty rather than the constraints conflict.
        leading.priority = UILayoutPriority(999)
        let trailing = separatorLayoutGuide.trailingAnchor.constraint(equalTo: trailingAnchor)
        NSLayoutConstraint.activate([leading, trailing,
                                     separatorLayoutGuide.topAnchor.constraint(equalTo: topAnchor),
                                     separatorLayoutGuide.bottomAnchor.constraint(equalTo: bottomAnchor)])
        separatorLeading = leading
        separatorTrailing = trailing
    }

    open override var backgroundColor: UIColor? {
        didSet { hasOwnBackground = backgroundColor != nil || backgroundView != nil; setNeedsLayout() }
    }

    open override var backgroundView: UIView? {
        didSet { hasOwnBackground = backgroundView != nil; setNeedsLayout() }
    }

    /// The list content configuration of the cell's list: a sidebar's for a sidebar, a
    /// header's for a section's header item, a row's otherwise.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        guard let row = listRow else { return .cell() }
        let sidebar = row.appearance == .sidebar || row.appearance == .sidebarPlain
        if representedKind == UICollectionView.elementKindSectionFooter {
            return row.appearance == .plain || row.appearance == .sidebarPlain ? .plainFooter() : .groupedFooter()
        }
        if row.isHeaderItem {
            return sidebar ? .sidebarHeader() : (row.appearance == .plain ? .plainHeader() : .groupedHeader())
        }
        return sidebar ? .sidebarCell() : .cell()
    }

    override func defaultBackgroundStyle() -> UIBackgroundConfiguration {
        switch listRow?.appearance {
        case .grouped?, .insetGrouped?: listRow?.isHeaderItem == true ? .listGroupedHeaderFooter() : .listGroupedCell()
        case .sidebar?, .sidebarPlain?: listRow?.isHeaderItem == true ? .listSidebarHeader() : .listSidebarCell()
        default: listRow?.isHeaderItem == true ? .listPlainHeaderFooter() : .listPlainCell()
        }
    }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        representedKind = layoutAttributes.representedElementKind
        guard layoutAttributes.listRow != listRow else { return }
        listRow = layoutAttributes.listRow
        setNeedsLayout()
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        indentationLevel = 0
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let editing = collectionView?.isEditing ?? false
        let width = bounds.width, height = bounds.height
        let rtl = isRightToLeft
        // Accessories: leading ones from the leading edge, trailing ones from the trailing edge.
        let indent = CGFloat(max(0, indentationLevel)) * indentationWidth
        var lead: CGFloat = indentsAccessories ? indent : 0
        var trail: CGFloat = 0
        let leading = accessoryViews.filter { $0.accessory.leading && $0.accessory.shows(editing: editing) }
        let trailing = accessoryViews.filter { !$0.accessory.leading && $0.accessory.shows(editing: editing) }
        for (_, view) in accessoryViews { view.isHidden = true }
        for (accessory, view) in leading {
            let w = Self.width(of: accessory, view)
            lead += accessory.accessoryType == .customView ? 0 : 12
            let h = accessory.accessoryType == .customView ? min(height, view.bounds.height) : min(height, 24)
            view.frame = mirrored(CGRect(x: lead, y: (height - h) / 2, width: w, height: h), width, rtl)
            view.isHidden = false
            lead += w
        }
        for (accessory, view) in trailing {
            let w = Self.width(of: accessory, view)
            trail += 12
            let h = accessory.accessoryType == .customView ? min(height, view.bounds.height) : min(height, 28)
            view.frame = mirrored(CGRect(x: width - trail - w, y: (height - h) / 2, width: w, height: h), width, rtl)
            view.isHidden = false
            trail += w
        }
        if !trailing.isEmpty { trail += 4 }
        let contentLeading = max(indentsAccessories ? lead : lead + indent, indent)
        contentView.frame = mirrored(CGRect(x: contentLeading, y: 0, width: max(0, width - contentLeading - trail), height: height), width, rtl)
        // The row's background, rounded where the list rounds it.
        rowBackground.frame = bounds
        let row = listRow
        let selected = isSelected || isHighlighted
        let sidebar = row.map { $0.appearance == .sidebar || $0.appearance == .sidebarPlain } ?? false
        if hasOwnBackground || backgroundHost.configuration != nil || row == nil {
            rowBackground.isHidden = row == nil || !selected || hasOwnBackground || backgroundHost.configuration != nil
            rowBackground.backgroundColor = .systemGray4
        } else {
            rowBackground.isHidden = false
            rowBackground.backgroundColor = selected ? (sidebar ? UIColor.systemGray5 : UIColor.systemGray4) : row?.rowBackground
        }
        if let row, row.cornerRadius > 0 {
            if sidebar {
                layer.cornerRadius = row.cornerRadius
                layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            } else {
                var corners: CACornerMask = []
                if row.isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
                if row.isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
                layer.cornerRadius = corners.isEmpty ? 0 : row.cornerRadius
                layer.maskedCorners = corners
            }
            clipsToBounds = true
        } else if layer.cornerRadius != 0 && row != nil {
            layer.cornerRadius = 0
        }
        // Separators: from the text's leading edge (or the insets the list gave) to the edge.
        let hairline = 1 / max(1, window?.screen.scale ?? 1)
        let textLeading = contentView.frame.minX + textLeadingInContent()
        func place(_ separator: UIView, _ visible: Bool, _ insets: NSDirectionalEdgeInsets, atTop: Bool) {
            separator.isHidden = !visible
            guard visible, let row else { return }
            let l = insets.leading.isNaN ? textLeading : insets.leading
            let t = insets.trailing.isNaN ? 0 : insets.trailing
            separator.backgroundColor = row.separator.color
            separator.frame = mirrored(CGRect(x: l, y: atTop ? 0 : height - hairline, width: max(0, width - l - t), height: hairline), width, rtl)
        }
        place(bottomSeparator, row?.showsBottomSeparator ?? false, row?.separator.bottomSeparatorInsets ?? .zero, atTop: false)
        place(topSeparator, row?.showsTopSeparator ?? false, row?.separator.topSeparatorInsets ?? .zero, atTop: true)
        bringSubviewToFront(bottomSeparator)
        bringSubviewToFront(topSeparator)
        if separatorLeading?.constant != textLeading { separatorLeading?.constant = textLeading }
    }

    /// Where the text starts in the content view: the configured view's text, or the leading
    /// layout margin.
    private func textLeadingInContent() -> CGFloat {
        if let list = configuredContentView as? UIListContentView { return list.textLeadingEdge }
        return contentView.layoutMargins.left
    }

    private func mirrored(_ r: CGRect, _ width: CGFloat, _ rtl: Bool) -> CGRect {
        rtl ? CGRect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height) : r
    }

    private static func width(of accessory: UICellAccessory, _ view: UIView) -> CGFloat {
        switch accessory.reservedWidth {
        case .custom(let w) where w.isFinite && w >= 0: return w
        default: break
        }
        switch accessory.accessoryType {
        case .label: return view.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0)).width
        case .customView: return view.bounds.width
        case .disclosureIndicator, .outlineDisclosure: return 12
        case .checkmark: return 16
        case .popUpMenu: return 12
        case .delete, .insert, .multiselect, .detail, .reorder: return 24
        }
    }

    private func rebuildAccessories() {
        for (_, view) in accessoryViews where view.superview === self { view.removeFromSuperview() }
        var seen = Set<UICellAccessory.AccessoryType>()
        var leading: [UICellAccessory] = [], trailing: [UICellAccessory] = []
        for accessory in accessories {
            if accessory.accessoryType != .customView && !seen.insert(accessory.accessoryType).inserted {
                warnOnce("UICollectionViewListCell.accessories: two \(accessory.accessoryType) accessories; the second is not shown")
                continue
            }
            if accessory.accessoryType == .customView, let position = accessory.position {
                let side = accessory.leading ? leading : trailing
                let index = min(max(0, position(side)), side.count)
                if accessory.leading { leading.insert(accessory, at: index) } else { trailing.insert(accessory, at: index) }
            } else if accessory.leading {
                leading.append(accessory)
            } else {
                trailing.append(accessory)
            }
        }
        accessoryViews = (leading + trailing).map { accessory in
            let view: UIView
            switch accessory.accessoryType {
            case .customView:
                view = accessory.customView ?? UIView()
            case .label:
                let label = UILabel()
                label.text = accessory.text
                label.font = accessory.font
                label.textColor = accessory.tintColor ?? .secondaryLabel
                view = label
            default:
                view = AccessoryGlyphView(accessory, cell: self)
            }
            if let tint = accessory.tintColor { view.tintColor = tint }
            addSubview(view)
            return (accessory, view)
        }
        setNeedsLayout()
    }
}

/// A system accessory drawn as the list draws it; the interactive ones run their action on a tap.
@MainActor
final class AccessoryGlyphView: UIView {
    let accessory: UICellAccessory
    weak var cell: UICollectionViewListCell?

    init(_ accessory: UICellAccessory, cell: UICollectionViewListCell) {
        self.accessory = accessory
        self.cell = cell
        super.init(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
        switch accessory.accessoryType {
        case .delete, .insert, .outlineDisclosure, .detail:
            addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.tapped() })
        default:
            isUserInteractionEnabled = false
        }
    }

    required init?(coder: NSCoder) { nil }

    func tapped() {
        if let handler = accessory.actionHandler {
            handler()
            return
        }
        // An outline disclosure without a handler expands or collapses its item in the
        // diffable data source's section snapshot.
        guard accessory.accessoryType == .outlineDisclosure, let cell, let cv = cell.collectionView,
              let indexPath = cv.indexPath(for: cell) else { return }
        guard let outline = cv.dataSource as? any OutlineExpanding else {
            warnOnce("UICellAccessory.outlineDisclosure: without an action handler it expands items of a diffable data source's section snapshot; this collection view's data source has none, so the tap does nothing")
            return
        }
        outline.toggleExpansion(at: indexPath)
    }

    override func draw(_ rect: CGRect) {
        let mid = CGPoint(x: bounds.midX, y: bounds.midY)
        let tint = accessory.tintColor ?? tintColor ?? .systemBlue
        let rtl = cell?.isRightToLeft ?? false
        func stroke(_ points: [CGPoint], _ color: UIColor, width: CGFloat = 2) {
            let p = UIBezierPath()
            p.move(to: points[0])
            for q in points.dropFirst() { p.addLine(to: q) }
            p.lineWidth = width
            p.lineCapStyle = .round
            p.lineJoinStyle = .round
            color.setStroke()
            p.stroke()
        }
        func circle(_ r: CGFloat, fill: UIColor) {
            fill.setFill()
            UIBezierPath(ovalIn: CGRect(x: mid.x - r, y: mid.y - r, width: 2 * r, height: 2 * r)).fill()
        }
        let s: CGFloat = rtl ? -1 : 1
        switch accessory.accessoryType {
        case .disclosureIndicator:
            stroke([CGPoint(x: mid.x - 3.5 * s, y: mid.y - 6.5), CGPoint(x: mid.x + 3.5 * s, y: mid.y), CGPoint(x: mid.x - 3.5 * s, y: mid.y + 6.5)],
                   accessory.tintColor ?? .tertiaryLabel)
        case .outlineDisclosure:
            let expanded = cell?.outlineExpanded ?? false
            if expanded {
                stroke([CGPoint(x: mid.x - 6, y: mid.y - 3), CGPoint(x: mid.x, y: mid.y + 3.5), CGPoint(x: mid.x + 6, y: mid.y - 3)], tint)
            } else {
                stroke([CGPoint(x: mid.x - 3 * s, y: mid.y - 6), CGPoint(x: mid.x + 3.5 * s, y: mid.y), CGPoint(x: mid.x - 3 * s, y: mid.y + 6)], tint)
            }
        case .checkmark:
            stroke([CGPoint(x: mid.x - 7, y: mid.y), CGPoint(x: mid.x - 2, y: mid.y + 5), CGPoint(x: mid.x + 7, y: mid.y - 6)], tint, width: 2.2)
        case .delete:
            circle(11, fill: accessory.tintColor ?? .systemRed)
            stroke([CGPoint(x: mid.x - 5.5, y: mid.y), CGPoint(x: mid.x + 5.5, y: mid.y)], .white, width: 2.5)
        case .insert:
            circle(11, fill: accessory.tintColor ?? .systemGreen)
            stroke([CGPoint(x: mid.x - 5.5, y: mid.y), CGPoint(x: mid.x + 5.5, y: mid.y)], .white, width: 2.5)
            stroke([CGPoint(x: mid.x, y: mid.y - 5.5), CGPoint(x: mid.x, y: mid.y + 5.5)], .white, width: 2.5)
        case .multiselect:
            if cell?.isSelected ?? false {
                circle(11, fill: tint)
                stroke([CGPoint(x: mid.x - 5, y: mid.y), CGPoint(x: mid.x - 1.5, y: mid.y + 3.5), CGPoint(x: mid.x + 5, y: mid.y - 4)], .white)
            } else {
                let p = UIBezierPath(ovalIn: CGRect(x: mid.x - 10.5, y: mid.y - 10.5, width: 21, height: 21))
                p.lineWidth = 1.5
                UIColor.systemGray3.setStroke()
                p.stroke()
            }
        case .reorder:
            for dy in [-5.0, 0, 5] as [CGFloat] {
                stroke([CGPoint(x: mid.x - 9, y: mid.y + dy), CGPoint(x: mid.x + 9, y: mid.y + dy)], accessory.tintColor ?? .systemGray2, width: 1.5)
            }
        case .detail:
            let p = UIBezierPath(ovalIn: CGRect(x: mid.x - 10, y: mid.y - 10, width: 20, height: 20))
            p.lineWidth = 1.5
            tint.setStroke()
            p.stroke()
            stroke([CGPoint(x: mid.x, y: mid.y - 1), CGPoint(x: mid.x, y: mid.y + 5)], tint)
            tint.setFill()
            UIBezierPath(ovalIn: CGRect(x: mid.x - 1.25, y: mid.y - 5.5, width: 2.5, height: 2.5)).fill()
        case .popUpMenu:
            stroke([CGPoint(x: mid.x - 4, y: mid.y - 3), CGPoint(x: mid.x, y: mid.y - 7), CGPoint(x: mid.x + 4, y: mid.y - 3)], .secondaryLabel)
            stroke([CGPoint(x: mid.x - 4, y: mid.y + 3), CGPoint(x: mid.x, y: mid.y + 7), CGPoint(x: mid.x + 4, y: mid.y + 3)], .secondaryLabel)
        case .label, .customView:
            break
        }
    }
}
