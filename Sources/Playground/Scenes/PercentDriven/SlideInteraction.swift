import UIKit

/// An interaction controller that owns its gesture: a horizontal drag on a view starts a
/// transition and then drives it, frame by frame, until the finger lets go.
///
///     // A page that pushes the next page when dragged to the left:
///     next = SlideInteraction(view: view, direction: .left, context: context) { [unowned self] in
///         navigationController?.pushViewController(nextPage(), animated: true)
///         return true
///     }
///
/// The navigation controller's delegate returns this object from
/// `navigationController(_:interactionControllerFor:)` while `isInteracting` is true; at any
/// other time it returns nil and the same push simply runs its animator.
final class SlideInteraction: UIPercentDrivenInteractiveTransition, UIGestureRecognizerDelegate {
    enum Direction { case left, right }

    /// Whether a drag is driving a transition (from the pan's start to its release).
    private(set) var isInteracting = false
    private let direction: Direction
    private let context: PlaygroundContext
    /// Starts the push or pop; returns false when it cannot (another transition runs).
    private let startTransition: () -> Bool
    private weak var view: UIView?

    init(view: UIView, direction: Direction, context: PlaygroundContext, start: @escaping () -> Bool) {
        self.direction = direction
        self.context = context
        self.view = view
        startTransition = start
        super.init()
        completionCurve = .easeOut   // after release the page keeps the finger's speed, then slows
        let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan)
        pan.delegate = self
        view.addGestureRecognizer(pan)
    }

    /// A page has one interaction per direction: each begins only for a mostly horizontal drag its way.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
        let t = pan.translation(in: view?.superview)
        return abs(t.x) > abs(t.y) && (direction == .left ? t.x < 0 : t.x > 0)
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        // Measure in the superview: the page itself moves (and shrinks) during the transition.
        guard let space = view?.superview else { return }
        let width = space.bounds.width
        let sign: CGFloat = direction == .left ? -1 : 1
        // Progress: the share of the width the finger has covered, in our direction.
        let progress = sign * pan.translation(in: space).x / width
        switch pan.state {
        case .began:
            // 1. Start the transition. UIKit asks the delegate, gets this object, and calls
            //    startInteractiveTransition(_:): the animator's animations start frozen at 0 %.
            isInteracting = true
            if !startTransition() { isInteracting = false }
        case .changed where isInteracting:
            // 2. Show the animations' frame at progress × duration (clamped to 0…1).
            update(progress)
        case .ended where isInteracting, .cancelled where isInteracting:
            // 3. Decide on release: position and velocity (the inspector switches the rule).
            isInteracting = false
            let velocity = sign * pan.velocity(in: space).x
            let decision = pan.state == .cancelled
                ? FinishDecision(finishes: false, reason: "the drag was cancelled")
                : context.settings.rule.decide(progress: progress, velocity: velocity, distance: width)
            context.timeline.recordRelease(velocity: velocity, decision: decision)
            // 4. Play the rest forward (finish) or back to 0 % (cancel), at the finger's pace.
            matchCompletionSpeed(toVelocity: velocity, distance: width, finishing: decision.finishes)
            if decision.finishes { finish() } else { cancel() }
        default:
            break
        }
    }
}
