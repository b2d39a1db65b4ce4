import UIKit

/// Scene 5's container: a navigation controller without a bar that is its own delegate. It
/// slides its pages with `SlideAnimator`, and while a page's `SlideInteraction` is dragging it
/// hands that interaction out, which makes the push or pop interactive.
final class PageDeckController: UINavigationController, UINavigationControllerDelegate {
    let context: PlaygroundContext
    /// The page the transition being set up leaves.
    private weak var leavingPage: PageViewController?

    init(context: PlaygroundContext) {
        self.context = context
        super.init(rootViewController: PageViewController(number: 1, context: context))
        delegate = self
        isNavigationBarHidden = true
        // The pages drag in both directions; the built-in edge swipe would compete with them.
        interactivePopGestureRecognizer?.isEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        leavingPage = fromVC as? PageViewController
        return SlideAnimator(operation: operation)
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        // The page being dragged is the one we leave (the stack already shows the new top).
        leavingPage?.activeInteraction
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        guard let coordinator = transitionCoordinator else { return }
        context.timeline.beginTransition("slide to \(viewController.title ?? "page")\(coordinator.isInteractive ? " (drag)" : "")")
    }
}
