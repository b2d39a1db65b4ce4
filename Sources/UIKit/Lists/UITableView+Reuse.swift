import Foundation

/// Cells on screen and in the pool: tiling the visible rows, dequeuing, reloading.
extension UITableView {
    /// How many cells (or header and footer views) of one identifier the pool keeps (the rest are let go).
    static var poolLimit: Int { ReusePool<UITableViewCell>.limit }

    func tileIfNeeded() {
        guard !isTiling else { return }
        tile()
    }

    /// Makes the visible rows' cells exist (and only those), measures self-sizing rows as they
    /// first show, and places cells, separators, headers and footers.
    func tile() {
        guard !isTiling else { return }
        isTiling = true
        defer { isTiling = false }
        UIView.performWithoutAnimation {
            loadIfNeeded()
            rowWidthMayHaveChanged()
            for _ in 0..<4 {
                model.recomputeIfNeeded()
                applyContentSize()
                let wanted = model.rows(from: bounds.minY, to: bounds.maxY)
                let wantedSet = Set(wanted)
                for (ip, cell) in visibleCellMap where !wantedSet.contains(ip) { enqueue(cell, from: ip) }
                var resized = false
                // A row on screen whose height is no longer known (`rowHeight` became automatic)
                // is measured in the cell it has.
                for ip in wanted where !model.sections[ip.section].measured[ip.row] {
                    guard let cell = visibleCellMap[ip] else { continue }
                    let h = measuredHeight(of: cell, at: ip)
                    model.sections[ip.section].measured[ip.row] = true
                    if h != model.sections[ip.section].heights[ip.row] {
                        model.sections[ip.section].heights[ip.row] = h
                        model.invalidate()
                        resized = true
                    }
                }
                for ip in wanted where visibleCellMap[ip] == nil {
                    guard let cell = makeCell(at: ip) else { continue }
                    visibleCellMap[ip] = cell
                    if !model.sections[ip.section].measured[ip.row] {
                        let h = measuredHeight(of: cell, at: ip)
                        model.sections[ip.section].measured[ip.row] = true
                        if h != model.sections[ip.section].heights[ip.row] {
                            model.sections[ip.section].heights[ip.row] = h
                            model.invalidate()
                            resized = true
                        }
                    }
                    tableDelegate?.tableView(self, willDisplay: cell, forRowAt: ip)
                }
                if !resized { break }
            }
            model.recomputeIfNeeded()
            applyContentSize()
            placeVisibleViews()
        }
        rowSwipes?.listDidLayout()
    }

    func applyContentSize() {
        let size = CGSize(width: bounds.width, height: model.contentHeight)
        if contentSize != size { contentSize = size }
    }

    /// A cell from the data source for `indexPath`, in the table and showing its selection.
    private func makeCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cell.tableView = self
        if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
        cell.isHidden = false
        cell.alpha = 1
        cell.setSelected(selectedRows.contains(indexPath), animated: false)
        let span = model.rowSpan(indexPath)
        cell.frame = CGRect(x: rowInsetX, y: span.top, width: rowWidth, height: span.height)
        return cell
    }

    /// Takes a cell off the screen: the delegate hears it, and it waits in the pool.
    func enqueue(_ cell: UITableViewCell, from indexPath: IndexPath) {
        visibleCellMap[indexPath] = nil
        cell.removeFromSuperview()
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        recycle(cell)
    }

    func recycle(_ cell: UITableViewCell) {
        cell.layer.removeAllAnimations()
        cell.swipeOffset = 0
        cellPool.enqueue(cell)
    }

    private func placeVisibleViews() {
        let hairline = 1 / max(window?.screen.scale ?? 1, 1)
        for (ip, cell) in visibleCellMap {
            let span = model.rowSpan(ip)
            let frame = CGRect(x: rowInsetX + cell.swipeOffset, y: span.top, width: rowWidth, height: span.height)
            if cell.frame != frame { cell.frame = frame }
            let lastInSection = ip.row == model.sections[ip.section].rowCount - 1
            let inset = cell.separatorInset
            cell.separatorView.isHidden = separatorStyle == .none || (lastInSection && style != .plain)
            cell.separatorView.backgroundColor = separatorColor
            cell.separatorView.frame = CGRect(x: inset.left, y: frame.height - hairline,
                                              width: max(0, frame.width - inset.left - inset.right), height: hairline)
            if style == .insetGrouped { roundCorners(of: cell, first: ip.row == 0, last: lastInSection) }
        }
        placeSupplementaryViews(headers: true)
        placeSupplementaryViews(headers: false)
        if let v = tableHeaderView { v.frame = CGRect(x: 0, y: 0, width: bounds.width, height: v.bounds.height) }
        if let v = tableFooterView {
            v.frame = CGRect(x: 0, y: model.contentHeight - v.bounds.height, width: bounds.width, height: v.bounds.height)
        }
        if let v = backgroundView { v.frame = bounds; sendSubviewToBack(v) }
    }

    /// An inset-grouped section is a rounded card: its first row rounds its top corners, its
    /// last row its bottom ones (10 pt, as iOS draws them).
    private func roundCorners(of cell: UITableViewCell, first: Bool, last: Bool) {
        var corners: CACornerMask = []
        if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
        if cell.layer.maskedCorners != corners && !corners.isEmpty { cell.layer.maskedCorners = corners }
        cell.clipsToBounds = !corners.isEmpty
    }

    /// A plain table's header stays at the top of the visible area while its section scrolls
    /// under it, and is pushed up by the end of its section (its footer stays in the content).
    private func floatingHeaderRect(_ rect: CGRect, section: Int) -> CGRect {
        let top = bounds.minY + adjustedContentInset.top
        let sectionEnd = sectionRect(section).maxY - model.sections[section].footer
        var r = rect
        r.origin.y = max(rect.minY, min(top, sectionEnd - rect.height))
        return r
    }

    private func placeSupplementaryViews(headers: Bool) {
        let cache = headers ? headerViewCache : footerViewCache
        var shown = headers ? visibleHeaders : visibleFooters
        for s in model.sections.indices {
            var rect = headers ? headerRect(s) : footerRect(s)
            if headers && style == .plain { rect = floatingHeaderRect(rect, section: s) }
            let visible = rect.height > 0 && rect.maxY > bounds.minY && rect.minY < bounds.maxY
            guard visible, let view = cache[s] else {
                if let v = shown.removeValue(forKey: s) { v.removeFromSuperview() }
                continue
            }
            if view.superview !== self {
                addSubview(view)
                if headers { tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: s) }
                else { tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: s) }
            }
            shown[s] = view
            if view.frame != rect { view.frame = rect }
            if headers && style == .plain { bringSubviewToFront(view) }
        }
        if headers { visibleHeaders = shown } else { visibleFooters = shown }
    }

    // MARK: Dequeuing

    func dequeueCell(_ identifier: String, indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueCellIfAvailable(identifier) { return cell }
        report("UITableView.dequeueReusableCell(withIdentifier:for:): no class is registered for the reuse identifier \"\(identifier)\"; call register(_:forCellReuseIdentifier:) first. A plain UITableViewCell with that identifier is returned")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    func dequeueCellIfAvailable(_ identifier: String) -> UITableViewCell? {
        if let cell = cellPool.dequeue(identifier) { return cell }
        guard let cellClass = registeredCells[identifier] else { return nil }
        let cell = cellClass.init(style: .default, reuseIdentifier: identifier)
        cell.frame = CGRect(x: 0, y: 0, width: rowWidth, height: cell.bounds.height)
        return cell
    }

    func dequeueHeaderFooter(_ identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterPool.dequeue(identifier) { return view }
        return registeredHeaderFooters[identifier].map { $0.init(reuseIdentifier: identifier) }
    }

    /// Drops every cell and size and asks the data source again; the selection is cleared, as
    /// UIKit's `reloadData` does (unless only a size setting changed).
    func reloadNow() {
        needsReload = false
        for (ip, cell) in visibleCellMap { enqueue(cell, from: ip) }
        for v in visibleHeaders.values { v.removeFromSuperview() }
        for v in visibleFooters.values { v.removeFromSuperview() }
        visibleHeaders = [:]
        visibleFooters = [:]
        for v in Array(headerViewCache.values) + Array(footerViewCache.values) {
            if let hf = v as? UITableViewHeaderFooterView { headerFooterPool.enqueue(hf) }
        }
        if !reloadKeepsSelection { selectedRows = [] }
        reloadKeepsSelection = false
        touchedRow = nil
        buildModel()
        measuredWidth = rowWidth
        if !selectedRows.isEmpty { selectedRows = selectedRows.filter { model.contains($0) } }
        model.recomputeIfNeeded()
        applyContentSize()
        if !isTiling { setNeedsLayout() }
    }
}
