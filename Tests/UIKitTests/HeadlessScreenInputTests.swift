import Foundation
import Testing
import UIKit
import UIKitTesting
import TestSupport

/// The scripted-input API of `HeadlessScreen` (`press`, `move`, `release`, `drag`, `hold`,
/// `pressEscape`, `loseFocus`, `loseGrab`, `pointer`), observed as client code observes input:
/// a view's `touchesBegan/Moved/Ended/Cancelled` and a pan gesture recognizer's actions.
///
/// Every timestamp is scripted, so the expectations are exact (up to floating-point rounding).
@MainActor
@Suite struct HeadlessScreenInputTests {
    /// A 200×100 screen whose window holds one logging view at (20, 10), 160×80.
    @MainActor
    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let view: TouchLogView

        init(scale: CGFloat = 1) {
            screen = HeadlessScreen(size: CGSize(width: 200, height: 100), scale: scale)
            window = screen.makeWindow()
            view = TouchLogView(frame: CGRect(x: 20, y: 10, width: 160, height: 80))
            window.addSubview(view)
            screen.renderFrame()
        }
    }

    // MARK: Press, move, release

    @Test("press, move, release: began, moved, ended in the view's coordinates at the scripted times")
    func phasesLocationsAndTimes() throws {
        let scene = Scene()
        let (screen, view) = (scene.screen, scene.view)
        let t0 = screen.now

        screen.press(at: CGPoint(x: 30, y: 20), time: t0 + 0.001)
        try #require(view.log.count == 1, "press runs a frame and delivers `began`: \(view.log)")
        let began = view.log[0]
        #expect(began.callback == .began && began.phase == .began)
        #expect(began.location == CGPoint(x: 10, y: 10), "(30, 20) on the screen is (10, 10) in the view")
        #expect(began.windowLocation == CGPoint(x: 30, y: 20))
        #expect(began.timestamp == t0 + 0.001 && began.eventTimestamp == t0 + 0.001)
        #expect(began.tapCount == 1)
        #expect(began.touchView === view && began.touchWindow === scene.window)
        #expect(screen.pointer == CGPoint(x: 30, y: 20))

        screen.move(to: CGPoint(x: 60, y: 40), time: t0 + 0.005)
        #expect(view.log.count == 1, "a move is delivered at the next frame, not before")
        #expect(screen.pointer == CGPoint(x: 60, y: 40))
        screen.renderFrame()
        try #require(view.log.count == 2, "\(view.log)")
        let moved = view.log[1]
        #expect(moved.callback == .moved && moved.phase == .moved)
        #expect(moved.location == CGPoint(x: 40, y: 30) && moved.previousLocation == CGPoint(x: 10, y: 10))
        #expect(moved.timestamp == t0 + 0.005 && moved.eventTimestamp == t0 + 0.005)

        screen.release(at: CGPoint(x: 70, y: 40), time: t0 + 0.009)
        let ended = try #require(view.log.last)
        #expect(ended.callback == .ended && ended.phase == .ended)
        #expect(ended.location == CGPoint(x: 50, y: 30), "released where `release(at:)` put the pointer")
        #expect(ended.timestamp == t0 + 0.009)
        #expect(screen.pointer == CGPoint(x: 70, y: 40))
        #expect(view.log.filter { $0.callback == .began }.count == 1)
        #expect(view.log.filter { $0.callback == .cancelled }.isEmpty)

        // The button is up: more motion reaches nobody.
        let count = view.log.count
        screen.move(to: CGPoint(x: 90, y: 50), time: t0 + 0.02)
        screen.renderFrame()
        #expect(view.log.count == count, "motion with the button up is not a touch: \(view.log.suffix(2))")
    }

    @Test("a tap (press and release at one place) is `began` then `ended`, with no `moved` in between")
    func tapHasNoMove() throws {
        let scene = Scene()
        let (screen, view) = (scene.screen, scene.view)
        screen.press(at: CGPoint(x: 50, y: 50))
        screen.advance(by: 0.08)
        screen.release()
        #expect(view.log.first?.callback == .began && view.log.last?.callback == .ended)
        #expect(view.log.last?.location == CGPoint(x: 30, y: 40))
        #expect(view.log.map(\.callback) == [.began, .ended], "UIKit sends no touchesMoved for a finger that did not move")
    }

    @Test("several moves before one frame reach the view as one `moved` carrying every sample in order")
    func movesInOneFrameAreCoalesced() throws {
        let scene = Scene()
        let (screen, view) = (scene.screen, scene.view)
        let t0 = screen.now
        screen.press(at: CGPoint(x: 30, y: 50), time: t0)
        let points = [CGPoint(x: 34, y: 50), CGPoint(x: 41, y: 51), CGPoint(x: 50, y: 53)]
        for (i, p) in points.enumerated() { screen.move(to: p, time: t0 + 0.004 * Double(i + 1)) }
        screen.renderFrame()

        let moves = view.log.filter { $0.callback == .moved }
        try #require(moves.count == 1, "one delivery per frame: \(view.log)")
        let samples = moves[0].samples
        #expect(samples.map(\.windowLocation) == points)
        #expect(samples.map(\.timestamp) == [t0 + 0.004, t0 + 0.008, t0 + 0.012])
        #expect(samples.map(\.previousWindowLocation) == [CGPoint(x: 30, y: 50)] + points.dropLast(),
                "each sample's previous location is the one before it")
        #expect(moves[0].windowLocation == points.last && moves[0].timestamp == t0 + 0.012,
                "the touch itself stands at the last sample")
        #expect(samples.allSatisfy { $0.phase == .moved }, "the samples of the first move after the press too: \(samples.map(\.phase))")
    }

    @Test("timestamps that go backwards are held at the latest one")
    func timeNeverRunsBackwards() throws {
        let scene = Scene()
        let (screen, view) = (scene.screen, scene.view)
        let t0 = screen.now
        screen.press(at: CGPoint(x: 30, y: 50), time: t0 + 0.5)
        screen.move(to: CGPoint(x: 40, y: 50), time: t0 + 0.4)
        screen.renderFrame()
        screen.release(time: t0 + 0.3)
        let times = view.log.map(\.timestamp)
        #expect(times.allSatisfy { $0 == t0 + 0.5 }, "\(times)")
    }

    // MARK: drag

    @Test("drag: one `moved` per frame holding every sample, at the scripted times and positions",
          arguments: [(120.0, 60.0), (240.0, 60.0), (60.0, 30.0)])
    func dragDeliversOneMovePerFrame(sampleRate: Double, frameRate: Double) throws {
        let scene = Scene()
        let (screen, view) = (scene.screen, scene.view)
        let start = CGPoint(x: 25, y: 50), end = CGPoint(x: 175, y: 20)
        let duration = 0.25
        screen.press(at: start)
        let t0 = screen.now

        screen.drag(to: end, duration: duration, sampleRate: sampleRate, frameRate: frameRate)

        expectNear(screen.now - t0, duration, tolerance: 1e-9, "the clock advanced with the drag")
        #expect(screen.pointer == end)
        let moves = view.log.filter { $0.callback == .moved }
        let frames = Int((duration * frameRate).rounded())
        let sampleCount = Int((duration * sampleRate).rounded())
        #expect(moves.count == frames, "one delivery per frame (\(frames) frames)")

        let samples = moves.flatMap(\.samples)
        try #require(samples.count == sampleCount, "every sample is kept: \(samples.count) of \(sampleCount)")
        for (i, sample) in samples.enumerated() {
            let f = Double(i + 1) / Double(sampleCount)
            let time = t0 + duration * f
            let place = CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)
            expectNear(sample.timestamp, time, tolerance: 1e-9, "sample \(i) at \(sample.timestamp), scripted \(time)")
            expectNear(sample.windowLocation, place, tolerance: 1e-9, "sample \(i) at \(sample.windowLocation), scripted \(place)")
        }
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0.timestamp < $1.timestamp }, "strictly increasing times")
        for move in moves {
            // The touch stands at the last sample of its frame, and its time is that sample's.
            #expect(move.samples.last?.windowLocation == move.windowLocation)
            #expect(move.samples.last?.timestamp == move.timestamp && move.eventTimestamp == move.timestamp)
        }
        #expect(zip(moves, moves.dropFirst()).allSatisfy { $0.timestamp < $1.timestamp })
        #expect(moves.last?.windowLocation == end)
    }

    @Test("drag with no duration (or a nonsensical one) jumps to the point in one frame",
          arguments: [0, -1, Double.nan, Double.infinity])
    func dragWithoutDuration(duration: Double) throws {
        let scene = Scene()
        let (screen, view) = (scene.screen, scene.view)
        screen.press(at: CGPoint(x: 30, y: 50))
        let before = screen.now
        screen.drag(to: CGPoint(x: 90, y: 60), duration: duration)
        let moves = view.log.filter { $0.callback == .moved }
        #expect(moves.count == 1 && moves.first?.windowLocation == CGPoint(x: 90, y: 60), "\(view.log)")
        #expect(screen.now == before, "no time passes")
        #expect(screen.pointer == CGPoint(x: 90, y: 60))
    }

    @Test("hold keeps the finger still: frames run and the clock advances, but no `moved` arrives")
    func holdDeliversNothing() throws {
        let scene = Scene()
        let (screen, view) = (scene.screen, scene.view)
        screen.press(at: CGPoint(x: 30, y: 50))
        let t0 = screen.now
        screen.hold(for: 0.5)
        expectNear(screen.now - t0, 0.5, tolerance: 1e-9)
        #expect(view.log.map(\.callback) == [.began], "\(view.log)")
        screen.release()
        #expect(view.log.last?.callback == .ended)
        expectNear(view.log.last?.timestamp, t0 + 0.5, tolerance: 1e-9, "released at the clock's time")
    }

    @Test("hold(for:) advances the clock by the time asked for", arguments: [0.3, 0.5, 0.12, 0.025, 0.005])
    func holdAdvancesTheClockExactly(seconds: Double) {
        let scene = Scene()
        let screen = scene.screen
        screen.press(at: CGPoint(x: 30, y: 50))
        let t0 = screen.now
        screen.hold(for: seconds)
        // Including times that are no whole number of 1/60-s frames (the last frame is shorter).
        expectNear(screen.now - t0, seconds, tolerance: 1e-9, "held for \(screen.now - t0) s, asked for \(seconds) s")
        #expect(scene.view.log.map(\.callback) == [.began], "holding still delivers nothing")
        screen.release()
        #expect(scene.view.log.last?.callback == .ended)
    }

    // MARK: tapCount

    @Test("quick taps at one place count up `tapCount`; a pause or a distant tap starts again at 1")
    func tapCountCountsQuickTaps() throws {
        let scene = Scene()
        let (screen, view) = (scene.screen, scene.view)
        func tap(_ p: CGPoint) {
            screen.press(at: p)
            screen.advance(by: 0.05)
            screen.release()
            screen.advance(by: 0.1)
        }
        let here = CGPoint(x: 60, y: 50)
        tap(here)
        tap(here)
        tap(CGPoint(x: 63, y: 52))   // a few points off still counts
        screen.advance(by: 1)
        tap(here)                    // after a pause
        tap(CGPoint(x: 160, y: 50))  // 100 points away
        let counts = view.log.filter { $0.callback == .began }.map(\.tapCount)
        #expect(counts == [1, 2, 3, 1, 1], "\(counts)")
        #expect(view.log.filter { $0.callback == .ended }.map(\.tapCount) == counts, "`ended` carries the same count")
    }

    // MARK: Cancellation

    enum Interruption: String, CaseIterable, CustomTestStringConvertible {
        case escape, focusLoss, grabLoss
        var testDescription: String { rawValue }
        @MainActor func happen(on screen: HeadlessScreen) {
            switch self {
            case .escape: screen.pressEscape()
            case .focusLoss: screen.loseFocus()
            case .grabLoss: screen.loseGrab()
            }
        }
    }

    @Test("Escape, focus loss and grab loss cancel a drag in flight: one `cancelled`, then silence until the next press",
          arguments: Interruption.allCases)
    func interruptionsCancelTheTouch(_ interruption: Interruption) throws {
        let scene = Scene()
        let (screen, view) = (scene.screen, scene.view)
        screen.press(at: CGPoint(x: 30, y: 50))
        screen.drag(to: CGPoint(x: 80, y: 50), duration: 0.1)
        let timeOfLastMove = screen.now
        screen.advance(by: 0.02)
        interruption.happen(on: screen)

        let cancels = view.log.filter { $0.callback == .cancelled }
        try #require(cancels.count == 1, "\(view.log.map(\.callback))")
        #expect(cancels[0].phase == .cancelled)
        #expect(cancels[0].timestamp >= timeOfLastMove, "a cancel does not go back in time")
        #expect(view.log.filter { $0.callback == .ended }.isEmpty)

        // The rest of the drag, and its release, belong to no touch.
        let count = view.log.count
        screen.drag(to: CGPoint(x: 120, y: 50), duration: 0.05)
        screen.release()
        #expect(view.log.count == count, "after the cancel: \(view.log.suffix(3).map(\.callback))")

        // A new press is a new touch.
        screen.advance(by: 1)
        screen.press(at: CGPoint(x: 40, y: 40))
        #expect(view.log.last?.callback == .began && view.log.last?.tapCount == 1)
        screen.release()
        #expect(view.log.last?.callback == .ended)
    }

    @Test("Escape, focus loss and grab loss without a touch down do nothing", arguments: Interruption.allCases)
    func interruptionsWithoutATouch(_ interruption: Interruption) {
        let scene = Scene()
        interruption.happen(on: scene.screen)
        scene.screen.press(at: CGPoint(x: 30, y: 50))
        scene.screen.release()
        #expect(scene.view.log.map(\.callback).first == .began && scene.view.log.last?.callback == .ended)
        #expect(!scene.view.log.contains { $0.callback == .cancelled })
    }

    // MARK: A pan gesture recognizer driven by drag

    @Test("a pan recognizer driven by `drag` reports the scripted distance and speed",
          arguments: [(CGPoint(x: 20, y: 50), CGPoint(x: 180, y: 50), 0.2),     // 800 pt/s to the right
                      (CGPoint(x: 170, y: 80), CGPoint(x: 70, y: 30), 0.25),    // (−400, −200) pt/s
                      (CGPoint(x: 100, y: 20), CGPoint(x: 100, y: 95), 0.5)])   // 150 pt/s down
    func panReportsScriptedSpeed(from start: CGPoint, to end: CGPoint, duration: Double) throws {
        let scene = Scene()
        let (screen, window) = (scene.screen, scene.window)
        let log = PanLog()
        let pan = UIPanGestureRecognizer(target: log, action: PanLog.handle)
        window.addGestureRecognizer(pan)
        let expected = CGPoint(x: (end.x - start.x) / duration, y: (end.y - start.y) / duration)

        screen.press(at: start)
        screen.drag(to: end, duration: duration)
        screen.release()

        let states = log.entries.map(\.state)
        #expect(states.first == .began && states.last == .ended, "\(states)")
        #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed }, "\(states)")
        #expect(states.filter { $0 == .changed }.count >= 3, "\(states)")
        let last = try #require(log.entries.last)
        expectNear(last.translation, CGPoint(x: end.x - start.x, y: end.y - start.y), tolerance: 1e-6,
                   "translation at the end")
        // A constant-speed drag, exact timestamps: every reasonable estimator gives the speed
        // itself. 2 % leaves room for how the estimator weighs its window, not for noise.
        expectNear(last.velocity, expected, tolerance: 0.02 * hypot(expected.x, expected.y), "velocity at release")
        #expect(last.velocity.x.isFinite && last.velocity.y.isFinite,
                "release comes at the time of the last sample (zero time step): \(last.velocity)")
        for entry in log.entries.dropFirst(2).dropLast() {
            expectNear(entry.velocity, expected, tolerance: 0.05 * hypot(expected.x, expected.y),
                       "velocity while dragging, at \(entry.translation)")
        }
    }

    @Test("a pan begins only after the finger moved 10 points")
    func panBeginsAfterTenPoints() throws {
        let scene = Scene()
        let (screen, window) = (scene.screen, scene.window)
        let log = PanLog()
        window.addGestureRecognizer(UIPanGestureRecognizer(target: log, action: PanLog.handle))
        screen.press(at: CGPoint(x: 50, y: 50))
        screen.drag(to: CGPoint(x: 58, y: 50), duration: 0.1)
        #expect(log.entries.isEmpty, "8 points: not yet a pan: \(log.entries.map(\.state))")
        screen.drag(to: CGPoint(x: 64, y: 50), duration: 0.05)
        #expect(log.entries.first?.state == .began, "\(log.entries.map(\.state))")
        screen.release()
        #expect(log.entries.last?.state == .ended)
    }

    @Test("holding still before lifting the finger: the release velocity is about zero")
    func panPauseBeforeReleaseStops() throws {
        let scene = Scene()
        let (screen, window) = (scene.screen, scene.window)
        let log = PanLog()
        window.addGestureRecognizer(UIPanGestureRecognizer(target: log, action: PanLog.handle))
        screen.press(at: CGPoint(x: 20, y: 50))
        screen.drag(to: CGPoint(x: 180, y: 50), duration: 0.2)
        screen.hold(for: 0.3)
        screen.release()
        let last = try #require(log.entries.last)
        #expect(last.state == .ended)
        expectNear(last.velocity, .zero, tolerance: CGFloat(50).nextDown,
                   "a finger that stopped 0.3 s before lifting is not flinging: \(last.velocity)")
    }

    @Test("a pan in flight is cancelled by Escape, focus loss and grab loss", arguments: Interruption.allCases)
    func panCancelled(_ interruption: Interruption) throws {
        let scene = Scene()
        let (screen, window) = (scene.screen, scene.window)
        let log = PanLog()
        let pan = UIPanGestureRecognizer(target: log, action: PanLog.handle)
        window.addGestureRecognizer(pan)
        screen.press(at: CGPoint(x: 20, y: 50))
        screen.drag(to: CGPoint(x: 100, y: 50), duration: 0.1)
        interruption.happen(on: screen)
        #expect(log.entries.last?.state == .cancelled, "\(log.entries.map(\.state))")
        #expect(log.entries.filter { $0.state == .cancelled }.count == 1)
        #expect(pan.state == .possible, "ready for the next gesture")

        let count = log.entries.count
        screen.drag(to: CGPoint(x: 150, y: 50), duration: 0.05)
        screen.release()
        #expect(log.entries.count == count, "the rest of the drag is no gesture: \(log.entries.suffix(2).map(\.state))")

        screen.press(at: CGPoint(x: 20, y: 50))
        screen.drag(to: CGPoint(x: 60, y: 50), duration: 0.05)
        screen.release()
        #expect(log.entries.suffix(from: count).first?.state == .began, "a new drag is a new gesture")
        #expect(log.entries.last?.state == .ended)
        expectNear(log.entries.last?.translation, CGPoint(x: 40, y: 0), tolerance: 1e-6, "translation starts afresh")
    }

    @Test("at scale 2 the scripted points are points: a 160-point drag is a 160-point translation")
    func panAtScaleTwo() throws {
        let scene = Scene(scale: 2)
        let (screen, window) = (scene.screen, scene.window)
        #expect(screen.pixelSize == (400, 200))
        let log = PanLog()
        window.addGestureRecognizer(UIPanGestureRecognizer(target: log, action: PanLog.handle))
        screen.press(at: CGPoint(x: 20, y: 50))
        screen.drag(to: CGPoint(x: 180, y: 50), duration: 0.2)
        screen.release()
        let last = try #require(log.entries.last)
        #expect(last.state == .ended)
        expectNear(last.translation, CGPoint(x: 160, y: 0), tolerance: 1e-6)
        expectNear(last.velocity, CGPoint(x: 800, y: 0), tolerance: 16)
    }
}

/// A view that records every touch callback with copies of what the touch said at the time
/// (the same `UITouch` object is updated for the whole sequence).
@MainActor
final class TouchLogView: UIView {
    enum Callback: String { case began, moved, ended, cancelled }

    struct Sample {
        let windowLocation: CGPoint
        let previousWindowLocation: CGPoint
        let timestamp: TimeInterval
        let phase: UITouch.Phase
    }

    struct Entry: CustomStringConvertible {
        let callback: Callback
        let phase: UITouch.Phase
        let location: CGPoint
        let previousLocation: CGPoint
        let windowLocation: CGPoint
        let timestamp: TimeInterval
        let eventTimestamp: TimeInterval?
        let tapCount: Int
        let samples: [Sample]
        weak var touchView: UIView?
        weak var touchWindow: UIWindow?
        var description: String { "\(callback) at \(location) t=\(timestamp)" }
    }

    private(set) var log: [Entry] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(.began, touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(.moved, touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record(.ended, touches, event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record(.cancelled, touches, event) }

    private func record(_ callback: Callback, _ touches: Set<UITouch>, _ event: UIEvent?) {
        for touch in touches {
            let samples = (event?.coalescedTouches(for: touch) ?? []).map { s in
                Sample(windowLocation: s.location(in: nil), previousWindowLocation: s.previousLocation(in: nil),
                       timestamp: s.timestamp, phase: s.phase)
            }
            log.append(Entry(callback: callback, phase: touch.phase, location: touch.location(in: self),
                             previousLocation: touch.previousLocation(in: self), windowLocation: touch.location(in: nil),
                             timestamp: touch.timestamp, eventTimestamp: event?.timestamp, tapCount: touch.tapCount,
                             samples: samples, touchView: touch.view, touchWindow: touch.window))
        }
    }
}

/// The target of a pan recognizer: records state, translation and velocity at every action.
@MainActor
final class PanLog {
    struct Entry {
        let state: UIGestureRecognizer.State
        let translation: CGPoint
        let velocity: CGPoint
    }

    private(set) var entries: [Entry] = []

    func handle(_ pan: UIPanGestureRecognizer) {
        entries.append(Entry(state: pan.state, translation: pan.translation(in: pan.view),
                             velocity: pan.velocity(in: pan.view)))
    }
}
