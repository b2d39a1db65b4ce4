import UIKit

/// Walks a window's controllers with public API only: what the user sees, which transition runs,
/// and what "back" means.
@MainActor
enum ControllerChain {
    /// What the back key does.
    enum BackAction {
        case pop(UINavigationController)
        case dismiss(UIViewController)
    }

    /// The controllers on screen from `root` down: the controllers it presents, a navigation
    /// controller's top controller, another container's last child whose view is shown.
    static func visibleChain(from root: UIViewController) -> [UIViewController] {
        var chain = [root]
        var controller = root
        for _ in 0..<64 {   // a bound against a cycle in a broken hierarchy
            let next: UIViewController?
            if let presented = controller.presentedViewController, presented !== controller,
               !chain.contains(where: { $0 === presented }) {
                next = presented
            } else if let navigation = controller as? UINavigationController {
                next = navigation.topViewController
            } else {
                next = controller.children.last { $0.viewIfLoaded?.window != nil }
            }
            guard let next, !chain.contains(where: { $0 === next }) else { break }
            chain.append(next)
            controller = next
        }
        return chain
    }

    /// The coordinator of a transition running anywhere below `root` (children and
    /// presentations included), or nil.
    static func runningCoordinator(from root: UIViewController) -> (any UIViewControllerTransitionCoordinator)? {
        var stack = [root]
        var seen: [UIViewController] = []
        while let controller = stack.popLast() {
            guard !seen.contains(where: { $0 === controller }) else { continue }
            seen.append(controller)
            if let coordinator = controller.transitionCoordinator { return coordinator }
            stack.append(contentsOf: controller.children)
            if let presented = controller.presentedViewController { stack.append(presented) }
        }
        return nil
    }

    /// Back: pop the deepest visible navigation controller that has something to pop, unless a
    /// presented controller covers it, in which case that one is dismissed. Nil when there is
    /// nothing to go back from.
    static func backAction(from root: UIViewController) -> BackAction? {
        var navigation: UINavigationController?
        var presented: UIViewController?
        var previous: UIViewController?
        for controller in visibleChain(from: root) {
            if let previous, previous.presentedViewController === controller {
                presented = controller
                navigation = nil   // what was below the presentation is covered now
            }
            if let nav = controller as? UINavigationController, nav.viewControllers.count > 1 { navigation = nav }
            previous = controller
        }
        if let navigation { return .pop(navigation) }
        if let presented { return .dismiss(presented) }
        return nil
    }
}
