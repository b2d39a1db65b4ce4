import Testing
import UIKitTesting
@testable import Playground

/// Scene 7: a horizontal drag turns the page over in perspective (a card flip, then a cube),
/// scrubbed by the finger and finished or cancelled on release.
@MainActor
struct FlipSceneTests {
    static let blue = RGBA(red: 0, green: 122, blue: 255)
    static let orange = RGBA(red: 255, green: 149, blue: 0)
    static let green = RGBA(red: 52, green: 199, blue: 89)

    /// A point of the card clear of its labels.
    func card(_ h: SceneHarness) -> RGBA { h.pixel(60, 600) }

    @Test(arguments: FinishRule.allCases)
    func aLongFastLeftDragFlipsToTheNextPage(rule: FinishRule) throws {
        let h = SceneHarness("flip")
        h.context.settings.rule = rule
        let deck = try #require(h.root as? FlipDeckController)
        h.perform(h.scene.setUp)
        h.perform(h.scene.finishingDrag)
        h.settle()
        #expect(deck.viewControllers.count == 2)
        #expect(card(h).isClose(to: Self.orange, tolerance: 4), "page 2's orange card: \(card(h))")
        h.expectIdle()
        #expect(h.context.timeline.decision?.hasPrefix("finish") == true)
    }

    @Test(arguments: FinishRule.allCases)
    func aShortSlowLeftDragCancels(rule: FinishRule) throws {
        let h = SceneHarness("flip")
        h.context.settings.rule = rule
        let deck = try #require(h.root as? FlipDeckController)
        let first = h.samples()
        h.perform(h.scene.cancellingDrag)
        h.settle()
        #expect(deck.viewControllers.count == 1)
        h.expectScreen(matches: first, "page 1 as it was before the drag")
        #expect(h.context.timeline.decision?.hasPrefix("cancel") == true)
    }

    /// A quarter of the width dragged: a quarter of the turn, the old page turned by 45° with its
    /// right side toward the viewer. Its left edge (195 pt from the centre, turned away) lands at
    /// 195 − 195·cos 45° / (1 + 195·sin 45° / 780) ≈ 77.8: left of that is no card any more, while
    /// the middle of the card is still blue.
    @Test func halfWayThroughTheFirstHalfThePageIsTurnedInPerspective() throws {
        let h = SceneHarness("flip")
        h.perform([.press(CGPoint(x: 320, y: 400)), .move(to: CGPoint(x: 222, y: 402), duration: 0.3), .hold(0.1)])
        #expect(!h.pixel(40, 500).isClose(to: Self.blue, tolerance: 40), "turned away there: \(h.pixel(40, 500))")
        #expect(h.pixel(250, 500).isClose(to: Self.blue, tolerance: 4), "still the card: \(h.pixel(250, 500))")
        h.perform([.release])
        h.settle()
    }

    @Test func theCubeRollsToTheThirdPageAndBack() throws {
        let h = SceneHarness("flip")
        let deck = try #require(h.root as? FlipDeckController)
        h.perform(h.scene.finishingDrag)
        h.settle()
        h.perform(h.scene.finishingDrag)
        h.settle()
        #expect(deck.viewControllers.count == 3)
        #expect(card(h).isClose(to: Self.green, tolerance: 4), "page 3's green card: \(card(h))")
        h.perform([.press(CGPoint(x: 60, y: 400)), .move(to: CGPoint(x: 340, y: 405), duration: 0.25), .release])
        h.settle()
        #expect(deck.viewControllers.count == 2)
        #expect(card(h).isClose(to: Self.orange, tolerance: 4), "back on page 2: \(card(h))")
        h.expectIdle()
    }
}
