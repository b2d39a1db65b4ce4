import Foundation

/// A continuous gesture recognizer that interprets long-press gestures.
///
/// The gesture begins when the finger has been down for ``minimumPressDuration`` without
/// moving more than ``allowableMovement`` points; after that it changes with every move (no
/// limit any more) and ends when the finger lifts. Lifting or moving too far before it began
/// makes it fail. With ``numberOfTapsRequired`` above 0 the user first taps that many times
/// (each press at most 0.75 s, the next one within 0.35 s, as a tap) and then presses and holds.
///
///     let press = UILongPressGestureRecognizer(target: self, action: Self.showMenu)
///     press.minimumPressDuration = 0.3
///     view.addGestureRecognizer(press)
///
/// The duration is measured on the frame clock: the screen's loop runs frames while the
/// recognizer waits, so the gesture begins at the first frame at or after the deadline.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// The minimum time (seconds) the finger must be down for the gesture to begin (default 0.5).
    open var minimumPressDuration: TimeInterval = 0.5
    /// The number of fingers that must press (default 1). A mouse is one finger, so a value
    /// other than 1 never begins.
    open var numberOfTouchesRequired: Int = 1
    /// The number of taps before the press (default 0).
    open var numberOfTapsRequired: Int = 0
    /// The maximum movement (points) before the gesture began; more makes it fail (default 10).
    open var allowableMovement: CGFloat = 10

    private var completedTaps = 0
    /// Where the current press went down (window coordinates).
    private var pressPoint: CGPoint?
    /// Where the first press of the sequence went down (window coordinates).
    private var firstPoint: CGPoint?
    private var isPressed = false

    /// Whether the current press is the one that must be held (all required taps are done).
    private var isHolding: Bool { completedTaps >= numberOfTapsRequired }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, pendingState == nil, let touch = touches.first else { return }
        if numberOfTouchesRequired != 1 { return fail() }
        if let d = deadline, currentTime >= d { return fail() }   // the next tap came too late
        let p = touch.windowLocation
        if let first = firstPoint, distance(p, first) > max(allowableMovement, 0) { return fail() }
        if firstPoint == nil { firstPoint = p }
        pressPoint = p
        isPressed = true
        if !isHolding {
            deadline = currentTime + UITapGestureRecognizer.maximumTapDuration
        } else if minimumPressDuration > 0, minimumPressDuration.isFinite {
            deadline = currentTime + minimumPressDuration
        } else if minimumPressDuration.isFinite || minimumPressDuration.isNaN {
            deadline = nil
            state = .began   // no duration: begins at once (NaN counts as 0)
        } else {
            deadline = nil   // an infinite duration never begins; the release makes it fail
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        fireDueDeadline()
        switch state {
        case .possible:
            guard pendingState == nil, isPressed, let start = pressPoint else { return }
            let samples = event.coalescedTouches(for: touch) ?? [touch]
            if samples.contains(where: { distance($0.windowLocation, start) > max(allowableMovement, 0) }) { fail() }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        fireDueDeadline()
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            guard pendingState == nil, isPressed, let start = pressPoint else { return fail() }
            isPressed = false
            if isHolding || distance(touch.windowLocation, start) > max(allowableMovement, 0) { return fail() }
            completedTaps += 1
            deadline = currentTime + UITapGestureRecognizer.maximumIntervalBetweenSuccessiveTaps
        default:
            break
        }
    }

    override func deadlinePassed(at time: TimeInterval) {
        guard state == .possible, pendingState == nil else { return }
        if isPressed && isHolding {
            state = .began
        } else {
            fail()   // a tap held too long, or the next tap did not come
        }
    }

    open override func reset() {
        completedTaps = 0
        pressPoint = nil
        firstPoint = nil
        isPressed = false
    }

    /// A frame that came late: the deadline fires before the event that arrived after it.
    private func fireDueDeadline() {
        guard let d = deadline, currentTime >= d else { return }
        deadline = nil
        deadlinePassed(at: currentTime)
    }

    private func fail() {
        deadline = nil
        if state == .possible { state = .failed }
    }
}

private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    let dx = a.x - b.x, dy = a.y - b.y
    return (dx * dx + dy * dy).squareRoot()
}
