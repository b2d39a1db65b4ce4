// Client program 5: a drawer dismissed by dragging it down, through a custom
// UIViewControllerInteractiveTransitioning (not percent-driven) that drives a
// UIViewPropertyAnimator itself: it sets up the views in `startInteractiveTransition`, scrubs
// `fractionComplete` from the pan and reports progress on the context, then finishes or cancels
// and continues the animator, whose completion calls `completeTransition`. Written as an iOS
// app writes it; the only porting change is `Self.handlePan` for `#selector(handlePan(_:))`
// (and no `@objc`).
import UIKit

final class DrawerDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private(set) var animateTransitionCalls = 0

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    // Used only for a non-interactive dismissal (the close button).
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        animateTransitionCalls += 1
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let height = transitionContext.containerView.bounds.height
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromView.transform = CGAffineTransform(translationX: 0, y: height)
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class DrawerInteraction: NSObject, UIViewControllerInteractiveTransitioning {
    private var transitionContext: UIViewControllerContextTransitioning?
    private var animator: UIViewPropertyAnimator?
    private(set) var progressReports: [CGFloat] = []

    var wantsInteractiveStart: Bool { true }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        guard let fromView = transitionContext.view(forKey: .from) else { return }
        let container = transitionContext.containerView
        let height = container.bounds.height
        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) {
            fromView.transform = CGAffineTransform(translationX: 0, y: height)
        }
        animator.addCompletion { [weak self] position in
            if position == .start {
                fromView.transform = .identity
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            self?.transitionContext = nil
            self?.animator = nil
        }
        animator.pauseAnimation()
        self.animator = animator
    }

    func update(_ progress: CGFloat) {
        guard let animator, let transitionContext else { return }
        animator.fractionComplete = progress
        transitionContext.updateInteractiveTransition(progress)
        progressReports.append(progress)
    }

    func finish() {
        transitionContext?.finishInteractiveTransition()
        animator?.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    }

    func cancel() {
        transitionContext?.cancelInteractiveTransition()
        animator?.isReversed = true
        animator?.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    }
}

final class DrawerTransitionController: NSObject, UIViewControllerTransitioningDelegate {
    let dismissAnimator = DrawerDismissAnimator()
    var interaction: DrawerInteraction?

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        dismissAnimator
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

final class DrawerViewController: UIViewController {
    let transitionController = DrawerTransitionController()

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = transitionController
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .blue
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.handlePan))
    }

    func close() {
        dismiss(animated: true)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let progress = max(0, min(1, pan.translation(in: view.window).y / view.bounds.height))
        switch pan.state {
        case .began:
            transitionController.interaction = DrawerInteraction()
            dismiss(animated: true)
        case .changed:
            transitionController.interaction?.update(progress)
        case .ended:
            if progress > 0.5 {
                transitionController.interaction?.finish()
            } else {
                transitionController.interaction?.cancel()
            }
            transitionController.interaction = nil
        case .cancelled:
            transitionController.interaction?.cancel()
            transitionController.interaction = nil
        default:
            break
        }
    }
}

final class LibraryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .red
    }
}
