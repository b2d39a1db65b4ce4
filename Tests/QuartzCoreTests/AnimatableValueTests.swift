import Foundation
import Testing
import TestExpectations
@testable import QuartzCore

/// Animated values: conversions, interpolation (transforms by decomposition, checked against
/// matrices built with Core Animation's own functions), arithmetic and key paths.
@Suite struct AnimatableValueTests {
    typealias V = AnimatableValue

    /// Scale, then rotate about z, then translate: the matrix a decomposition must reproduce.
    func srt(_ sx: Double, _ sy: Double, _ angle: Double, _ tx: Double, _ ty: Double) -> CATransform3D {
        CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(sx, sy, 1),
                                                CATransform3DMakeRotation(angle, 0, 0, 1)),
                            CATransform3DMakeTranslation(tx, ty, 0))
    }

    /// Expects `value` to be a transform whose entries are each within `tolerance` of `expected`'s.
    func expectTransform(_ value: V?, near expected: CATransform3D, tolerance: CGFloat = 1e-9,
                         sourceLocation: SourceLocation = #_sourceLocation) {
        guard case .transform(let m)? = value else {
            Issue.record("not a transform: \(String(describing: value))", sourceLocation: sourceLocation)
            return
        }
        expectNear(m.entries, expected.entries, tolerance: tolerance, sourceLocation: sourceLocation)
    }

    func scalar(_ v: V?) -> Double? { if case .scalar(let s)? = v { s } else { nil } }

    // MARK: Conversions

    @Test func numbersOfEveryKindBecomeScalars() {
        #expect(V(NSNumber(value: 2.5)) == .scalar(2.5))
        #expect(V(CGFloat(3)) == .scalar(3))
        #expect(V(4.25 as Double) == .scalar(4.25))
        #expect(V(Float(1.5)) == .scalar(1.5))
        #expect(V(7 as Int) == .scalar(7))
        #expect(V(UInt8(9)) == .scalar(9))
        #expect(V(NSNumber(value: 12)) == .scalar(12))
    }

    @Test func geometryColoursAndTransformsConvert() {
        #expect(V(CGPoint(x: 1, y: 2)) == .point(CGPoint(x: 1, y: 2)))
        #expect(V(NSValue(point: CGPoint(x: 1, y: 2))) == .point(CGPoint(x: 1, y: 2)))
        #expect(V(NSValue(size: CGSize(width: 3, height: 4))) == .size(CGSize(width: 3, height: 4)))
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(V(rect) == .rect(rect) && V(NSValue(rect: rect)) == .rect(rect))
        #expect(V(CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)) == .color(r: 0.1, g: 0.2, b: 0.3, a: 0.4))
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        var expected = CATransform3DIdentity
        (expected.m11, expected.m12, expected.m21, expected.m22, expected.m41, expected.m42) = (1, 2, 3, 4, 5, 6)
        #expect(V(affine) == .transform(expected))
        #expect(V(CATransform3DMakeScale(2, 3, 4)) == .transform(CATransform3DMakeScale(2, 3, 4)))
    }

    @Test func listsAndPathsAreValues() {
        #expect(V([1.0, 2.0]) == .list([.scalar(1), .scalar(2)]))
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(V(square) == .path(square))
    }

    @Test func pathsInterpolatePointByPointWhenTheirElementsMatch() {
        let a = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let b = CGPath(rect: CGRect(x: 20, y: 40, width: 30, height: 10), transform: nil)
        #expect(AnimatableValue.interpolate(.path(a), .path(b), 0.25)
                == .path(CGPath(rect: CGRect(x: 5, y: 10, width: 15, height: 10), transform: nil)))
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(AnimatableValue.interpolate(.path(a), .path(circle), 0.5) == nil, "different elements")
        #expect(!AnimatableValue.path(a).hasSameShape(as: .path(circle)))
    }

    @Test func listsInterpolateItemByItemWhenTheirLengthsMatch() {
        let red = AnimatableValue.color(r: 1, g: 0, b: 0, a: 1), blue = AnimatableValue.color(r: 0, g: 0, b: 1, a: 1)
        #expect(AnimatableValue.interpolate(.list([red, .scalar(0)]), .list([blue, .scalar(1)]), 0.5)
                == .list([.color(r: 0.5, g: 0, b: 0.5, a: 1), .scalar(0.5)]))
        #expect(AnimatableValue.interpolate(.list([red]), .list([red, blue]), 0.5) == nil)
    }

    @Test func anythingElseIsNil() {
        #expect(V("1.0") == nil)
        #expect(V(true) == nil)
        #expect(V(nil) == nil)
        #expect(V(["a", 1.0] as [Any]) == nil, "a list with an item that is not a value")
        #expect(V(Double.nan) == nil && V(CGFloat.infinity) == nil && V(NSNumber(value: Double.nan)) == nil)
        #expect(V(CGPoint(x: CGFloat.nan, y: 0)) == nil)
        var broken = CATransform3DIdentity
        broken.m34 = .infinity
        #expect(V(broken) == nil)
    }

    @Test func valuesConvertBackToSwiftTypes() {
        #expect(V.scalar(2).toAny() as? CGFloat == 2)
        #expect(V.point(CGPoint(x: 1, y: 2)).toAny() as? CGPoint == CGPoint(x: 1, y: 2))
        #expect(V.transform(CATransform3DMakeScale(2, 2, 1)).toAny() as? CATransform3D == CATransform3DMakeScale(2, 2, 1))
        let color = V.color(r: 1.3, g: -0.2, b: 0.5, a: 2).toAny() as? CGColor
        #expect(color == CGColor(red: 1, green: 0, blue: 0.5, alpha: 1), "clamped when made a CGColor")
    }

    // MARK: Interpolation

    @Test func componentsInterpolateAndExtrapolateLinearly() {
        let ts = [0, 0.5, 1, 1.2]
        #expect(ts.map { V.interpolate(.scalar(10), .scalar(20), $0) } == [10, 15, 20, 22].map { .scalar($0) })
        #expect(ts.map { V.interpolate(.point(CGPoint(x: 0, y: 10)), .point(CGPoint(x: 100, y: -10)), $0) }
                == [(0, 10), (50, 0), (100, -10), (120, -14)].map { .point(CGPoint(x: $0.0, y: $0.1)) })
        let r0 = CGRect(x: 0, y: 0, width: 10, height: 20), r1 = CGRect(x: 10, y: -10, width: 30, height: 20)
        #expect(ts.map { V.interpolate(.rect(r0), .rect(r1), $0) }
                == [r0, CGRect(x: 5, y: -5, width: 20, height: 20), r1, CGRect(x: 12, y: -12, width: 34, height: 20)].map { .rect($0) })
        let red = V.color(r: 1, g: 0, b: 0, a: 1), blue = V.color(r: 0, g: 0, b: 1, a: 0.5)
        #expect(V.interpolate(red, blue, 0.5) == .color(r: 0.5, g: 0, b: 0.5, a: 0.75))
        guard case let .color(r, g, b, a)? = V.interpolate(red, blue, 1.2) else { Issue.record("no colour"); return }
        expectNear(r, -0.2, tolerance: 1e-12, "kept unclamped in the value")
        #expect(g == 0, "kept unclamped in the value")
        expectNear(b, 1.2, tolerance: 1e-12, "kept unclamped in the value")
        expectNear(a, 0.4, tolerance: 1e-12, "kept unclamped in the value")
    }

    @Test func differentKindsDoNotInterpolate() {
        #expect(V.interpolate(.scalar(1), .point(.zero), 0.5) == nil)
        #expect(V.add(.size(.zero), .point(.zero)) == nil)
        #expect(V.interpolate(.scalar(1), .scalar(3), .nan) == .scalar(1))
    }

    @Test func aHalfRotationIsARotationByHalfTheAngle() {
        let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let half = V.interpolate(.transform(CATransform3DIdentity), .transform(quarter), 0.5)
        let s = (0.5 as Double).squareRoot()
        var expected = CATransform3DIdentity
        (expected.m11, expected.m12, expected.m21, expected.m22) = (s, s, -s, s)
        expectTransform(half, near: expected)
        expectNear(scalar(V.read("transform.scale.x", from: half!)), 1, tolerance: 1e-12, "no shrinking mid-way")
    }

    @Test func rotationScaleAndTranslationInterpolateTogether() {
        let a = V.transform(srt(1, 1, 0, 0, 0)), b = V.transform(srt(2, 3, .pi / 3, 100, 50))
        expectTransform(V.interpolate(a, b, 0.5), near: srt(1.5, 2, .pi / 6, 50, 25))
        expectTransform(V.interpolate(a, b, 0.25), near: srt(1.25, 1.5, .pi / 12, 25, 12.5))
        expectTransform(V.interpolate(a, b, 1.2), near: srt(2.2, 3.4, 0.4 * .pi, 120, 60), tolerance: 1e-8)
        #expect(V.interpolate(a, b, 0) == a && V.interpolate(a, b, 1) == b)
        let moved = V.transform(srt(1, 1, 0, -40, 8)), scaled = V.transform(srt(0.5, 4, 0, 60, 8))
        expectTransform(V.interpolate(moved, scaled, 0.75), near: srt(0.625, 3.25, 0, 35, 8))
    }

    @Test func anglesInterpolateDirectlyNotAlongTheShortestArc() {
        // atan2 gives 170° and −170°; Core Animation runs through 0° rather than through 180°.
        let from = V.transform(srt(1, 1, 170 * .pi / 180, 0, 0)), to = V.transform(srt(1, 1, -170 * .pi / 180, 0, 0))
        expectTransform(V.interpolate(from, to, 0.5), near: CATransform3DIdentity)
    }

    @Test func threeDRotationsAndPerspective() {
        let flip = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        expectTransform(V.interpolate(.transform(CATransform3DIdentity), .transform(flip), 0.5),
                        near: CATransform3DMakeRotation(.pi / 4, 0, 1, 0))
        let tilt = CATransform3DMakeRotation(0.8, 1, 0, 0)
        expectTransform(V.interpolate(.transform(CATransform3DIdentity), .transform(tilt), 0.25),
                        near: CATransform3DMakeRotation(0.2, 1, 0, 0))
        // A matrix flip about y turns about y the whole way (Euler angles would tumble it).
        let halfFlip = V.interpolate(.transform(CATransform3DIdentity), .transform(CATransform3DMakeRotation(.pi, 0, 1, 0)), 0.5)
        let quarter = [CATransform3DMakeRotation(.pi / 2, 0, 1, 0), CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)]
        guard case .transform(let m)? = halfFlip else { Issue.record("no transform"); return }
        let nearest = quarter.min { a, b in
            zip(a.entries, m.entries).map { abs(Double($0 - $1)) }.max()! < zip(b.entries, m.entries).map { abs(Double($0 - $1)) }.max()!
        }!
        expectTransform(halfFlip, near: nearest)
        // Scaled and moved while flipping: every part still interpolates.
        let start = srt(1, 1, 0, 0, 0)
        let end = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeRotation(.pi / 2, 0, 1, 0)),
                                      CATransform3DMakeTranslation(40, 0, 0))
        let expected34 = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(1.75, 1.75, 1), CATransform3DMakeRotation(3 * .pi / 8, 0, 1, 0)),
                                             CATransform3DMakeTranslation(30, 0, 0))
        expectTransform(V.interpolate(.transform(start), .transform(end), 0.75), near: expected34)
        var p0 = CATransform3DIdentity, p1 = CATransform3DIdentity
        p0.m34 = -1.0 / 500
        p1.m34 = 0
        var expected = CATransform3DIdentity
        expected.m34 = -1.0 / 1000
        expectTransform(V.interpolate(.transform(p0), .transform(p1), 0.5), near: expected)
    }

    @Test func decompositionRecomposesTheSameMatrix() {
        var skewed = CATransform3DIdentity
        skewed.m21 = 0.4
        let matrices = [
            srt(2, -1, 0.3, 5, 6), srt(-1, 1, 0, 0, 0), CATransform3DMakeScale(0, 0, 1),
            CATransform3DConcat(skewed, srt(1.5, 0.5, -2, 3, 4)),
            CATransform3DRotate(CATransform3DMakeRotation(0.7, 1, 2, 3), 0.4, 0, 1, 0),
            CATransform3DMakeRotation(.pi / 2, 0, 1, 0), CATransform3DMakeRotation(.pi, 0, 0, 1),
            CATransform3DConcat(CATransform3DMakeScale(1, 2, 3), CATransform3DMakeTranslation(1, 2, 3)),
        ]
        for m in matrices {
            expectTransform(V.interpolate(.transform(m), .transform(m), 0.37), near: m)
        }
    }

    // MARK: Arithmetic

    @Test func addAndSubtract() {
        #expect(V.add(.point(CGPoint(x: 1, y: 2)), .point(CGPoint(x: 10, y: 20))) == .point(CGPoint(x: 11, y: 22)))
        #expect(V.add(.color(r: 0.5, g: 0, b: 0, a: 1), .color(r: 0.75, g: 0.1, b: 0, a: 0)) == .color(r: 1.25, g: 0.1, b: 0, a: 1))
        let move = CATransform3DMakeTranslation(10, 0, 0), turn = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(V.add(.transform(move), .transform(turn)) == .transform(CATransform3DConcat(move, turn)))
        expectTransform(V.subtract(.transform(CATransform3DConcat(move, turn)), .transform(turn)), near: move)
        #expect(V.subtract(.scalar(5), .scalar(7)) == .scalar(-2))
    }

    @Test func distancesForPacedKeyframes() {
        #expect(V.distance(.point(.zero), .point(CGPoint(x: 3, y: 4))) == 5)
        #expect(V.distance(.scalar(-1), .scalar(2)) == 3)
        #expect(V.distance(.transform(srt(1, 1, 0, 0, 0)), .transform(srt(3, 1, 1, 6, 8))) == 10)
        #expect(V.distance(.color(r: 0, g: 0, b: 0, a: 0), .color(r: 1, g: 1, b: 1, a: 1)) == 2)
    }

    @Test func catmullRomPassesThroughItsMiddlePoints() {
        // 0.5·(2·1 + 3·0.5 + 3·0.25 − 2·0.125) = 2 for the points 0, 1, 3, 4 at t = 0.5.
        #expect(V.catmullRom(.scalar(0), .scalar(1), .scalar(3), .scalar(4), t: 0.5) == .scalar(2))
        #expect(V.catmullRom(.scalar(0), .scalar(1), .scalar(3), .scalar(4), t: 0) == .scalar(1))
        #expect(V.catmullRom(.scalar(0), .scalar(1), .scalar(3), .scalar(4), t: 1) == .scalar(3))
        let line = [0.0, 10, 20, 30].map { V.point(CGPoint(x: $0, y: 2 * $0)) }
        #expect(V.catmullRom(line[0], line[1], line[2], line[3], t: 0.3) == .point(CGPoint(x: 13, y: 26)))
        #expect(V.catmullRom(.scalar(0), .scalar(1), .point(.zero), .scalar(4), t: 0.5) == nil)
    }

    // MARK: Key paths

    @Test func geometrySubPathsReadAndWrite() {
        let p = V.point(CGPoint(x: 3, y: 4))
        #expect(V.read("position.x", from: p) == .scalar(3) && V.read("position.y", from: p) == .scalar(4))
        #expect(V.write("position.y", value: .scalar(9), into: p) == .point(CGPoint(x: 3, y: 9)))
        let r = V.rect(CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(V.read("bounds.size", from: r) == .size(CGSize(width: 30, height: 40)))
        #expect(V.read("bounds.origin", from: r) == .point(CGPoint(x: 1, y: 2)))
        #expect(V.read("bounds.size.height", from: r) == .scalar(40))
        #expect(V.write("bounds.size.width", value: .scalar(50), into: r) == .rect(CGRect(x: 1, y: 2, width: 50, height: 40)))
        #expect(V.write("bounds.origin", value: .point(.zero), into: r) == .rect(CGRect(x: 0, y: 0, width: 30, height: 40)))
        let offset = V.size(CGSize(width: 0, height: -3))
        #expect(V.read("shadowOffset.height", from: offset) == .scalar(-3))
        #expect(V.write("shadowOffset.width", value: .scalar(2), into: offset) == .size(CGSize(width: 2, height: -3)))
        #expect(V.read("position", from: p) == p)
    }

    @Test func unknownSubPathsAndWrongKindsAreNil() {
        #expect(V.read("position.z", from: .point(.zero)) == nil)
        #expect(V.read("position.x.y", from: .point(.zero)) == nil)
        #expect(V.read("transform.skew", from: .transform(CATransform3DIdentity)) == nil)
        #expect(V.write("position.x", value: .point(.zero), into: .point(.zero)) == nil)
        #expect(V.write("bounds.size", value: .scalar(1), into: .rect(.zero)) == nil)
        #expect(V.write("transform.translation", value: .scalar(1), into: .transform(CATransform3DIdentity)) == nil)
        #expect(V.read("opacity.x", from: .scalar(1)) == nil)
    }

    @Test func transformSubPathsReadTheDecomposition() {
        let t = V.transform(srt(2, 3, 0.5, 10, -20))
        expectNear(scalar(V.read("transform.rotation.z", from: t)), 0.5, tolerance: 1e-12)
        expectNear(scalar(V.read("transform.rotation", from: t)), 0.5, tolerance: 1e-12)
        expectNear(scalar(V.read("transform.scale.x", from: t)), 2, tolerance: 1e-12)
        expectNear(scalar(V.read("transform.scale.y", from: t)), 3, tolerance: 1e-12)
        expectNear(scalar(V.read("transform.scale", from: t)), 2.5, tolerance: 1e-12)
        #expect(V.read("transform.translation", from: t) == .size(CGSize(width: 10, height: -20)))
        #expect(V.read("transform.translation.y", from: t) == .scalar(-20))
        let flip = V.transform(CATransform3DMakeRotation(0.9, 0, 1, 0))
        expectNear(scalar(V.read("transform.rotation.y", from: flip)), 0.9, tolerance: 1e-12)
    }

    @Test func writingATransformSubPathKeepsTheOtherParts() {
        let t = V.transform(srt(2, 3, 0.5, 10, -20))
        expectTransform(V.write("transform.rotation.z", value: .scalar(2), into: t), near: srt(2, 3, 2, 10, -20))
        expectTransform(V.write("transform.rotation", value: .scalar(-1), into: t), near: srt(2, 3, -1, 10, -20))
        expectTransform(V.write("transform.scale", value: .scalar(4), into: t), near: srt(4, 4, 0.5, 10, -20))
        expectTransform(V.write("transform.scale.y", value: .scalar(1), into: t), near: srt(2, 1, 0.5, 10, -20))
        expectTransform(V.write("transform.translation", value: .size(CGSize(width: 1, height: 2)), into: t), near: srt(2, 3, 0.5, 1, 2))
        expectTransform(V.write("transform.translation.x", value: .scalar(7), into: t), near: srt(2, 3, 0.5, 7, -20))
        // A full turn written through the key path is a real rotation, not wrapped away.
        expectTransform(V.write("transform.rotation.z", value: .scalar(3 * .pi / 2), into: .transform(CATransform3DIdentity)),
                        near: CATransform3DMakeRotation(3 * .pi / 2, 0, 0, 1))
        expectTransform(V.write("transform.rotation.y", value: .scalar(0.6), into: .transform(CATransform3DIdentity)),
                        near: CATransform3DMakeRotation(0.6, 0, 1, 0))
        // Round trip.
        let written = V.write("transform.rotation.z", value: .scalar(1.25), into: t)!
        expectNear(scalar(V.read("transform.rotation.z", from: written)), 1.25, tolerance: 1e-12)
        expectNear(scalar(V.read("transform.scale.x", from: written)), 2, tolerance: 1e-12)
    }
}
