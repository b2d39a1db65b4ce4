import Testing
import UIKitTesting
@testable import Playground

@MainActor
struct PercentDrivenSceneTests {
    /// The colour of a page's band: near the top-left of its card, above the step label (which
    /// starts 16 points into the band, 50 points down the window).
    func band(_ h: SceneHarness) -> RGBA { h.pixel(60, 42) }

    @Test(arguments: FinishRule.allCases)
    func aLongFastLeftDragPushesTheNextPage(rule: FinishRule) throws {
        let h = SceneHarness("percent-driven")
        h.context.settings.rule = rule
        let deck = try #require(h.root as? PageDeckController)
        h.perform(h.scene.setUp)
        h.perform(h.scene.finishingDrag)
        h.settle()
        #expect(deck.viewControllers.count == 2)
        #expect((deck.topViewController as? PageViewController)?.number == 2)
        #expect(band(h).isClose(to: RGBA(red: 88, green: 86, blue: 214), tolerance: 4), "page 2's indigo band: \(band(h))")
        h.expectIdle()
        #expect(h.context.timeline.decision?.hasPrefix("finish") == true)
    }

    @Test(arguments: FinishRule.allCases)
    func aShortSlowLeftDragCancels(rule: FinishRule) throws {
        let h = SceneHarness("percent-driven")
        h.context.settings.rule = rule
        let deck = try #require(h.root as? PageDeckController)
        h.perform(h.scene.setUp)
        let first = h.samples()
        h.perform(h.scene.cancellingDrag)
        h.settle()
        #expect(deck.viewControllers.count == 1)
        h.expectScreen(matches: first, "page 1 as it was before the drag")
        #expect(h.context.timeline.decision?.hasPrefix("cancel") == true)
    }

    @Test func aRightDragPopsBackAndAVerticalDragDoesNothing() throws {
        let h = SceneHarness("percent-driven")
        let deck = try #require(h.root as? PageDeckController)
        let first = h.samples()
        h.perform(h.scene.finishingDrag)
        h.settle()
        h.perform([.press(CGPoint(x: 195, y: 400)), .move(to: CGPoint(x: 200, y: 150), duration: 0.2), .release])
        h.settle()
        #expect(deck.viewControllers.count == 2, "a vertical drag is not a page turn")
        h.perform([.press(CGPoint(x: 60, y: 400)), .move(to: CGPoint(x: 340, y: 405), duration: 0.25), .release])
        h.settle()
        #expect(deck.viewControllers.count == 1)
        h.expectScreen(matches: first, "page 1 again")
    }

    @Test func theFirstPageCannotBeDraggedBack() throws {
        let h = SceneHarness("percent-driven")
        let deck = try #require(h.root as? PageDeckController)
        h.perform([.press(CGPoint(x: 60, y: 400)), .move(to: CGPoint(x: 340, y: 405), duration: 0.25), .release])
        h.settle()
        #expect(deck.viewControllers.count == 1)
        #expect(h.context.timeline.events.isEmpty)
    }

    @Test func escapeDuringADragPutsThePageBack() throws {
        let h = SceneHarness("percent-driven")
        let deck = try #require(h.root as? PageDeckController)
        let first = h.samples()
        h.perform([.press(CGPoint(x: 320, y: 400)), .move(to: CGPoint(x: 40, y: 405), duration: 0.3), .escape])
        h.settle()
        #expect(deck.viewControllers.count == 1)
        h.expectScreen(matches: first, "page 1 as it was before the drag")
        #expect(h.context.timeline.decision == "cancel: the drag was cancelled")
    }
}
