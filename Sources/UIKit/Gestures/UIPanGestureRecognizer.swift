import Foundation

/// A continuous gesture recognizer that interprets panning (dragging) gestures.
///
/// The gesture begins once the finger (the mouse with its primary button held) has moved
/// ``hysteresis`` points from where it went down, changes on every move after that, and ends
/// when the finger lifts. A finger lifted before the gesture began makes it fail.
///
///     let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan)
///     view.addGestureRecognizer(pan)
///
///     func handlePan(_ pan: UIPanGestureRecognizer) {
///         let t = pan.translation(in: view.superview)
///         view.center = CGPoint(x: start.x + t.x, y: start.y + t.y)
///         if pan.state == .ended { fling(pan.velocity(in: view.superview)) }
///     }
///
/// Translation and velocity are measured in the window and converted into the view you ask
/// about, so rotated, scaled and scrolled ancestors are honoured. Velocity comes from the
/// timestamps of the recent motion samples (every coalesced sample counts; see
/// `VelocityTracker`), never from the wall clock.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The minimum number of fingers that can touch the view for the gesture to be recognized
    /// (default 1). A mouse is one finger: a value above 1 means the gesture never begins.
    open var minimumNumberOfTouches: Int = 1
    /// The maximum number of fingers that can touch the view for the gesture to be recognized
    /// (default `Int.max`).
    open var maximumNumberOfTouches: Int = .max

    /// How far (in points) the finger must move before the pan begins: UIKit's touch slop.
    static let hysteresis: CGFloat = 10

    /// Whether a touch is being followed.
    var isTracking = false
    /// Where translation is measured from, in the window's coordinates.
    var referencePoint: CGPoint?
    /// Where the finger is, in the window's coordinates.
    var currentPoint: CGPoint = .zero
    /// Where the finger went down, in the window's coordinates.
    var touchDownPoint: CGPoint = .zero
    /// The window of the touch being followed.
    weak var trackingWindow: UIWindow?
    var velocityTracker = VelocityTracker()

    // MARK: Translation and velocity

    /// The translation of the pan in `view`'s coordinate system (nil: the window's): how far
    /// the finger moved since it went down, or since the last `setTranslation(_:in:)`.
    open func translation(in view: UIView?) -> CGPoint {
        guard let reference = referencePoint else { return .zero }
        let current = convert(currentPoint, to: view)
        let start = convert(reference, to: view)
        return CGPoint(x: current.x - start.x, y: current.y - start.y)
    }

    /// Sets the translation in `view`'s coordinate system (nil: the window's): from now on
    /// `translation(in: view)` reports `translation` plus the movement that follows. Call it
    /// while the gesture runs (typically from its action); the next touch-down starts from zero.
    ///
    /// Unlike Apple's documentation says of UIKit, the velocity is not reset: it comes from the
    /// timestamps and positions of the recent samples, which do not depend on this reference,
    /// so the common "set the translation to zero on every change" pattern keeps a velocity
    /// for the release.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard translation.x.isFinite, translation.y.isFinite else {
            warnOnce("UIPanGestureRecognizer.setTranslation: the translation must be finite; ignored")
            return
        }
        let current = convert(currentPoint, to: view)
        referencePoint = convert(CGPoint(x: current.x - translation.x, y: current.y - translation.y), from: view)
    }

    /// The velocity of the pan in points per second in `view`'s coordinate system (nil: the
    /// window's): the window-space velocity mapped by the view's rotation and scale.
    open func velocity(in view: UIView?) -> CGPoint {
        let v = velocityTracker.velocity
        guard view != nil else { return v }
        let origin = convert(.zero, to: view)
        let tip = convert(v, to: view)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    private func convert(_ windowPoint: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return windowPoint }
        return view.layer.convert(windowPoint, from: (trackingWindow ?? view.window)?.layer)
    }

    private func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return point }
        return view.layer.convert(point, to: (trackingWindow ?? view.window)?.layer)
    }

    // MARK: Subclass decisions

    /// Whether a pan may start from a touch that went down at `point` (window coordinates).
    func acceptsTouchDown(at point: CGPoint, in window: UIWindow?) -> Bool { true }

    /// Once the finger moved past the hysteresis: whether the movement from `start` to
    /// `current` (window coordinates) makes a pan (otherwise the recognizer fails).
    func acceptsMovement(from start: CGPoint, to current: CGPoint, in window: UIWindow?) -> Bool { true }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, !isTracking, let touch = touches.first else { return }
        isTracking = true
        trackingWindow = touch.window
        touchDownPoint = touch.windowLocation
        referencePoint = touchDownPoint
        currentPoint = touchDownPoint
        velocityTracker.reset()
        velocityTracker.add(touchDownPoint, at: touch.timestamp)
        if !acceptsTouchDown(at: touchDownPoint, in: touch.window) { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, isTracking else { return }
        for sample in event.coalescedTouches(for: touch) ?? [touch] {
            velocityTracker.add(sample.windowLocation, at: sample.timestamp)
        }
        currentPoint = touch.windowLocation
        switch state {
        case .possible:
            guard pendingState == nil, touchCountAllowsPan else { return }
            let dx = currentPoint.x - touchDownPoint.x, dy = currentPoint.y - touchDownPoint.y
            guard (dx * dx + dy * dy).squareRoot() >= Self.hysteresis else { return }
            state = acceptsMovement(from: touchDownPoint, to: currentPoint, in: trackingWindow) ? .began : .failed
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, isTracking else { return }
        velocityTracker.add(touch.windowLocation, at: touch.timestamp)
        currentPoint = touch.windowLocation
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    open override func reset() {
        isTracking = false
        referencePoint = nil
        currentPoint = .zero
        touchDownPoint = .zero
        trackingWindow = nil
        velocityTracker.reset()
    }

    private var touchCountAllowsPan: Bool {
        let fingers = 1   // a mouse is one finger
        return minimumNumberOfTouches <= fingers && fingers <= maximumNumberOfTouches
    }
}
