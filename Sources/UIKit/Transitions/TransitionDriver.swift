import Foundation

/// One running view-controller transition: it is the context the animator sees and the
/// coordinator the controllers see, and it sequences the appearance callbacks, the alongside
/// animations, the interaction hand-over and the end.
///
/// The owner (a presentation or a navigation controller) prepares the container, starts the
/// driver, and finishes the hierarchy in `onComplete`. The owner keeps the driver alive until
/// it completes; the driver keeps the animator and interaction controller alive until then, so
/// clients may drop their own references right after `finish()`.
@MainActor
final class TransitionDriver: NSObject, UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    let fromViewController: UIViewController
    let toViewController: UIViewController
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    private(set) var animator: (any UIViewControllerAnimatedTransitioning)?
    private(set) var interactionController: (any UIViewControllerInteractiveTransitioning)?
    /// The views `view(forKey:)` returns (nil where the system keeps the view, as in a sheet).
    var fromViewForKey: UIView?
    var toViewForKey: UIView?
    var initialFrames: [ObjectIdentifier: CGRect] = [:]
    var finalFrames: [ObjectIdentifier: CGRect] = [:]
    /// Which controllers get appearance callbacks (a presenter that stays on screen gets none).
    var fromGetsAppearance = true
    var toGetsAppearance = true
    /// Whether the incoming controller's `viewDidAppear` comes before the outgoing one's
    /// `viewDidDisappear` (presentations) or after (navigation).
    var toAppearsFirstAtEnd = false
    /// Controllers whose `transitionCoordinator` is this driver while it runs.
    var participants: [UIViewController] = []
    /// Finishes the hierarchy and the owner's bookkeeping; called once with the outcome.
    var onComplete: ((Bool) -> Void)?

    private(set) var isInteractive = false
    let initiallyInteractive: Bool
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0
    private(set) var hasStarted = false
    private(set) var hasCompleted = false
    private var alongside: [Alongside] = []
    private var alongsideStarted = false
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// The watchdog's bookkeeping: how long the transition has run on its own (not
    /// interactive) in its container's time, the frame time it last looked, and the watchdog of
    /// the screen whose frames measure it.
    var watchdogAge: TimeInterval = 0
    var watchdogLastCheck: TimeInterval?
    weak var watchdog: TransitionWatchdog?
    /// Layers outside the container whose time follows the transition's (alongside views).
    private(set) var alongsideLayers: [CALayer] = []

    struct Alongside {
        let view: UIView?
        let animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
        let completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    }

    init(from: UIViewController, to: UIViewController, container: UIView, animated: Bool,
         style: UIModalPresentationStyle, animator: any UIViewControllerAnimatedTransitioning,
         interactionController: (any UIViewControllerInteractiveTransitioning)?) {
        fromViewController = from
        toViewController = to
        containerView = container
        isAnimated = animated
        presentationStyle = style
        self.animator = animator
        self.interactionController = interactionController
        fromViewForKey = from.viewIfLoaded
        toViewForKey = to.view
        // The interaction controller is known before the appearance callbacks, so the
        // coordinator they see already says whether the transition starts interactively
        // ("initiallyInteractive: true when the transition was initiated interactively and
        // isAnimated is also true", Apple's documentation of the coordinator context).
        initiallyInteractive = animated && (interactionController?.wantsInteractiveStart ?? false)
        super.init()
        isInteractive = initiallyInteractive
    }

    // MARK: Lifecycle

    /// Makes the coordinator available and sends the will-appear callbacks (before `start()`).
    func prepare() {
        attach()
        beginAppearance()
    }

    /// Makes this the participants' `transitionCoordinator` and takes over their appearance calls.
    func attach() {
        for vc in participants + [fromViewController, toViewController] { vc.activeTransition = self }
        fromViewController.appearanceFlags.managedByTransition = true
        toViewController.appearanceFlags.managedByTransition = true
    }

    /// Sends `viewWillDisappear` to the outgoing controller and `viewWillAppear` to the incoming
    /// one — when the host is on screen: a navigation controller that is not (a full-screen
    /// presentation covers it) changes its stack without appearance callbacks, and its children
    /// hear them when it appears.
    func beginAppearance() {
        guard hostIsVisible else { return }
        let animated = isAnimated
        if fromGetsAppearance { fromViewController.beginAppearanceTransition(false, animated: animated) }
        if toGetsAppearance { toViewController.beginAppearanceTransition(true, animated: animated) }
    }

    /// Set while the interaction controller finishes an interruptible animator the transition
    /// outran (its completion's completeTransition(_:) is expected and ignored quietly).
    var settlingInterruptibleAnimator = false

    /// The container controller whose own appearance the participants' follows (a navigation
    /// controller); nil for presentations, which the window shows.
    weak var appearanceHost: UIViewController?

    /// Whether the host has appeared or is appearing.
    var hostIsVisible: Bool {
        guard let host = appearanceHost else { return true }
        return host.appearance == .appeared || host.appearance == .appearing
    }

    /// Whether the transition, as things stand, ends with `vc` on screen (the incoming
    /// controller unless cancelled).
    func intendsToShow(_ vc: UIViewController) -> Bool {
        (vc === toViewController) != transitionWasCancelled
    }

    /// Starts the animation: interactively through the interaction controller, else through the animator.
    func start() {
        guard !hasStarted, let animator else { return }
        hasStarted = true
        TransitionWatchdog.of(containerView.layer)?.register(self)
        if let interaction = interactionController {
            // An interaction controller drives the start (interactive since init); with
            // `wantsInteractiveStart == false` the transition runs on its own until the
            // controller takes it (`pause()`).
            interaction.startInteractiveTransition(self)
            runAlongsideAnimations()
        } else {
            animator.animateTransition(using: self)
            runAlongsideAnimations()
        }
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
        if let interruptible = interruptibleAnimatorInUse {
            interruptible.addAnimations { [weak self] in if let self { block(self) } }
            return
        }
        let group = UIViewAnimationGroup(completion: nil)
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
        if isInteractive { (interactionController as? UIPercentDrivenInteractiveTransition)?.alongsideLayersAdded(self) }
    }

    /// The interruptible animator a percent-driven interaction drives, if any.
    var interruptibleAnimatorInUse: (any UIViewImplicitlyAnimating)? {
        (interactionController as? UIPercentDrivenInteractiveTransition)?.interruptible
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
        case .from: fromViewForKey
        case .to: toViewForKey
        default: nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard !hasCompleted else { return }
        self.percentComplete = percentComplete.isNaN ? self.percentComplete : min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() { endInteraction(cancelled: false) }
    func cancelInteractiveTransition() { endInteraction(cancelled: true) }

    func pauseInteractiveTransition() {
        guard !hasCompleted, !isInteractive else { return }
        guard interactionController != nil else {
            // Nothing could ever finish or cancel it: it would stay interactive for good.
            warnOnce("pauseInteractiveTransition() on the transition from \(type(of: fromViewController)) to \(type(of: toViewController)), which has no interaction controller; ignored")
            return
        }
        let wasCancelled = transitionWasCancelled
        (interactionController as? UIPercentDrivenInteractiveTransition)?.contextDidPause()
        isInteractive = true
        transitionWasCancelled = false
        if wasCancelled { swapAppearanceBack() }
        for h in interactionHandlers { h(self) }
    }

    /// The interaction ended: handlers hear it first, then a cancel reverses the appearance.
    private func endInteraction(cancelled: Bool) {
        guard !hasCompleted, isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = cancelled
        for h in interactionHandlers { h(self) }
        if cancelled { swapAppearanceBack() }
    }

    /// A cancel: the incoming controller will disappear after all, the outgoing one reappears.
    private func swapAppearanceBack() {
        // (Nothing appears while the host is off screen.)
        let toAppears = !transitionWasCancelled
        if toGetsAppearance && (hostIsVisible || !toAppears) { toViewController.beginAppearanceTransition(toAppears, animated: isAnimated) }
        if fromGetsAppearance && (hostIsVisible || toAppears) { fromViewController.beginAppearanceTransition(!toAppears, animated: isAnimated) }
    }

    func completeTransition(_ didComplete: Bool) {
        guard !hasCompleted else {
            guard !settlingInterruptibleAnimator else { return }
            warnOnce("completeTransition(_:) was called more than once for the transition from \(type(of: fromViewController)) to \(type(of: toViewController)); the extra call is ignored")
            return
        }
        hasCompleted = true
        watchdog?.unregister(self)
        // The argument decides the outcome, as in UIKit; the context and the appearance
        // callbacks follow it, so everything tells the same story.
        if !didComplete && !transitionWasCancelled { transitionWasCancelled = true; swapAppearanceBack() }
        if didComplete && transitionWasCancelled {
            warnOnce("completeTransition(true) on the cancelled transition from \(type(of: fromViewController)) to \(type(of: toViewController)); it completes as finished (pass !transitionContext.transitionWasCancelled)")
            transitionWasCancelled = false
            swapAppearanceBack()
        }
        (interactionController as? UIPercentDrivenInteractiveTransition)?.transitionDidComplete(self)
        for layer in alongsideLayers { layer.speed = 1; layer.timeOffset = 0; layer.beginTime = 0 }

        onComplete?(didComplete)
        let ends: [(UIViewController, Bool)] = toAppearsFirstAtEnd
            ? [(toViewController, toGetsAppearance), (fromViewController, fromGetsAppearance)]
            : [(fromViewController, fromGetsAppearance), (toViewController, toGetsAppearance)]
        for (vc, gets) in ends where gets { vc.endAppearanceTransition() }
        fromViewController.appearanceFlags = TransitionFlags()
        toViewController.appearanceFlags = TransitionFlags()
        for vc in participants + [fromViewController, toViewController] where vc.activeTransition === self {
            vc.activeTransition = nil
        }
        // UIKit's order: the owner's completion (didShow, a present/dismiss completion), then the
        // coordinator's alongside completions, then the animator's animationEnded, last.
        finished?(didComplete)
        let completions = alongside.compactMap(\.completion)
        alongside.removeAll()
        interactionHandlers.removeAll()
        for c in completions { c(self) }
        animator?.animationEnded(didComplete)
        animator = nil
        interactionController = nil
        onComplete = nil
        afterwards?()
        afterwards = nil
    }

    /// The owner's completion (didShow, a present/dismiss completion block).
    var finished: ((Bool) -> Void)?
    /// Runs after every callback (the owner starts queued transitions here).
    var afterwards: (() -> Void)?

    // MARK: UIViewControllerTransitionCoordinator

    var isInterruptible: Bool { interruptibleAnimatorInUse != nil }
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
