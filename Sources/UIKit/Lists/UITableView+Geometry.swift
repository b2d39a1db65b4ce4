import Foundation

/// Sizes: asking the data source and delegate, measuring self-sizing rows, and the rectangles.
extension UITableView {
    /// The default row height and its estimate (UIKit's 44 pt).
    static let defaultRowHeight: CGFloat = 44

    /// Asks the data source again before the next layout; a reload for a new size setting
    /// (`keepingSelection`) keeps the selected rows, one for new data clears them.
    func setNeedsReload(keepingSelection: Bool = false) {
        if !needsReload { reloadKeepsSelection = keepingSelection } else { reloadKeepsSelection = reloadKeepsSelection && keepingSelection }
        needsReload = true
        setNeedsLayout()
    }

    /// The rows' width changed: self-sizing rows keep their heights as estimates and are
    /// measured again as they show.
    func rowWidthMayHaveChanged() {
        let width = rowWidth
        defer { measuredWidth = width }
        guard let old = measuredWidth, old != width else { return }
        for s in model.sections.indices {
            for r in model.sections[s].measured.indices where model.sections[s].selfSizing[r] {
                model.sections[s].measured[r] = false
            }
        }
        for (ip, cell) in visibleCellMap { enqueue(cell, from: ip) }
    }

    /// `rowHeight` or `estimatedRowHeight` changed: every row's height is worked out again
    /// (self-sizing rows already measured keep their measurement; rows that become self-sizing
    /// are measured as they show, those on screen in the cells they have) and the rows are laid
    /// out again. Nothing is asked of the data source: the rows and their cells stay.
    func rowHeightsChanged() {
        guard !needsReload else { return }   // a reload is due anyway
        for s in model.sections.indices {
            for r in 0..<model.sections[s].rowCount {
                let (h, fixed) = initialRowHeight(IndexPath(row: r, section: s))
                if !fixed && model.sections[s].selfSizing[r] && model.sections[s].measured[r] { continue }
                model.sections[s].heights[r] = h
                model.sections[s].measured[r] = fixed
                model.sections[s].selfSizing[r] = !fixed
            }
        }
        model.invalidate()
        setNeedsLayout()
    }

    func loadIfNeeded() {
        if needsReload { reloadNow() }
    }

    /// The horizontal extent of rows: the full width, or inset for `.insetGrouped`.
    var rowInsetX: CGFloat { style == .insetGrouped ? 16 : 0 }
    var rowWidth: CGFloat { max(0, bounds.width - 2 * rowInsetX) }

    /// Asks for every count and height again (self-sizing rows start from their estimate).
    func buildModel() {
        var m = TableModel()
        m.tableHeaderHeight = tableHeaderView?.bounds.height ?? 0
        m.tableFooterHeight = tableFooterView?.bounds.height ?? 0
        let sectionCount = max(0, dataSource.map { $0.numberOfSections(in: self) } ?? 0)
        headerViewCache = [:]
        footerViewCache = [:]
        for s in 0..<sectionCount {
            var section = TableModel.Section()
            var rows = dataSource?.tableView(self, numberOfRowsInSection: s) ?? 0
            if rows < 0 {
                report("UITableView: the data source returned \(rows) rows for section \(s); 0 is used")
                rows = 0
            }
            section.heights.reserveCapacity(rows)
            section.measured.reserveCapacity(rows)
            section.selfSizing.reserveCapacity(rows)
            for r in 0..<rows {
                let (h, fixed) = initialRowHeight(IndexPath(row: r, section: s))
                section.heights.append(h)
                section.measured.append(fixed)
                section.selfSizing.append(!fixed)
            }
            section.header = supplementaryHeight(section: s, header: true)
            section.footer = supplementaryHeight(section: s, header: false)
            m.sections.append(section)
        }
        model = m
    }

    /// A row's height as the delegate (or `rowHeight`) gives it, and whether it is final.
    func initialRowHeight(_ indexPath: IndexPath) -> (CGFloat, Bool) {
        let h = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if h == UITableView.automaticDimension {
            var e = tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
            if !(e > 0) || !e.isFinite { e = UITableView.defaultRowHeight }
            return (e, false)
        }
        guard h.isFinite, h >= 0 else {
            report("UITableView: a row height of \(h) (rowHeight or tableView(_:heightForRowAt:)) is not a finite height >= 0; such rows are 44 pt tall")
            return (UITableView.defaultRowHeight, true)
        }
        return (h, true)
    }

    /// A header's or footer's height: the delegate's (or the table's) value, or, when
    /// automatic, the view's fitting height, 28 pt (38 grouped) for a title, and nothing
    /// (18 pt between grouped sections) without one.
    func supplementaryHeight(section s: Int, header: Bool) -> CGFloat {
        let h = header ? (tableDelegate?.tableView(self, heightForHeaderInSection: s) ?? sectionHeaderHeight)
                       : (tableDelegate?.tableView(self, heightForFooterInSection: s) ?? sectionFooterHeight)
        let view = supplementaryView(section: s, header: header)
        if header { headerViewCache[s] = view } else { footerViewCache[s] = view }
        if h != UITableView.automaticDimension {
            guard h.isFinite, h >= 0 else {
                report("UITableView: the \(header ? "header" : "footer") height \(h) of section \(s) is not a finite height >= 0; 0 is used")
                return 0
            }
            return h
        }
        guard let view else { return style == .plain ? 0 : 18 }
        if view is UITableViewHeaderFooterView, view.constraints.isEmpty { return style == .plain ? 28 : 38 }
        let fitted = view.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0),
                                                  withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        if fitted.height > 0, fitted.height.isFinite { return fitted.height }
        return view.bounds.height > 0 ? view.bounds.height : (style == .plain ? 28 : 38)
    }

    /// The delegate's view, or a header/footer view showing the data source's title, or nil.
    private func supplementaryView(section s: Int, header: Bool) -> UIView? {
        if let v = header ? tableDelegate?.tableView(self, viewForHeaderInSection: s) : tableDelegate?.tableView(self, viewForFooterInSection: s) {
            return v
        }
        guard let title = header ? dataSource?.tableView(self, titleForHeaderInSection: s) : dataSource?.tableView(self, titleForFooterInSection: s)
        else { return nil }
        let v = UITableViewHeaderFooterView(reuseIdentifier: nil)
        v.textLabel?.text = style == .plain || !header ? title : title.uppercased()
        if style == .plain && header { v.backgroundColor = .secondarySystemBackground }
        return v
    }

    /// Measures a self-sizing cell: its content view fitted to the row's width (required) with
    /// the height as small as the constraints allow (fitting priority), as iOS does.
    func measuredHeight(of cell: UITableViewCell, at indexPath: IndexPath) -> CGFloat {
        UIView.performWithoutAnimation {
            cell.frame = CGRect(x: rowInsetX, y: cell.frame.minY, width: rowWidth, height: max(cell.bounds.height, 1))
            cell.setNeedsLayout()
            cell.layoutIfNeeded()
        }
        let content = cell.contentView
        if let height = cell.configurationHost.fittingHeight(width: content.bounds.width) {
            return height
        }
        let usesConstraints = !content.constraints.isEmpty || content.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
        guard usesConstraints else { return builtInHeight(of: cell) }
        let size = content.systemLayoutSizeFitting(CGSize(width: content.bounds.width, height: 0),
                                                   withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        guard size.height.isFinite, size.height >= 0 else {
            report("UITableView: the cell at \(indexPath) measured \(size.height) pt tall; 44 is used")
            return UITableView.defaultRowHeight
        }
        return size.height
    }

    /// The classic styles' height: 44 pt, or more when their labels wrap.
    private func builtInHeight(of cell: UITableViewCell) -> CGFloat {
        let width = max(0, cell.contentView.bounds.width - 2 * UITableViewCell.contentMargin)
        var h: CGFloat = 0
        if let t = cell.textLabel { h += t.sizeThatFits(CGSize(width: width, height: 0)).height }
        if cell.cellStyle == .subtitle, let d = cell.detailTextLabel { h += d.sizeThatFits(CGSize(width: width, height: 0)).height }
        return max(UITableView.defaultRowHeight, h + 22)
    }

    // MARK: Rectangles

    func rowCount(inSection section: Int) -> Int {
        loadIfNeeded()
        guard model.sections.indices.contains(section) else {
            report("UITableView.numberOfRows(inSection:): section \(section) does not exist (there are \(model.sections.count)); 0 is returned")
            return 0
        }
        return model.sections[section].rowCount
    }

    func rowRect(_ indexPath: IndexPath) -> CGRect {
        loadIfNeeded()
        guard model.contains(indexPath) else {
            report("UITableView.rectForRow(at:): there is no row at \(indexPath); .zero is returned")
            return .zero
        }
        model.recomputeIfNeeded()
        let span = model.rowSpan(indexPath)
        return CGRect(x: rowInsetX, y: span.top, width: rowWidth, height: span.height)
    }

    func sectionRect(_ section: Int) -> CGRect {
        loadIfNeeded()
        guard model.sections.indices.contains(section) else {
            report("UITableView.rect(forSection:): section \(section) does not exist; .zero is returned")
            return .zero
        }
        model.recomputeIfNeeded()
        let span = model.sectionSpan(section)
        return CGRect(x: 0, y: span.top, width: bounds.width, height: span.height)
    }

    func headerRect(_ section: Int) -> CGRect {
        let r = sectionRect(section)
        guard r != .zero || model.sections.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: r.minY, width: bounds.width, height: model.sections[section].header)
    }

    func footerRect(_ section: Int) -> CGRect {
        let r = sectionRect(section)
        guard r != .zero || model.sections.indices.contains(section) else { return .zero }
        let h = model.sections[section].footer
        return CGRect(x: 0, y: r.maxY - h, width: bounds.width, height: h)
    }

    func rowIndexPath(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        guard point.x.isFinite, point.y.isFinite, point.x >= 0, point.x < bounds.width else { return nil }
        model.recomputeIfNeeded()
        return model.rows(from: point.y, to: point.y + 0.0001).first { rowRect($0).contains(point) }
    }

    func rowIndexPaths(in rect: CGRect) -> [IndexPath] {
        loadIfNeeded()
        model.recomputeIfNeeded()
        return model.rows(from: rect.minY, to: rect.maxY)
    }

    /// Scrolls the row to `position` inside the adjusted content inset, clamped to the content.
    func scroll(toRow indexPath: IndexPath, position: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        guard model.contains(indexPath) else {
            report("UITableView.scrollToRow(at:at:animated:): there is no row at \(indexPath); nothing scrolls")
            return
        }
        let r = rowRect(indexPath), inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y: CGFloat
        switch position {
        case .top: y = r.minY - inset.top
        case .middle: y = r.midY - inset.top - visibleHeight / 2
        case .bottom: y = r.maxY - inset.top - visibleHeight
        case .none:
            let o = contentOffset.y
            if r.minY < o + inset.top { y = r.minY - inset.top }
            else if r.maxY > o + bounds.height - inset.bottom { y = r.maxY - bounds.height + inset.bottom }
            else { return }
        }
        let maxY = max(-inset.top, model.contentHeight + inset.bottom - bounds.height)
        y = min(max(y, -inset.top), maxY)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }
}
