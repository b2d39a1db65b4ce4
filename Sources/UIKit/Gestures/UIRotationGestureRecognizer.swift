import Foundation

/// A continuous gesture recognizer that interprets rotation of two fingers.
///
/// A mouse has one finger, so a rotation comes from the wheel with Control and Shift held:
/// each click up turns by ``wheelStep`` clockwise (a positive rotation, as UIKit measures it in
/// its y-down coordinates), each click down back. It begins with the first click, changes with
/// each next one and ends 0.3 s after the last. Or from a drag with the secondary button and
/// Shift held: the turn of two fingers about the press, the pointer moving the right one (see
/// ``TwoFingerDrag``); it ends at the release. The primary button alone never rotates.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer, WheelSteppedRecognizer {
    /// The rotation in radians since the gesture began (set it to 0 to measure from now on).
    open var rotation: CGFloat = 0
    /// The rotation's change in radians per second.
    open var velocity: CGFloat { session.velocity }
    /// The turn of one wheel click (15°).
    static let wheelStep: CGFloat = .pi / 12
    var session = WheelGestureSession()

    /// One wheel click (`up`: clockwise) at the pointer.
    func wheelClick(up: Bool, at windowLocation: CGPoint, in window: UIWindow, time: TimeInterval, now: TimeInterval) {
        step(by: up ? Self.wheelStep : -Self.wheelStep, at: windowLocation, in: window, time: time, now: now)
    }

    /// One step of the fingers' turn by `delta` radians about `windowLocation` (a wheel click,
    /// or the motion of a secondary-button drag with Shift in a frame).
    func step(by delta: CGFloat, at windowLocation: CGPoint, in window: UIWindow, time: TimeInterval, now: TimeInterval) {
        wheelStep(delta, at: windowLocation, in: window, time: time, now: now) { next in
            rotation = (next == .began ? 0 : rotation) + delta
        }
    }

    open override func location(in view: UIView?) -> CGPoint {
        session.lastStep == nil ? super.location(in: view) : session.location(in: view)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }   // one finger does not rotate
    }

    open override func reset() {
        super.reset()
        rotation = 0
        session = WheelGestureSession()
    }
}
