import UIKit

extension UIPercentDrivenInteractiveTransition {
    /// Sets `completionSpeed` so that the rest of the transition keeps the finger's pace: a
    /// flick finishes (or snaps back) quickly, a slow release runs at the normal speed.
    ///
    /// - Parameters:
    ///   - velocity: the release velocity along the gesture, in points per second, positive
    ///     toward the end of the transition.
    ///   - distance: the gesture's length for the whole transition, in points.
    ///   - finishing: whether the transition is about to finish (else it cancels).
    func matchCompletionSpeed(toVelocity velocity: CGFloat, distance: CGFloat, finishing: Bool) {
        let towardOutcome = finishing ? velocity : -velocity
        guard towardOutcome > 0, distance > 0, duration > 0 else { completionSpeed = 1; return }
        // Fractions per second the finger moves, against the animation's normal 1 / duration.
        completionSpeed = min(max(towardOutcome / distance * duration, 1), 3)
    }
}
