import Foundation
import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// What a table looks like, read from the pixels of a 1× screen.
///
/// The separator is `UIColor.separator`, (60, 60, 67) at alpha 73/255, one pixel tall at the
/// bottom of each row from x = 16: over white it is 255 − (255 − 60)·73/255 = 199.2 (red and
/// green) and 255 − (255 − 67)·73/255 = 201.2 (blue).
@MainActor
@Suite(.serialized) struct UITableViewAppearanceTests {
    @Test("separators are hairlines at the bottom of each row, inset 16 pt from the leading edge")
    func separators() throws {
        let scene = TableScene(.numbered(20))
        let line = try #require(scene.screen.pixel(at: CGPoint(x: 100, y: 43.5)))
        #expect(line.isClose(to: RGBA(red: 199, green: 199, blue: 201), tolerance: 2), "\(line)")
        #expect(scene.screen.pixel(at: CGPoint(x: 100, y: 42.5)) == cellWhite, "one pixel tall")
        #expect(scene.screen.pixel(at: CGPoint(x: 8, y: 43.5)) == cellWhite, "inset from the leading edge")
        scene.table.separatorStyle = .none
        scene.screen.renderFrame()
        #expect(scene.screen.pixel(at: CGPoint(x: 100, y: 43.5)) == cellWhite)
    }

    @Test("grouped tables show the grouped background between sections and titled headers")
    func groupedHeaders() throws {
        final class Titled: NSObject, UITableViewDataSource {
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
        }
        let scene = TableScene(.numbered(1), style: .grouped)
        let titled = Titled()
        scene.table.dataSource = titled
        scene.screen.renderFrame()
        let header = try #require(scene.table.headerView(forSection: 1))
        #expect(header.textLabel?.text == "SECTION 1", "grouped headers are upper-cased, as on iOS")
        #expect(header.frame == scene.table.rectForHeader(inSection: 1))
        #expect(header.frame.height == 38)
        // The header's area shows the grouped background (242, 242, 247) where no text is.
        let gap = scene.table.rectForHeader(inSection: 1)
        #expect(scene.screen.pixel(at: CGPoint(x: 300, y: gap.minY + 2)) == RGBA(red: 242, green: 242, blue: 247))
        #expect(scene.screen.pixel(at: CGPoint(x: 300, y: scene.table.rectForRow(at: IndexPath(row: 0, section: 1)).midY)) == cellWhite)
    }

    @Test("a plain table's header floats at the top while its section scrolls, and the next section pushes it up")
    func floatingHeaders() throws {
        final class Sections: NSObject, UITableViewDataSource {
            func numberOfSections(in tableView: UITableView) -> Int { 3 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
        }
        let scene = TableScene(.numbered(1))
        let sections = Sections()
        scene.table.dataSource = sections
        scene.screen.renderFrame()
        // Each section: a 28 pt header and 20 rows of 44 (880): sections start at 0, 908, 1816.
        #expect(scene.table.rect(forSection: 1).minY == 908)
        scene.table.contentOffset = CGPoint(x: 0, y: 500)
        scene.screen.renderFrame()
        let header0 = try #require(scene.table.headerView(forSection: 0))
        #expect(header0.frame.minY == 500, "pinned to the top of the visible area")
        #expect(header0.textLabel?.text == "Section 0", "a plain header keeps its title's case")
        scene.table.contentOffset = CGPoint(x: 0, y: 890)
        scene.screen.renderFrame()
        #expect(header0.frame.minY == 880, "pushed up by the end of its section (908 − 28)")
        #expect(scene.table.headerView(forSection: 1)?.frame.minY == 908)

        // A tap on the floating header selects nothing under it.
        scene.table.contentOffset = CGPoint(x: 0, y: 500)
        scene.screen.renderFrame()
        scene.screen.press(at: CGPoint(x: 300, y: 10))
        scene.screen.release()
        #expect(scene.table.indexPathForSelectedRow == nil)
        scene.screen.press(at: CGPoint(x: 300, y: 100))
        scene.screen.release()
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: Int((600 - 28) / 44), section: 0), "a row below it is selected")
    }

    @Test("accessories are drawn in the accessory area: a grey chevron, a blue checkmark")
    func accessories() throws {
        final class Marked: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.accessoryType = indexPath.row == 0 ? .disclosureIndicator : .checkmark
                return cell
            }
        }
        let scene = TableScene(.numbered(1))
        let marked = Marked()
        scene.table.dataSource = marked
        scene.screen.renderFrame()
        func colours(inRow row: CGFloat) -> [RGBA] {
            var found: [RGBA] = []
            for x in stride(from: CGFloat(282), to: 320, by: 1) {
                for y in stride(from: row * 44 + 10, to: row * 44 + 34, by: 1) {
                    if let p = scene.screen.pixel(at: CGPoint(x: x + 0.5, y: y + 0.5)), p != cellWhite { found.append(p) }
                }
            }
            return found
        }
        let chevron = colours(inRow: 0), check = colours(inRow: 1)
        #expect(chevron.count > 10 && chevron.allSatisfy { $0.red == $0.green }, "grey marks")
        #expect(check.count > 10 && check.contains { Int($0.blue) > Int($0.red) + 60 }, "blue marks")
        let cell = try #require(scene.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.contentView.frame.width == CGFloat(320 - 38), "the content view leaves room for the accessory")
    }
}
