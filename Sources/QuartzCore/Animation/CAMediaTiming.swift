import Foundation

/// A time interval in seconds (Core Foundation's name, used throughout Core Animation's API).
public typealias CFTimeInterval = Double

/// The timing model shared by layers and animations.
///
/// Time is hierarchical: an object's local time is `(parentTime − beginTime) · speed + timeOffset`,
/// so a layer with `speed = 0` and `timeOffset = t` freezes every animation below it at local
/// time `t` — the mechanism interactive transitions scrub with.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// The start, in the parent's time.
    var beginTime: CFTimeInterval { get set }
    /// The length of one cycle in seconds.
    var duration: CFTimeInterval { get set }
    /// The rate of local time relative to the parent's.
    var speed: Float { get set }
    /// An offset added to local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many cycles to run (may be fractional; `.infinity` repeats forever).
    var repeatCount: Float { get set }
    /// How long to repeat, in seconds (instead of `repeatCount`).
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle runs forward then backward.
    var autoreverses: Bool { get set }
    /// What shows before the start and after the end.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing: the animation has no effect outside its active time (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The final value stays after the end (with `isRemovedOnCompletion = false`).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first value shows before the start.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}

extension CALayer: CAMediaTiming {}

extension CALayer {
    /// Local time from the superlayer's: `(t − beginTime) · speed + timeOffset`.
    package func localTime(fromParentTime t: CFTimeInterval) -> CFTimeInterval {
        (t - beginTime) * Double(speed) + timeOffset
    }

    /// The superlayer's time from local time; a frozen layer (speed 0) maps to its `beginTime`.
    package func parentTime(fromLocalTime t: CFTimeInterval) -> CFTimeInterval {
        speed == 0 ? beginTime : (t - timeOffset) / Double(speed) + beginTime
    }

    /// This layer's local time at media time `t` (through every ancestor).
    package func localTime(atMediaTime t: CFTimeInterval) -> CFTimeInterval {
        var chain: [CALayer] = []
        var l: CALayer? = self
        while let c = l { chain.append(c); l = c.superlayer }
        return chain.reversed().reduce(t) { $1.localTime(fromParentTime: $0) }
    }

    /// Media time from this layer's local time `t`.
    package func mediaTime(fromLocalTime t: CFTimeInterval) -> CFTimeInterval {
        var time = t
        var l: CALayer? = self
        while let c = l { time = c.parentTime(fromLocalTime: time); l = c.superlayer }
        return time
    }

    /// Converts a time from `l`'s time space (nil: media time) to this layer's.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(atMediaTime: l?.mediaTime(fromLocalTime: t) ?? t)
    }

    /// Converts a time from this layer's time space to `l`'s (nil: media time).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let media = mediaTime(fromLocalTime: t)
        return l?.localTime(atMediaTime: media) ?? media
    }

    /// The layer's timing changed: the animations below it show other frames now.
    func timingDidChange() {
        guard subtreeHasAnimations else { return }
        renderState.needsComposite = true
        markDescendantWork()
    }
}
