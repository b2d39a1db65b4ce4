import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// Swipe actions on a table's rows and a list's, driven by real drags on a 320 × 480 headless
/// screen: a mail-style inbox whose rows offer Delete (destructive, first: nearest the edge)
/// and Flag on the trailing side, and Read on the leading side.
///
/// Button widths: each is its title's width at 15 pt plus 30 (rounded up), at least 74, measured
/// in the tests with a label of that font.
@MainActor
@Suite(.serialized) struct SwipeActionsTests {
    let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
    let window: UIWindow

    init() { window = screen.makeWindow() }

    final class Inbox: NSObject, UITableViewDataSource, UITableViewDelegate {
        var messages = (0..<30).map { "Message \($0)" }
        var log: [String] = []
        var fullSwipe = true
        weak var table: UITableView?

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = messages[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
        func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { log.append("begin \(indexPath.row)") }
        func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { log.append("end \(indexPath?.row ?? -1)") }

        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
                guard let self else { return }
                self.log.append("delete \(self.messages[indexPath.row])")
                self.messages.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
                done(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, done in
                self?.log.append("flag \(indexPath.row)")
                done(true)
            }
            flag.backgroundColor = .systemOrange
            let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
            configuration.performsFirstActionWithFullSwipe = fullSwipe
            return configuration
        }

        func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            let read = UIContextualAction(style: .normal, title: "Read") { [weak self] _, _, done in
                self?.log.append("read \(indexPath.row)")
                done(true)
            }
            read.backgroundColor = .systemBlue
            return UISwipeActionsConfiguration(actions: [read])
        }
    }

    func makeTable(_ inbox: Inbox) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = inbox
        table.delegate = inbox
        inbox.table = table
        window.addSubview(table)
        screen.renderFrame()
        return table
    }

    static func buttonWidth(_ title: String) -> CGFloat { max(74, ceil(UILabel.width(of: title)) + 30) }
    static let trailingWidth = buttonWidth("Delete") + buttonWidth("Flag")

    func rgba(_ colour: UIColor) -> RGBA { RGBA(colour, resolvedWith: window.traitCollection) }

    func close(_ a: RGBA?, _ b: RGBA, within d: Int = 3) -> Bool { a?.isClose(to: b, tolerance: d) ?? false }

    /// Drags row `row`'s middle sideways by `dx`, slowly, then lets go and lets it settle.
    func swipe(_ table: UITableView, row: Int, by dx: CGFloat, duration: TimeInterval = 0.5, hold: TimeInterval = 0.1) {
        let r = table.rectForRow(at: IndexPath(row: row, section: 0))
        let start = CGPoint(x: dx < 0 ? 250 : 70, y: r.midY)
        screen.press(at: start)
        screen.drag(to: CGPoint(x: start.x + dx, y: r.midY), duration: duration)
        screen.hold(for: hold)
        screen.release()
        screen.run(for: 0.6)
    }

    @Test func aSwipeLeftPastHalfTheButtonsOpensThemAndATapOnDeleteRemovesTheRow() throws {
        let inbox = Inbox()
        let table = makeTable(inbox)
        swipe(table, row: 1, by: -120)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(abs(cell.frame.minX + Self.trailingWidth) < 0.5, "open: moved by both buttons' width: \(cell.frame)")
        #expect(inbox.log == ["begin 1"])
        let r = table.rectForRow(at: IndexPath(row: 1, section: 0))
        let delete = Self.buttonWidth("Delete")
        #expect(close(screen.pixel(at: CGPoint(x: 320 - delete / 2, y: r.midY + 12)), rgba(.systemRed)), "Delete, the first, at the edge")
        #expect(close(screen.pixel(at: CGPoint(x: 320 - delete - 20, y: r.midY + 12)), rgba(.systemOrange)), "Flag beside it")
        #expect(!close(screen.pixel(at: CGPoint(x: 320 - Self.trailingWidth - 10, y: r.midY + 12)), rgba(.systemOrange)), "the row itself after them")
        // A tap on Delete: the handler removes the row; the row after it moves up.
        screen.press(at: CGPoint(x: 320 - 37, y: r.midY))
        screen.release()
        screen.run(for: 0.8)
        #expect(inbox.log == ["begin 1", "delete Message 1", "end 1"])
        #expect(table.numberOfRows(inSection: 0) == 29)
        let now = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(now.frame.minX == 0, "the row now at 1 is in its place")
        #expect(!table.subviews.contains { $0 is SwipeActionButtonsView }, "no buttons left behind")
    }

    @Test func aShortSwipeSpringsBackAndATapOnAnOpenListClosesItWithoutSelecting() throws {
        let inbox = Inbox()
        let table = makeTable(inbox)
        swipe(table, row: 2, by: -40)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.frame.minX == 0, "less than half the buttons: closed again")
        #expect(inbox.log == ["begin 2", "end 2"])
        swipe(table, row: 2, by: -120)
        #expect(abs(cell.frame.minX + Self.trailingWidth) < 0.5)
        // A tap on another row closes the actions and selects nothing.
        let other = table.rectForRow(at: IndexPath(row: 5, section: 0))
        screen.press(at: CGPoint(x: 100, y: other.midY))
        screen.release()
        screen.run(for: 0.6)
        #expect(cell.frame.minX == 0)
        #expect(!inbox.log.contains { $0.hasPrefix("select") }, "\(inbox.log)")
        #expect(inbox.log.last == "end 2")
        // The next tap selects as usual.
        screen.press(at: CGPoint(x: 100, y: other.midY))
        screen.release()
        screen.run(for: 0.1)
        #expect(inbox.log.last == "select 5")
    }

    @Test func aFullSwipePerformsTheFirstActionUnlessTheConfigurationSaysNot() throws {
        let inbox = Inbox()
        let table = makeTable(inbox)
        swipe(table, row: 0, by: -230, duration: 0.4)
        #expect(inbox.log.contains("delete Message 0"), "\(inbox.log)")
        #expect(table.numberOfRows(inSection: 0) == 29)
        let second = Inbox()
        second.fullSwipe = false
        window.subviews.forEach { $0.removeFromSuperview() }
        let table2 = makeTable(second)
        swipe(table2, row: 0, by: -230, duration: 0.4)
        #expect(!second.log.contains { $0.hasPrefix("delete") })
        let cell = try #require(table2.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(abs(cell.frame.minX + Self.trailingWidth) < 0.5, "it rests open instead")
    }

    @Test func aSwipeRightOpensTheLeadingActionsAndAVerticalDragScrolls() throws {
        let inbox = Inbox()
        let table = makeTable(inbox)
        swipe(table, row: 3, by: 60)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        #expect(abs(cell.frame.minX - Self.buttonWidth("Read")) < 0.5, "Read's width to the right: \(cell.frame)")
        let r = table.rectForRow(at: IndexPath(row: 3, section: 0))
        #expect(close(screen.pixel(at: CGPoint(x: 37, y: r.midY + 12)), rgba(.systemBlue)))
        screen.press(at: CGPoint(x: 37, y: r.midY))
        screen.release()
        screen.run(for: 0.6)
        #expect(inbox.log == ["begin 3", "read 3", "end 3"])
        #expect(cell.frame.minX == 0)
        // Up and down is the table's: it scrolls, no row moves.
        screen.press(at: CGPoint(x: 160, y: 400))
        screen.drag(to: CGPoint(x: 150, y: 200), duration: 0.4)
        screen.release()
        screen.run(for: 1)
        #expect(table.contentOffset.y > 100)
        #expect(table.visibleCells.allSatisfy { $0.frame.minX == 0 })
    }

    @Test func aListsTrailingProviderOffersItsRowsActions() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        var archived: [Int] = []
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, done in
                archived.append(indexPath.item)
                done(true)
            }
            archive.backgroundColor = .systemPurple
            return UISwipeActionsConfiguration(actions: [archive])
        }
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                  collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, ip, text in
            cv.dequeueConfiguredReusableCell(using: registration, for: ip, item: text)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["One", "Two", "Three"])
        dataSource.apply(snapshot, animatingDifferences: false)
        window.addSubview(cv)
        screen.renderFrame()
        let r = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame
        screen.press(at: CGPoint(x: 250, y: r.midY))
        screen.drag(to: CGPoint(x: 150, y: r.midY), duration: 0.5)
        screen.hold(for: 0.1)
        screen.release()
        screen.run(for: 0.6)
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        let width = ceil(UILabel.width(of: "Archive")) + 30
        #expect(abs(cell.frame.minX + max(74, width)) < 0.5, "\(cell.frame)")
        #expect(close(screen.pixel(at: CGPoint(x: 316, y: r.midY + 12)), rgba(.systemPurple)))
        screen.press(at: CGPoint(x: 300, y: r.midY))
        screen.release()
        screen.run(for: 0.6)
        #expect(archived == [1])
        #expect(cell.frame.minX == 0)
        withExtendedLifetime(dataSource) {}
    }
}

extension UILabel {
    /// The width of `text` at the swipe buttons' font.
    static func width(of text: String) -> CGFloat {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.text = text
        return label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0)).width
    }
}
