import Testing
import TestExpectations
import QuartzCore
import UIKitTesting

/// `CADisplayLink` driven by a headless screen's frames: its three ways of calling back, the
/// timestamps it reports, pausing, removing and invalidating, what it retains, and whether it
/// keeps the frame loop producing frames.
@MainActor
@Suite(.serialized) struct CADisplayLinkTests {
    /// A target written as an iOS developer would, with `#selector(step(_:))` ported to an
    /// unapplied method reference. (`Self.step` — the spelling the CADisplayLink documentation
    /// shows — does not type-check with the generic initializer; the class name does.)
    @MainActor private final class FrameRecorder {
        var timestamps: [CFTimeInterval] = []
        var mediaTimes: [CFTimeInterval] = []
        var link: CADisplayLink?

        func start() {
            let link = CADisplayLink(target: self, selector: FrameRecorder.step)
            link.add(to: .main, forMode: .common)
            self.link = link
        }

        func step(_ link: CADisplayLink) {
            timestamps.append(link.timestamp)
            mediaTimes.append(CACurrentMediaTime())
        }
    }

    /// A target whose step method takes no argument (`#selector(step)` on iOS).
    @MainActor private final class Counter {
        var count = 0
        func makeLink() -> CADisplayLink { CADisplayLink(target: self, selector: Counter.step) }
        func step() { count += 1 }
    }

    private let frame = 1.0 / 60

    @Test func theMethodReferenceFormCallsTheTargetEveryFrameWithTheFramesTime() {
        let screen = HeadlessScreen(size: CGSize(width: 10, height: 10))
        let recorder = FrameRecorder()
        recorder.start()
        let t0 = screen.now
        screen.renderFrame()
        screen.advance(by: frame)
        screen.renderFrame()
        screen.advance(by: 0.05)
        screen.renderFrame()
        #expect(recorder.timestamps.count == 3)
        expectNear(recorder.timestamps, [t0, t0 + frame, t0 + frame + 0.05], tolerance: 1e-9)
        expectNear(recorder.mediaTimes, recorder.timestamps, tolerance: 1e-9, "CACurrentMediaTime() in the callback is the frame's time")
        let link = recorder.link!
        expectNear([link.timestamp], [screen.now], tolerance: 1e-9, "timestamp: the last frame's time")
        expectNear([link.duration], [frame], tolerance: 1e-9, "duration: the time between frames at 60 Hz")
        expectNear([link.targetTimestamp], [screen.now + frame], tolerance: 1e-9, "targetTimestamp: the next frame's time")
        link.invalidate()
    }

    /// Two screens in one process, each with its own clock: a link added while screen A is set
    /// up fires on A's frames with A's time, never on B's, and does not keep B producing frames.
    @Test func aLinkBelongsToTheScreenItWasAddedFor() {
        let a = HeadlessScreen(size: CGSize(width: 10, height: 10), startTime: 1000)
        let b = HeadlessScreen(size: CGSize(width: 10, height: 10), startTime: 5000)
        _ = a.makeWindow()
        var fired: [CFTimeInterval] = []
        let link = CADisplayLink { fired.append($0.timestamp) }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        b.renderFrame()
        #expect(fired.isEmpty, "screen B's frame fired screen A's link: \(fired)")
        #expect(!b.isAnimating, "screen B keeps producing frames for screen A's link")
        a.renderFrame()
        b.renderFrame()
        a.advance(by: frame)
        a.renderFrame()
        expectNear(fired, [1000, 1000 + frame], tolerance: 1e-9)
        #expect(a.isAnimating, "screen A keeps producing frames while its link runs")
    }

    /// Tests run side by side, each with its own screen, and another test's work can run
    /// between one test's set-up and its body. What a test does after such a gap still refers to
    /// the screen it set up: `CACurrentMediaTime()` reads that screen's clock and a link added
    /// then fires on that screen's frames, not on the screen driven in between.
    @Test func aScreenStaysTheOneOfItsTaskWhileAnotherTaskDrivesAnother() async {
        let a = HeadlessScreen(size: CGSize(width: 10, height: 10), startTime: 1000)
        _ = a.makeWindow()
        a.renderFrame()
        // Another test's set-up, in its own task, drives screen B (and keeps it).
        let b = await Task { @MainActor () -> HeadlessScreen in
            let b = HeadlessScreen(size: CGSize(width: 10, height: 10), startTime: 5000)
            _ = b.makeWindow()
            b.renderFrame()
            return b
        }.value
        #expect(CACurrentMediaTime() == 1000, "the time of this task's screen")
        var fired: [CFTimeInterval] = []
        let link = CADisplayLink { fired.append($0.timestamp) }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        b.renderFrame()
        #expect(fired.isEmpty, "screen B's frame fired the link of this task's screen: \(fired)")
        a.advance(by: frame)
        a.renderFrame()
        expectNear(fired, [1000 + frame], tolerance: 1e-9)
    }

    @Test func theNoArgumentAndClosureFormsAreCalledEveryFrame() {
        let screen = HeadlessScreen(size: CGSize(width: 10, height: 10))
        let counter = Counter()
        let plain = counter.makeLink()
        plain.add(to: .main, forMode: .common)
        var closureTimes: [CFTimeInterval] = []
        let closure = CADisplayLink { link in closureTimes.append(link.timestamp) }
        closure.add(to: .main, forMode: .default)
        screen.renderFrame()
        screen.run(for: 0.1)
        #expect(counter.count == 7, "one call per frame: the first frame and six more")
        #expect(closureTimes.count == 7)
        #expect(closureTimes == closureTimes.sorted() && Set(closureTimes).count == 7, "a new time each frame")
        plain.invalidate()
        closure.invalidate()
    }

    @Test func whatTheCallbackChangesIsDrawnInTheSameFrame() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 20))
        let window = screen.makeWindow()
        window.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        box.backgroundColor = .red
        window.addSubview(box)
        let start = screen.now
        // Moves 600 points per second: 10 points per 60 Hz frame.
        let link = CADisplayLink { link in box.frame.origin.x = CGFloat((link.timestamp - start) * 600) }
        link.add(to: .main, forMode: .common)
        screen.renderFrame()
        screen.run(for: 3.0 / 60)
        let red = RGBA(red: 255, green: 0, blue: 0), white = RGBA(red: 255, green: 255, blue: 255)
        #expect(screen.pixel(at: CGPoint(x: 31, y: 5))?.isClose(to: red) == true, "drawn at x = 30 in the frame that set it")
        #expect(screen.pixel(at: CGPoint(x: 29, y: 5))?.isClose(to: white) == true)
        #expect(screen.pixel(at: CGPoint(x: 41, y: 5))?.isClose(to: white) == true)
        link.invalidate()
    }

    @Test func aLinkThatIsNotAddedIsNeverCalledAndAddingTwiceCallsOncePerFrame() {
        let screen = HeadlessScreen(size: CGSize(width: 10, height: 10))
        var calls = 0
        let link = CADisplayLink { _ in calls += 1 }
        screen.renderFrame()
        screen.run(for: 0.05)
        #expect(calls == 0)
        #expect(link.timestamp == 0, "never fired")
        #expect(!screen.isAnimating, "a link that is not added wants no frames")

        link.add(to: .main, forMode: .common)
        link.add(to: .main, forMode: .common)
        #expect(screen.needsFrame, "adding a link asks for a frame")
        screen.renderFrame()
        #expect(calls == 1)
        link.invalidate()
    }

    @Test func aPausedLinkIsNotCalledAndLetsTheLoopSleep() {
        let screen = HeadlessScreen(size: CGSize(width: 10, height: 10))
        var calls = 0
        let link = CADisplayLink { _ in calls += 1 }
        link.add(to: .main, forMode: .common)
        screen.renderFrame()
        #expect(screen.isAnimating, "an added, unpaused link keeps frames coming")

        link.isPaused = true
        screen.advance(by: frame)
        screen.renderFrame()
        #expect(calls == 1, "not called while paused")
        #expect(!screen.isAnimating, "a paused link wants no frames")

        link.isPaused = false
        #expect(screen.needsFrame, "unpausing asks for a frame")
        screen.advance(by: 0.5)
        screen.renderFrame()
        #expect(calls == 2)
        expectNear([link.timestamp], [screen.now], tolerance: 1e-9, "the first frame after unpausing reports its own time")
        #expect(screen.isAnimating)
        link.invalidate()
    }

    @Test func removingStopsTheLinkAndItCanBeAddedAgain() {
        let screen = HeadlessScreen(size: CGSize(width: 10, height: 10))
        var calls = 0
        let link = CADisplayLink { _ in calls += 1 }
        link.add(to: .main, forMode: .common)
        screen.renderFrame()
        link.remove(from: .main, forMode: .common)
        screen.run(for: 0.05)
        #expect(calls == 1)
        #expect(!screen.isAnimating)
        link.add(to: .main, forMode: .common)
        screen.run(for: 0.05)
        #expect(calls == 4)
        link.invalidate()
    }

    @Test func invalidatingStopsTheCallsForGoodAndTheLoopSleeps() {
        let screen = HeadlessScreen(size: CGSize(width: 10, height: 10))
        var calls = 0
        let link = CADisplayLink { _ in calls += 1 }
        link.add(to: .main, forMode: .common)
        screen.run(for: 0.05)
        #expect(calls == 3)
        link.invalidate()
        screen.renderFrame()
        #expect(!screen.isAnimating, "no link wants frames")
        link.add(to: .main, forMode: .common)
        screen.run(for: 0.05)
        #expect(calls == 3, "an invalidated link cannot be added again")
    }

    @Test func aLinkCanInvalidateItselfFromItsCallback() {
        let screen = HeadlessScreen(size: CGSize(width: 10, height: 10))
        var calls = 0
        do {
            // The client keeps no reference: the run loop holds the link while it is added.
            let link = CADisplayLink { link in
                calls += 1
                if calls == 3 { link.invalidate() }
            }
            link.add(to: .main, forMode: .common)
        }
        screen.run(for: 0.1)
        #expect(calls == 3)
        #expect(!screen.isAnimating)
    }

    @Test func theLinkRetainsItsTargetUntilInvalidated() {
        let screen = HeadlessScreen(size: CGSize(width: 10, height: 10))
        weak var target: Counter?
        var link: CADisplayLink?
        do {
            let counter = Counter()
            target = counter
            link = counter.makeLink()
            link?.add(to: .main, forMode: .common)
        }
        #expect(target != nil, "the link keeps its target alive, as on iOS")
        screen.run(for: 0.05)
        #expect(target?.count == 3)
        link?.invalidate()
        #expect(target == nil, "invalidating releases the target")
        screen.run(for: 0.05)
        #expect(!screen.isAnimating)
    }

    @Test func aTargetThatOwnsItsLinkIsFreedByInvalidate() {
        let screen = HeadlessScreen(size: CGSize(width: 10, height: 10))
        weak var target: FrameRecorder?
        do {
            let recorder = FrameRecorder()   // recorder → link → recorder: broken only by invalidate()
            recorder.start()
            target = recorder
        }
        screen.renderFrame()
        #expect(target?.timestamps.count == 1)
        target?.link?.invalidate()
        #expect(target == nil)
    }
}
