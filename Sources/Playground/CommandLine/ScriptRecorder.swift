import Foundation
import UIKit
import WindowSystem

/// Turns the pointer events of the window (with the window system's timestamps) into script
/// steps, for `--record`.
///
/// Motion with the button held is merged into straight `move` segments of at most
/// `maximumSegment` seconds (50 ms), each ending on a real sample, so the replayed path passes
/// through the recorded one at least every 50 ms and the release velocity, which the gesture
/// recognizers measure over the last 100 ms, comes out the same. Times when the pointer kept
/// still become `hold` steps: before a release, between gestures, and within a drag whenever no
/// motion arrived for longer than a segment (the pointer was still until the next sample).
/// Nothing is recorded before the first press; motion without the button is left out.
///
///     let recorder = ScriptRecorder()
///     recorder.pointerDown(at: CGPoint(x: 2, y: 400), time: 10.000)
///     recorder.pointerMoved(to: CGPoint(x: 100, y: 400), time: 10.100)
///     recorder.pointerUp(at: CGPoint(x: 100, y: 400), time: 10.150)
///     recorder.steps   // press 2 400, move 100 400 0.1, hold 0.05, release
@MainActor
final class ScriptRecorder {
    /// The longest `move` segment written, in seconds.
    let maximumSegment: TimeInterval

    private var recorded: [DragStep] = []
    /// Where the recorded steps leave the pointer, and when.
    private var cursor: (time: TimeInterval, point: CGPoint)?
    /// The last sample of the segment being gathered (it starts at `cursor`).
    private var pending: (time: TimeInterval, point: CGPoint)?
    private var isPressed = false

    init(maximumSegment: TimeInterval = 0.05) {
        self.maximumSegment = maximumSegment
    }

    /// The steps so far (a segment still being gathered included).
    var steps: [DragStep] {
        guard let pending, let cursor else { return recorded }
        return recorded + [.move(to: pending.point, duration: pending.time - cursor.time)]
    }

    /// Whether a gesture is in flight (the button is held).
    var isDragging: Bool { isPressed }

    // MARK: Events

    /// Records a window-system event (pointer button 1, motion, Escape); ignores the others.
    func record(_ event: WindowSystemEvent) {
        switch event {
        case .pointerDown(let button, let location, let time, _) where button == 1:
            pointerDown(at: location, time: time)
        case .pointerMoved(let location, let time, _):
            pointerMoved(to: location, time: time)
        case .pointerUp(let button, let location, let time, _) where button == 1:
            pointerUp(at: location, time: time)
        case .keyDown(let key, _, let time, _) where key == 0xff1b:
            escape(time: time)
        default:
            break
        }
    }

    func pointerDown(at point: CGPoint, time: TimeInterval) {
        if isPressed { pointerUp(at: cursor?.point ?? point, time: time) }   // a lost release
        keepStill(until: time)
        recorded.append(.press(point))
        cursor = (time, point)
        isPressed = true
    }

    func pointerMoved(to point: CGPoint, time: TimeInterval) {
        guard isPressed, let start = cursor else { return }
        let last = pending ?? start
        guard time >= last.time else { return }   // out of order: keep time monotonic
        if time - last.time > maximumSegment {
            // No motion for a while: the pointer stood still, then moved.
            flushSegment()
            keepStill(until: time)
            recorded.append(.move(to: point, duration: 0))
            cursor = (time, point)
            return
        }
        if pending != nil, time - start.time > maximumSegment { flushSegment() }
        pending = (time, point)
    }

    func pointerUp(at point: CGPoint, time: TimeInterval) {
        guard isPressed else { return }
        if point != (pending ?? cursor)?.point { pointerMoved(to: point, time: time) }
        keepStill(until: time)
        recorded.append(.release)
        isPressed = false
    }

    func escape(time: TimeInterval) {
        keepStill(until: time)
        recorded.append(.escape)
        if cursor == nil { cursor = (time, .zero) }
    }

    // MARK: Segments

    private func flushSegment() {
        guard let segment = pending, let start = cursor else { return }
        recorded.append(.move(to: segment.point, duration: segment.time - start.time))
        cursor = segment
        pending = nil
    }

    /// Ends the segment in progress and records a hold until `time` (nothing before the first step).
    private func keepStill(until time: TimeInterval) {
        flushSegment()
        guard let start = cursor else { return }
        let still = time - start.time
        if still >= 0.0005 { recorded.append(.hold(still)) }
        cursor = (max(time, start.time), start.point)
    }
}

/// `--record FILE`: records the window's input into a script file, written again after every
/// release and Escape (so a crash loses at most the drag in flight) and when the app ends.
@MainActor
final class ScriptRecording {
    let path: String
    let header: [String]
    private let recorder = ScriptRecorder()
    private var written: [DragStep]?

    /// Starts recording what the window system delivers to `application`'s screen.
    init(path: String, header: [String], application: UIApplication = .shared) {
        self.path = path
        self.header = header
        if let driver = application.screenDriver {
            let previous = driver.onInput
            driver.onInput = { [weak self] event in
                previous?(event)
                self?.record(event)
            }
        }
    }

    private func record(_ event: WindowSystemEvent) {
        recorder.record(event)
        switch event {
        case .pointerUp, .keyDown: save()
        default: break
        }
    }

    /// Writes the steps so far (nothing when they did not change); reports a failure on standard error.
    func save() {
        let steps = recorder.steps
        guard steps != written else { return }
        let text = DragScript.format(steps, header: header)
        if FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) {
            written = steps
        } else {
            FileHandle.standardError.write(Data("error: cannot write the recording to '\(path)'\n".utf8))
        }
    }
}
