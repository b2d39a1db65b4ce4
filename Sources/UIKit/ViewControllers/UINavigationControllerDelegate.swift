import Foundation

/// Methods a navigation controller calls as controllers are shown, and through which it gets
/// custom push and pop animators. Every method is optional.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// A controller is about to be shown (the transition's coordinator is already available).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)
    /// A controller was shown (after a cancelled interactive pop: the controller that stayed).
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
    /// A custom animator for a push or pop (nil: the built-in slide).
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// An interaction controller for a custom animator (nil: not interactive).
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

extension UIViewController {
    /// The nearest navigation controller above this controller.
    public var navigationController: UINavigationController? {
        var p = parent
        while let c = p {
            if let nav = c as? UINavigationController { return nav }
            p = c.parent
        }
        return nil
    }
}
