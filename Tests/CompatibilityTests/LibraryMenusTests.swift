import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// Drives the library screen's menus (LibraryMenus.swift) with clicks and secondary clicks.
@MainActor
@Suite(.serialized) struct LibraryMenusTests {
    let screen = HeadlessScreen(size: CGSize(width: 390, height: 700))
    let window: UIWindow
    let library = BookshelfViewController()

    init() {
        window = screen.makeWindow()
        window.rootViewController = library
        screen.run(for: 0.1)
    }

    var list: MenuListView? { MenuPresenter.current(in: window)?.overlay.list }

    func choose(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let list = try #require(list, sourceLocation: sourceLocation)
        let row = try #require(list.rows.indices.first { list.title(ofRow: $0) == title }, sourceLocation: sourceLocation)
        let frame = list.frame(ofRow: row, in: window)
        screen.press(at: CGPoint(x: frame.midX, y: frame.midY))
        screen.release()
        screen.run(for: 0.3)
    }

    func click(_ point: CGPoint, secondary: Bool = false) { screen.click(at: point, secondary: secondary, thenRun: 0.3) }

    @Test func theSortMenuMovesItsCheckmarkToTheOrderChosen() throws {
        click(CGPoint(x: 66, y: 42))
        let checked = { (list: MenuListView) in list.rows.compactMap { row -> String? in
            if case .action(let a) = row, a.state == .on { return a.title }; return nil
        } }
        #expect(try checked(#require(list)) == ["Title"])
        try choose("Recently Added")
        #expect(library.sort == .recent)
        #expect(library.sortButton.title(for: .normal) == "Sort: Recently Added")
        click(CGPoint(x: 66, y: 42))
        #expect(try checked(#require(list)) == ["Recently Added"], "the rebuilt menu carries the checkmark")
    }

    @Test func theCoversContextMenuRunsItsActions() throws {
        click(CGPoint(x: 70, y: 150), secondary: true)
        let list = try #require(list)
        #expect(list.rows.compactMap { if case .action(let a) = $0 { return a.title }; return nil } == ["Share", "Favourite"])
        try choose("Favourite")
        #expect(library.status.text == "Favourite")
    }

    @Test func aRowsContextMenuDeletesTheRow() throws {
        // Row 1 (Emma) is 44…88 points into the table, which starts at y 260.
        click(CGPoint(x: 100, y: 326), secondary: true)
        #expect(list.map { l in l.rows.indices.compactMap { l.title(ofRow: $0) } } == ["Emma", "Delete"])
        try choose("Delete")
        screen.run(for: 0.5)
        #expect(library.books == ["Dune", "Ulysses", "Walden", "Beloved"])
        #expect(library.tableView.numberOfRows(inSection: 0) == 4)
        #expect(library.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Ulysses")
    }
}
