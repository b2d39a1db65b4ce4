import UIKit

/// Slides tabs like pages: going to a tab on the right, its page comes in from the right while
/// the old one leaves to the left (and the other way round). Linear under a finger, eased when
/// it runs alone; the views are left as found at the end.
final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let forward: Bool

    init(forward: Bool) { self.forward = forward }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.35 }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        guard let fromView = ctx.view(forKey: .from), let toView = ctx.view(forKey: .to),
              let toController = ctx.viewController(forKey: .to) else {
            return ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        let width = ctx.containerView.bounds.width, side: CGFloat = forward ? 1 : -1
        toView.frame = ctx.finalFrame(for: toController)
        ctx.containerView.addSubview(toView)
        toView.transform = CGAffineTransform(translationX: side * width, y: 0)
        let curve: UIView.AnimationOptions = ctx.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(withDuration: transitionDuration(using: ctx), delay: 0, options: curve, animations: {
            toView.transform = .identity
            fromView.transform = CGAffineTransform(translationX: -side * width, y: 0)
        }, completion: { _ in
            fromView.transform = .identity
            toView.transform = .identity
            ctx.completeTransition(!ctx.transitionWasCancelled)
        })
    }
}
