import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// The compositional layout: frames worked out by hand for the shapes apps build (a grid, a
/// feature row with a stacked pair, fixed and flexible spacing, a custom group), and a
/// collection view showing them.
@MainActor
@Suite(.serialized) struct CompositionalLayoutTests {
    final class Items: NSObject, UICollectionViewDataSource {
        var counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.backgroundColor = indexPath.item.isMultiple(of: 2) ? .red : .blue
            return cell
        }
    }

    /// A 300 × 600 collection view with `layout` and `counts` items per section.
    func frames(_ layout: UICollectionViewLayout, _ counts: [Int], width: CGFloat = 300) -> (UICollectionView, [[CGRect]], Items) {
        let items = Items(counts)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 600), collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.dataSource = items
        let frames = counts.enumerated().map { s, n in
            (0..<n).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: s))?.frame ?? .null }
        }
        return (cv, frames, items)
    }

    static func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    @Test func aThreeColumnGridWithInsetsAndSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 20, trailing: 0)
        section.interGroupSpacing = 8
        let (cv, f, _) = frames(UICollectionViewCompositionalLayout(section: section), [7])
        // Columns of 100 (300 / 3), each cell inset 2; rows 100 tall, 8 apart, from y 10.
        #expect(f[0][0] == CGRect(x: 2, y: 12, width: 96, height: 96))
        #expect(f[0][2] == CGRect(x: 202, y: 12, width: 96, height: 96))
        #expect(f[0][3] == CGRect(x: 2, y: 120, width: 96, height: 96))
        #expect(f[0][6] == CGRect(x: 2, y: 228, width: 96, height: 96), "the last row holds one item")
        #expect(cv.collectionViewLayout.collectionViewContentSize == CGSize(width: 300, height: 10 + 3 * 100 + 2 * 8 + 20))
    }

    @Test func aGroupWithACountSizesItsCopiesAndFixedSpacingSeparatesThem() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.absolute(10), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: item, count: 4)
        group.interItemSpacing = .fixed(12)
        let (_, f, _) = frames(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), [4])
        // (300 − 3 × 12) / 4 = 66.
        #expect(f[0].map(\.minX) == [0, 78, 156, 234] && f[0].allSatisfy { $0.width == 66 && $0.height == 50 })
    }

    @Test func flexibleSpacingSharesOutTheRoomLeft() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.absolute(80), .absolute(60)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(60)), subitems: [item])
        group.interItemSpacing = .flexible(0)
        let (_, f, _) = frames(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), [4])
        #expect(f[0].map(\.minX) == [0, 110, 220, 0], "three 80-point items fit a 300-point row, (300 − 240) / 2 between them")
        #expect(f[0][3].minY == 60, "the fourth starts the next row")
    }

    @Test func nestedGroupsMakeAFeatureRow() {
        // A big item on the left half, two stacked on the right half.
        let big = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let pair = NSCollectionLayoutGroup.vertical(layoutSize: Self.size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [small, small])
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .fractionalWidth(0.5)), subitems: [big, pair])
        let (_, f, _) = frames(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)), [5])
        #expect(f[0][0] == CGRect(x: 0, y: 0, width: 150, height: 150))
        #expect(f[0][1] == CGRect(x: 150, y: 0, width: 150, height: 75))
        #expect(f[0][2] == CGRect(x: 150, y: 75, width: 150, height: 75))
        #expect(f[0][3] == CGRect(x: 0, y: 150, width: 150, height: 150), "the group repeats")
        #expect(f[0][4] == CGRect(x: 150, y: 150, width: 150, height: 75))
    }

    @Test func aSectionProviderGivesEachSectionItsOwnShapeAndSectionsAreSpaced() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 30
        var asked: [Int] = []
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
            asked.append(index)
            let columns = index == 0 ? 1 : 2
            #expect(environment.container.contentSize.width == 300)
            let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1 / CGFloat(columns)), .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(40)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }, configuration: configuration)
        let (_, f, _) = frames(layout, [2, 3])
        #expect(asked.contains(0) && asked.contains(1))
        #expect(f[0] == [CGRect(x: 0, y: 0, width: 300, height: 40), CGRect(x: 0, y: 40, width: 300, height: 40)])
        #expect(f[1] == [CGRect(x: 0, y: 110, width: 150, height: 40), CGRect(x: 150, y: 110, width: 150, height: 40),
                         CGRect(x: 0, y: 150, width: 150, height: 40)])
    }

    @Test func aCustomGroupPutsItsItemsWhereTheProviderSays() {
        let group = NSCollectionLayoutGroup.custom(layoutSize: Self.size(.fractionalWidth(1), .absolute(100))) { environment in
            let w = environment.container.contentSize.width
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: w / 4, height: 100)),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: w / 2, y: 50, width: w / 2, height: 50))]
        }
        let (_, f, _) = frames(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), [3])
        #expect(f[0] == [CGRect(x: 0, y: 0, width: 75, height: 100), CGRect(x: 150, y: 50, width: 150, height: 50),
                         CGRect(x: 0, y: 100, width: 75, height: 100)])
    }

    @Test func aCollectionViewShowsTheLayoutAndAGroupThatPlacesNothingIsReported() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 600))
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(150)), subitems: [item])
        let (cv, _, items) = frames(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), [6])
        screen.makeWindow().addSubview(cv)
        screen.renderFrame()
        #expect(cv.visibleCells.count == 6)
        expectPixel(screen.pixel(at: CGPoint(x: 75, y: 75)), near: RGBA(red: 255, green: 0, blue: 0))
        expectPixel(screen.pixel(at: CGPoint(x: 225, y: 75)), near: RGBA(red: 0, green: 0, blue: 255))
        expectPixel(screen.pixel(at: CGPoint(x: 75, y: 375)), near: RGBA(red: 255, green: 0, blue: 0))

        let empty = NSCollectionLayoutGroup.custom(layoutSize: Self.size(.fractionalWidth(1), .absolute(50))) { _ in [] }
        cv.collectionViewLayout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: empty))
        items.counts = [2]
        cv.reloadData()
        screen.renderFrame()
        #expect(FrameContext.main.warningsPrinted.contains("UICollectionViewCompositionalLayout: section 0's group places no item; its other items are not shown"))
    }

    @Test func boundaryItemsAreTheSectionsHeaderAndFooter() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 10, bottom: 8, trailing: 10)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: Self.size(.fractionalWidth(1), .absolute(44)),
                                                        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: Self.size(.fractionalWidth(1), .absolute(20)),
                                                        elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom),
        ]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (cv, f, items) = frames(layout, [2, 1])
        let header = { (s: Int) in layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: s))?.frame }
        let footer = { (s: Int) in layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: s))?.frame }
        // Section 0: header 0–44, inset 8, a row 52–152, inset 8, footer 160–180; section 1 from 180.
        #expect(header(0) == CGRect(x: 10, y: 0, width: 280, height: 44))
        #expect(f[0][0] == CGRect(x: 10, y: 52, width: 140, height: 100))
        #expect(footer(0) == CGRect(x: 10, y: 160, width: 280, height: 20))
        #expect(header(1)?.minY == 180 && f[1][0].minY == 232)
        final class Header: UICollectionReusableView {}
        cv.register(Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "h")
        cv.register(Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "h")
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 600))
        screen.makeWindow().addSubview(cv)
        screen.renderFrame()
        #expect(cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 2)
        #expect(FrameContext.main.warningsPrinted.contains { $0.hasPrefix("UICollectionView: the layout places a UICollectionElementKindSectionHeader view, but the data source does not implement") },
                "the test's data source gives no views: an empty one, with a warning")
        withExtendedLifetime(items) {}
    }
}

