import Foundation

/// Methods an animation calls on its delegate when it starts and stops. Both are optional.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: NSObjectProtocol {
    /// The animation began its active time.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended (`flag` true) or was removed before its end (`flag` false).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The abstract base of Core Animation's animations: timing, a timing function and a delegate.
///
/// Adding an animation to a layer adds a copy; a `beginTime` of 0 means "when the current
/// transaction commits" (the next frame). A `duration` of 0 means 0.25 s.
@preconcurrency @MainActor
open class CAAnimation: NSObject, NSCopying, CAMediaTiming {
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    /// The pacing of the animation (nil: linear).
    open var timingFunction: CAMediaTimingFunction?
    /// The delegate; the animation keeps it alive, as Core Animation does.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the animation is removed from the layer when it ends (default true).
    open var isRemovedOnCompletion = true

    /// Creates an animation. Required so that `copy()` can make an instance of the dynamic class.
    public required override init() { super.init() }

    /// Creates an animation (Core Animation's factory method).
    public class func animation() -> Self { self.init() }

    /// The default value of a property (nil for every key here).
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// A copy of the animation with the same settings (`copy()` calls this). Animations belong
    /// to the main thread, as the layers they animate do.
    public nonisolated func copy(with zone: NSZone? = nil) -> Any {
        nonisolated(unsafe) var copy: CAAnimation?
        MainActor.assumeIsolated {
            let c = type(of: self).init()
            c.copyTiming(from: self)
            copy = c
        }
        return copy!
    }

    /// Copies every property this class defines; subclasses call super and add theirs.
    open func copyTiming(from other: CAAnimation) {
        beginTime = other.beginTime; duration = other.duration; speed = other.speed
        timeOffset = other.timeOffset; repeatCount = other.repeatCount; repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses; fillMode = other.fillMode; timingFunction = other.timingFunction
        delegate = other.delegate; isRemovedOnCompletion = other.isRemovedOnCompletion
        completion = other.completion; startDelay = other.startDelay; manualProgress = other.manualProgress
        whenAdded = other.whenAdded
    }

    // MARK: Engine state

    /// Called after the delegate with the same arguments (UIKit's animation blocks use it).
    // `final`: in a `@preconcurrency` class, Swift 6.3 mangles a member whose type holds a
    // `@MainActor` closure without its concurrency attributes where it is defined, but with them
    // in subclasses' vtables, and the link fails; a member outside the vtable avoids it.
    package final var completion: (@MainActor (Bool) -> Void)?
    /// Called when the animation, run as a layer's action (`run(forKey:object:arguments:)`), was
    /// added, with the layer, the key and the animation as added (UIKit's animation blocks use
    /// it to count an action that client code fetched and copied). `final` as `completion`.
    package final var whenAdded: (@MainActor (CALayer, String, CAAnimation) -> Void)?
    /// Whether `beginTime` waits for the transaction's commit.
    package var startsAtCommit = false
    /// Set by a driver that paces the animation itself (a property animator): the progress
    /// from the start value (0) to the end value (1), beyond either for springs. While set, the
    /// animation ignores time, always applies and never finishes.
    package var manualProgress: Double?
    /// Seconds after the commit at which an animation that starts at commit begins.
    package var startDelay: CFTimeInterval = 0
    /// Whether `animationDidStart` was sent.
    package var didStart = false
    /// The transaction whose completion waits for this animation.
    package var transactionGroup: AnimationCompletionGroup?

    /// The duration actually used (0 means 0.25 s).
    package var effectiveDuration: CFTimeInterval {
        duration > 0 && duration.isFinite ? duration : 0.25
    }

    /// The total active time: repeats and autoreverse included.
    package var activeDuration: CFTimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        let cycles = repeatCount > 0 ? Double(repeatCount) : 1
        return effectiveDuration * cycles * (autoreverses ? 2 : 1)
    }

    /// Where the animation is at its parent's time `t`.
    package func sample(atParentTime t: CFTimeInterval) -> TimingSample {
        if let m = manualProgress {
            return TimingSample(applies: true, finished: false, started: true, time: m * effectiveDuration, iteration: 0)
        }
        let local = (t - beginTime) * Double(speed) + timeOffset
        let d = effectiveDuration, total = activeDuration
        if local.isNaN { return TimingSample(applies: false, finished: false, started: false, time: 0, iteration: 0) }
        if local < 0 {
            return TimingSample(applies: fillMode.fillsBackwards, finished: false, started: false, time: 0, iteration: 0)
        }
        if local >= total {
            // The end: where the last cycle stopped (backwards for an autoreversing one).
            let cycle = autoreverses ? 2 * d : d
            let cycles = total / cycle
            var iteration = Int(cycles.rounded(.down))
            var within = (cycles - Double(iteration)) * cycle
            if within == 0 && iteration > 0 { iteration -= 1; within = cycle }
            if autoreverses && within > d { within = 2 * d - within }
            return TimingSample(applies: fillMode.fillsForwards, finished: true, started: true, time: within, iteration: iteration)
        }
        let cycle = autoreverses ? 2 * d : d
        let iteration = Int((local / cycle).rounded(.down))
        var within = local - Double(iteration) * cycle
        if autoreverses && within > d { within = 2 * d - within }
        return TimingSample(applies: true, finished: false, started: true, time: within, iteration: iteration)
    }

    /// Applies the animation's value at parent time `t` to `properties` of `layer`.
    /// Returns the sample so the engine can tell whether it ended.
    package func apply(atParentTime t: CFTimeInterval, to properties: inout LayerProperties, of layer: CALayer) -> TimingSample {
        sample(atParentTime: t)
    }

    /// Progress through one cycle after the timing function, 0…1 (curves may overshoot).
    package func easedProgress(_ sample: TimingSample) -> Double {
        if let m = manualProgress { return m }
        let p = min(max(sample.time / effectiveDuration, 0), 1)
        return timingFunction?.solve(p) ?? p
    }
}

/// Where an animation is at one moment.
package struct TimingSample: Equatable {
    /// Whether the animation affects the layer now (active, or filling).
    package var applies: Bool
    /// Whether its active time is over.
    package var finished: Bool
    /// Whether its active time has begun.
    package var started: Bool
    /// Seconds into the current cycle, 0…duration (already reversed in an autoreversing half).
    package var time: CFTimeInterval
    /// How many whole cycles came before (for cumulative animations).
    package var iteration: Int
}
