import CoreGraphics
import Foundation
import Testing
import TestExpectations

@Suite struct CGPathTests {
    /// The kinds and points of every element, as `applyWithBlock` reports them.
    private func elements(of path: CGPath) -> [(CGPathElementKind, [CGPoint])] {
        var result: [(CGPathElementKind, [CGPoint])] = []
        path.applyWithBlock { result.append(($0, $1)) }
        return result
    }

    @Test func rectPathRunsClockwiseFromTheTopLeftAndCloses() {
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        let e = elements(of: path)
        #expect(e.map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(e.flatMap(\.1) == [CGPoint(x: 1, y: 2), CGPoint(x: 4, y: 2), CGPoint(x: 4, y: 6), CGPoint(x: 1, y: 6)])
        #expect(path.boundingBox == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))  // closing returns to the start
    }

    @Test func emptyPath() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.boundingBox.isNull)
        #expect(path.boundingBoxOfPath.isNull)
        #expect(path.currentPoint == .zero)
        #expect(!path.contains(.zero))
    }

    @Test func containsUsesTheFillRule() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))  // same direction: winding number 2 inside
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        #expect(!path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 1, y: 1), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 11, y: 5)))
    }

    @Test func containsWithTransformTestsThePointInTheTransformedPath() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let moved = CGAffineTransform(translationX: 100, y: 0)
        #expect(path.contains(CGPoint(x: 105, y: 5), transform: moved))
        #expect(!path.contains(CGPoint(x: 5, y: 5), transform: moved))
    }

    @Test func ellipseBoundsAndInterior() {
        let rect = CGRect(x: 10, y: 20, width: 40, height: 20)
        let path = CGPath(ellipseIn: rect, transform: nil)
        expectNear(path.boundingBoxOfPath, rect, tolerance: 1e-6)
        #expect(path.contains(CGPoint(x: 30, y: 30)))
        #expect(path.contains(CGPoint(x: 49, y: 30)))          // near the right end of the major axis
        #expect(!path.contains(CGPoint(x: 12, y: 22)))         // the rectangle's corner is outside
    }

    @Test func arcNotClockwiseIncreasesTheAngle() {
        // Core Graphics' clockwise: false goes from 0 to π/2 through the lower-right quadrant
        // in y-down coordinates, ending at (0, r).
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        expectNear(path.currentPoint, CGPoint(x: 0, y: 10), tolerance: 1e-9)
        expectNear(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 10), tolerance: 1e-3)
        let first = elements(of: path).first
        #expect(first?.0 == .moveToPoint)
        expectNear(first?.1[0], CGPoint(x: 10, y: 0), tolerance: 1e-9)
    }

    @Test func arcClockwiseTakesTheOtherWayRound() {
        // Decreasing angle from 0 to π/2 sweeps 270° through the top, left and bottom.
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        expectNear(path.currentPoint, CGPoint(x: 50, y: 60), tolerance: 1e-9)
        expectNear(path.boundingBoxOfPath, CGRect(x: 40, y: 40, width: 20, height: 20), tolerance: 1e-3)
    }

    @Test func arcPointsLieOnTheCircle() {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 5, y: 5), radius: 7, startAngle: 0.3, endAngle: 2.9, clockwise: false)
        for (_, points) in elements(of: path) {
            guard let end = points.last else { continue }
            expectNear(hypot(end.x - 5, end.y - 5), 7, tolerance: 1e-9)
        }
        expectNear(path.currentPoint, CGPoint(x: 5 + 7 * cos(2.9), y: 5 + 7 * sin(2.9)), tolerance: 1e-9)
    }

    @Test func quadCurveBoundsMeasureTheCurveNotTheControlPoints() {
        // B(t) = 2t(1−t)·(5, 10) + t²·(10, 0): the peak is at t = ½, y = 5.
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        #expect(path.currentPoint == CGPoint(x: 10, y: 0))
        expectNear(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 5), tolerance: 0.05)
        // As a cubic its control points are P0 + ⅔(C − P0) = (10/3, 20/3) and P2 + ⅔(C − P2) = (20/3, 20/3).
        let e = elements(of: path)
        #expect(e.last?.0 == .addCurveToPoint)
        if let points = e.last?.1 {
            expectNear(points[0], CGPoint(x: 10.0 / 3, y: 20.0 / 3), tolerance: 1e-9)
            expectNear(points[1], CGPoint(x: 20.0 / 3, y: 20.0 / 3), tolerance: 1e-9)
        }
        expectNear(path.boundingBox, CGRect(x: 0, y: 0, width: 10, height: 20.0 / 3), tolerance: 1e-9)
    }

    @Test func roundedRectStaysInsideItsRectangleAndClampsTheRadius() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let path = CGPath(roundedRect: rect, cornerWidth: 50, cornerHeight: 50, transform: nil)
        // Radii clamp to 20 × 10: the result is the inscribed ellipse.
        expectNear(path.boundingBoxOfPath, rect, tolerance: 1e-6)
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.contains(CGPoint(x: 20, y: 10)))
    }

    @Test func copyUsingTransformMovesEveryPoint() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil)
        var t = CGAffineTransform(translationX: 5, y: 6)
        let moved = path.copy(using: &t)
        #expect(moved?.boundingBox == CGRect(x: 5, y: 6, width: 2, height: 2))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 2, height: 2))
    }

    @Test func linesAndCloseTrackTheCurrentPoint() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 1, y: 1), CGPoint(x: 4, y: 1), CGPoint(x: 4, y: 5)])
        #expect(path.currentPoint == CGPoint(x: 4, y: 5))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
        #expect(path.boundingBox == CGRect(x: 1, y: 1, width: 3, height: 4))
    }
}
