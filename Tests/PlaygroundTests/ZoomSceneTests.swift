import Testing
import UIKitTesting
@testable import Playground

@MainActor
struct ZoomSceneTests {
    /// Whether the detail screen's black title is drawn where the grid shows its (orange) seventh thumbnail.
    func showsDetailTitle(_ h: SceneHarness) -> Bool {
        [398, 404, 410].contains { y in
            (22...130).contains { x in
                let p = h.pixel(CGFloat(x), CGFloat(y))
                return p.red < 60 && p.green < 60 && p.blue < 60
            }
        }
    }

    @Test func aClickZoomsTheThumbnailOpen() throws {
        let h = SceneHarness("zoom")
        let grid = try #require(h.root as? PhotoGridViewController)
        h.perform(h.scene.setUp)
        let detail = try #require(grid.presentedViewController as? ZoomDetailViewController)
        #expect(detail.photo == Photo.all[0])
        #expect(!detail.photoCard.isHidden && grid.thumbnails.allSatisfy { !$0.isHidden })
        #expect(showsDetailTitle(h), "the detail's title covers the grid's last row")
    }

    @Test func aLongFastDragDownShrinksThePhotoBackIntoTheGrid() throws {
        let h = SceneHarness("zoom")
        let grid = try #require(h.root as? PhotoGridViewController)
        let gridSamples = h.samples()
        h.perform(h.scene.setUp)
        h.perform(h.scene.finishingDrag)
        h.settle()
        #expect(grid.presentedViewController == nil)
        #expect(grid.thumbnails.allSatisfy { !$0.isHidden })
        #expect(!showsDetailTitle(h))
        h.expectScreen(matches: gridSamples, "the grid as it was before the zoom")
        h.expectIdle()
        #expect(h.context.timeline.decision?.hasPrefix("finish") == true)
    }

    @Test func aShortSlowDragDownCancels() throws {
        let h = SceneHarness("zoom")
        let grid = try #require(h.root as? PhotoGridViewController)
        h.perform(h.scene.setUp)
        let detail = h.samples()
        h.perform(h.scene.cancellingDrag)
        h.settle()
        #expect(grid.presentedViewController is ZoomDetailViewController)
        h.expectScreen(matches: detail, "the detail screen as it was before the drag")
        #expect(h.context.timeline.decision?.hasPrefix("cancel") == true)
    }

    @Test func holdingAThumbnailThenDraggingItUpZoomsItOpenByHand() throws {
        let h = SceneHarness("zoom")
        let grid = try #require(h.root as? PhotoGridViewController)
        // The fifth thumbnail (middle of the grid), held still, dragged half-way and held: the zoom follows.
        let start = CGPoint(x: 195, y: 285)
        h.perform([.press(start), .hold(PhotoGridViewController.liftDelay + 0.05),
                   .move(to: CGPoint(x: 195, y: 135), duration: 0.5), .hold(0.2)])
        #expect(grid.presentedViewController is ZoomDetailViewController)
        #expect(grid.collectionView.contentOffset.y == 0, "the lifted photo does not scroll the grid")
        #expect(grid.thumbnail(forItem: 4)?.isHidden == true, "the thumbnail's snapshot travels instead")
        h.perform([.move(to: CGPoint(x: 195, y: 0), duration: 0.1), .release])
        h.settle()
        let detail = try #require(grid.presentedViewController as? ZoomDetailViewController)
        #expect(detail.photo == Photo.all[4])
        #expect(showsDetailTitle(h), "the detail's title covers the grid's last row")
    }
}
