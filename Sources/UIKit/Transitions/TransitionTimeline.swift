import Foundation

/// Where a transition is. Every "is it interactive / cancelled / over" question about a
/// transition is answered from this one value.
enum TransitionPhase: Equatable {
    /// Created: the appearance callbacks may run, the animator has not started.
    case preparing
    /// An interaction controller drives it (a finger, usually).
    case interactive
    /// It runs toward its end on its own: forward to finish, or back to its start when cancelled.
    case completing(cancelled: Bool)
    /// `completeTransition(_:)` was called.
    case ended(cancelled: Bool)
}

/// The time line of one transition: its phase, its progress, the layers whose time it freezes
/// while a finger drives it, and the rest that runs after the finger lifts.
///
/// The context (`TransitionDriver`) owns it and moves it through its phases; a percent-driven
/// interaction controller reaches it through `TransitionTimelineContext` to drive the animator's
/// animations by progress — by freezing the container's layer time at `percent × duration`, or
/// through the interruptible animator the animator vends.
@MainActor
final class TransitionTimeline {
    private(set) var phase: TransitionPhase = .preparing
    /// Whether the interaction controller starts it interactively (known before the start).
    let initiallyInteractive: Bool
    /// The progress, 0…1: given by the interaction while interactive; while the rest runs (and
    /// after a pause) the fraction of the duration reached.
    private(set) var percent: Double = 0
    /// The animator's duration, once the timeline drives the animator.
    private(set) var duration: TimeInterval = 0
    /// The animator's interruptible animator, when it vends one and the timeline drives it.
    private(set) var interruptible: (any UIViewImplicitlyAnimating)?
    /// Whether the timeline drives the animator's animations by progress (percent-driven).
    private(set) var isDriven = false

    private unowned let container: UIView
    /// Layers whose time is frozen at the progress (the container's, and alongside views').
    private var frozen: [CALayer] = []
    /// The animations the transition added below the frozen layers.
    private var transitionAnimations: [(layer: CALayer, animation: CAAnimation)] = []
    /// Runs the rest after the interaction ends.
    private let rest = TweenRunner()

    init(container: UIView, initiallyInteractive: Bool) {
        self.container = container
        self.initiallyInteractive = initiallyInteractive
    }

    // MARK: Phase

    var isInteractive: Bool {
        switch phase {
        case .preparing: initiallyInteractive
        case .interactive: true
        case .completing, .ended: false
        }
    }

    var isCancelled: Bool {
        switch phase {
        case .completing(let c), .ended(let c): c
        case .preparing, .interactive: false
        }
    }

    var hasStarted: Bool { phase != .preparing }
    var hasEnded: Bool { if case .ended = phase { true } else { false } }

    /// The animator starts: interactive when the interaction controller wants it, else running.
    func begin() {
        guard phase == .preparing else { return }
        phase = initiallyInteractive ? .interactive : .completing(cancelled: false)
    }

    /// The interaction ended (finish or cancel). False when it was not interactive.
    func endInteraction(cancelled: Bool) -> Bool {
        guard phase == .interactive else { return false }
        phase = .completing(cancelled: cancelled)
        return true
    }

    /// The interaction takes a running transition again: the rest stops where it is.
    /// Returns whether it was on its way back (cancelled); nil when it was not running.
    func resumeInteraction() -> Bool? {
        guard case .completing(let wasCancelled) = phase else { return nil }
        phase = .interactive
        rest.stop()   // (the progress stays the one last shown)
        interruptible?.pauseAnimation()
        if let f = interruptible?.fractionComplete { percent = Double(f) }
        return wasCancelled
    }

    /// `completeTransition(_:)` with its outcome, which decides (whatever the interaction said).
    /// Then `releaseTime()`.
    func end(cancelled: Bool) {
        phase = .ended(cancelled: cancelled)
    }

    /// After the end: the rest stops, an interruptible animator the transition outran is
    /// finished where the outcome puts the views, and every frozen layer's time runs normally.
    func releaseTime() {
        rest.stop()
        if let ia = interruptible, ia.state == .active {
            // Completed before its interruptible animator ended (the client completed early, or
            // the watchdog did): it stops and finishes where the outcome puts the views, so
            // nothing stays paused mid-way. Its completions run now; a completeTransition(_:)
            // they make finds the transition ended and is ignored quietly (`isSettling`).
            isSettling = true
            ia.stopAnimation(false)
            ia.finishAnimation(at: isCancelled ? .start : .end)
            isSettling = false
        }
        for layer in frozen { layer.speed = 1; layer.timeOffset = 0; layer.beginTime = 0 }
        frozen.removeAll()
        transitionAnimations.removeAll()
        interruptible = nil
        let observers = endObservers
        endObservers.removeAll()
        for o in observers { o() }
    }

    /// Calls `observer` once the transition ended and its time was released.
    func whenEnded(_ observer: @escaping @MainActor () -> Void) {
        if hasEnded { observer() } else { endObservers.append(observer) }
    }

    private var endObservers: [@MainActor () -> Void] = []

    /// Set while `releaseTime()` finishes an interruptible animator (its completion's
    /// `completeTransition(_:)` is expected).
    private(set) var isSettling = false

    // MARK: Driving the animator by progress

    /// Starts the animator under the timeline's control: frozen at the current progress when
    /// interactive (or paused, for an interruptible animator), running by itself otherwise.
    /// `runAlongside` runs the coordinator's alongside animations so they are frozen with it.
    func drive(_ animator: any UIViewControllerAnimatedTransitioning, context: any UIViewControllerContextTransitioning,
               runAlongside: () -> Void, alongsideLayers: () -> [CALayer]) {
        guard !isDriven, !hasEnded else { return }
        isDriven = true
        duration = animator.transitionDuration(using: context)
        let vended = animator.interruptibleAnimator(using: context)
        let usable: (any UIViewImplicitlyAnimating)? = vended is NoInterruptibleAnimator ? nil : vended
        guard isInteractive else {
            // Not interactive at the start: the animation runs by itself; an interruptible one
            // can be caught with pause().
            if let ia = usable { interruptible = ia; ia.startAnimation() } else { animator.animateTransition(using: context) }
            return
        }
        if let ia = usable {
            interruptible = ia
            ia.pauseAnimation()
            ia.fractionComplete = 0
        } else {
            animator.animateTransition(using: context)
            freeze(container.layer)
            runAlongside()
            follow(alongsideLayers())
            // Commit now, so the animations begin at the frozen time 0 whatever progress
            // arrives before the next frame.
            CATransaction.flush()
        }
        apply()
    }

    /// Drives only the coordinator's alongside animations by progress, for an interaction
    /// controller that moves the animator's views itself (a zoom dragged by the finger): they
    /// are frozen at the progress it reports and, once it ends, `runRest` takes them the rest of
    /// the way over `duration`'s remaining share.
    func driveAlongside(duration: TimeInterval, runAlongside: () -> Void, alongsideLayers: () -> [CALayer]) {
        guard !isDriven, !hasEnded, isInteractive else { return }
        isDriven = true
        self.duration = duration
        runAlongside()
        follow(alongsideLayers())
        CATransaction.flush()
        apply()
    }

    /// Shows the transition at `p` (0…1) while interactive.
    func scrub(to p: Double) {
        guard phase == .interactive || phase == .preparing else { return }
        // Animations added to the frozen layers since the last commit (alongside ones, those of
        // appearance callbacks) begin at the progress shown so far: commit them before it
        // moves. (During a frame this stamps with the frame's timestamp, as its commit would.)
        if isDriven && p != percent { CATransaction.flush() }
        percent = p
        if isDriven { apply() }
    }

    /// Runs the rest after the interaction ended: forward to 1 or back to 0 in the remaining
    /// share of the duration divided by `speed`, along `curve`.
    func runRest(speed: Double, curve: UIView.AnimationCurve) {
        guard case .completing(let cancelled) = phase, isDriven else { return }
        if let ia = interruptible {
            ia.isReversed = cancelled
            let remaining = cancelled ? percent : 1 - percent
            ia.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: curve),
                                 durationFactor: CGFloat(remaining / speed))
            return
        }
        let target = cancelled ? 0.0 : 1.0
        let length = abs(target - percent) * duration / speed
        let tween = ProgressTween(startTime: restTime(), length: length, from: percent, to: target,
                                  fromFraction: percent, toFraction: target,
                                  curve: .cubic(UICubicTimingParameters(animationCurve: curve).timingFunction))
        rest.run(tween, on: container.layer.scheduler, clock: { self.restTime() },
                 step: { self.restStep($0, forward: !cancelled) })
    }

    /// Whether the rest is running here or in the interruptible animator.
    var isRunningRest: Bool { rest.isRunning || interruptible?.isRunning == true }

    /// Layers outside the container whose time follows the transition's (alongside views).
    func follow(_ layers: [CALayer]) {
        guard isDriven, interruptible == nil else { return }
        for layer in layers { freeze(layer) }
        // Animations added alongside inside the container are already frozen; record them too.
        for layer in frozen {
            layer.forEachInSubtree { l in
                for e in l.animationEntries where e.animation.startsAtCommit
                    && !transitionAnimations.contains(where: { $0.animation === e.animation }) {
                    transitionAnimations.append((l, e.animation))
                }
            }
        }
    }

    // MARK: Internals

    private func restStep(_ s: TweenRunner.State, forward: Bool) {
        percent = s.shown
        apply()
        guard s.done else { return }
        if forward {
            // Let the animations reach their ends at normal speed from here.
            for layer in frozen { resume(layer) }
        } else {
            // Back at the start. This frame shows the start (the layers stay frozen at 0); the
            // transition's animations are removed in the frame's completion phase, where their
            // completions tell the animator, which calls completeTransition(false), so the next
            // frame shows the restored hierarchy. Removed here, before the frame is drawn, they
            // would leave their model values — the state the transition would have finished
            // in — on screen for one frame.
            let animations = transitionAnimations, layers = frozen
            let rewound: @MainActor () -> Void = {
                for (layer, animation) in animations {
                    if let key = layer.animationEntries.first(where: { $0.animation === animation })?.key {
                        layer.removeAnimation(forKey: key)
                    }
                }
                for layer in layers { layer.speed = 1; layer.timeOffset = 0; layer.beginTime = 0 }
            }
            if let scheduler = container.layer.scheduler {
                scheduler.enqueue(rewound)
            } else {
                FrameContext.main.enqueueUnowned(rewound)
            }
        }
    }

    private func apply() {
        if let ia = interruptible {
            if !ia.isRunning { ia.fractionComplete = CGFloat(percent) }
            return
        }
        let offset = percent * duration
        for layer in frozen { layer.timeOffset = offset }
    }

    /// Freezes a layer's time at the progress and remembers the animations the transition adds below it.
    private func freeze(_ layer: CALayer) {
        guard !frozen.contains(where: { $0 === layer }) else { return }
        layer.speed = 0
        layer.timeOffset = percent * duration
        frozen.append(layer)
        layer.forEachInSubtree { l in
            for e in l.animationEntries where e.animation.startsAtCommit { transitionAnimations.append((l, e.animation)) }
        }
    }

    /// The layer runs at normal speed again, continuing from its current local time.
    private func resume(_ layer: CALayer) {
        let paused = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        // A microsecond ahead, so rounding cannot leave the animations a hair before their end.
        layer.beginTime = layer.convertTime(mediaTime(), from: nil) - paused - 1e-6
    }

    /// Now on the container's screen: the frame's timestamp during a frame, else its clock's time.
    private func mediaTime() -> TimeInterval {
        container.layer.scheduler?.now ?? CACurrentMediaTime()
    }

    /// Now in the time of the container's superlayer (so a slowed window slows the rest too).
    private func restTime() -> TimeInterval {
        let now = mediaTime()
        guard let parent = container.layer.superlayer else { return now }
        return parent.convertTime(now, from: nil)
    }
}

/// What a percent-driven interaction controller needs of the context it drives: the
/// transition's time line, its animator, and its alongside animations. The system's context
/// adopts it; a context that does not can be driven only by its own interaction code.
@MainActor
protocol TransitionTimelineContext: UIViewControllerContextTransitioning {
    var timeline: TransitionTimeline { get }
    /// The animator whose animations the timeline drives.
    var timelineAnimator: (any UIViewControllerAnimatedTransitioning)? { get }
    /// Runs the coordinator's queued alongside animations now (once).
    func runAlongsideAnimations()
    /// Layers outside the container that alongside animations animate.
    var alongsideLayers: [CALayer] { get }
}
