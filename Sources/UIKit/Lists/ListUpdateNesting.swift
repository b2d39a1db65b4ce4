import Foundation

/// The nesting of a list's batch updates — `performBatchUpdates(_:completion:)` inside one
/// another, or `beginUpdates()`/`endUpdates()` pairs — for `UITableView` and `UICollectionView`,
/// which nest them the same way.
///
/// As in UIKit, the changes recorded anywhere inside the outermost batch animate together when
/// it ends, and a change made outside any batch animates alone at once. The completions of the
/// batches run when those animations end, inner batches' first, the outermost's last.
///
/// ```swift
/// nesting.begin()                                   // performBatchUpdates, beginUpdates()
/// let alone = nesting.record { $0.deleteRows.append((row, .fade)) }
/// // alone == nil: the deletion joined the open batch
/// if case .outermost(let batch, let completion) = nesting.end(completion: nil) {
///     apply(batch, completion: completion)            // the outermost batch ended
/// }
/// ```
struct ListUpdateNesting {
    /// How many batches are open.
    private var depth = 0
    /// The changes recorded since the outermost batch began (nil when none is open).
    private var pending: ListUpdateBatch?
    /// The completions of the inner batches that ended, in the order they ended.
    private var completions: [(Bool) -> Void] = []

    /// How a batch ended.
    enum Ending {
        /// There was no batch to end (an `endUpdates()` without `beginUpdates()`).
        case unbalanced
        /// An inner batch ended: its changes and completion wait for the outermost.
        case inner
        /// The outermost batch ended: its changes to animate, and what to call when they finish
        /// (every batch's completion, inner first).
        case outermost(ListUpdateBatch, completion: (Bool) -> Void)
    }

    /// Opens a batch (nested in the open one, if any).
    mutating func begin() {
        depth += 1
        if pending == nil { pending = ListUpdateBatch() }
    }

    /// Ends the innermost open batch, keeping `completion` for when the animations end.
    mutating func end(completion: ((Bool) -> Void)?) -> Ending {
        guard depth > 0, let batch = pending else { return .unbalanced }
        depth -= 1
        guard depth == 0 else {
            if let completion { completions.append(completion) }
            return .inner
        }
        pending = nil
        let all = completions + (completion.map { [$0] } ?? [])
        completions = []
        return .outermost(batch) { finished in for c in all { c(finished) } }
    }

    /// Records `change` into the open batch; outside any batch, the change alone is returned
    /// to be animated at once (nil when it joined an open batch).
    mutating func record(_ change: (inout ListUpdateBatch) -> Void) -> ListUpdateBatch? {
        guard var batch = pending else {
            var alone = ListUpdateBatch()
            change(&alone)
            return alone
        }
        change(&batch)
        pending = batch
        return nil
    }
}
