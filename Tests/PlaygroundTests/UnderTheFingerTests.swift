import Testing
import TestSupport
import UIKitTesting
@testable import Playground

/// What is dragged stays under the finger, as in iOS apps: the point of the zoom scene's photo
/// that the finger took hold of, and the player card grown out of the mini player.
@MainActor
struct UnderTheFingerTests {
    /// Where the travelling photo is drawn, in the window.
    func drawnPhoto(_ animator: ZoomAnimator) -> CGRect? {
        guard let clip = animator.travellers.last, let container = clip.superview else { return nil }
        let layer = clip.layer.presentation() ?? clip.layer
        return container.convert(layer.frame, to: nil)
    }

    @Test("dragging the zoomed photo down: it shrinks toward its thumbnail, and the point the finger holds stays under it")
    func zoomPhotoFollowsTheFinger() throws {
        let h = SceneHarness("zoom")
        let grid = try #require(h.root as? PhotoGridViewController)
        h.perform(h.scene.setUp)
        let detail = try #require(grid.presentedViewController as? ZoomDetailViewController)
        let photo = detail.photoView.convert(detail.photoView.bounds, to: nil)
        let press = CGPoint(x: photo.midX + 60, y: photo.minY + photo.height * 0.7)
        let held = CGPoint(x: (press.x - photo.minX) / photo.width, y: (press.y - photo.minY) / photo.height)

        h.screen.press(at: press)
        for step in 1...3 {
            let finger = CGPoint(x: press.x - CGFloat(step) * 15, y: press.y + CGFloat(step) * 50)
            h.screen.drag(to: finger, duration: 0.4)
            h.screen.hold(for: 0.1)
            let animator = try #require((detail.transitioningDelegate as? ZoomTransitionController)?.animator)
            let drawn = try #require(drawnPhoto(animator), "the photo travels")
            #expect(drawn.width < photo.width * (1 - 0.1 * CGFloat(step)), "step \(step): the photo shrinks (\(drawn.width) of \(photo.width))")
            let at = CGPoint(x: (finger.x - drawn.minX) / drawn.width, y: (finger.y - drawn.minY) / drawn.height)
            expectNear(at.x, held.x, tolerance: 0.02, "step \(step): the finger holds the same point across")
            expectNear(at.y, held.y, tolerance: 0.02, "step \(step): the finger holds the same point down")
        }
        // Let go (slowly, near the start): the zoom cancels and the photo is back in its place.
        h.screen.drag(to: CGPoint(x: press.x, y: press.y + 20), duration: 0.6)
        h.screen.hold(for: 0.2)
        h.screen.release()
        h.settle()
        #expect(grid.presentedViewController === detail)
        let after = detail.photoView.convert(detail.photoView.bounds, to: nil)
        #expect(after == photo)
        h.expectIdle()
    }

    @Test("a drag up on the mini player: the card comes out from under the finger and its top keeps the grab's distance")
    func playerCardFollowsTheFinger() throws {
        let h = SceneHarness("interruptible")
        let listen = try #require(h.root as? ListenNowViewController)
        let mini = listen.miniPlayer.convert(listen.miniPlayer.bounds, to: nil)
        let press = CGPoint(x: 195, y: mini.midY)
        let cardColour = RGBA(red: 23, green: 38, blue: 64)
        func cardTop() -> CGFloat? {
            stride(from: 0, to: 844, by: 1).first { h.pixel(20, CGFloat($0)).isClose(to: cardColour, tolerance: 4) }.map { CGFloat($0) }
        }
        h.screen.press(at: press)
        for lift in [60.0, 200.0, 400.0] {
            h.screen.drag(to: CGPoint(x: press.x, y: press.y - lift), duration: 0.5)
            h.screen.hold(for: 0.1)
            let top = try #require(cardTop(), "the card shows after a \(lift)-point drag")
            expectNear(top, mini.minY - lift, tolerance: 2, "after a \(lift)-point drag the card's top is where the mini player's top went")
        }
        h.screen.release()
        h.settle()
        #expect(listen.playerTransition.phase == .open || listen.playerTransition.phase == .closed)
    }
}
