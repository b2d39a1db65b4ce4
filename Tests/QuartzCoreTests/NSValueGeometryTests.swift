import Foundation
import Testing
import TestExpectations
@testable import QuartzCore
import UIKitTesting

/// `NSValue` boxes of the geometry structures, as UIKit and Core Animation declare them: each
/// reads back what it holds, Foundation's `NSValue(point:)` and `NSValue(cgPoint:)` are the
/// same thing, a box read as another type gives zeros, and an animation whose `fromValue` and
/// `toValue` are boxes (as Hero writes them) shows exactly what it shows with bare values.
@MainActor
@Suite struct NSValueGeometryTests {
    @Test func everyBoxReadsBackWhatItHolds() {
        let point = CGPoint(x: 1.5, y: -2), size = CGSize(width: 3, height: 4.25)
        let rect = CGRect(x: 1, y: 2, width: 30, height: 40), vector = CGVector(dx: -7, dy: 8)
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let transform = CATransform3D((1...16).map { CGFloat($0) })
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let directional = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)

        #expect(NSValue(cgPoint: point).cgPointValue == point)
        #expect(NSValue(cgSize: size).cgSizeValue == size)
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        #expect(NSValue(cgVector: vector).cgVectorValue == vector)
        #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
        #expect(NSValue(caTransform3D: transform).caTransform3DValue == transform)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        #expect(NSValue(directionalEdgeInsets: directional).directionalEdgeInsetsValue == directional)
    }

    @Test func boxesReportApplesTypeEncodings() {
        func type(_ v: NSValue) -> String { String(cString: v.objCType) }
        #expect(type(NSValue(cgPoint: .zero)) == "{CGPoint=dd}")
        #expect(type(NSValue(cgSize: .zero)) == "{CGSize=dd}")
        #expect(type(NSValue(cgRect: .zero)) == "{CGRect={CGPoint=dd}{CGSize=dd}}")
        #expect(type(NSValue(cgVector: .zero)) == "{CGVector=dd}")
        #expect(type(NSValue(cgAffineTransform: .identity)) == "{CGAffineTransform=dddddd}")
        #expect(type(NSValue(caTransform3D: CATransform3DIdentity)) == "{CATransform3D=dddddddddddddddd}")
        #expect(type(NSValue(uiEdgeInsets: .zero)) == "{UIEdgeInsets=dddd}")
        #expect(type(NSValue(directionalEdgeInsets: .zero)) == "{NSDirectionalEdgeInsets=dddd}")
    }

    @Test func foundationsBoxesAndUIKitsAreTheSame() {
        let point = CGPoint(x: 3, y: 4), rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSValue(point: point).cgPointValue == point)
        #expect(NSValue(cgPoint: point).pointValue == point)
        #expect(NSValue(size: rect.size).cgSizeValue == rect.size)
        #expect(NSValue(rect: rect).cgRectValue == rect)
        #expect(NSValue(cgRect: rect).rectValue == rect)
        #expect(NSValue(cgPoint: point).isEqual(NSValue(point: point)))
        #expect(NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1)).isEqual(NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1))))
        #expect(!NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1)).isEqual(NSValue(caTransform3D: CATransform3DIdentity)))
        #expect(!NSValue(cgVector: .zero).isEqual(NSValue(cgSize: .zero)), "same bytes, another type")
    }

    @Test func aBoxReadAsAnotherTypeGivesZeros() {
        let transform = NSValue(caTransform3D: CATransform3DMakeTranslation(10, 20, 30))
        #expect(transform.cgPointValue == .zero)
        #expect(transform.cgRectValue == .zero)
        #expect(transform.uiEdgeInsetsValue == .zero)
        let point = NSValue(cgPoint: CGPoint(x: 1, y: 2))
        #expect(point.caTransform3DValue.entries.allSatisfy { $0 == 0 })
        #expect(point.cgAffineTransformValue == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        #expect(NSNumber(value: 3).cgSizeValue == .zero)
    }

    // MARK: Animations with boxed values

    /// The presentation of one layer animated `from` → `to` over 1 s, at `times`.
    private func presentations(keyPath: String, from: Any, to: Any, at times: [CFTimeInterval],
                               _ read: (CALayer) -> AnyHashable) -> [AnyHashable] {
        let t = AnimationTimeline()
        let l = t.layer { $0.bounds = CGRect(x: 0, y: 0, width: 20, height: 20) }
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        l.add(animation, forKey: keyPath)
        t.tick()
        var shown: [AnyHashable] = []
        var last: CFTimeInterval = 0
        for time in times {
            t.advance(time - last)
            last = time
            shown.append(l.presentation().map(read) ?? AnyHashable("no presentation"))
        }
        return shown
    }

    @Test func aTransformAnimationOfBoxedTransformsShowsWhatBareTransformsShow() {
        let from = CATransform3DIdentity
        let to = CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), CATransform3DMakeScale(2, 2, 1))
        let times = [0.25, 0.5, 0.75]
        let bare = presentations(keyPath: "transform", from: from, to: to, at: times) { $0.transform }
        let boxed = presentations(keyPath: "transform", from: NSValue(caTransform3D: from), to: NSValue(caTransform3D: to),
                                  at: times) { $0.transform }
        #expect(boxed == bare)
        let half = bare[1] as? CATransform3D
        #expect(half != from && half != to, "half-way is neither end: \(String(describing: half))")
    }

    @Test func aBoundsAnimationOfBoxedRectsShowsWhatBareRectsShow() {
        let from = CGRect(x: 0, y: 0, width: 20, height: 20), to = CGRect(x: 0, y: 0, width: 120, height: 60)
        let times = [0.25, 0.5, 0.75]
        let bare = presentations(keyPath: "bounds", from: from, to: to, at: times) { $0.bounds }
        let boxed = presentations(keyPath: "bounds", from: NSValue(cgRect: from), to: NSValue(cgRect: to), at: times) { $0.bounds }
        #expect(boxed == bare)
        #expect(bare[1] as? CGRect == CGRect(x: 0, y: 0, width: 70, height: 40), "linear: half-way at 0.5 s")
    }

    @Test func anAffineTransformBoxAnimatesAsTheEquivalent3DTransform() {
        let to = CGAffineTransform(scaleX: 3, y: 3)
        let bare = presentations(keyPath: "transform", from: CATransform3DIdentity, to: CATransform3DMakeAffineTransform(to),
                                 at: [0.5]) { $0.transform }
        let boxed = presentations(keyPath: "transform", from: NSValue(cgAffineTransform: .identity),
                                  to: NSValue(cgAffineTransform: to), at: [0.5]) { $0.transform }
        #expect(boxed == bare)
        #expect((bare[0] as? CATransform3D)?.m11 == 2)
    }
}
