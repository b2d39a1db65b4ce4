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
///
/// A zoom on its way in can be caught the same way (`ZoomCatchGesture`).
@MainActor
final class ZoomDismissGesture: UIPanGestureRecognizer, UIGestureRecognizerDelegate {
    weak var zoomed: UIViewController?
    /// The dismissal this drag drives, while it does.
    private var interaction: ZoomInteraction?

    /// How far ahead the release velocity is projected.
    static let projectionHorizon: CGFloat = 0.15
    /// How far down the projected drag must end for the zoomed controller to go.
    static let threshold: CGFloat = 100

    /// Pops or dismisses `zoomed` with a dismissal the finger drives from `point` (in the
    /// zoomed view's superview, the transition's container); nil when it could not start.
    static func startDismissal(of zoomed: UIViewController, at point: CGPoint) -> ZoomInteraction? {
        guard let route = route(for: zoomed), zoomed.view.superview != nil else { return nil }
        let interaction = ZoomInteraction(dismissalFrom: point)
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
        return interaction.hasStarted ? interaction : nil
    }

    /// Whether a drag released with `translation` and `velocity` sends the card to its source.
    static func sendsAway(translation: CGPoint, velocity: CGPoint) -> Bool {
        translation.y + velocity.y * projectionHorizon > threshold
    }

    /// Gives `zoomed`'s view the drag (once).
    static func install(on zoomed: UIViewController) {
        guard let view = zoomed.viewIfLoaded,
              !(view.gestureRecognizers ?? []).contains(where: { $0 is ZoomDismissGesture }) else { return }
        let gesture = ZoomDismissGesture()
        gesture.zoomed = zoomed
        gesture.delegate = gesture
        gesture.addTarget(gesture, action: ZoomDismissGesture.handle)
        view.addGestureRecognizer(gesture)
        let pinch = ZoomDismissPinch()
        pinch.zoomed = zoomed
        pinch.delegate = pinch
        pinch.addTarget(pinch, action: ZoomDismissPinch.handle)
        view.addGestureRecognizer(pinch)
    }

    /// What the drag would take away: the navigation controller to pop (the zoomed controller is
    /// its top one), or the zoomed controller to dismiss; nil when it was not shown by a zoom
    /// or is not on top any more.
    private var route: ZoomDismissRoute? { Self.route(for: zoomed) }

    static func route(for zoomed: UIViewController?) -> ZoomDismissRoute? {
        guard let zoomed, zoomed.preferredTransition?.isZoom == true, zoomed.presentedViewController == nil else { return nil }
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
        guard !Self.scrollView(at: location, in: view, where: { $0.isScrollEnabled && $0.contentOffset.y > -$0.adjustedContentInset.top + 0.5 })
        else { return false }
        return zoomed.preferredTransition?.interactionMayBegin(at: location, velocity: v, willBegin: true) ?? true
    }

    /// Whether a scroll view between the view at `location` and `view` passes `test`.
    static func scrollView(at location: CGPoint, in view: UIView, where test: (UIScrollView) -> Bool) -> Bool {
        var hit = view.hitTest(location, with: nil)
        while let h = hit, h !== view {
            if let scroll = h as? UIScrollView, test(scroll) { return true }
            hit = h.superview
        }
        return false
    }

    private func handle() {
        guard let zoomed else { return }
        switch state {
        case .began:
            interaction = Self.startDismissal(of: zoomed, at: location(in: zoomed.view.superview))
        case .changed:
            guard let interaction, let container = interaction.container else { return }
            interaction.update(translation: translation(in: container))
        case .ended:
            guard let interaction, let container = interaction.container else { return }
            let t = translation(in: container), v = velocity(in: container)
            interaction.end(translation: t, away: Self.sendsAway(translation: t, velocity: v))
            self.interaction = nil
        default:
            interaction?.end(translation: interaction?.lastTranslation ?? .zero, away: false)
            interaction = nil
        }
    }
}

enum ZoomDismissRoute {
    case pop(UINavigationController)
    case dismiss
}

/// A pinch in on a zoomed controller takes it away as the drag does (iOS 18's zoom): the card
/// takes the pinch's scale (0.4 at the least) about the fingers' middle and follows it; released
/// below 0.8 — or closing at more than half its size a second — it lands in the source, otherwise
/// it springs back. Not over a scroll view that zooms (a photo viewer pinches its photo), and the
/// options' `interactiveDismissShouldBegin` has the last word. (Here two fingers are Control +
/// wheel or a secondary-button drag.)
@MainActor
final class ZoomDismissPinch: UIPinchGestureRecognizer, UIGestureRecognizerDelegate {
    weak var zoomed: UIViewController?
    private var interaction: ZoomInteraction?
    /// Where the fingers' middle was when the pinch began, in the container.
    private var start: CGPoint = .zero
    /// Released below this scale, the card goes.
    static let awayScale: CGFloat = 0.8

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let zoomed, let view = zoomed.viewIfLoaded, ZoomDismissGesture.route(for: zoomed) != nil else { return false }
        let location = self.location(in: view)
        guard !ZoomDismissGesture.scrollView(at: location, in: view, where: { $0.pinchGestureRecognizer != nil }) else { return false }
        return zoomed.preferredTransition?.interactionMayBegin(at: location, velocity: .zero, willBegin: true) ?? true
    }

    func handle() {
        guard let zoomed else { return }
        switch state {
        case .began:
            // (Pinching out does nothing: the view is as big as it gets.)
            guard scale < 1 else { return }
            start = location(in: zoomed.view.superview)
            interaction = ZoomDismissGesture.startDismissal(of: zoomed, at: start)
            update()
        case .changed:
            update()
        case .ended:
            guard let interaction, let container = interaction.container else { return }
            let now = location(in: container)
            interaction.end(translation: CGPoint(x: now.x - start.x, y: now.y - start.y),
                            away: scale < Self.awayScale || velocity < -0.5)
            self.interaction = nil
        default:
            interaction?.end(translation: interaction?.lastTranslation ?? .zero, away: false)
            interaction = nil
        }
    }

    private func update() {
        guard let interaction, let container = interaction.container else { return }
        let now = location(in: container)
        interaction.update(translation: CGPoint(x: now.x - start.x, y: now.y - start.y), scale: scale)
    }
}

/// The press that catches a running zoom (iOS 18's zoom can be grabbed "anytime during its
/// animation"): a drag on the moving card stops it where it is and it follows the finger from
/// there; released as a dismissing drag would be (more than 100 points down, projected), the
/// card lands in its source — a zoom in is cancelled, a zoom out completes — otherwise it goes
/// to the zoomed pose — a zoom in completes, a zoom out is cancelled. The options' `interactiveDismissShouldBegin` is asked with `willBegin`
/// false. (A press held still does not stop the card: the drag begins once it moves 10 points.)
@MainActor
final class ZoomCatchGesture: UIPanGestureRecognizer, UIGestureRecognizerDelegate {
    weak var interaction: ZoomInteraction?
    weak var zoomed: UIViewController?
    /// The card to catch (the recognizer is on the container: a card on its way out is shown
    /// far from its model frame, where touches find it).
    weak var card: UIView?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let interaction, interaction.canCatch, let card, let container = view else { return false }
        let point = location(in: container)
        guard (card.layer.presentation() ?? card.layer).frame.contains(point) else { return false }
        return zoomed?.preferredTransition?.interactionMayBegin(at: location(in: zoomed?.viewIfLoaded),
                                                                velocity: velocity(in: container), willBegin: false) ?? true
    }

    func handle() {
        guard let interaction, let container = view else { return }
        switch state {
        case .began:
            // Where the finger went down: the card is stopped as it is shown now, the drag so far applied.
            let t = translation(in: container), now = location(in: container)
            guard interaction.catchZoom(at: CGPoint(x: now.x - t.x, y: now.y - t.y)) else { return }
            interaction.update(translation: t)
        case .changed:
            interaction.update(translation: translation(in: container))
        case .ended:
            let t = translation(in: container), v = velocity(in: container)
            interaction.end(translation: t, away: ZoomDismissGesture.sendsAway(translation: t, velocity: v))
        default:
            interaction.end(translation: interaction.lastTranslation, away: false)
        }
    }
}

/// The interaction controller of a zoom the finger moves: a dragged dismissal (it starts
/// interactively and takes the zoom animator's stage), or a zoom in or out that runs by itself
/// until a press catches it. The card follows the finger from where it was taken; released, it lands in
/// the source view or goes (back) to the zoomed pose — which completes the transition or
/// cancels it, depending on which way the transition was going.
@MainActor
final class ZoomInteraction: NSObject, UIViewControllerInteractiveTransitioning {
    /// A dismissal the drag starts, or a running zoom the finger may catch.
    enum Role { case dismissal, catching }
    let role: Role
    /// The animator of the transition (set when the transition is made).
    var animator: ZoomTransitionAnimator?
    /// (Weakly: the transition keeps its interaction controller in its configuration.)
    private weak var context: (any UIViewControllerContextTransitioning)?
    /// The stage while the finger moves it.
    private var stage: ZoomStage?
    /// Where the drag began, in the container.
    private var anchor: CGPoint
    private(set) var lastTranslation: CGPoint = .zero
    /// The pinch's scale, when a pinch moves the card.
    private(set) var lastScale: CGFloat?
    var hasStarted: Bool { context != nil }
    var container: UIView? { context?.containerView }
    /// Whether a press can catch the zoom now (it is running by itself).
    var canCatch: Bool { role == .catching && context != nil && stage == nil && !(context?.isInteractive ?? true) }
    /// Whether sending the card to its source completes the transition (a dismissal, a zoom
    /// out) or cancels it (a zoom in).
    private var awayCompletes: Bool { role == .dismissal || animator?.zoomingIn == false }
    /// The spring that lands or restores the card.
    static let landingDuration: TimeInterval = 0.45

    var wantsInteractiveStart: Bool { role == .dismissal }

    init(dismissalFrom anchor: CGPoint) {
        role = .dismissal
        self.anchor = anchor
    }

    init(catching animator: ZoomTransitionAnimator) {
        role = .catching
        self.animator = animator
        anchor = .zero
    }

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        switch role {
        case .catching:
            context = transitionContext
            animator?.animateTransition(using: transitionContext)
            if let animator, let stage = animator.stage, transitionContext.isAnimated {
                let gesture = ZoomCatchGesture()
                gesture.interaction = self
                gesture.zoomed = transitionContext.viewController(forKey: animator.zoomingIn ? .to : .from)
                gesture.card = stage.card
                gesture.delegate = gesture
                gesture.addTarget(gesture, action: ZoomCatchGesture.handle)
                stage.installCatch(gesture)
            }
        case .dismissal:
            guard let animator, let stage = animator.prepare(transitionContext) else {
                warnOnce("The zoom transition's drag found no zoom to drive; the transition completes at once")
                transitionContext.cancelInteractiveTransition()
                transitionContext.completeTransition(false)
                return
            }
            context = transitionContext
            self.stage = stage
            stage.applyDrag(anchor: anchor, translation: .zero)
            // What runs alongside (the navigation bar's titles) follows the drag's progress.
            if let system = transitionContext as? any TransitionTimelineContext {
                system.timeline.driveAlongside(duration: ZoomTransitionAnimator.duration,
                                               runAlongside: { system.runAlongsideAnimations() },
                                               alongsideLayers: { system.alongsideLayers })
            }
        }
    }

    /// Stops the zoom in where it is shown and hands it to the finger at `point` (container
    /// coordinates). False when there is nothing to catch.
    func catchZoom(at point: CGPoint) -> Bool {
        guard canCatch, let context, let animator, let stage = animator.stage else { return false }
        animator.isHandedOver = true
        stage.grab()
        self.stage = stage
        anchor = point
        context.pauseInteractiveTransition()
        return true
    }

    func update(translation: CGPoint, scale: CGFloat? = nil) {
        guard let stage, let context else { return }
        lastTranslation = translation
        lastScale = scale
        let progress = stage.applyDrag(anchor: anchor, translation: translation, scale: scale)
        // A caught zoom in goes the other way as the card is dragged away.
        context.updateInteractiveTransition(awayCompletes ? progress : 1 - progress)
    }

    /// Sends the card to its source (`away`) or to the zoomed pose, completing or cancelling
    /// the transition accordingly.
    func end(translation: CGPoint, away: Bool) {
        guard let stage, let context else { return }
        update(translation: translation, scale: lastScale)
        self.context = nil
        self.stage = nil
        let completes = away == awayCompletes
        if completes { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        if let timeline = (context as? any TransitionTimelineContext)?.timeline {
            // The alongside animations end before the card lands.
            let remaining = completes ? 1 - timeline.percent : timeline.percent
            timeline.runRest(speed: max(1, remaining * ZoomTransitionAnimator.duration / (Self.landingDuration * 0.9)), curve: .easeOut)
        }
        let target: ZoomStage.Pose = away ? .source : .zoomed
        UIView.animate(withDuration: Self.landingDuration, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0,
                       options: [.allowUserInteraction], animations: {
            stage.apply(target)
        }, completion: { _ in
            stage.tearDown(zoomedStays: !away)
            context.completeTransition(completes)
        })
        stage.fadeSourceImage(to: target, within: Self.landingDuration)
    }
}
