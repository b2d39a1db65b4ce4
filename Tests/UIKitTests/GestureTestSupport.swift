import Foundation
import Testing
@testable import UIKit
@testable import UIKitTesting
@testable import WindowSystem

/// Drives a `HeadlessScreen` with pointer events as the window-system backend would post them:
/// explicit timestamps, the manual clock moved to each event's time, and frames rendered in
/// lockstep (events posted before a frame arrive in that frame; moves are coalesced into one
/// delivery per frame).
///
/// Internal to the tests: the public scripted-input API of `UIKitTesting` is designed
/// separately. Positions are screen points; the screen's window fills it, so they are window
/// points too.
@MainActor
final class GestureDriver {
    let screen: HeadlessScreen
    let window: UIWindow
    /// Where the pointer is (the last position posted).
    private(set) var pointer: CGPoint = .zero

    /// The clock's start: every test begins at the same time.
    static let startTime: TimeInterval = 1000

    /// A screen of `size` with one key window filling it, one frame rendered.
    init(size: CGSize = CGSize(width: 400, height: 600)) {
        screen = HeadlessScreen(size: size, scale: 1, startTime: Self.startTime)
        window = screen.makeWindow()
        screen.renderFrame()
    }

    /// The clock's time.
    var now: TimeInterval { screen.now }

    /// Moves the clock to `time` (never backwards: an event with an older timestamp is posted as
    /// it is, the clock stays).
    func advance(to time: TimeInterval) {
        if time > now { screen.advance(by: time - now) }
    }

    /// Runs one frame at the clock's time (delivers what was posted, fires due deadlines).
    func frame() { screen.renderFrame() }

    /// Posts a raw event, delivered at the next frame.
    func post(_ event: WindowSystemEvent) { screen.backend.post(event) }

    /// Presses the primary button at `point` at `time` (default now) and runs a frame.
    func press(at point: CGPoint, time: TimeInterval? = nil) {
        let t = time ?? now
        advance(to: t)
        pointer = point
        post(.pointerDown(button: 1, location: point, timestamp: t, modifiers: []))
        frame()
    }

    /// Moves the pointer to `point` at `time` (default now); runs a frame unless `frame` is false
    /// (then the move waits for the next frame, coalesced with the moves around it).
    func move(to point: CGPoint, time: TimeInterval? = nil, frame runsFrame: Bool = true) {
        let t = time ?? now
        advance(to: t)
        pointer = point
        post(.pointerMoved(location: point, timestamp: t, modifiers: []))
        if runsFrame { frame() }
    }

    /// Releases the primary button at `point` (default where the pointer is) at `time` (default
    /// now) and runs a frame.
    func release(at point: CGPoint? = nil, time: TimeInterval? = nil) {
        let t = time ?? now
        advance(to: t)
        if let point { pointer = point }
        post(.pointerUp(button: 1, location: pointer, timestamp: t, modifiers: []))
        frame()
    }

    /// A press and a release `duration` later at the same place.
    func tap(at point: CGPoint, duration: TimeInterval = 0.05) {
        press(at: point)
        release(at: point, time: now + duration)
    }

    /// Presses at `from`, moves in a straight line to `to` over `duration` seconds with
    /// `samplesPerSecond` samples at exact timestamps (the speed is distance / duration),
    /// rendering a frame every `1 / framesPerSecond` seconds, and releases at `to` at the time
    /// of the last sample unless `releasing` is false.
    func drag(from: CGPoint, to: CGPoint, duration: TimeInterval, samplesPerSecond: Double = 120,
              framesPerSecond: Double = 60, releasing: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
        guard duration > 0, samplesPerSecond > 0, framesPerSecond > 0 else {
            Issue.record("drag needs a positive duration, sample rate and frame rate", sourceLocation: sourceLocation)
            return
        }
        press(at: from)
        let t0 = now
        let n = max(1, Int((duration * samplesPerSecond).rounded()))
        let samples = (1...n).map { i -> (CGPoint, TimeInterval) in
            let f = Double(i) / Double(n)
            return (CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f), t0 + duration * f)
        }
        move(through: samples, framesPerSecond: framesPerSecond)
        if releasing { release(at: to, time: t0 + duration) }
    }

    /// Posts each sample at its timestamp, rendering frames every `1 / framesPerSecond` seconds
    /// in between (a frame at time T delivers the samples up to T), and a last frame after them.
    func move(through samples: [(CGPoint, TimeInterval)], framesPerSecond: Double = 60) {
        let frameInterval = 1 / framesPerSecond
        var nextFrame = now + frameInterval
        for (point, t) in samples {
            while nextFrame < t {
                advance(to: nextFrame)
                frame()
                nextFrame += frameInterval
            }
            move(to: point, time: t, frame: false)
        }
        frame()
    }

    /// Keeps still for `seconds`, running frames (deadlines fire at the first frame at or after them).
    func wait(_ seconds: TimeInterval, framesPerSecond: Double = 60) {
        let end = now + seconds
        while now + 1 / framesPerSecond <= end + 1e-9 {
            screen.advance(by: 1 / framesPerSecond)
            frame()
        }
        advance(to: end)
        frame()
    }

    /// Presses Escape (cancels a drag) and runs a frame.
    func pressEscape() {
        post(.keyDown(keySymbol: 0xff1b, characters: "\u{1b}", timestamp: now, modifiers: []))
        frame()
    }

    /// Another client takes the pointer grab (cancels a drag) and runs a frame.
    func loseGrab() {
        post(.grabLost(timestamp: now))
        frame()
    }

    /// The window loses keyboard focus (cancels a drag) and runs a frame.
    func loseFocus() {
        post(.focusOut)
        frame()
    }
}

/// The target of a recognizer: what it saw at every action, in order.
@MainActor
final class GestureActionLog {
    struct Entry {
        let state: UIGestureRecognizer.State
        let time: TimeInterval
        /// The pan's translation and velocity in `space` (nil for other recognizers).
        let translation: CGPoint?
        let velocity: CGPoint?
        let location: CGPoint
    }

    private(set) var entries: [Entry] = []
    /// The view whose coordinates translation, velocity and location are reported in (nil: the window's).
    weak var space: UIView?
    private let clock: () -> TimeInterval
    /// Called after each entry is recorded (a test can act from inside the action).
    var onAction: ((UIGestureRecognizer) -> Void)?

    /// Records the actions of `recognizer` (the log is its target, held weakly: keep the log).
    init(_ recognizer: UIGestureRecognizer, driver: GestureDriver, space: UIView? = nil) {
        let screen = driver.screen
        clock = { screen.now }
        self.space = space
        recognizer.addTarget(self, action: GestureActionLog.record)
    }

    var states: [UIGestureRecognizer.State] { entries.map(\.state) }
    var last: Entry? { entries.last }

    func record(_ g: UIGestureRecognizer) {
        let pan = g as? UIPanGestureRecognizer
        entries.append(Entry(state: g.state, time: clock(), translation: pan?.translation(in: space),
                             velocity: pan?.velocity(in: space), location: g.location(in: space)))
        onAction?(g)
    }
}

/// A view that records its touch callbacks in order.
@MainActor
final class GestureTouchView: UIView {
    enum Callback: String { case began, moved, ended, cancelled }
    private(set) var callbacks: [Callback] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { callbacks.append(.began) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { callbacks.append(.moved) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { callbacks.append(.ended) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { callbacks.append(.cancelled) }

    /// The callbacks other than moves, in order.
    var phases: [Callback] { callbacks.filter { $0 != .moved } }

    /// The callbacks with consecutive moves collapsed into one (their count depends on frames).
    var collapsed: [Callback] {
        callbacks.reduce(into: []) { r, c in if !(c == .moved && r.last == .moved) { r.append(c) } }
    }
}

/// A delegate whose answers the test sets.
@MainActor
final class GestureDelegate: NSObject, UIGestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var receivesTouch = true
    private(set) var shouldBeginAsked = 0

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        shouldBeginAsked += 1
        return shouldBegin
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        simultaneous
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        receivesTouch
    }
}

/// A reproducible random number generator (SplitMix64) for jittered sample times.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Expects a vector to be finite (no NaN, no infinity), reporting the caller's line.
func expectFinite(_ p: CGPoint?, _ note: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(p.map { $0.x.isFinite && $0.y.isFinite } == true, "\(String(describing: p)) \(note)", sourceLocation: sourceLocation)
}
