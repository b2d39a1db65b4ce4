import Foundation

/// One change of a navigation controller's stack, the way every operation makes it: as in
/// UIKit the stack shows the outcome as soon as the transition starts, and a cancelled
/// transition puts everything back — the stack, `children` in the order of the stack, and the
/// containment callbacks of every controller that moved.
///
/// `begin()` applies the change, `commit()` finishes it when the transition completes,
/// `rollBack()` undoes it when the transition is cancelled. Push, pop, pop-to and
/// `setViewControllers` only differ in the stack they ask for.
@MainActor
struct NavigationStackChange {
    unowned let navigation: UINavigationController
    let oldStack: [UIViewController]
    let newStack: [UIViewController]
    let oldTop: UIViewController
    let newTop: UIViewController
    /// Controllers that leave without being shown (all that leave but the old top).
    let dropped: [UIViewController]
    /// Controllers that join the navigation controller.
    let added: [UIViewController]
    /// Whether the old top leaves the stack (a pop) or stays under the new top (a push).
    let oldTopLeaves: Bool

    /// The change from the current stack to `newStack` (without duplicates), or nil when the
    /// top would not change (no transition to run).
    init?(_ navigation: UINavigationController, to newStack: [UIViewController]) {
        var unique: [UIViewController] = []
        for vc in newStack where !unique.contains(where: { $0 === vc }) { unique.append(vc) }
        guard let oldTop = navigation.stack.last, let newTop = unique.last, oldTop !== newTop else { return nil }
        self.navigation = navigation
        oldStack = navigation.stack
        self.newStack = unique
        self.oldTop = oldTop
        self.newTop = newTop
        dropped = oldStack.filter { vc in vc !== oldTop && !unique.contains(where: { $0 === vc }) }
        added = unique.filter { $0.parent !== navigation }
        oldTopLeaves = !unique.contains(where: { $0 === oldTop })
    }

    /// Push when the new top was not on the stack, else pop.
    var operation: UINavigationController.Operation {
        oldStack.contains(where: { $0 === newTop }) ? .pop : .push
    }

    /// Applies the change: controllers that leave unseen leave now, new ones join now, and the
    /// stack shows the outcome.
    func begin() {
        for vc in dropped { vc.willMove(toParent: nil); vc.removeFromParent() }
        for vc in added { navigation.addChild(vc) }
        if added.contains(where: { $0 === newTop }) { newTop.appearanceFlags.movingToParent = true }
        if oldTopLeaves {
            oldTop.willMove(toParent: nil)
            oldTop.appearanceFlags.movingFromParent = true
        }
        navigation.stack = newStack
    }

    /// Finishes the change once the transition completed: the old top's view goes, and the
    /// containment callbacks end.
    func commit() {
        oldTop.viewIfLoaded?.removeFromSuperview()
        if oldTopLeaves { oldTop.removeFromParent() }
        for vc in added { vc.didMove(toParent: navigation) }
    }

    /// Undoes the change after a cancelled transition: the old stack, its children in its
    /// order, and the containment callbacks of everything that moved.
    func rollBack() {
        navigation.stack = oldStack
        newTop.viewIfLoaded?.removeFromSuperview()
        for vc in added { vc.willMove(toParent: nil); vc.removeFromParent() }
        for vc in dropped { navigation.addChild(vc) }
        navigation.reorderChildrenLikeStack()
        for vc in dropped { vc.didMove(toParent: navigation) }
        if oldTopLeaves { oldTop.didMove(toParent: navigation) }
    }
}

extension UINavigationController {
    /// Makes `change` and runs its transition; the transition's outcome commits or rolls it back.
    func perform(_ change: NavigationStackChange, animated: Bool) {
        change.begin()
        transition(of: change, animated: animated)
    }
}
