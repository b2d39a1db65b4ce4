// Client program 1: the classic "custom interactive pop" — a UIPercentDrivenInteractiveTransition
// subclass that owns a screen-edge pan on the pushed controller's view, vended by a navigation
// controller that is its own delegate, with a custom slide animator. Written as an iOS app
// writes it; the only porting change is `Self.handleGesture` for `#selector(handleGesture(_:))`
// (and no `@objc`).
import UIKit

final class InboxNavigationController: UINavigationController, UINavigationControllerDelegate {
    private var swipeInteractor: EdgeSwipeInteractor?

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        // Our own edge swipe drives the pop; the system one would compete with it.
        interactivePopGestureRecognizer?.isEnabled = false
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push:
            swipeInteractor = EdgeSwipeInteractor(attachTo: toVC)
            return InboxSlideAnimator(operation: .push)
        case .pop:
            return InboxSlideAnimator(operation: .pop)
        default:
            return nil
        }
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        guard let swipeInteractor, swipeInteractor.interactionInProgress else { return nil }
        return swipeInteractor
    }
}

final class EdgeSwipeInteractor: UIPercentDrivenInteractiveTransition {
    var interactionInProgress = false
    private var shouldCompleteTransition = false
    private weak var viewController: UIViewController?

    init(attachTo viewController: UIViewController) {
        self.viewController = viewController
        super.init()
        let gesture = UIScreenEdgePanGestureRecognizer(target: self, action: Self.handleGesture)
        gesture.edges = .left
        viewController.view.addGestureRecognizer(gesture)
    }

    func handleGesture(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
        guard let container = gestureRecognizer.view?.superview else { return }
        let translation = gestureRecognizer.translation(in: container)
        let progress = min(max(translation.x / container.bounds.width, 0), 1)

        switch gestureRecognizer.state {
        case .began:
            interactionInProgress = true
            viewController?.navigationController?.popViewController(animated: true)
        case .changed:
            shouldCompleteTransition = progress > 0.5
            update(progress)
        case .cancelled:
            interactionInProgress = false
            cancel()
        case .ended:
            interactionInProgress = false
            if shouldCompleteTransition {
                finish()
            } else {
                cancel()
            }
        default:
            break
        }
    }
}

final class InboxSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let bounds = container.bounds
        let pushing = operation == .push

        if pushing {
            container.addSubview(toView)
            toView.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            toView.frame = bounds.offsetBy(dx: -bounds.width / 3, dy: 0)
        }

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromView.frame = pushing ? bounds.offsetBy(dx: -bounds.width / 3, dy: 0)
                                     : bounds.offsetBy(dx: bounds.width, dy: 0)
            toView.frame = bounds
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            // Put the views back where they belong whatever the outcome.
            fromView.frame = bounds
            if cancelled { toView.frame = bounds }
            transitionContext.completeTransition(!cancelled)
        })
    }
}

/// Records the appearance callbacks, as an app's debug logging would.
class LifecycleRecordingViewController: UIViewController {
    private(set) var lifecycle: [String] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        lifecycle.append("willAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        lifecycle.append("didAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        lifecycle.append("willDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        lifecycle.append("didDisappear")
    }
}

final class InboxViewController: LifecycleRecordingViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.backgroundColor = .red
    }

    func open(_ message: MessageViewController) {
        navigationController?.pushViewController(message, animated: true)
    }
}

final class MessageViewController: LifecycleRecordingViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Message"
        view.backgroundColor = .blue
    }
}
