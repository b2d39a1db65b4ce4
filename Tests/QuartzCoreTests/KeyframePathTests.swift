import Foundation
import Testing
import TestExpectations
@testable import QuartzCore

/// `CAKeyframeAnimation.path`: the start and the end of each segment are keyframes, the motion
/// follows lines and curves between them at even speed, paced modes keep one speed over the
/// whole path, and bad input is ignored with a warning.
@MainActor
@Suite(.serialized) struct KeyframePathTests {
    private func follow(_ path: CGPath, duration: CFTimeInterval = 2, configure: (CAKeyframeAnimation) -> Void = { _ in })
        -> (AnimationTimeline, CALayer) {
        let t = AnimationTimeline()
        let l = t.layer()
        let k = CAKeyframeAnimation(keyPath: "position")
        k.path = path
        k.duration = duration
        configure(k)
        l.add(k, forKey: "path")
        t.tick()
        return (t, l)
    }

    private func expectAt(_ l: CALayer, _ x: Double, _ y: Double, tolerance: Double = 1e-6, _ note: Comment? = nil,
                          sourceLocation: SourceLocation = #_sourceLocation) {
        expectNear(l.presentation()!.position, CGPoint(x: x, y: y), tolerance: tolerance, note, sourceLocation: sourceLocation)
    }

    /// Two lines, three keyframes at 0, ½ and 1 of the duration.
    @Test func linesAreKeyframeSegments() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        let (t, l) = follow(path)
        expectAt(l, 0, 0, "at the start")
        t.advance(0.5); expectAt(l, 50, 0, "a quarter of the time: half the first segment")
        t.advance(0.5); expectAt(l, 100, 0, "half the time: the corner")
        t.advance(0.5); expectAt(l, 100, 150, "three quarters: half the second segment")
        t.advance(0.49); expectAt(l, 100, 297, tolerance: 1e-6, "just before the end")
    }

    /// Paced: one speed over the whole path (the segments are 100 and 300 long).
    @Test func pacedKeepsOneSpeed() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        let (t, l) = follow(path) { $0.calculationMode = .paced }
        t.advance(0.25); expectAt(l, 50, 0)
        t.advance(0.75); expectAt(l, 100, 100, "half the time: 200 of 400 points")
    }

    /// keyTimes and timing functions apply to the keyframes, as for values.
    @Test func keyTimesAndTimingFunctionsApply() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let (t, l) = follow(path, duration: 1) {
            $0.keyTimes = [0, 0.8, 1]
            $0.timingFunctions = [CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .easeIn)]
        }
        t.advance(0.4); expectAt(l, 50, 0, "half of the first segment at 0.4 of the time")
        t.advance(0.5); expectAt(l, 100, 100 * CAMediaTimingFunction(name: .easeIn).solve(0.5), tolerance: 1e-6, "eased in on the second")
    }

    /// A curve is followed at even speed: at half the time the layer is at half the curve's
    /// length, measured here independently by summing a fine sampling of the Bézier.
    @Test func curvesAreFollowedAtEvenSpeed() {
        let p0 = CGPoint(x: 0, y: 0), c1 = CGPoint(x: 0, y: 200), c2 = CGPoint(x: 200, y: 200), p3 = CGPoint(x: 200, y: 0)
        let path = CGMutablePath()
        path.move(to: p0)
        path.addCurve(to: p3, control1: c1, control2: c2)
        let (t, l) = follow(path, duration: 1)
        func bezier(_ s: Double) -> (Double, Double) {
            let u = 1 - s
            let a = u * u * u, b = 3 * u * u * s, c = 3 * u * s * s, d = s * s * s
            return (a * 0 + b * 0 + c * 200 + d * 200, a * 0 + b * 200 + c * 200 + d * 0)
        }
        let n = 100_000
        var lengths = [0.0]
        var previous = bezier(0)
        for i in 1...n {
            let q = bezier(Double(i) / Double(n))
            lengths.append(lengths.last! + hypot(q.0 - previous.0, q.1 - previous.1))
            previous = q
        }
        func pointAtLength(_ fraction: Double) -> (Double, Double) {
            let target = fraction * lengths.last!
            let i = lengths.firstIndex { $0 >= target } ?? n
            return bezier(Double(i) / Double(n))
        }
        for step in 1...3 {
            t.advance(0.25)
            let expected = pointAtLength(Double(step) / 4)
            expectAt(l, expected.0, expected.1, tolerance: 0.5, "at \(step)/4 of the time")
        }
        // The symmetric curve's middle is at its middle in time.
        let middle = bezier(0.5)
        expectNear(middle.0, 100, tolerance: 1e-9)
        expectNear(middle.1, 150, tolerance: 1e-9)
    }

    /// A closed subpath ends where it started; a move-to jumps without a keyframe of its own.
    @Test func closingAndMovingAreSegmentsAndJumps() {
        let square = CGMutablePath()
        square.move(to: CGPoint(x: 0, y: 0))
        square.addLine(to: CGPoint(x: 100, y: 0))
        square.addLine(to: CGPoint(x: 100, y: 100))
        square.closeSubpath()   // back to (0, 0): three segments
        let (t, l) = follow(square, duration: 3)
        t.advance(2.5); expectAt(l, 50, 50, "half way along the closing diagonal")

        let jump = CGMutablePath()
        jump.move(to: CGPoint(x: 0, y: 0))
        jump.addLine(to: CGPoint(x: 10, y: 0))
        jump.move(to: CGPoint(x: 50, y: 50))
        jump.addLine(to: CGPoint(x: 50, y: 150))
        let (t2, l2) = follow(jump, duration: 2)   // keyframes (0,0), (10,0), (50,150)
        t2.advance(1.5); expectAt(l2, 50, 100, "the second segment starts at the moved-to point")
    }

    /// rotationMode turns the layer with the path: along a square's sides the rotation is 0,
    /// π/2 and π; reversed, π more; without it, none.
    @Test(arguments: [nil, CAAnimationRotationMode.rotateAuto, .rotateAutoReverse])
    func rotationModeTurnsTheLayerWithThePath(mode: CAAnimationRotationMode?) {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        path.addLine(to: CGPoint(x: 0, y: 100))
        let (t, l) = follow(path, duration: 3) { $0.rotationMode = mode }
        let extra = mode == .rotateAutoReverse ? Double.pi : 0
        for (step, angle) in [(0.5, 0.0), (1.0, Double.pi / 2), (1.0, Double.pi)] {
            t.advance(step)
            let m = l.presentation()!.transform
            let shown = atan2(Double(m.m12), Double(m.m11))
            let expected = mode == nil ? 0 : angle + extra
            expectNear(remainder(shown - expected, 2 * .pi), 0, tolerance: 1e-9, "rotation \(shown), expected \(expected)")
            expectNear(hypot(Double(m.m11), Double(m.m12)), 1, tolerance: 1e-9, "a turn, not a scale")
        }
        #expect(l.transform == CATransform3DIdentity, "the model transform is untouched")
    }

    @Test func thePathWinsOverValuesAndBadInputIsIgnored() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 100, y: 0))
        let (t, l) = follow(line) { $0.values = [CGPoint(x: 500, y: 500), CGPoint(x: 600, y: 600)] }
        t.advance(1); expectAt(l, 50, 0, "the values are ignored")

        let t3 = AnimationTimeline()
        let l3 = t3.layer()
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.path = line
        fade.duration = 1
        l3.add(fade, forKey: "fade")
        #expect(l3.animationKeys() == nil, "a path for a property that is not a point is ignored")
        let empty = CAKeyframeAnimation(keyPath: "position")
        empty.path = CGMutablePath()
        l3.add(empty, forKey: "empty")
        #expect(l3.animationKeys() == nil, "an empty path is ignored")
    }
}
