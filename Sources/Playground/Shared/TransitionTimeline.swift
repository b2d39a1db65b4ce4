import UIKit

/// What the inspector shows: the events of the transitions the scenes run, as the coordinator
/// and the scenes' gesture handlers report them, with the frame clock's time.
///
/// Scenes call `record` from their coordinator blocks (`animate(alongsideTransition:)`,
/// `notifyWhenInteractionChanges`, completions) and from their gesture handlers (the release and
/// the finish/cancel decision), so the timeline shows what a UIKit app itself can observe.
@MainActor
final class TransitionTimeline {
    /// One line of the timeline.
    struct Event: Equatable {
        let time: TimeInterval
        let text: String
    }

    /// The most recent events, oldest first (at most `capacity`; the inspector scrolls to the latest).
    private(set) var events: [Event] = []
    let capacity = 200
    /// The last release's velocity (points per second along the gesture's axis).
    private(set) var releaseVelocity: CGFloat?
    /// The last finish/cancel decision and why.
    private(set) var decision: String?
    /// Called after every change (the inspector redraws).
    var onChange: (() -> Void)?

    /// Adds an event.
    func record(_ text: String) {
        events.append(Event(time: CACurrentMediaTime(), text: text))
        if events.count > capacity { events.removeFirst(events.count - capacity) }
        onChange?()
    }

    /// Records a release and the decision taken for it.
    func recordRelease(velocity: CGFloat, decision: FinishDecision) {
        releaseVelocity = velocity
        self.decision = "\(decision.finishes ? "finish" : "cancel"): \(decision.reason)"
        record("released at \(Int(velocity)) pt/s → \(decision.finishes ? "finish" : "cancel")")
    }

    /// Starts a new transition's timeline.
    func beginTransition(_ name: String) {
        events.removeAll()
        releaseVelocity = nil
        decision = nil
        record("\(name) began")
    }

    /// Registers the coordinator's callbacks of the transition running for `viewController`
    /// (call it from `viewWillAppear`/`viewWillDisappear`, where the coordinator exists).
    func observe(_ coordinator: (any UIViewControllerTransitionCoordinator)?, label: String) {
        guard let coordinator else { return }
        record("\(label): coordinator (\(coordinator.isInteractive ? "interactive" : "animated"), \(String(format: "%.2f", coordinator.transitionDuration)) s)")
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.record("\(label): alongside animations started")
        }, completion: { [weak self] context in
            self?.record("\(label): completion (\(context.isCancelled ? "cancelled" : "finished"))")
        })
        coordinator.notifyWhenInteractionChanges { [weak self] context in
            self?.record("\(label): interaction \(context.isInteractive ? "resumed" : "ended") at \(Int(context.percentComplete * 100)) %, \(context.isCancelled ? "cancelling" : "finishing"), velocity \(String(format: "%.2f", context.completionVelocity))")
        }
    }
}
