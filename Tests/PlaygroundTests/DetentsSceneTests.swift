import Testing
import TestSupport
import UIKitTesting
@testable import Playground
@testable import UIKit

/// The detents scene: UIKit's own sheet over a market page, driven by the scene's scripted
/// drags on a 390 × 844 screen (34-point bottom safe area: the medium detent's sheet is 411
/// points tall, its top at 433; the large one's top at 56).
@MainActor
struct DetentsSceneTests {
    @Test func theButtonShowsTheStallsAtHalfHeightOverAnUndimmedPage() throws {
        let h = SceneHarness("detents")
        let market = try #require(h.root as? MarketViewController)
        let page = h.pixel(195, 12)
        h.perform(h.scene.setUp)
        let stalls = try #require(market.presentedViewController as? StallListViewController)
        let sheet = try #require(stalls.sheetPresentationController)
        #expect(sheet.detents.map(\.identifier) == [.medium, .large] && sheet.prefersGrabberVisible)
        #expect(stalls.view.frame.minY == 433)
        #expect(h.pixel(195, 12) == page, "not dimmed at the medium detent")
        expectPixel(h, 60, 600, near: Colors.white, "the sheet")
        #expect(market.view.tintAdjustmentMode != .dimmed)
    }

    /// At the medium detent the page's button still works: it expands the sheet (animated).
    @Test func thePageStaysUsableAndItsButtonExpandsTheSheet() throws {
        let h = SceneHarness("detents")
        let market = try #require(h.root as? MarketViewController)
        h.perform(h.scene.setUp)
        h.perform(h.scene.setUp)   // the same button again
        let stalls = try #require(market.presentedViewController)
        #expect(stalls.view.frame.minY == 56 && stalls.sheetPresentationController?.selectedDetentIdentifier == .large)
        #expect(h.pixel(195, 51).red < Colors.groupedBackground.red - 40, "dimmed at the large detent")
        #expect(h.pixel(8, 51) == RGBA(red: 0, green: 0, blue: 0), "the page receded behind the sheet, over black")
        h.expectIdle()
    }

    @Test func aLongFastDragDismissesAndTheShortOneSpringsBack() throws {
        let h = SceneHarness("detents")
        let market = try #require(h.root as? MarketViewController)
        let page = h.samples()
        h.perform(h.scene.setUp)
        let presented = h.samples()
        h.perform(h.scene.cancellingDrag)
        h.settle()
        #expect(market.presentedViewController is StallListViewController)
        h.expectScreen(matches: presented, "the sheet back at its medium detent")
        h.perform(h.scene.finishingDrag)
        h.settle()
        #expect(market.presentedViewController == nil)
        h.expectScreen(matches: page, "the market page as it was before the sheet")
        #expect(h.context.timeline.events.contains { $0.text.hasPrefix("stalls sheet disappears") })
        h.expectIdle()
    }

    /// Dragged up in its list, the sheet expands first (the list stays at its top); the page's
    /// label follows the detent the user chose.
    @Test func draggingTheListUpExpandsTheSheet() throws {
        let h = SceneHarness("detents")
        let market = try #require(h.root as? MarketViewController)
        h.perform(h.scene.setUp)
        let stalls = try #require(market.presentedViewController as? StallListViewController)
        h.perform([.press(CGPoint(x: 195, y: 700)), .move(to: CGPoint(x: 195, y: 320), duration: 0.4), .hold(0.1), .release])
        h.settle()
        #expect(stalls.view.frame.minY == 56 && stalls.tableView.contentOffset.y <= 0, "\(stalls.tableView.contentOffset)")
        #expect(stalls.sheetPresentationController?.selectedDetentIdentifier == .large)
    }
}
