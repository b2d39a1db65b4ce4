import Testing
import UIKitTesting
import TestSupport

/// Drives client program 5 (PropertyAnimatorInteraction.swift): a custom interaction controller
/// scrubbing its own UIViewPropertyAnimator. With a custom interaction controller UIKit does not
/// call `animateTransition` (DESIGN §3); the interaction reports progress and completes.
///
/// Positions by hand: a paused property animator scrubs linearly (`scrubsLinearly` defaults to
/// true), so at `p` the drawer is `p·480` lower.
@MainActor
@Suite(.serialized) struct PropertyAnimatorInteractionTests {
    let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
    let window: UIWindow
    let library = LibraryViewController()
    let drawer = DrawerViewController()

    init() {
        window = screen.makeWindow()
        window.rootViewController = library
        screen.renderFrame()
        library.present(drawer, animated: true)
        screen.run(for: 0.6)
    }

    @Test func dragDownFarEnoughDismisses() {
        #expect(screen.pixel(at: CGPoint(x: 160, y: 240)) == Compat.blue)
        screen.press(at: CGPoint(x: 160, y: 100))
        screen.drag(to: CGPoint(x: 160, y: 100 + 0.25 * 480), duration: 0.3)
        // At 25 % the drawer is 120 pt lower: the library shows above it.
        #expect(screen.pixel(at: CGPoint(x: 160, y: 110)) == Compat.red)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 130)) == Compat.blue)
        #expect(drawer.transitionCoordinator?.isInteractive == true)
        expectNear(drawer.transitionCoordinator?.percentComplete, 0.25, tolerance: 1e-9, "the context took the reported progress")
        screen.drag(to: CGPoint(x: 160, y: 100 + 0.6 * 480), duration: 0.3)
        screen.release()
        screen.run(for: 0.8)
        #expect(library.presentedViewController == nil && drawer.presentingViewController == nil)
        #expect(drawer.viewIfLoaded?.window == nil && library.view.window === window)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 240)) == Compat.red)
        #expect(drawer.transitionController.dismissAnimator.animateTransitionCalls == 0,
                "UIKit does not call animateTransition with a custom interaction controller")
        expectNoTransitionLeftovers(in: window, views: [drawer.view])
    }

    @Test func aShortDragCancels() {
        screen.press(at: CGPoint(x: 160, y: 100))
        screen.drag(to: CGPoint(x: 160, y: 100 + 0.3 * 480), duration: 0.3)
        screen.release()
        screen.run(for: 0.8)
        #expect(library.presentedViewController === drawer)
        #expect(drawer.view.window === window && drawer.view.transform == .identity)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 20)) == Compat.blue)
        #expect(drawer.transitionController.dismissAnimator.animateTransitionCalls == 0)
        #expect(drawer.transitionCoordinator == nil)
        expectNoTransitionLeftovers(in: window)
    }

    /// The close button dismisses without interaction: then UIKit does call `animateTransition`.
    @Test func theCloseButtonUsesTheAnimator() {
        drawer.close()
        screen.run(for: 0.8)
        #expect(library.presentedViewController == nil)
        #expect(drawer.transitionController.dismissAnimator.animateTransitionCalls == 1)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 240)) == Compat.red)
    }
}
