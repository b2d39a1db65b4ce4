import UIKit

/// A downward drag that dismisses a presented controller through a percent-driven interaction:
/// the progress is the finger's share of a distance; on release the inspector's finish rule
/// decides, and the rest runs at the finger's speed. The transitioning delegate hands out
/// `interaction`, which exists only while a drag runs (a dismissal by a button gets none).
@MainActor
final class DragToDismiss {
    let context: PlaygroundContext
    /// The transition's name in the inspector's timeline.
    let name: String
    private(set) var interaction: UIPercentDrivenInteractiveTransition?

    init(context: PlaygroundContext, name: String) {
        self.context = context
        self.name = name
    }

    /// Follows `pan`, measured in `space`, over `distance` points; `dismiss` starts the dismissal.
    func follow(_ pan: UIPanGestureRecognizer, in space: UIView?, distance: CGFloat, dismiss: () -> Void) {
        let progress = pan.translation(in: space).y / distance
        switch pan.state {
        case .began:
            let interaction = UIPercentDrivenInteractiveTransition()
            interaction.completionCurve = .easeOut
            self.interaction = interaction
            context.timeline.beginTransition("\(name) (drag)")
            dismiss()
        case .changed:
            interaction?.update(progress)
        case .ended:
            let velocity = pan.velocity(in: space).y
            let decision = context.settings.rule.decide(progress: progress, velocity: velocity, distance: distance)
            context.timeline.recordRelease(velocity: velocity, decision: decision)
            interaction?.matchCompletionSpeed(toVelocity: velocity, distance: distance, finishing: decision.finishes)
            if decision.finishes { interaction?.finish() } else { interaction?.cancel() }
            interaction = nil
        default:   // cancelled (Escape, lost grab)
            context.timeline.record("drag cancelled")
            interaction?.cancel()
            interaction = nil
        }
    }
}
