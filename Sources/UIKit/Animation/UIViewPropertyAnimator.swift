import Foundation

/// An animator of view changes that can be started, paused, scrubbed, reversed and continued
/// with new timing: the basis of interruptible transitions.
///
/// The animation blocks run when the animator first becomes active (`startAnimation()`,
/// `pauseAnimation()`, or setting `fractionComplete`): their changes are applied to the model at
/// once, and the animator then paces every resulting animation itself, frame by frame, from
/// its own timing (a cubic curve or a spring). So a paused animator shows exactly the frame of
/// its `fractionComplete`, and continuing or reversing never jumps.
///
/// `fractionComplete` is the fraction of the animation's *time*; while paused with
/// `scrubsLinearly` (the default), setting it shows that fraction of the *values* (linear
/// scrubbing, as UIKit does for a finger).
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The timing the animator was created with.
    public private(set) var timingParameters: (any UITimingCurveProvider)?
    /// The duration in seconds.
    public private(set) var duration: TimeInterval
    /// The delay before the animations start (set by `startAnimation(afterDelay:)`).
    public private(set) var delay: TimeInterval = 0
    /// Whether the animator can be paused and reversed mid-flight (always true here).
    open var isInterruptible = true
    /// Whether the animated views take touches while animating.
    open var isUserInteractionEnabled = true
    /// Whether hit testing is left to the client (kept for source compatibility).
    open var isManualHitTestingEnabled = false
    /// Whether setting `fractionComplete` while paused moves the values linearly (default true).
    open var scrubsLinearly = true
    /// Whether the animator stays active, paused at the end, instead of completing (default false).
    open var pausesOnCompletion = false

    /// The state: inactive, active (running or paused) or stopped.
    public internal(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations are moving now.
    public var isRunning: Bool { state == .active && runner.isRunning }

    var blocks: [(animations: () -> Void, delayFactor: CGFloat)] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    var tracks: [AnimatorTrack] = []
    /// The progress the values show: 0 at the start values, 1 at the end values.
    var shownProgress = 0.0
    /// The fraction of time reported as `fractionComplete`.
    var timeFraction = 0.0
    var reversed = false
    /// Moves the progress while the animator runs.
    let runner = TweenRunner()

    /// Creates an animator with the given timing; add animations before starting it.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        if !(duration.isFinite && duration >= 0) {
            warnOnce("UIViewPropertyAnimator: duration \(duration) is not a positive number; 0 is used (the animations complete at once)")
        }
        timingParameters = parameters
        super.init()
        if let spring = parameters.springTimingParameters, spring.physics != nil {
            self.duration = spring.solver(duration: self.duration, velocity: 0).settlingDuration
        }
    }

    /// An animator with one of UIKit's curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a custom cubic curve.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring of the given damping ratio that settles within `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates, configures and starts an animator, as `UIView.animate` would.
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Adding

    /// Adds animations; on a running animator they run over the remaining time.
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds animations that start after `delayFactor` (0…1) of the remaining time.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0
        if state == .inactive { blocks.append((animation, factor)) } else { runBlock(animation, delayFactor: factor) }
    }

    /// Adds a block called with the final position when the animator finishes.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Controlling

    /// Starts (or resumes) the animations.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts (or resumes) the animations after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else {
            warnOnce("UIViewPropertyAnimator.startAnimation: the animator is stopped; call finishAnimation(at:) first")
            return
        }
        self.delay = delay.isFinite && delay > 0 ? delay : 0
        activate()
        run(timing: timingParameters, newDuration: nil, startDelay: self.delay)
    }

    /// Pauses the animations where they are (activating the animator if needed).
    open func pauseAnimation() {
        guard state != .stopped else {
            warnOnce("UIViewPropertyAnimator.pauseAnimation: the animator is stopped; call finishAnimation(at:) first")
            return
        }
        activate()
        freeze()
    }

    /// Stops the animations where they are. `true` leaves the views at their current values and
    /// the animator inactive, with no completion; `false` waits for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        freeze()
        settleModel(at: .current)
        detachAnimations()
        if withoutFinishing {
            tracks.removeAll()
            state = .inactive
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator: puts the values at `finalPosition` and runs the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            warnOnce("UIViewPropertyAnimator.finishAnimation(at:) needs a stopped animator (call stopAnimation(false) first); ignored")
            return
        }
        if finalPosition != .current { settleModel(at: finalPosition) }
        complete(at: finalPosition)
    }

    /// Continues a paused animator with new timing (nil keeps the current one). The rest takes
    /// `durationFactor` times the animator's original duration, as UIKit documents; a factor of
    /// 0 keeps the remaining time (the common idiom). A spring without an initial velocity takes
    /// over the current speed, so the motion stays continuous. An inactive animator starts.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard state != .stopped else {
            warnOnce("UIViewPropertyAnimator.continueAnimation: the animator is stopped; call finishAnimation(at:) first")
            return
        }
        activate()
        let factor = durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) : nil
        run(timing: parameters ?? timingParameters, newDuration: factor.map { $0 * duration }, startDelay: 0)
    }

    /// Whether the animations run backwards, toward their start values. Changing it while
    /// running turns around from where the values are.
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            reversed = newValue
            if isRunning { run(timing: timingParameters, newDuration: nil, startDelay: 0) }
        }
    }

    /// The fraction of the animation's time that has passed (0…1). Setting it pauses nothing by
    /// itself: it takes effect on an inactive or paused animator (activating it paused) and is
    /// ignored while running; values outside 0…1 are clamped.
    open var fractionComplete: CGFloat {
        get { CGFloat(currentTimeFraction()) }
        set {
            guard newValue.isFinite else {
                warnOnce("UIViewPropertyAnimator.fractionComplete set to \(newValue); ignored")
                return
            }
            guard state != .stopped, !isRunning else { return }
            activate()
            let f = min(max(Double(newValue), 0), 1)
            timeFraction = f
            show(scrubsLinearly ? f : curveValue(at: f))
        }
    }
}
