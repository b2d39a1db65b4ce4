import UIKit

/// Scene 4's transition: the player card's transitioning delegate, and the gestures that drive
/// it — a drag up on the mini player opens the card, a drag down on the card closes it, and a
/// press on the card while it settles catches it mid-flight.
///
/// Both gestures are `InstantPanGestureRecognizer`s, so a press (not only a drag) is seen at
/// once. The one for the card sits on the presentation's container view, which covers the
/// window while the card is up, so presses reach it wherever the card is drawn.
final class PlayerTransitionController: NSObject, UIViewControllerTransitioningDelegate {
    /// What the card is doing (the scene's status line shows it).
    enum Phase: Equatable {
        case closed, open
        case dragging(opening: Bool, percent: Int)
        case settling(opening: Bool, finishing: Bool)
        case caught(opening: Bool, percent: Int)
    }

    let context: PlaygroundContext
    let player: PlayerViewController
    /// Called on every change of phase, with the number of catches in the current transition.
    var onPhaseChange: ((Phase, Int) -> Void)?
    private(set) var phase: Phase = .closed { didSet { if phase != oldValue { onPhaseChange?(phase, catches) } } }
    private(set) var catches = 0

    private weak var presenter: UIViewController?
    private weak var container: UIView?
    private let cardPan = InstantPanGestureRecognizer()
    private var interaction: UIPercentDrivenInteractiveTransition?
    /// The direction of the running transition.
    private var opening = true
    /// The progress when the current drag began (0, or where the card was caught).
    private var startProgress: CGFloat = 0
    /// Whether the current press missed the moving card (it is then ignored until released).
    private var ignoresPress = false
    /// Where a transition begun by a drag started: the card out of the mini player is a head
    /// start that the finish rule does not count as the finger's travel.
    private var restingProgress: CGFloat = 0

    init(context: PlaygroundContext, presenter: UIViewController) {
        self.context = context
        self.presenter = presenter
        player = PlayerViewController(context: context)
        super.init()
        player.modalPresentationStyle = .custom
        player.transitioningDelegate = self
        cardPan.addTarget(self, action: Self.handlePan)
    }

    /// The mini player the card grows out of.
    private weak var miniPlayer: UIView?

    /// Lets the mini player open the card with a drag (or a click).
    func attach(toMiniPlayer view: UIView) {
        miniPlayer = view
        view.addGestureRecognizer(InstantPanGestureRecognizer(target: self, action: Self.handlePan))
    }

    /// The progress at which the card's top is where the mini player's top is: a drag up on
    /// the mini player starts there, so the card comes out from under the finger and the point
    /// the finger took hold of stays under it (as a music app's player card does).
    private var miniPlayerProgress: CGFloat {
        guard let miniPlayer, let screen = presenter?.viewIfLoaded else { return 0 }
        let top = miniPlayer.convert(miniPlayer.bounds, to: screen).minY
        return min(max((screen.bounds.height - top) / travel, 0), 1)
    }

    // MARK: UIViewControllerTransitioningDelegate

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = PlayerPresentationController(presentedViewController: presented, presenting: presenting)
        controller.onContainerReady = { [weak self] container in
            guard let self else { return }
            self.container = container
            container.addGestureRecognizer(self.cardPan)
        }
        return controller
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        transitionBegins(opening: true)
        return makeAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        transitionBegins(opening: false)
        return makeAnimator(presenting: false)
    }

    /// Every transition of the card passes here, also those this object did not start (the
    /// playground's back key dismisses the card with `dismiss(animated:)`): the direction and
    /// the status line follow whatever moves the card.
    private func transitionBegins(opening: Bool) {
        guard interaction == nil else { return }   // a drag or click of ours: `start` set it all up
        self.opening = opening
        catches = 0
        startProgress = 0
        restingProgress = 0
        context.timeline.beginTransition("\(opening ? "open" : "close") player")
        phase = .settling(opening: opening, finishing: true)
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interaction }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interaction }

    private func makeAnimator(presenting: Bool) -> PlayerAnimator {
        let animator = PlayerAnimator(presenting: presenting)
        animator.onEnd = { [weak self] completed in self?.transitionEnded(completed: completed) }
        return animator
    }

    // MARK: Geometry

    /// The card's path: its visible height.
    private var travel: CGFloat {
        max((presenter?.viewIfLoaded?.bounds.height ?? 844) - PlayerPresentationController.topGap, 1)
    }

    /// The card's frame as drawn now (its presentation layer), in the container's coordinates.
    private var drawnCardFrame: CGRect? {
        guard let layer = player.viewIfLoaded?.layer else { return nil }
        return (layer.presentation() ?? layer).frame
    }

    /// The running transition's progress as drawn now: how far the card has travelled.
    private var drawnProgress: CGFloat {
        guard let frame = drawnCardFrame, let container else { return 0 }
        let openness = (container.bounds.height - frame.minY) / travel
        return min(max(opening ? openness : 1 - openness, 0), 1)
    }

    // MARK: The gestures

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: fingerDown(pan)
        case .changed: fingerMoved(pan)
        case .ended, .cancelled: fingerUp(pan, cancelled: pan.state == .cancelled)
        default: break
        }
    }

    private func fingerDown(_ pan: UIPanGestureRecognizer) {
        ignoresPress = false
        startProgress = 0
        guard let interaction, case .settling(_, let finishing) = phase else { return }
        // Caught only where the card is drawn, not where its model frame already is.
        guard let container, let frame = drawnCardFrame, frame.contains(pan.location(in: container)) else {
            ignoresPress = true
            return
        }
        interaction.pause()
        restingProgress = 0
        // Scrub on from exactly where the card is drawn, whatever curve it was settling along.
        startProgress = drawnProgress
        interaction.update(startProgress)
        catches += 1
        context.timeline.record("caught at \(Int(startProgress * 100)) % while \(finishing ? "finishing" : "cancelling")")
        phase = .caught(opening: opening, percent: Int(startProgress * 100))
    }

    private func fingerMoved(_ pan: UIPanGestureRecognizer) {
        guard !ignoresPress else { return }
        let dy = pan.translation(in: nil).y
        if interaction == nil {
            // At rest: a drag up opens a closed card, a drag down closes an open one.
            guard phase == .closed ? dy < -8 : (phase == .open && dy > 8), canStart else { return }
            let opening = phase == .closed
            start(opening: opening, how: "drag", interactive: true)
            if opening { startProgress = miniPlayerProgress }
            restingProgress = startProgress
        }
        guard let interaction else { return }
        let progress = startProgress + (opening ? -dy : dy) / travel
        interaction.update(progress)
        phase = .dragging(opening: opening, percent: Int(interaction.percentComplete * 100))
    }

    private func fingerUp(_ pan: UIPanGestureRecognizer, cancelled: Bool) {
        guard !ignoresPress, !cancelled || interaction != nil else { return }
        guard let interaction else {
            // A click: on the mini player it opens the card, beside the open card it closes it.
            // It runs by itself, but through an interaction controller (`wantsInteractiveStart`
            // false), so the card can still be caught on its way.
            let outsideCard = container.map { c in drawnCardFrame?.contains(pan.location(in: c)) == false } ?? false
            guard canStart, phase == .closed || (phase == .open && outsideCard) else { return }
            start(opening: phase == .closed, how: "click", interactive: false)
            phase = .settling(opening: opening, finishing: true)
            return
        }
        guard case .dragging = phase else {
            // Caught and let go without moving: decide from where it is, at rest.
            if case .caught = phase { release(interaction, velocity: 0, cancelled: cancelled) }
            return
        }
        let velocity = (opening ? -1 : 1) * pan.velocity(in: nil).y
        release(interaction, velocity: velocity, cancelled: cancelled)
    }

    private func release(_ interaction: UIPercentDrivenInteractiveTransition, velocity: CGFloat, cancelled: Bool) {
        let base = min(restingProgress, 0.9)
        let decision = cancelled
            ? FinishDecision(finishes: false, reason: "the drag was cancelled")
            : context.settings.rule.decide(progress: (interaction.percentComplete - base) / (1 - base), velocity: velocity,
                                           distance: travel * (1 - base))
        context.timeline.recordRelease(velocity: velocity, decision: decision)
        settle(finishing: decision.finishes, velocity: velocity)
    }

    // MARK: The transition

    private var canStart: Bool {
        presenter?.transitionCoordinator == nil && player.transitionCoordinator == nil
    }

    private func start(opening: Bool, how: String, interactive: Bool) {
        self.opening = opening
        catches = 0
        startProgress = 0
        restingProgress = 0
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = interactive
        interaction.completionCurve = .easeOut
        self.interaction = interaction
        context.timeline.beginTransition("\(opening ? "open" : "close") player (\(how))")
        if opening { presenter?.present(player, animated: true) } else { player.dismiss(animated: true) }
    }

    private func settle(finishing: Bool, velocity: CGFloat) {
        guard let interaction else { return }
        interaction.matchCompletionSpeed(toVelocity: velocity, distance: travel, finishing: finishing)
        phase = .settling(opening: opening, finishing: finishing)
        if finishing { interaction.finish() } else { interaction.cancel() }
    }

    private func transitionEnded(completed: Bool) {
        interaction = nil
        phase = opening == completed ? .open : .closed
    }
}
