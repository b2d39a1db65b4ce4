import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// Section headers and footers of a collection view: the flow layout's places, views from the
/// data source (reused as they scroll), updates, a diffable data source's provider, and touches.
@MainActor
@Suite(.serialized) struct CollectionSupplementaryViewTests {
    final class TitleView: UICollectionReusableView {
        let label = UILabel()
        required init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemGreen
            addSubview(label)
        }
        required init?(coder: NSCoder) { nil }
    }

    final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var counts: [Int]
        var made = 0
        var selected: [IndexPath] = []
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.backgroundColor = .systemBlue
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
            (view as? TitleView)?.label.text = "\(kind == UICollectionView.elementKindSectionHeader ? "Header" : "Footer") \(indexPath.section)"
            return view
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    @MainActor struct Scene {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 600))
        let layout = UICollectionViewFlowLayout()
        let collection: UICollectionView
        let source: Source

        @MainActor init(counts: [Int]) {
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumInteritemSpacing = 0
            layout.minimumLineSpacing = 0
            layout.headerReferenceSize = CGSize(width: 0, height: 40)
            layout.footerReferenceSize = CGSize(width: 0, height: 20)
            collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                collection.register(TitleView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "title")
            }
            source = Source(counts)
            collection.dataSource = source
            collection.delegate = source
            screen.makeWindow().addSubview(collection)
            screen.renderFrame()
        }

        @MainActor func headerTitles() -> [String] {
            collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).compactMap { ($0 as? TitleView)?.label.text }
        }
    }

    @Test func theFlowLayoutPutsAHeaderAboveAndAFooterBelowEachSection() {
        let scene = Scene(counts: [4, 2])
        let header0 = scene.layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header0?.frame == CGRect(x: 0, y: 0, width: 300, height: 40) && header0?.representedElementCategory == .supplementaryView)
        #expect(header0?.representedElementKind == UICollectionView.elementKindSectionHeader)
        // Section 0: header 0–40, two rows 40–240, footer 240–260; section 1 from 260.
        #expect(scene.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 40, width: 100, height: 100))
        #expect(scene.layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter,
                                                                  at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 240, width: 300, height: 20))
        #expect(scene.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 300)
        expectNear(scene.layout.collectionViewContentSize.height, 260 + 40 + 100 + 20, tolerance: 1e-9)
        #expect(scene.headerTitles() == ["Header 0", "Header 1"])
        expectPixel(scene.screen.pixel(at: CGPoint(x: 250, y: 20)), near: RGBA(red: 52, green: 199, blue: 89), "the header view is drawn")
    }

    @Test func headersAreReusedAsTheyScrollAndTouchingOneSelectsNothing() {
        let scene = Scene(counts: Array(repeating: 3, count: 20))   // 160 points a section
        scene.screen.press(at: CGPoint(x: 150, y: 20))
        scene.screen.release()
        #expect(scene.source.selected.isEmpty, "a header is not an item")
        scene.collection.setContentOffset(CGPoint(x: 0, y: 1600), animated: false)
        scene.screen.renderFrame()
        #expect(scene.headerTitles() == ["Header 10", "Header 11", "Header 12", "Header 13"])
        #expect(scene.collection.subviews.filter { $0 is TitleView }.count <= 8, "views that scrolled away were reused")
    }

    @Test func afterAnUpdateEachSectionShowsItsOwnHeader() {
        let scene = Scene(counts: [2, 2])
        scene.source.counts = [1, 2, 2]
        scene.collection.performBatchUpdates({ scene.collection.insertSections(IndexSet(integer: 0)) })
        scene.screen.run(for: 0.4)
        #expect(scene.headerTitles() == ["Header 0", "Header 1", "Header 2"])
        expectNear(scene.collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                      at: IndexPath(item: 0, section: 1))?.frame.minY, 40 + 100 + 20, tolerance: 1e-9)
    }

    @Test func aDiffableDataSourceGetsItsHeadersFromItsProvider() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 600))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
        screen.makeWindow().addSubview(collection)
        let source = UICollectionViewDiffableDataSource<String, Int>(collectionView: collection) { collection, indexPath, _ in
            collection.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        source.supplementaryViewProvider = { collection, kind, indexPath in
            let view = collection.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath) as? TitleView
            view?.label.text = source.sectionIdentifier(for: indexPath.section)
            return view
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["Fruit", "Nuts"])
        snapshot.appendItems([1, 2], toSection: "Fruit")
        snapshot.appendItems([3], toSection: "Nuts")
        source.apply(snapshot, animatingDifferences: false)
        screen.renderFrame()
        let titles = collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).compactMap { ($0 as? TitleView)?.label.text }
        #expect(titles == ["Fruit", "Nuts"])
    }
}
