// Client program 2: a full-screen photo dismissed by dragging it down. The interaction
// controller is a plain UIPercentDrivenInteractiveTransition held *weakly* by the controller
// and created in the pan's `.began`: the app relies on UIKit keeping it alive while the
// dismissal runs. Written as an iOS app writes it; the only porting change is
// `Self.handlePan` for `#selector(handlePan(_:))` (and no `@objc`).
import UIKit

final class GalleryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .red
    }

    func showPhoto(_ photo: PhotoViewController) {
        present(photo, animated: true)
    }
}

final class PhotoViewController: UIViewController, UIViewControllerTransitioningDelegate {
    weak var interactionController: UIPercentDrivenInteractiveTransition?
    private(set) var dismissals = 0

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .blue
        let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan)
        view.addGestureRecognizer(pan)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: view.window)
        let progress = max(0, min(1, translation.y / view.bounds.height))

        switch pan.state {
        case .began:
            let interaction = UIPercentDrivenInteractiveTransition()
            interactionController = interaction
            dismissals += 1
            dismiss(animated: true)
        case .changed:
            interactionController?.update(progress)
        case .ended:
            let velocity = pan.velocity(in: view.window).y
            if progress > 0.5 || velocity > 1500 {
                interactionController?.finish()
            } else {
                interactionController?.cancel()
            }
        default:
            interactionController?.cancel()
        }
    }

    // MARK: UIViewControllerTransitioningDelegate

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        PhotoDismissAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactionController
    }
}

final class PhotoDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        // The gallery goes back under the photo for the way down.
        if let toView = transitionContext.view(forKey: .to) {
            toView.frame = container.bounds
            container.insertSubview(toView, belowSubview: fromView)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear, animations: {
            fromView.transform = CGAffineTransform(translationX: 0, y: container.bounds.height)
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled {
                fromView.transform = .identity
            }
            transitionContext.completeTransition(!cancelled)
        })
    }
}
