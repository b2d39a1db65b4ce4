import CoreGraphics
import Foundation
import Testing
import TestExpectations

@Suite struct CGAffineTransformTests {
    @Test func translatedByScalesFirstThenTranslates() {
        // scaledBy applies the scale before the existing translation: x' = 2x + 10, y' = 3y + 20.
        let t = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 23))
    }

    @Test func concatenationOrderMatters() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let move = CGAffineTransform(translationX: 5, y: 7)
        // Scale, then move: (1, 1) → (2, 3) → (7, 10).
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 7, y: 10))
        #expect(scale.concatenating(move) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: 7))
        // Move, then scale: (1, 1) → (6, 8) → (12, 24); the translation is scaled too.
        #expect(move.concatenating(scale) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 21))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 12, y: 24))
    }

    @Test func generalConcatenationMatchesMatrixProduct() {
        // Row-vector convention: [x y 1] · T1 · T2. Hand-multiplied:
        // T1 = [1 2; 3 4; 5 6], T2 = [7 8; 9 10; 11 12]
        // a = 1·7 + 2·9 = 25, b = 1·8 + 2·10 = 28, c = 3·7 + 4·9 = 57, d = 3·8 + 4·10 = 64,
        // tx = 5·7 + 6·9 + 11 = 100, ty = 5·8 + 6·10 + 12 = 112.
        let t1 = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t2 = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        #expect(t1.concatenating(t2) == CGAffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
    }

    @Test func rotationIsClockwiseOnAYDownScreen() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        expectNear(quarter, CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0), tolerance: 1e-9)
        // The x axis turns onto the (downward) y axis.
        expectNear(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1), tolerance: 1e-9)
        let half = quarter.rotated(by: .pi / 2)
        expectNear(CGPoint(x: 1, y: 0).applying(half), CGPoint(x: -1, y: 0), tolerance: 1e-9)
        expectNear(half, CGAffineTransform(rotationAngle: .pi), tolerance: 1e-9)
    }

    @Test func invertedMatchesHandComputedInverse() {
        // det = 2·3 − 1·1 = 5; inverse of [a b; c d] is [d −b; −c a] / det;
        // tx' = (c·ty − d·tx) / det = (5 − 12) / 5, ty' = (b·tx − a·ty) / det = (4 − 10) / 5.
        let t = CGAffineTransform(a: 2, b: 1, c: 1, d: 3, tx: 4, ty: 5)
        let inverse = t.inverted()
        expectNear(inverse, CGAffineTransform(a: 0.6, b: -0.2, c: -0.2, d: 0.4, tx: -1.4, ty: -1.2), tolerance: 1e-9)
        expectNear(t.concatenating(inverse), .identity, tolerance: 1e-9)
        expectNear(inverse.concatenating(t), .identity, tolerance: 1e-9)
        let p = CGPoint(x: -3.5, y: 17.25)
        expectNear(p.applying(t).applying(inverse), p, tolerance: 1e-9)
    }

    @Test func invertedRoundTripsComposedTransforms() {
        let t = CGAffineTransform(translationX: 30, y: -12).rotated(by: 0.7).scaledBy(x: 1.5, y: 0.25)
        expectNear(t.inverted().inverted(), t, tolerance: 1e-9)
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: -40), CGPoint(x: 0.5, y: 3)] {
            expectNear(p.applying(t).applying(t.inverted()), p, tolerance: 1e-9)
        }
    }

    @Test func singularTransformIsReturnedUnchangedByInverted() {
        let flat = CGAffineTransform(scaleX: 0, y: 2)
        #expect(flat.inverted() == flat)
        let collinear = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1)  // det = 4 − 4 = 0
        #expect(collinear.inverted() == collinear)
    }

    @Test func identityAndItsProperties() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform() == .identity)
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
        #expect(CGAffineTransform(1, 0, 0, 1, 0, 0) == .identity)
    }

    @Test func rectApplyingRotationIsTheBoundingBoxOfTheCorners() {
        // A 4×2 rectangle turned 90° clockwise: (x, y) → (−y, x).
        let r = CGRect(x: 0, y: 0, width: 4, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 2))
        expectNear(r, CGRect(x: -2, y: 0, width: 2, height: 4), tolerance: 1e-9)
        // The unit square turned 45°: corners (0,0), (√½,√½), (−√½,√½), (0,√2).
        let s = CGRect(x: 0, y: 0, width: 1, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 4))
        let h = 2.0.squareRoot() / 2
        expectNear(s, CGRect(x: -h, y: 0, width: 2 * h, height: 2 * h), tolerance: 1e-9)
    }

    @Test func rectApplyingTranslationAndScaleAndNull() {
        let t = CGAffineTransform(scaleX: 2, y: -1).translatedBy(x: 1, y: 1)
        // Points: (x, y) → (2(x + 1), −(y + 1)). Corners of (0,0,3,2): x ∈ {2, 8}, y ∈ {−1, −3}.
        expectNear(CGRect(x: 0, y: 0, width: 3, height: 2).applying(t), CGRect(x: 2, y: -3, width: 6, height: 2), tolerance: 1e-9)
        #expect(CGRect.null.applying(t).isNull)
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).applying(CGAffineTransform(translationX: 10, y: 20))
                == CGRect(x: 11, y: 22, width: 3, height: 4))
    }

    @Test func sizeApplyingIgnoresTranslation() {
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 100, ty: 100)
        #expect(CGSize(width: 4, height: 5).applying(t) == CGSize(width: 8, height: 15))
    }
}
