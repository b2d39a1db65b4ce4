import Foundation
import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// The invariants the list benchmark (`TransitionBench --mode list`) reports, on a 320 × 480
/// table of 10,000 self-sizing rows flung by a scripted finger.
///
/// Cells: the shortest row is a line of 17 pt type (20.3 pt) and the cell's 20 pt, about 40 pt,
/// so a 480 pt screen shows at most ⌈480 / 40⌉ + 1 = 13 rows, and "the visible rows plus one
/// screen" is 26 cells.
///
/// Decay: iOS keeps `r` = 0.998 of the velocity each millisecond, so from `y0` at `v0` pt/s
/// the offset at `t` s after the release is `y0 + v0/1000 · r/(1 − r) · (1 − r^(1000 t))`,
/// until the speed falls to 10 pt/s at `t_end = ln(10/|v0|) / (1000 ln r)`; it then rests at
/// that point on the pixel grid. The rows measured as they come into view below must not move
/// the content: every frame stays within half a point of this curve.
@MainActor
@Suite(.serialized) struct UITableViewFlingTests {
    /// A table of 10,000 wrapping rows of one to four sentences; it holds the cells it hands out
    /// weakly (to count the live ones) and records each release.
    final class FlingSource: NSObject, UITableViewDataSource, UITableViewDelegate {
        private(set) var handedOut: [ObjectIdentifier: Weak] = [:]
        private(set) var distinctCells = Set<ObjectIdentifier>()
        private(set) var release: (y: Double, velocity: Double, time: TimeInterval)?
        var now: () -> TimeInterval = { 0 }
        final class Weak { weak var cell: UITableViewCell?; init(_ c: UITableViewCell) { cell = c } }

        var liveCells: Int { handedOut.values.filter { $0.cell != nil }.count }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10_000 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            handedOut[ObjectIdentifier(cell)] = Weak(cell)
            distinctCells.insert(ObjectIdentifier(cell))
            let sentence = "A row that sizes itself to its text."
            (cell as? WrappingCell)?.label.text = "Row \(indexPath.row). "
                + Array(repeating: sentence, count: 1 + (indexPath.row * 7) % 4).joined(separator: " ")
            return cell
        }

        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            // UIKit reports the velocity in points per millisecond.
            release = (Double(scrollView.contentOffset.y), Double(velocity.y) * 1000, now())
        }
    }

    /// A 320 × 480 screen filled by a table of `FlingSource`'s self-sizing rows.
    private func makeScene(_ source: FlingSource) -> (HeadlessScreen, UITableView) {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
        let window = screen.makeWindow()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(WrappingCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        source.now = { [screen] in screen.now }
        screen.renderFrame()
        return (screen, table)
    }

    /// A fling up the screen (the list moves down) at about `speed` pt/s, released without a rest.
    private func fling(_ screen: HeadlessScreen, speed: CGFloat) {
        screen.press(at: CGPoint(x: 160, y: 400))
        screen.drag(to: CGPoint(x: 160, y: 380), duration: 0.05)
        screen.drag(to: CGPoint(x: 160, y: 380 - speed * 0.08), duration: 0.08)
        screen.release()
    }

    @Test("flinging through 10,000 self-sizing rows keeps at most the visible rows plus one screen of cells alive")
    func cellsAliveStayBounded() {
        let source = FlingSource()
        let (screen, table) = makeScene(source)
        var most = 0, visibleMost = 0
        for i in 0..<4 {
            fling(screen, speed: 3000 + CGFloat(i) * 1000)
            for _ in 0..<60 {
                screen.run(for: 1.0 / 60)
                most = max(most, source.liveCells)
                visibleMost = max(visibleMost, table.visibleCells.count)
            }
        }
        #expect(table.contentOffset.y > 3000, "the flings went far down the list: \(table.contentOffset.y)")
        #expect(visibleMost <= 13, "at most 13 rows show at once: \(visibleMost)")
        #expect(most <= 26, "cells alive: \(most), at most the visible rows plus one screen (26)")
        #expect(source.distinctCells.count <= 26, "cells are reused, not made per row: \(source.distinctCells.count) made")
    }

    @Test("a fling over rows measured as they show follows the closed-form decay within half a point, frame by frame")
    func flingFollowsTheClosedForm() throws {
        let source = FlingSource()
        let (screen, table) = makeScene(source)
        fling(screen, speed: 4000)
        let release = try #require(source.release)
        #expect(release.velocity > 2000, "a fast fling: \(release.velocity) pt/s")
        let r = Double(table.decelerationRate.rawValue)
        let total = release.velocity / 1000 * r / (1 - r)
        let tEnd = log(10 / abs(release.velocity)) / (1000 * log(r))
        var worst = 0.0, frames = 0
        while table.isDecelerating, frames < 600 {
            screen.run(for: 1.0 / 60)
            frames += 1
            let t = min(screen.now - release.time, tEnd)
            var expected = release.y + total * (1 - pow(r, 1000 * t))
            if screen.now - release.time >= tEnd { expected = expected.rounded() }
            worst = max(worst, abs(Double(table.contentOffset.y) - expected))
        }
        #expect(frames > 60, "the fling lasted more than a second: \(frames) frames")
        #expect(!table.isDecelerating, "it came to rest")
        #expect(worst <= 0.5, "the largest deviation from the closed form: \(worst) pt")
        expectNear(Double(table.contentOffset.y), (release.y + total * (1 - pow(r, 1000 * tEnd))).rounded(), tolerance: 0.5,
                   "it rests where the closed form ends, on the pixel grid")
    }

    @Test("rows scrolling in and out change only their part of the window's layout system, and each row's label stays where its constraints put it")
    func rowsScrollingInAndOutDoNotRebuildTheLayoutSystem() throws {
        let source = FlingSource()
        let (screen, table) = makeScene(source)
        let engine = try #require(table.window?.autoLayout.engine)
        let rebuilds = engine.rebuilds, updates = engine.subtreeUpdates
        func labelFrames() -> [IndexPath: CGRect] {
            var frames: [IndexPath: CGRect] = [:]
            for case let cell as WrappingCell in table.visibleCells { frames[table.indexPath(for: cell) ?? IndexPath(row: -1, section: 0)] = cell.label.frame }
            return frames
        }
        var rows = Set<Int>()
        for step in 1...90 {
            table.contentOffset.y = CGFloat(step) * 37   // a few rows in and out every frame or two
            screen.renderFrame()
            for case let cell as WrappingCell in table.visibleCells {
                let content = cell.contentView.bounds, label = cell.label.frame
                rows.insert(table.indexPath(for: cell)?.row ?? -1)
                expectNear(label, CGRect(x: 16, y: 10, width: content.width - 32, height: content.height - 20), tolerance: 1e-6,
                           "row \(table.indexPath(for: cell)?.row ?? -1) at offset \(table.contentOffset.y)")
                let wrapped = cell.label.sizeThatFits(CGSize(width: label.width, height: .greatestFiniteMagnitude)).height
                expectNear(label.height, wrapped, tolerance: 1, "the row is as tall as its wrapped text")
            }
        }
        #expect(rows.count > 40, "rows came and went: \(rows.count) shown")
        #expect(engine.rebuilds == rebuilds, "the window's layout system was made again \(engine.rebuilds - rebuilds) times")
        #expect(engine.subtreeUpdates - updates >= 30, "rows joined and left the system: \(engine.subtreeUpdates - updates) updates")

        // A system made from scratch finds the same frames.
        let frames = labelFrames()
        table.window?.setNeedsUpdateConstraints()
        screen.renderFrame()
        #expect(engine.rebuilds == rebuilds + 1)
        let rebuilt = labelFrames()
        #expect(rebuilt.keys == frames.keys)
        for (ip, frame) in frames { expectNear(rebuilt[ip], frame, tolerance: 1e-6, "row \(ip.row) after a rebuild") }
    }
}
