import Foundation

/// Methods a tab bar controller calls as tabs are chosen, and through which it gets custom
/// animators for switching tabs. Every method is optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Whether the tab the user tapped may be selected (true). Called for taps on the bar only,
    /// not when `selectedIndex` or `selectedViewController` is set in code (Apple's documentation).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected a tab (also when it was selected already). Called for taps on the bar
    /// only, right after the switch began: a custom animation may still be running.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// A custom animator for switching from one tab to another (nil: the switch happens at
    /// once). Asked for every switch, whether a tap or code started it.
    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// An interaction controller for a custom animator (nil: not interactive).
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(_ tabBarController: UITabBarController,
                                 animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
