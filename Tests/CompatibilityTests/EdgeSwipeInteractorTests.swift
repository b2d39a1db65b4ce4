import Testing
import UIKitTesting
import TestSupport

/// Drives client program 1 (EdgeSwipeInteractor.swift) with scripted edge drags.
///
/// Positions by hand: the slide animator uses UIKit's default curve (ease-in-out) over 0.3 s;
/// while the finger drags, the transition shows the frame at `p·0.3 s`, so the message view's
/// left edge is at `320·easeInOut(p)`, with `p` the finger's travel over the width.
@MainActor
@Suite(.serialized) struct EdgeSwipeInteractorTests {
    let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
    let window: UIWindow
    let inbox = InboxViewController()
    let nav: InboxNavigationController

    init() {
        window = screen.makeWindow()
        nav = InboxNavigationController(rootViewController: inbox)
        window.rootViewController = nav
        screen.renderFrame()
    }

    func openMessage() -> MessageViewController {
        let message = MessageViewController()
        inbox.open(message)
        screen.run(for: 0.6)
        return message
    }

    @Test func pushSlidesTheMessageIn() {
        let message = openMessage()
        #expect(nav.viewControllers.count == 2 && nav.topViewController === message)
        #expect(message.view.window === window && inbox.viewIfLoaded?.window == nil)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 300)) == Compat.blue)
        #expect(message.lifecycle == ["willAppear", "didAppear"])
        expectNoTransitionLeftovers(in: window)
    }

    @Test func aLongEdgeDragPopsTheMessage() {
        let message = openMessage()
        screen.press(at: CGPoint(x: 4, y: 300))
        screen.drag(to: CGPoint(x: 4 + 0.4 * 320, y: 300), duration: 0.25)
        // Mid-drag: the message's left edge where ease-in-out puts it at 40 %.
        let edge = 320 * CGFloat(HandCurve.easeInOut.value(at: 0.4))
        #expect(screen.pixel(at: CGPoint(x: edge + 12, y: 300)) == Compat.blue, "right of the edge at \(edge)")
        #expect(screen.pixel(at: CGPoint(x: edge - 12, y: 300)) == Compat.red, "left of the edge at \(edge)")
        #expect(nav.transitionCoordinator?.isInteractive == true)
        screen.drag(to: CGPoint(x: 4 + 0.7 * 320, y: 300), duration: 0.2)
        screen.release()
        screen.run(for: 0.6)
        #expect(nav.viewControllers.count == 1 && nav.topViewController === inbox)
        #expect(inbox.view.window === window && message.viewIfLoaded?.window == nil)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 300)) == Compat.red)
        #expect(screen.pixel(at: CGPoint(x: 300, y: 470)) == Compat.red)
        #expect(message.lifecycle == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(inbox.lifecycle.suffix(2) == ["willAppear", "didAppear"])
        #expect(nav.transitionCoordinator == nil)
        expectNoTransitionLeftovers(in: window, views: [message.view])
    }

    @Test func aShortEdgeDragCancels() {
        let message = openMessage()
        let before = inbox.lifecycle
        screen.press(at: CGPoint(x: 4, y: 300))
        screen.drag(to: CGPoint(x: 4 + 0.3 * 320, y: 300), duration: 0.25)
        screen.release()
        screen.run(for: 0.6)
        #expect(nav.viewControllers.count == 2 && nav.topViewController === message)
        #expect(message.view.window === window && inbox.viewIfLoaded?.window == nil)
        #expect(message.view.frame == window.bounds, "the message is back in place")
        #expect(screen.pixel(at: CGPoint(x: 160, y: 300)) == Compat.blue)
        #expect(screen.pixel(at: CGPoint(x: 10, y: 470)) == Compat.blue)
        // The inbox heard willAppear, then willDisappear and didDisappear — never didAppear.
        #expect(Array(inbox.lifecycle.dropFirst(before.count)) == ["willAppear", "willDisappear", "didDisappear"])
        #expect(message.lifecycle.suffix(3) == ["willDisappear", "willAppear", "didAppear"])
        expectNoTransitionLeftovers(in: window, views: [inbox.view])
        // And the swipe still works afterwards.
        screen.press(at: CGPoint(x: 4, y: 300))
        screen.drag(to: CGPoint(x: 4 + 0.8 * 320, y: 300), duration: 0.3)
        screen.release()
        screen.run(for: 0.6)
        #expect(nav.viewControllers.count == 1 && screen.pixel(at: CGPoint(x: 160, y: 300)) == Compat.red)
    }

    /// The back button still pops without interaction (the interactor is not in progress).
    @Test func theBackButtonPopsWithoutInteraction() {
        let message = openMessage()
        nav.popViewController(animated: true)
        #expect(nav.transitionCoordinator.map { !$0.initiallyInteractive } ?? true)
        screen.run(for: 0.6)
        #expect(nav.viewControllers.count == 1 && message.viewIfLoaded?.window == nil)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 300)) == Compat.red)
    }
}
