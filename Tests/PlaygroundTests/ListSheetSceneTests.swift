import Testing
import TestSupport
import UIKitTesting
@testable import Playground

/// The list-sheet scene: one drag that scrolls a table and pulls the sheet holding it.
///
/// What is expected, frame by frame: the sheet's top (64 pt at rest) moves only while the list
/// is at its top, the list scrolls only while the sheet is at rest, and the two changes add up
/// to the finger's — `(sheetTop − 64) − (contentY − contentY₀) = fingerY − fingerY₀` from the
/// frame the drag begins — so neither jumps at a switch, in either direction.
@MainActor
struct ListSheetSceneTests {
    /// One frame of the drag: the finger, the sheet's top as drawn, the list's offset.
    struct Sample { let finger, sheetTop, contentY: CGFloat }

    func stopList(_ h: SceneHarness) throws -> StopListViewController {
        let journey = try #require(h.root as? JourneyViewController)
        return try #require(journey.presentedViewController as? StopListViewController)
    }

    /// The sheet's top in the window, as drawn in the last frame (the dismissal's animation frozen at its progress).
    func sheetTop(_ stops: StopListViewController) -> CGFloat {
        let layer = stops.view.layer
        return (layer.presentation() ?? layer).frame.minY
    }

    /// Presses at `start`, moves to each y in `path` one frame (1/60 s) at a time, and samples
    /// every frame from the one where the list's drag has begun.
    func drag(_ h: SceneHarness, _ stops: StopListViewController, from start: CGFloat, through path: [CGFloat]) -> [Sample] {
        h.screen.press(at: CGPoint(x: 195, y: start))
        var samples: [Sample] = []
        for y in path {
            h.screen.advance(by: 1.0 / 60)
            h.screen.move(to: CGPoint(x: 195, y: y))
            h.screen.renderFrame()
            if stops.tableView.isDragging {
                samples.append(Sample(finger: y, sheetTop: sheetTop(stops), contentY: stops.tableView.contentOffset.y))
            }
        }
        return samples
    }

    /// Steps of 4 pt from `a` to `b`.
    func steps(_ a: CGFloat, _ b: CGFloat) -> [CGFloat] {
        Array(stride(from: a, through: b, by: a < b ? 4 : -4)).dropFirst().map { $0 }
    }

    @Test func theButtonPresentsTheListAndTheSetUpScrollsIt() throws {
        let h = SceneHarness("list-sheet")
        h.perform(h.scene.setUp)
        let stops = try stopList(h)
        #expect(sheetTop(stops) == SheetPresentationController.topGap)
        #expect(stops.tableView.contentOffset.y > 100, "the set-up drag scrolled the list")
        #expect(!stops.tableView.isDecelerating)
        // The rows are drawn: the first visible row's label is dark on the sheet's white.
        #expect(stops.tableView.visibleCells.count >= 10)
    }

    @Test("one drag: down scrolls to the top then pulls the sheet; back up lowers it then scrolls — continuous at both switches")
    func oneDragHandsOverBothWays() throws {
        let h = SceneHarness("list-sheet")
        h.perform(h.scene.setUp)
        let stops = try stopList(h)
        let top = -stops.tableView.adjustedContentInset.top
        let scrolled = stops.tableView.contentOffset.y - top
        #expect(scrolled > 100)
        // Down 320 pt (more than the list is scrolled), then back up to where the finger began.
        let samples = drag(h, stops, from: 300, through: steps(300, 620) + steps(620, 300))
        let first = try #require(samples.first)
        #expect(first.sheetTop == 64, "the drag begins with the sheet at rest")
        var pulled = false, scrolledAgain = false
        for (previous, s) in zip(samples, samples.dropFirst()) {
            // The changes add up to the finger's, from the drag's first frame.
            expectNear((s.sheetTop - 64) - (s.contentY - first.contentY), s.finger - first.finger, tolerance: 0.01,
                       "at finger \(s.finger)")
            // Never both away from rest.
            #expect(s.sheetTop >= 64 - 0.01 && s.contentY >= top - 0.01, "at finger \(s.finger)")
            if s.sheetTop > 64 { expectNear(s.contentY, top, tolerance: 0.01, "pinned at the top while the sheet moves") }
            // No jump: each frame moves the two by no more than the finger moved.
            let moved = abs(s.sheetTop - previous.sheetTop) + abs(s.contentY - previous.contentY)
            #expect(moved <= abs(s.finger - previous.finger) + 0.01, "at finger \(s.finger): moved \(moved)")
            if s.sheetTop > 64 { pulled = true }
            if pulled && s.sheetTop == 64 && s.contentY > top + 1 { scrolledAgain = true }
        }
        #expect(pulled, "the sheet was pulled down")
        #expect(scrolledAgain, "the list scrolled again after the sheet came back")
        let last = try #require(samples.last)
        // The finger ended above where the drag began (it began past the touch slop): the list
        // is scrolled by that much more than at the start, and the sheet is at rest.
        expectNear(last.contentY, first.contentY + (first.finger - last.finger), tolerance: 0.01)
        #expect(last.sheetTop == 64)
        // Released at rest: nothing is dismissed, the list stays where it is.
        h.screen.hold(for: 0.2)
        h.screen.release()
        h.settle()
        #expect((h.root as? JourneyViewController)?.presentedViewController === stops)
        #expect(sheetTop(stops) == 64)
        expectNear(stops.tableView.contentOffset.y, last.contentY, tolerance: 0.01)
        h.expectIdle()
    }

    @Test("at the list's top a drag down pulls the sheet at once, the list pinned (no rubber band)")
    func atTheTopTheSheetMoves() throws {
        let h = SceneHarness("list-sheet")
        h.perform(Array(h.scene.setUp.prefix(3)))   // presented, not scrolled
        let stops = try stopList(h)
        let top = -stops.tableView.adjustedContentInset.top
        #expect(stops.tableView.contentOffset.y == top)
        let samples = drag(h, stops, from: 300, through: steps(300, 440))
        let first = try #require(samples.first)
        for s in samples {
            expectNear(s.contentY, top, tolerance: 0.01, "pinned at finger \(s.finger)")
            expectNear(s.sheetTop - 64, s.finger - first.finger, tolerance: 0.01)
        }
        // A slow release 140 pt down (under UIKit's 187.5 pt) cancels: the sheet goes back up and the list is at its top.
        h.screen.hold(for: 0.3)
        h.screen.release()
        h.settle()
        #expect(sheetTop(stops) == 64)
        #expect(stops.tableView.contentOffset.y == top)
        #expect(!stops.tableView.isDecelerating)
        #expect(h.context.timeline.decision?.hasPrefix("cancel") == true)
    }

    @Test func theFinishingDemoDragDismissesAndThePageComesBack() throws {
        let h = SceneHarness("list-sheet")
        let journey = try #require(h.root as? JourneyViewController)
        let page = h.samples()
        h.perform(h.scene.setUp)
        h.perform(h.scene.finishingDrag)
        h.settle()
        #expect(journey.presentedViewController == nil)
        #expect(journey.pageView.transform == .identity)
        h.expectScreen(matches: page, "the journey page as before the sheet")
        #expect(h.context.timeline.decision?.hasPrefix("finish") == true)
        h.expectIdle()
    }

    @Test func theCancellingDemoDragLeavesTheSheet() throws {
        let h = SceneHarness("list-sheet")
        let journey = try #require(h.root as? JourneyViewController)
        h.perform(h.scene.setUp)
        h.perform(h.scene.cancellingDrag)
        h.settle()
        #expect(journey.presentedViewController is StopListViewController)
        #expect(h.context.timeline.decision?.hasPrefix("cancel") == true)
    }
}
