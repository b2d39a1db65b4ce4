import UIKit

/// Slides the player card up or down with a `UIViewPropertyAnimator`, which it vends as the
/// transition's interruptible animator: the interaction controller scrubs it, pauses it and
/// continues it, so the card can be caught again while it settles.
final class PlayerAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    /// Called when the transition ended (true: it completed).
    var onEnd: ((Bool) -> Void)?
    /// The transition's one animator: UIKit may ask for it more than once.
    private var animator: UIViewPropertyAnimator?

    init(presenting: Bool) { isPresenting = presenting }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }

    /// Without an interaction controller: just run the interruptible animator.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let animator { return animator }
        let ctx = transitionContext
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: ctx), curve: .easeInOut)
        if let player = ctx.viewController(forKey: isPresenting ? .to : .from),
           let card = ctx.view(forKey: isPresenting ? .to : .from) {
            let container = ctx.containerView
            let onScreen = isPresenting ? ctx.finalFrame(for: player) : ctx.initialFrame(for: player)
            let offScreen = onScreen.offsetBy(dx: 0, dy: container.bounds.height - onScreen.minY)
            if isPresenting {
                container.addSubview(card)
                card.frame = offScreen
            }
            animator.addAnimations { [isPresenting] in card.frame = isPresenting ? onScreen : offScreen }
        }
        // Reversed to the start means cancelled; the animator puts the model values back there.
        animator.addCompletion { position in ctx.completeTransition(position == .end) }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
        onEnd?(transitionCompleted)
    }
}
