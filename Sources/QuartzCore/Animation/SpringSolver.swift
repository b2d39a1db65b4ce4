import Foundation

/// A damped harmonic oscillator that carries a value from 0 to 1, solved in closed form.
///
/// The value x obeys `m·x″ + c·x′ + k·(x − 1) = 0` with `x(0) = 0` and `x′(0) = v₀`, where
/// `v₀` is in Core Animation's unit: fractions of the whole distance per second (1 covers
/// the distance in one second), positive toward the target. Every query is a pure function
/// of time, so the solver can be asked about any moment in any order.
///
///     let spring = SpringSolver(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
///     spring.value(at: 0.1)        // progress, overshooting 1 on the way
///     spring.settlingDuration      // ≈ 1.35 s
///
/// Invalid parameters fall back, each on its own, to Core Animation's defaults: a mass ≤ 0,
/// a stiffness ≤ 0 or a damping < 0, or any NaN or infinite value, is replaced by mass 1,
/// stiffness 100, damping 10 or velocity 0. If the rates derived from valid values still
/// overflow, all four defaults are used.
package struct SpringSolver: Sendable, Equatable {
    /// The displacement tolerance for ``settlingDuration``: 0.001 of the distance, the
    /// epsilon SwiftUI documents for `Spring.settlingDuration`.
    package static let displacementEpsilon = 0.001
    /// The speed tolerance for ``settlingDuration``: 0.01 of the distance per second, so that
    /// an animation that stops there has no visible jolt (0.08 pt per 60 Hz frame on a
    /// 500 pt move).
    package static let velocityEpsilon = 0.01

    /// The mass, after validation.
    package let mass: Double
    /// The stiffness, after validation.
    package let stiffness: Double
    /// The damping coefficient, after validation.
    package let damping: Double
    /// The initial velocity in distances per second, after validation.
    package let initialVelocity: Double
    /// The time from which the spring stays at rest: |x − 1| ≤ ``displacementEpsilon`` and
    /// |x′| ≤ ``velocityEpsilon`` at every later time. Infinite when the spring is undamped.
    ///
    /// It is the exact last moment either bound is exceeded, found from the closed form: the
    /// oscillation's decaying envelope says which peak is the last one above the bound, and
    /// bisection finds where the curve falls through it (no step-by-step simulation).
    package let settlingDuration: Double

    /// Decay rate σ = c / 2m and natural frequency ω₀ = √(k/m).
    private let sigma: Double, omega0: Double

    /// Creates a spring with Core Animation's physical parameters.
    package init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        var m = mass.isFinite && mass > 0 ? mass : 1
        var k = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        var c = damping.isFinite && damping >= 0 ? damping : 10
        let v = initialVelocity.isFinite ? initialVelocity : 0
        var s = c / (2 * m), w = (k / m).squareRoot()
        if !(s.isFinite && w.isFinite && w > 0 && (s * s).isFinite && (w * w).isFinite) {
            (m, k, c) = (1, 100, 10)
            (s, w) = (5, 10)
        }
        self.mass = m; self.stiffness = k; self.damping = c; self.initialVelocity = v
        sigma = s; omega0 = w
        settlingDuration = Self.settlingTime(sigma: s, omega0: w, velocity: v)
    }

    /// The damping ratio ζ = c / (2√(k·m)): below 1 the spring oscillates, 1 is critical.
    package var dampingRatio: Double { sigma / omega0 }

    /// SwiftUI's perceptual duration, 2π·√(m/k): the period of the undamped spring.
    package var perceptualDuration: Double { 2 * Double.pi / omega0 }

    /// SwiftUI's bounce: 1 − ζ when ζ ≤ 1, otherwise 1/ζ − 1 (negative, over-damped).
    package var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// The progress at time `t` seconds: 0 at `t ≤ 0` (and for NaN), tending to 1.
    package func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t.isFinite else { return 1 }
        let d = Self.oscillation(sigma: sigma, omega0: omega0, y0: -1, dy0: initialVelocity, at: t)
        return d.isFinite ? 1 + d : 1
    }

    /// The velocity at time `t`, in distances per second: the initial velocity at `t ≤ 0`.
    package func velocity(at t: Double) -> Double {
        guard t > 0 else { return initialVelocity }
        guard t.isFinite else { return 0 }
        let v = Self.oscillation(sigma: sigma, omega0: omega0, y0: initialVelocity,
                                 dy0: omega0 * omega0 - 2 * sigma * initialVelocity, at: t)
        return v.isFinite ? v : 0
    }

    /// Whether the spring is at rest from time `t` on (`t ≥ settlingDuration`).
    package func isSettled(at t: Double) -> Bool { t >= settlingDuration }

    // MARK: Closed form

    /// y(t) for `y″ + 2σy′ + ω₀²y = 0` with `y(0) = y0`, `y′(0) = dy0`.
    ///
    /// Written as `e^(−σt)·(y0·C(t) + (dy0 + σ·y0)·S(t))`, where C and S are cos and sin/ω
    /// (under-damped), 1 and t (critical), cosh and sinh/ω (over-damped); S is evaluated so
    /// that it stays accurate as ω → 0, which makes the three cases meet continuously.
    private static func oscillation(sigma: Double, omega0: Double, y0: Double, dy0: Double,
                                    at t: Double) -> Double {
        let b = dy0 + sigma * y0
        let discriminant = sigma * sigma - omega0 * omega0
        if discriminant < 0 {
            let wd = (-discriminant).squareRoot()
            return exp(-sigma * t) * (y0 * cos(wd * t) + b * sin(wd * t) / wd)
        }
        let w = discriminant.squareRoot()
        if w * t < 1e-2 {   // near-critical: cosh ≈ 1 + u²/2, sinh(u)/w ≈ t·(1 + u²/6 + u⁴/120)
            let u2 = w * t * w * t
            return exp(-sigma * t) * (y0 * (1 + u2 / 2 + u2 * u2 / 24) + b * t * (1 + u2 / 6 + u2 * u2 / 120))
        }
        // Over-damped: combine the two decaying exponentials directly so nothing overflows.
        let slow = omega0 * omega0 / (sigma + w)      // σ − w without cancellation
        let fast = sigma + w
        let eSlow = exp(-slow * t), eFast = exp(-fast * t)
        return y0 * (eSlow + eFast) / 2 + b * (eSlow - eFast) / (2 * w)
    }

    /// The exact time after which |x − 1| ≤ displacementEpsilon and |x′| ≤ velocityEpsilon.
    private static func settlingTime(sigma: Double, omega0: Double, velocity v0: Double) -> Double {
        // Displacement d = x − 1 and velocity v = x′ both solve the same equation.
        let displacement = lastExceedance(sigma: sigma, omega0: omega0, y0: -1, dy0: v0,
                                          epsilon: displacementEpsilon)
        let speed = lastExceedance(sigma: sigma, omega0: omega0, y0: v0,
                                   dy0: omega0 * omega0 - 2 * sigma * v0, epsilon: velocityEpsilon)
        return max(displacement, speed)
    }

    /// The last time at which |y(t)| > epsilon, or 0 if it never is for t > 0.
    private static func lastExceedance(sigma: Double, omega0: Double, y0: Double, dy0: Double,
                                       epsilon: Double) -> Double {
        let y = { (t: Double) in abs(oscillation(sigma: sigma, omega0: omega0, y0: y0, dy0: dy0, at: t)) }
        let discriminant = sigma * sigma - omega0 * omega0
        if discriminant < 0 {
            // y = R·e^(−σt)·cos(ωd·t − p). Its extrema sit at ωd·t − p = kπ − α, α = atan(σ/ωd),
            // where |y| = R·(ωd/ω₀)·e^(−σt): a decreasing sequence, so the last extremum
            // above epsilon is found in closed form; after it |y| falls monotonically to the
            // next zero, ωd·t − p = kπ + π/2, and the crossing lies in between.
            let wd = (-discriminant).squareRoot()
            let b = (dy0 + sigma * y0) / wd
            let amplitude = (y0 * y0 + b * b).squareRoot()
            guard amplitude > 0 else { return 0 }
            guard sigma > 0 else { return .infinity }
            let p = atan2(b, y0), alpha = atan2(sigma, wd)
            let lastAbove = log(amplitude * wd / (omega0 * epsilon)) / sigma
            let k = ((wd * lastAbove + alpha - p) / Double.pi).rounded(.up) - 1
            let peak = (k * Double.pi - alpha + p) / wd
            let zero = (k * Double.pi + Double.pi / 2 + p) / wd
            let start = max(peak, 0)
            guard zero > start, y(start) > epsilon else { return 0 }
            return bisectDescending(y, from: start, to: zero, epsilon: epsilon)
        }
        // Critical or over-damped: y has at most one zero and one extremum (both in closed
        // form), and |y| is monotonic between them; after the last, it decays to 0.
        let w = discriminant.squareRoot()
        var breaks: [Double] = []
        if w < 1e-4 * sigma {
            // (Near-)critical: y ≈ (y0 + b·t)·e^(−σt); zero at −y0/b, extremum 1/σ later.
            let b = dy0 + sigma * y0
            if b != 0 { breaks = [-y0 / b, -y0 / b + 1 / sigma] }
        } else {
            // y = A·e^(−s1·t) + B·e^(−s2·t) with slow rate s1 < fast rate s2.
            let s1 = omega0 * omega0 / (sigma + w), s2 = sigma + w
            let bFast = (dy0 + s1 * y0) / (s1 - s2), aSlow = y0 - bFast
            if aSlow != 0 {
                for ratio in [-bFast / aSlow, -s2 * bFast / (s1 * aSlow)] where ratio > 0 {
                    breaks.append(log(ratio) / (s2 - s1))
                }
            }
        }
        let slowTime = 2 / (sigma + w) + 1 / max(omega0 * omega0 / (sigma + w), .leastNormalMagnitude)
        let pieces = ([0] + breaks.filter { $0 > 0 && $0.isFinite }).sorted()
        for index in pieces.indices.reversed() {
            let start = pieces[index]
            guard y(start) > epsilon else { continue }
            var end: Double
            if index + 1 < pieces.count {
                end = pieces[index + 1]
            } else {
                end = start + slowTime
                var doublings = 0
                while y(end) > epsilon && doublings < 2000 { end += end - start; doublings += 1 }
            }
            return bisectDescending(y, from: start, to: end, epsilon: epsilon)
        }
        return 0
    }

    /// The point where a function decreasing from above epsilon at `lo` meets epsilon.
    private static func bisectDescending(_ f: (Double) -> Double, from lo: Double, to hi: Double,
                                         epsilon: Double) -> Double {
        var lo = lo, hi = hi, steps = 0
        while hi - lo > 1e-13 * max(1, hi) && steps < 200 {
            let mid = (lo + hi) / 2
            if f(mid) > epsilon { lo = mid } else { hi = mid }
            steps += 1
        }
        return hi
    }
}

// MARK: - UIKit's and SwiftUI's parameterisations

extension SpringSolver {
    /// The spring UIKit runs for `UIView.animate(withDuration:delay:usingSpringWithDamping:
    /// initialSpringVelocity:…)` and for `UISpringTimingParameters(dampingRatio:initialVelocity:)`
    /// in a `UIViewPropertyAnimator(duration:…)`: mass 1, damping ratio ζ, and the one
    /// stiffness for which the spring comes to rest exactly at `duration`.
    ///
    /// UIKit documents only that the animation lasts `duration` and that ζ = 1 means no
    /// oscillation, so the rule is ours: with mass 1, k = ω₀² and c = 2ζω₀, and ω₀ is found
    /// by bisection so that ``settlingDuration`` (same epsilons as everywhere else, the
    /// initial velocity included) equals `duration`. Where settling time jumps (a peak of an
    /// overshooting spring dipping under the epsilon) the stiffer side is taken, so the
    /// spring is always at rest by `duration`, for ζ < 1 at most half an oscillation early.
    ///
    /// - Parameters:
    ///   - duration: The animation's duration in seconds. Not positive or not finite:
    ///     Core Animation's default spring (mass 1, stiffness 100, damping 10) is used.
    ///   - dampingRatio: ζ; clamped to at least 0.01 (an undamped spring never comes to
    ///     rest), NaN or infinite counts as 1.
    ///   - initialVelocity: In distances per second, as UIKit's `initialSpringVelocity`.
    package static func parameters(duration: Double, dampingRatio: Double,
                                   initialVelocity: Double = 0) -> SpringSolver {
        let v = initialVelocity.isFinite ? initialVelocity : 0
        guard duration.isFinite, duration > 0 else {
            return SpringSolver(mass: 1, stiffness: 100, damping: 10, initialVelocity: v)
        }
        let zeta = dampingRatio.isFinite ? max(dampingRatio, 0.01) : 1
        func settles(_ w: Double) -> Bool {
            settlingTime(sigma: zeta * w, omega0: w, velocity: v) <= duration
        }
        // Settling time falls as ω₀ grows, but not strictly: a spring launched faster than
        // ω₀ overshoots, and a peak that shrinks under the epsilon shortens it abruptly. So
        // go up until it settles in time, then come down in small steps to the first ω₀ that
        // does not, and bisect that bracket.
        var hi = 10 / duration, steps = 0
        while !settles(hi) && steps < 200 { hi *= 2; steps += 1 }
        var lo = hi / 1.02
        steps = 0
        while settles(lo) && steps < 3000 { hi = lo; lo /= 1.02; steps += 1 }
        steps = 0
        while hi / lo > 1 + 1e-12 && steps < 200 {
            let mid = (lo * hi).squareRoot()
            if settles(mid) { hi = mid } else { lo = mid }
            steps += 1
        }
        return SpringSolver(mass: 1, stiffness: hi * hi, damping: 2 * zeta * hi, initialVelocity: v)
    }

    /// The spring for `CASpringAnimation(perceptualDuration:bounce:)`,
    /// `UISpringTimingParameters(duration:bounce:)` and `UIView.animate(springDuration:bounce:…)`.
    ///
    /// SwiftUI's documented conversion (`Spring(duration:bounce:)`, whose example gives
    /// duration 0.5, bounce 0.3 → mass 1, stiffness 157.9, damping 17.6): mass 1,
    /// stiffness (2π / duration)², damping 4π(1 − bounce) / duration for bounce ≥ 0 and
    /// 4π / (duration·(1 + bounce)) for bounce < 0; that is, ζ = 1 − bounce, or 1/(1 + bounce).
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds. Not positive or not finite:
    ///     Core Animation's default spring is used.
    ///   - bounce: 0 critically damped, up to 1 undamped, down to −1 ever more over-damped;
    ///     clamped to −0.999…1, NaN counts as 0.
    ///   - initialVelocity: In distances per second.
    package static func parameters(perceptualDuration duration: Double, bounce: Double,
                                   initialVelocity: Double = 0) -> SpringSolver {
        guard duration.isFinite, duration > 0 else {
            return SpringSolver(mass: 1, stiffness: 100, damping: 10, initialVelocity: initialVelocity)
        }
        let b = bounce.isNaN ? 0 : min(max(bounce, -0.999), 1)
        let stiffness = (2 * Double.pi / duration) * (2 * Double.pi / duration)
        let damping = b >= 0 ? 4 * Double.pi * (1 - b) / duration : 4 * Double.pi / (duration * (1 + b))
        return SpringSolver(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }
}
