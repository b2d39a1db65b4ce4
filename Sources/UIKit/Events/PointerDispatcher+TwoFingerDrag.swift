import Foundation

/// The secondary-button drag that stands in for two fingers (``TwoFingerDrag``): its press
/// picks the recognizer, its motion steps it once a frame, its release ends it.
extension PointerDispatcher {
    /// The secondary button went down at `location`: the first enabled pinch (with `rotating`, rotation)
    /// recognizer of the view under it and its ancestors will follow the drag.
    func beginTwoFingerDrag(at location: CGPoint, rotating: Bool) {
        cancelTwoFingerDrag()
        guard let (window, view, point) = target(at: location) else { return }
        let recognizer = chain(from: view).lazy.flatMap { $0.gestureRecognizers ?? [] }.first { r in
            r.isEnabled && (rotating ? r is UIRotationGestureRecognizer : r is UIPinchGestureRecognizer)
        }
        guard let recognizer else { return }
        twoFingerDrag = TwoFingerDrag(recognizer: recognizer, window: window, centre: location, windowCentre: point)
    }

    /// Steps the recognizer to where the pointer moved last in this frame's input.
    func flushTwoFingerDrag() {
        guard let move = pendingTwoFingerMove else { return }
        pendingTwoFingerMove = nil
        step(to: move.location, time: move.time)
    }

    /// The secondary button went up: the last motion counts, then the gesture ends.
    func endTwoFingerDrag(at location: CGPoint, time: TimeInterval, _ final: UIGestureRecognizer.State) {
        guard twoFingerDrag != nil else { return }
        pendingTwoFingerMove = nil
        step(to: location, time: time)
        finish(final)
    }

    /// Escape, a lost grab or focus: a gesture that began is cancelled.
    func cancelTwoFingerDrag() {
        pendingTwoFingerMove = nil
        finish(.cancelled)
    }

    private func finish(_ final: UIGestureRecognizer.State) {
        guard let drag = twoFingerDrag else { return }
        twoFingerDrag = nil
        (drag.recognizer as? any WheelSteppedRecognizer)?.endSteps(final)
    }

    private func step(to location: CGPoint, time: TimeInterval) {
        guard var drag = twoFingerDrag, let window = drag.window, location.x.isFinite, location.y.isFinite else { return }
        let now = clock.now
        if let pinch = drag.recognizer as? UIPinchGestureRecognizer {
            let ratio = drag.ratio(at: location)
            guard ratio != drag.ratio, ratio > 0 else { return }   // at the centre the fingers meet: no scale
            pinch.step(by: ratio / drag.ratio, at: drag.windowCentre, in: window, time: time, now: now)
            pinch.session.deadline = nil   // no wheel timeout: the release ends it
            drag.ratio = ratio
        } else if let rotation = drag.recognizer as? UIRotationGestureRecognizer {
            let angle = drag.angle(at: location)
            guard angle != drag.angle else { return }
            rotation.step(by: angle - drag.angle, at: drag.windowCentre, in: window, time: time, now: now)
            rotation.session.deadline = nil
            drag.angle = angle
        }
        twoFingerDrag = drag
    }
}
