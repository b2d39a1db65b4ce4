// Client program 3: a bottom card shown with `modalPresentationStyle = .custom`, a
// UIPresentationController subclass that dims what is behind (the dimming animated alongside
// through the coordinator) and places the card at the bottom, and an interactive dismissal:
// pan down anywhere on the card. Written as an iOS app writes it; the only porting change is
// `Self.handlePan` for `#selector(handlePan(_:))` (and no `@objc`).
import UIKit

final class CardPresentationController: UIPresentationController {
    static let cardHeight: CGFloat = 240
    private let dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimmingView.alpha = 0
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        return CGRect(x: 0, y: bounds.height - Self.cardHeight, width: bounds.width, height: Self.cardHeight)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed {
            dimmingView.removeFromSuperview()
        }
    }

    override func dismissalTransitionWillBegin() {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        }, completion: { context in
            if context.isCancelled {
                self.dimmingView.alpha = 1
            }
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var dismissInteraction: UIPercentDrivenInteractiveTransition?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardSlideAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardSlideAnimator(presenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        dismissInteraction
    }
}

final class CardSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let card = transitionContext.viewController(forKey: key) else {
            transitionContext.completeTransition(false)
            return
        }
        let cardView: UIView = card.view
        let shown = presenting ? transitionContext.finalFrame(for: card) : cardView.frame
        let hidden = shown.offsetBy(dx: 0, dy: container.bounds.height - shown.minY)
        if presenting {
            container.addSubview(cardView)
            cardView.frame = hidden
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            cardView.frame = self.presenting ? shown : hidden
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled {
                cardView.frame = self.presenting ? hidden : shown
            }
            transitionContext.completeTransition(!cancelled)
        })
    }
}

final class CardViewController: UIViewController {
    private let cardTransitioningDelegate = CardTransitioningDelegate()

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = cardTransitioningDelegate
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .green
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.handlePan))
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: view.superview)
        let progress = max(0, min(1, translation.y / CardPresentationController.cardHeight))
        switch pan.state {
        case .began:
            cardTransitioningDelegate.dismissInteraction = UIPercentDrivenInteractiveTransition()
            dismiss(animated: true)
        case .changed:
            cardTransitioningDelegate.dismissInteraction?.update(progress)
        case .ended, .cancelled:
            if pan.state == .ended && progress > 0.5 {
                cardTransitioningDelegate.dismissInteraction?.finish()
            } else {
                cardTransitioningDelegate.dismissInteraction?.cancel()
            }
            cardTransitioningDelegate.dismissInteraction = nil
        default:
            break
        }
    }
}

final class ShopViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .red
    }

    func showCard(_ card: CardViewController) {
        present(card, animated: true)
    }
}
