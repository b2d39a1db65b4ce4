import Foundation

/// What builds a transition: who goes, who comes, where, and how. Immutable once the driver
/// has it.
@MainActor
struct TransitionConfiguration {
    let from: UIViewController
    let to: UIViewController
    let container: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let animator: any UIViewControllerAnimatedTransitioning
    let interactionController: (any UIViewControllerInteractiveTransitioning)?
    /// The views `view(forKey:)` returns (nil where the system keeps the view, as in a sheet).
    var fromView: UIView?
    var toView: UIView?
    var initialFrames: [ObjectIdentifier: CGRect] = [:]
    var finalFrames: [ObjectIdentifier: CGRect] = [:]
    /// Which controllers get appearance callbacks (a presenter that stays on screen gets none).
    var fromGetsAppearance = true
    var toGetsAppearance = true
    /// Whether the incoming controller's `viewDidAppear` comes before the outgoing one's
    /// `viewDidDisappear` (presentations) or after (navigation).
    var toAppearsFirstAtEnd = false
    /// Whether the incoming controller's `viewWillAppear` comes before the outgoing one's
    /// `viewWillDisappear` (a tab switch, as UIKit's tab bar controller does) or after.
    var toAppearsFirstAtBegin = false
    /// Controllers besides the two whose `transitionCoordinator` is the transition while it runs.
    var participants: [UIViewController] = []
    /// The container controller whose own appearance the participants' follows (a navigation
    /// controller); nil for presentations, which the window shows.
    weak var appearanceHost: UIViewController?

    init(from: UIViewController, to: UIViewController, container: UIView, animated: Bool,
         style: UIModalPresentationStyle, animator: any UIViewControllerAnimatedTransitioning,
         interactionController: (any UIViewControllerInteractiveTransitioning)?) {
        self.from = from
        self.to = to
        self.container = container
        isAnimated = animated
        presentationStyle = style
        self.animator = animator
        self.interactionController = interactionController
        fromView = from.viewIfLoaded
        toView = to.view
    }
}

/// What the owner of a transition — a presentation, a dismissal, a navigation controller's
/// stack change — hears, in this order, from `start()` to the end.
@MainActor
protocol TransitionOwner: AnyObject {
    /// The participants' coordinator is set; the will-appear callbacks come next.
    func transitionWillBegin(_ transition: TransitionDriver)
    /// The will-appear callbacks were sent; the animator starts next.
    func transitionWillAnimate(_ transition: TransitionDriver)
    /// `completeTransition(_:)`: settle the hierarchy with the outcome (before the did-appear
    /// callbacks).
    func transitionDidEnd(_ transition: TransitionDriver, completed: Bool)
    /// After the did-appear callbacks: the owner's completion (`didShow`, a completion block).
    /// The coordinator's alongside completions and the animator's `animationEnded` follow.
    func transitionDidFinish(_ transition: TransitionDriver, completed: Bool)
    /// After every callback (the owner starts queued work here).
    func transitionDidSettle(_ transition: TransitionDriver)
}

extension TransitionOwner {
    func transitionWillBegin(_ transition: TransitionDriver) {}
    func transitionWillAnimate(_ transition: TransitionDriver) {}
    func transitionDidFinish(_ transition: TransitionDriver, completed: Bool) {}
    func transitionDidSettle(_ transition: TransitionDriver) {}
}

/// One running view-controller transition: it is the context the animator sees and the
/// coordinator the controllers see, and it sequences the appearance callbacks, the alongside
/// animations, the interaction hand-over and the end. Its phase and progress are its
/// `timeline`'s.
///
/// It is built from a configuration and an owner, and `start()` is the only call: the owner
/// hears the rest (`TransitionOwner`). The owner keeps the driver alive until it completes; the
/// driver keeps the owner, the animator and the interaction controller alive until then, so
/// clients may drop their own references right after `finish()`.
@MainActor
final class TransitionDriver: NSObject, UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator,
    TransitionTimelineContext {
    let configuration: TransitionConfiguration
    let timeline: TransitionTimeline
    private var owner: (any TransitionOwner)?
    private var animator: (any UIViewControllerAnimatedTransitioning)?
    private var interactionController: (any UIViewControllerInteractiveTransitioning)?
    private var alongside: [Alongside] = []
    private var alongsideStarted = false
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// Layers outside the container whose time follows the transition's (alongside views).
    private(set) var alongsideLayers: [CALayer] = []
    /// The watchdog's bookkeeping: how long the transition has run on its own (not
    /// interactive) in its container's time, the frame time it last looked, and the watchdog of
    /// the screen whose frames measure it.
    var watchdogAge: TimeInterval = 0
    var watchdogLastCheck: TimeInterval?
    weak var watchdog: TransitionWatchdog?

    struct Alongside {
        let view: UIView?
        let animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
        let completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    }

    init(_ configuration: TransitionConfiguration, owner: any TransitionOwner) {
        self.configuration = configuration
        self.owner = owner
        animator = configuration.animator
        interactionController = configuration.interactionController
        // The interaction controller is known before the appearance callbacks, so the
        // coordinator they see already says whether the transition starts interactively
        // ("initiallyInteractive: true when the transition was initiated interactively and
        // isAnimated is also true", Apple's documentation of the coordinator context).
        timeline = TransitionTimeline(container: configuration.container,
                                      initiallyInteractive: configuration.isAnimated
                                        && (configuration.interactionController?.wantsInteractiveStart ?? false))
        super.init()
    }

    var fromViewController: UIViewController { configuration.from }
    var toViewController: UIViewController { configuration.to }
    var containerView: UIView { configuration.container }
    var isAnimated: Bool { configuration.isAnimated }
    var presentationStyle: UIModalPresentationStyle { configuration.presentationStyle }
    var isInteractive: Bool { timeline.isInteractive }
    var initiallyInteractive: Bool { timeline.initiallyInteractive }
    var transitionWasCancelled: Bool { timeline.isCancelled }
    var percentComplete: CGFloat { CGFloat(timeline.percent) }
    var hasCompleted: Bool { timeline.hasEnded }
    var timelineAnimator: (any UIViewControllerAnimatedTransitioning)? { animator }

    // MARK: Lifecycle

    /// Runs the transition: the participants' coordinator, the owner's preparation, the
    /// will-appear callbacks, then the animation — through the interaction controller when
    /// there is one (interactive from the start unless it says otherwise), else the animator.
    func start() {
        guard timeline.phase == .preparing, let animator else { return }
        let participants = configuration.participants + [fromViewController, toViewController]
        for vc in participants { vc.activeTransition = self }
        fromViewController.appearanceFlags.managedByTransition = true
        toViewController.appearanceFlags.managedByTransition = true
        owner?.transitionWillBegin(self)
        beginAppearance()
        containerView.window?.screen.statusBar.transitionWillBegin(self)
        owner?.transitionWillAnimate(self)
        guard timeline.phase == .preparing else { return }   // (ended by a callback)
        timeline.begin()
        TransitionWatchdog.of(containerView.layer)?.register(self)
        if let interaction = interactionController {
            // With `wantsInteractiveStart == false` the transition runs on its own until the
            // interaction controller takes it (`pause()`).
            interaction.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
        }
        runAlongsideAnimations()
    }

    /// Sends `viewWillDisappear` to the outgoing controller and `viewWillAppear` to the incoming
    /// one — when the host is on screen: a navigation controller that is not (a full-screen
    /// presentation covers it) changes its stack without appearance callbacks, and its children
    /// hear them when it appears.
    private func beginAppearance() {
        guard hostIsVisible else { return }
        let appearing = { if self.configuration.toGetsAppearance { self.toViewController.beginAppearanceTransition(true, animated: self.isAnimated) } }
        if configuration.toAppearsFirstAtBegin { appearing() }
        if configuration.fromGetsAppearance { fromViewController.beginAppearanceTransition(false, animated: isAnimated) }
        if !configuration.toAppearsFirstAtBegin { appearing() }
    }

    /// Whether the host has appeared or is appearing.
    private var hostIsVisible: Bool {
        guard let host = configuration.appearanceHost else { return true }
        return host.appearance == .appeared || host.appearance == .appearing
    }

    /// Whether the transition, as things stand, ends with `vc` on screen (the incoming
    /// controller unless cancelled).
    func intendsToShow(_ vc: UIViewController) -> Bool {
        (vc === toViewController) != transitionWasCancelled
    }

    /// Runs the queued alongside animations with the transition's timing (once).
    func runAlongsideAnimations() {
        guard !alongsideStarted else { return }
        alongsideStarted = true
        for a in alongside { run(a) }
    }

    private func run(_ a: Alongside) {
        guard let block = a.animation else { return }
        if let view = a.view, !view.isDescendant(of: containerView) { alongsideLayers.append(view.layer) }
        if let interruptible = timeline.interruptible {
            interruptible.addAnimations { [weak self] in if let self { block(self) } }
            return
        }
        let group = AnimationCompletionGroup()
        let duration = max(transitionDuration, 0.001)
        let context = UIViewAnimationContext(duration: duration, delay: 0, options: [],
                                             timing: .curve(CAMediaTimingFunction(name: .easeInEaseOut)), group: group)
        context.run { block(self) }
        group.seal()
        // Animated views outside the container must follow the transition's time too.
        for c in context.created where !c.layer.isDescendant(of: containerView.layer)
            && !alongsideLayers.contains(where: { c.layer.isDescendant(of: $0) }) {
            alongsideLayers.append(c.layer)
        }
        if isInteractive { timeline.follow(alongsideLayers) }
    }

    // MARK: UIViewControllerContextTransitioning

    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: fromViewController
        case .to: toViewController
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: configuration.fromView
        case .to: configuration.toView
        default: nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect { configuration.initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { configuration.finalFrames[ObjectIdentifier(vc)] ?? .zero }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard !percentComplete.isNaN else { return }
        timeline.scrub(to: Double(min(max(percentComplete, 0), 1)))
    }

    func finishInteractiveTransition() { endInteraction(cancelled: false) }
    func cancelInteractiveTransition() { endInteraction(cancelled: true) }

    func pauseInteractiveTransition() {
        guard !isInteractive, !hasCompleted else { return }
        guard interactionController != nil else {
            // Nothing could ever finish or cancel it: it would stay interactive for good.
            warnOnce("pauseInteractiveTransition() on the transition from \(type(of: fromViewController)) to \(type(of: toViewController)), which has no interaction controller; ignored")
            return
        }
        guard let wasCancelled = timeline.resumeInteraction() else { return }
        if wasCancelled { swapAppearance() }
        for h in interactionHandlers { h(self) }
    }

    /// The interaction ended: handlers hear it first, then a cancel reverses the appearance.
    private func endInteraction(cancelled: Bool) {
        guard timeline.endInteraction(cancelled: cancelled) else { return }
        for h in interactionHandlers { h(self) }
        if cancelled { swapAppearance() }
    }

    /// The outcome changed: the controller that was going to appear disappears after all (or
    /// the other way round).
    private func swapAppearance() {
        // (Nothing appears while the host is off screen.)
        let toAppears = !transitionWasCancelled
        if configuration.toGetsAppearance && (hostIsVisible || !toAppears) {
            toViewController.beginAppearanceTransition(toAppears, animated: isAnimated)
        }
        if configuration.fromGetsAppearance && (hostIsVisible || toAppears) {
            fromViewController.beginAppearanceTransition(!toAppears, animated: isAnimated)
        }
    }

    func completeTransition(_ didComplete: Bool) {
        guard !hasCompleted else {
            guard !timeline.isSettling else { return }
            warnOnce("completeTransition(_:) was called more than once for the transition from \(type(of: fromViewController)) to \(type(of: toViewController)); the extra call is ignored")
            return
        }
        watchdog?.unregister(self)
        // Completed before its alongside animations started (a transition without animation
        // completes inside `animateTransition`): they still run, without animation, before the
        // end is announced, so what they set holds — as in UIKit, whose coordinator runs them for
        // a transition that is not animated too.
        if !alongsideStarted {
            alongsideStarted = true
            UIView.performWithoutAnimation { for a in alongside { a.animation?(self) } }
        }
        // The argument decides the outcome, as in UIKit; the context and the appearance
        // callbacks follow it, so everything tells the same story.
        if didComplete && transitionWasCancelled {
            warnOnce("completeTransition(true) on the cancelled transition from \(type(of: fromViewController)) to \(type(of: toViewController)); it completes as finished (pass !transitionContext.transitionWasCancelled)")
        }
        let outcomeChanged = didComplete == transitionWasCancelled
        timeline.end(cancelled: !didComplete)
        if outcomeChanged { swapAppearance() }
        timeline.releaseTime()
        for layer in alongsideLayers { layer.speed = 1; layer.timeOffset = 0; layer.beginTime = 0 }

        owner?.transitionDidEnd(self, completed: didComplete)
        let ends: [(UIViewController, Bool)] = configuration.toAppearsFirstAtEnd
            ? [(toViewController, configuration.toGetsAppearance), (fromViewController, configuration.fromGetsAppearance)]
            : [(fromViewController, configuration.fromGetsAppearance), (toViewController, configuration.toGetsAppearance)]
        for (vc, gets) in ends where gets { vc.endAppearanceTransition() }
        fromViewController.appearanceFlags = TransitionFlags()
        toViewController.appearanceFlags = TransitionFlags()
        for vc in configuration.participants + [fromViewController, toViewController] where vc.activeTransition === self {
            vc.activeTransition = nil
        }
        // UIKit's order: the owner's completion (didShow, a present/dismiss completion), then the
        // coordinator's alongside completions, then the animator's animationEnded, last.
        owner?.transitionDidFinish(self, completed: didComplete)
        let completions = alongside.compactMap(\.completion)
        alongside.removeAll()
        interactionHandlers.removeAll()
        for c in completions { c(self) }
        animator?.animationEnded(didComplete)
        animator = nil
        interactionController = nil
        let owner = self.owner
        self.owner = nil
        owner?.transitionDidSettle(self)
    }

    // MARK: UIViewControllerTransitionCoordinator

    var isInterruptible: Bool { timeline.interruptible != nil }
    var isCancelled: Bool { transitionWasCancelled }
    var transitionDuration: TimeInterval { animator?.transitionDuration(using: self) ?? 0 }
    var completionVelocity: CGFloat { interactionController?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { interactionController?.completionCurve ?? .easeInOut }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animateAlongsideTransition(in: nil, animation: animation, completion: completion)
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !hasCompleted else { return false }
        let a = Alongside(view: view, animation: animation, completion: completion)
        alongside.append(a)
        if alongsideStarted { run(a) }
        return true
    }

    func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        notifyWhenInteractionChanges(handler)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard !hasCompleted else { return }
        interactionHandlers.append(handler)
    }

    /// How fast the container's time runs against the frame clock: 0.1 in a slowed window, 0
    /// while an ancestor is frozen (the transition cannot move then either). The container's own
    /// layer is left out: an interaction freezes it.
    var containerRate: Double {
        var rate = 1.0
        var l = containerView.layer.superlayer
        while let c = l { rate *= Double(c.speed); l = c.superlayer }
        return rate.isFinite ? max(rate, 0) : 1
    }
}
