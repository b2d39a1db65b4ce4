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
    open var duration: CGFloat { CGFloat(timeline?.duration ?? 0) }
    /// The progress last given to `update(_:)` (0…1) — while the rest runs, and after `pause()`,
    /// the fraction of the duration reached. Apple documents it as "a percentage of the overall
    /// duration", so after pausing an ease-in-out rest it is the time fraction, not the fraction
    /// of the distance the views have moved.
    open var percentComplete: CGFloat { CGFloat(timeline?.percent ?? percent) }

    /// The contexts being driven, kept while their transitions run (the context is weak in
    /// UIKit's terms, but the system keeps it alive; so does this). Usually one; a client that
    /// hands the same controller to a second transition before the first ended drives both,
    /// and ending the interaction ends both.
    private var contexts: [any UIViewControllerContextTransitioning] = []
    /// The context started last.
    private var context: (any UIViewControllerContextTransitioning)? { contexts.last }
    /// Its time line, when the context is the system's (the progress lives there).
    private var timeline: TransitionTimeline? { (context as? any TransitionTimelineContext)?.timeline }
    /// The progress before the start, or of a context this controller cannot drive.
    private var percent: Double = 0
    private var pendingEnd: Bool?   // finish (false) / cancel (true) asked before the start

    /// Creates an interaction controller.
    public override init() { super.init() }

    /// Starts the transition: runs the animator and freezes it at 0 %. Subclasses call super.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard !contexts.contains(where: { $0 === transitionContext }) else { return }
        contexts.append(transitionContext)
        guard let system = transitionContext as? any TransitionTimelineContext else {
            warnOnce("UIPercentDrivenInteractiveTransition can drive only the system's transition contexts; \(type(of: transitionContext)) gets its progress reported and nothing animated")
            return
        }
        let timeline = system.timeline
        timeline.scrub(to: percent)
        if let animator = system.timelineAnimator {
            timeline.drive(animator, context: system, runAlongside: { system.runAlongsideAnimations() },
                           alongsideLayers: { system.alongsideLayers })
        }
        timeline.whenEnded { [weak self, weak system] in
            self?.contexts.removeAll { $0 === system }
            if self?.contexts.isEmpty == true { self?.percent = 0 }
        }
        // A finish or cancel asked before the start ends the interaction now (one asked of a
        // transition that does not start interactively has nothing to end).
        if let end = pendingEnd {
            pendingEnd = nil
            if transitionContext.isInteractive { end ? cancel() : finish() }
        }
    }

    /// Shows the transition at `percentComplete` (clamped to 0…1; NaN is ignored).
    open func update(_ percentComplete: CGFloat) {
        guard !percentComplete.isNaN else {
            warnOnce("UIPercentDrivenInteractiveTransition.update(_:) was given NaN; ignored")
            return
        }
        let p = Double(min(max(percentComplete, 0), 1))
        if timeline == nil { percent = p }
        for context in contexts { context.updateInteractiveTransition(CGFloat(p)) }
    }

    /// Pauses a finishing or cancelling transition so the finger can take it again (needs an
    /// interruptible animator or a rest still running).
    open func pause() {
        for context in contexts where (context as? any TransitionTimelineContext)?.timeline.isRunningRest == true {
            context.pauseInteractiveTransition()
        }
    }

    /// Ends the interaction and completes the transition. Before the start it is remembered.
    open func finish() { end(cancelled: false) }

    /// Ends the interaction and undoes the transition. Before the start it is remembered.
    open func cancel() { end(cancelled: true) }

    private func end(cancelled: Bool) {
        guard !contexts.isEmpty else {
            pendingEnd = cancelled
            return
        }
        let interactive = contexts.filter(\.isInteractive)
        guard !interactive.isEmpty else {
            warnOnce("UIPercentDrivenInteractiveTransition.\(cancelled ? "cancel" : "finish")() after the interaction already ended; ignored")
            return
        }
        let speed = completionSpeed > 0 && completionSpeed.isFinite ? Double(completionSpeed) : 1
        for context in interactive {
            if cancelled { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
            (context as? any TransitionTimelineContext)?.timeline.runRest(speed: speed, curve: completionCurve)
        }
    }
}
