import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// List layouts (`UICollectionLayoutListConfiguration`) built the way iOS 14+ code builds them:
/// a diffable data source, cell and supplementary registrations of `UICollectionViewListCell`,
/// content configurations and accessories. On a 320 × 480 headless screen.
@MainActor
@Suite(.serialized) struct ListLayoutTests {
    let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
    let window: UIWindow

    init() { window = screen.makeWindow() }

    /// What a settings-style screen keeps: the collection view, its data source, the taps.
    final class Screen: NSObject, UICollectionViewDelegate {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        var selected: [IndexPath] = []
        var deleted: [String] = []

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    func makeList(_ appearance: UICollectionLayoutListConfiguration.Appearance, header: Bool = true,
                  sections: [[String]] = [["Wi-Fi", "Bluetooth", "Cellular"], ["General", "Display"]]) -> Screen {
        let screen = Screen()
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = header ? .supplementary : .none
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                  collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [weak screen] cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator(), .delete(actionHandler: { screen?.deleted.append(item) })]
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
            var content = view.defaultContentConfiguration()
            content.text = "Section \(indexPath.section)"
            view.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { cv, _, indexPath in
            cv.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections(Array(sections.indices))
        for (s, items) in sections.enumerated() { snapshot.appendItems(items, toSection: s) }
        dataSource.apply(snapshot, animatingDifferences: false)
        cv.delegate = screen
        screen.collectionView = cv
        screen.dataSource = dataSource
        window.addSubview(cv)
        self.screen.renderFrame()
        return screen
    }

    func frame(_ cv: UICollectionView, _ item: Int, _ section: Int) -> CGRect {
        cv.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .null
    }

    func rgba(_ colour: UIColor) -> RGBA { RGBA(colour, resolvedWith: window.traitCollection) }

    func close(_ a: RGBA?, _ b: RGBA, within d: Int = 2) -> Bool { a?.isClose(to: b, tolerance: d) ?? false }

    @Test func anInsetGroupedListInsetsItsRowsRoundsItsGroupsAndSeparatesItsRows() throws {
        let list = makeList(.insetGrouped)
        let cv = list.collectionView!
        let header = try #require(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        let rows = (0..<3).map { frame(cv, $0, 0) }
        // Rows 20 in from each side, 44 tall (the cell configuration's least), one under the other below the header.
        for r in rows { #expect(r.minX == 20 && r.width == 280 && abs(r.height - 44) < 0.01, "\(r)") }
        #expect(abs(header.frame.minY - 17.5) < 0.01, "the header leaves the grouped padding above it: \(header.frame)")
        #expect(abs(rows[0].minY - header.frame.maxY) < 0.01)
        #expect(abs(rows[1].minY - rows[0].maxY) < 0.01 && abs(rows[2].minY - rows[1].maxY) < 0.01)
        // Section 1 starts after section 0's bottom padding and its own header's.
        let header1 = try #require(cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                           at: IndexPath(item: 0, section: 1)))
        #expect(abs(header1.frame.minY - (rows[2].maxY + 17.5 + 17.5)) < 0.01)
        // The list's background at the sides, the rows' on the rows.
        let background = rgba(.systemGroupedBackground), row = rgba(.secondarySystemGroupedBackground)
        #expect(close(screen.pixel(at: CGPoint(x: 10, y: rows[1].midY)), background))
        #expect(close(screen.pixel(at: CGPoint(x: 150, y: rows[1].midY + 8)), row))
        // A separator under row 0, from the text's leading edge (20 + 16 margin), none under the last row.
        #expect(!close(screen.pixel(at: CGPoint(x: 200, y: rows[0].maxY - 0.5)), row, within: 1), "a separator under row 0")
        #expect(close(screen.pixel(at: CGPoint(x: 28, y: rows[0].maxY - 0.5)), row), "not before the text")
        #expect(close(screen.pixel(at: CGPoint(x: 200, y: rows[2].maxY - 0.5)), row), "none under the last row")
        // The group's top corners are round: the very corner shows the list's background.
        #expect(close(screen.pixel(at: CGPoint(x: 20.5, y: rows[0].minY + 0.5)), background))
        #expect(close(screen.pixel(at: CGPoint(x: 20.5, y: rows[1].minY + 0.5)), row), "the middle row is square")
        #expect(close(screen.pixel(at: CGPoint(x: 299.5, y: rows[2].maxY - 0.5)), background), "the last row's bottom corner")
        // The disclosure chevron is drawn near the trailing edge, centred on the row.
        let chevron = (280...296).contains { x in !close(screen.pixel(at: CGPoint(x: CGFloat(x), y: rows[1].midY)), row, within: 8) }
        #expect(chevron)
        // The text is drawn in the content view, after the margin.
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(cell.contentView.frame.maxX <= 280 - 12, "the chevron's room is taken from the content")
        #expect(abs(cell.separatorLayoutGuide.layoutFrame.minX - 16) < 0.5, "the separators' guide starts at the text")
    }

    @Test func aTapSelectsARowAndShowsItsSelection() throws {
        let list = makeList(.insetGrouped)
        let cv = list.collectionView!
        let r = frame(cv, 1, 0)
        screen.press(at: CGPoint(x: 150, y: r.midY))
        screen.hold(for: 0.05)
        let highlighted = screen.pixel(at: CGPoint(x: 150, y: r.midY + 10))
        screen.release()
        screen.run(for: 0.1)
        #expect(list.selected == [IndexPath(item: 1, section: 0)])
        #expect(close(highlighted, rgba(.systemGray4)), "the row greys while pressed")
        #expect(close(screen.pixel(at: CGPoint(x: 150, y: r.midY + 10)), rgba(.systemGray4)), "and while selected")
    }

    @Test func editingShowsTheDeleteControlsAndATapOnOneRunsItsHandler() throws {
        let list = makeList(.plain, header: false)
        let cv = list.collectionView!
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect(cell.contentView.frame.minX == 0, "no delete control until editing")
        cv.isEditing = true
        screen.renderFrame()
        #expect(cell.contentView.frame.minX == 36, "the delete control (12 + 24) comes in at the leading edge")
        #expect(cell.configurationState.isEditing)
        let r = frame(cv, 1, 0)
        let red = (12...36).contains { x in close(screen.pixel(at: CGPoint(x: CGFloat(x), y: r.midY - 6)), rgba(.systemRed), within: 6) }
        #expect(red, "a red circle")
        screen.press(at: CGPoint(x: 24, y: r.midY))
        screen.release()
        screen.run(for: 0.3)
        #expect(list.deleted == ["Bluetooth"])
        #expect(list.selected.isEmpty, "the control's tap does not select the row")
        cv.isEditing = false
        screen.renderFrame()
        #expect(cell.contentView.frame.minX == 0)
    }

    @Test func aPlainListPinsItsHeadersAndSeparatesEveryRow() throws {
        let items = (0..<12).map { "Item \($0)" }
        let list = makeList(.plain, sections: [items, items.map { $0 + "b" }])
        let cv = list.collectionView!
        let header = try #require(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame.minY == 0)
        let rows = (0..<12).map { frame(cv, $0, 0) }
        #expect(rows[0].minX == 0 && rows[0].width == 320)
        cv.contentOffset.y = 200
        screen.renderFrame()
        #expect(header.frame.minY == 200, "a plain list's header stays at the top")
        let last = try #require(cv.cellForItem(at: IndexPath(item: 5, section: 0)) as? UICollectionViewListCell)
        #expect(last.listRow?.showsBottomSeparator == true)
        let endOfSection = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 11, section: 0)))
        #expect(endOfSection.listRow?.showsBottomSeparator == true, "plain lists separate their last row too")
        // A row's separator that passes under the pinned header is hidden by it.
        let under = try #require(rows.first { $0.maxY - 1 > header.frame.minY + 1 && $0.maxY < header.frame.maxY - 1 })
        #expect(close(screen.pixel(at: CGPoint(x: 200, y: under.maxY - 0.5 - 200)), rgba(.systemBackground)), "the header is opaque")
        let visible = try #require(rows.first { $0.minY > header.frame.maxY + 1 })
        #expect(!close(screen.pixel(at: CGPoint(x: 200, y: visible.maxY - 0.5 - 200)), rgba(.systemBackground), within: 1), "below it, separators show")
    }

    @Test func aSidebarHasNoSeparatorsAndItsSelectionIsRounded() throws {
        let list = makeList(.sidebar, header: false)
        let cv = list.collectionView!
        let attributes = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(attributes.listRow?.showsBottomSeparator == false)
        #expect(attributes.frame.minX == 10 && attributes.frame.width == 300)
        cv.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        screen.renderFrame()
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.layer.cornerRadius == 10)
        #expect(close(screen.pixel(at: CGPoint(x: 150, y: attributes.frame.midY + 10)), rgba(.systemGray5)))
        #expect(close(screen.pixel(at: CGPoint(x: 10.5, y: attributes.frame.minY + 0.5)), rgba(.systemGroupedBackground)), "a rounded corner")
    }

    @Test func anItemSeparatorHandlerAndShowsSeparatorsAreHonoured() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.itemSeparatorHandler = { indexPath, separators in
            var s = separators
            if indexPath.item == 0 { s.bottomSeparatorVisibility = .hidden }
            if indexPath.item == 2 { s.bottomSeparatorVisibility = .visible; s.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) }
            return s
        }
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, n in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(n)"
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, ip, n in
            cv.dequeueConfiguredReusableCell(using: registration, for: ip, item: n)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1, 2])
        dataSource.apply(snapshot, animatingDifferences: false)
        window.addSubview(cv)
        screen.renderFrame()
        let rows = (0..<3).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.listRow }
        #expect(rows[0]?.showsBottomSeparator == false && rows[1]?.showsBottomSeparator == true && rows[2]?.showsBottomSeparator == true)
        let last = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))).frame
        let row = rgba(.secondarySystemGroupedBackground)
        #expect(!close(screen.pixel(at: CGPoint(x: 4, y: last.maxY - 0.5)), row, within: 1), "the last row's separator runs from the edge")
        withExtendedLifetime(dataSource) {}
    }
}
