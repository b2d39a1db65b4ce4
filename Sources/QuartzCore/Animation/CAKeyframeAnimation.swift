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

/// Whether a layer moving along a keyframe animation's path turns with it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The layer's x axis follows the path's direction.
    public static let rotateAuto = Self(rawValue: "auto")
    /// The layer's x axis points against the path's direction (turned by π).
    public static let rotateAutoReverse = Self(rawValue: "autoReverse")
}

/// An animation through a list of values at given times.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values to pass through.
    open var values: [Any]?
    /// When each value is reached, as fractions of the duration (0…1, increasing); nil spaces them evenly.
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment between two values.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values are interpolated.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// A path for a point property (`position`, `anchorPoint`) to follow; when set, `values` is
    /// ignored. As Core Animation documents it: the start of the path and the end point of each
    /// line or curve are the keyframes (`keyTimes` and `timingFunctions` apply to them), the
    /// points between two keyframes follow the segment, and a move-to defines no keyframe of its
    /// own (the motion jumps there). Within a segment the motion keeps an even speed; the paced
    /// modes keep it over the whole path. The cubic modes follow the path as the linear ones do.
    open var path: CGPath?
    /// With a path: whether the layer turns to follow the path's direction (nil: it does not).
    /// The turn is added to the layer's transform about z.
    open var rotationMode: CAAnimationRotationMode?

    private var frames: [AnimatableValue] = []
    private var times: [Double] = []
    /// With a path: each segment as a polyline (its first point is the previous keyframe), with
    /// the cumulative length at each point.
    private var segments: [PathArcSegment] = []

    open override func copyTiming(from other: CAAnimation) {
        super.copyTiming(from: other)
        guard let o = other as? CAKeyframeAnimation else { return }
        values = o.values; keyTimes = o.keyTimes; timingFunctions = o.timingFunctions
        calculationMode = o.calculationMode; frames = o.frames; times = o.times
        path = o.path; segments = o.segments; rotationMode = o.rotationMode
    }

    package override func prepare(for layer: CALayer) -> Bool {
        guard super.prepare(for: layer) else { return false }
        if let path {
            guard case .point? = layer.displayed.value(forKeyPath: keyPath ?? "") else {
                warnOnce("CAKeyframeAnimation.path animates a point property (position, anchorPoint), not '\(keyPath ?? "nil")'; the animation is ignored")
                return false
            }
            segments = PathArcSegment.keyframeSegments(of: path)
            guard let first = segments.first?.points.first else {
                warnOnce("CAKeyframeAnimation.path has no point; the animation is ignored")
                return false
            }
            frames = [.point(first)] + segments.map { .point($0.points.last ?? first) }
            times = keyTimesToUse()
            return true
        }
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
            let steps = segments.isEmpty ? zip(frames, frames.dropFirst()).map { AnimatableValue.distance($0, $1) }
                                         : segments.map(\.length)
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
        let p = easedProgress(s)
        if let v = value(at: p) { write(v, to: &properties) }
        if let mode = rotationMode, let angle = direction(at: p) {
            let turn = mode == .rotateAutoReverse ? angle + .pi : angle
            properties.transform = CATransform3DRotate(properties.transform, CGFloat(turn), 0, 0, 1)
        }
        return s
    }

    /// With a path: the direction of motion at overall progress `p`, as an angle from the x axis.
    func direction(at p: Double) -> Double? {
        guard !segments.isEmpty else { return nil }
        let n = frames.count
        var i = 0
        while i < n - 2 && p >= times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        let local = min(max(span > 0 ? (p - times[i]) / span : 1, 0), 1)
        return segments[i].direction(atFraction: local)
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
        if !segments.isEmpty {
            return .point(segments[i].point(atFraction: local))
        }
        if calculationMode == .cubic || calculationMode == .cubicPaced {
            let p0 = frames[max(i - 1, 0)], p3 = frames[min(i + 2, n - 1)]
            return AnimatableValue.catmullRom(p0, frames[i], frames[i + 1], p3, t: local)
        }
        return AnimatableValue.interpolate(frames[i], frames[i + 1], local)
    }
}

/// Several animations run together on one timeline; each child's times are relative to the group.
@preconcurrency @MainActor
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

/// The keyframe segments of a `CAKeyframeAnimation.path`: each line-to, curve-to and
/// close-subpath ends one, from the previous keyframe, flattened into a polyline for evaluating
/// it at even speed (the arc-length measure is CoreGraphics' `PathArcSegment`, which trimming
/// a shape's stroke uses too).
extension PathArcSegment {
    /// Line pieces a curve is flattened into (enough for sub-point accuracy on screen-sized curves).
    static let keyframeCurveSteps = 64

    /// The segments of a path; a path of a single move-to is one motionless keyframe.
    static func keyframeSegments(of path: CGPath) -> [PathArcSegment] {
        let result = segments(of: path, curveSteps: keyframeCurveSteps)
        guard result.isEmpty else { return result }
        for case .move(let p) in path.elements { return [PathArcSegment(line: p, p, continues: false)] }
        return []
    }

    /// The point at `fraction` (0…1, extrapolated beyond) of the segment's length.
    func point(atFraction fraction: Double) -> CGPoint {
        guard points.count > 1, length > 0 else { return points.first ?? .zero }
        let (i, f) = piece(atLength: fraction * length)
        return Self.lerp(points[i - 1], points[i], f)
    }

    /// The direction of the polyline piece at `fraction` of the length (an angle from the x axis).
    func direction(atFraction fraction: Double) -> Double? {
        guard points.count > 1, length > 0 else { return nil }
        var i = piece(atLength: min(max(fraction, 0), 1) * length).index
        // A piece of no length (a curve's cusp) takes the next one's direction.
        while i < points.count - 1 && points[i] == points[i - 1] { i += 1 }
        let a = points[i - 1], b = points[i]
        return a == b ? nil : atan2(Double(b.y - a.y), Double(b.x - a.x))
    }
}
