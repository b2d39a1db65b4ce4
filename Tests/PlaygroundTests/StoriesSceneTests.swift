import Testing
import UIKit
import UIKitTesting
import TestSupport
@testable import Playground

/// Scene 6, laid out by Auto Layout throughout: the cards come from a stack view and intrinsic
/// sizes, a click expands a card into its story by animating the constraints that place the
/// story in the container, and a drag down scrubs the shrinking back.
@MainActor
struct StoriesSceneTests {
    @Test func theCardsAreLaidOutByConstraintsBelowTheStatusBar() throws {
        let h = SceneHarness("stories")
        let list = try #require(h.root as? StoryListViewController)
        let frames = list.cards.map { $0.convert($0.bounds, to: nil) }
        #expect(frames.count == 3)
        #expect(frames.allSatisfy { $0.minX == 16 && $0.width == 358 }, "inside the readable guide: \(frames)")
        #expect(frames[0].minY > 47 + 40, "below the status bar and the title")
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(b.minY == a.maxY + 16, "the stack's spacing") }
        // A card's height: the 120-point photo, the place and title labels, the insets.
        let card = list.cards[0]
        let expected = 120 + 12 + card.placeLabel.intrinsicContentSize.height + 2 + card.titleLabel.intrinsicContentSize.height + 14
        expectNear(frames[0].height, expected, tolerance: 0.001)
    }

    @Test func aClickExpandsTheCardIntoTheStoryAndAFinishingDragShrinksItBack() throws {
        let h = SceneHarness("stories")
        let list = try #require(h.root as? StoryListViewController)
        let listSamples = h.samples()
        let cardFrame = list.cards[0].convert(list.cards[0].bounds, to: nil)
        h.perform([.press(CGPoint(x: 195, y: 200)), .release])
        h.screen.run(for: 0.2)
        let story = try #require(list.presentedViewController as? StoryViewController)
        let midway = try #require(story.view.layer.presentation()?.frame)
        #expect(midway.width > cardFrame.width && midway.width < 390, "expanding: \(midway)")
        h.settle()
        #expect(story.view.frame == h.window.bounds, "the story fills the screen")
        h.perform(h.scene.finishingDrag)
        h.settle()
        #expect(list.presentedViewController == nil)
        #expect(list.cards.allSatisfy { $0.alpha == 1 })
        h.expectScreen(matches: listSamples, "the list as it was")
        #expect(h.context.timeline.decision?.hasPrefix("finish") == true)
        h.expectIdle()
    }

    @Test func aShortSlowDragCancelsAndTheStoryStays() throws {
        let h = SceneHarness("stories")
        let list = try #require(h.root as? StoryListViewController)
        h.perform(h.scene.setUp)
        h.settle()
        let storySamples = h.samples()
        h.perform(h.scene.cancellingDrag)
        h.settle()
        let story = try #require(list.presentedViewController as? StoryViewController)
        #expect(story.view.frame == h.window.bounds)
        h.expectScreen(matches: storySamples, "the story, as before the drag")
        #expect(h.context.timeline.decision?.hasPrefix("cancel") == true)
    }
}
