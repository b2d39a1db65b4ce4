import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// Drives the gallery (ModernGallery.swift) as a user would: filter with the segmented
/// control, delete from a context menu, open a photo.
@MainActor
@Suite(.serialized) struct ModernGalleryTests {
    let screen = HeadlessScreen(size: CGSize(width: 350, height: 700))
    let window: UIWindow
    let gallery = PhotoLibraryViewController()
    let navigation: UINavigationController

    init() {
        window = screen.makeWindow()
        navigation = UINavigationController(rootViewController: gallery)
        window.rootViewController = navigation
        screen.run(for: 0.1)
    }

    /// The photos shown, in order.
    var shown: [Int] { gallery.collectionView.visibleCells.compactMap { ($0 as? GalleryCell)?.photoID } }

    /// The cell of a photo, and its middle on screen.
    func cell(of id: Int) -> (cell: GalleryCell, middle: CGPoint)? {
        guard let cell = gallery.collectionView.visibleCells.compactMap({ $0 as? GalleryCell }).first(where: { $0.photoID == id }) else { return nil }
        let frame = cell.convert(cell.bounds, to: nil)
        return (cell, CGPoint(x: frame.midX, y: frame.midY))
    }

    func click(_ point: CGPoint, secondary: Bool = false) { screen.click(at: point, secondary: secondary, thenRun: 0.1) }

    @Test func theSegmentedControlFiltersByApplyingASnapshotAndTheFavoritesKeepTheirCells() throws {
        #expect(shown == Array(0..<12))
        let favorites = try [0, 3, 6, 9].map { try #require(cell(of: $0)).cell }
        let segment = gallery.filter.convert(gallery.filter.bounds, to: nil)
        click(CGPoint(x: segment.minX + segment.width * 0.75, y: segment.midY))   // "Favorites"
        #expect(gallery.filter.selectedSegmentIndex == 1)
        screen.run(for: 0.5)
        #expect(shown == [0, 3, 6, 9])
        #expect(zip([0, 3, 6, 9], favorites).allSatisfy { id, old in cell(of: id)?.cell === old }, "each favourite slid to its place in its own cell")
        // Photo 3 (orange, a favourite) is second now, where photo 1 was.
        let second = try #require(cell(of: 3)).middle
        #expect(gallery.collectionView.indexPathForItem(at: gallery.collectionView.convert(second, from: nil)) == IndexPath(item: 1, section: 0))
        click(CGPoint(x: segment.minX + segment.width * 0.25, y: segment.midY))   // "All"
        screen.run(for: 0.5)
        #expect(shown == Array(0..<12))
    }

    @Test func aContextMenusDeleteRemovesThePhotoFromTheSnapshot() throws {
        let photo = try #require(cell(of: 4)).middle
        click(photo, secondary: true)
        let list = try #require(MenuPresenter.current(in: window)?.overlay.list)
        let row = try #require(list.rows.indices.first { list.title(ofRow: $0) == "Delete" })
        let frame = list.frame(ofRow: row, in: window)
        click(CGPoint(x: frame.midX, y: frame.midY))
        screen.run(for: 0.5)
        #expect(!gallery.photos.contains { $0.id == 4 })
        #expect(shown == [0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11])
        #expect(gallery.dataSource.snapshot().numberOfItems == 11)
    }

    @Test func aTapOpensThePhotoItNames() throws {
        let photo = try #require(cell(of: 7)).middle
        click(photo)
        screen.run(for: 0.6)
        #expect(navigation.topViewController?.title == "Photo 7")
    }
}
