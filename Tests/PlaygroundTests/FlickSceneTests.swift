import Foundation
import Testing
@testable import UIKit
import UIKitTesting
@testable import Playground

/// The flick scene: a photo held by UIKit Dynamics under the finger, thrown away to dismiss
/// the viewer (the dismissal's progress following the photo) or sprung back to cancel it.
@MainActor
struct FlickSceneTests {
    /// The viewer, open on the first photo.
    func openViewer(_ h: SceneHarness) throws -> (FlickGalleryViewController, FlickPhotoViewController) {
        let gallery = try #require(h.root as? FlickGalleryViewController)
        h.perform(h.scene.setUp)
        let viewer = try #require(gallery.presentedViewController as? FlickPhotoViewController)
        #expect(viewer.photo == FlickGalleryViewController.photos[0], "the first photo opened")
        return (gallery, viewer)
    }

    @Test func theViewerShowsThePhotoOnBlack() throws {
        let h = SceneHarness("flick")
        let (_, viewer) = try openViewer(h)
        h.settle(for: 0.5)
        #expect(viewer.photoView.center == CGPoint(x: 195, y: 422))
        #expect(viewer.photoView.transform == .identity)
        expectPixel(h, 195, 120, near: Colors.black, tolerance: 2, "the backdrop above the photo")
        expectPixel(h, 195, 760, near: Colors.black, tolerance: 2, "the backdrop below the photo")
        h.expectIdle()
    }

    @Test(arguments: FinishRule.allCases)
    func aThrowCarriesThePhotoOffAndTheGalleryComesBack(rule: FinishRule) throws {
        let h = SceneHarness("flick")
        h.context.settings.rule = rule
        let (gallery, viewer) = try openViewer(h)
        let before = h.samples()
        h.perform(Array(h.scene.finishingDrag.dropLast()))
        // Held by the point grabbed (above its centre), the photo turned as it was pulled down
        // and to the right, and the backdrop lets the gallery through in proportion.
        let angle = atan2(viewer.photoView.transform.b, viewer.photoView.transform.a)
        #expect(abs(angle) > 0.05, "the photo tilts as it is pulled by a point off its centre (\(angle))")
        #expect(viewer.backdrop.layer.presentation().map { $0.opacity < 0.9 } ?? false, "the backdrop fades with the drag")
        h.perform([.release])
        // It keeps going in the throw's direction, down and to the right.
        let center = viewer.photoView.center
        h.screen.run(for: 0.1)
        #expect(viewer.photoView.center.y > center.y + 50 && viewer.photoView.center.x > center.x, "flies on: \(viewer.photoView.center)")
        h.settle()
        #expect(gallery.presentedViewController == nil, "the viewer was dismissed")
        #expect(viewer.view.window == nil)
        #expect(h.context.timeline.decision?.hasPrefix("finish") == true)
        #expect(h.context.timeline.events.contains { $0.text.contains("released") })
        _ = before
        expectPixel(h, 195, 120, near: Colors.white, tolerance: 2, "the gallery's white background again")
        h.expectIdle()
    }

    @Test(arguments: FinishRule.allCases)
    func aShortSlowDragSpringsThePhotoBackAndCancels(rule: FinishRule) throws {
        let h = SceneHarness("flick")
        h.context.settings.rule = rule
        let (gallery, viewer) = try openViewer(h)
        h.settle(for: 0.5)
        let shown = h.samples()
        h.perform(h.scene.cancellingDrag)
        #expect(viewer.photoView.center != CGPoint(x: 195, y: 422), "the photo followed the finger")
        h.settle(for: 3)
        #expect(gallery.presentedViewController === viewer, "still open")
        #expect(viewer.photoView.center == CGPoint(x: 195, y: 422))
        #expect(viewer.photoView.transform == .identity)
        #expect(h.context.timeline.decision?.hasPrefix("cancel") == true)
        h.expectScreen(matches: shown, "the viewer as it was before the drag")
        h.expectIdle()

        // It can be thrown after that.
        h.perform(h.scene.finishingDrag)
        h.settle()
        #expect(gallery.presentedViewController == nil)
    }

    @Test func grabbingThePhotoAgainWhileItSpringsBackHoldsItAgain() throws {
        let h = SceneHarness("flick")
        let (gallery, viewer) = try openViewer(h)
        h.perform([.press(CGPoint(x: 195, y: 380)), .move(to: CGPoint(x: 195, y: 560), duration: 1.5), .hold(0.2), .release])
        h.screen.run(for: 0.05)
        // Caught on its way back and thrown.
        h.perform([.press(viewer.photoView.center), .move(to: CGPoint(x: 20, y: 40), duration: 0.15), .release])
        h.settle()
        #expect(gallery.presentedViewController == nil)
        h.expectIdle()
    }

    @Test func doneClosesWithoutADrag() throws {
        let h = SceneHarness("flick")
        let (gallery, _) = try openViewer(h)
        h.perform([.press(CGPoint(x: 40, y: 65)), .release])
        h.settle()
        #expect(gallery.presentedViewController == nil)
        expectPixel(h, 195, 120, near: Colors.white, tolerance: 2)
    }

    @Test func aResizedWindowRecentresThePhotoAndWhereItSpringsBackTo() throws {
        let h = SceneHarness("flick")
        let (_, viewer) = try openViewer(h)
        h.settle(for: 0.5)
        h.screen.resize(to: CGSize(width: 800, height: 600))
        h.settle(for: 0.3)
        #expect(viewer.photoView.center == CGPoint(x: 400, y: 300))
        #expect(viewer.photoView.bounds.width == 720, "as wide as the window allows, at most 720")
        // Let go gently after a drag, then resized while it springs back: it lands in the new middle.
        h.perform([.press(CGPoint(x: 400, y: 250)), .move(to: CGPoint(x: 420, y: 300), duration: 0.6), .hold(0.15), .release])
        h.screen.run(for: 0.05)
        h.screen.resize(to: CGSize(width: 600, height: 700))
        h.settle(for: 3)
        #expect(viewer.photoView.center == CGPoint(x: 300, y: 350))
        #expect(viewer.presentingViewController != nil, "still open")
    }

    @Test func aPhotosContextMenuOpensItOrRemovesItFromTheGrid() throws {
        let h = SceneHarness("flick")
        let gallery = try #require(h.root as? FlickGalleryViewController)
        let second = gallery.thumbnails[1], third = gallery.thumbnails[2]
        let secondPlace = second.frame
        func menuTitles() -> [String] {
            guard let list = MenuPresenter.current(in: h.window)?.overlay.list else { return [] }
            return list.rows.indices.compactMap { list.title(ofRow: $0) }
        }
        func choose(_ title: String) throws {
            let list = try #require(MenuPresenter.current(in: h.window)?.overlay.list)
            let row = try #require(list.rows.indices.first { list.title(ofRow: $0) == title })
            let frame = list.frame(ofRow: row, in: h.window)
            h.perform([.press(CGPoint(x: frame.midX, y: frame.midY)), .release, .hold(0.6)])
        }
        h.screen.pressSecondary(at: CGPoint(x: secondPlace.midX, y: secondPlace.midY))
        h.screen.releaseSecondary()
        h.settle(for: 0.3)
        #expect(menuTitles() == ["Desert Dunes", "Open", "Remove"])
        try choose("Remove")
        #expect(second.superview == nil && gallery.shownThumbnails.count == 5)
        #expect(third.frame == secondPlace, "the next photo took its place")
        h.screen.pressSecondary(at: CGPoint(x: secondPlace.midX, y: secondPlace.midY))
        h.screen.releaseSecondary()
        h.settle(for: 0.3)
        #expect(menuTitles() == ["Sunset Bay", "Open", "Remove"])
        try choose("Open")
        let viewer = try #require(gallery.presentedViewController as? FlickPhotoViewController)
        #expect(viewer.photo.title == "Sunset Bay")
    }
}
