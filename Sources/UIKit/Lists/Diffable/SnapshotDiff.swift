import Foundation

/// The changes that turn the list one snapshot shows into the list another shows, named as a
/// batch update names them (deletions and reloads by their places before, insertions by their
/// places after, moves by both), so that a table or a collection view animates exactly the
/// difference: sections and items that stay keep their cells and slide, the others leave or come.
///
/// Sections and items are matched by identifier. Of those in both, the longest run already in
/// the same order stays put and only the rest move (fewest moves); an item that changes section
/// moves. An item can only move between sections that stay, as in UIKit's batch updates, so an
/// item leaving a deleted section or joining an inserted one is deleted and inserted. A section
/// both moved and reloaded is deleted and inserted (UIKit refuses to move and reload one place
/// in one batch); so is an item both moved and reloaded.
struct SnapshotDiff {
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var reloadedSections: [Int] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var reloadedItems: [IndexPath] = []
    /// Items to reconfigure, by their places after the update.
    var reconfiguredItems: [IndexPath] = []

    init() {}

    init<S: Hashable, I: Hashable>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        let oldSections = old.sections, newSections = new.sections
        var oldSectionIndex: [S: Int] = [:], newSectionIndex: [S: Int] = [:]
        for (i, s) in oldSections.enumerated() { oldSectionIndex[s.identifier] = i }
        for (j, s) in newSections.enumerated() { newSectionIndex[s.identifier] = j }
        let reloadedSectionIDs = Set(new.reloadedSectionIdentifiers)

        // Sections in both, in their new order; those out of order move (or, reloaded, are replaced).
        let common = newSections.enumerated().compactMap { j, s in oldSectionIndex[s.identifier].map { (old: $0, new: j) } }
        let staying = Self.longestIncreasingRun(common.map(\.old))
        var replaced = Set<S>()
        for (k, c) in common.enumerated() {
            let id = newSections[c.new].identifier
            if staying.contains(k) {
                if reloadedSectionIDs.contains(id) { reloadedSections.append(c.old) }
            } else if reloadedSectionIDs.contains(id) {
                replaced.insert(id)
            } else {
                movedSections.append((c.old, c.new))
            }
        }
        /// Whether a section is there before (after) the update as the same section.
        func keptBefore(_ s: S) -> Bool { newSectionIndex[s] != nil && !replaced.contains(s) }
        func keptAfter(_ s: S) -> Bool { oldSectionIndex[s] != nil && !replaced.contains(s) }
        deletedSections = oldSections.indices.filter { !keptBefore(oldSections[$0].identifier) }
        insertedSections = newSections.indices.filter { !keptAfter(newSections[$0].identifier) }
        // A reloaded section's items are asked for again with it.
        let reloadedOld = Set(reloadedSections)

        // Items.
        var oldPlace: [I: IndexPath] = [:]
        for (i, s) in oldSections.enumerated() {
            for (r, item) in s.items.enumerated() { oldPlace[item] = IndexPath(item: r, section: i) }
        }
        let reloadedItemIDs = Set(new.reloadedItemIdentifiers), reconfiguredItemIDs = Set(new.reconfiguredItemIdentifiers)
        var candidates: [(key: OldPlace, old: IndexPath, new: IndexPath, sameSection: Bool, item: I)] = []
        var present = Set<I>()
        for (j, s) in newSections.enumerated() {
            let sectionAfter = keptAfter(s.identifier)
            for (r, item) in s.items.enumerated() {
                present.insert(item)
                let place = IndexPath(item: r, section: j)
                guard let was = oldPlace[item] else {
                    if sectionAfter { insertedItems.append(place) }
                    continue
                }
                let oldSection = oldSections[was.section].identifier
                guard keptBefore(oldSection), sectionAfter else {
                    if keptBefore(oldSection) { deletedItems.append(was) }
                    if sectionAfter { insertedItems.append(place) }
                    continue
                }
                guard !reloadedOld.contains(was.section) else { continue }   // comes back with its section
                // Its old place, with sections in their new order: items in order by this stay put.
                candidates.append((OldPlace(section: newSectionIndex[oldSection]!, row: was.item), was, place, oldSection == s.identifier, item))
            }
        }
        for (i, s) in oldSections.enumerated() where keptBefore(s.identifier) {
            for (r, item) in s.items.enumerated() where !present.contains(item) { deletedItems.append(IndexPath(item: r, section: i)) }
        }
        let stayingItems = Self.longestIncreasingRun(candidates.map(\.key))
        for (k, c) in candidates.enumerated() {
            let stays = stayingItems.contains(k) && c.sameSection
            if reloadedItemIDs.contains(c.item) {
                if stays { reloadedItems.append(c.old) } else { deletedItems.append(c.old); insertedItems.append(c.new) }
            } else if !stays {
                movedItems.append((c.old, c.new))
            }
            if reconfiguredItemIDs.contains(c.item), !reloadedItemIDs.contains(c.item) { reconfiguredItems.append(c.new) }
        }
        deletedItems.sort()
        insertedItems.sort()
    }

    /// The positions of a longest strictly increasing subsequence of `values` (patience sorting,
    /// O(n log n)).
    static func longestIncreasingRun<T: Comparable>(_ values: [T]) -> Set<Int> {
        var tails: [Int] = []                       // index of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (i, v) in values.enumerated() {
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var run = Set<Int>()
        var k = tails.last ?? -1
        while k >= 0 {
            run.insert(k)
            k = previous[k]
        }
        return run
    }
}

/// An item's old place with the sections in their new order (compared section first).
private struct OldPlace: Comparable {
    let section: Int, row: Int
    static func < (a: OldPlace, b: OldPlace) -> Bool { (a.section, a.row) < (b.section, b.row) }
}
