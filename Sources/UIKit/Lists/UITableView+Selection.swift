import Foundation

/// Selection by program and by touch.
///
/// A touch highlights its row at once on touch down (iOS waits about 0.15 s inside a
/// scrolling view before it highlights; here the drag that begins cancels the highlight
/// instead, so a drag never selects). The touch up selects, in UIKit's order (see
/// `UITableViewDelegate`).
extension UITableView {
    func select(_ indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadIfNeeded()
        guard let indexPath else {
            for row in selectedRows { deselect(row, animated: animated) }
            return
        }
        guard model.contains(indexPath) else {
            report("UITableView.selectRow(at:animated:scrollPosition:): there is no row at \(indexPath); the selection is unchanged")
            return
        }
        guard allowsSelection || (isEditing && allowsSelectionDuringEditing) else { return }
        if !allowsMultipleSelection {
            for row in selectedRows where row != indexPath { deselect(row, animated: animated) }
        }
        selectedRows.insert(indexPath)
        visibleCellMap[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scroll(toRow: indexPath, position: scrollPosition, animated: animated) }
    }

    func deselect(_ indexPath: IndexPath, animated: Bool) {
        guard selectedRows.remove(indexPath) != nil else { return }
        visibleCellMap[indexPath]?.setSelected(false, animated: animated)
    }

    // MARK: Touches

    func touchDown(_ touches: Set<UITouch>) {
        if rowSwipes?.touchDown() == true { return }
        guard allowsSelection || (isEditing && allowsSelectionDuringEditing), let touch = touches.first,
              !isInHeaderOrFooter(touch.view),
              let indexPath = rowIndexPath(at: touch.location(in: self)) else { return }
        if let old = touchedRow { unhighlight(old) }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        touchedRow = indexPath
        visibleCellMap[indexPath]?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    func touchUp(_ touches: Set<UITouch>) {
        if rowSwipes?.touchUp() == true { return }
        guard let indexPath = touchedRow else { return }
        touchedRow = nil
        guard let touch = touches.first, rowRect(indexPath).contains(touch.location(in: self)) else {
            unhighlight(indexPath)
            return
        }
        if allowsMultipleSelection && selectedRows.contains(indexPath) {
            let target: IndexPath? = tableDelegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
            unhighlight(indexPath)
            guard let target, selectedRows.contains(target) else { return }
            deselect(target, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        let target: IndexPath? = tableDelegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        unhighlight(indexPath)
        guard let target, model.contains(target) else { return }
        if !allowsMultipleSelection {
            for old in selectedRows.sorted() where old != target {
                let asked: IndexPath? = tableDelegate.map { $0.tableView(self, willDeselectRowAt: old) } ?? old
                guard let leaving = asked else { continue }
                deselect(leaving, animated: false)
                tableDelegate?.tableView(self, didDeselectRowAt: leaving)
            }
        }
        selectedRows.insert(target)
        visibleCellMap[target]?.setSelected(true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    func touchCancelled() {
        rowSwipes?.touchCancelled()
        guard let indexPath = touchedRow else { return }
        touchedRow = nil
        unhighlight(indexPath)
    }

    /// A touch on a (floating) header or footer is not a touch on the row under it.
    private func isInHeaderOrFooter(_ view: UIView?) -> Bool {
        guard let view else { return false }
        return (Array(visibleHeaders.values) + Array(visibleFooters.values)).contains { view.isDescendant(of: $0) }
    }

    private func unhighlight(_ indexPath: IndexPath) {
        visibleCellMap[indexPath]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }
}
