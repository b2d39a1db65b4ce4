import Foundation

/// The drag that takes a zoomed controller away (iOS 18's zoom transition): once a controller has
/// zoomed in, dragging its view downwards pops it (or dismisses it, when it was presented) with
/// the card following the finger — it shrinks about the point first touched, which stays under
/// the finger, its corners round and the dimming behind it clears. Released, it lands in the
/// source view when the drag, projected 0.15 s ahead at the release velocity, is more than
/// 100 points down; otherwise it springs back.
///
/// The drag begins only on a mostly downward movement, and not where a scroll view under the
/// finger could still scroll up (its content is not at its top); the options'
/// `interactiveDismissShouldBegin` has the last word.
@MainActor
final class ZoomDismissGesture: UIPanGestureRecognizer, UIGestureRecognizerDelegate {
    weak var zoomed: UIViewController?
    /// The dismissal this drag drives, while it does.
    private var interaction: ZoomDismissInteraction?

    /// How far ahead the release velocity is projected.
    static let projectionHorizon: CGFloat = 0.15
    /// How far down the projected drag must end for the zoomed controller to go.
    static let threshold: CGFloat = 100

    /// Gives `zoomed`'s view the drag (once).
    static func install(on zoomed: UIViewController) {
        guard let view = zoomed.viewIfLoaded,
              !(view.gestureRecognizers ?? []).contains(where: { $0 is ZoomDismissGesture }) else { return }
        let gesture = ZoomDismissGesture()
        gesture.zoomed = zoomed
        gesture.delegate = gesture
        gesture.addTarget(gesture, action: ZoomDismissGesture.handle)
        view.addGestureRecognizer(gesture)
    }

    /// What the drag would take away: the navigation controller to pop (the zoomed controller is
    /// its top one), or the zoomed controller to dismiss; nil when it was not shown by a zoom
    /// or is not on top any more.
    private var route: ZoomDismissRoute? {
        guard let zoomed, zoomed.preferredTransition?.zoomOptions != nil, zoomed.presentedViewController == nil else { return nil }
        if let nav = zoomed.navigationController {
            guard nav.topViewController === zoomed, nav.viewControllers.count > 1, nav.transitionCoordinator == nil else { return nil }
            return .pop(nav)
        }
        guard zoomed.presentingViewController?.presentedViewController === zoomed, zoomed.transitionCoordinator == nil else { return nil }
        return .dismiss
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let zoomed, let view = zoomed.viewIfLoaded, route != nil else { return false }
        let v = velocity(in: view)
        guard v.y > 0, v.y > abs(v.x) else { return false }
        let location = self.location(in: view)
        // A scroll view under the finger that can still scroll up keeps the drag.
        var hit = view.hitTest(location, with: nil)
        while let h = hit, h !== view {
            if let scroll = h as? UIScrollView, scroll.isScrollEnabled,
               scroll.contentOffset.y > -scroll.adjustedContentInset.top + 0.5 { return false }
            hit = h.superview
        }
        let context = UIViewController.Transition.ZoomOptions.InteractionContext(
            location: location, velocity: CGVector(dx: v.x, dy: v.y), willBegin: true)
        return zoomed.preferredTransition?.zoomOptions?.interactiveDismissShouldBegin?(context) ?? true
    }

    private func handle() {
        guard let zoomed else { return }
        switch state {
        case .began:
            guard let route, let container = zoomed.view.superview else { return }
            let interaction = ZoomDismissInteraction(anchor: location(in: container))
            self.interaction = interaction
            switch route {
            case .pop(let nav):
                nav.pendingZoomDismissal = interaction
                nav.popViewController(animated: true)
                nav.pendingZoomDismissal = nil
            case .dismiss:
                zoomed.presentationController?.pendingZoomDismissal = interaction
                zoomed.dismiss(animated: true)
                zoomed.presentationController?.pendingZoomDismissal = nil
            }
            if !interaction.hasStarted { self.interaction = nil }
        case .changed:
            guard let interaction, let container = interaction.container else { return }
            interaction.update(translation: translation(in: container))
        case .ended:
            guard let interaction, let container = interaction.container else { return }
            let t = translation(in: container), v = velocity(in: container)
            interaction.end(translation: t, finishes: t.y + v.y * Self.projectionHorizon > Self.threshold)
            self.interaction = nil
        default:
            interaction?.end(translation: interaction?.lastTranslation ?? .zero, finishes: false)
            interaction = nil
        }
    }
}

private enum ZoomDismissRoute {
    case pop(UINavigationController)
    case dismiss
}

/// The interaction controller of a dragged zoom dismissal: it takes the zoom animator's stage
/// and moves the card with the finger, then lands it in the source view (the pop or dismissal
/// completes) or springs it back (cancelled).
@MainActor
final class ZoomDismissInteraction: NSObject, UIViewControllerInteractiveTransitioning {
    /// The animator of the transition (set when the transition is made).
    var animator: ZoomTransitionAnimator?
    private var context: (any UIViewControllerContextTransitioning)?
    private var stage: ZoomStage?
    /// Where the drag began, in the container.
    private var anchor: CGPoint
    private(set) var lastTranslation: CGPoint = .zero
    var hasStarted: Bool { context != nil }
    var container: UIView? { context?.containerView }
    /// The spring that lands or restores the card.
    static let landingDuration: TimeInterval = 0.45

    init(anchor: CGPoint) { self.anchor = anchor }

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let animator, let stage = animator.prepare(transitionContext) else {
            warnOnce("The zoom transition's drag found no zoom to drive; the transition completes at once")
            transitionContext.cancelInteractiveTransition()
            transitionContext.completeTransition(false)
            return
        }
        context = transitionContext
        self.stage = stage
        // The anchor was measured in the zoomed view's superview; the card lives in the container.
        stage.applyDrag(anchor: anchor, translation: .zero)
    }

    func update(translation: CGPoint) {
        guard let stage, let context else { return }
        lastTranslation = translation
        let progress = stage.applyDrag(anchor: anchor, translation: translation)
        context.updateInteractiveTransition(progress)
    }

    /// Lands the card in the source view (`finishes`) or springs it back to the zoomed pose.
    func end(translation: CGPoint, finishes: Bool) {
        guard let stage, let context else { return }
        update(translation: translation)
        self.context = nil
        self.stage = nil
        if finishes { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        UIView.animate(withDuration: Self.landingDuration, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0,
                       options: [.allowUserInteraction], animations: {
            stage.apply(finishes ? .source : .zoomed)
        }, completion: { _ in
            stage.tearDown(zoomedStays: !finishes)
            context.completeTransition(finishes)
        })
        if finishes { stage.fadeSourceImage(to: .source, within: Self.landingDuration) }
    }
}
