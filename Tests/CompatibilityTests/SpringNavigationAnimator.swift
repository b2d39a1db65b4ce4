// Client program 4: a navigation delegate whose push and pop animator uses spring animations
// (`UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:...)`), with
// an interactive pop through the delegate's interaction controller, driven by an edge pan on
// the navigation controller's view. Written as an iOS app writes it; the only porting change is
// `Self.handleEdgePan` for `#selector(handleEdgePan(_:))` (and no `@objc`).
import UIKit

final class SpringNavigationDelegate: NSObject, UINavigationControllerDelegate {
    private weak var navigationController: UINavigationController?
    private var interactionController: UIPercentDrivenInteractiveTransition?
    private(set) var shown: [String] = []

    func attach(to navigationController: UINavigationController) {
        self.navigationController = navigationController
        navigationController.delegate = self
        navigationController.interactivePopGestureRecognizer?.isEnabled = false
        let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: Self.handleEdgePan)
        edgePan.edges = .left
        navigationController.view.addGestureRecognizer(edgePan)
    }

    func handleEdgePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let progress = max(0, min(1, gesture.translation(in: view).x / view.bounds.width))
        switch gesture.state {
        case .began:
            guard let navigationController, navigationController.viewControllers.count > 1 else { return }
            interactionController = UIPercentDrivenInteractiveTransition()
            navigationController.popViewController(animated: true)
        case .changed:
            interactionController?.update(progress)
        case .ended:
            if progress > 0.5 || gesture.velocity(in: view).x > 1000 {
                interactionController?.finish()
            } else {
                interactionController?.cancel()
            }
            interactionController = nil
        case .cancelled, .failed:
            interactionController?.cancel()
            interactionController = nil
        default:
            break
        }
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SpringSlideAnimator(operation: operation)
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactionController
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        shown.append(viewController.title ?? "")
    }
}

final class SpringSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let width = container.bounds.width
        toView.frame = container.bounds

        if operation == .push {
            container.addSubview(toView)
            toView.transform = CGAffineTransform(translationX: width, y: 0)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            toView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        }

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [], animations: {
            if self.operation == .push {
                toView.transform = .identity
                fromView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
            } else {
                toView.transform = .identity
                fromView.transform = CGAffineTransform(translationX: width, y: 0)
            }
        }, completion: { _ in
            fromView.transform = .identity
            toView.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .red
    }
}

final class AccountViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Account"
        view.backgroundColor = .blue
    }
}
