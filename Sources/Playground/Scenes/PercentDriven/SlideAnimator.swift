import UIKit

/// Slides pages side by side, like a pager: on a push the new page comes in from the right
/// while the old one leaves to the left, shrinking and fading a little; a pop is the mirror
/// image.
///
/// The animator knows nothing about fingers. It sets up the views, runs one
/// `UIView.animate` block and completes the transition in the block's completion. Driven by
/// `SlideInteraction`, the very same animations are frozen and scrubbed by
/// `UIPercentDrivenInteractiveTransition`, then played forward or backward on release.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let ctx = transitionContext
        // The container already holds the from-view; the to-view is ours to add.
        guard let fromView = ctx.view(forKey: .from), let toView = ctx.view(forKey: .to),
              let toController = ctx.viewController(forKey: .to) else {
            return ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        let container = ctx.containerView
        let width = container.bounds.width
        // +1: the new page enters from the right (push); −1: from the left (pop).
        let side: CGFloat = operation == .pop ? -1 : 1

        toView.frame = ctx.finalFrame(for: toController)
        container.addSubview(toView)
        toView.transform = CGAffineTransform(translationX: side * width, y: 0)

        // Linear under a finger, so the page moves exactly with it; eased when it runs alone.
        let curve: UIView.AnimationOptions = ctx.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(withDuration: transitionDuration(using: ctx), delay: 0, options: curve, animations: {
            toView.transform = .identity
            fromView.transform = CGAffineTransform(translationX: -side * width, y: 0).scaledBy(x: 0.9, y: 0.9)
            fromView.alpha = 0.5
        }, completion: { _ in
            // Leave both views as found: the system removes the one that is no longer shown
            // (the to-view after a cancel, the from-view after a finish).
            fromView.transform = .identity
            fromView.alpha = 1
            toView.transform = .identity
            ctx.completeTransition(!ctx.transitionWasCancelled)
        })
    }
}
