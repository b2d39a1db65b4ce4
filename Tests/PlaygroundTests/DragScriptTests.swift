import Foundation
import Testing
import TestSupport
import UIKitTesting
@testable import Playground

/// The playground's command line in-process: options, the script format, the timeline the
/// players deliver, and the recorder that writes scripts from window-system events.
@MainActor
struct DragScriptTests {
    // MARK: Script text

    @Test func aScriptParsesIntoDragStepsAndFormatsBack() throws {
        let text = """
            # a pop
            press 2 400      # at the edge
            move 250.5 400 0.25
            hold 0.1

            release
            escape
            """
        let steps = try DragScript.parse(text, file: "pop.txt")
        #expect(steps == [.press(CGPoint(x: 2, y: 400)), .move(to: CGPoint(x: 250.5, y: 400), duration: 0.25),
                          .hold(0.1), .release, .escape])
        #expect(DragScript.format(steps) == "press 2 400\nmove 250.5 400 0.25\nhold 0.1\nrelease\nescape\n")
        #expect(try DragScript.parse(DragScript.format(steps, header: ["recorded"]), file: "again.txt") == steps)
    }

    @Test(arguments: [("move 10", 1, "expected 'move X Y SECONDS', got 'move 10'"),
                      ("press 1 2\nhold x", 2, "expected 'hold SECONDS', got 'hold x'"),
                      ("press 1 2\nmove 1 2 -0.1", 2, "expected 'move X Y SECONDS' with SECONDS ≥ 0, got 'move 1 2 -0.1'"),
                      ("press 1 2\npress 3 4", 2, "'press 3 4': the button is already pressed (release it first)"),
                      ("press nan 2", 1, "expected 'press X Y', got 'press nan 2'"),
                      ("\n\n  tap 1 2", 3, "unknown step 'tap'; expected press X Y, move X Y SECONDS, hold SECONDS, release or escape")])
    func aMalformedLineIsReportedWithItsNumber(text: String, line: Int, message: String) {
        #expect(throws: DragScript.ParseError(file: "s.txt", line: line, message: message)) {
            try DragScript.parse(text, file: "s.txt")
        }
    }

    @Test func theErrorReadsLikeACompilerMessage() {
        let error = DragScript.ParseError(file: "script.txt", line: 3, message: "expected 'move X Y SECONDS', got 'move 10'")
        #expect(error.description == "script.txt:3: expected 'move X Y SECONDS', got 'move 10'")
    }

    // MARK: Timeline

    @Test func movesBecome120HzSamplesEndingExactlyOnTheirTarget() {
        let timeline = DragTimeline([.press(CGPoint(x: 0, y: 10)), .move(to: CGPoint(x: 120, y: 10), duration: 0.25),
                                     .hold(0.5), .release, .move(to: CGPoint(x: 5, y: 5), duration: 0)])
        #expect(timeline.duration == 0.75)
        #expect(timeline.events.first == .init(time: 0, kind: .press(CGPoint(x: 0, y: 10))))
        let moves = timeline.events.filter { if case .move = $0.kind { true } else { false } }
        #expect(moves.count == 30 + 1)
        #expect(moves[29] == .init(time: 0.25, kind: .move(CGPoint(x: 120, y: 10))))
        expectNear(moves[0].time, 1.0 / 120, tolerance: 1e-12)
        #expect(timeline.events.contains(.init(time: 0.75, kind: .release(CGPoint(x: 120, y: 10)))))
        #expect(timeline.events.last == .init(time: 0.75, kind: .move(CGPoint(x: 5, y: 5))))
    }

    // MARK: Recorder

    @Test func aRecordedDragIsMergedIntoSegmentsOfAtMost50Milliseconds() {
        let recorder = ScriptRecorder()
        recorder.pointerMoved(to: CGPoint(x: 50, y: 50), time: 9.0)   // hover before the press: left out
        recorder.pointerDown(at: CGPoint(x: 2, y: 400), time: 10.0)
        for i in 1...25 { recorder.pointerMoved(to: CGPoint(x: 2 + 8 * Double(i), y: 400), time: 10.0 + 0.008 * Double(i)) }
        recorder.pointerUp(at: CGPoint(x: 202, y: 400), time: 10.3)
        let steps = recorder.steps
        #expect(steps.first == .press(CGPoint(x: 2, y: 400)))
        #expect(zip(steps.suffix(2), [DragStep.hold(0.1), .release]).allSatisfy(approximatelyEqual))
        var time = 0.0, last = CGPoint(x: 2, y: 400)
        for case .move(let to, let duration) in steps {
            #expect(duration <= 0.05 + 1e-9 && duration > 0)
            // Each segment ends on a recorded sample: x = 2 + 1000 pt/s · t.
            time += duration
            expectNear(to.x, 2 + 1000 * time, tolerance: 1e-6, "\(to) at \(time)")
            last = to
        }
        expectNear(time, 0.2, tolerance: 1e-9)
        #expect(last.x == 202)
    }

    @Test func stillnessBecomesHoldsAndEscapeIsKept() {
        let recorder = ScriptRecorder()
        recorder.pointerDown(at: CGPoint(x: 100, y: 200), time: 5.0)
        recorder.pointerUp(at: CGPoint(x: 100, y: 200), time: 5.05)
        recorder.pointerDown(at: CGPoint(x: 2, y: 400), time: 6.0)
        recorder.pointerMoved(to: CGPoint(x: 10, y: 400), time: 6.01)
        recorder.pointerMoved(to: CGPoint(x: 30, y: 400), time: 6.31)   // no motion for 0.3 s, then a jump
        recorder.escape(time: 6.4)
        recorder.pointerUp(at: CGPoint(x: 30, y: 400), time: 6.5)
        let expected: [DragStep] = [.press(CGPoint(x: 100, y: 200)), .hold(0.05), .release, .hold(0.95),
                                    .press(CGPoint(x: 2, y: 400)), .move(to: CGPoint(x: 10, y: 400), duration: 0.01),
                                    .hold(0.3), .move(to: CGPoint(x: 30, y: 400), duration: 0), .hold(0.09), .escape,
                                    .hold(0.1), .release]
        let steps = recorder.steps
        #expect(steps.count == expected.count)
        for (got, want) in zip(steps, expected) { #expect(approximatelyEqual(got, want), "\(got) ≠ \(want)") }
    }

    @Test func aRecordingReplaysThroughTheSamePathAtTheSampleTimes() throws {
        // Record a drag that speeds up, write it, read it back: the replayed samples pass
        // through every segment end at its time, so the release velocity is the same.
        let recorder = ScriptRecorder()
        recorder.pointerDown(at: CGPoint(x: 0, y: 0), time: 0)
        var samples: [(TimeInterval, CGFloat)] = []
        for i in 1...40 {
            let t = 0.008 * Double(i), x = 2000 * t * t   // accelerating
            samples.append((t, x))
            recorder.pointerMoved(to: CGPoint(x: x, y: 0), time: t)
        }
        recorder.pointerUp(at: CGPoint(x: samples.last!.1, y: 0), time: 0.32)
        let replayed = DragTimeline(try DragScript.parse(DragScript.format(recorder.steps), file: "r.txt"))
        for (t, x) in samples.suffix(13) {   // the last 100 ms
            let nearest = replayed.events.min { abs($0.time - t) < abs($1.time - t) }!
            guard case .move(let p) = nearest.kind else { continue }
            expectNear(p.x, x, tolerance: CGFloat(8).nextDown, "at \(t): replayed \(p.x) at \(nearest.time), recorded \(x)")
            expectNear(nearest.time, t, tolerance: 0.006, "at \(t): replayed \(p.x) at \(nearest.time), recorded \(x)")
        }
    }

    // MARK: Options

    @Test func optionsTakeBothSpellingsAndLetTheLibrarysOptionsThrough() throws {
        let options = try PlaygroundOptions(arguments: ["Playground", "--scene=sheet", "--headless", "--frames", "12",
                                                        "--output=out/x", "--screen-size", "320x568", "--scale=2",
                                                        "--contact-sheet", "s.png"])
        #expect(options.scene == "sheet" && options.headless && options.frames == 12 && options.output == "out/x"
                && options.contactSheet == "s.png")
        #expect(try PlaygroundOptions(arguments: ["Playground"], environment: ["UIKIT_HEADLESS": "1"]).headless)
        #expect(throws: PlaygroundOptions.UsageError(message: "--scale expects a scale from 0.5 to 4 (e.g. 2), not '9'")) {
            try PlaygroundOptions(arguments: ["Playground", "--scale", "9"])
        }
        #expect(throws: PlaygroundOptions.UsageError(message: "--headless takes no value")) {
            try PlaygroundOptions(arguments: ["Playground", "--headless=yes"])
        }
        #expect(throws: PlaygroundOptions.UsageError(message: "unknown scene 'nope'; the scenes are: a, b")) {
            try PlaygroundOptions(arguments: ["Playground", "--scene", "nope"]).checkScene(among: ["a", "b"])
        }
    }

    @Test func everySceneDemoIsAValidScript() throws {
        for scene in SceneDescriptor.all {
            for steps in [scene.setUp + scene.finishingDrag, scene.setUp + scene.cancellingDrag] {
                let text = DragScript.format(steps)
                #expect(try DragScript.parse(text, file: scene.id).count == steps.count, "\(scene.id):\n\(text)")
            }
        }
    }

    private func approximatelyEqual(_ a: DragStep, _ b: DragStep) -> Bool {
        switch (a, b) {
        case (.hold(let x), .hold(let y)): abs(x - y) < 1e-9
        case (.move(let p, let x), .move(let q, let y)): p == q && abs(x - y) < 1e-9
        default: a == b
        }
    }
}
