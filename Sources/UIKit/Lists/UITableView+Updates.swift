import Foundation

/// Animated inserts, deletes, reloads and moves.
///
/// At the end of a batch the data source is asked for the new counts; when they do not add up
/// with the recorded changes the table prints UIKit's "Invalid update" message and reloads
/// (UIKit raises an exception; here the outcome is defined: the table shows the data source's
/// rows, the completion gets false). Otherwise rows that stay keep their cells and slide to
/// their new places, leaving rows animate out and new rows in, all in 0.3 s ease-in-out.
extension UITableView {
    /// How long update animations take.
    static let updateAnimationDuration: TimeInterval = 0.3

    /// Records a change into the open batch, or animates it alone outside one.
    func record(_ change: (inout ListUpdateBatch) -> Void) {
        if let alone = updateNesting.record(change) { apply(alone) { _ in } }
    }

    /// Ends the innermost batch; the outermost animates every change recorded inside it.
    func closeBatch(completion: ((Bool) -> Void)?) {
        switch updateNesting.end(completion: completion) {
        case .unbalanced:
            report("UITableView.endUpdates(): called without beginUpdates(); nothing is animated")
            completion?(true)
        case .inner: break
        case .outermost(let batch, let completions): apply(batch, completion: completions)
        }
    }

    func runBatch(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        updateNesting.begin()
        updates?()
        closeBatch(completion: completion)
    }

    private func apply(_ batch: ListUpdateBatch, completion: @escaping (Bool) -> Void) {
        if needsReload || dataSource == nil {
            reloadNow()
            completion(true)
            return
        }
        model.recomputeIfNeeded()
        let oldModel = model
        let oldCounts = model.sections.map(\.rowCount)
        let sectionCount = max(0, dataSource?.numberOfSections(in: self) ?? 0)
        let newCounts = (0..<sectionCount).map { max(0, dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0) }
        let mapping: ListUpdateBatch.Mapping
        switch batch.mapping(oldCounts: oldCounts, newCounts: newCounts) {
        case .failure(let error):
            report(error.message + " The table reloads its data instead.")
            reloadNow()
            tile()
            completion(false)
            return
        case .success(let m): mapping = m
        }

        // The new sizes, keeping what was measured for rows that stay.
        for v in Array(visibleHeaders.values) + Array(visibleFooters.values) { v.removeFromSuperview() }
        visibleHeaders = [:]
        visibleFooters = [:]
        buildModel()
        for (old, new) in mapping.rows where oldModel.sections[old.section].measured[old.row] && !model.sections[new.section].measured[new.row] {
            model.sections[new.section].heights[new.row] = oldModel.sections[old.section].heights[old.row]
            model.sections[new.section].measured[new.row] = true
        }
        model.invalidate()
        model.recomputeIfNeeded()
        selectedRows = Set(selectedRows.compactMap { mapping.rows[$0] })
        // The row under a held finger follows its row. A deleted one is no longer held: its cell
        // loses the highlight (the delegate hears of no row that no longer exists), and the
        // release selects nothing — not the row that slides into its place.
        if let touched = touchedRow {
            touchedRow = mapping.rows[touched]
            if touchedRow == nil { visibleCellMap[touched]?.setHighlighted(false, animated: false) }
        }

        // The cells that were on screen: they stay (re-keyed), or leave.
        let oldVisible = visibleCellMap
        var oldFrames: [ObjectIdentifier: CGRect] = [:]
        visibleCellMap = [:]
        var leaving: [(UITableViewCell, IndexPath, RowAnimation)] = []
        for (ip, cell) in oldVisible {
            oldFrames[ObjectIdentifier(cell)] = cell.frame
            if let new = mapping.rows[ip] { visibleCellMap[new] = cell } else { leaving.append((cell, ip, mapping.leaving[ip] ?? .automatic)) }
        }
        // Rows that stay but end up off screen slide there before they go to the pool.
        let newVisible = Set(model.rows(from: bounds.minY, to: bounds.maxY))
        var slidingAway: [(UITableViewCell, IndexPath)] = []
        for (ip, cell) in visibleCellMap where !newVisible.contains(ip) {
            visibleCellMap[ip] = nil
            slidingAway.append((cell, ip))
        }
        let before = Set(visibleCellMap.values.map(ObjectIdentifier.init))
        tile()

        let width = rowWidth
        let hidden = Set(leaving.map { ObjectIdentifier($0.0) })
        UIView.performWithoutAnimation {
            for (ip, cell) in visibleCellMap {
                let final = cell.frame
                if before.contains(ObjectIdentifier(cell)) {
                    cell.frame = oldFrames[ObjectIdentifier(cell)] ?? final
                } else if let animation = mapping.fresh[ip] {
                    let start = Self.offscreenFrame(final, animation, width: width)
                    cell.frame = start
                    if Self.fades(animation) { cell.alpha = 0 }
                } else if let old = mapping.rows.first(where: { $0.value == ip })?.key, oldModel.contains(old) {
                    let span = oldModel.rowSpan(old)
                    cell.frame = CGRect(x: final.minX, y: span.top, width: final.width, height: span.height)
                }
            }
            for (cell, _, _) in leaving where cell.superview === self { sendSubviewToBack(cell) }
            if let backgroundView { sendSubviewToBack(backgroundView) }
        }
        let targets = visibleCellMap.map { ($0.value, rowFrame($0.key)) }
        let away = slidingAway.map { ($0.0, rowFrame($0.1)) }
        UIView.animate(withDuration: Self.updateAnimationDuration, delay: 0, options: [.curveEaseInOut], animations: {
            for (cell, frame) in targets {
                cell.frame = frame
                cell.alpha = 1
            }
            for (cell, frame) in away { cell.frame = frame }
            for (cell, _, animation) in leaving {
                cell.frame = Self.offscreenFrame(cell.frame, animation, width: width)
                if Self.fades(animation) { cell.alpha = 0 }
            }
        }, completion: { [weak self] finished in
            guard let self else { return }
            for (cell, ip, _) in leaving where hidden.contains(ObjectIdentifier(cell)) {
                self.finishLeaving(cell, from: ip)
            }
            for (cell, ip) in slidingAway where !self.visibleCellMap.values.contains(where: { $0 === cell }) {
                self.finishLeaving(cell, from: ip)
            }
            completion(finished)
        })
        for (cell, ip, animation) in leaving where animation == .none { finishLeaving(cell, from: ip) }
    }

    private func finishLeaving(_ cell: UITableViewCell, from indexPath: IndexPath) {
        guard cell.superview === self else { return }
        cell.removeFromSuperview()
        cell.alpha = 1
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        recycle(cell)
    }

    private func rowFrame(_ indexPath: IndexPath) -> CGRect {
        let span = model.rowSpan(indexPath)
        return CGRect(x: rowInsetX, y: span.top, width: rowWidth, height: span.height)
    }

    /// Where a row enters from or leaves to for `animation`.
    static func offscreenFrame(_ frame: CGRect, _ animation: RowAnimation, width: CGFloat) -> CGRect {
        switch animation {
        case .right: frame.offsetBy(dx: width, dy: 0)
        case .left: frame.offsetBy(dx: -width, dy: 0)
        case .top: frame.offsetBy(dx: 0, dy: -frame.height)
        case .bottom: frame.offsetBy(dx: 0, dy: frame.height)
        case .fade, .none, .middle, .automatic: frame
        }
    }

    static func fades(_ animation: RowAnimation) -> Bool {
        switch animation {
        case .fade, .middle, .automatic, .top, .bottom: true
        case .right, .left, .none: false
        }
    }
}
