import Foundation

/// The closed forms of iOS's scrolling physics, as pure functions of distance and time, so a
/// test can ask for any instant (Flutter's simulations are built the same way).
///
/// **Rubber band.** Dragged `x` points past an edge, the content shows
/// `(1 − 1 / (x·c/d + 1))·d` points of overscroll, with `c = 0.55` and `d` the view's size
/// along that axis: 1:1 at first, never more than `d`.
///
/// **Deceleration.** iOS keeps `rate` of the velocity every millisecond and moves by the
/// velocity every millisecond, so from `x0` at `v0` (points per second) the content travels in
/// all `v0/1000 · rate/(1 − rate)` points. As a function of time,
/// `x(t) = x0 + v0/1000 · rate/(1 − rate) · (1 − rate^(1000 t))` — that total at infinity, and a
/// velocity of `v0 · rate^(1000 t)` to within 0.1 %. It stops once the speed falls below
/// ``stopSpeed``: measured on iOS (initial offset, velocity in pt/ms, final offset, time at
/// rate 0.998 — 364 → 2664.5 at 4.62 after 3.07 s; 2595.5 → 3288.5 at 1.40 after 2.49 s;
/// 3094.5 → 1907 at −2.39 after 2.75 s), the content comes to rest about 5 pt short of the
/// total, when its speed is 10 pt/s: `t_end = ln(10 / |v0|) / (1000 ln rate)`.
///
/// **Spring.** Bounce-back and page snapping are a critically damped spring toward the target:
/// displacement `(x0 + (v0 + ω x0) t)·e^(−ω t)`, which never oscillates.
enum ScrollPhysics {
    /// iOS's rubber-band coefficient.
    static let rubberBandCoefficient: Double = 0.55
    /// The speed (points per second) under which a deceleration stops.
    static let stopSpeed: Double = 10
    /// The bounce-back spring's natural frequency (rad/s): mass 1, stiffness 100.
    static let bounceFrequency: Double = 10
    /// The page-snap spring's natural frequency (rad/s): mass 1, stiffness 225.
    static let pagingFrequency: Double = 15

    /// The overscroll shown for a finger `overshoot` points past an edge (signed).
    static func rubberBand(_ overshoot: Double, dimension d: Double) -> Double {
        guard d > 0, overshoot.isFinite else { return 0 }
        let x = abs(overshoot)
        let shown = (1 - 1 / (x * rubberBandCoefficient / d + 1)) * d
        return overshoot < 0 ? -shown : shown
    }

    /// The finger overshoot that shows `shown` points of overscroll (the inverse of
    /// `rubberBand`): a drag that catches a bouncing view starts from it, so nothing jumps.
    static func fingerOvershoot(showing shown: Double, dimension d: Double) -> Double {
        guard d > 0, shown.isFinite else { return 0 }
        let r = min(abs(shown) / d, 0.999)
        let x = (1 / (1 - r) - 1) * d / rubberBandCoefficient
        return shown < 0 ? -x : x
    }

    /// The whole distance a deceleration from `v0` (pt/s) would travel: `v0/1000 · r/(1 − r)`.
    static func projectedDistance(velocity v0: Double, rate: Double) -> Double {
        v0 / 1000 * rate / (1 - rate)
    }
}

/// Exponential decay from `x0` at `v0` (points per second) under `rate` per millisecond.
struct DecayMotion {
    let x0: Double, v0: Double, rate: Double
    /// Speed (pt/s) under which it stops.
    var stopSpeed = ScrollPhysics.stopSpeed

    private var total: Double { ScrollPhysics.projectedDistance(velocity: v0, rate: rate) }
    private var logRate: Double { Foundation.log(rate) }

    func position(at t: Double) -> Double { x0 + total * (1 - Foundation.pow(rate, 1000 * max(0, t))) }
    func velocity(at t: Double) -> Double { -total * 1000 * logRate * Foundation.pow(rate, 1000 * max(0, t)) }

    /// When it stops (0 when it starts below the stop speed).
    var duration: Double {
        let start = abs(velocity(at: 0))
        guard start > stopSpeed else { return 0 }
        return Foundation.log(stopSpeed / start) / (1000 * logRate)
    }

    /// Where it stops.
    var restingPosition: Double { position(at: duration) }

    /// The time it reaches `x`, if it does before it stops.
    func time(reaching x: Double) -> Double? {
        guard total != 0 else { return nil }
        let q = (x - x0) / total
        guard q > 0, q < 1 else { return nil }
        let t = Foundation.log(1 - q) / (1000 * logRate)
        return t <= duration ? t : nil
    }
}

/// A critically damped spring from `from` at `v0` (points per second) toward `to`.
struct CriticalSpring {
    let from: Double, to: Double, v0: Double, omega: Double

    func position(at t: Double) -> Double {
        let x0 = from - to, t = max(0, t)
        return to + (x0 + (v0 + omega * x0) * t) * Foundation.exp(-omega * t)
    }

    func velocity(at t: Double) -> Double {
        let x0 = from - to, t = max(0, t), b = v0 + omega * x0
        return (v0 - omega * b * t) * Foundation.exp(-omega * t)
    }

    /// Whether it is at rest (within a tenth of a point, slower than 2 pt/s).
    func isSettled(at t: Double) -> Bool {
        abs(position(at: t) - to) < 0.1 && abs(velocity(at: t)) < 2
    }
}

/// How one axis of a scroll view moves after the finger lifts: a decay that may run into an
/// edge and spring back, a spring to a target (bounce-back, page, a written target), or nothing.
/// A pure function of the time since the release.
struct ScrollAxisMotion {
    enum Phase {
        /// `rest`: where it comes to rest (the decay's end rounded to the pixel grid).
        case decay(DecayMotion, bounds: ClosedRange<Double>, bounces: Bool, rest: Double)
        case spring(CriticalSpring)
        case rest(Double)
    }
    let phase: Phase

    /// The position at `t` seconds after the release, and whether the motion is over.
    func state(at t: Double) -> (position: Double, done: Bool) {
        switch phase {
        case .rest(let x):
            return (x, true)
        case .spring(let s):
            return s.isSettled(at: t) ? (s.to, true) : (s.position(at: t), false)
        case let .decay(d, bounds, bounces, rest):
            // Running into an edge: a bounce (spring back from the edge at the decay's speed), or a stop.
            let edge = d.v0 < 0 ? bounds.lowerBound : bounds.upperBound
            if bounds.contains(d.x0), let hit = d.time(reaching: edge), t >= hit {
                guard bounces else { return (edge, true) }
                let spring = CriticalSpring(from: edge, to: edge, v0: d.velocity(at: hit), omega: ScrollPhysics.bounceFrequency)
                let u = t - hit
                return spring.isSettled(at: u) ? (edge, true) : (spring.position(at: u), false)
            }
            return t >= d.duration ? (rest, true) : (d.position(at: t), false)
        }
    }

    /// Whether it moves at all.
    var isMotionless: Bool {
        if case .rest = phase { return true }
        return state(at: 0).done
    }
}
