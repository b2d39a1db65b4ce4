import Foundation

/// The two-finger gestures a mouse cannot make, stood in for by the wheel (see
/// ``PointerDispatcher``; a secondary-button drag steps the same way once a frame, and ends at
/// the release, ``TwoFingerDrag``): each click is one step of a pinch or a rotation; the first step
/// begins the gesture, the next ones change it, and it ends once no click came for
/// ``idleTime`` seconds (a trackpad's gesture ends when the fingers lift; a wheel has no lift).
///
/// Velocity is the last steps' change per second, from the clicks' timestamps.
@MainActor
struct WheelGestureSession {
    /// How long after the last click the gesture ends.
    static let idleTime: TimeInterval = 0.3
    /// Where the pointer is, in the window's coordinates.
    var windowLocation: CGPoint = .zero
    weak var window: UIWindow?
    /// When the last click came (event time) and when the gesture ends if no other comes (frame clock).
    var lastStep: TimeInterval?
    var deadline: TimeInterval?
    /// The value's change per second over the last two steps.
    var velocity: CGFloat = 0

    /// A step of `delta` at `time`; returns the recognizer's next state (nil: it may not run).
    mutating func step(_ delta: CGFloat, at time: TimeInterval, now: TimeInterval, state: UIGestureRecognizer.State) -> UIGestureRecognizer.State? {
        switch state {
        case .possible:
            velocity = 0
            lastStep = time
            deadline = now + Self.idleTime
            return .began
        case .began, .changed:
            if let last = lastStep, time > last { velocity = delta / CGFloat(time - last) }
            lastStep = time
            deadline = now + Self.idleTime
            return .changed
        default:
            return nil
        }
    }

    /// The location in `view`'s coordinates (nil: the window's).
    func location(in view: UIView?) -> CGPoint {
        guard let window else { return windowLocation }
        return window.convert(windowLocation, to: view)
    }
}

/// A recognizer that the wheel steps (pinch and rotation): the shared running of a click and
/// of the end after the last.
@MainActor
protocol WheelSteppedRecognizer: UIGestureRecognizer {
    var session: WheelGestureSession { get set }
}

extension WheelSteppedRecognizer {
    /// One click of `delta` at the pointer; `apply` sets the recognizer's value for the state the
    /// click leads to (`.began` starts from the value at rest) before the state is announced.
    func wheelStep(_ delta: CGFloat, at windowLocation: CGPoint, in window: UIWindow, time: TimeInterval, now: TimeInterval,
                   apply: (UIGestureRecognizer.State) -> Void) {
        guard isEnabled, state != .possible || delegate?.gestureRecognizerShouldBegin(self) ?? true else { return }
        session.window = window
        session.windowLocation = windowLocation
        guard let next = session.step(delta, at: time, now: now, state: state) else { return }
        apply(next)
        state = next
    }

    /// The wheel stopped: the gesture ends, and the recognizer is ready for the next one.
    func wheelIdle() { endSteps(.ended) }

    /// The steps end (`.ended`, or `.cancelled`): a gesture that began ends so, and the
    /// recognizer is ready for the next one — at once, or, when a touch it takes part in is
    /// down (a press came while the wheel turned), once that touch sequence ends, with the
    /// sequence's other recognizers (so the touch's end does not find it ready and fail it).
    func endSteps(_ final: UIGestureRecognizer.State) {
        session.deadline = nil
        guard state == .began || state == .changed else { return }
        state = final
        if let arena, arena.touchIsDown, arena.participants.contains(where: { $0 === self }) { return }
        resetForNextSequence()
    }
}
