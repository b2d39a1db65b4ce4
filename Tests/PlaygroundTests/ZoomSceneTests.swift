import Foundation
import Testing
import UIKitTesting
import TestSupport
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

    // MARK: Zooming the photo in its card

    /// The detail screen, opened by the scene's set-up.
    func openDetail(_ h: SceneHarness) throws -> ZoomDetailViewController {
        let grid = try #require(h.root as? PhotoGridViewController)
        h.perform(h.scene.setUp)
        return try #require(grid.presentedViewController as? ZoomDetailViewController)
    }

    func doubleClick(_ h: SceneHarness, at point: CGPoint) {
        h.perform([.press(point), .release, .hold(0.1), .press(point), .release])
        h.settle(for: 0.5)
    }

    @Test func controlWheelZoomsThePhotoInItsCardAboutThePointer() throws {
        let h = SceneHarness("zoom")
        let detail = try openDetail(h)
        let card = detail.photoCard.frame
        let pointer = CGPoint(x: card.minX + card.width * 0.3, y: card.minY + card.height * 0.4)
        let underPointer = detail.photoView.convert(pointer, from: nil)
        h.screen.scrollWheel(at: pointer, clicks: -5, control: true)
        h.settle(for: 0.5)
        expectNear(detail.photoScroller.zoomScale, pow(1.1, 5), tolerance: 1e-9)
        expectNear(detail.photoView.convert(underPointer, to: nil), pointer, tolerance: 1e-6, "the photo's point under the pointer stays under it")
        #expect(detail.photoCard.frame == card, "the card keeps its place; the photo grows inside it")
        let photoOnScreen = detail.photoView.convert(detail.photoView.bounds, to: nil)
        #expect(photoOnScreen.width > card.width * 1.6 && !card.contains(photoOnScreen))
        #expect(detail.transitionCoordinator == nil && (h.root as? PhotoGridViewController)?.presentedViewController === detail,
                "no transition began")
        h.expectIdle()
    }

    @Test func zoomedInADragMovesThePhotoAndOnlyUnzoomedItDismisses() throws {
        let h = SceneHarness("zoom")
        let grid = try #require(h.root as? PhotoGridViewController)
        let detail = try openDetail(h)
        let card = detail.photoCard.frame
        doubleClick(h, at: CGPoint(x: card.midX, y: card.midY))
        expectNear(detail.photoScroller.zoomScale, ZoomDetailViewController.doubleClickZoom, tolerance: 1e-9)
        let before = detail.photoScroller.contentOffset
        h.perform(h.scene.finishingDrag)
        h.settle()
        #expect(grid.presentedViewController === detail, "the drag moved the zoomed photo; nothing was dismissed")
        #expect(detail.photoScroller.contentOffset.y < before.y, "dragged down, the photo shows more of its top: \(detail.photoScroller.contentOffset)")
        doubleClick(h, at: CGPoint(x: card.midX, y: card.midY))
        #expect(detail.photoScroller.zoomScale == 1 && detail.photoScroller.contentOffset == .zero, "a second double-click zooms back out")
        h.perform(h.scene.finishingDrag)
        h.settle()
        #expect(grid.presentedViewController == nil, "at its size the photo's drag shrinks it back into the grid")
    }
}

