import Testing
import UIKitTesting
import TestSupport

/// Drives client program 6 (InterruptibleReaderTransition.swift): an interruptible dismissal
/// that the finger can catch again while it finishes.
@MainActor
@Suite(.serialized) struct InterruptibleReaderTransitionTests {
    let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
    let window: UIWindow
    let list = ArticleListViewController()
    let reader = ReaderViewController()

    init() {
        window = screen.makeWindow()
        window.rootViewController = list
        screen.renderFrame()
        list.present(reader, animated: true)
        screen.run(for: 0.6)
    }

    @Test func aLongDragDismisses() {
        screen.press(at: CGPoint(x: 160, y: 100))
        screen.drag(to: CGPoint(x: 160, y: 100 + 0.3 * 480), duration: 0.3)
        // Scrubbed linearly: 30 % of 480 = 144 pt lower.
        #expect(screen.pixel(at: CGPoint(x: 160, y: 134)) == Compat.red)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 154)) == Compat.blue)
        #expect(reader.transitionCoordinator?.isInterruptible == true)
        screen.drag(to: CGPoint(x: 160, y: 100 + 0.7 * 480), duration: 0.3)
        screen.release()
        screen.run(for: 0.8)
        #expect(list.presentedViewController == nil && reader.viewIfLoaded?.window == nil)
        #expect(reader.readerTransition.outcomes == [true])
        #expect(screen.pixel(at: CGPoint(x: 160, y: 240)) == Compat.red)
        expectNoTransitionLeftovers(in: window, views: [reader.view])
    }

    /// Released past half-way, the card starts to finish; the finger catches it and drags it back
    /// up; released, it cancels and the reader stays.
    @Test func caughtWhileFinishingAndPutBack() {
        screen.press(at: CGPoint(x: 160, y: 100))
        screen.drag(to: CGPoint(x: 160, y: 100 + 0.6 * 480), duration: 0.3)
        screen.release()
        screen.run(for: 2.0 / 60)
        #expect(reader.transitionCoordinator != nil && reader.transitionCoordinator?.isInteractive == false,
                "finishing on its own")
        // The card is shown at least 60 % down (its top below y = 288): catch it near the bottom.
        screen.press(at: CGPoint(x: 160, y: 470))
        screen.drag(to: CGPoint(x: 160, y: 470 - 280), duration: 0.3)
        #expect(reader.grabs == 1, "the pan caught the moving reader")
        #expect(reader.transitionCoordinator?.isInteractive == true, "interactive again after pause()")
        screen.hold(for: 0.1)
        screen.release()
        screen.run(for: 1)
        #expect(list.presentedViewController === reader, "the reader stays")
        #expect(reader.readerTransition.outcomes == [false])
        #expect(reader.view.window === window && reader.articleView.transform == .identity)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 20)) == Compat.blue)
        #expect(reader.transitionCoordinator == nil)
        expectNoTransitionLeftovers(in: window)
    }
}
