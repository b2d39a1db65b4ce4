import Testing
import TestSupport
import UIKitTesting
@testable import Playground

@MainActor
struct InterruptibleSceneTests {
    /// The player card's colour.
    let card = RGBA(red: 23, green: 38, blue: 64)

    @Test func aLongFastDragUpOpensThePlayer() throws {
        let h = SceneHarness("interruptible")
        let listen = try #require(h.root as? ListenNowViewController)
        h.perform(h.scene.setUp)
        h.perform(h.scene.finishingDrag)
        h.settle()
        #expect(listen.presentedViewController is PlayerViewController)
        #expect(listen.playerTransition.phase == .open)
        expectPixel(h, 20, 300, near: card, tolerance: 3)
        expectPixel(h, 5, 600, near: card, tolerance: 3)
        #expect(listen.statusLabel.text?.hasPrefix("Open") == true)
        h.expectIdle()
        #expect(h.context.timeline.decision?.hasPrefix("finish") == true)
    }

    @Test func aShortSlowDragUpCancels() throws {
        let h = SceneHarness("interruptible")
        let listen = try #require(h.root as? ListenNowViewController)
        let closed = h.samples()
        h.perform(h.scene.setUp)
        h.perform(h.scene.cancellingDrag)
        h.settle()
        #expect(listen.presentedViewController == nil)
        #expect(listen.playerTransition.phase == .closed)
        h.expectScreen(matches: closed, "the closed screen as before the drag")
        #expect(h.context.timeline.decision?.hasPrefix("cancel") == true)
    }

    @Test func theCardCanBeCaughtWhileItOpensAndPulledBackDown() throws {
        let h = SceneHarness("interruptible")
        let listen = try #require(h.root as? ListenNowViewController)
        let transition = listen.playerTransition!
        let closed = h.samples()
        // A fast flick up from the mini player: the card finishes opening by itself…
        h.perform([.press(CGPoint(x: 195, y: 730)), .move(to: CGPoint(x: 195, y: 560), duration: 0.1), .release])
        h.screen.run(for: 0.1)
        #expect(transition.phase == .settling(opening: true, finishing: true))
        let player = try #require(listen.presentedViewController as? PlayerViewController)
        // …until a press on the card as it is drawn catches it where it is.
        let drawn = try #require(player.view.layer.presentation()?.frame)
        #expect(drawn.minY > PlayerPresentationController.topGap + 20, "still on its way: \(drawn)")
        h.screen.press(at: CGPoint(x: 195, y: drawn.minY + 40))
        guard case .caught = transition.phase else {
            Issue.record("not caught: \(transition.phase)")
            return
        }
        #expect(listen.statusLabel.text?.hasPrefix("Caught at") == true)
        h.screen.hold(for: 0.2)
        let held = try #require(player.view.layer.presentation()?.frame)
        expectNear(held.minY, drawn.minY, tolerance: CGFloat(12).nextDown, "the caught card stays under the finger: \(held.minY) vs \(drawn.minY)")
        // Pulled back down and let go: it closes.
        h.screen.drag(to: CGPoint(x: 195, y: 840), duration: 0.15)
        h.screen.release()
        h.settle()
        #expect(listen.presentedViewController == nil)
        #expect(transition.phase == .closed)
        #expect(transition.catches == 1)
        #expect(listen.statusLabel.text == "Closed · caught 1× · drag the mini player up")
        h.expectScreen(matches: closed, "the closed screen")
        #expect(h.context.timeline.events.contains { $0.text.hasPrefix("caught at") })
    }

    @Test func aPressBesideTheMovingCardDoesNotCatchIt() throws {
        let h = SceneHarness("interruptible")
        let listen = try #require(h.root as? ListenNowViewController)
        h.perform([.press(CGPoint(x: 195, y: 730)), .move(to: CGPoint(x: 195, y: 560), duration: 0.1), .release])
        h.screen.run(for: 0.05)
        h.screen.press(at: CGPoint(x: 195, y: 20))   // above the card, in the status area
        #expect(listen.playerTransition.phase == .settling(opening: true, finishing: true))
        h.screen.release()
        h.settle()
        #expect(listen.playerTransition.phase == .open)
    }

    @Test func aClickOnTheMiniPlayerOpensAndAClickAboveTheCardCloses() throws {
        let h = SceneHarness("interruptible")
        let listen = try #require(h.root as? ListenNowViewController)
        h.perform([.press(CGPoint(x: 195, y: 730)), .release])
        h.settle()
        #expect(listen.presentedViewController is PlayerViewController)
        h.perform([.press(CGPoint(x: 195, y: 60)), .release])
        h.settle()
        #expect(listen.presentedViewController == nil)
    }

    @Test func aCardOpenedByAClickCanBeCaughtToo() throws {
        let h = SceneHarness("interruptible")
        let listen = try #require(h.root as? ListenNowViewController)
        h.perform([.press(CGPoint(x: 195, y: 730)), .release])
        h.screen.run(for: 0.15)
        let player = try #require(listen.presentedViewController as? PlayerViewController)
        #expect(player.transitionCoordinator?.isInteractive == false, "a click runs the transition by itself")
        let drawn = try #require(player.view.layer.presentation()?.frame)
        h.screen.press(at: CGPoint(x: 195, y: drawn.minY + 40))
        guard case .caught = listen.playerTransition.phase else {
            Issue.record("not caught: \(listen.playerTransition.phase)")
            return
        }
        #expect(player.transitionCoordinator?.isInteractive == true, "caught: interactive again")
        h.screen.hold(for: 0.3)
        let held = try #require(player.view.layer.presentation()?.frame)
        expectNear(held.minY, drawn.minY, tolerance: CGFloat(12).nextDown, "held where it was caught: \(held.minY) vs \(drawn.minY)")
        h.screen.release()
        h.settle()
        #expect(listen.playerTransition.phase == .closed, "let go near the start, at rest: it closes")
    }
}

extension InterruptibleSceneTests {
    @Test func theStatusLineFollowsACardClosedByTheBackKey() throws {
        // The player opened by a drag, then closed with Backspace (the playground's back key,
        // which dismisses it without the scene's own gestures): the status says so.
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let window = screen.makeWindow()
        let context = PlaygroundContext()
        let listen = ListenNowViewController(context: context)
        window.rootViewController = PlaygroundContainerViewController(content: listen, context: context)
        screen.renderFrame()
        screen.press(at: CGPoint(x: 195, y: 730))
        screen.drag(to: CGPoint(x: 195, y: 300), duration: 0.25)
        screen.release()
        screen.run(for: 1.5)
        #expect(listen.statusLabel.text?.hasPrefix("Open") == true)
        screen.press(.backspace)
        #expect(listen.statusLabel.text?.hasPrefix("Closing") == true, "\(listen.statusLabel.text ?? "")")
        screen.run(for: 1.5)
        #expect(listen.presentedViewController == nil)
        #expect(listen.playerTransition.phase == .closed)
        #expect(listen.statusLabel.text == "Closed · drag the mini player up", "\(listen.statusLabel.text ?? "")")
    }
}
