//
//  DeckAnimator.swift
//  CardDeck
//

#if os(iOS)
import UIKit

final class DeckAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    let isPresenting: Bool
    weak var transition: DeckTransition?
    private(set) var propertyAnimator: UIViewPropertyAnimator?

    init(presenting: Bool, transition: DeckTransition?) {
        self.isPresenting = presenting
        self.transition = transition
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return isPresenting ? DeckMetrics.presentDuration : DeckMetrics.dismissDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        // UIKit may ask more than once during one transition: always the same animator.
        if let animator = propertyAnimator {
            return animator
        }
        let animator = makeAnimator(using: transitionContext)
        propertyAnimator = animator
        transition?.transitionWillBegin(self)
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        transition?.transitionDidEnd(self, completed: transitionCompleted)
        propertyAnimator = nil
    }

    private func makeAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewPropertyAnimator {
        let duration = transitionDuration(using: transitionContext)
        let containerView = transitionContext.containerView
        let presenterKey: UITransitionContextViewControllerKey = isPresenting ? .from : .to
        let cardKey: UITransitionContextViewControllerKey = isPresenting ? .to : .from

        let presenterView: UIView = transitionContext.viewController(forKey: presenterKey)!.view
        let card = transitionContext.viewController(forKey: cardKey)!
        let cardView: UIView = card.view
        let shownFrame = isPresenting ? transitionContext.finalFrame(for: card) : cardView.frame
        let hiddenFrame = shownFrame.offsetBy(dx: 0, dy: containerView.bounds.height - shownFrame.minY)
        let steppedBack = CGAffineTransform(scaleX: DeckMetrics.presenterScale, y: DeckMetrics.presenterScale)

        if isPresenting {
            containerView.addSubview(cardView)
            cardView.frame = hiddenFrame
        }

        let animator = isPresenting
            ? UIViewPropertyAnimator(duration: duration, dampingRatio: 0.9)
            : UIViewPropertyAnimator(duration: duration, curve: .easeOut)
        animator.addAnimations {
            cardView.frame = self.isPresenting ? shownFrame : hiddenFrame
            presenterView.transform = self.isPresenting ? steppedBack : .identity
        }
        animator.addCompletion { position in
            transitionContext.completeTransition(position == .end)
        }
        return animator
    }
}
#endif
