//
//  CardCollapseAnimator.swift
//  FeaturedCards
//

import UIKit

/// Shrinks the detail back into the card, wherever the card is by then (its carousel may have
/// moved), and shows the card again. Under a finger it runs linearly, so that the drag's
/// progress is the detail's.
final class CardCollapseAnimator: NSObject {

    weak var card: UIView?
    weak var transition: CardTransitionController?

    init(card: UIView?) {
        self.card = card
        super.init()
    }
}

extension CardCollapseAnimator: UIViewControllerAnimatedTransitioning {

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return CardTransitionConstants.collapseDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let startFrame = fromView.frame
        // Where the card is now, not where it was when the detail opened.
        let cardFrame = card.map { $0.convert($0.bounds, to: containerView) }
            ?? startFrame.insetBy(dx: startFrame.width / 4, dy: startFrame.height / 4)
        card?.isHidden = true
        transition?.collapseWillBegin()

        let animations = {
            fromView.frame = cardFrame
            fromView.layer.cornerRadius = CardTransitionConstants.cardCornerRadius
            fromView.layoutIfNeeded()
        }
        let completion = { (_: Bool) in
            let completed = !transitionContext.transitionWasCancelled
            if completed {
                fromView.removeFromSuperview()
                self.card?.isHidden = false
            } else {
                // Put back what the animation block changed.
                fromView.frame = startFrame
                fromView.layer.cornerRadius = 0
            }
            transitionContext.completeTransition(completed)
            self.transition?.collapseDidEnd(completed: completed)
        }

        let duration = transitionDuration(using: transitionContext)
        if transitionContext.isInteractive {
            UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear],
                           animations: animations, completion: completion)
        } else {
            UIView.animate(withDuration: duration, delay: 0,
                           usingSpringWithDamping: 0.9, initialSpringVelocity: 0,
                           options: [], animations: animations, completion: completion)
        }
    }
}
