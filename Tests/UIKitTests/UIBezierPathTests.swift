import UIKit
import Foundation
import Testing
import TestSupport

@Suite struct UIBezierPathTests {
    /// How close a point of a path must be (computed with sine and cosine).
    private let pointTolerance: CGFloat = 1e-9
    /// How close a bounding box must be.
    private let rectTolerance: CGFloat = 1e-3

    @Test func newPathIsEmpty() {
        let path = UIBezierPath()
        #expect(path.isEmpty)
        #expect(path.currentPoint == .zero)
        #expect(path.lineWidth == 1)
        #expect(path.lineCapStyle == .butt && path.lineJoinStyle == .miter)
        #expect(!path.usesEvenOddFillRule)
    }

    @Test func rectPath() {
        let path = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.bounds == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.contains(CGPoint(x: 25, y: 40)))
        #expect(!path.contains(CGPoint(x: 45, y: 40)))
        #expect(path.currentPoint == CGPoint(x: 10, y: 20))
    }

    @Test func clockwiseArcRunsScreenClockwise() {
        // UIKit: clockwise from 0 (3 o'clock) to π/2 (6 o'clock) is the short way, through the lower right.
        let short = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        expectNear(short.currentPoint, CGPoint(x: 50, y: 60), tolerance: pointTolerance)
        expectNear(short.cgPath.boundingBoxOfPath, CGRect(x: 50, y: 50, width: 10, height: 10), tolerance: rectTolerance)
        // Counter-clockwise between the same angles is the long way: 270° through the top and left.
        let long = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        expectNear(long.currentPoint, CGPoint(x: 50, y: 60), tolerance: pointTolerance)
        expectNear(long.cgPath.boundingBoxOfPath, CGRect(x: 40, y: 40, width: 20, height: 20), tolerance: rectTolerance)
        // The path starts on the circle at the start angle.
        var first: CGPoint?
        short.cgPath.applyWithBlock { kind, points in if kind == .moveToPoint, first == nil { first = points[0] } }
        expectNear(first, CGPoint(x: 60, y: 50), tolerance: pointTolerance)
    }

    @Test func arcFromTheTopClockwiseGoesRight() {
        // From −π/2 (12 o'clock) clockwise by a quarter turn the path passes the upper right.
        let path = UIBezierPath()
        path.addArc(withCenter: .zero, radius: 10, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
        expectNear(path.cgPath.boundingBoxOfPath, CGRect(x: 0, y: -10, width: 10, height: 10), tolerance: rectTolerance)
        expectNear(path.currentPoint, CGPoint(x: 10, y: 0), tolerance: pointTolerance)
    }

    @Test func ovalContainsItsCentreButNotItsCorners() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(path.contains(CGPoint(x: 10, y: 5)))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        expectNear(path.bounds, CGRect(x: 0, y: 0, width: 20, height: 10), tolerance: rectTolerance)
    }

    @Test func roundedRectClampsTheRadius() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let path = UIBezierPath(roundedRect: rect, cornerRadius: 100)  // clamps to 10: round ends
        expectNear(path.cgPath.boundingBoxOfPath, rect, tolerance: rectTolerance)
        #expect(path.contains(CGPoint(x: 1, y: 10)))     // 9 from the left end's centre (10, 10)
        #expect(!path.contains(CGPoint(x: 2, y: 2)))     // 11.3 from it
        #expect(path.contains(CGPoint(x: 20, y: 1)))
        let square = UIBezierPath(roundedRect: rect, cornerRadius: 0)
        #expect(square.contains(CGPoint(x: 0.5, y: 0.5)))
    }

    @Test func roundingOnlySomeCorners() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 40)
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight],
                                cornerRadii: CGSize(width: 10, height: 3))  // UIKit ignores the height
        #expect(!path.contains(CGPoint(x: 1.5, y: 1.5)))    // top-left rounded
        #expect(path.contains(CGPoint(x: 38.5, y: 1.5)))    // top-right square
        #expect(path.contains(CGPoint(x: 1.5, y: 38.5)))    // bottom-left square
        #expect(!path.contains(CGPoint(x: 38.5, y: 38.5)))  // bottom-right rounded
        // With radius 10 (not 3), a point 2 in from the corner along the diagonal is outside.
        #expect(!path.contains(CGPoint(x: 2.5, y: 2.5)))
        let all = UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 10, height: 10))
        #expect(!all.contains(CGPoint(x: 38.5, y: 1.5)))
    }

    @Test func linesCurvesAndCurrentPoint() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        #expect(path.currentPoint == CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 20, y: 0), controlPoint: CGPoint(x: 15, y: 10))
        #expect(path.currentPoint == CGPoint(x: 20, y: 0))
        path.addCurve(to: CGPoint(x: 30, y: 0), controlPoint1: CGPoint(x: 20, y: -10), controlPoint2: CGPoint(x: 30, y: -10))
        #expect(path.currentPoint == CGPoint(x: 30, y: 0))
        // bounds include control points: the cubic's reach −10, the quad's cubic controls 20/3.
        expectNear(path.bounds, CGRect(x: 0, y: -10, width: 30, height: 10 + 20.0 / 3), tolerance: rectTolerance)
        path.close()
        #expect(path.currentPoint == .zero)
        path.removeAllPoints()
        #expect(path.isEmpty)
    }

    @Test func applyAndAppend() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.apply(CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 5, y: 0)))
        #expect(path.bounds == CGRect(x: 5, y: 0, width: 20, height: 30))
        path.append(UIBezierPath(rect: CGRect(x: 100, y: 100, width: 1, height: 1)))
        #expect(path.bounds == CGRect(x: 5, y: 0, width: 96, height: 101))
    }

    @Test func evenOddRuleChangesContains() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.append(UIBezierPath(rect: CGRect(x: 3, y: 3, width: 4, height: 4)))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 5, y: 5)))
        #expect(path.contains(CGPoint(x: 1, y: 1)))
    }

    @Test func cgPathRoundTrip() {
        let cg = CGMutablePath()
        cg.addEllipse(in: CGRect(x: 0, y: 0, width: 8, height: 8))
        let path = UIBezierPath(cgPath: cg)
        #expect(path.cgPath == cg)
        path.cgPath = CGPath(rect: CGRect(x: 1, y: 1, width: 1, height: 1), transform: nil)
        #expect(path.bounds == CGRect(x: 1, y: 1, width: 1, height: 1))
    }

    /// Draws into a 20 × 20 image and returns the alpha at each point asked for.
    @MainActor private func render(_ draw: () -> Void) -> (Int, Int) -> [Int] {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in draw() }
        return { x, y in
            let p = image.cgImage!.surface.pixel(x: x, y: y)!
            return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
        }
    }

    @Test @MainActor func fillUsesTheFillColour() {
        let pixel = render {
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10)).fill()
        }
        #expect(pixel(10, 10) == [255, 0, 0, 255])
        #expect(pixel(4, 10)[3] == 0)
        #expect(pixel(15, 10)[3] == 0)
    }

    @Test @MainActor func strokeUsesTheStrokeColourAndLineWidth() {
        let pixel = render {
            UIColor.blue.setStroke()
            UIColor.red.setFill()
            let path = UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10))
            path.lineWidth = 4   // covers 3…7 around the left edge x = 5
            path.stroke()
        }
        #expect(pixel(3, 10) == [0, 0, 255, 255])
        #expect(pixel(6, 10) == [0, 0, 255, 255])
        #expect(pixel(2, 10)[3] == 0)
        #expect(pixel(10, 10)[3] == 0)   // not filled
    }

    @Test @MainActor func dashedStroke() {
        let pixel = render {
            UIColor.black.setStroke()
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 10))
            path.addLine(to: CGPoint(x: 20, y: 10))
            path.lineWidth = 2
            let pattern: [CGFloat] = [4, 4]
            path.setLineDash(pattern, count: 2, phase: 0)
            path.stroke()
        }
        #expect(pixel(1, 10)[3] == 255)   // dash 0…4
        #expect(pixel(5, 10)[3] == 0)     // gap 4…8
        #expect(pixel(9, 10)[3] == 255)   // dash 8…12
    }

    @Test @MainActor func addClipLimitsLaterDrawing() {
        let pixel = render {
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).addClip()
            UIColor.green.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(pixel(10, 10) == [0, 255, 0, 255])
        #expect(pixel(0, 0)[3] == 0)
        #expect(pixel(19, 19)[3] == 0)
    }

    @Test @MainActor func drawingWithoutAContextDoesNothing() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        path.fill()
        path.stroke()
        path.addClip()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}
