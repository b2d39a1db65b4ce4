import UIKit

/// Scene 7's container: a navigation controller without a bar that is its own delegate, like
/// scene 5's deck, with 3D animators: the first page turns over like a card
/// (`CardFlipAnimator`), the second rolls away on a cube (`CubeAnimator`). While a page's
/// `SlideInteraction` is dragging it hands that interaction out, so a horizontal drag scrubs
/// the turn and the release finishes or cancels it by the inspector's finish rule.
final class FlipDeckController: UINavigationController, UINavigationControllerDelegate {
    let context: PlaygroundContext
    /// The page the transition being set up leaves.
    private weak var leavingPage: FlipPageViewController?

    init(context: PlaygroundContext) {
        self.context = context
        super.init(rootViewController: FlipPageViewController(number: 1, context: context))
        delegate = self
        isNavigationBarHidden = true
        interactivePopGestureRecognizer?.isEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        leavingPage = fromVC as? FlipPageViewController
        // The turn between pages 1 and 2 is a card flip, between 2 and 3 a cube, both ways.
        let higher = max((fromVC as? FlipPageViewController)?.number ?? 1, (toVC as? FlipPageViewController)?.number ?? 1)
        return higher <= 2 ? CardFlipAnimator(operation: operation) : CubeAnimator(operation: operation)
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        leavingPage?.activeInteraction
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        guard let coordinator = transitionCoordinator else { return }
        context.timeline.beginTransition("turn to \(viewController.title ?? "page")\(coordinator.isInteractive ? " (drag)" : "")")
    }
}
