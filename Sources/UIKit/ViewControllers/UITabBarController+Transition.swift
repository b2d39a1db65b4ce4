import Foundation

extension UITabBarController {
    /// Switches from the selected tab to `to` through the delegate's animator and interaction
    /// controller (or at once, without an animator). As in UIKit the selection shows the new tab
    /// from the start; a cancelled switch puts the old one back.
    ///
    /// Appearance follows UIKit's tab bar controller: the incoming controller's
    /// `viewWillAppear` comes first, then the outgoing one's `viewWillDisappear`; at the end
    /// the outgoing one's `viewDidDisappear`, then the incoming one's `viewDidAppear`.
    func transition(from: UIViewController, to: UIViewController) {
        let custom = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
        let interaction = custom.flatMap { delegate?.tabBarController(self, interactionControllerFor: $0) }
        selected = to
        bar.selectedItem = to.tabBarItem
        let toView: UIView = to.view
        toView.frame = contentView.bounds
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        var configuration = TransitionConfiguration(from: from, to: to, container: contentView, animated: custom != nil,
                                                    style: .none, animator: custom ?? TabSwitchAnimator(),
                                                    interactionController: interaction)
        configuration.participants = [self]
        configuration.appearanceHost = self
        configuration.toAppearsFirstAtBegin = true
        configuration.initialFrames[ObjectIdentifier(from)] = contentView.bounds
        configuration.finalFrames[ObjectIdentifier(to)] = contentView.bounds
        let driver = TransitionDriver(configuration, owner: TabSwitch(tabs: self, from: from, to: to))
        running = driver
        driver.start()
    }

    // MARK: hidesBottomBarWhenPushed

    /// Whether the selected tab's navigation stack hides the bar.
    var stackHidesBar: Bool {
        guard let nav = selected as? UINavigationController else { return false }
        return nav.viewControllers.contains { $0.hidesBottomBarWhenPushed }
    }

    /// Shows or hides the bar at once for the selected tab's stack (not while a transition of
    /// that stack moves it).
    func syncBarVisibility() {
        guard isViewLoaded, (selected as? UINavigationController)?.running == nil else { return }
        setBarHiddenByStack(stackHidesBar)
    }

    private func setBarHiddenByStack(_ hidden: Bool) {
        guard hidden != barHiddenByStack || bar.isHidden != hidden else { return }
        barHiddenByStack = hidden
        bar.isHidden = hidden
        bar.transform = .identity
        selected?.viewIfLoaded?.setNeedsLayout()
        if let v = selected?.viewIfLoaded { LayoutEngine.structureChanged(around: v) }
    }

    /// A navigation controller that is a tab changes its stack to `stack`: when that changes
    /// whether the bar hides, the bar slides with the pages, alongside the transition (so an
    /// interactive pop scrubs it and a cancel brings it back).
    func navigation(_ nav: UINavigationController, willChangeTo stack: [UIViewController], isPush: Bool,
                    coordinator: (any UIViewControllerTransitionCoordinator)?) {
        guard nav === selected, isViewLoaded else { return }
        let hide = stack.contains { $0.hidesBottomBarWhenPushed }
        guard hide != barHiddenByStack else { return }
        guard let coordinator, coordinator.isAnimated, view.window != nil else { return setBarHiddenByStack(hide) }
        let width = view.bounds.width
        // The bar leaves with the page that goes (to the left on a push) and comes back with the
        // page that returns (from the left on a pop).
        let away = CGAffineTransform(translationX: isPush ? -width : width, y: 0)
        let back = CGAffineTransform(translationX: isPush ? width : -width, y: 0)
        barHiddenByStack = hide
        bar.isHidden = false
        UIView.performWithoutAnimation { bar.transform = hide ? .identity : back }
        coordinator.animateAlongsideTransition(in: bar, animation: { [weak self] _ in
            self?.bar.transform = hide ? away : .identity
        }, completion: { [weak self] context in
            guard let self else { return }
            if context.isCancelled { barHiddenByStack = !hide }
            bar.transform = .identity
            bar.isHidden = barHiddenByStack
            selected?.viewIfLoaded?.setNeedsLayout()
        })
    }
}

/// A tab switch as the owner of its transition: the outcome keeps the new tab or puts the old
/// one back, and changes asked for meanwhile run once it is over.
@MainActor
private final class TabSwitch: TransitionOwner {
    weak var tabs: UITabBarController?
    let from: UIViewController
    let to: UIViewController

    init(tabs: UITabBarController, from: UIViewController, to: UIViewController) {
        self.tabs = tabs
        self.from = from
        self.to = to
    }

    func transitionDidEnd(_ transition: TransitionDriver, completed: Bool) {
        guard let tabs else { return }
        let leaving = completed ? from : to, staying = completed ? to : from
        leaving.viewIfLoaded?.removeFromSuperview()
        if staying.view.superview !== tabs.contentView { tabs.install(staying) }
        if !completed {
            tabs.selected = from
            tabs.bar.selectedItem = from.tabBarItem
        }
    }

    func transitionDidFinish(_ transition: TransitionDriver, completed: Bool) {
        tabs?.running = nil
        tabs?.syncBarVisibility()
    }

    func transitionDidSettle(_ transition: TransitionDriver) {
        guard let tabs, tabs.running == nil else { return }
        let next = tabs.queued
        tabs.queued.removeAll()
        for op in next { op() }
    }
}

/// A switch without a custom animator: the new tab's view replaces the old one at once.
@MainActor
final class TabSwitchAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0 }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        if let toView = ctx.view(forKey: .to), let to = ctx.viewController(forKey: .to) {
            toView.frame = ctx.finalFrame(for: to)
            ctx.containerView.addSubview(toView)
        }
        ctx.completeTransition(!ctx.transitionWasCancelled)
    }
}
