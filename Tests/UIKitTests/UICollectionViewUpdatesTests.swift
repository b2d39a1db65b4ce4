import Foundation
import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// A cell that keeps the name of the item it was configured for.
@MainActor
final class NamedCell: UICollectionViewCell {
    var name = ""
}

/// Items named by strings in sections; logs the data source's questions ("numberOfSections",
/// "numberOfItems 0", "cellFor 0.4").
@MainActor
final class NamedGridSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var sections: [[String]]
    let log = EventLog()

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in collectionView: UICollectionView) -> Int { log.add("numberOfSections"); return sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        log.add("numberOfItems \(section)")
        return sections[section].count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        log.add("cellFor \(indexPath.section).\(indexPath.item)")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        (cell as? NamedCell)?.name = sections[indexPath.section][indexPath.item]
        return cell
    }
}

/// `UICollectionView`'s batch updates with a flow layout on a 320 × 480 screen.
///
/// The geometry of `UICollectionViewTests`: items 90 × 90, spacing 10, section inset 10, so
/// three columns at x = 10, 115, 220 and lines 100 pt apart from y = 10; the lines at 10…410
/// meet the window (15 items). A second section starts 10 (bottom inset) + 10 (top inset) below
/// the first's last line.
///
/// Deleting "1" and inserting "new" at index 4 of "0"…"29" gives "0", "2", "3", "4", "new",
/// "5", …: "2" slides from index 2 (220, 10) to 1 (115, 10), "3" from 3 (10, 110) to 2
/// (220, 10), "4" from 4 (115, 110) to 3 (10, 110); "new" fades in at (220, 110); "5" onwards
/// stay. Ease-in-out (0.42, 0, 0.58, 1) is symmetric, so at 0.15 s of the 0.3 s each is exactly
/// half-way: "3" at (115, 60), the fading cells at alpha 0.5.
@MainActor
@Suite(.serialized) struct UICollectionViewUpdatesTests {
    let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
    let window: UIWindow
    let grid: UICollectionView
    let source: NamedGridSource

    init() { self.init(NamedGridSource([(0..<30).map { "\($0)" }])) }

    init(_ source: NamedGridSource) {
        self.source = source
        window = screen.makeWindow()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        grid.register(NamedCell.self, forCellWithReuseIdentifier: "item")
        grid.dataSource = source
        grid.delegate = source
        window.addSubview(grid)
        screen.renderFrame()
        source.log.clear()
    }

    /// The frame of item `index` of the first section.
    private func slot(_ index: Int) -> CGRect {
        CGRect(x: [10.0, 115, 220][index % 3], y: 10 + 100 * CGFloat(index / 3), width: 90, height: 90)
    }
    private var liveCells: [NamedCell] { grid.subviews.compactMap { $0 as? NamedCell } }
    private func cell(_ name: String) -> NamedCell? { liveCells.first { $0.name == name } }
    private func shown(_ view: UIView) -> CALayer { view.layer.presentation() ?? view.layer }
    /// The names of the visible items, in index-path order.
    private var visibleNames: [String] { grid.visibleCells.map { ($0 as? NamedCell)?.name ?? "?" } }

    @Test("delete and insert in a batch: items slide half-way at mid-time, the inserted one fades in, the deleted one out; only the new item's cell is asked for")
    func deleteAndInsert() throws {
        let deleted = try #require(cell("1"))
        let two = try #require(cell("2")), three = try #require(cell("3"))
        var finished: Bool?
        grid.performBatchUpdates({
            source.sections[0].remove(at: 1)
            source.sections[0].insert("new", at: 4)
            grid.deleteItems(at: [IndexPath(item: 1, section: 0)])
            grid.insertItems(at: [IndexPath(item: 4, section: 0)])
        }, completion: { finished = $0 })
        #expect(source.log.events == ["numberOfSections", "numberOfItems 0", "cellFor 0.4"])
        screen.renderFrame()   // the frame that commits the animations: they start now
        let inserted = try #require(grid.cellForItem(at: IndexPath(item: 4, section: 0)) as? NamedCell)
        #expect(inserted.name == "new")
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0)) === two, "an item that stays keeps its cell")

        screen.advance(by: 0.15)
        screen.renderFrame()
        expectNear(shown(two).frame.minX, (220 + 115) / 2, tolerance: 0.01)
        #expect(shown(two).frame.minY == 10)
        let mid = shown(three).frame.origin
        expectNear(mid.x, 115, tolerance: 0.01)
        expectNear(mid.y, 60, tolerance: 0.01)
        #expect(shown(inserted).frame == slot(4), "an inserted item fades in where it lands")
        expectNear(Double(shown(inserted).opacity), 0.5, tolerance: 0.01)
        #expect(shown(deleted).frame == slot(1), "a deleted item fades out where it was")
        expectNear(Double(shown(deleted).opacity), 0.5, tolerance: 0.01)
        #expect(finished == nil, "the completion waits for the animation")

        screen.run(for: 0.2)
        #expect(finished == true)
        #expect(deleted.superview == nil, "the deleted cell left the view")
        let expected = ["0", "2", "3", "4", "new"] + (5..<15).map { "\($0)" }
        #expect(visibleNames == expected)
        for (i, c) in grid.visibleCells.enumerated() {
            #expect(c.frame == slot(i), "item \(i)")
            #expect(c.alpha == 1)
        }
        #expect(liveCells.count == grid.visibleCells.count, "no cell is left behind")
    }

    @Test("an item that comes into view slides in from where it was; one pushed out slides away and goes to the pool")
    func itemsEnteringAndLeavingTheView() throws {
        source.sections[0].remove(at: 0)
        grid.deleteItems(at: [IndexPath(item: 0, section: 0)])
        #expect(source.log.events == ["numberOfSections", "numberOfItems 0", "cellFor 0.14"])
        let entering = try #require(cell("15"))
        screen.renderFrame()
        #expect(shown(entering).frame == slot(15), "it starts at its old place, below the window")
        screen.run(for: 0.35)
        #expect(entering.frame == slot(14))
        #expect(visibleNames == (1..<16).map { "\($0)" })

        source.log.clear()
        let pushed = try #require(cell("15"))
        source.sections[0].insert(contentsOf: ["x", "y", "z"], at: 0)
        grid.insertItems(at: (0..<3).map { IndexPath(item: $0, section: 0) })
        #expect(source.log.events == ["numberOfSections", "numberOfItems 0", "cellFor 0.0", "cellFor 0.1", "cellFor 0.2"])
        #expect(pushed.superview === grid, "the pushed-out item slides to its new place first")
        screen.run(for: 0.35)
        #expect(pushed.superview == nil)
        #expect(visibleNames == ["x", "y", "z"] + (1..<13).map { "\($0)" })
        #expect(liveCells.count == 15)
    }

    @Test("sections move with their items and the selection follows; moved and reloaded items land in their places")
    func sectionsMovesAndReloads() throws {
        let suite = UICollectionViewUpdatesTests(NamedGridSource([["a", "b", "c"], ["d", "e"]]))
        let (grid, source) = (suite.grid, suite.source)
        grid.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        let b = try #require(suite.cell("b"))
        grid.performBatchUpdates({
            source.sections = [["d", "e"], ["z", "a", "b", "c"]]
            grid.moveSection(1, toSection: 0)
            grid.insertItems(at: [IndexPath(item: 0, section: 1)])
        })
        suite.screen.run(for: 0.35)
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 2, section: 1)], "the selection follows its item")
        #expect(grid.cellForItem(at: IndexPath(item: 2, section: 1)) === b && b.isSelected)
        #expect(suite.visibleNames == ["d", "e", "z", "a", "b", "c"])
        // Section 1 starts below section 0's line (10 + 90) and the insets (10 + 10).
        #expect(b.frame == CGRect(x: 220, y: 120, width: 90, height: 90))

        source.sections[1] = ["c", "z", "a", "b"]
        grid.moveItem(at: IndexPath(item: 3, section: 1), to: IndexPath(item: 0, section: 1))
        suite.screen.run(for: 0.35)
        #expect(suite.visibleNames == ["d", "e", "c", "z", "a", "b"])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 3, section: 1)])

        source.log.clear()
        let oldD = try #require(suite.cell("d"))
        source.sections[0][0] = "D"
        grid.reloadItems(at: [IndexPath(item: 0, section: 0)])
        #expect(source.log.events == ["numberOfSections", "numberOfItems 0", "numberOfItems 1", "cellFor 0.0"])
        suite.screen.run(for: 0.35)
        #expect(oldD.superview == nil, "the reloaded item's old cell faded out")
        #expect(suite.visibleNames == ["D", "e", "c", "z", "a", "b"])

        grid.performBatchUpdates({
            source.sections = [["c", "z", "a", "b"], ["q"]]
            grid.deleteSections(IndexSet(integer: 0))
            grid.insertSections(IndexSet(integer: 1))
        })
        suite.screen.run(for: 0.35)
        #expect(suite.visibleNames == ["c", "z", "a", "b", "q"])
        #expect(suite.liveCells.count == 5, "no cell is left behind")
        #expect(grid.diagnostics.isEmpty, "\(grid.diagnostics)")
    }

    @Test("counts that disagree with the updates: UIKit's message with items, a reload from the data source, completion false")
    func mismatchReloads() throws {
        let suite = UICollectionViewUpdatesTests(NamedGridSource([["a", "b", "c", "d"]]))
        let (grid, source) = (suite.grid, suite.source)
        var finished: Bool?
        source.sections[0] += ["e", "f"]   // two more, one insertion announced
        grid.performBatchUpdates({ grid.insertItems(at: [IndexPath(item: 4, section: 0)]) }, completion: { finished = $0 })
        #expect(grid.diagnostics.last == "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (6) must be equal to the number of items contained in that section before the update (4), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out). The collection view reloads its data instead.")
        #expect(finished == false)
        suite.screen.renderFrame()
        #expect(suite.visibleNames == ["a", "b", "c", "d", "e", "f"])
        #expect(suite.liveCells.count == 6)

        // Indexes out of range are refused the same way.
        grid.deleteItems(at: [IndexPath(item: 9, section: 0)])
        #expect(grid.diagnostics.last == "Invalid update: attempt to delete or reload item 9 from section 0, which only contains 6 items before the update. The collection view reloads its data instead.")
        grid.moveSection(0, toSection: 3)
        #expect(grid.diagnostics.last?.hasPrefix("Invalid update: attempt to move section 0 to section 3") == true)
        suite.screen.renderFrame()
        #expect(suite.visibleNames == ["a", "b", "c", "d", "e", "f"])
        #expect(suite.liveCells.count == 6)
    }

    /// The later batch moves the same cells again, taking their animations over: the earlier
    /// completions still wait for the end of their 0.3 s, and say false (`UIView.animate`'s rule:
    /// an animation replaced before its end did not finish).
    @Test("completions run when the animation ends: a nested batch's before its outer one's, a later batch's later")
    func completionOrder() {
        var log: [String] = []
        let start = screen.now
        grid.performBatchUpdates({
            source.sections[0].insert("x", at: 0)
            grid.insertItems(at: [IndexPath(item: 0, section: 0)])
            grid.performBatchUpdates({
                source.sections[0].remove(at: 5)
                grid.deleteItems(at: [IndexPath(item: 4, section: 0)])
            }, completion: { log.append("inner \($0) \(screen.now - start)") })
        }, completion: { log.append("outer \($0) \(screen.now - start)") })
        screen.renderFrame()   // the animations start with the frame that commits them
        screen.run(for: 0.1)
        grid.performBatchUpdates({
            source.sections[0].remove(at: 0)
            grid.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { log.append("later \($0) \(screen.now - start)") })
        screen.renderFrame()
        screen.run(for: 0.19)
        #expect(log.isEmpty, "\(log)")
        screen.run(for: 0.02)
        #expect(log.map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == ["inner false", "outer false"])
        screen.run(for: 0.2)
        #expect(log.count == 3, "\(log)")
        #expect(log.last?.hasPrefix("later true") == true)
        for entry in log {
            let t = Double(entry.split(separator: " ").last ?? "") ?? -1
            #expect(t >= (entry.hasPrefix("later") ? 0.4 : 0.3) - 1e-6, "\(entry)")
        }
        #expect(visibleNames == ["0", "1", "2", "3", "5"] + (6..<16).map { "\($0)" })
        #expect(liveCells.count == 15)
    }
}
