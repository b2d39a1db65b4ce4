import Foundation
import Testing
import TestExpectations
@testable import QuartzCore

/// Springs checked against a fourth-order Runge–Kutta integration of
/// `m·x″ + c·x′ + k·(x − 1) = 0` and against the textbook closed form written out here.
@Suite struct SpringSolverTests {
    struct Case: CustomStringConvertible, Sendable {
        let m: Double, k: Double, c: Double, v: Double
        var description: String { "m \(m) k \(k) c \(c) v \(v)" }
    }

    static let cases: [Case] = [
        Case(m: 1, k: 100, c: 10, v: 0), Case(m: 1, k: 100, c: 10, v: 4),      // under-damped
        Case(m: 2, k: 300, c: 5, v: -3), Case(m: 1, k: 100, c: 0.5, v: 0),
        Case(m: 1, k: 100, c: 20, v: 0), Case(m: 1, k: 100, c: 20, v: 6),      // critical
        Case(m: 1, k: 100, c: 20.001, v: 0), Case(m: 1, k: 100, c: 19.999, v: 2), // nearly critical
        Case(m: 1, k: 100, c: 40, v: 0), Case(m: 1, k: 100, c: 40, v: -5),      // over-damped
        Case(m: 0.5, k: 50, c: 60, v: 10),
    ]

    /// Samples of (x, x′) every 0.01 s up to 2 s, integrated with RK4 at dt = 1e-5.
    static func integrate(_ s: Case) -> [(x: Double, v: Double)] {
        func accel(_ x: Double, _ v: Double) -> Double { (-s.c * v - s.k * (x - 1)) / s.m }
        var x = 0.0, v = s.v, out = [(x, v)]
        let dt = 1e-5
        for step in 1...200_000 {
            let k1x = v, k1v = accel(x, v)
            let k2x = v + dt / 2 * k1v, k2v = accel(x + dt / 2 * k1x, v + dt / 2 * k1v)
            let k3x = v + dt / 2 * k2v, k3v = accel(x + dt / 2 * k2x, v + dt / 2 * k2v)
            let k4x = v + dt * k3v, k4v = accel(x + dt * k3x, v + dt * k3v)
            x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            if step % 1000 == 0 { out.append((x, v)) }
        }
        return out
    }

    /// The textbook solution for displacement d = x − 1 (d(0) = −1, d′(0) = v) and its
    /// derivative, case by case.
    static func reference(_ s: Case, _ t: Double) -> (x: Double, v: Double) {
        let sigma = s.c / (2 * s.m), w0 = (s.k / s.m).squareRoot()
        if abs(sigma - w0) < 1e-12 {
            let b = s.v - w0
            let d = (-1 + b * t) * exp(-w0 * t)
            return (1 + d, (b - w0 * (-1 + b * t)) * exp(-w0 * t))
        }
        if sigma < w0 {
            let wd = (w0 * w0 - sigma * sigma).squareRoot(), b = (s.v - sigma) / wd
            let e = exp(-sigma * t), cs = cos(wd * t), sn = sin(wd * t)
            let d = e * (-cs + b * sn)
            return (1 + d, -sigma * d + e * (wd * sn + b * wd * cs))
        }
        let root = (sigma * sigma - w0 * w0).squareRoot()
        let r1 = -sigma + root, r2 = -sigma - root
        let a = (s.v + r2) / (r1 - r2), b = -1 - a
        return (1 + a * exp(r1 * t) + b * exp(r2 * t), a * r1 * exp(r1 * t) + b * r2 * exp(r2 * t))
    }

    func solver(_ s: Case) -> SpringSolver {
        SpringSolver(mass: s.m, stiffness: s.k, damping: s.c, initialVelocity: s.v)
    }

    @Test(arguments: cases)
    func valueAndVelocityMatchTheIntegration(_ s: Case) {
        let spring = solver(s), samples = Self.integrate(s)
        var worstX = 0.0, worstV = 0.0
        for (i, sample) in samples.enumerated() {
            let t = Double(i) / 100
            worstX = max(worstX, abs(spring.value(at: t) - sample.x))
            worstV = max(worstV, abs(spring.velocity(at: t) - sample.v))
        }
        #expect(worstX < 1e-7, "position error \(worstX)")
        #expect(worstV < 1e-5, "velocity error \(worstV)")
        #expect(spring.value(at: 0) == 0 && spring.velocity(at: 0) == s.v)
    }

    @Test(arguments: cases)
    func velocityIsTheDerivativeOfValue(_ s: Case) {
        let spring = solver(s), h = 1e-6
        for t in stride(from: 0.005, through: 2, by: 0.0173) {
            let difference = (spring.value(at: t + h) - spring.value(at: t - h)) / (2 * h)
            expectNear(spring.velocity(at: t), difference, tolerance: 1e-5 * max(1, abs(difference)), "at \(t)")
        }
    }

    @Test(arguments: cases)
    func theReferenceFormulaAgreesWithTheIntegration(_ s: Case) {
        for (i, sample) in Self.integrate(s).enumerated() where i % 10 == 0 {
            expectNear(Self.reference(s, Double(i) / 100).x, sample.x, tolerance: 1e-7)
        }
    }

    @Test(arguments: cases)
    func settlingDurationIsTheLastMomentOutsideTheTolerance(_ s: Case) throws {
        let spring = solver(s), end = spring.settlingDuration
        try #require(end.isFinite && end > 0)
        let ex = SpringSolver.displacementEpsilon, ev = SpringSolver.velocityEpsilon
        // After it: at rest, sampled finely for five seconds.
        for i in 0...50_000 {
            let t = end + Double(i) * 1e-4
            let r = Self.reference(s, t)
            expectNear(r.x, 1, tolerance: ex + 1e-12, "moves again at \(t)")
            expectNear(r.v, 0, tolerance: ev + 1e-12, "moves again at \(t)")
            if abs(r.x - 1) > ex + 1e-12 || abs(r.v) > ev + 1e-12 { break }
        }
        // Just before it: not at rest.
        let before = Self.reference(s, end - 1e-6)
        #expect(abs(before.x - 1) > ex || abs(before.v) > ev)
        #expect(spring.isSettled(at: end) && !spring.isSettled(at: end - 1e-6))
    }

    @Test func coreAnimationsDocumentedExamplesAreClose() {
        // Apple: damping 5 settles in "approximately 2.85 seconds", damping 15 in "just over
        // 1 second" (mass 1, stiffness 100). The exact epsilon is not published; ours
        // (0.001 of the distance) lands 3–13% shorter.
        let soft = SpringSolver(mass: 1, stiffness: 100, damping: 5, initialVelocity: 0).settlingDuration
        let firm = SpringSolver(mass: 1, stiffness: 100, damping: 15, initialVelocity: 0).settlingDuration
        expectNear(soft, 2.85, tolerance: 0.285, "\(soft)")
        expectNear(firm, 1.0, tolerance: 0.15, "\(firm)")
    }

    @Test func anUndampedSpringNeverSettles() {
        let spring = SpringSolver(mass: 1, stiffness: 100, damping: 0, initialVelocity: 0)
        #expect(spring.settlingDuration == .infinity)
        #expect(!spring.isSettled(at: 1e9))
        expectNear(spring.value(at: Double.pi / 10), 2, tolerance: 1e-12, "swings to twice the distance")
    }

    @Test func badParametersFallBackToCoreAnimationsDefaults() {
        let defaults = SpringSolver(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        let bad = [
            SpringSolver(mass: 0, stiffness: -1, damping: -1, initialVelocity: .nan),
            SpringSolver(mass: .nan, stiffness: .infinity, damping: .nan, initialVelocity: .infinity),
            SpringSolver(mass: -3, stiffness: 0, damping: -.infinity, initialVelocity: -.infinity),
        ]
        for spring in bad {
            #expect(spring == defaults)
        }
        let heavy = SpringSolver(mass: 2, stiffness: -5, damping: 3, initialVelocity: 1)
        #expect(heavy.mass == 2 && heavy.stiffness == 100 && heavy.damping == 3 && heavy.initialVelocity == 1)
        let overflow = SpringSolver(mass: 1e-300, stiffness: 1e300, damping: 1e300, initialVelocity: 0)
        #expect(overflow == defaults)
    }

    @Test func valueIsNeverNaN() {
        let springs = [
            SpringSolver(mass: 1, stiffness: 100, damping: 10, initialVelocity: 1e6),
            SpringSolver(mass: 1e-9, stiffness: 1e9, damping: 1, initialVelocity: 0),
            SpringSolver(mass: 1, stiffness: 1e-9, damping: 1e9, initialVelocity: -1e9),
            SpringSolver(mass: 1, stiffness: 100, damping: 0, initialVelocity: 0),
        ]
        for spring in springs {
            for t in [-1, 0, 1e-9, 0.5, 10, 1e6, 1e300, .infinity, -.infinity, .nan] {
                #expect(spring.value(at: t).isFinite && spring.velocity(at: t).isFinite, "\(spring) at \(t)")
            }
            #expect(!spring.settlingDuration.isNaN)
        }
    }

    // MARK: UIKit and SwiftUI parameterisations

    @Test(arguments: [0.15, 0.3, 0.5, 0.7, 0.9, 1.0, 1.5], [0.0, 3.0, -2.0])
    func uikitSpringsComeToRestAtTheirDuration(_ zeta: Double, _ velocity: Double) {
        for duration in [0.25, 0.5, 1.0, 2.0] {
            let spring = SpringSolver.parameters(duration: duration, dampingRatio: zeta,
                                                 initialVelocity: velocity)
            let s = Case(m: spring.mass, k: spring.stiffness, c: spring.damping, v: velocity)
            #expect(spring.mass == 1)
            expectNear(spring.damping, 2 * zeta * spring.stiffness.squareRoot(), tolerance: 1e-9 * spring.damping)
            #expect(spring.settlingDuration <= duration + 1e-9, "\(duration) s, ζ \(zeta)")
            // At most half an oscillation early (settling time jumps by up to that much).
            let w0 = spring.stiffness.squareRoot()
            let slack = zeta < 1 ? Double.pi / (w0 * (1 - zeta * zeta).squareRoot()) : 1e-6 * duration
            #expect(spring.settlingDuration >= duration - slack, "\(duration) s, ζ \(zeta)")
            // Independently: at rest for three seconds after the duration.
            for i in 0...3000 {
                let r = Self.reference(s, duration + Double(i) * 1e-3)
                if abs(r.x - 1) > SpringSolver.displacementEpsilon + 1e-12 {
                    Issue.record("moves at \(duration + Double(i) * 1e-3) for \(duration) s, ζ \(zeta)")
                    break
                }
            }
        }
    }

    @Test func uikitMappingHandlesNonsense() {
        let fallback = SpringSolver.parameters(duration: 0, dampingRatio: 0.5, initialVelocity: 0)
        #expect(fallback == SpringSolver(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))
        let undamped = SpringSolver.parameters(duration: 0.5, dampingRatio: 0, initialVelocity: 0)
        #expect(undamped.settlingDuration <= 0.5)
        expectNear(undamped.dampingRatio, 0.01, tolerance: 1e-9)
        let nan = SpringSolver.parameters(duration: 0.5, dampingRatio: .nan, initialVelocity: .nan)
        expectNear(nan.dampingRatio, 1, tolerance: 1e-9)
        #expect(nan.initialVelocity == 0)
    }

    @Test(arguments: [0.3, 0.5, 1.2], [-0.6, -0.2, 0.0, 0.3, 0.7, 1.0])
    func bounceMappingFollowsTheDocumentedFormulas(_ duration: Double, _ bounce: Double) {
        let spring = SpringSolver.parameters(perceptualDuration: duration, bounce: bounce)
        let stiffness = pow(2 * Double.pi / duration, 2)
        let damping = bounce >= 0 ? 4 * Double.pi * (1 - bounce) / duration
                                  : 4 * Double.pi / (duration * (1 + bounce))
        #expect(spring.mass == 1)
        expectNear(spring.stiffness, stiffness, tolerance: 1e-9 * stiffness)
        expectNear(spring.damping, damping, tolerance: 1e-9 * max(1, damping))
        expectNear(spring.perceptualDuration, duration, tolerance: 1e-12)
        expectNear(spring.bounce, bounce, tolerance: 1e-9)
    }

    @Test func swiftUIsDocumentedExampleRoundTrips() {
        // Apple: Spring(duration: 0.5, bounce: 0.3) has (mass, stiffness, damping) = (1.0, 157.9, 17.6),
        // and Spring(mass: 1, stiffness: 100, damping: 10) has (duration, bounce) = (0.63, 0.5).
        let spring = SpringSolver.parameters(perceptualDuration: 0.5, bounce: 0.3)
        expectNear(spring.stiffness, 157.9, tolerance: 0.05)
        expectNear(spring.damping, 17.6, tolerance: 0.05)
        let physical = SpringSolver(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        expectNear(physical.perceptualDuration, 0.63, tolerance: 0.005)
        expectNear(physical.bounce, 0.5, tolerance: 1e-12)
        #expect(SpringSolver.parameters(perceptualDuration: 0.5, bounce: -1).damping.isFinite)
        expectNear(SpringSolver.parameters(perceptualDuration: 0.5, bounce: 0).dampingRatio, 1, tolerance: 1e-12)
    }
}
