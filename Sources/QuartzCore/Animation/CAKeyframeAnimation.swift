import Foundation

/// How a keyframe animation moves between its values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight interpolation between neighbouring values (the default).
    public static let linear = Self(rawValue: "linear")
    /// Each value holds until the next key time.
    public static let discrete = Self(rawValue: "discrete")
    /// Even speed along the whole path; `keyTimes` and `timingFunctions` are ignored.
    public static let paced = Self(rawValue: "paced")
    /// A smooth (Catmull-Rom) curve through the values.
    public static let cubic = Self(rawValue: "cubic")
    /// A smooth curve at even speed.
    public static let cubicPaced = Self(rawValue: "cubicPaced")
}

/// An animation through a list of values at given times.
@MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values to pass through.
    open var values: [Any]?
    /// When each value is reached, as fractions of the duration (0…1, increasing); nil spaces them evenly.
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment between two values.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values are interpolated.
    open var calculationMode: CAAnimationCalculationMode = .linear

    private var frames: [AnimatableValue] = []
    private var times: [Double] = []

    open override func copyTiming(from other: CAAnimation) {
        super.copyTiming(from: other)
        guard let o = other as? CAKeyframeAnimation else { return }
        values = o.values; keyTimes = o.keyTimes; timingFunctions = o.timingFunctions
        calculationMode = o.calculationMode; frames = o.frames; times = o.times
    }

    package override func prepare(for layer: CALayer) -> Bool {
        guard super.prepare(for: layer) else { return false }
        frames = (values ?? []).compactMap { AnimatableValue($0) }
        guard !frames.isEmpty, frames.count == values?.count else {
            warnOnce("CAKeyframeAnimation for '\(keyPath ?? "nil")': values are missing or not animatable; the animation is ignored")
            return false
        }
        times = keyTimesToUse()
        return true
    }

    /// The key times: paced modes derive them from distances; invalid given ones are replaced by even spacing.
    private func keyTimesToUse() -> [Double] {
        let n = frames.count
        let even = (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
        if calculationMode == .paced || calculationMode == .cubicPaced {
            let steps = zip(frames, frames.dropFirst()).map { AnimatableValue.distance($0, $1) }
            let total = steps.reduce(0, +)
            guard total > 0 else { return even }
            var acc = 0.0
            return [0] + steps.map { acc += $0; return acc / total }
        }
        guard let given = keyTimes?.map({ $0.doubleValue }) else { return even }
        let valid = given.count == n && given.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 })
            && zip(given, given.dropFirst()).allSatisfy { $0 <= $1 }
        if !valid { warnOnce("CAKeyframeAnimation.keyTimes must be \(n) increasing values in 0…1; evenly spaced times are used") }
        return valid ? given : even
    }

    package override func apply(atParentTime t: CFTimeInterval, to properties: inout LayerProperties,
                                of layer: CALayer) -> TimingSample {
        let s = sample(atParentTime: t)
        guard s.applies, !frames.isEmpty else { return s }
        if let v = value(at: easedProgress(s)) { write(v, to: &properties) }
        return s
    }

    /// The value at overall progress `p` (0…1).
    func value(at p: Double) -> AnimatableValue? {
        let n = frames.count
        guard n > 1 else { return frames.first }
        // The segment holding p.
        var i = 0
        while i < n - 2 && p >= times[i + 1] { i += 1 }
        if calculationMode == .discrete {
            var j = 0
            while j + 1 < n && p >= times[j + 1] { j += 1 }
            return frames[j]
        }
        let span = times[i + 1] - times[i]
        var local = span > 0 ? (p - times[i]) / span : 1
        local = min(max(local, 0), 1)
        if calculationMode != .paced, calculationMode != .cubicPaced,
           let fns = timingFunctions, i < fns.count {
            local = fns[i].solve(local)
        }
        if calculationMode == .cubic || calculationMode == .cubicPaced {
            let p0 = frames[max(i - 1, 0)], p3 = frames[min(i + 2, n - 1)]
            return AnimatableValue.catmullRom(p0, frames[i], frames[i + 1], p3, t: local)
        }
        return AnimatableValue.interpolate(frames[i], frames[i + 1], local)
    }
}

/// Several animations run together on one timeline; each child's times are relative to the group.
@MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations to run.
    open var animations: [CAAnimation]?

    open override func copyTiming(from other: CAAnimation) {
        super.copyTiming(from: other)
        guard let o = other as? CAAnimationGroup else { return }
        animations = o.animations?.map { $0.copy() as! CAAnimation }
    }

    package func prepareChildren(for layer: CALayer) {
        animations = animations?.filter { child in
            if child.duration <= 0 { child.duration = effectiveDuration }  // a child without a duration spans the group
            if let p = child as? CAPropertyAnimation { return p.prepare(for: layer) }
            if let g = child as? CAAnimationGroup { g.prepareChildren(for: layer) }
            return true
        }
    }

    package override func apply(atParentTime t: CFTimeInterval, to properties: inout LayerProperties,
                                of layer: CALayer) -> TimingSample {
        let s = sample(atParentTime: t)
        guard s.applies else { return s }
        // Children run on the group's timeline (eased by the group's timing function).
        let groupTime = easedProgress(s) * effectiveDuration
        for child in animations ?? [] {
            _ = child.apply(atParentTime: groupTime, to: &properties, of: layer)
        }
        return s
    }
}
