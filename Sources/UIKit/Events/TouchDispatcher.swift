import Foundation
import WindowSystem

/// Turns one screen's pointer events into touches and delivers them: to the gesture
/// recognizers of the touched view and its ancestors first, then to the view (unless a
/// recognizer took the touch).
///
/// The primary button is the finger. Motion is coalesced per frame: one `moved` delivery with
/// every sample kept for `coalescedTouches(for:)` and velocity. A grab loss, focus loss, the
/// window being hidden, or Escape cancel the touch. Timestamps that go backwards are held at the
/// last one, so time never runs backwards for a recognizer.
@MainActor
final class TouchDispatcher {
    let screen: UIScreen
    private(set) var touch: UITouch?
    private(set) var arena: GestureArena?
    /// The event object touches are delivered in (UIKit reuses one, too).
    let currentEvent = UIEvent(type: .touches, timestamp: 0)
    var viewTouchState = ViewTouchState()
    private var pendingMoves: [(location: CGPoint, timestamp: TimeInterval)] = []
    private var lastTimestamp: TimeInterval = 0
    /// Where the touch is, in screen points (to tell a release that moved from one that did not).
    private var lastScreenLocation: CGPoint = .zero
    private var lastTap: (location: CGPoint, timestamp: TimeInterval, count: Int)?

    /// Taps within this time and distance of the previous one count up `tapCount`.
    static let multiTapInterval: TimeInterval = 0.35
    static let multiTapDistance: CGFloat = 20

    /// The frame clock (deadlines are on it; event timestamps are the window system's).
    let clock: any FrameClock

    init(screen: UIScreen, clock: any FrameClock) {
        self.screen = screen
        self.clock = clock
    }

    // MARK: Input

    /// Handles one window-system event (motion is held until `flush()`).
    func handle(_ e: WindowSystemEvent) {
        arena?.now = clock.now
        switch e {
        case .pointerDown(let button, let location, let time, _) where button == 1:
            flush()
            begin(at: location, timestamp: monotonic(time))
        case .pointerMoved(let location, let time, _):
            guard touch != nil else { return }
            pendingMoves.append((location, monotonic(time)))
        case .pointerUp(let button, let location, let time, _) where button == 1:
            guard touch != nil else { return }   // a release without a press: nothing to end
            if location != (pendingMoves.last?.location ?? lastScreenLocation) {
                pendingMoves.append((location, monotonic(time)))
            }
            flush()
            finish(.ended, timestamp: monotonic(time))
        case .grabLost(let time):
            flush()
            finish(.cancelled, timestamp: monotonic(time))
        case .focusOut, .unmapped:
            flush()
            finish(.cancelled, timestamp: lastTimestamp)
        case .keyDown(let key, _, let time, _) where key == 0xff1b:   // Escape cancels a drag
            flush()
            finish(.cancelled, timestamp: monotonic(time))
        default:
            break
        }
    }

    /// Delivers the motion gathered since the last flush as one `moved` event.
    func flush() {
        guard let touch, !pendingMoves.isEmpty else { return }
        let moves = pendingMoves
        pendingMoves.removeAll()
        lastScreenLocation = moves.last?.location ?? lastScreenLocation
        touch.phase = .moved
        var previous = touch.windowLocation
        var samples: [UITouch] = []
        for m in moves.suffix(1024) {
            let p = windowPoint(m.location, in: touch.window)
            samples.append(touch.sample(location: p, previous: previous, timestamp: m.timestamp))
            previous = p
        }
        guard let last = samples.last else { return }
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = last.windowLocation
        touch.timestamp = last.timestamp
        touch.phase = .moved
        deliver(touch, coalesced: samples)
    }

    /// Fires recognizer deadlines (taps waiting for another tap, long presses).
    func tick(at now: TimeInterval) {
        arena?.now = now
        arena?.tick(at: now)
    }

    /// Whether a recognizer waits for a deadline (the loop must keep running frames until then).
    var nextDeadline: TimeInterval? { arena?.nextDeadline }

    // MARK: Touch life

    private func monotonic(_ t: TimeInterval) -> TimeInterval {
        let safe = t.isFinite ? t : lastTimestamp
        lastTimestamp = max(lastTimestamp, safe)
        return lastTimestamp
    }

    private func windowPoint(_ screenPoint: CGPoint, in window: UIWindow?) -> CGPoint {
        guard let window else { return screenPoint }
        return window.layer.convert(screenPoint, from: screen.rootLayer)
    }

    private func begin(at location: CGPoint, timestamp: TimeInterval) {
        if touch != nil { finish(.cancelled, timestamp: timestamp) }
        // A view still waiting for the previous touch's end (a tap recognizer was undecided) gets it now.
        deliverHeldEnd()
        lastScreenLocation = location
        let window = screen.windows.reversed().first { w in
            !w.isHidden && w.isUserInteractionEnabled && w.hitTest(windowPoint(location, in: w), with: nil) != nil
        } ?? screen.keyWindow
        let p = windowPoint(location, in: window)
        let view = window?.hitTest(p, with: nil)
        var taps = 1
        if let last = lastTap, timestamp - last.timestamp <= Self.multiTapInterval,
           hypot(last.location.x - location.x, last.location.y - location.y) <= Self.multiTapDistance {
            taps = last.count + 1
        }
        let t = UITouch(window: window, view: view, location: p, timestamp: timestamp, tapCount: taps)
        touch = t
        viewTouchState = ViewTouchState()
        let recognizers = Self.recognizers(for: t, from: view)
        t.gestureRecognizers = recognizers
        let arena = self.arena ?? makeArena()
        arena.now = clock.now
        arena.touchIsDown = true
        arena.admit(recognizers)
        deliver(t, coalesced: [t])
    }

    private func finish(_ phase: UITouch.Phase, timestamp: TimeInterval) {
        guard let touch else { return }
        touch.phase = phase
        touch.timestamp = timestamp
        touch.previousWindowLocation = touch.windowLocation
        if phase == .ended { lastTap = (screenLocation(of: touch), timestamp, touch.tapCount) } else { lastTap = nil }
        deliver(touch, coalesced: [touch])
        self.touch = nil
        pendingMoves.removeAll()
        arena?.touchEnded()
    }

    private func screenLocation(of touch: UITouch) -> CGPoint {
        guard let window = touch.window else { return touch.windowLocation }
        return window.layer.convert(touch.windowLocation, to: screen.rootLayer)
    }

    private func makeArena() -> GestureArena {
        let a = GestureArena()
        a.onTouchesCancelledByRecognition = { [weak self] in self?.cancelViewTouch() }
        a.onParticipantDecided = { [weak self] in self?.releaseHeldViewTouches() }
        a.onFinished = { [weak self] in
            guard let self else { return }
            self.releaseHeldViewTouches()
            if self.touch == nil { self.arena = nil }
        }
        arena = a
        return a
    }

    /// The enabled recognizers of `view` and its ancestors (innermost first) that accept the touch.
    static func recognizers(for touch: UITouch, from view: UIView?) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var v = view
        while let current = v {
            for r in current.gestureRecognizers ?? [] where r.isEnabled {
                if let d = r.delegate, !d.gestureRecognizer(r, shouldReceive: touch) { continue }
                result.append(r)
            }
            v = current.superview
        }
        return result
    }
}
