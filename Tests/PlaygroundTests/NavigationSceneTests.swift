import Testing
import TestSupport
import UIKitTesting
@testable import Playground

@MainActor
struct NavigationSceneTests {
    /// Where the gallery shows its grey grouped background (between the intro and the cards, and
    /// below the cards) and the photo page shows the photo or its white background.
    let galleryGaps = [CGPoint(x: 8, y: 300), CGPoint(x: 10, y: 720), CGPoint(x: 380, y: 720)]

    @Test func aClickPushesThePhotoPage() throws {
        let h = SceneHarness("navigation")
        let navigation = try #require(h.root as? UINavigationController)
        h.perform(h.scene.setUp)
        #expect(navigation.viewControllers.count == 2)
        #expect((navigation.topViewController as? PhotoDetailViewController)?.photo == Photo.all[0])
        #expect(navigation.navigationBar.topItem?.title == "Alpine Lake")
        for p in galleryGaps {
            #expect(!h.pixel(p.x, p.y).isClose(to: Colors.groupedBackground, tolerance: 6), "the photo covers \(p)")
        }
    }

    @Test func aLongFastEdgeSwipePopsBackToTheGallery() throws {
        let h = SceneHarness("navigation")
        let navigation = try #require(h.root as? UINavigationController)
        let gallery = h.samples()
        h.perform(h.scene.setUp)
        h.perform(h.scene.finishingDrag)
        h.settle()
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController is GalleryViewController)
        #expect(navigation.navigationBar.topItem?.title == "Gallery")
        for p in galleryGaps { expectPixel(h, p.x, p.y, near: Colors.groupedBackground) }
        h.expectScreen(matches: gallery, "the gallery as it was before the push")
        #expect(h.context.timeline.decision?.hasPrefix("finish: UIKit's own rule") == true)
        #expect(h.context.timeline.events.contains { $0.text == "didShow Gallery" })
        h.expectIdle()
    }

    @Test func aShortSlowEdgeSwipeCancels() throws {
        let h = SceneHarness("navigation")
        let navigation = try #require(h.root as? UINavigationController)
        h.perform(h.scene.setUp)
        let detail = h.samples()
        h.perform(h.scene.cancellingDrag)
        h.settle()
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController is PhotoDetailViewController)
        #expect(navigation.navigationBar.topItem?.title == "Alpine Lake")
        h.expectScreen(matches: detail, "the photo page as it was before the drag")
        #expect(h.context.timeline.decision?.hasPrefix("cancel") == true)
        #expect(h.context.timeline.events.contains { $0.text.contains("completion (cancelled)") })
    }

    // MARK: The gallery's table

    func gallery(_ navigation: UINavigationController) throws -> GalleryViewController {
        try #require(navigation.viewControllers.first as? GalleryViewController)
    }

    @Test func theClickedRowStaysSelectedUnderThePushAndIsDeselectedByTheFinishedPop() throws {
        let h = SceneHarness("navigation")
        let navigation = try #require(h.root as? UINavigationController)
        let gallery = try gallery(navigation)
        h.perform(h.scene.setUp)
        #expect(gallery.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        h.perform(h.scene.finishingDrag)
        h.settle()
        #expect(gallery.tableView.indexPathForSelectedRow == nil)
        #expect(gallery.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == false)
    }

    @Test func aCancelledEdgeSwipeSelectsTheRowAgain() throws {
        let h = SceneHarness("navigation")
        let navigation = try #require(h.root as? UINavigationController)
        let gallery = try gallery(navigation)
        h.perform(h.scene.setUp)
        h.perform(h.scene.cancellingDrag)
        h.settle()
        #expect(navigation.topViewController is PhotoDetailViewController)
        #expect(gallery.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        // And a finished pop after that deselects it.
        h.perform(h.scene.finishingDrag)
        h.settle()
        #expect(gallery.tableView.indexPathForSelectedRow == nil)
    }

    @Test("the rows start below the navigation bar through the safe area, and follow it when it grows")
    func rowsFollowTheSafeArea() throws {
        let h = SceneHarness("navigation")
        let navigation = try #require(h.root as? UINavigationController)
        let gallery = try gallery(navigation)
        let table = gallery.tableView
        func firstRowTop() -> CGFloat { table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: nil).minY }
        let barBottom = navigation.navigationBar.convert(navigation.navigationBar.bounds, to: nil).maxY
        #expect(firstRowTop() > barBottom, "the first row is below the bar")
        expectNear(table.adjustedContentInset.top, gallery.view.safeAreaInsets.top, tolerance: 0.01)
        let before = firstRowTop()
        gallery.additionalSafeAreaInsets.top = 20   // as a bar moved further down would
        h.screen.renderFrame()
        expectNear(firstRowTop() - before, 20, tolerance: 0.01)
    }

    /// The gallery's rows show each photo drawn once at its thumbnail's size (107 × 80 points
    /// at the screen's scale) rather than the 400 × 300 picture scaled at every frame, and keep no
    /// full picture; the photo page pushed from a row decodes its own. The thumbnail is the
    /// photo: its middle shows the picture's middle.
    @Test func theRowsHoldTheirPhotosAtTheSizeTheyShowThem() throws {
        let h = SceneHarness("navigation")
        let navigation = try #require(h.root as? UINavigationController)
        let table = try gallery(navigation).tableView
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? PhotoRowCell)
        let image = try #require(cell.thumbnailView.image)
        #expect(image.size == CGSize(width: 107, height: 80) && image.scale == h.window.screen.scale)
        #expect(cell.thumbnailView.bounds.size == image.size)
        #expect(!h.context.assets.keepsFullPicture(of: Photo.all[0]), "the rows keep no 400 × 300 picture")
        let full = try #require(UIImage(named: Photo.all[0].imageName)?.cgImage)
        let middle = cell.thumbnailView.convert(CGPoint(x: cell.thumbnailView.bounds.midX, y: cell.thumbnailView.bounds.midY), to: nil)
        let p = try #require(full.surface.pixel(x: full.width / 2, y: full.height / 2))
        expectPixel(h, middle.x, middle.y, near: RGBA(red: p.r, green: p.g, blue: p.b), tolerance: 24)
        h.perform(h.scene.setUp)
        #expect(h.context.assets.keepsFullPicture(of: Photo.all[0]), "the photo page shows the whole picture")
    }

    /// The photo page reaches under the bar and lays its photo out from the safe area: the photo
    /// starts right below the bar (status bar 47 + bar 44), none of it hidden by the bar.
    @Test func thePhotoStartsBelowTheNavigationBar() throws {
        let h = SceneHarness("navigation")
        let navigation = try #require(h.root as? UINavigationController)
        h.perform(h.scene.setUp)
        let page = try #require(navigation.topViewController as? PhotoDetailViewController)
        let bar = navigation.navigationBar.convert(navigation.navigationBar.bounds, to: nil)
        #expect(bar.maxY == 91)
        #expect(page.view.frame.minY == 0 && page.view.safeAreaInsets.top == 91)
        #expect(page.imageView.convert(page.imageView.bounds, to: nil).minY == 91)
        #expect(!h.pixel(195, 93).isClose(to: RGBA(red: 255, green: 255, blue: 255), tolerance: 6), "the photo just below the bar")
    }
}
