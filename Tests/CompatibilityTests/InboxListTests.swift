import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// Drives the inbox (InboxList.swift): its rows, a pull to refresh, marking everything read.
@MainActor
@Suite(.serialized) struct InboxListTests {
    let screen = HeadlessScreen(size: CGSize(width: 390, height: 700))
    let inbox = MailboxViewController(style: .plain)

    init() {
        let window = screen.makeWindow()
        window.rootViewController = inbox
        screen.run(for: 0.1)
    }

    /// Each visible row's text, secondary text and whether its text is bold.
    var rows: [(String, String, Bool)] {
        inbox.tableView.visibleCells.compactMap { cell in
            guard let content = cell.contentConfiguration as? UIListContentConfiguration else { return nil }
            return (content.text ?? "", content.secondaryText ?? "", content.textProperties.font == .boldSystemFont(ofSize: 17))
        }
    }

    @Test func theRowsShowSenderSubjectAndUnreadInBold() {
        #expect(rows.map(\.0) == ["Ada", "Grace", "Alan"])
        #expect(rows.map(\.1) == ["Engines", "Compilers", "Machines"])
        #expect(rows.map(\.2) == [true, false, true])
        let height = inbox.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(height > 44, "a subtitle row is taller than a one-line one: \(height)")
    }

    @Test func pullingToRefreshFetchesAndTheNewMessageSlidesIn() throws {
        let top = inbox.tableView.contentOffset.y
        screen.press(at: CGPoint(x: 200, y: 150))
        screen.drag(to: CGPoint(x: 200, y: 550), duration: 0.6)
        screen.hold(for: 0.2)
        screen.release()
        screen.run(for: 1)
        let refresh = try #require(inbox.refreshControl)
        #expect(refresh.isRefreshing && inbox.pendingFetch != nil)
        expectNear(inbox.tableView.contentOffset.y, top - UIRefreshControl.height, tolerance: 0.5)
        inbox.pendingFetch?()
        screen.run(for: 0.6)
        #expect(!refresh.isRefreshing)
        #expect(rows.map(\.0) == ["Linus", "Ada", "Grace", "Alan"])
        expectNear(inbox.tableView.contentOffset.y, top, tolerance: 0.5)
    }

    @Test func markingAllReadReconfiguresTheRows() {
        inbox.markAllRead()
        screen.run(for: 0.5)
        #expect(rows.map(\.2) == [false, false, false])
        #expect(rows.map(\.0) == ["Ada", "Grace", "Alan"])
    }
}
