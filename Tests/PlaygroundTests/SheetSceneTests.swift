import Testing
import TestSupport
import UIKitTesting
@testable import Playground

@MainActor
struct SheetSceneTests {
    @Test func theButtonPresentsTheSheetOverAShrunkDimmedPage() throws {
        let h = SceneHarness("sheet")
        let trip = try #require(h.root as? TripViewController)
        expectPixel(h, 195, 12, near: Colors.groupedBackground, "the page's top margin")
        h.perform(h.scene.setUp)
        #expect(trip.presentedViewController is TripDetailsViewController)
        #expect(trip.presentedViewController?.presentationController is SheetPresentationController)
        // The page shrank to 92 %: black shows above it; the sheet starts at 64 pt.
        expectPixel(h, 195, 12, near: Colors.black, "black around the shrunk page")
        expectPixel(h, 195, 120, near: Colors.white, "the sheet")
        expectNear(trip.pageView.transform.a, SheetPresentationController.shrunkScale, tolerance: 0.001)
    }

    @Test func aLongFastDragDismissesAndTheFullPageComesBack() throws {
        let h = SceneHarness("sheet")
        let trip = try #require(h.root as? TripViewController)
        let page = h.samples()
        h.perform(h.scene.setUp)
        h.perform(h.scene.finishingDrag)
        h.settle()
        #expect(trip.presentedViewController == nil)
        #expect(trip.pageView.transform == .identity)
        h.expectScreen(matches: page, "the trip page as it was before the sheet")
        #expect(h.context.timeline.decision?.hasPrefix("finish") == true)
        #expect(h.context.timeline.events.contains { $0.text == "sheet disappears: completion (finished)" })
        h.expectIdle()
    }

    @Test func aShortSlowDragCancelsAndTheSheetStays() throws {
        let h = SceneHarness("sheet")
        let trip = try #require(h.root as? TripViewController)
        h.perform(h.scene.setUp)
        let presented = h.samples()
        h.perform(h.scene.cancellingDrag)
        h.settle()
        #expect(trip.presentedViewController is TripDetailsViewController)
        expectNear(trip.pageView.transform.a, SheetPresentationController.shrunkScale, tolerance: 0.001)
        h.expectScreen(matches: presented, "the sheet over the shrunk page, as before the drag")
        #expect(h.context.timeline.decision?.hasPrefix("cancel") == true)
    }

    @Test func anUpwardDragDoesNotDismiss() throws {
        let h = SceneHarness("sheet")
        let trip = try #require(h.root as? TripViewController)
        h.perform(h.scene.setUp)
        h.perform([.press(CGPoint(x: 195, y: 400)), .move(to: CGPoint(x: 195, y: 200), duration: 0.2), .release])
        h.settle()
        #expect(trip.presentedViewController is TripDetailsViewController)
    }
}
