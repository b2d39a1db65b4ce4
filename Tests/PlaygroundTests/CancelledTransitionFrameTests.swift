import Testing
import UIKitTesting
@testable import Playground

/// Every frame of an interactive transition shows a state the transition is in: while a
/// cancelled pop, sheet dismissal or zoom dismissal settles back, no frame shows the screen it
/// would have finished on (the gallery, the page without its sheet, the grid); after a finishing
/// release, no frame shows the screen it left.
///
/// Each frame is sampled when it is on screen (the frame's completion phase) at points spread
/// over the screen, and compared with the two outcomes, taken from runs of the same scene that
/// settled. A frame "shows" an outcome when at least 98 % of the points agree with it within 4
/// per channel; a frame mid-way agrees with neither.
@MainActor
struct CancelledTransitionFrameTests {
    nonisolated static let scenes = ["navigation", "sheet", "zoom", "stories", "flick"]

    /// The screen after `setUp` (the transition's start) and after a finishing drag (its end).
    func outcomes(_ id: String) -> (start: [RGBA], finished: [RGBA]) {
        let start = SceneHarness(id)
        start.perform(start.scene.setUp)
        start.settle()
        let finished = SceneHarness(id)
        finished.perform(finished.scene.setUp)
        finished.perform(finished.scene.finishingDrag)
        finished.settle()
        return (start.samples(), finished.samples())
    }

    /// Runs `drag` after the scene's set-up and returns the samples of every frame presented
    /// from the release on (the frames the settling animation and the completion produce).
    func framesAfterRelease(_ id: String, _ drag: (SceneDescriptor) -> [DragStep]) -> (frames: [[RGBA]], last: [RGBA]) {
        let h = SceneHarness(id)
        h.perform(h.scene.setUp)
        h.settle()
        let steps = drag(h.scene)
        var frames: [[RGBA]] = []
        var recording = false
        h.screen.phaseObserver = { phase in
            if phase == .completions && recording { frames.append(h.samples()) }
        }
        h.perform(Array(steps.dropLast()))
        recording = true
        h.perform([steps[steps.count - 1]])
        h.settle()
        h.screen.phaseObserver = nil
        return (frames, h.samples())
    }

    func agreement(_ a: [RGBA], _ b: [RGBA]) -> Double {
        Double(zip(a, b).filter { $0.isClose(to: $1, tolerance: 4) }.count) / Double(a.count)
    }

    @Test(arguments: scenes)
    func aCancelledTransitionNeverShowsTheScreenItWouldHaveFinishedOn(_ id: String) {
        let (start, finished) = outcomes(id)
        #expect(agreement(start, finished) < 0.9, "\(id): the two outcomes must look different")
        let (frames, last) = framesAfterRelease(id, \.cancellingDrag)
        #expect(frames.count > 10, "\(id): \(frames.count) frames after the release")
        for (i, frame) in frames.enumerated() {
            let a = agreement(frame, finished)
            #expect(a < 0.98, "\(id): frame \(i + 1) after the cancelling release shows the finished state (\(Int(a * 100)) % of the points)")
        }
        #expect(agreement(last, start) >= 0.98, "\(id): the cancelled transition settles on the screen it started from")
    }

    @Test(arguments: scenes)
    func aFinishedTransitionNeverShowsTheScreenItLeft(_ id: String) {
        let (start, finished) = outcomes(id)
        let (frames, last) = framesAfterRelease(id, \.finishingDrag)
        #expect(frames.count > 5, "\(id): \(frames.count) frames after the release")
        for (i, frame) in frames.enumerated() {
            let a = agreement(frame, start)
            #expect(a < 0.98, "\(id): frame \(i + 1) after the finishing release shows the start state (\(Int(a * 100)) % of the points)")
        }
        #expect(agreement(last, finished) >= 0.98, "\(id): the finished transition settles on its end screen")
    }
}
