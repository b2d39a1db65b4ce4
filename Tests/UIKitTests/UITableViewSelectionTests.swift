import Foundation
import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// Selection by touch and by program, seen through the delegate's calls and the pixels.
///
/// Rows are 44 pt: row 2 spans 88…132 on screen. x = 300 is right of any text, so a pixel
/// there shows the cell's background: white, or the selection grey (209, 209, 214). An
/// animated deselect fades the grey over 0.25 s with ease-in-out, which is exactly half-way
/// at 0.125 s: (209 + 255) / 2 = 232, (214 + 255) / 2 = 234.5.
@MainActor
@Suite(.serialized) struct UITableViewSelectionTests {
    @Test("a tap highlights on touch down and selects on touch up, in UIKit's order")
    func tapSelectsInOrder() {
        let scene = TableScene(.numbered(20))
        scene.screen.press(at: CGPoint(x: 160, y: 110))
        #expect(scene.source.log.events == ["shouldHighlight 0.2", "didHighlight 0.2"])
        #expect(scene.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted == true)
        #expect(scene.screen.pixel(at: CGPoint(x: 300, y: 110)) == selectionGrey, "the highlight shows at once")
        scene.screen.release()
        #expect(scene.source.log.events == ["shouldHighlight 0.2", "didHighlight 0.2",
                                            "willSelect 0.2", "didUnhighlight 0.2", "didSelect 0.2"])
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(scene.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        scene.screen.renderFrame()
        #expect(scene.screen.pixel(at: CGPoint(x: 300, y: 110)) == selectionGrey)

        // Another row: the first is deselected between willSelect and didSelect of the new one.
        scene.source.log.clear()
        scene.screen.press(at: CGPoint(x: 160, y: 200))
        scene.screen.release()
        #expect(scene.source.log.events == ["shouldHighlight 0.4", "didHighlight 0.4", "willSelect 0.4", "didUnhighlight 0.4",
                                            "willDeselect 0.2", "didDeselect 0.2", "didSelect 0.4"])
        #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        scene.screen.renderFrame()
        #expect(scene.screen.pixel(at: CGPoint(x: 300, y: 110)) == cellWhite)
        #expect(scene.screen.pixel(at: CGPoint(x: 300, y: 200)) == selectionGrey)
    }

    @Test("with multiple selection a tap on a selected row deselects it")
    func multipleSelection() {
        let scene = TableScene(.numbered(20))
        scene.table.allowsMultipleSelection = true
        for y in [CGFloat(20), 110, 20] {
            scene.screen.press(at: CGPoint(x: 160, y: y))
            scene.screen.release()
        }
        #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        #expect(Array(scene.source.log.events.suffix(5)) == ["shouldHighlight 0.0", "didHighlight 0.0", "willDeselect 0.0",
                                                             "didUnhighlight 0.0", "didDeselect 0.0"])
        #expect(!scene.source.log.events.contains("didDeselect 0.2"), "other rows stay selected")
    }

    @Test("a drag that scrolls cancels the highlight and selects nothing")
    func dragDoesNotSelect() {
        let scene = TableScene(.numbered(50))
        scene.screen.press(at: CGPoint(x: 160, y: 300))
        scene.screen.drag(to: CGPoint(x: 160, y: 150), duration: 0.3)
        scene.screen.release()
        scene.screen.run(for: 1)
        #expect(scene.table.contentOffset.y > 100)
        #expect(scene.source.log.events == ["shouldHighlight 0.6", "didHighlight 0.6", "didUnhighlight 0.6"])
        #expect(scene.table.indexPathForSelectedRow == nil)
        #expect(scene.table.visibleCells.allSatisfy { !$0.isHighlighted && !$0.isSelected })
    }

    @Test("allowsSelection off: a tap neither highlights nor selects")
    func selectionOff() {
        let scene = TableScene(.numbered(20))
        scene.table.allowsSelection = false
        scene.screen.press(at: CGPoint(x: 160, y: 110))
        scene.screen.release()
        #expect(scene.source.log.events.isEmpty && scene.table.indexPathForSelectedRow == nil)
    }

    @Test("an animated deselect fades the grey: half-way at 0.125 s, white at 0.25 s")
    func animatedDeselectFades() throws {
        let scene = TableScene(.numbered(20))
        let row = IndexPath(row: 2, section: 0)
        scene.table.selectRow(at: row, animated: false, scrollPosition: .none)
        scene.screen.renderFrame()
        #expect(scene.screen.pixel(at: CGPoint(x: 300, y: 110)) == selectionGrey)
        #expect(scene.source.log.events.isEmpty, "selecting by program calls no delegate method")
        scene.table.deselectRow(at: row, animated: true)
        #expect(scene.table.indexPathForSelectedRow == nil, "the selection changes at once")
        scene.screen.renderFrame()
        scene.screen.advance(by: 0.125)
        scene.screen.renderFrame()
        let mid = try #require(scene.screen.pixel(at: CGPoint(x: 300, y: 110)))
        #expect(mid.isClose(to: RGBA(red: 232, green: 232, blue: 234), tolerance: 3), "\(mid)")
        scene.screen.advance(by: 0.13)
        scene.screen.renderFrame()
        #expect(scene.screen.pixel(at: CGPoint(x: 300, y: 110)) == cellWhite)
    }

    @Test("a reused cell comes back unselected")
    func reusedCellIsUnselected() {
        let scene = TableScene(.numbered(100))
        scene.table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        scene.table.contentOffset = CGPoint(x: 0, y: 1000)
        scene.screen.renderFrame()
        #expect(scene.table.visibleCells.allSatisfy { !$0.isSelected })
        scene.table.contentOffset = .zero
        scene.screen.renderFrame()
        #expect(scene.table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == true, "the selection is the table's, not the cell's")
    }
}
