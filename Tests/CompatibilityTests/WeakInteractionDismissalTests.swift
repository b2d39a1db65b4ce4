import Testing
import UIKitTesting
import TestSupport

/// Drives client program 2 (WeakInteractionDismissal.swift): a photo dragged down, with the
/// interaction controller held only weakly by the app.
///
/// Positions by hand: the dismissal is linear over 0.35 s, so while dragging `p` of the height
/// the photo is `p·480` lower.
@MainActor
@Suite(.serialized) struct WeakInteractionDismissalTests {
    let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
    let window: UIWindow
    let gallery = GalleryViewController()
    let photo = PhotoViewController()

    init() {
        window = screen.makeWindow()
        window.rootViewController = gallery
        screen.renderFrame()
        gallery.showPhoto(photo)
        screen.run(for: 0.6)
    }

    @Test func thePhotoIsPresented() {
        #expect(gallery.presentedViewController === photo)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 240)) == Compat.blue)
    }

    @Test func aLongDragDismissesAndTheSystemKeptTheInteractionAlive() {
        screen.press(at: CGPoint(x: 160, y: 100))
        screen.drag(to: CGPoint(x: 160, y: 100 + 0.3 * 480), duration: 0.3)
        #expect(photo.interactionController != nil, "the app holds it weakly: UIKit keeps it alive")
        // Mid-drag: the photo 0.3·480 = 144 lower, the gallery above it.
        #expect(screen.pixel(at: CGPoint(x: 160, y: 130)) == Compat.red)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 160)) == Compat.blue)
        screen.drag(to: CGPoint(x: 160, y: 100 + 0.65 * 480), duration: 0.3)
        screen.hold(for: 0.2)
        screen.release()
        screen.run(for: 0.6)
        #expect(gallery.presentedViewController == nil && photo.presentingViewController == nil)
        #expect(photo.viewIfLoaded?.window == nil)
        #expect(gallery.view.window === window, "the gallery is back in the window")
        #expect(window.subviews.count == 1 && window.subviews.first === gallery.view, "\(window.subviews)")
        #expect(screen.pixel(at: CGPoint(x: 160, y: 240)) == Compat.red)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 470)) == Compat.red)
        #expect(photo.interactionController == nil, "released once the dismissal ended")
        #expect(photo.dismissals == 1)
        expectNoTransitionLeftovers(in: window, views: [photo.view])
    }

    @Test func aShortSlowDragCancels() {
        screen.press(at: CGPoint(x: 160, y: 100))
        screen.drag(to: CGPoint(x: 160, y: 100 + 0.25 * 480), duration: 0.4)
        screen.hold(for: 0.2)
        screen.release()
        screen.run(for: 0.6)
        #expect(gallery.presentedViewController === photo)
        #expect(photo.view.window === window && gallery.viewIfLoaded?.window == nil)
        #expect(photo.view.transform == .identity)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 20)) == Compat.blue)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 470)) == Compat.blue)
        #expect(photo.interactionController == nil)
        expectNoTransitionLeftovers(in: window, views: [gallery.view])
        // A second, longer drag dismisses.
        screen.press(at: CGPoint(x: 160, y: 100))
        screen.drag(to: CGPoint(x: 160, y: 100 + 0.7 * 480), duration: 0.3)
        screen.release()
        screen.run(for: 0.6)
        #expect(gallery.presentedViewController == nil && gallery.view.window === window)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 240)) == Compat.red)
    }

    /// A quick flick dismisses even when short (the app's velocity rule).
    @Test func aFlickDismisses() {
        screen.press(at: CGPoint(x: 160, y: 100))
        screen.drag(to: CGPoint(x: 160, y: 100 + 0.2 * 480), duration: 0.04)
        screen.release()
        screen.run(for: 0.8)
        #expect(gallery.presentedViewController == nil)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 240)) == Compat.red)
    }
}
