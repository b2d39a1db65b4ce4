import Foundation

/// A continuous gesture recognizer that interprets pinching: the scale of two fingers' distance.
///
/// A mouse has one finger, so a pinch comes from the wheel with Control held (a trackpad's pinch
/// arrives so on X11 too): each click up scales by ``wheelStep`` (zooms in), each click down by its
/// inverse, around the pointer. The gesture begins with the first click, changes with each
/// next one, and ends 0.3 s after the last. Or from a drag with the secondary button held: two
/// fingers 100 points apart about the press, the pointer moving the right one (see
/// ``TwoFingerDrag``); it ends at the release. With the primary button a pinch never begins:
/// one finger cannot pinch, and the touch is left to the other recognizers.
///
///     let pinch = UIPinchGestureRecognizer(target: self, action: Self.zoom)
///     photo.addGestureRecognizer(pinch)
///
///     func zoom(_ pinch: UIPinchGestureRecognizer) {
///         photo.transform = CGAffineTransform(scaleX: pinch.scale, y: pinch.scale)
///         if pinch.state == .ended, pinch.scale < 0.8 { dismiss(animated: true) }
///     }
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer, WheelSteppedRecognizer {
    /// The scale relative to the fingers' distance when the gesture began (1 at the start; set
    /// it to 1 to measure from now on).
    open var scale: CGFloat = 1
    /// The scale's change per second.
    open var velocity: CGFloat { session.velocity }
    /// The scale factor of one wheel click.
    static let wheelStep: CGFloat = 1.1
    var session = WheelGestureSession()

    /// One wheel click (`up`: zoom in) at the pointer.
    func wheelClick(up: Bool, at windowLocation: CGPoint, in window: UIWindow, time: TimeInterval, now: TimeInterval) {
        step(by: up ? Self.wheelStep : 1 / Self.wheelStep, at: windowLocation, in: window, time: time, now: now)
    }

    /// One step of the fingers' distance by `factor` about `windowLocation` (a wheel click, or
    /// the motion of a secondary-button drag in a frame).
    func step(by factor: CGFloat, at windowLocation: CGPoint, in window: UIWindow, time: TimeInterval, now: TimeInterval) {
        let before = scale
        wheelStep(before * factor - before, at: windowLocation, in: window, time: time, now: now) { next in
            scale = (next == .began ? 1 : before) * factor
        }
    }

    open override func location(in view: UIView?) -> CGPoint {
        session.lastStep == nil ? super.location(in: view) : session.location(in: view)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }   // one finger does not pinch
    }

    open override func reset() {
        super.reset()
        scale = 1
        session = WheelGestureSession()
    }
}
