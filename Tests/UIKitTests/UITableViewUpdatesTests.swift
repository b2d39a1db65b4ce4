import Foundation
import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// Batch updates: the final hierarchy and rectangles, positions during the 0.3 s ease-in-out
/// animation, and what a data source whose counts disagree gets.
///
/// Rows "0"…"19" at 44 pt. Deleting "1" and inserting "new" at index 3 gives
/// "0", "2", "3", "new", "4", …: "2" moves from 88 to 44 and "3" from 132 to 88, "4" stays at
/// 176. Ease-in-out (0.42, 0, 0.58, 1) is symmetric, so at 0.15 s each is exactly half-way:
/// "2" at 66, "3" at 110; the fading rows are at alpha 0.5.
@MainActor
@Suite(.serialized) struct UITableViewUpdatesTests {
    private func cell(_ scene: TableScene, showing text: String) -> UITableViewCell? {
        scene.liveCells.first { scene.text(of: $0) == text }
    }

    private func shownY(_ view: UIView) -> CGFloat { (view.layer.presentation() ?? view.layer).frame.minY }
    private func shownAlpha(_ view: UIView) -> CGFloat { CGFloat((view.layer.presentation() ?? view.layer).opacity) }

    @Test("a batch delete and insert: rows slide half-way at mid-time, end in their places, the deleted cell leaves")
    func batchDeleteAndInsert() throws {
        let scene = TableScene(.numbered(20))
        let deleted = try #require(cell(scene, showing: "1"))
        let two = try #require(cell(scene, showing: "2")), three = try #require(cell(scene, showing: "3"))
        var finished: Bool?
        scene.table.performBatchUpdates({
            scene.source.sections[0].remove(at: 1)
            scene.source.sections[0].insert("new", at: 3)
            scene.table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            scene.table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
        }, completion: { finished = $0 })
        scene.screen.renderFrame()
        let inserted = try #require(scene.table.cellForRow(at: IndexPath(row: 3, section: 0)))
        #expect(scene.text(of: inserted) == "new")
        #expect(scene.table.cellForRow(at: IndexPath(row: 1, section: 0)) === two, "a row that stays keeps its cell")

        scene.screen.advance(by: 0.15)
        scene.screen.renderFrame()
        expectNear(shownY(two), 66, tolerance: 0.01)
        expectNear(shownY(three), 110, tolerance: 0.01)
        expectNear(shownAlpha(inserted), 0.5, tolerance: 0.01)
        expectNear(shownAlpha(deleted), 0.5, tolerance: 0.01)
        #expect(deleted.superview === scene.table, "the deleted row is still fading")
        #expect(finished == nil)

        scene.screen.run(for: 0.3)
        #expect(finished == true)
        #expect(deleted.superview == nil, "the deleted cell left the table")
        #expect(scene.table.numberOfRows(inSection: 0) == 20)
        let expected = ["0", "2", "3", "new"] + (4..<20).map { "\($0)" }
        for ip in scene.table.indexPathsForVisibleRows ?? [] {
            let c = try #require(scene.table.cellForRow(at: ip))
            #expect(scene.text(of: c) == expected[ip.row])
            #expect(c.frame == CGRect(x: 0, y: CGFloat(ip.row) * 44, width: 320, height: 44))
            #expect(c.alpha == 1)
        }
        #expect(scene.liveCells.count == scene.table.visibleCells.count, "no cell is left behind")
    }

    @Test("beginUpdates/endUpdates with a slide: the inserted row comes from the right")
    func insertSlidesFromTheRight() throws {
        let scene = TableScene(.numbered(5))
        scene.table.beginUpdates()
        scene.source.sections[0].insert("new", at: 0)
        scene.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .right)
        scene.table.endUpdates()
        scene.screen.renderFrame()
        let inserted = try #require(scene.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(scene.text(of: inserted) == "new")
        scene.screen.advance(by: 0.15)
        scene.screen.renderFrame()
        expectNear((inserted.layer.presentation() ?? inserted.layer).frame.minX, 160, tolerance: 0.01)
        scene.screen.run(for: 0.3)
        #expect(inserted.frame.minX == 0)
        #expect(scene.text(of: scene.table.cellForRow(at: IndexPath(row: 5, section: 0))) == "4")
    }

    @Test("sections inserted and deleted; a moved row lands in its place")
    func sectionsAndMoves() {
        let scene = TableScene(RowSource([["a", "b"], ["c"]]))
        scene.table.performBatchUpdates({
            scene.source.sections.remove(at: 0)
            scene.source.sections.append(["d", "e"])
            scene.table.deleteSections(IndexSet(integer: 0), with: .fade)
            scene.table.insertSections(IndexSet(integer: 1), with: .fade)
        })
        scene.screen.run(for: 0.4)
        #expect(scene.table.numberOfSections == 2)
        #expect(scene.table.visibleCells.map { scene.text(of: $0) } == ["c", "d", "e"])

        scene.source.sections[1] = ["e", "d"]
        scene.table.moveRow(at: IndexPath(row: 1, section: 1), to: IndexPath(row: 0, section: 1))
        scene.screen.run(for: 0.4)
        #expect(scene.table.visibleCells.map { scene.text(of: $0) } == ["c", "e", "d"])
    }

    @Test("counts that disagree with the updates: UIKit's message, and the table reloads from the data source")
    func mismatchReloads() throws {
        let scene = TableScene(.numbered(20))
        var finished: Bool?
        scene.source.sections[0].insert("x", at: 0)   // one row more, but two insertions are announced
        scene.table.performBatchUpdates({
            scene.table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .fade)
        }, completion: { finished = $0 })
        let message = try #require(scene.table.diagnostics.last)
        #expect(message.hasPrefix("Invalid update: invalid number of rows in section 0."))
        #expect(message.contains("after the update (21)") && message.contains("before the update (20)") && message.contains("(2 inserted, 0 deleted)"))
        #expect(finished == false)
        scene.screen.renderFrame()
        #expect(scene.table.numberOfRows(inSection: 0) == 21)
        #expect(scene.table.visibleCells.prefix(3).map { scene.text(of: $0) } == ["x", "0", "1"])
        #expect(scene.liveCells.count == scene.table.visibleCells.count)
    }

    @Test("deleting the row under a held finger: it is no longer highlighted, and the release selects nothing (not the row that slid into its place)")
    func deletingTheTouchedRow() throws {
        let scene = TableScene(.numbered(20))
        let touched = try #require(cell(scene, showing: "2"))
        scene.screen.press(at: CGPoint(x: 160, y: 2 * 44 + 22))
        scene.screen.renderFrame()
        #expect(touched.isHighlighted, "the finger holds row 2")
        scene.source.sections[0].remove(at: 2)
        scene.table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        #expect(!touched.isHighlighted, "the deleted row's cell is no longer highlighted")
        scene.screen.run(for: 0.4)
        scene.screen.release()
        scene.screen.renderFrame()
        #expect(scene.table.indexPathForSelectedRow == nil, "row \"3\", now under the finger, is not selected")
        #expect(!scene.source.log.events.contains { $0.hasPrefix("willSelect") || $0.hasPrefix("didSelect") }, "\(scene.source.log.events)")
        #expect((scene.table.indexPathsForVisibleRows ?? []).map { scene.text(of: scene.table.cellForRow(at: $0)) } == ["0", "1"] + (3..<12).map { "\($0)" })
        #expect(scene.liveCells.count == scene.table.visibleCells.count, "no cell is left behind")
        #expect(!scene.liveCells.contains { $0.isHighlighted })
    }

    @Test("deleting the rows the scroll's own pan is dragging: the drag goes on, the rows close up, and no cell is left behind")
    func deletingRowsMidDrag() throws {
        let scene = TableScene(.numbered(40))
        scene.screen.press(at: CGPoint(x: 160, y: 2 * 44 + 22))
        scene.screen.drag(to: CGPoint(x: 160, y: 2 * 44 + 22 - 60), duration: 0.1)
        #expect(scene.table.isDragging)
        let before = scene.table.contentOffset.y
        #expect(before > 20, "the pan moved the content: \(before)")
        scene.source.sections[0].removeSubrange(2...3)
        scene.table.deleteRows(at: [IndexPath(row: 2, section: 0), IndexPath(row: 3, section: 0)], with: .automatic)
        scene.screen.drag(to: CGPoint(x: 160, y: 2 * 44 + 22 - 120), duration: 0.1)
        #expect(scene.table.isDragging, "the drag goes on")
        expectNear(scene.table.contentOffset.y, before + 60, tolerance: 1, "the content follows the finger")
        scene.screen.release()
        scene.screen.run(for: 2)
        #expect(scene.table.indexPathForSelectedRow == nil)
        let expected = ["0", "1"] + (4..<40).map { "\($0)" }
        #expect(scene.table.numberOfRows(inSection: 0) == 38)
        for ip in scene.table.indexPathsForVisibleRows ?? [] {
            let c = try #require(scene.table.cellForRow(at: ip))
            #expect(scene.text(of: c) == expected[ip.row])
            #expect(c.frame == CGRect(x: 0, y: CGFloat(ip.row) * 44, width: 320, height: 44))
        }
        #expect(scene.liveCells.count == scene.table.visibleCells.count, "no cell is left behind")
        #expect(!scene.liveCells.contains { $0.isHighlighted })
    }

    @Test("misuse gets a message and a defined outcome: a NaN height, an unmatched endUpdates, a row that does not exist")
    func misuse() {
        let scene = TableScene(.numbered(5))
        scene.table.rowHeight = .nan
        scene.screen.renderFrame()
        #expect(scene.table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 320, height: 44))
        #expect(scene.table.diagnostics.contains { $0.contains("not a finite height") })

        var finished: Bool?
        scene.table.endUpdates()
        #expect(scene.table.diagnostics.last?.contains("without beginUpdates()") == true)
        scene.table.performBatchUpdates({
            scene.table.deleteRows(at: [IndexPath(row: 9, section: 0)], with: .fade)
        }, completion: { finished = $0 })
        #expect(finished == false)
        #expect(scene.table.diagnostics.contains { $0.hasPrefix("Invalid update: attempt to delete or reload row 9 from section 0") })
        #expect(scene.table.numberOfRows(inSection: 0) == 5)
        #expect(scene.table.numberOfRows(inSection: 3) == 0, "a section that does not exist has no rows")
        scene.table.selectRow(at: IndexPath(row: 0, section: 7), animated: false, scrollPosition: .top)
        #expect(scene.table.indexPathForSelectedRow == nil && scene.table.contentOffset.y == 0)
        #expect(scene.table.cellForRow(at: IndexPath(index: 2)) == nil, "a one-index path is no row")
    }

    @Test("reloadRows gives the row a fresh cell from the data source")
    func reloadRows() {
        let scene = TableScene(.numbered(5))
        scene.source.sections[0][2] = "two"
        scene.table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        scene.screen.run(for: 0.4)
        #expect(scene.text(of: scene.table.cellForRow(at: IndexPath(row: 2, section: 0))) == "two")
        #expect(scene.liveCells.count == 5)
    }
}
