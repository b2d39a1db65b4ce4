import Foundation

/// The changes recorded between `beginUpdates()` and `endUpdates()` (or inside
/// `performBatchUpdates`), and how rows before map to rows after — for `UITableView` (rows)
/// and `UICollectionView` (items), which check the counts the same way and differ only in the
/// words of UIKit's messages.
///
/// As in UIKit, deletions and reloads name rows and sections as they were before the update,
/// insertions as they are after it, and a move names its row (or section) before and its
/// place after. (A collection view's changes carry `.automatic`: its animations are the
/// layout's, not chosen per change.)
struct ListUpdateBatch {
    typealias Animation = UITableView.RowAnimation
    var insertRows: [(IndexPath, Animation)] = []
    var deleteRows: [(IndexPath, Animation)] = []
    var reloadRows: [(IndexPath, Animation)] = []
    var moves: [(IndexPath, IndexPath)] = []
    var insertSections: [(Int, Animation)] = []
    var deleteSections: [(Int, Animation)] = []
    var reloadSections: [(Int, Animation)] = []
    var moveSections: [(Int, Int)] = []

    /// The words UIKit's messages use: "row" and "table view", or "item" and "collection view".
    struct Vocabulary {
        let element: String
        let container: String
        static let table = Vocabulary(element: "row", container: "table view")
        static let collection = Vocabulary(element: "item", container: "collection view")
    }

    /// Where each old row went (rows deleted, reloaded or in a deleted or reloaded section are
    /// absent), or the message UIKit prints when the counts do not add up.
    struct Mapping {
        var rows: [IndexPath: IndexPath] = [:]
        /// New rows that get a fresh cell: inserted, reloaded, or in an inserted or reloaded section.
        var fresh: [IndexPath: Animation] = [:]
        /// Old rows whose cell leaves: deleted, reloaded, or in a deleted or reloaded section.
        var leaving: [IndexPath: Animation] = [:]
    }

    /// Checks the new counts against the old ones and the recorded changes; returns the
    /// mapping, or UIKit's "Invalid update" message.
    func mapping(oldCounts: [Int], newCounts: [Int], vocabulary: Vocabulary = .table) -> Result<Mapping, UpdateError> {
        let element = vocabulary.element, elements = vocabulary.element + "s", container = vocabulary.container
        let deletedSections = Set(deleteSections.map(\.0)), insertedSections = Set(insertSections.map(\.0))
        let reloadedSections = Set(reloadSections.map(\.0))
        for s in deletedSections.union(reloadedSections) where !oldCounts.indices.contains(s) {
            return .failure(UpdateError("Invalid update: attempt to delete or reload section \(s), but there are only \(oldCounts.count) sections before the update."))
        }
        for s in insertedSections where !newCounts.indices.contains(s) {
            return .failure(UpdateError("Invalid update: attempt to insert section \(s), but there are only \(newCounts.count) sections after the update."))
        }
        for (from, to) in moveSections where !oldCounts.indices.contains(from) || !newCounts.indices.contains(to) {
            return .failure(UpdateError("Invalid update: attempt to move section \(from) to section \(to), but there are only \(oldCounts.count) sections before the update and \(newCounts.count) after it."))
        }
        guard newCounts.count == oldCounts.count - deletedSections.count + insertedSections.count else {
            return .failure(UpdateError("Invalid update: invalid number of sections. The number of sections contained in the \(container) after the update (\(newCounts.count)) must be equal to the number of sections contained in the \(container) before the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."))
        }
        // Sections: the old ones not deleted, in order, fill the new places not inserted.
        // A moved section takes the place it names.
        let movedFromSections = Set(moveSections.map(\.0)), movedToSections = Set(moveSections.map(\.1))
        let survivingOld = oldCounts.indices.filter { !deletedSections.contains($0) && !movedFromSections.contains($0) }
        let freeNew = newCounts.indices.filter { !insertedSections.contains($0) && !movedToSections.contains($0) }
        var sectionMap: [Int: Int] = [:]
        for (from, to) in moveSections { sectionMap[from] = to }
        for (o, n) in zip(survivingOld, freeNew) { sectionMap[o] = n }

        var m = Mapping()
        let animationOf = Dictionary(deleteSections + reloadSections, uniquingKeysWith: { a, _ in a })
        for (o, count) in oldCounts.enumerated() where deletedSections.contains(o) || reloadedSections.contains(o) {
            for r in 0..<count { m.leaving[IndexPath(row: r, section: o)] = animationOf[o] ?? .automatic }
        }
        let insertAnimation = Dictionary(insertSections, uniquingKeysWith: { a, _ in a })
        for s in insertedSections { for r in 0..<newCounts[s] { m.fresh[IndexPath(row: r, section: s)] = insertAnimation[s] ?? .automatic } }
        for o in reloadedSections {
            guard let s = sectionMap[o] else { continue }
            for r in 0..<newCounts[s] { m.fresh[IndexPath(row: r, section: s)] = animationOf[o] ?? .automatic }
        }

        // Rows.
        for (ip, _) in deleteRows + reloadRows where !(oldCounts.indices.contains(ip.section) && (0..<oldCounts[ip.section]).contains(ip.row)) {
            return .failure(UpdateError("Invalid update: attempt to delete or reload \(element) \(ip.row) from section \(ip.section), which only contains \(oldCounts.indices.contains(ip.section) ? oldCounts[ip.section] : 0) \(elements) before the update."))
        }
        for (ip, _) in insertRows where !(newCounts.indices.contains(ip.section) && (0..<newCounts[ip.section]).contains(ip.row)) {
            return .failure(UpdateError("Invalid update: attempt to insert \(element) \(ip.row) into section \(ip.section), but there are only \(newCounts.indices.contains(ip.section) ? newCounts[ip.section] : 0) \(elements) in section \(ip.section) after the update."))
        }
        for (from, to) in moves {
            guard oldCounts.indices.contains(from.section), (0..<oldCounts[from.section]).contains(from.row),
                  newCounts.indices.contains(to.section), (0..<newCounts[to.section]).contains(to.row) else {
                return .failure(UpdateError("Invalid update: attempt to move \(element) \(from) to \(to), which does not exist before or after the update."))
            }
            m.rows[from] = to
        }
        let deleted = Set(deleteRows.map(\.0)), inserted = Set(insertRows.map(\.0))
        let movedFrom = Set(moves.map(\.0)), movedTo = Set(moves.map(\.1))
        for (ip, a) in deleteRows { m.leaving[ip] = a }
        for (ip, a) in insertRows { m.fresh[ip] = a }
        for (o, count) in oldCounts.enumerated() {
            guard let s = sectionMap[o], !reloadedSections.contains(o) else { continue }
            let survivors = (0..<count).map { IndexPath(row: $0, section: o) }.filter { !deleted.contains($0) && !movedFrom.contains($0) }
            let slots = (0..<newCounts[s]).map { IndexPath(row: $0, section: s) }.filter { !inserted.contains($0) && !movedTo.contains($0) }
            guard survivors.count == slots.count else {
                let ins = inserted.filter { $0.section == s }.count, del = deleted.filter { $0.section == o }.count
                let movedIn = movedTo.filter { $0.section == s }.count, movedOut = movedFrom.filter { $0.section == o }.count
                return .failure(UpdateError("Invalid update: invalid number of \(elements) in section \(s). The number of \(elements) contained in an existing section after the update (\(newCounts[s])) must be equal to the number of \(elements) contained in that section before the update (\(count)), plus or minus the number of \(elements) inserted or deleted from that section (\(ins) inserted, \(del) deleted) and plus or minus the number of \(elements) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."))
            }
            for (old, new) in zip(survivors, slots) { m.rows[old] = new }
        }
        for (ip, a) in reloadRows {
            guard let new = m.rows.removeValue(forKey: ip) else { continue }
            m.leaving[ip] = a
            m.fresh[new] = a
        }
        return .success(m)
    }
}

/// UIKit's message for an update whose counts do not add up.
struct UpdateError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
