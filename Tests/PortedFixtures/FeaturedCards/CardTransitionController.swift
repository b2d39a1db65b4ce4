//
//  CardTransitionController.swift
//  FeaturedCards
//
//  An App Store "Today"-style card transition: a card of a collection view grows into a
//  full-screen detail, and shrinks back into the card when closed or dragged down.
//
//      let transition = CardTransitionController(sourceCard: cell)
//      detail.modalPresentationStyle = .custom
//      detail.transitioningDelegate = transition   // weak: keep `transition` yourself
//      present(detail, animated: true)
//

import UIKit

public protocol FeaturedCardsDelegate: AnyObject {
    func cardTransitionWillExpand(_ transition: CardTransitionController)
    func cardTransitionDidExpand(_ transition: CardTransitionController)
    func cardTransitionWillCollapse(_ transition: CardTransitionController)
    /// While a drag down is collapsing the detail: how far it has come (0...1).
    func cardTransition(_ transition: CardTransitionController, didUpdateDismissProgress progress: CGFloat)
    /// Asked when a drag that would dismiss the detail ends. Default: `true`.
    func cardTransitionShouldDismiss(_ transition: CardTransitionController) -> Bool
    /// A collapse ended: `completed` is false when a drag put the detail back.
    func cardTransition(_ transition: CardTransitionController, didEndCollapse completed: Bool)
}

public extension FeaturedCardsDelegate {
    func cardTransitionWillExpand(_ transition: CardTransitionController) {}
    func cardTransitionDidExpand(_ transition: CardTransitionController) {}
    func cardTransitionWillCollapse(_ transition: CardTransitionController) {}
    func cardTransition(_ transition: CardTransitionController, didUpdateDismissProgress progress: CGFloat) {}
    func cardTransitionShouldDismiss(_ transition: CardTransitionController) -> Bool { true }
    func cardTransition(_ transition: CardTransitionController, didEndCollapse completed: Bool) {}
}

public struct CardTransitionConstants {
    public static let cardCornerRadius: CGFloat = 16
    public static let expandDuration: TimeInterval = 0.6
    public static let collapseDuration: TimeInterval = 0.45
    public static let springDamping: CGFloat = 0.82
    /// How far (points) a finger travels down for a complete collapse.
    public static let dismissDistance: CGFloat = 400
    /// A released drag collapses past this progress...
    public static let dismissThreshold: CGFloat = 0.3
    /// ...or when flicked down faster than this (points per second).
    public static let flickVelocity: CGFloat = 800
}

public final class CardTransitionController: NSObject {

    public weak var delegate: FeaturedCardsDelegate?

    /// The card the detail grows out of and shrinks back into (a collection view cell).
    public weak var sourceCard: UIView?

    let dismissInteraction = CardDismissInteraction()

    public init(sourceCard: UIView?) {
        self.sourceCard = sourceCard
        super.init()
        dismissInteraction.transition = self
    }

    /// Whether a drag is collapsing the detail right now.
    public var isInteractivelyDismissing: Bool {
        return dismissInteraction.isInteracting
    }

    // MARK: Forwarded to the delegate

    func expandWillBegin() {
        delegate?.cardTransitionWillExpand(self)
    }

    func expandDidEnd() {
        delegate?.cardTransitionDidExpand(self)
    }

    func collapseWillBegin() {
        delegate?.cardTransitionWillCollapse(self)
    }

    func collapseDidEnd(completed: Bool) {
        delegate?.cardTransition(self, didEndCollapse: completed)
    }

    func dismissProgressDidChange(_ progress: CGFloat) {
        delegate?.cardTransition(self, didUpdateDismissProgress: progress)
    }

    func shouldDismiss() -> Bool {
        return delegate?.cardTransitionShouldDismiss(self) ?? true
    }
}

// MARK: - UIViewControllerTransitioningDelegate

extension CardTransitionController: UIViewControllerTransitioningDelegate {

    public func animationController(forPresented presented: UIViewController,
                                    presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        dismissInteraction.attach(to: presented)
        let animator = CardExpandAnimator(card: sourceCard)
        animator.transition = self
        return animator
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = CardCollapseAnimator(card: sourceCard)
        animator.transition = self
        return animator
    }

    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return dismissInteraction.isInteracting ? dismissInteraction : nil
    }
}
