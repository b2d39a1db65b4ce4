import Testing
import TestExpectations
@testable import QuartzCore

/// Timing curves checked against the cubic Bézier evaluated independently: sampled
/// parametrically at 100,001 points (then interpolated) and solved by plain bisection.
@Suite struct CAMediaTimingFunctionTests {
    /// The Bézier from (0,0) to (1,1) in Bernstein form, as the definition writes it.
    struct Bezier {
        let p1: (Double, Double), p2: (Double, Double)

        init(_ c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
            p1 = (Double(c1x), Double(c1y)); p2 = (Double(c2x), Double(c2y))
        }

        func point(_ t: Double) -> (x: Double, y: Double) {
            let u = 1 - t
            let b1 = 3 * u * u * t, b2 = 3 * u * t * t, b3 = t * t * t
            return (b1 * p1.0 + b2 * p2.0 + b3, b1 * p1.1 + b2 * p2.1 + b3)
        }

        /// y at `x` from a table of 100,001 parametric samples, linearly interpolated.
        func tableLookup() -> (Double) -> Double {
            let samples = (0...100_000).map { point(Double($0) / 100_000) }
            return { x in
                var lo = 0, hi = samples.count - 1
                while hi - lo > 1 {
                    let mid = (lo + hi) / 2
                    if samples[mid].x <= x { lo = mid } else { hi = mid }
                }
                let a = samples[lo], b = samples[hi]
                let f = b.x > a.x ? (x - a.x) / (b.x - a.x) : 0
                return a.y + (b.y - a.y) * f
            }
        }

        /// y at `x` by bisection on t to machine precision.
        func bisected(_ x: Double) -> Double {
            var lo = 0.0, hi = 1.0
            for _ in 0..<80 {
                let mid = (lo + hi) / 2
                if point(mid).x < x { lo = mid } else { hi = mid }
            }
            return point((lo + hi) / 2).y
        }
    }

    static let named: [(CAMediaTimingFunctionName, [Float])] = [
        (.linear, [0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
        (.easeInEaseOut, [0.42, 0, 0.58, 1]), (.default, [0.25, 0.1, 0.25, 1]),
    ]

    static let xs = (0...400).map { Double($0) / 400 }

    /// Compares `solve` with both references. Where x(t) has a stationary point (control
    /// x values 1 and 0), y(x) has a vertical tangent and is only defined to about
    /// (1e-16)^(1/3) by any floating-point evaluation, so `bisectionTolerance` is looser there.
    func check(_ f: CAMediaTimingFunction, against curve: Bezier, bisectionTolerance: Double = 1e-9,
               sourceLocation: SourceLocation = #_sourceLocation) {
        let lookup = curve.tableLookup()
        var worstTable = 0.0, worstBisection = 0.0
        for x in Self.xs {
            let y = f.solve(x)
            worstTable = max(worstTable, abs(y - lookup(x)))
            worstBisection = max(worstBisection, abs(y - curve.bisected(x)))
        }
        #expect(worstTable < 1e-4, "table error \(worstTable)", sourceLocation: sourceLocation)
        #expect(worstBisection < bisectionTolerance, "bisection error \(worstBisection)", sourceLocation: sourceLocation)
    }

    @Test(arguments: named.indices)
    func namedCurvesMatchTheBezier(_ index: Int) {
        let (name, c) = Self.named[index]
        let f = CAMediaTimingFunction(name: name)
        check(f, against: Bezier(c[0], c[1], c[2], c[3]))
        var previous = -Double.infinity
        for x in Self.xs {
            let y = f.solve(x)
            #expect(y >= previous, "\(name.rawValue) decreases at \(x)")
            previous = y
        }
        #expect(f.solve(0) == 0 && f.solve(1) == 1)
    }

    @Test func namedCurvesHaveCoreAnimationsControlPoints() {
        for (name, c) in Self.named {
            let f = CAMediaTimingFunction(name: name)
            var values: [Float] = []
            for i in 0...3 {
                var p: [Float] = [-9, -9]
                f.getControlPoint(at: i, values: &p)
                values += p
            }
            #expect(values == [0, 0] + c + [1, 1], "\(name.rawValue)")
            #expect(f == CAMediaTimingFunction(controlPoints: c[0], c[1], c[2], c[3]))
        }
        #expect(CAMediaTimingFunction(name: .easeIn) != CAMediaTimingFunction(name: .easeOut))
        #expect(CAMediaTimingFunctionName.easeInEaseOut.rawValue == "easeInEaseOut")
        #expect(CAMediaTimingFunctionName.default.rawValue == "default")
    }

    @Test func anIndexOutsideTheCurveLeavesTheBufferAlone() {
        var p: [Float] = [7, 8]
        CAMediaTimingFunction(name: .easeIn).getControlPoint(at: 4, values: &p)
        CAMediaTimingFunction(name: .easeIn).getControlPoint(at: -1, values: &p)
        #expect(p == [7, 8])
    }

    @Test func overshootingCurvesLeaveZeroToOne() {
        let back = CAMediaTimingFunction(controlPoints: 0.34, 1.56, 0.64, 1)
        check(back, against: Bezier(0.34, 1.56, 0.64, 1))
        #expect(Self.xs.map(back.solve).max()! > 1.05)
        let anticipate = CAMediaTimingFunction(controlPoints: 0.5, -0.5, 0.5, 1.5)
        check(anticipate, against: Bezier(0.5, -0.5, 0.5, 1.5))
        #expect(Self.xs.map(anticipate.solve).min()! < -0.05)
        #expect(anticipate.solve(0) == 0 && anticipate.solve(1) == 1)
    }

    @Test func steepAndFlatCurvesAreSolvedPrecisely() {
        check(CAMediaTimingFunction(controlPoints: 1, 0, 0, 1), against: Bezier(1, 0, 0, 1), bisectionTolerance: 1e-5)
        check(CAMediaTimingFunction(controlPoints: 0, 1, 1, 0), against: Bezier(0, 1, 1, 0), bisectionTolerance: 1e-7)
        check(CAMediaTimingFunction(controlPoints: 0.9, 0.05, 0.95, 0.1), against: Bezier(0.9, 0.05, 0.95, 0.1))
    }

    @Test func controlPointXOutsideTheUnitIntervalIsClamped() {
        let f = CAMediaTimingFunction(controlPoints: 1.5, 0.2, -0.5, 0.9)
        check(f, against: Bezier(1, 0.2, 0, 0.9), bisectionTolerance: 1e-5)
        var p: [Float] = [0, 0]
        f.getControlPoint(at: 1, values: &p)
        #expect(p == [1.5, 0.2], "the control points are reported as given")
    }

    @Test func inputIsClampedAndNaNIsZero() {
        let f = CAMediaTimingFunction(name: .easeInEaseOut)
        #expect(f.solve(-0.5) == 0)
        #expect(f.solve(1.5) == 1)
        #expect(f.solve(.nan) == 0)
        #expect(f.solve(-.infinity) == 0 && f.solve(.infinity) == 1)
        let broken = CAMediaTimingFunction(controlPoints: .nan, .infinity, 0.5, .nan)
        #expect(Self.xs.allSatisfy { broken.solve($0).isFinite })
    }

    @Test func slopeMatchesTheCurvesDerivative() {
        for (name, _) in Self.named {
            let f = CAMediaTimingFunction(name: name)
            for x in stride(from: 0.05, through: 0.95, by: 0.05) {
                let h = 1e-6
                let difference = (f.solve(x + h) - f.solve(x - h)) / (2 * h)
                expectNear(f.slope(at: x), difference, tolerance: 1e-4 * max(1, abs(difference)), "\(name.rawValue) at \(x)")
            }
        }
        expectNear(CAMediaTimingFunction(name: .linear).slope(at: 0.3), 1, tolerance: 1e-12)
    }

    @Test func slopeAtTheEndsIsTheLimit() {
        // Near x = 0, easeOut is x ≈ 3·0.58·t², y ≈ 3·t²: the slope tends to 1/0.58.
        expectNear(CAMediaTimingFunction(name: .easeOut).slope(at: 0), 1 / 0.58, tolerance: 1e-6)
        expectNear(CAMediaTimingFunction(name: .easeIn).slope(at: 0), 0, tolerance: 1e-12)
        expectNear(CAMediaTimingFunction(name: .easeIn).slope(at: 1), 1 / 0.58, tolerance: 1e-6)
        #expect(CAMediaTimingFunction(name: .linear).slope(at: 0) == 1)
        #expect(CAMediaTimingFunction(controlPoints: 0, 0.5, 1, 1).slope(at: 0) == .infinity)
        #expect(!CAMediaTimingFunction(name: .easeOut).slope(at: .nan).isNaN)
    }

    @Test func descriptionListsTheControlPoints() {
        #expect(CAMediaTimingFunction(name: .easeIn).description == "CAMediaTimingFunction(controlPoints: 0.42, 0.0, 1.0, 1.0)")
    }
}
