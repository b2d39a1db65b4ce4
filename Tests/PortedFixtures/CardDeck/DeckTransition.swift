//
//  DeckTransition.swift
//  CardDeck
//
//  Presents a view controller as a card; the presenting screen steps back into the deck.
//  Drag the card down to dismiss it. Animations are interruptible property animators.
//

import UIKit

public protocol DeckTransitionDelegate: class {
    func deckTransitionWillBegin(_ transition: DeckTransition, presenting: Bool)
    func deckTransitionDidEnd(_ transition: DeckTransition, presenting: Bool, completed: Bool)
    /// Whether a released drag dismisses the card. Default: past 30 % of the card's height,
    /// or flicked down faster than 800 points per second.
    func deckTransition(_ transition: DeckTransition, shouldFinishDismissalAt progress: CGFloat, velocity: CGFloat) -> Bool
}

public extension DeckTransitionDelegate {
    func deckTransitionWillBegin(_ transition: DeckTransition, presenting: Bool) {}
    func deckTransitionDidEnd(_ transition: DeckTransition, presenting: Bool, completed: Bool) {}
    func deckTransition(_ transition: DeckTransition, shouldFinishDismissalAt progress: CGFloat, velocity: CGFloat) -> Bool { OptionalRequirement.unimplemented(false) }
}

public enum DeckMetrics {
    public static let topInset: CGFloat = 40
    public static let presenterScale: CGFloat = 0.92
    public static let cornerRadius: CGFloat = 10
    public static let dimmingColor = UIColor(white: 0, alpha: 0.3)
    public static let presentDuration: TimeInterval = 0.5
    public static let dismissDuration: TimeInterval = 0.4
    public static let dismissThreshold: CGFloat = 0.3
    public static let flickVelocity: CGFloat = 800
}

public final class DeckTransition: NSObject {
    public weak var delegate: DeckTransitionDelegate?

    /// Whether the running (or last) transition presents the card.
    public private(set) var isPresenting = true
    /// How far the running transition has come (0...1); 0 when none runs.
    public var progress: CGFloat { return currentAnimator?.propertyAnimator?.fractionComplete ?? 0 }

    weak var currentAnimator: DeckAnimator?
    let dismissInteraction = DeckDismissInteraction()
    public override init() {
        super.init()
        dismissInteraction.transition = self
    }

    func transitionWillBegin(_ animator: DeckAnimator) {
        currentAnimator = animator
        isPresenting = animator.isPresenting
        delegate?.deckTransitionWillBegin(self, presenting: animator.isPresenting)
    }

    func transitionDidEnd(_ animator: DeckAnimator, completed: Bool) {
        delegate?.deckTransitionDidEnd(self, presenting: animator.isPresenting, completed: completed)
    }

    func shouldFinishDismissal(progress: CGFloat, velocity: CGFloat) -> Bool {
        let byDefault = progress > DeckMetrics.dismissThreshold || velocity > DeckMetrics.flickVelocity
        return OptionalRequirement.call { delegate?.deckTransition(self, shouldFinishDismissalAt: progress, velocity: velocity) } ?? byDefault
    }
}

extension DeckTransition: UIViewControllerTransitioningDelegate {
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        dismissInteraction.attach(to: presented)
        return DeckPresentationController(presentedViewController: presented, presenting: presenting)
    }

    public func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return DeckAnimator(presenting: true, transition: self)
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return DeckAnimator(presenting: false, transition: self)
    }

    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return dismissInteraction.isInteracting ? dismissInteraction : nil
    }
}

// MARK: - Presentation controller

final class DeckPresentationController: UIPresentationController {

    private let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: DeckMetrics.topInset, width: bounds.width, height: bounds.height - DeckMetrics.topInset)
    }

    override func presentationTransitionWillBegin() {
        dimmingView.backgroundColor = DeckMetrics.dimmingColor
        dimmingView.frame = containerView?.bounds ?? .zero
        dimmingView.alpha = 0
        containerView?.insertSubview(dimmingView, at: 0)
        presentedView?.layer.cornerRadius = DeckMetrics.cornerRadius
        presentedView?.clipsToBounds = true
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        }, completion: { context in
            if context.isCancelled {
                self.dimmingView.alpha = 1
            }
        })
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

// MARK: - Interactive dismissal

final class DeckDismissInteraction: UIPercentDrivenInteractiveTransition {

    weak var transition: DeckTransition?
    private(set) var isInteracting = false
    private weak var viewController: UIViewController?
    private lazy var dragRecognizer = DeckDragGestureRecognizer(target: self, action: Self.handleDrag(_:))

    func attach(to viewController: UIViewController) {
        dragRecognizer.view?.removeGestureRecognizer(dragRecognizer)
        viewController.view.addGestureRecognizer(dragRecognizer)
        self.viewController = viewController
    }

    func handleDrag(_ recognizer: DeckDragGestureRecognizer) {
        guard let view = viewController?.view else { return }
        let progress = max(0, min(1, recognizer.verticalTranslation / max(view.bounds.height, 1)))
        switch recognizer.state {
        case .began:
            isInteracting = true
            viewController?.dismiss(animated: true, completion: nil)
        case .changed:
            update(progress)
        case .ended, .cancelled:
            isInteracting = false
            let velocity = recognizer.verticalVelocity
            if recognizer.state == .ended && transition?.shouldFinishDismissal(progress: progress, velocity: velocity) ?? true {
                finish()
            } else {
                cancel()
            }
        default:
            break
        }
    }
}
