import Testing
import UIKitTesting
@testable import Playground

/// The tabs scene on a 390 × 844 screen: four tabs, the bar 83 points high from y = 761, items
/// 97.5 points wide with their images centred 18 points below the bar's top (y = 779).
@MainActor
struct TabsSceneTests {
    static func itemCenter(_ i: Int) -> CGPoint { CGPoint(x: 97.5 * (CGFloat(i) + 0.5), y: 779) }
    static let blue = RGBA(red: 0, green: 122, blue: 255), orange = RGBA(red: 255, green: 149, blue: 0)
    static let green = RGBA(red: 52, green: 199, blue: 89), grey = RGBA(red: 142, green: 142, blue: 147)

    /// The card's colour (its lower left, below the text).
    func card(_ h: SceneHarness) -> RGBA { h.pixel(40, 500) }

    @Test(arguments: FinishRule.allCases)
    func aLongFastLeftDragSwitchesToTheNextTab(rule: FinishRule) throws {
        let h = SceneHarness("tabs")
        h.context.settings.rule = rule
        let tabs = try #require(h.root as? TabsSceneController)
        #expect(card(h).isClose(to: Self.blue, tolerance: 2))
        h.perform(h.scene.setUp)
        h.perform(h.scene.finishingDrag)
        h.settle()
        #expect(tabs.selectedIndex == 1)
        #expect(card(h).isClose(to: Self.orange, tolerance: 2), "the Recents card: \(card(h))")
        expectPixel(h, Self.itemCenter(1).x, Self.itemCenter(1).y, near: Self.blue, tolerance: 2, "Recents selected in the bar")
        h.expectIdle()
        #expect(h.context.timeline.decision?.hasPrefix("finish") == true)
        #expect(h.context.timeline.events.first?.text == "switch to Recents (drag) began")
        #expect(h.context.timeline.events.contains { $0.text == "Recents appears: completion (finished)" })
    }

    @Test(arguments: FinishRule.allCases)
    func aShortSlowLeftDragCancelsAndTheOldTabStaysSelected(rule: FinishRule) throws {
        let h = SceneHarness("tabs")
        h.context.settings.rule = rule
        let tabs = try #require(h.root as? TabsSceneController)
        let first = h.samples()
        h.perform(h.scene.cancellingDrag)
        h.settle()
        #expect(tabs.selectedIndex == 0 && tabs.tabBar.selectedItem === tabs.viewControllers?[0].tabBarItem)
        h.expectScreen(matches: first, "the first tab as it was before the drag (its bar too)")
        #expect(h.context.timeline.decision?.hasPrefix("cancel") == true)
        #expect(h.context.timeline.events.contains { $0.text == "Recents appears: completion (cancelled)" })
    }

    @Test func aTapOnTheBarSlidesToThatTabAndClearsItsBadge() throws {
        let h = SceneHarness("tabs")
        let tabs = try #require(h.root as? TabsSceneController)
        #expect(tabs.viewControllers?[1].tabBarItem.badgeValue == "3")
        // The badge: red, right of the Recents image's centre.
        expectPixel(h, Self.itemCenter(1).x + 10, 772, near: RGBA(red: 255, green: 59, blue: 48), tolerance: 2, "the badge")
        h.perform([.press(Self.itemCenter(2)), .release])
        h.screen.run(for: 0.17)
        #expect(tabs.transitionCoordinator != nil, "the tap runs the slide animator")
        h.settle()
        #expect(tabs.selectedIndex == 2 && card(h).isClose(to: Self.green, tolerance: 2))
        #expect(h.context.timeline.events.contains { $0.text == "tapped Bookmarks" })
        h.perform([.press(Self.itemCenter(1)), .release])
        h.settle()
        #expect(tabs.selectedIndex == 1 && tabs.viewControllers?[1].tabBarItem.badgeValue == nil)
        #expect(!h.pixel(Self.itemCenter(1).x + 10, 772).isClose(to: RGBA(red: 255, green: 59, blue: 48), tolerance: 60), "no badge")
        expectPixel(h, Self.itemCenter(1).x, 768.5, near: Self.blue, tolerance: 6, "the clock’s ring, selected")
        h.expectIdle()
    }

    @Test func aRightDragOnTheFirstTabDoesNothing() throws {
        let h = SceneHarness("tabs")
        let tabs = try #require(h.root as? TabsSceneController)
        h.perform([.press(CGPoint(x: 60, y: 400)), .move(to: CGPoint(x: 340, y: 405), duration: 0.25), .release])
        h.settle()
        #expect(tabs.selectedIndex == 0)
        #expect(h.context.timeline.events.isEmpty)
    }

    @Test func escapeDuringADragPutsTheTabBack() throws {
        let h = SceneHarness("tabs")
        let tabs = try #require(h.root as? TabsSceneController)
        let first = h.samples()
        h.perform([.press(CGPoint(x: 320, y: 400)), .move(to: CGPoint(x: 40, y: 405), duration: 0.3), .escape])
        h.settle()
        #expect(tabs.selectedIndex == 0)
        h.expectScreen(matches: first, "the first tab as it was before the drag")
        #expect(h.context.timeline.decision == "cancel: the drag was cancelled")
    }
}
