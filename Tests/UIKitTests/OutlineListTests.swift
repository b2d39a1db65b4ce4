import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// Section snapshots (trees of items) and the outline lists built on them, as iOS 14's sidebar
/// and outline samples build them: a diffable data source, a section snapshot per section,
/// list cells with an outline disclosure on the parents. On a 320 × 480 headless screen.
@MainActor
@Suite(.serialized) struct OutlineListTests {
    static func groceries() -> NSDiffableDataSourceSectionSnapshot<String> {
        var s = NSDiffableDataSourceSectionSnapshot<String>()
        s.append(["Fruit", "Vegetables", "Bread"])
        s.append(["Apple", "Pear"], to: "Fruit")
        s.append(["Carrot"], to: "Vegetables")
        s.append(["Baby carrot"], to: "Carrot")
        return s
    }

    @Test func aSectionSnapshotIsATreeWithVisibleItems() {
        var s = Self.groceries()
        #expect(s.items == ["Fruit", "Apple", "Pear", "Vegetables", "Carrot", "Baby carrot", "Bread"])
        #expect(s.rootItems == ["Fruit", "Vegetables", "Bread"])
        #expect(s.visibleItems == ["Fruit", "Vegetables", "Bread"], "collapsed: the roots")
        s.expand(["Vegetables", "Carrot"])
        #expect(s.visibleItems == ["Fruit", "Vegetables", "Carrot", "Baby carrot", "Bread"])
        s.collapse(["Vegetables"])
        #expect(s.visibleItems == ["Fruit", "Vegetables", "Bread"])
        #expect(s.isExpanded("Carrot") && !s.isVisible("Baby carrot"), "a collapsed ancestor hides an expanded child")
        #expect(s.level(of: "Baby carrot") == 2 && s.level(of: "Bread") == 0 && s.level(of: "Cheese") == -1)
        #expect(s.parent(of: "Carrot") == "Vegetables" && s.parent(of: "Fruit") == nil)
        #expect(s.index(of: "Pear") == 2)
        s.insert(["Cherry"], after: "Apple")
        s.insert(["Milk"], before: "Bread")
        #expect(s.items == ["Fruit", "Apple", "Cherry", "Pear", "Vegetables", "Carrot", "Baby carrot", "Milk", "Bread"])
        let veg = s.snapshot(of: "Vegetables")
        #expect(veg.rootItems == ["Carrot"] && veg.items == ["Carrot", "Baby carrot"] && veg.isExpanded("Carrot"))
        s.delete(["Vegetables"])
        #expect(s.items == ["Fruit", "Apple", "Cherry", "Pear", "Milk", "Bread"], "its subtree goes with it")
        #expect(!s.contains("Baby carrot") && s.level(of: "Carrot") == -1)
        s.append(["Apple"], to: "Bread")
        #expect(s.items.filter { $0 == "Apple" }.count == 1, "an identifier already there is not added again")
        #expect(FrameContext.main.warningsPrinted.contains("NSDiffableDataSourceSectionSnapshot.append(_:to:): the item Apple is already in the snapshot; it is not added again"))
        s.expand(["Fruit"])
        #expect(s.visualDescription() == "+ Fruit\n    Apple\n    Cherry\n    Pear\n  Milk\n  Bread")
    }

    final class Sidebar: NSObject {
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        var log: [String] = []
    }

    func makeSidebar(_ screen: HeadlessScreen) -> (UICollectionView, Sidebar) {
        let window = screen.makeWindow()
        let sidebar = Sidebar()
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout:
            UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar)))
        let parent = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let leaf = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = []
        }
        sidebar.dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { [weak sidebar] cv, ip, item in
            let tree = sidebar?.dataSource.snapshot(for: 0)
            return (tree?.snapshot(of: item).items.isEmpty ?? true)
                ? cv.dequeueConfiguredReusableCell(using: leaf, for: ip, item: item)
                : cv.dequeueConfiguredReusableCell(using: parent, for: ip, item: item)
        }
        sidebar.dataSource.sectionSnapshotHandlers.willExpandItem = { [weak sidebar] in sidebar?.log.append("expand \($0)") }
        sidebar.dataSource.sectionSnapshotHandlers.willCollapseItem = { [weak sidebar] in sidebar?.log.append("collapse \($0)") }
        sidebar.dataSource.sectionSnapshotHandlers.shouldCollapseItem = { $0 != "Vegetables" }
        sidebar.dataSource.apply(Self.groceries(), to: 0, animatingDifferences: false)
        window.addSubview(cv)
        screen.renderFrame()
        return (cv, sidebar)
    }

    /// Taps the outline chevron of the row showing `item`.
    func tapChevron(of item: String, _ cv: UICollectionView, _ sidebar: Sidebar, _ screen: HeadlessScreen) throws {
        let ip = try #require(sidebar.dataSource.indexPath(for: item))
        let cell = try #require(cv.cellForItem(at: ip) as? UICollectionViewListCell)
        let chevron = try #require(cell.subviews.first { ($0 as? AccessoryGlyphView)?.accessory.accessoryType == .outlineDisclosure })
        let p = chevron.convert(CGPoint(x: chevron.bounds.midX, y: chevron.bounds.midY), to: nil)
        screen.press(at: p)
        screen.release()
        screen.run(for: 0.6)
    }

    @Test func anOutlineDisclosureExpandsAndCollapsesItsItem() throws {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
        let (cv, sidebar) = makeSidebar(screen)
        #expect(cv.numberOfItems(inSection: 0) == 3, "collapsed: the three roots")
        try tapChevron(of: "Fruit", cv, sidebar, screen)
        #expect(sidebar.log == ["expand Fruit"])
        #expect(sidebar.dataSource.snapshot().itemIdentifiers == ["Fruit", "Apple", "Pear", "Vegetables", "Bread"])
        #expect(sidebar.dataSource.snapshot(for: 0).isExpanded("Fruit"))
        // The children are indented one step (10 points) and the parent's state says expanded.
        let apple = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        let fruit = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(apple.indentationLevel == 1 && fruit.indentationLevel == 0)
        #expect(apple.contentView.frame.minX == fruit.contentView.frame.minX + 10)
        #expect(fruit.configurationState.isExpanded && !apple.configurationState.isExpanded)
        // A second tap collapses it; a parent whose handler says no stays expanded.
        try tapChevron(of: "Fruit", cv, sidebar, screen)
        #expect(sidebar.dataSource.snapshot().itemIdentifiers == ["Fruit", "Vegetables", "Bread"])
        try tapChevron(of: "Vegetables", cv, sidebar, screen)
        #expect(sidebar.dataSource.snapshot().itemIdentifiers == ["Fruit", "Vegetables", "Carrot", "Bread"])
        try tapChevron(of: "Vegetables", cv, sidebar, screen)
        #expect(sidebar.dataSource.snapshot().itemIdentifiers == ["Fruit", "Vegetables", "Carrot", "Bread"], "shouldCollapseItem said no")
        #expect(sidebar.log == ["expand Fruit", "collapse Fruit", "expand Vegetables"])
        // A grandchild two levels in.
        try tapChevron(of: "Carrot", cv, sidebar, screen)
        let babyPath = try #require(sidebar.dataSource.indexPath(for: "Baby carrot"))
        let baby = try #require(cv.cellForItem(at: babyPath) as? UICollectionViewListCell)
        #expect(baby.indentationLevel == 2)
    }

    @Test func applyingAWholeSnapshotShowsTheSectionFlatAgain() throws {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
        let (_, sidebar) = makeSidebar(screen)
        var flat = NSDiffableDataSourceSnapshot<Int, String>()
        flat.appendSections([0])
        flat.appendItems(["One", "Two"])
        sidebar.dataSource.apply(flat, animatingDifferences: false)
        #expect(sidebar.dataSource.snapshot(for: 0).items == ["One", "Two"])
        #expect(sidebar.dataSource.snapshot(for: 0).level(of: "Two") == 0)
    }
}
