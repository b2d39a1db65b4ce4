import UIKit

/// The drag that switches tabs: a mostly horizontal pan across the tab bar controller's view
/// selects the neighbouring tab in the drag's direction (left: the next tab) in its `.began`,
/// then scrubs the switch and, on release, finishes or cancels it by the inspector's rule.
final class TabSwipeInteraction: UIPercentDrivenInteractiveTransition, UIGestureRecognizerDelegate {
    /// Whether a drag is driving a switch (from the pan's start to its release).
    private(set) var isInteracting = false
    private weak var tabs: UITabBarController?
    private let context: PlaygroundContext
    /// −1 while dragging left (to the next tab), +1 while dragging right.
    private var sign: CGFloat = -1

    init(tabs: UITabBarController, context: PlaygroundContext) {
        self.tabs = tabs
        self.context = context
        super.init()
        completionCurve = .easeOut
        let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan)
        pan.delegate = self
        tabs.view.addGestureRecognizer(pan)
    }

    /// Only a mostly horizontal drag toward an existing neighbour, and not during a switch.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let tabs, tabs.transitionCoordinator == nil else { return false }
        let t = pan.translation(in: tabs.view)
        guard abs(t.x) > abs(t.y) else { return false }
        let target = tabs.selectedIndex + (t.x < 0 ? 1 : -1)
        return (tabs.viewControllers ?? []).indices.contains(target)
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let tabs, let space = tabs.view else { return }
        let width = space.bounds.width
        let progress = sign * pan.translation(in: space).x / width
        switch pan.state {
        case .began:
            sign = pan.translation(in: space).x < 0 ? -1 : 1
            isInteracting = true
            let from = tabs.selectedIndex
            tabs.selectedIndex = from + (sign < 0 ? 1 : -1)   // UIKit asks the delegate: animator, then this object
            if tabs.selectedIndex == from { isInteracting = false }
        case .changed where isInteracting:
            update(progress)
        case .ended where isInteracting, .cancelled where isInteracting:
            isInteracting = false
            let velocity = sign * pan.velocity(in: space).x
            let decision = pan.state == .cancelled
                ? FinishDecision(finishes: false, reason: "the drag was cancelled")
                : context.settings.rule.decide(progress: progress, velocity: velocity, distance: width)
            context.timeline.recordRelease(velocity: velocity, decision: decision)
            matchCompletionSpeed(toVelocity: velocity, distance: width, finishing: decision.finishes)
            if decision.finishes { finish() } else { cancel() }
        default:
            break
        }
    }
}
