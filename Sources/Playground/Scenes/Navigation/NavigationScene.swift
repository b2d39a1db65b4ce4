import UIKit

/// Scene 1: a gallery in a `UINavigationController`. A click pushes a photo's page; the
/// navigation controller's own edge swipe pops it interactively, and its bar cross-fades the
/// titles alongside. The scene adds no transition code at all — it only watches.
@MainActor
enum NavigationScene {
    static func make(_ context: PlaygroundContext) -> UIViewController {
        let gallery = GalleryViewController(context: context)
        let navigation = UINavigationController(rootViewController: gallery)
        // The gallery watches the stack change (it is kept alive by the stack; the delegate is weak).
        navigation.delegate = gallery
        // The built-in back swipe decides by itself on release; a second target lets the gallery
        // show the velocity and the decision in the inspector.
        navigation.interactivePopGestureRecognizer?.addTarget(gallery, action: GalleryViewController.backSwipeChanged)
        return navigation
    }
}

extension GalleryViewController: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        guard let coordinator = navigationController.transitionCoordinator else { return }
        let name = viewController === self ? "pop to \(title ?? "Gallery")" : "push \(viewController.title ?? "photo")"
        context.timeline.beginTransition(coordinator.isInteractive ? "\(name) (edge swipe)" : name)
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        context.timeline.record("didShow \(viewController.title ?? "?")")
    }

    /// The second target of the navigation controller's edge-swipe recognizer: on release it
    /// reports how the navigation controller decided (`lastPopDecision` is this UIKit's
    /// addition; iOS keeps its decision to itself).
    func backSwipeChanged(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended, let decision = navigationController?.lastPopDecision else { return }
        let reason = "UIKit's own rule: projected \(Int(decision.projectedPercent * 100)) % vs \(Int(decision.thresholdPercent * 100)) %"
        context.timeline.recordRelease(velocity: CGFloat(decision.velocity),
                                       decision: FinishDecision(finishes: decision.finishes, reason: reason))
    }
}
