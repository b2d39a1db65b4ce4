import Foundation
import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// Cell reuse, row geometry and scrolling to rows, on a 320 × 480 table.
///
/// With 44 pt rows a 480 pt window shows rows `⌊y/44⌋ … ⌊(y+480)/44⌋`: at most 12 at once
/// (11 whole rows and two partial ones make 12 when the offset is not a multiple of 44).
@MainActor
@Suite(.serialized) struct UITableViewReuseTests {
    @Test("scrolling 10,000 rows keeps at most the visible cells alive, and reuses them after prepareForReuse")
    func tenThousandRowsReuseCells() throws {
        let scene = TableScene(.numbered(10_000))
        #expect(scene.table.contentSize.height == 440_000)
        var most = 0
        var y: CGFloat = 0
        while y < 440_000 - 480 {
            scene.table.contentOffset = CGPoint(x: 0, y: y)
            scene.screen.renderFrame()
            most = max(most, scene.liveCells.count)
            y += 97
        }
        #expect(most <= 13, "at most the visible rows (12) plus one: \(most)")
        #expect(scene.source.distinctCells.count <= 13 + UITableView.poolLimit,
                "cells are reused, not made per row: \(scene.source.distinctCells.count) made")
        let prepared = scene.liveCells.compactMap { $0 as? CountingCell }.map(\.prepareCount).reduce(0, +)
        #expect(prepared > 0, "a reused cell was prepared for reuse")

        // At a known offset the cells show their own rows, where those rows are.
        scene.table.contentOffset = CGPoint(x: 0, y: 44 * 5000 + 10)
        scene.screen.renderFrame()
        let rows = try #require(scene.table.indexPathsForVisibleRows)
        #expect(rows.first == IndexPath(row: 5000, section: 0) && rows.last == IndexPath(row: 5011, section: 0))
        for ip in rows {
            let cell = try #require(scene.table.cellForRow(at: ip))
            #expect(scene.text(of: cell) == "\(ip.row)")
            #expect(cell.frame == CGRect(x: 0, y: CGFloat(ip.row) * 44, width: 320, height: 44))
            #expect(cell.superview === scene.table)
        }
        #expect(Set(scene.liveCells.map(ObjectIdentifier.init)) == Set(scene.table.visibleCells.map(ObjectIdentifier.init)),
                "the subviews are exactly the visible cells")
    }

    @Test("a drag scrolls the rows under the finger and the cells follow")
    func dragShowsTheRightRows() throws {
        let scene = TableScene(.numbered(200))
        scene.screen.press(at: CGPoint(x: 160, y: 400))
        scene.screen.drag(to: CGPoint(x: 160, y: 380), duration: 0.05)
        scene.screen.drag(to: CGPoint(x: 160, y: 80), duration: 0.6)
        scene.screen.hold(for: 0.2)
        scene.screen.release()
        scene.screen.run(for: 0.5)
        let y = scene.table.contentOffset.y
        #expect(y > 250 && y < 350, "about 300 pt scrolled: \(y)")
        // The row under the screen point (160, 100) is row ⌊(100 + y) / 44⌋, and its cell shows it.
        let expected = Int((100 + y) / 44)
        let ip = try #require(scene.table.indexPathForRow(at: CGPoint(x: 160, y: 100 + y)))
        #expect(ip.row == expected)
        #expect(scene.text(of: scene.table.cellForRow(at: ip)) == "\(expected)")
        #expect(scene.liveCells.count <= 13)
    }

    @Test("convert(cell.frame, to:) gives the cell's place on screen after scrolling")
    func convertedCellFrame() throws {
        let scene = TableScene(.numbered(100))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scene.window.addSubview(container)
        scene.table.frame = CGRect(x: 0, y: 30, width: 320, height: 450)
        scene.table.contentOffset = CGPoint(x: 0, y: 1000)
        scene.screen.renderFrame()
        let cell = try #require(scene.table.cellForRow(at: IndexPath(row: 25, section: 0)))
        let r = scene.table.convert(cell.frame, to: container)
        #expect(r == CGRect(x: 0, y: CGFloat(30 + 25 * 44 - 1000), width: 320, height: 44))
    }

    @Test("rows size themselves to their wrapped labels; the rectangles follow")
    func selfSizingRows() throws {
        let long = String(repeating: "A table row whose text wraps over several lines. ", count: 4)
        let scene = TableScene(RowSource([["short", long, "short again", long + long]]), rowHeight: nil, cellClass: WrappingCell.self)
        #expect(scene.table.rowHeight == UITableView.automaticDimension, "iOS's default")
        let probe = UILabel()
        probe.numberOfLines = 0
        probe.font = .systemFont(ofSize: 17)
        var top: CGFloat = 0
        for (row, text) in scene.source.sections[0].enumerated() {
            probe.text = text
            let expected = probe.sizeThatFits(CGSize(width: 320 - 32, height: 0)).height + 20
            let rect = scene.table.rectForRow(at: IndexPath(row: row, section: 0))
            expectNear(rect.height, expected, tolerance: 0.01, "row \(row)")
            expectNear(rect.minY, top, tolerance: 0.01, "row \(row) starts where the rows above end")
            let cell = try #require(scene.table.cellForRow(at: IndexPath(row: row, section: 0)) as? WrappingCell)
            expectNear(cell.label.frame.height, expected - 20, tolerance: 0.01, "the label gets its wrapped height")
            top += expected
        }
        #expect(scene.table.rectForRow(at: IndexPath(row: 1, section: 0)).height > 3 * 20, "the long row wraps")
        expectNear(scene.table.contentSize.height, top, tolerance: 0.01)
    }

    @Test("a narrower table measures its self-sizing rows again: they wrap more and grow")
    func selfSizingFollowsTheWidth() throws {
        let long = String(repeating: "Words that wrap again when the table narrows. ", count: 3)
        let scene = TableScene(RowSource([[long, "short"]]), rowHeight: nil, cellClass: WrappingCell.self)
        let wide = scene.table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        scene.table.frame = CGRect(x: 0, y: 0, width: 200, height: 480)
        scene.screen.renderFrame()
        let probe = UILabel()
        probe.numberOfLines = 0
        probe.font = .systemFont(ofSize: 17)
        probe.text = long
        let expected = probe.sizeThatFits(CGSize(width: 200 - 32, height: 0)).height + 20
        let narrow = scene.table.rectForRow(at: IndexPath(row: 0, section: 0))
        expectNear(narrow.height, expected, tolerance: 0.01)
        #expect(narrow.height > wide && narrow.width == 200)
        expectNear(scene.table.rectForRow(at: IndexPath(row: 1, section: 0)).minY, expected, tolerance: 0.01)
    }

    @Test("changing rowHeight lays the rows out again and keeps the selection; reloadData clears it")
    func rowHeightChangeKeepsSelection() {
        let scene = TableScene(.numbered(30))
        scene.table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        scene.table.rowHeight = 60
        scene.screen.renderFrame()
        #expect(scene.table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 180, width: 320, height: 60))
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        #expect(scene.table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == true)
        scene.table.reloadData()
        #expect(scene.table.indexPathForSelectedRow == nil)
    }

    @Test("a rowHeight change lays the rows out again in the cells they have: none is asked for again; automatic measures them in place")
    func rowHeightChangeKeepsTheCells() throws {
        let scene = TableScene(.numbered(30), cellClass: WrappingCell.self)
        let before = try (0..<8).map { try #require(scene.table.cellForRow(at: IndexPath(row: $0, section: 0))) }
        let made = scene.source.distinctCells.count
        scene.table.rowHeight = 60
        scene.screen.renderFrame()
        for (row, cell) in before.enumerated() {
            #expect(scene.table.cellForRow(at: IndexPath(row: row, section: 0)) === cell, "row \(row) keeps its cell")
            #expect(cell.frame == CGRect(x: 0, y: CGFloat(row) * 60, width: 320, height: 60))
        }
        #expect(scene.table.indexPathsForVisibleRows?.count == 8, "480 / 60: rows 0 to 7")
        #expect(scene.liveCells.count == 8, "the rows that left the screen gave their cells back")

        // Automatic: the rows on screen are measured in their cells (one line of 17 pt type, 10 pt above and below).
        scene.table.rowHeight = UITableView.automaticDimension
        scene.screen.renderFrame()
        let first = try #require(scene.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first === before[0], "the first row still has its cell")
        let label = try #require((first as? WrappingCell)?.label)
        expectNear(first.frame.height, label.intrinsicContentSize.height + 20, tolerance: 0.5, "measured to its label")
        expectNear(scene.table.rectForRow(at: IndexPath(row: 1, section: 0)).minY, first.frame.height, tolerance: 0.01)
        #expect(scene.source.distinctCells.count == scene.table.visibleCells.count, "every cell made is on screen: \(made) before, \(scene.source.distinctCells.count) now")
    }

    @Test("fixed heights from the delegate and rowHeight; sections with headers add up")
    func fixedHeightsAndSections() {
        let source = RowSource([["a", "b"], ["c", "d", "e"]])
        let scene = TableScene(source, style: .grouped, rowHeight: 50)
        scene.table.sectionHeaderHeight = 30
        scene.table.sectionFooterHeight = 10
        scene.table.reloadData()
        #expect(scene.table.numberOfSections == 2 && scene.table.numberOfRows(inSection: 1) == 3)
        #expect(scene.table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(scene.table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 80, width: 320, height: 50))
        #expect(scene.table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 140))
        #expect(scene.table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 170, width: 320, height: 50))
        #expect(scene.table.contentSize.height == CGFloat(140 + 30 + 150 + 10))
        #expect(scene.table.indexPathForRow(at: CGPoint(x: 100, y: 175)) == IndexPath(row: 0, section: 1))
        #expect(scene.table.indexPathForRow(at: CGPoint(x: 100, y: 135)) == nil, "a footer is not a row")
    }

    @Test("scrollToRow puts the row at the top, middle or bottom, or scrolls as little as needed")
    func scrollToRowPositions() {
        let scene = TableScene(.numbered(100))
        let row50 = IndexPath(row: 50, section: 0)   // 2200…2244
        scene.table.scrollToRow(at: row50, at: .top, animated: false)
        #expect(scene.table.contentOffset.y == 2200)
        scene.table.scrollToRow(at: row50, at: .middle, animated: false)
        #expect(scene.table.contentOffset.y == CGFloat(2222 - 240))
        scene.table.scrollToRow(at: row50, at: .bottom, animated: false)
        #expect(scene.table.contentOffset.y == CGFloat(2244 - 480))
        scene.table.scrollToRow(at: IndexPath(row: 45, section: 0), at: .none, animated: false)
        #expect(scene.table.contentOffset.y == CGFloat(2244 - 480), "row 45 is visible: nothing moves")
        scene.table.scrollToRow(at: IndexPath(row: 60, section: 0), at: .none, animated: false)
        #expect(scene.table.contentOffset.y == CGFloat(61 * 44 - 480), "row 60 below: it comes in at the bottom")
        scene.table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .none, animated: false)
        #expect(scene.table.contentOffset.y == 440, "row 10 above: it comes in at the top")
        scene.table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(scene.table.contentOffset.y == CGFloat(4400 - 480), "clamped to the end of the content")
        scene.table.scrollToRow(at: IndexPath(row: 500, section: 0), at: .top, animated: false)
        #expect(scene.table.contentOffset.y == CGFloat(4400 - 480), "a row that does not exist: nothing moves")
        #expect(scene.table.diagnostics.last?.contains("no row at") == true)
        scene.screen.renderFrame()
        #expect(scene.text(of: scene.table.visibleCells.first) == "89")
    }

    @Test("an unregistered identifier gets a plain cell with that identifier and a message saying to register it")
    func unknownIdentifier() throws {
        let source = RowSource.numbered(3)
        source.identifier = "nope"
        let scene = TableScene(source)
        let cell = try #require(scene.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(type(of: cell) == UITableViewCell.self && cell.reuseIdentifier == "nope")
        #expect(cell.textLabel?.text == "1")
        let message = try #require(scene.table.diagnostics.first)
        #expect(message.contains("\"nope\"") && message.contains("register(_:forCellReuseIdentifier:)"))
        #expect(scene.table.dequeueReusableCell(withIdentifier: "unknown") == nil, "the optional variant returns nil")
    }

    @Test("IndexPath's UIKit accessors")
    func indexPathAccessors() {
        let ip = IndexPath(row: 3, section: 2)
        #expect(ip.row == 3 && ip.section == 2 && ip.item == 3)
        #expect(IndexPath(item: 3, section: 2) == ip)
        #expect(IndexPath(row: 0, section: 1) > IndexPath(row: 5, section: 0))
    }
}
