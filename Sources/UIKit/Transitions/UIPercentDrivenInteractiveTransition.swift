import Foundation

/// An interaction controller that drives an animator's animations by percent.
///
/// On start it runs the animator's `animateTransition(using:)` and freezes the container's
/// layer time (and the layers of views animated alongside): `speed = 0`, so `update(_:)` shows
/// exactly the frame at `percent × duration` of every animation in the transition. `finish()`
/// runs the rest forward in `(1 − percent) · duration / completionSpeed` along
/// `completionCurve`; `cancel()` runs it backwards to the start in
/// `percent · duration / completionSpeed`. An animator that vends `interruptibleAnimator(using:)`
/// is driven through that animator's `fractionComplete` instead, and can be grabbed again
/// (`pause()`) while it finishes or cancels.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// How fast the rest runs after the interaction ends (default 1; 0 or less is treated as 1).
    open var completionSpeed: CGFloat = 1
    /// The curve of the rest after the interaction ends (default `.easeInOut`).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// A curve applied to the interactive part (nil: linear).
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts interactive (default true).
    open var wantsInteractiveStart = true

    /// The transition's duration (from the animator), 0 before it started.
    open var duration: CGFloat { CGFloat(transitionDuration) }
    /// The progress last given to `update(_:)` (0…1) — while the rest runs, and after `pause()`,
    /// the fraction of the duration reached. Apple documents it as "a percentage of the overall
    /// duration", so after pausing an ease-in-out rest it is the time fraction, not the fraction
    /// of the distance the views have moved.
    open var percentComplete: CGFloat { CGFloat(percent) }

    private weak var context: (any UIViewControllerContextTransitioning)?
    /// The driver, kept while the transition runs (the context is weak in UIKit's terms, but the
    /// system keeps it alive; so does this).
    private var driver: TransitionDriver?
    private var transitionDuration: TimeInterval = 0
    private var percent: Double = 0
    private var frozen: [CALayer] = []
    private var transitionAnimations: [(layer: CALayer, animation: CAAnimation)] = []
    private var run: CompletionRun?
    private var link: CADisplayLink?
    private var pendingEnd: Bool?   // finish (false) / cancel (true) asked before the start
    /// The animator's interruptible animator, when it vends one.
    private(set) var interruptible: (any UIViewImplicitlyAnimating)?

    /// Creates an interaction controller.
    public override init() { super.init() }

    /// Starts the transition: runs the animator and freezes it at 0 %. Subclasses call super.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        driver = transitionContext as? TransitionDriver
        let animator = driver?.animator
        transitionDuration = animator?.transitionDuration(using: transitionContext) ?? 0
        let vended = animator.map { $0.interruptibleAnimator(using: transitionContext) }
        if !transitionContext.isInteractive {
            // Not interactive at the start: the animation runs by itself; an interruptible one
            // can be caught with pause().
            if let ia = vended, !(ia is NoInterruptibleAnimator) {
                interruptible = ia
                ia.startAnimation()
            } else {
                animator?.animateTransition(using: transitionContext)
            }
            return
        }
        if let ia = vended, !(ia is NoInterruptibleAnimator) {
            interruptible = ia
            ia.pauseAnimation()
            ia.fractionComplete = 0
        } else {
            animator?.animateTransition(using: transitionContext)
            freeze(transitionContext.containerView.layer)
            driver?.runAlongsideAnimations()
            alongsideLayersAdded(driver)
            // Commit now, so the animations begin at the frozen time 0 whatever update(_:)
            // arrives before the next frame.
            CATransaction.flush()
        }
        applyPercent()
        if let end = pendingEnd {
            pendingEnd = nil
            end ? cancel() : finish()
        }
    }

    /// Shows the transition at `percentComplete` (clamped to 0…1; NaN is ignored).
    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite || percentComplete.isInfinite else {
            warnOnce("UIPercentDrivenInteractiveTransition.update(_:) was given NaN; ignored")
            return
        }
        let newPercent = Double(min(max(percentComplete, 0), 1))
        guard context != nil, run == nil else { percent = newPercent; return }
        // Animations added to the frozen layers since the last commit (alongside ones, those of
        // appearance callbacks) begin at the progress shown so far: commit them before it moves.
        // (During a frame this stamps with the frame's timestamp, as its commit phase would.)
        if newPercent != percent { CATransaction.flush() }
        percent = newPercent
        context?.updateInteractiveTransition(CGFloat(percent))
        applyPercent()
    }

    /// Pauses a finishing or cancelling transition so the finger can take it again (needs an
    /// interruptible animator or a completion still running).
    open func pause() {
        guard let context, run != nil || interruptible?.isRunning == true else { return }
        context.pauseInteractiveTransition()   // calls contextDidPause()
    }

    /// The context became interactive again — through `pause()`, or a client calling
    /// `pauseInteractiveTransition()` on it directly: the rest stops where it is, and the
    /// interaction can be updated and ended again.
    func contextDidPause() {
        stopRun()
        interactionEnded = false
        interruptible?.pauseAnimation()
        if let f = interruptible?.fractionComplete { percent = Double(f) }
    }

    /// Ends the interaction and completes the transition. Before the start it is remembered.
    open func finish() { end(cancelled: false) }

    /// Ends the interaction and undoes the transition. Before the start it is remembered.
    open func cancel() { end(cancelled: true) }

    private func end(cancelled: Bool) {
        guard let context else {
            if driver == nil { pendingEnd = cancelled }
            return
        }
        guard run == nil, !interactionEnded else {
            warnOnce("UIPercentDrivenInteractiveTransition.\(cancelled ? "cancel" : "finish")() after the interaction already ended; ignored")
            return
        }
        interactionEnded = true
        if cancelled { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
        let speed = completionSpeed > 0 && completionSpeed.isFinite ? Double(completionSpeed) : 1
        if let ia = interruptible {
            ia.isReversed = cancelled
            let remaining = cancelled ? percent : 1 - percent
            ia.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: completionCurve),
                                 durationFactor: CGFloat(remaining / speed))
            return
        }
        let target = cancelled ? 0.0 : 1.0
        let length = abs(target - percent) * transitionDuration / speed
        run = CompletionRun(start: runTime(), from: percent, to: target, length: length,
                            curve: UICubicTimingParameters(animationCurve: completionCurve).timingFunction)
        // The link keeps the interaction alive until the rest has run (the system keeps
        // interaction controllers alive until the transition ends).
        let l = CADisplayLink { _ in self.step(at: self.runTime()) }
        if let scheduler = context.containerView.layer.scheduler { l.add(to: scheduler) } else { l.add(to: .main, forMode: .common) }
        link = l
        step(at: runTime())
    }

    // MARK: Internals

    /// Whether `finish()` or `cancel()` ended the interaction (until `pause()` takes it again):
    /// a second end is ignored, whether the rest runs here or in an interruptible animator.
    private var interactionEnded = false

    private struct CompletionRun {
        let start: TimeInterval, from: Double, to: Double, length: TimeInterval
        let curve: CAMediaTimingFunction
    }

    private func step(at t: TimeInterval) {
        guard let run else { return }
        // (A nanosecond of slack: the frame at exactly the end time must count as the end.)
        let tau = run.length > 0 ? min(max((t - run.start) / run.length + 1e-9, 0), 1) : 1
        percent = run.from + (run.to - run.from) * run.curve.solve(tau)
        applyPercent()
        guard tau >= 1 else { return }
        stopRun()
        if run.to >= 1 {
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
            if let scheduler = context?.containerView.layer.scheduler {
                scheduler.enqueue(rewound)
            } else {
                FrameContext.main.enqueueUnowned(rewound)
            }
        }
    }

    /// Now on the container's screen (the frame's timestamp during a frame), in the time of the
    /// container's superlayer (so a slowed window slows the rest too).
    private func runTime() -> TimeInterval {
        let now = mediaTime()
        guard let parent = context?.containerView.layer.superlayer else { return now }
        return parent.convertTime(now, from: nil)
    }

    private func stopRun() {
        run = nil
        link?.invalidate()
        link = nil
    }

    private func applyPercent() {
        if let ia = interruptible {
            if !ia.isRunning { ia.fractionComplete = CGFloat(percent) }
            return
        }
        let offset = percent * transitionDuration
        for layer in frozen { layer.timeOffset = offset }
    }

    /// Freezes a layer's time at 0 and remembers the animations the transition adds below it.
    private func freeze(_ layer: CALayer) {
        guard !frozen.contains(where: { $0 === layer }) else { return }
        layer.speed = 0
        layer.timeOffset = percent * transitionDuration
        frozen.append(layer)
        layer.forEachInSubtree { l in
            for e in l.animationEntries where e.animation.startsAtCommit { transitionAnimations.append((l, e.animation)) }
        }
    }

    /// The driver animated views outside the container: their layers follow the same time.
    func alongsideLayersAdded(_ driver: TransitionDriver?) {
        guard interruptible == nil, let driver else { return }
        for layer in driver.alongsideLayers { freeze(layer) }
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
        context?.containerView.layer.scheduler?.now ?? CACurrentMediaTime()
    }

    /// The transition completed: layer time returns to normal and everything is released.
    func transitionDidComplete(_ driver: TransitionDriver) {
        stopRun()
        if let ia = interruptible, ia.state == .active {
            // Completed before its interruptible animator ended (the client completed early, or
            // the watchdog did): the animator is stopped and finished where the outcome puts
            // the views, so nothing stays paused mid-way. Its completions run now; a
            // completeTransition(_:) they make is the one already being made.
            driver.settlingInterruptibleAnimator = true
            ia.stopAnimation(false)
            ia.finishAnimation(at: driver.transitionWasCancelled ? .start : .end)
            driver.settlingInterruptibleAnimator = false
        }
        for layer in frozen { layer.speed = 1; layer.timeOffset = 0; layer.beginTime = 0 }
        frozen.removeAll()
        transitionAnimations.removeAll()
        interruptible = nil
        interactionEnded = false
        context = nil
        self.driver = nil
        percent = 0
    }
}
