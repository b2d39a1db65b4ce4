import Foundation

extension UIViewController {
    /// The child controllers, in the order they were added.
    public var children: [UIViewController] { childStorage }

    /// The parent controller (a container such as a navigation controller).
    public var parent: UIViewController? { parentStorage }

    /// Adds a child controller; calls its `willMove(toParent:)`. Call `didMove(toParent:)` once
    /// its view is in place, as in UIKit.
    public func addChild(_ childController: UIViewController) {
        guard childController !== self, childController.parent !== self else { return }
        childController.willMove(toParent: self)
        if let old = childController.parentStorage { old.childStorage.removeAll { $0 === childController } }
        childStorage.append(childController)
        childController.parentStorage = self
    }

    /// Removes the controller from its parent; calls its `didMove(toParent: nil)`. Call
    /// `willMove(toParent: nil)` first, as in UIKit.
    public func removeFromParent() {
        guard let p = parentStorage else { return }
        p.childStorage.removeAll { $0 === self }
        parentStorage = nil
        didMove(toParent: nil)
    }

    /// Starts an appearance change: calls `viewWillAppear` or `viewWillDisappear` (once per
    /// change) and forwards it to the children whose views are inside this one.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            appearance = .appearing
            lastAppearanceAnimated = animated
            viewWillAppear(animated)
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            lastAppearanceAnimated = animated
            viewWillDisappear(animated)
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for c in childrenShowingInView where c.hearsParentAppearance(isAppearing, ending: false) {
                c.beginAppearanceTransition(isAppearing, animated: animated)
            }
        }
    }

    /// Ends the appearance change begun last: calls `viewDidAppear` or `viewDidDisappear`.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(lastAppearanceAnimated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(lastAppearanceAnimated)
        default:
            return
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for c in childrenShowingInView where c.hearsParentAppearance(c.appearance == .appearing, ending: true) {
                c.endAppearanceTransition()
            }
        }
    }

    /// Children whose views are inside this controller's view.
    private var childrenShowingInView: [UIViewController] {
        guard let v = viewIfLoaded else { return [] }
        return childStorage.filter { $0.viewIfLoaded?.isDescendant(of: v) == true }
    }

    /// Whether an appearance change of the parent reaches this controller. One that a running
    /// transition manages leaves the screen with its parent, but appears only if the transition
    /// is bringing it on screen, and finishes appearing when the transition ends: a parent that
    /// leaves the window and comes back mid-transition does not make the controller a cancelled
    /// pop takes away appear (nor end its appearance early).
    private func hearsParentAppearance(_ appearing: Bool, ending: Bool) -> Bool {
        guard appearing, appearanceFlags.managedByTransition, let t = activeTransition else { return true }
        return !ending && t.intendsToShow(self)
    }
    /// Appearance driven by the view entering or leaving a visible window, for controllers whose
    /// appearance no transition manages (a window's root, a child added by hand).
    func viewVisibilityChanged(visible: Bool, phase: VisibilityPhase) {
        // A child of a controller a transition manages hears it from that controller (forwarded),
        // not from its view entering the window when the animator adds the container's view.
        var c: UIViewController? = self
        while let vc = c {
            if vc.appearanceFlags.managedByTransition { return }
            c = vc.parent
        }
        switch phase {
        case .will: beginAppearanceTransition(visible, animated: false)
        case .did: endAppearanceTransition()
        }
    }

    enum VisibilityPhase { case will, did }
}
