import Foundation

extension UINavigationController {
    /// Runs a push or pop from `from` to `to` through the delegate's animator (or the built-in
    /// slide) and interaction controller; `update` settles the stack with the outcome.
    func transition(from: UIViewController, to: UIViewController, operation: Operation, animated: Bool,
                    update: @escaping (Bool) -> Void) {
        // UIKit asks the delegate for an animator only for an animated change: a non-animated
        // push, pop or setViewControllers swaps the views at once (and has no coordinator).
        let custom = animated ? delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) : nil
        let animator = custom ?? NavigationSlideAnimator(operation: operation)
        var interaction: (any UIViewControllerInteractiveTransitioning)?
        if animated {
            if let custom { interaction = delegate?.navigationController(self, interactionControllerFor: custom) }
            else if operation == .pop { interaction = popInteraction }
        }
        if interaction == nil || interaction !== popInteraction { popInteraction = nil }
        let toView: UIView = to.view
        toView.frame = contentView.bounds
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let driver = TransitionDriver(from: from, to: to, container: contentView, animated: animated, style: .none,
                                      animator: animator, interactionController: interaction)
        driver.participants = [self]
        driver.appearanceHost = self
        driver.initialFrames[ObjectIdentifier(from)] = contentView.bounds
        driver.finalFrames[ObjectIdentifier(to)] = contentView.bounds
        running = driver
        let items = stack.map(\.navigationItem)   // the stack already shows the outcome
        driver.onComplete = { completed in update(completed) }
        driver.finished = { [weak self] completed in
            guard let self else { return }
            self.running = nil
            self.popInteraction = nil
            self.delegate?.navigationController(self, didShow: completed ? to : from, animated: animated)
        }
        driver.afterwards = { [weak self] in
            guard let self, self.running == nil else { return }
            let next = self.queued
            self.queued.removeAll()
            for op in next { op() }
        }
        driver.attach()
        delegate?.navigationController(self, willShow: to, animated: animated)
        driver.beginAppearance()
        barView.transition(to: items, coordinator: animated ? driver : nil)
        driver.start()
    }

    /// The edge swipe: percent is the horizontal translation over the width.
    func handlePopGesture(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let width = max(view.bounds.width, 1)
        switch gesture.state {
        case .began:
            guard stack.count > 1, running == nil else { return }
            let interaction = UIPercentDrivenInteractiveTransition()
            interaction.completionCurve = .easeOut
            popInteraction = interaction
            popViewController(animated: true)
        case .changed:
            popInteraction?.update(gesture.translation(in: view).x / width)
        case .ended:
            guard let interaction = popInteraction else { return }
            let decision = PopDecision(translation: gesture.translation(in: view).x, velocity: gesture.velocity(in: view).x,
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
