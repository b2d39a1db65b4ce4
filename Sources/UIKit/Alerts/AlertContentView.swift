import Foundation

/// The figures and colours of iOS 17's alerts and action sheets (in points). Apple does not
/// publish them; they are what the system draws, measured within a point or so.
enum AlertMetrics {
    /// An alert's box: 270 wide, corners of 14.
    static let alertWidth: CGFloat = 270
    static let cornerRadius: CGFloat = 14
    /// Around the title and message: 16 at the sides, 20 above and below (16 below when text
    /// fields follow), 2 between them.
    static let headerSide: CGFloat = 16
    static let alertHeaderVertical: CGFloat = 20
    static let sheetHeaderVertical: CGFloat = 14
    static let titleMessageGap: CGFloat = 2
    /// A text field's row in an alert.
    static let fieldHeight: CGFloat = 28
    /// An alert's action row; two actions whose titles fit side by side share one row.
    static let alertRowHeight: CGFloat = 44
    /// An action sheet's rows, and the gap above its cancel group and at its sides.
    static let sheetRowHeight: CGFloat = 57
    static let sheetGap: CGFloat = 8
    /// An action sheet is at most a 390-point phone's width minus its margins.
    static let sheetMaxWidth: CGFloat = 374

    /// The box (light: 242 grey; dark: 44, 44, 46). iOS draws a blurred material here; over the
    /// dimmed page it reads as this colour, which is drawn solid.
    static let boxColor = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 44 / 255, green: 44 / 255, blue: 46 / 255, alpha: 1)
            : UIColor(red: 242 / 255, green: 242 / 255, blue: 242 / 255, alpha: 1)
    })
    /// An action sheet's cancel group (white; dark: 44, 44, 46).
    static let cancelGroupColor = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 44 / 255, green: 44 / 255, blue: 46 / 255, alpha: 1) : .white
    })
    /// A pressed row.
    static let highlightColor = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.1) : UIColor(white: 0, alpha: 0.1)
    })
    /// A text field's background in an alert.
    static let fieldColor = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1) : .white
    })
    /// The dimming behind an alert or action sheet: 20 % black (48 % in dark mode).
    static let dimmingColor = UIColor(dynamicProvider: { traits in
        UIColor(white: 0, alpha: traits.userInterfaceStyle == .dark ? 0.48 : 0.2)
    })
}

/// An alert controller's view: it fills the presentation's container and holds the box (an
/// alert's, or an action sheet's main group and its cancel group). Touches outside the boxes
/// pass through to the dimming view below.
@MainActor
final class AlertContentView: UIView {
    private weak var controller: UIAlertController?
    /// The alert's box, or the action sheet's main group.
    let box = UIView()
    /// An action sheet's cancel group (empty and hidden otherwise).
    let cancelBox = UIView()
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    private var fieldHolders: [UIView] = []
    private(set) var rows: [AlertActionRow] = []
    private var separators: [UIView] = []

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
        backgroundColor = .clear
        for group in [box, cancelBox] {
            group.layer.cornerRadius = AlertMetrics.cornerRadius
            group.clipsToBounds = true
            addSubview(group)
        }
        box.backgroundColor = AlertMetrics.boxColor
        cancelBox.backgroundColor = AlertMetrics.cancelGroupColor
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            box.addSubview(label)
        }
        reloadHeader()
        reloadTextFields()
        reloadActions()
    }

    required init?(coder: NSCoder) { fatalError("an alert's view is made by its controller") }

    private var isSheet: Bool { controller?.preferredStyle == .actionSheet }

    /// The title and message changed.
    func reloadHeader() {
        titleLabel.text = controller?.title
        messageLabel.text = controller?.message
        let sheet = isSheet
        titleLabel.font = .systemFont(ofSize: sheet ? 13 : 17, weight: .semibold)
        messageLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = sheet ? .secondaryLabel : .label
        messageLabel.textColor = sheet ? .secondaryLabel : .label
        setNeedsLayout()
    }

    /// Text fields were added: each sits in a bordered holder.
    func reloadTextFields() {
        let fields = controller?.textFields ?? []
        for holder in fieldHolders where !fields.contains(where: { $0.superview === holder }) {
            holder.removeFromSuperview()
        }
        fieldHolders = fields.map { field in
            if let holder = field.superview, fieldHolders.contains(where: { $0 === holder }) { return holder }
            let holder = UIView()
            holder.backgroundColor = AlertMetrics.fieldColor
            holder.layer.borderWidth = 1
            holder.layer.cornerRadius = 4
            holder.addSubview(field)
            box.addSubview(holder)
            return holder
        }
        setNeedsLayout()
    }

    /// The actions, the preferred action or an action's `isEnabled` changed: the rows are made again.
    func reloadActions() {
        rows.forEach { $0.removeFromSuperview() }
        separators.forEach { $0.removeFromSuperview() }
        rows = []
        separators = []
        guard let controller else { return }
        let emphasized = controller.emphasizedAction
        for action in orderedActions {
            let row = AlertActionRow(action: action, emphasized: action === emphasized, sheet: isSheet)
            rows.append(row)
            (isSheet && action.style == .cancel ? cancelBox : box).addSubview(row)
        }
        setNeedsLayout()
    }

    /// The actions in the order they are shown: as added, the cancel action last — or first when
    /// an alert's two actions share a row (it goes on the left).
    var orderedActions: [UIAlertAction] {
        guard let actions = controller?.actions else { return [] }
        let others = actions.filter { $0.style != .cancel }
        let cancel = actions.filter { $0.style == .cancel }
        return !isSheet && sideBySide(actions) ? cancel + others : others + cancel
    }

    /// Whether an alert's actions share one row: two of them whose titles fit in half the width.
    private func sideBySide(_ actions: [UIAlertAction]) -> Bool {
        guard actions.count == 2 else { return false }
        let half = AlertMetrics.alertWidth / 2 - 16
        let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        return actions.allSatisfy { action in
            let probe = UILabel()
            probe.font = font
            probe.text = action.title
            return probe.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 44)).width <= half
        }
    }

    private var hairline: CGFloat {
        let scale = traitCollection.displayScale
        return scale > 0 ? 1 / scale : 1
    }

    // MARK: Choosing with the pointer

    /// The row the pointer is pressing (highlighted), if any.
    private weak var pressedRow: AlertActionRow?

    /// The enabled row under `point` (this view's coordinates).
    private func row(at point: CGPoint) -> AlertActionRow? {
        rows.first { row in
            !row.isHidden && row.isEnabled && row.superview?.isHidden == false && row.bounds.contains(convert(point, to: row))
        }
    }

    private func press(_ row: AlertActionRow?) {
        guard row !== pressedRow else { return }
        pressedRow?.isHighlighted = false
        pressedRow = row
        row?.isHighlighted = true
    }

    /// As on iOS, a press highlights the row under it and the highlight follows the pointer
    /// from row to row (across an action sheet's groups too); the release chooses the row it
    /// is on, and a release off the rows chooses nothing.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        press(row(at: touch.location(in: self)))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        press(row(at: touch.location(in: self)))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let chosen = touches.first.flatMap { row(at: $0.location(in: self)) }
        press(nil)
        if let chosen { controller?.choose(chosen.action) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { press(nil) }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        box.frame.contains(point) || (!cancelBox.isHidden && cancelBox.frame.contains(point))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if isSheet { layoutSheet() } else { layoutAlert() }
    }

    /// Lays out the title and message from `y` in a box `width` wide; returns the y below them
    /// (unchanged when there is neither).
    private func layoutHeader(width: CGFloat, top: CGFloat, vertical: CGFloat, bottom: CGFloat) -> CGFloat {
        let hasTitle = !(titleLabel.text ?? "").isEmpty, hasMessage = !(messageLabel.text ?? "").isEmpty
        guard hasTitle || hasMessage else {
            titleLabel.frame = .zero
            messageLabel.frame = .zero
            return top
        }
        let textWidth = max(0, width - 2 * AlertMetrics.headerSide)
        var y = top + vertical
        for (label, shown) in [(titleLabel, hasTitle), (messageLabel, hasMessage)] {
            guard shown else { label.frame = .zero; continue }
            if label === messageLabel, hasTitle { y += AlertMetrics.titleMessageGap }
            let height = label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height.rounded(.up)
            label.frame = CGRect(x: AlertMetrics.headerSide, y: y, width: textWidth, height: height)
            y += height
        }
        return y + bottom
    }

    private func addSeparator(_ frame: CGRect, in group: UIView) {
        let line = UIView(frame: frame)
        line.backgroundColor = .separator
        group.addSubview(line)
        separators.append(line)
    }

    /// A layer's border keeps the colour it was given, as on iOS: resolved for the alert's traits.
    private func resolveFieldBorders() {
        let border = UIColor.opaqueSeparator.resolvedColor(with: traitCollection).cgColor
        for holder in fieldHolders { holder.layer.borderColor = border }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        resolveFieldBorders()
    }

    private func layoutAlert() {
        resolveFieldBorders()
        separators.forEach { $0.removeFromSuperview() }
        separators = []
        cancelBox.isHidden = true
        let width = AlertMetrics.alertWidth
        let hasFields = !fieldHolders.isEmpty
        var y = layoutHeader(width: width, top: 0, vertical: AlertMetrics.alertHeaderVertical,
                             bottom: hasFields ? 16 : AlertMetrics.alertHeaderVertical)
        if hasFields {
            if y == 0 { y = AlertMetrics.alertHeaderVertical }
            for holder in fieldHolders {
                holder.frame = CGRect(x: AlertMetrics.headerSide, y: y, width: width - 2 * AlertMetrics.headerSide,
                                      height: AlertMetrics.fieldHeight)
                holder.subviews.first?.frame = holder.bounds.insetBy(dx: 6, dy: 0)
                y += AlertMetrics.fieldHeight - 1
            }
            y += 1 + 16
        }
        let line = hairline
        let rowHeight = AlertMetrics.alertRowHeight
        if let actions = controller?.actions, sideBySide(actions), rows.count == 2 {
            if y > 0 { addSeparator(CGRect(x: 0, y: y, width: width, height: line), in: box) }
            rows[0].frame = CGRect(x: 0, y: y, width: width / 2, height: rowHeight)
            rows[1].frame = CGRect(x: width / 2, y: y, width: width / 2, height: rowHeight)
            addSeparator(CGRect(x: width / 2, y: y, width: line, height: rowHeight), in: box)
            y += rowHeight
        } else {
            for row in rows {
                if y > 0 { addSeparator(CGRect(x: 0, y: y, width: width, height: line), in: box) }
                row.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
                y += rowHeight
            }
        }
        let height = min(y, max(0, bounds.height - 2 * AlertMetrics.sheetGap))
        box.frame = CGRect(x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(),
                           width: width, height: height)
    }

    private func layoutSheet() {
        separators.forEach { $0.removeFromSuperview() }
        separators = []
        let width = max(0, min(bounds.width - 2 * AlertMetrics.sheetGap, AlertMetrics.sheetMaxWidth))
        let x = ((bounds.width - width) / 2).rounded()
        var y = layoutHeader(width: width, top: 0, vertical: AlertMetrics.sheetHeaderVertical,
                             bottom: AlertMetrics.sheetHeaderVertical)
        let line = hairline
        let rowHeight = AlertMetrics.sheetRowHeight
        var cancelRow: AlertActionRow?
        for row in rows {
            if row.action.style == .cancel { cancelRow = row; continue }
            if y > 0 { addSeparator(CGRect(x: 0, y: y, width: width, height: line), in: box) }
            row.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
            y += rowHeight
        }
        let bottomGap = safeAreaInsets.bottom > 0 ? safeAreaInsets.bottom : AlertMetrics.sheetGap
        var bottom = bounds.height - bottomGap
        cancelBox.isHidden = cancelRow == nil
        if let cancelRow {
            cancelBox.frame = CGRect(x: x, y: bottom - rowHeight, width: width, height: rowHeight)
            cancelRow.frame = cancelBox.bounds
            bottom = cancelBox.frame.minY - AlertMetrics.sheetGap
        }
        box.isHidden = y == 0
        box.frame = CGRect(x: x, y: bottom - y, width: width, height: y)
    }

    /// The union of the boxes, in this view's coordinates (where an action sheet slides from).
    var groupsFrame: CGRect {
        cancelBox.isHidden ? box.frame : box.frame.union(cancelBox.frame)
    }
}

/// One action's button: its title centred (bold when emphasized; red when destructive; faint
/// when disabled), a grey wash while pressed (the alert's view does the tracking).
@MainActor
final class AlertActionRow: UIControl {
    let action: UIAlertAction
    let titleLabel = UILabel()

    init(action: UIAlertAction, emphasized: Bool, sheet: Bool) {
        self.action = action
        super.init(frame: .zero)
        titleLabel.text = action.title
        titleLabel.textAlignment = .center
        titleLabel.font = .systemFont(ofSize: sheet ? 20 : 17, weight: emphasized ? .semibold : .regular)
        addSubview(titleLabel)
        isEnabled = action.isEnabled
        isUserInteractionEnabled = false   // the alert's view tracks the pointer across the rows
        updateColors()
    }

    required init?(coder: NSCoder) { fatalError("an alert's rows are made by its view") }

    override func stateDidChange() {
        super.stateDidChange()
        updateColors()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    private func updateColors() {
        backgroundColor = isHighlighted ? AlertMetrics.highlightColor : nil
        titleLabel.textColor = !isEnabled ? .tertiaryLabel : action.style == .destructive ? .systemRed : tintColor
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: 8, dy: 0)
    }
}
