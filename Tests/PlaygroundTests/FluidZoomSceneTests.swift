import Testing
import UIKitTesting
@testable import Playground

/// The iOS 18 zoom scene on a 390 × 844 screen: a click on the first photo pushes its page with
/// `preferredTransition = .zoom`, the scripted drag down lands it back in its cell, the short
/// slow one lets it spring back — all done by UIKit, the scene only sets the transition. Over
/// the grid, the "Featured" carousel pages sideways a card at a time, and a card zooms too.
@MainActor
struct FluidZoomSceneTests {
    private func opened() throws -> (SceneHarness, UINavigationController, [RGBA]) {
        let h = SceneHarness("fluid-zoom")
        let nav = try #require(h.root as? UINavigationController)
        let grid = h.samples()
        h.perform(h.scene.setUp)
        h.settle()
        return (h, nav, grid)
    }

    @Test func aClickZoomsThePhotosPageOutOfItsCell() throws {
        let h = SceneHarness("fluid-zoom")
        let nav = try #require(h.root as? UINavigationController)
        let grid = try #require(nav.topViewController as? FluidZoomGridViewController)
        let cell = try #require(grid.thumbnail(forItem: 0))
        let cellFrame = cell.convert(cell.bounds, to: nil)
        #expect(cellFrame.contains(CGPoint(x: 65, y: 480)), "the scripted click is on the first photo: \(cellFrame)")
        h.perform([.press(CGPoint(x: 65, y: 480)), .release])
        h.screen.run(for: 0.05)
        let page = try #require(nav.topViewController as? PhotoDetailViewController)
        #expect(page.photo == Photo.all[0])
        // Early on, the page is a small card about the cell, the grid showing around it.
        let card = try #require(page.view.superview)
        let shown = card.superview!.convert(card.layer.presentation()!.frame, to: nil)
        #expect(shown.width < 300 && shown.intersects(cellFrame), "\(shown)")
        h.settle()
        #expect(page.view.superview !== card, "the card is gone")
        #expect(page.view.frame == nav.view.bounds)
        // The page's photo sits under the bar, as it does when pushed with the slide.
        let photo = page.imageView.convert(page.imageView.bounds, to: nil)
        #expect(photo.minY >= nav.navigationBar.frame.maxY - 0.5, "\(photo) under the bar")
        h.expectIdle()
        #expect(h.context.timeline.events.contains { $0.text == "\(page.photo.title): completion (finished)" })
    }

    @Test func theScriptedDragDownLandsThePageInItsCell() throws {
        let (h, nav, grid) = try opened()
        h.perform(Array(h.scene.finishingDrag.dropLast()))
        #expect(nav.transitionCoordinator?.isInteractive == true, "the page follows the finger")
        h.perform([.release])
        h.settle()
        #expect(nav.topViewController is FluidZoomGridViewController)
        h.expectScreen(matches: grid, "the grid as it was, the first photo shown again")
        h.expectIdle()
        #expect(h.context.timeline.events.contains { $0.text == "Grid: completion (finished)" })
    }

    @Test func theShortSlowDragLetsThePageSpringBack() throws {
        let (h, nav, _) = try opened()
        let page = h.samples()
        h.perform(h.scene.cancellingDrag)
        h.settle()
        #expect(nav.topViewController is PhotoDetailViewController)
        h.expectScreen(matches: page, "the page as it was before the drag")
        h.expectIdle()
        #expect(h.context.timeline.events.contains { $0.text == "Grid: completion (cancelled)" })
    }

    @Test func theCarouselPagesACardAtATimeAndACardZoomsOpenAndBack() throws {
        let h = SceneHarness("fluid-zoom")
        let nav = try #require(h.root as? UINavigationController)
        let grid = try #require(nav.topViewController as? FluidZoomGridViewController)
        let first = try #require(grid.thumbnail(forItem: FluidZoomGridViewController.firstFeatured))
        let firstFrame = first.convert(first.bounds, to: nil)
        #expect(abs(firstFrame.midX - 195) < 0.5, "the first card rests in the middle: \(firstFrame)")
        // A flick left brings the second card to the middle, at full size; the first shrinks.
        h.perform([.press(CGPoint(x: 300, y: 250)), .move(to: CGPoint(x: 180, y: 250), duration: 0.08), .release])
        h.settle()
        let second = try #require(grid.thumbnail(forItem: FluidZoomGridViewController.firstFeatured + 1))
        let secondFrame = second.convert(second.bounds, to: nil)
        #expect(abs(secondFrame.midX - 195) < 0.5, "\(secondFrame)")
        #expect(abs(secondFrame.width - (390 - 32) * 0.78) < 0.5, "the middle card is at full size: \(secondFrame)")
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.transform.a < 0.97, "the card that left the middle is smaller: \(cell.transform.a)")
        let carousel = h.samples()
        // A click on the card zooms its page open out of it; the drag down lands it back.
        h.perform([.press(CGPoint(x: 195, y: 250)), .release])
        h.screen.run(for: 0.05)
        let page = try #require(nav.topViewController as? PhotoDetailViewController)
        #expect(page.photo == Photo.all[1])
        let card = try #require(page.view.superview)
        let shown = card.superview!.convert(card.layer.presentation()!.frame, to: nil)
        #expect(shown.intersects(secondFrame) && shown.width < 380, "the page starts from the card: \(shown)")
        h.settle()
        h.perform(h.scene.finishingDrag)
        h.settle()
        #expect(nav.topViewController is FluidZoomGridViewController)
        h.expectScreen(matches: carousel, "the carousel as it was, the card shown again")
        h.expectIdle()
    }
}
