import Foundation

/// The coordinator a size change hands to ``UIContentContainer/viewWillTransition(to:with:)``:
/// the window's resize, with the animations of whoever asked to run alongside and their
/// completions after.
///
/// A desktop window resized by the user changes size continuously, as a Mac Catalyst window
/// does: each change is a transition of zero duration, not animated (`isAnimated` false), whose
/// alongside blocks run at once with the views at their new size and whose completions run on
/// the next frame. A change the app asks for with an animation (``UIScreen`` size requests
/// with a duration) animates its layout, and the alongside blocks with it.
///
/// It is never interactive and never cancelled; the context's `containerView` is the window,
/// `targetTransform` is the identity (a resize does not rotate), and there are no from/to
/// controllers or views (`viewController(forKey:)` and `view(forKey:)` are nil), as in a
/// rotation's coordinator.
@preconcurrency @MainActor
final class SizeTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let transitionDuration: TimeInterval
    let containerView: UIView
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var phase = Phase.collecting
    private enum Phase { case collecting, running, ended }

    init(duration: TimeInterval, container: UIView) {
        transitionDuration = duration.isFinite ? max(0, duration) : 0
        containerView = container
    }

    var isAnimated: Bool { transitionDuration > 0 }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var percentComplete: CGFloat { phase == .ended ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard phase != .ended else { return false }
        if let animation {
            // Added while the change runs (from inside another alongside block): run it now, in
            // the same animation.
            if phase == .running { animation(self) } else { alongside.append(animation) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Never called: a size change is not interactive.
    func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}
    /// Never called: a size change is not interactive.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// Makes the change: `change` (the new frames, laid out) and the alongside blocks in one
    /// animation of the transition's duration (none for zero); then the completions.
    func run(_ change: @escaping () -> Void) {
        phase = .running
        let alongside = self.alongside
        self.alongside.removeAll()
        UIView.animate(withDuration: transitionDuration, delay: 0, options: [.beginFromCurrentState],
                       animations: { [self] in
                           change()
                           for animation in alongside { animation(self) }
                       }, completion: { [self] _ in
                           phase = .ended
                           let completions = self.completions
                           self.completions.removeAll()
                           for completion in completions { completion(self) }
                       })
    }
}
