import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// Snapshots, their differences, and the table's and collection view's diffable data sources:
/// what a list shows after `apply`, which cells it keeps, and what it animates.
@MainActor
@Suite(.serialized) struct DiffableDataSourceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    static func snapshot(_ sections: KeyValuePairs<String, [Int]>) -> Snapshot {
        var s = Snapshot()
        for (section, items) in sections {
            s.appendSections([section])
            s.appendItems(items, toSection: section)
        }
        return s
    }

    static func paths(_ pairs: [(Int, Int)]) -> [IndexPath] { pairs.map { IndexPath(item: $0.1, section: $0.0) } }

    // MARK: Snapshots

    @Test func aSnapshotKeepsSectionsAndItemsInOrder() {
        var s = Snapshot()
        s.appendSections(["fruit", "veg"])
        s.appendItems([1, 2, 3], toSection: "fruit")
        s.appendItems([10, 11])                         // the last section
        s.insertItems([0], beforeItem: 1)
        s.insertItems([4], afterItem: 3)
        s.moveItem(10, afterItem: 11)
        s.insertSections(["nuts"], beforeSection: "veg")
        s.appendItems([20], toSection: "nuts")
        s.moveSection("veg", beforeSection: "fruit")
        #expect(s.sectionIdentifiers == ["veg", "fruit", "nuts"])
        #expect(s.itemIdentifiers == [11, 10, 0, 1, 2, 3, 4, 20])
        #expect(s.numberOfItems == 8 && s.numberOfSections == 3 && s.numberOfItems(inSection: "fruit") == 5)
        #expect(s.sectionIdentifier(containingItem: 3) == "fruit" && s.sectionIdentifier(containingItem: 99) == nil)
        #expect(s.indexOfItem(0) == 2 && s.indexOfItem(20) == 7 && s.indexOfSection("nuts") == 2)
        s.deleteItems([2, 99])
        s.deleteSections(["veg"])
        #expect(s.itemIdentifiers == [0, 1, 3, 4, 20] && s.sectionIdentifier(containingItem: 11) == nil)
        s.deleteAllItems()
        #expect(s.numberOfSections == 0 && s.numberOfItems == 0)
    }

    @Test func mistakesIOSStopsTheAppForAreRefusedWithAWarningAndNothingIsLost() {
        var s = Snapshot()
        s.appendItems([1])
        #expect(s.numberOfItems == 0)
        #expect(FrameContext.main.warningsPrinted.contains("NSDiffableDataSourceSnapshot.appendItems(_:toSection:): there are no sections yet (append a section first); the items are not added"))
        s.appendSections(["a", "a", "b"])
        #expect(s.sectionIdentifiers == ["a", "b"])
        s.appendItems([1, 2, 1], toSection: "a")
        s.appendItems([2, 3], toSection: "b")
        #expect(s.itemIdentifiers(inSection: "a") == [1, 2] && s.itemIdentifiers(inSection: "b") == [3], "duplicates left out where they were")
        #expect(FrameContext.main.warningsPrinted.contains("NSDiffableDataSourceSnapshot.appendItems(_:toSection:): the item identifiers are not unique (2 is already in the snapshot); the duplicate is left out"))
        s.insertItems([7], beforeItem: 42)
        s.moveItem(1, beforeItem: 42)
        s.appendItems([8], toSection: "zzz")
        #expect(s.itemIdentifiers == [1, 2, 3], "calls naming what is not there change nothing")
    }

    // MARK: Differences

    @Test func theDifferenceNamesDeletionsByOldPlacesAndInsertionsByNew() {
        let d = SnapshotDiff(from: Self.snapshot(["a": [1, 2, 3]]), to: Self.snapshot(["a": [1, 3, 4]]))
        #expect(d.deletedItems == Self.paths([(0, 1)]) && d.insertedItems == Self.paths([(0, 2)]) && d.movedItems.isEmpty)
    }

    @Test func aReorderMovesTheFewestItems() {
        let d = SnapshotDiff(from: Self.snapshot(["a": [1, 2, 3, 4, 5]]), to: Self.snapshot(["a": [5, 1, 2, 3, 4]]))
        #expect(d.movedItems.map { [$0.from, $0.to] } == [[IndexPath(item: 4, section: 0), IndexPath(item: 0, section: 0)]])
        #expect(d.deletedItems.isEmpty && d.insertedItems.isEmpty)
    }

    @Test func sectionsMoveWithTheirItemsAndItemsMoveBetweenSectionsThatStay() {
        let moved = SnapshotDiff(from: Self.snapshot(["a": [1], "b": [2], "c": [3]]), to: Self.snapshot(["c": [3], "a": [1], "b": [2]]))
        #expect(moved.movedSections.map { [$0.from, $0.to] } == [[2, 0]] && moved.movedItems.isEmpty, "c moves; its item goes with it")
        let across = SnapshotDiff(from: Self.snapshot(["a": [1, 2], "b": [3]]), to: Self.snapshot(["a": [1], "b": [2, 3]]))
        #expect(across.movedItems.map { [$0.from, $0.to] } == [[IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1)]])
        // An item leaving a deleted section, or joining an inserted one, is deleted and inserted.
        let replaced = SnapshotDiff(from: Self.snapshot(["a": [1, 2], "b": [3]]), to: Self.snapshot(["b": [3, 1], "n": [2]]))
        #expect(replaced.deletedSections == [0] && replaced.insertedSections == [1])
        #expect(replaced.insertedItems == Self.paths([(0, 1)]) && replaced.deletedItems.isEmpty && replaced.movedItems.isEmpty,
                "1 comes out of the deleted section as an insertion; 2 arrives with its inserted section")
    }

    @Test func reloadsNameTheOldPlaceUnlessTheItemMoves() {
        var new = Self.snapshot(["a": [2, 1, 3]])
        new.reloadItems([3, 2])
        let d = SnapshotDiff(from: Self.snapshot(["a": [1, 2, 3]]), to: new)
        #expect(d.reloadedItems == Self.paths([(0, 2)]), "3 stays: reloaded where it was")
        #expect(d.movedItems.isEmpty && d.deletedItems == Self.paths([(0, 1)]) && d.insertedItems == Self.paths([(0, 0)]),
                "2 both moved and reloaded: deleted and inserted (UIKit refuses a move and a reload of one row)")
        #expect(new.withoutMarks.reloadedItemIdentifiers.isEmpty)
    }

    // MARK: A table

    @MainActor struct TableScene {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 600))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), style: .plain)
        let dataSource: UITableViewDiffableDataSource<String, Int>
        var made: Counter

        final class Counter { var cells = 0 }

        @MainActor init() {
            let window = screen.makeWindow()
            table.rowHeight = 44
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            let made = Counter()
            self.made = made
            dataSource = UITableViewDiffableDataSource(tableView: table) { table, indexPath, item in
                let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                cell.textLabel?.text = "\(item)"
                made.cells += 1
                return cell
            }
            window.addSubview(table)
        }

        @MainActor var shown: [String] { table.visibleCells.map { $0.textLabel?.text ?? "?" } }
    }

    @Test func aTableShowsTheSnapshotAndAnimatesOnlyTheDifferenceKeepingTheCellsOfRowsThatStay() {
        let scene = TableScene()
        #expect(scene.table.dataSource === scene.dataSource)
        scene.dataSource.apply(Self.snapshot(["a": [1, 2, 3, 4]]), animatingDifferences: false)
        scene.screen.renderFrame()
        #expect(scene.shown == ["1", "2", "3", "4"])
        let kept = scene.table.visibleCells.filter { $0.textLabel?.text != "2" }
        let madeBefore = scene.made.cells
        var completed = false
        scene.dataSource.apply(Self.snapshot(["a": [4, 1, 3, 5]])) { completed = true }
        scene.screen.run(for: 0.15)
        #expect(!completed, "the animation runs")
        scene.screen.run(for: 0.3)
        #expect(completed)
        #expect(scene.shown == ["4", "1", "3", "5"])
        #expect(scene.made.cells == madeBefore + 1, "only the inserted row asked for a cell")
        #expect(kept.allSatisfy { cell in scene.table.visibleCells.contains { $0 === cell } }, "rows that stay keep their cells")
        #expect(scene.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0)) == 4)
        #expect(scene.dataSource.indexPath(for: 5) == IndexPath(row: 3, section: 0) && scene.dataSource.indexPath(for: 2) == nil)
        #expect(scene.dataSource.snapshot().itemIdentifiers == [4, 1, 3, 5])
        #expect(scene.dataSource.tableView(scene.table, canEditRowAt: IndexPath(row: 0, section: 0)) == false)
    }

    @Test("random pairs of snapshots: after apply the table shows the new one, every batch adds up (no 'Invalid update'), rows that stay keep their cells")
    func randomSnapshotsAlwaysApply() {
        var rng = SeededGenerator(seed: 20261128)
        let scene = TableScene()
        scene.table.rowHeight = 10   // every row visible
        var previous = Snapshot()
        for round in 0..<150 {
            var next = Snapshot()
            let sections = ["a", "b", "c", "d"].filter { _ in rng.next() % 4 != 0 }.shuffled(using: &rng)
            next.appendSections(sections)
            var pool = Array(0..<30).shuffled(using: &rng)
            for s in sections {
                let n = Int(rng.next() % 8)
                next.appendItems(Array(pool.prefix(n)), toSection: s)
                pool.removeFirst(min(n, pool.count))
            }
            if rng.next() % 3 == 0, let item = next.itemIdentifiers.randomElement(using: &rng) { next.reloadItems([item]) }
            let keptCells = Dictionary(uniqueKeysWithValues: scene.table.visibleCells.compactMap { c in c.textLabel?.text.map { ($0, c) } })
            let warnings = FrameContext.main.warningsPrinted.count
            scene.dataSource.apply(next)
            scene.screen.run(for: 0.4)
            #expect(FrameContext.main.warningsPrinted.count == warnings, "round \(round): a batch did not add up")
            let expected = next.itemIdentifiers.map(String.init)
            #expect(scene.shown == expected, "round \(round): \(previous.sectionIdentifiers) → \(next.sectionIdentifiers)")
            // An item stays when it is in both, not reloaded, and its sections before and after
            // are both in both snapshots (an item leaving a deleted section or joining an
            // inserted one is deleted and inserted, as UIKit's batch updates require).
            let reloaded = Set(next.reloadedItemIdentifiers)
            let bothSections = Set(previous.sectionIdentifiers).intersection(next.sectionIdentifiers)
            for cell in scene.table.visibleCells {
                guard let text = cell.textLabel?.text, let item = Int(text), let old = keptCells[text], !reloaded.contains(item),
                      let before = previous.sectionIdentifier(containingItem: item), bothSections.contains(before),
                      let after = next.sectionIdentifier(containingItem: item), bothSections.contains(after) else { continue }
                #expect(old === cell, "round \(round): row \(text) stayed but got a new cell")
            }
            previous = next
        }
    }

    @Test func aSubclassGivesSectionTitles() {
        final class Titled: UITableViewDiffableDataSource<String, Int> {
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                sectionIdentifier(for: section)?.uppercased()
            }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: .plain)
        let source = Titled(tableView: table) { _, _, _ in UITableViewCell(style: .default, reuseIdentifier: nil) }
        source.apply(Self.snapshot(["fruit": [1], "veg": [2]]), animatingDifferences: false)
        #expect(table.dataSource?.tableView(table, titleForHeaderInSection: 1) == "VEG", "the subclass's override is what the table asks")
        #expect(source.index(for: "veg") == 1 && source.sectionIdentifier(for: 5) == nil)
    }

    // MARK: A collection view

    @Test func aCollectionViewWithACellRegistrationShowsTheSnapshotAndKeepsCellsOfItemsThatStay() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 600))
        let window = screen.makeWindow()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        window.addSubview(collection)
        var configured: [Int] = []
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, item in
            cell.tag = item
            cell.backgroundColor = item.isMultiple(of: 2) ? .red : .blue
            configured.append(item)
        }
        let source = UICollectionViewDiffableDataSource<String, Int>(collectionView: collection) { collection, indexPath, item in
            collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        source.apply(Self.snapshot(["a": [1, 2, 3, 4, 5, 6]]), animatingDifferences: false)
        screen.renderFrame()
        #expect(collection.visibleCells.map(\.tag) == [1, 2, 3, 4, 5, 6] && configured == [1, 2, 3, 4, 5, 6])
        let cellOf2 = collection.visibleCells.first { $0.tag == 2 }
        source.apply(Self.snapshot(["a": [2, 1, 3, 5, 6, 7]]))
        screen.run(for: 0.4)
        #expect(collection.visibleCells.map(\.tag) == [2, 1, 3, 5, 6, 7])
        #expect(configured.suffix(1) == [7], "only the inserted item was configured")
        #expect(collection.visibleCells.first === cellOf2, "the moved item kept its cell")
        expectPixel(screen.pixel(at: CGPoint(x: 45, y: 45)), near: RGBA(red: 255, green: 0, blue: 0), "2 is first now, red")
        #expect(source.itemIdentifier(for: IndexPath(item: 5, section: 0)) == 7)
    }
}
