import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// `UIBackgroundConfiguration` on collection and table cells: its colour, insets, corners and
/// stroke drawn, the list styles greying with the selection, a colour of the client's kept in
/// every state. On a 320 × 480 headless screen.
@MainActor
@Suite(.serialized) struct BackgroundConfigurationTests {
    let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
    let window: UIWindow

    init() { window = screen.makeWindow() }

    func rgba(_ colour: UIColor) -> RGBA { RGBA(colour, resolvedWith: window.traitCollection) }

    func close(_ a: RGBA?, _ b: RGBA, within d: Int = 2) -> Bool { a?.isClose(to: b, tolerance: d) ?? false }

    final class Rows: NSObject, UICollectionViewDataSource {
        var configure: (UICollectionViewCell, IndexPath) -> Void = { _, _ in }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            configure(cell, indexPath)
            return cell
        }
    }

    func collection(_ rows: Rows) -> UICollectionView {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)))
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(
            group: .vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])))
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.backgroundColor = .black
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
        cv.dataSource = rows
        window.addSubview(cv)
        screen.renderFrame()
        return cv
    }

    @Test func aCustomisedBackgroundIsDrawnInsetRoundedAndKeepsItsColourWhenSelected() throws {
        let rows = Rows()
        rows.configure = { cell, indexPath in
            var background = UIBackgroundConfiguration.listPlainCell()
            if indexPath.item == 0 {
                background.backgroundColor = .systemYellow
                background.cornerRadius = 10
                background.backgroundInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
            }
            cell.backgroundColor = .red   // replaced by the configuration
            cell.backgroundConfiguration = background
        }
        let cv = collection(rows)
        let first = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.backgroundColor == nil, "a background configuration removes the background colour")
        #expect(close(screen.pixel(at: CGPoint(x: 160, y: 30)), rgba(.systemYellow)))
        #expect(close(screen.pixel(at: CGPoint(x: 4, y: 30)), RGBA(red: 0, green: 0, blue: 0)), "inset 8 from the leading edge")
        #expect(close(screen.pixel(at: CGPoint(x: 160, y: 2)), RGBA(red: 0, green: 0, blue: 0)), "inset 4 from the top")
        #expect(close(screen.pixel(at: CGPoint(x: 8.5, y: 4.5)), RGBA(red: 0, green: 0, blue: 0)), "a rounded corner")
        #expect(close(screen.pixel(at: CGPoint(x: 160, y: 90)), rgba(.systemBackground)), "row 1: the plain cell's background")
        // Selecting: the default style greys, the client's colour stays.
        cv.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        cv.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        cv.allowsMultipleSelection = true
        cv.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        screen.renderFrame()
        #expect(close(screen.pixel(at: CGPoint(x: 160, y: 30)), rgba(.systemYellow)))
        #expect(close(screen.pixel(at: CGPoint(x: 160, y: 90)), rgba(.systemGray4)), "a selected plain cell is grey")
        cv.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        screen.renderFrame()
        #expect(close(screen.pixel(at: CGPoint(x: 160, y: 90)), rgba(.systemBackground)))
    }

    @Test func aStrokeIsDrawnAroundTheBackground() throws {
        let rows = Rows()
        rows.configure = { cell, _ in
            var background = UIBackgroundConfiguration.clear()
            background.strokeColor = .systemRed
            background.strokeWidth = 3
            background.backgroundInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            cell.backgroundConfiguration = background
        }
        _ = collection(rows)
        #expect(close(screen.pixel(at: CGPoint(x: 160, y: 11)), rgba(.systemRed)), "the stroke along the top inset")
        #expect(close(screen.pixel(at: CGPoint(x: 160, y: 30)), RGBA(red: 0, green: 0, blue: 0)), "clear inside")
        #expect(close(screen.pixel(at: CGPoint(x: 160, y: 5)), RGBA(red: 0, green: 0, blue: 0)), "nothing outside")
    }

    final class Table: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(indexPath.row)"
            cell.contentConfiguration = content
            var background = cell.defaultBackgroundConfiguration()
            if indexPath.row == 2 { background.backgroundColor = .systemMint }
            cell.backgroundConfiguration = background
            return cell
        }
    }

    @Test func aTableCellsBackgroundConfigurationShowsTheSelectionInsteadOfTheSelectedBackgroundView() throws {
        let source = Table()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        window.addSubview(table)
        screen.renderFrame()
        let row0 = table.rectForRow(at: IndexPath(row: 0, section: 0))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.backgroundConfiguration == .listGroupedCell(), "an inset-grouped table's default is the grouped cell's")
        #expect(close(screen.pixel(at: CGPoint(x: 200, y: row0.midY + 12)), rgba(.secondarySystemGroupedBackground)))
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        screen.renderFrame()
        #expect(close(screen.pixel(at: CGPoint(x: 200, y: row0.midY + 12)), rgba(.systemGray4)))
        #expect((cell.selectedBackgroundView?.alpha ?? 0) == 0, "the selected background view is not shown over it")
        let row2 = table.rectForRow(at: IndexPath(row: 2, section: 0))
        #expect(close(screen.pixel(at: CGPoint(x: 200, y: row2.midY + 12)), rgba(.systemMint)))
        withExtendedLifetime(source) {}
    }

    @Test func updatingKeepsAClientsColourAndFollowsTheStateOtherwise() {
        var selected = UICellConfigurationState(traitCollection: UITraitCollection())
        selected.isSelected = true
        #expect(UIBackgroundConfiguration.listGroupedCell().updated(for: selected).backgroundColor == .systemGray4)
        var custom = UIBackgroundConfiguration.listGroupedCell()
        custom.backgroundColor = .systemPink
        #expect(custom.updated(for: selected).backgroundColor == .systemPink)
        #expect(UIBackgroundConfiguration.clear().updated(for: selected).backgroundColor == .clear)
        #expect(UIBackgroundConfiguration.listSidebarCell().cornerRadius == 10)
        var tinted = UIBackgroundConfiguration.clear()
        tinted.backgroundColor = nil
        #expect(tinted.resolvedBackgroundColor(for: .systemOrange) == .systemOrange, "nil: the tint colour")
        tinted.backgroundColorTransformer = .grayscale
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        tinted.resolvedBackgroundColor(for: .red).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - 0.299) < 1e-6 && r == g && g == b, "red's luminance")
    }
}
