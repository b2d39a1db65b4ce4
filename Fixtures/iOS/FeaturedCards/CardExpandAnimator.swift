//
//  CardExpandAnimator.swift
//  FeaturedCards
//

#if os(iOS)
import UIKit

/// Grows the presented detail out of the card: it starts at the card's frame with the card's
/// rounded corners and springs to full screen. The card is hidden meanwhile (the detail stands
/// in for it) and stays hidden while the detail is up.
final class CardExpandAnimator: NSObject {

    weak var card: UIView?
    weak var transition: CardTransitionController?

    init(card: UIView?) {
        self.card = card
        super.init()
    }
}

extension CardExpandAnimator: UIViewControllerAnimatedTransitioning {

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return CardTransitionConstants.expandDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let toVC = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let finalFrame = transitionContext.finalFrame(for: toVC)
        // The card lives in an orthogonally scrolling section: its own scroll view, inside the
        // collection view. convert(_:to:) takes care of both (and of the card's scale).
        let cardFrame = card.map { $0.convert($0.bounds, to: containerView) } ?? finalFrame

        toView.frame = cardFrame
        toView.layer.cornerRadius = CardTransitionConstants.cardCornerRadius
        toView.clipsToBounds = true
        containerView.addSubview(toView)
        toView.layoutIfNeeded()
        card?.isHidden = true
        transition?.expandWillBegin()

        UIView.animate(withDuration: transitionDuration(using: transitionContext),
                       delay: 0,
                       usingSpringWithDamping: CardTransitionConstants.springDamping,
                       initialSpringVelocity: 0,
                       options: [.allowUserInteraction],
                       animations: {
            toView.frame = finalFrame
            toView.layer.cornerRadius = 0
            toView.layoutIfNeeded()
        }, completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            if !completed {
                toView.removeFromSuperview()
                self.card?.isHidden = false
            }
            transitionContext.completeTransition(completed)
            if completed {
                self.transition?.expandDidEnd()
            }
        })
    }
}
#endif
