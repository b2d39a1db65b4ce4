import Testing
import TestSupport
import UIKit
import UIKitTesting

/// Frame, bounds, centre and transforms, worked out by hand.
@MainActor
@Suite struct UIViewGeometryTests {
    @Test func frameBoundsAndCenterAgree() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
        v.center = CGPoint(x: 0, y: 0)
        #expect(v.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        v.bounds.size = CGSize(width: 20, height: 10)
        #expect(v.frame == CGRect(x: -10, y: -5, width: 20, height: 10), "bounds change keeps the centre")
    }

    @Test func transformLeavesBoundsAndCenterButChangesFrame() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(v.bounds.size == CGSize(width: 100, height: 50))
        #expect(v.center == CGPoint(x: 50, y: 25))
        #expect(v.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let f = v.frame
        expectNear(f.width, 50, tolerance: 1e-9)
        expectNear(f.height, 100, tolerance: 1e-9)
    }

    @Test func convertGoesThroughOffsetsScrollsAndTransforms() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        a.bounds.origin = CGPoint(x: 0, y: 30)   // scrolled down by 30
        let b = UIView(frame: CGRect(x: 10, y: 40, width: 50, height: 50))
        root.addSubview(a)
        a.addSubview(b)
        // b's origin: a's origin + (10, 40 − 30).
        #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 110, y: 60))
        #expect(root.convert(CGPoint(x: 110, y: 60), to: b) == .zero)
        #expect(b.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: root) == CGRect(x: 110, y: 60, width: 5, height: 5))

        a.transform = CGAffineTransform(scaleX: 2, y: 2)  // about a's centre (200, 150)
        // b's origin in a's bounds is (10, 40); a's bounds centre is (100, 130) → offset (−90, −90) → ×2 → (−180, −180).
        let p = b.convert(CGPoint.zero, to: root)
        expectNear(p, CGPoint(x: 20, y: -30), tolerance: 1e-9, "\(p)")
        let back = root.convert(p, to: b)
        expectNear(back, .zero, tolerance: 1e-9)
    }

    @Test func autoresizingFollowsTheSuperviewsSize() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let fill = UIView(frame: parent.bounds)
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = UIView(frame: CGRect(x: 180, y: 10, width: 10, height: 10))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        parent.addSubview(fill); parent.addSubview(pinnedRight); parent.addSubview(fixed)
        parent.frame.size = CGSize(width: 300, height: 150)
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 300, height: 150))
        #expect(pinnedRight.frame == CGRect(x: 280, y: 10, width: 10, height: 10))
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test func hitTestFindsTheDeepestInteractiveView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))   // overlaps a, on top
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(a); root.addSubview(b); b.addSubview(inner)
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === inner)
        #expect(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === b)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === a)
        #expect(root.hitTest(CGPoint(x: 190, y: 10), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 300, y: 10), with: nil) == nil)

        b.isHidden = true
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === a)
        b.isHidden = false
        b.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === a, "alpha below 0.01 is not hit")
        b.alpha = 1
        b.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === a)
        b.isUserInteractionEnabled = true

        // A subview sticking out of its superview is hit only without clipsToBounds.
        let outside = UIView(frame: CGRect(x: 90, y: 90, width: 40, height: 40))
        b.addSubview(outside)  // reaches 50 + 130 = 180 in root
        #expect(root.hitTest(CGPoint(x: 170, y: 170), with: nil) === outside)
        b.clipsToBounds = true
        #expect(root.hitTest(CGPoint(x: 170, y: 170), with: nil) === root)
    }

    @Test func hitTestHonoursTransforms() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let v = UIView(frame: CGRect(x: 80, y: 80, width: 40, height: 40))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)   // now covers 60…140
        root.addSubview(v)
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === v)
        v.transform = CGAffineTransform(translationX: 50, y: 0)
        #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 140, y: 90), with: nil) === v)
    }
}
