import Foundation
import Testing
import TestExpectations
@testable import QuartzCore
import CoreGraphics

/// Transform animations through a quarter turn with perspective, as Core Animation
/// interpolates them: by decomposition (the rotation turns, the layer keeps its size), never
/// entry by entry (which at half-way would give m11 = 0.5 and m13 = −0.5: a card shrunk to
/// 71 % of its width, turned by 45°).
@MainActor
@Suite struct TransformAnimationTests {
    static func perspective(_ t: CATransform3D) -> CATransform3D {
        var p = CATransform3DIdentity
        p.m34 = -1 / 500
        return t.concatenating(p)
    }

    func expectRotationY(_ m: CATransform3D, _ angle: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = CATransform3DMakeRotation(CGFloat(angle), 0, 1, 0)
        for (a, b) in zip([m.m11, m.m13, m.m22, m.m31, m.m33], [expected.m11, expected.m13, expected.m22, expected.m31, expected.m33]) {
            expectNear(Double(a), Double(b), tolerance: 1e-6, "rotation by \(angle)", sourceLocation: sourceLocation)
        }
    }

    @Test func aWholeTransformAnimationTurnsThroughTheQuarterTurn() {
        let t = AnimationTimeline()
        let l = t.layer()
        let turn = CABasicAnimation(keyPath: "transform")
        turn.fromValue = CATransform3DIdentity
        turn.toValue = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        turn.duration = 1
        l.add(turn, forKey: "turn")
        t.tick()
        expectRotationY(l.presentation()!.transform, 0)
        t.advance(0.5)
        expectRotationY(l.presentation()!.transform, .pi / 4)
        t.advance(0.499)
        expectRotationY(l.presentation()!.transform, .pi / 2 * 0.999)
    }

    @Test func theRotationKeyPathsScrubThroughNinetyDegreesKeepingThePerspective() {
        let t = AnimationTimeline()
        let l = t.layer { $0.transform = Self.perspective(CATransform3DIdentity) }
        let flip = CABasicAnimation(keyPath: "transform.rotation.y")
        flip.fromValue = 0
        flip.toValue = Double.pi
        flip.duration = 1
        l.speed = 0   // scrubbed, as a percent-driven transition does
        l.add(flip, forKey: "flip")
        t.tick()
        for percent in [0.0, 0.25, 0.5, 0.5001, 0.75, 0.999] {
            l.timeOffset = percent
            t.tick()
            let m = l.presentation()!.transform
            expectRotationY(m, .pi * percent)
            // The perspective entry stays where the model put it (m34 of the model is −1/500).
            expectNear(Double(m.m34), -1 / 500, tolerance: 1e-9, "at \(percent)")
        }
    }

    @Test(arguments: ["transform.rotation.x", "transform.rotation.z"])
    func otherRotationKeyPathsAnimateTheirAxis(keyPath: String) {
        let t = AnimationTimeline()
        let l = t.layer()
        let a = CABasicAnimation(keyPath: keyPath)
        a.fromValue = 0
        a.toValue = Double.pi / 2
        a.duration = 1
        l.add(a, forKey: "a")
        t.tick()
        t.advance(0.5)
        let value = l.presentation()!.value(forKeyPath: keyPath) as? CGFloat
        expectNear(Double(value ?? .nan), .pi / 4, tolerance: 1e-9)
    }

    @Test func keyframesOfScaleAndTranslationKeyPaths() {
        let t = AnimationTimeline()
        let l = t.layer()
        let grow = CAKeyframeAnimation(keyPath: "transform.scale")
        grow.values = [1, 3, 2]
        grow.duration = 1
        let move = CAKeyframeAnimation(keyPath: "transform.translation.x")
        move.values = [0, 40]
        move.duration = 1
        l.add(grow, forKey: "grow")
        l.add(move, forKey: "move")
        t.tick()
        t.advance(0.25)
        let m = l.presentation()!.transform
        expectNear(Double(m.m11), 2, tolerance: 1e-9)
        expectNear(Double(m.m22), 2, tolerance: 1e-9)
        expectNear(Double(m.m41), 10, tolerance: 1e-9)
    }

    @Test func keyValueCodingReadsAndWritesTheParts() {
        let l = CALayer()
        l.transform = Self.perspective(CATransform3DMakeTranslation(5, 6, 0))
        l.setValue(CGFloat.pi / 3, forKeyPath: "transform.rotation.y")
        expectRotationY(l.transform, .pi / 3)
        expectNear(Double(l.transform.m41), 5, tolerance: 1e-9)
        expectNear(Double(l.transform.m34), -1 / 500, tolerance: 1e-9)
        expectNear(Double(l.value(forKeyPath: "transform.rotation.y") as? CGFloat ?? .nan), .pi / 3, tolerance: 1e-9)
        l.setValue(2, forKeyPath: "transform.scale.x")
        expectNear(Double(l.value(forKeyPath: "transform.scale.x") as? CGFloat ?? .nan), 2, tolerance: 1e-9)
        l.setValue(30, forKeyPath: "position.x")
        #expect(l.position.x == 30)
        l.setValue("x", forKeyPath: "transform.rotation.z")   // the wrong kind: ignored
        expectNear(Double(l.value(forKeyPath: "transform.rotation.y") as? CGFloat ?? .nan), .pi / 3, tolerance: 1e-9)
    }
}
