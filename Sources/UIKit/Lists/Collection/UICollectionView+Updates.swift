import Foundation

/// Animated inserts, deletes, reloads and moves of items and sections.
///
/// Written as `UITableView`'s batch updates are, and sharing their bookkeeping
/// (`ListUpdateBatch`). At the end of the outermost batch the data source is asked what UIKit
/// asks: the number of sections and of items in each, then a cell for each inserted or reloaded
/// item that is on screen, and for each item that comes onto it. When the counts do not add up
/// with the recorded changes — or a change names an item or section that does not exist — the
/// collection view prints UIKit's "Invalid update" message and reloads from the data source
/// (UIKit raises an exception; here the outcome is defined: the collection view shows the data
/// source's items, the completion gets false).
///
/// Otherwise the animations are those of UIKit's flow layout by default: an item that stays
/// keeps its cell and slides from its old frame to its new one; an inserted (or reloaded) item
/// fades in at its new frame (`initialLayoutAttributesForAppearingItem` is the final frame at
/// alpha 0); a deleted one fades out where it was (`finalLayoutAttributesForDisappearingItem`,
/// its old frame at alpha 0), behind the others. An item that comes into view slides in from
/// where it was, when that was within a screen of the visible rectangle, and fades in
/// otherwise; one that leaves the view slides to its new place before its cell goes to the
/// pool. All in 0.3 s ease-in-out under the frame clock, as the table's updates; the
/// completions (inner batches' first) run when the animations end.
extension UICollectionView {
    /// Records a change into the open batch, or animates it alone outside one.
    func record(_ change: (inout ListUpdateBatch) -> Void) {
        if let alone = updateNesting.record(change) { apply(alone) { _ in } }
    }

    func runBatch(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        updateNesting.begin()
        updates?()
        // Every batch here is opened just above, so none ends unbalanced (there is no public
        // `endUpdates()` on a collection view).
        if case .outermost(let batch, let completions) = updateNesting.end(completion: completion) {
            apply(batch, completion: completions)
        }
    }

    private func apply(_ batch: ListUpdateBatch, completion: @escaping (Bool) -> Void) {
        // Nothing shown yet (or a reload already due): the data source's items are simply loaded.
        if needsReload || dataSource == nil {
            reload()
            completion(true)
            return
        }
        let newCounts = askCounts()
        let mapping: ListUpdateBatch.Mapping
        switch batch.mapping(oldCounts: counts, newCounts: newCounts, vocabulary: .collection) {
        case .failure(let error):
            report(error.message + " The collection view reloads its data instead.")
            reload()
            tile()
            completion(false)
            return
        case .success(let m): mapping = m
        }

        // Where the items were, within a screen of the visible rectangle (an item coming into
        // view slides in from there).
        let reach = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        var oldFrames: [IndexPath: CGRect] = [:]
        for a in collectionViewLayout.layoutAttributesForElements(in: reach) ?? [] where a.category == .cell { oldFrames[a.indexPath] = a.frame }
        var origin: [IndexPath: IndexPath] = [:]
        for (old, new) in mapping.rows { origin[new] = old }

        counts = newCounts
        selected = Set(selected.compactMap { mapping.rows[$0] })
        // The item under a held finger follows its item; a deleted one is no longer held (its
        // cell loses the highlight, and the release selects nothing).
        if let held = touched {
            touched = mapping.rows[held]
            if touched == nil { visible[held]?.isHighlighted = false }
        }

        // The cells that were on screen stay (re-keyed) or leave.
        let oldVisible = visible
        var startFrames: [ObjectIdentifier: CGRect] = [:]
        var leaving: [(UICollectionViewCell, IndexPath)] = []
        visible = [:]
        for (ip, cell) in oldVisible {
            startFrames[ObjectIdentifier(cell)] = cell.frame
            if let new = mapping.rows[ip] { visible[new] = cell } else { leaving.append((cell, ip)) }
        }
        collectionViewLayout.needsPrepare = true
        collectionViewLayout.prepareIfNeeded()
        let wanted = Set((collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
            .filter { $0.category == .cell && !$0.isHidden }.map(\.indexPath))
        // Headers and footers are asked for again at their new places (they do not animate).
        enqueueSupplementaryViews()
        var slidingAway: [(UICollectionViewCell, IndexPath)] = []
        for (ip, cell) in visible where !wanted.contains(ip) {
            visible[ip] = nil
            slidingAway.append((cell, ip))
        }
        let stayed = Set(visible.values.map(ObjectIdentifier.init))
        tile()   // cells for the items now in view, at their final frames

        UIView.performWithoutAnimation {
            for (ip, cell) in visible {
                if stayed.contains(ObjectIdentifier(cell)) {
                    cell.frame = startFrames[ObjectIdentifier(cell)] ?? cell.frame
                } else if mapping.fresh[ip] == nil, let old = origin[ip], let frame = oldFrames[old],
                          let attributes = collectionViewLayout.layoutAttributesForItem(at: ip) {
                    cell.frame = frame.offsetBy(dx: 0, dy: container(for: attributes).dy)
                } else {
                    cell.alpha = 0
                }
            }
            for (cell, _) in leaving where cell.superview === self { sendSubviewToBack(cell) }
            if let backgroundView { sendSubviewToBack(backgroundView) }
        }
        let layout = collectionViewLayout
        let targets = visible.map { ($0.value, layout.layoutAttributesForItem(at: $0.key)) }
        let away = slidingAway.map { ($0.0, layout.layoutAttributesForItem(at: $0.1)?.frame ?? $0.0.frame) }
        UIView.animate(withDuration: UITableView.updateAnimationDuration, delay: 0, options: [.curveEaseInOut], animations: {
            for (cell, attributes) in targets {
                if let attributes { self.place(cell, attributes, dy: self.container(for: attributes).dy, force: true) }
                cell.alpha = attributes?.alpha ?? 1
            }
            for (cell, frame) in away { cell.frame = frame }
            for (cell, _) in leaving { cell.alpha = 0 }
        }, completion: { [weak self] finished in
            guard let self else { return }
            for (cell, ip) in leaving { self.finishLeaving(cell, from: ip) }
            for (cell, ip) in slidingAway where !self.visible.values.contains(where: { $0 === cell }) {
                self.finishLeaving(cell, from: ip)
            }
            completion(finished)
        })
    }

    /// A cell that animated out: off the view, its delegate told, into the pool.
    private func finishLeaving(_ cell: UICollectionViewCell, from indexPath: IndexPath) {
        guard cell.superview === self || cell.superview is OrthogonalSectionScrollView else { return }
        cell.removeFromSuperview()
        cell.alpha = 1
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        cell.appliedPlacement = nil
        pool.enqueue(cell)
    }

    /// Records a client mistake: printed once to standard error, kept for the tests.
    func report(_ message: String) {
        diagnostics.append(message)
        warnOnce(message)
    }
}
