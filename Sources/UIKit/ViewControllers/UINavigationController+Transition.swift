import Foundation

extension UINavigationController {
    /// Runs the transition of a stack change (already begun) from its old top to its new top
    /// through the delegate's animator (or the built-in slide) and interaction controller; the
    /// outcome commits the change or rolls it back.
    func transition(of change: NavigationStackChange, animated: Bool) {
        let from = change.oldTop, to = change.newTop, operation = change.operation
        // UIKit asks the delegate for an animator only for an animated change: a non-animated
        // push, pop or setViewControllers swaps the views at once (and has no coordinator).
        let custom = animated ? delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) : nil
        // Without one, the zoomed controller's preferred zoom (iOS 18) zooms it in and out.
        let zoom = custom == nil && animated
            ? ZoomTransitionAnimator.for(zoomed: operation == .push ? to : from, zoomingIn: operation == .push) : nil
        let animator = custom ?? zoom ?? NavigationSlideAnimator(operation: operation)
        var interaction: (any UIViewControllerInteractiveTransitioning)?
        if animated {
            if let custom { interaction = delegate?.navigationController(self, interactionControllerFor: custom) }
            else if operation == .pop {
                interaction = popInteraction ?? zoom.flatMap { $0.driven(by: pendingZoomDismissal) ?? $0.catchable() }
            } else { interaction = zoom?.catchable() }
        }
        if interaction == nil || interaction !== popInteraction { popInteraction = nil }
        let toView: UIView = to.view
        toView.frame = frameForChild(to)
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        var configuration = TransitionConfiguration(from: from, to: to, container: contentView, animated: animated,
                                                    style: .none, animator: animator, interactionController: interaction)
        configuration.participants = [self]
        configuration.appearanceHost = self
        configuration.initialFrames[ObjectIdentifier(from)] = frameForChild(from)
        configuration.finalFrames[ObjectIdentifier(to)] = frameForChild(to)
        let driver = TransitionDriver(configuration, owner: NavigationTransition(
            navigation: self, change: change, items: stack.map(\.navigationItem)))   // the stack already shows the outcome
        running = driver
        driver.start()
    }

    /// The edge swipe: percent is the horizontal translation over the width (towards the
    /// trailing edge: leftwards in a right-to-left layout).
    func handlePopGesture(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let width = max(view.bounds.width, 1)
        let sign: CGFloat = view.isRightToLeft ? -1 : 1
        switch gesture.state {
        case .began:
            guard stack.count > 1, running == nil else { return }
            let interaction = UIPercentDrivenInteractiveTransition()
            interaction.completionCurve = .easeOut
            popInteraction = interaction
            popViewController(animated: true)
        case .changed:
            popInteraction?.update(sign * gesture.translation(in: view).x / width)
        case .ended:
            guard let interaction = popInteraction else { return }
            let decision = PopDecision(translation: sign * gesture.translation(in: view).x, velocity: sign * gesture.velocity(in: view).x,
                                       width: width, duration: 0.35)
            lastPopDecision = decision
            interaction.completionSpeed = decision.completionSpeed
            if decision.finishes { interaction.finish() } else { interaction.cancel() }
        default:
            popInteraction?.cancel()
        }
    }
}

/// How an interactive pop decides on release, as UIKit's does: the position projected a short
/// time ahead at the release velocity must pass min(187.5 pt, half the width); the rest runs at
/// a speed that matches the release velocity (never slower than normal, at most 4×).
public struct PopDecision: Equatable, Sendable {
    /// How far ahead the release velocity is projected.
    public static let projectionHorizon: Double = 0.15
    /// The distance the projected position must pass (capped at half the width).
    public static let threshold: Double = 187.5

    public let percent: Double
    public let projectedPercent: Double
    public let thresholdPercent: Double
    public let velocity: Double
    public let finishes: Bool
    public let completionSpeed: CGFloat

    /// Decides for a release at `translation` points with `velocity` points per second.
    public init(translation: CGFloat, velocity: CGFloat, width: CGFloat, duration: TimeInterval) {
        let w = Double(max(width, 1))
        let t = translation.isFinite ? Double(translation) : 0, v = velocity.isFinite ? Double(velocity) : 0
        percent = min(max(t / w, 0), 1)
        self.velocity = v
        projectedPercent = percent + v / w * Self.projectionHorizon
        thresholdPercent = min(Self.threshold / w, 0.5)
        finishes = projectedPercent > thresholdPercent
        let towards = finishes ? v : -v
        let speed = towards > 0 ? duration * towards / w : 1
        completionSpeed = CGFloat(min(max(speed, 1), 4))
    }
}

/// A navigation controller's stack change as the owner of its transition: the delegate hears
/// `willShow` before the appearance callbacks and `didShow` after them, the bar follows the
/// transition, and changes asked for meanwhile run once it is over.
@MainActor
private final class NavigationTransition: TransitionOwner {
    weak var navigation: UINavigationController?
    /// The navigation items of the new stack.
    let items: [UINavigationItem]
    /// The change, committed or rolled back with the outcome.
    let change: NavigationStackChange

    init(navigation: UINavigationController, change: NavigationStackChange, items: [UINavigationItem]) {
        self.navigation = navigation
        self.change = change
        self.items = items
    }

    func transitionWillBegin(_ transition: TransitionDriver) {
        guard let navigation else { return }
        navigation.delegate?.navigationController(navigation, willShow: transition.toViewController,
                                                  animated: transition.isAnimated)
    }

    func transitionWillAnimate(_ transition: TransitionDriver) {
        navigation?.barView.transition(to: items, coordinator: transition.isAnimated ? transition : nil)
        navigation?.animateBarHeight(to: change.newTop, coordinator: transition.isAnimated ? transition : nil)
        navigation?.toolbarWillShow(change.newTop, coordinator: transition.isAnimated ? transition : nil)
        if let navigation, let tabs = navigation.parent as? UITabBarController {   // hidesBottomBarWhenPushed
            tabs.navigation(navigation, willChangeTo: change.newStack, isPush: change.operation == .push, coordinator: transition)
        }
    }

    func transitionDidEnd(_ transition: TransitionDriver, completed: Bool) {
        if completed { change.commit() } else { change.rollBack() }
    }

    func transitionDidFinish(_ transition: TransitionDriver, completed: Bool) {
        guard let navigation else { return }
        navigation.running = nil
        navigation.popInteraction = nil
        navigation.delegate?.navigationController(navigation, didShow: completed ? transition.toViewController
                                                    : transition.fromViewController, animated: transition.isAnimated)
    }

    func transitionDidSettle(_ transition: TransitionDriver) {
        guard let navigation, navigation.running == nil else { return }
        let next = navigation.queued
        navigation.queued.removeAll()
        for op in next { op() }
    }
}
