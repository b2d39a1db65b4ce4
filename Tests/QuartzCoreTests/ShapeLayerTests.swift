import Testing
import Foundation
@testable import QuartzCore
import CoreGraphics

/// `CAShapeLayer` in pixels: fills, strokes, dashes, caps, fill rules and partial strokes, at
/// points whose expected colour follows from the geometry alone.
@MainActor
@Suite struct ShapeLayerTests {
    /// A shape layer covering the canvas (bounds at the origin), with `path`.
    private func shape(_ c: LayerCanvas, _ path: CGPath, configure: (CAShapeLayer) -> Void = { _ in }) -> CAShapeLayer {
        let s = CAShapeLayer()
        s.frame = c.root.bounds
        s.path = path
        configure(s)
        c.root.addSublayer(s)
        return s
    }

    private func line(_ a: CGPoint, _ b: CGPoint) -> CGPath {
        let p = CGMutablePath(); p.move(to: a); p.addLine(to: b); return p
    }

    @Test func theDefaultsAreApples() {
        let s = CAShapeLayer()
        #expect(s.path == nil && s.fillColor == .black && s.strokeColor == nil)
        #expect(s.lineWidth == 1 && s.strokeStart == 0 && s.strokeEnd == 1 && s.miterLimit == 10)
        #expect(s.lineCap == .butt && s.lineJoin == .miter && s.fillRule == .nonZero)
        #expect(s.lineDashPattern == nil && s.lineDashPhase == 0)
    }

    @Test func aFilledPathColoursItsInsideOnly() {
        let c = LayerCanvas(width: 100, height: 100)
        _ = shape(c, CGPath(rect: CGRect(x: 10, y: 10, width: 40, height: 40), transform: nil)) { $0.fillColor = .red }
        c.render()
        expectPixel(c, 30, 30, (255, 0, 0))
        expectPixel(c, 60, 60, (255, 255, 255))
    }

    @Test func aStrokeStraddlesThePath() {
        let c = LayerCanvas(width: 100, height: 100)
        _ = shape(c, CGPath(rect: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)) {
            $0.fillColor = nil; $0.strokeColor = .blue; $0.lineWidth = 10
        }
        c.render()
        // The left edge's stroke covers x 15…25.
        expectPixel(c, 16, 50, (0, 0, 255))
        expectPixel(c, 24, 50, (0, 0, 255))
        expectPixel(c, 26, 50, (255, 255, 255), "inside, unfilled")
        expectPixel(c, 13, 50, (255, 255, 255), "outside the stroke")
    }

    @Test func dashesAlternateAlongTheLine() {
        let c = LayerCanvas(width: 100, height: 100)
        _ = shape(c, line(CGPoint(x: 0, y: 50), CGPoint(x: 100, y: 50))) {
            $0.strokeColor = .blue; $0.lineWidth = 10; $0.lineDashPattern = [10, 10]
        }
        c.render()
        expectPixel(c, 5, 50, (0, 0, 255), "first dash: 0…10")
        expectPixel(c, 15, 50, (255, 255, 255), "first gap: 10…20")
        expectPixel(c, 25, 50, (0, 0, 255), "second dash: 20…30")
    }

    @Test func aDashPhaseShiftsThePattern() {
        let c = LayerCanvas(width: 100, height: 100)
        _ = shape(c, line(CGPoint(x: 0, y: 50), CGPoint(x: 100, y: 50))) {
            $0.strokeColor = .blue; $0.lineWidth = 10; $0.lineDashPattern = [10, 10]; $0.lineDashPhase = 10
        }
        c.render()
        expectPixel(c, 5, 50, (255, 255, 255), "the pattern starts 10 in: a gap")
        expectPixel(c, 15, 50, (0, 0, 255))
    }

    @Test func capsExtendTheEndsAsTheirShapesSay() {
        func render(_ cap: CAShapeLayerLineCap) -> LayerCanvas {
            let c = LayerCanvas(width: 100, height: 100)
            _ = shape(c, line(CGPoint(x: 20, y: 50), CGPoint(x: 80, y: 50))) {
                $0.strokeColor = .blue; $0.lineWidth = 10; $0.lineCap = cap
            }
            c.render()
            return c
        }
        // The pixel centred at (17.5, 50.5) lies 2.5 before the end: inside a round or square
        // cap (radius / half side 5), not a butt one. The one at (15.5, 45.5) lies in the
        // square cap's corner, 6.4 from the end point: outside the round cap.
        let butt = render(.butt), round = render(.round), square = render(.square)
        expectPixel(butt, 17, 50, (255, 255, 255))
        expectPixel(round, 17, 50, (0, 0, 255))
        expectPixel(square, 17, 50, (0, 0, 255))
        expectPixel(round, 15, 45, (255, 255, 255))
        expectPixel(square, 15, 45, (0, 0, 255))
    }

    @Test func theEvenOddRuleLeavesTheInnerRingEmpty() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 10, y: 10, width: 80, height: 80))
        path.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
        for (rule, centre) in [(CAShapeLayerFillRule.nonZero, (255, 0, 0)), (.evenOdd, (255, 255, 255))] {
            let c = LayerCanvas(width: 100, height: 100)
            _ = shape(c, path) { $0.fillColor = .red; $0.fillRule = rule }
            c.render()
            expectPixel(c, 50, 50, centre, rule.rawValue)
            expectPixel(c, 20, 20, (255, 0, 0), rule.rawValue)
        }
    }

    /// A circle of radius 30 about (50, 50), starting at the top and turning clockwise on screen.
    private func circle() -> CGPath {
        let p = CGMutablePath()
        p.addArc(center: CGPoint(x: 50, y: 50), radius: 30, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: false)
        return p
    }

    @Test func aHalfStrokedCircleDrawsOnlyItsFirstHalf() {
        let c = LayerCanvas(width: 100, height: 100)
        _ = shape(c, circle()) { $0.fillColor = nil; $0.strokeColor = .blue; $0.lineWidth = 6; $0.strokeEnd = 0.5 }
        c.render()
        expectPixel(c, 79, 50, (0, 0, 255), "the right side: a quarter of the way round")
        expectPixel(c, 20, 50, (255, 255, 255), "the left side: three quarters round, not drawn")
    }

    @Test func strokeStartTrimsTheBeginning() {
        let c = LayerCanvas(width: 100, height: 100)
        _ = shape(c, circle()) {
            $0.fillColor = nil; $0.strokeColor = .blue; $0.lineWidth = 6; $0.strokeStart = 0.5
        }
        c.render()
        expectPixel(c, 79, 50, (255, 255, 255))
        expectPixel(c, 20, 50, (0, 0, 255))
    }

    @Test func strokeStartPastStrokeEndDrawsNoStroke() {
        let c = LayerCanvas(width: 100, height: 100)
        _ = shape(c, circle()) {
            $0.fillColor = nil; $0.strokeColor = .blue; $0.lineWidth = 6; $0.strokeStart = 0.8; $0.strokeEnd = 0.2
        }
        c.render()
        expectPixel(c, 79, 50, (255, 255, 255))
        expectPixel(c, 50, 20, (255, 255, 255))
    }

    @Test func trimmingMeasuresLinesByLength() {
        // Two lines of lengths 30 and 10: the first half (20) ends two thirds along the first.
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 0, y: 0)); p.addLine(to: CGPoint(x: 30, y: 0)); p.addLine(to: CGPoint(x: 30, y: 10))
        #expect(p.trimmed(from: 0, to: 0.5).elements == [.move(CGPoint(x: 0, y: 0)), .line(CGPoint(x: 20, y: 0))])
        #expect(p.trimmed(from: 0.5, to: 1).elements
                == [.move(CGPoint(x: 20, y: 0)), .line(CGPoint(x: 30, y: 0)), .line(CGPoint(x: 30, y: 10))])
    }

    @Test func badValuesWarnAndFallBack() {
        let c = LayerCanvas(width: 100, height: 100)
        let s = shape(c, line(CGPoint(x: 0, y: 50), CGPoint(x: 100, y: 50))) {
            $0.strokeColor = .blue; $0.lineWidth = .nan; $0.lineDashPattern = [10, -5]
        }
        #expect(s.lineWidth == 1)
        s.lineWidth = 10
        s.strokeEnd = .infinity
        #expect(s.strokeEnd == 1)
        c.render()
        expectPixel(c, 15, 50, (0, 0, 255), "a negative dash length draws a solid line")
        s.lineWidth = -3
        #expect(s.lineWidth == 0)
    }

    @Test func aPathOutsideTheBoundsIsDrawnAndItsOldPlaceCleared() {
        let c = LayerCanvas(width: 100, height: 100)
        let s = CAShapeLayer()   // zero-size bounds, as shape layers often have
        s.position = CGPoint(x: 10, y: 10)
        s.path = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        s.fillColor = .red
        c.root.addSublayer(s)
        c.render()
        expectPixel(c, 20, 20, (255, 0, 0))
        s.path = CGPath(rect: CGRect(x: 50, y: 50, width: 20, height: 20), transform: nil)
        c.render()
        expectPixel(c, 20, 20, (255, 255, 255), "the old place is redrawn")
        expectPixel(c, 70, 70, (255, 0, 0))
    }

    @Test func theShapeLiesBetweenTheContentsAndTheSublayers() {
        let c = LayerCanvas(width: 100, height: 100)
        let ctx = CGContext(surface: CairoSurface(width: 100, height: 100))
        ctx.setFillColor(.red)
        ctx.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        let s = shape(c, CGPath(rect: CGRect(x: 0, y: 0, width: 50, height: 100), transform: nil)) { $0.fillColor = .blue }
        s.contents = ctx.makeImage()
        s.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), .green))
        c.render()
        expectPixel(c, 75, 50, (255, 0, 0), "the contents")
        expectPixel(c, 25, 50, (0, 0, 255), "the shape over the contents")
        expectPixel(c, 10, 10, (0, 255, 0), "the sublayer over the shape")
    }

    @Test func theShadowFollowsTheShapeNotTheBounds() {
        let c = LayerCanvas(width: 100, height: 100)
        let s = shape(c, CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)) {
            $0.fillColor = .red
            $0.shadowOpacity = 1
            $0.shadowRadius = 0
            $0.shadowOffset = CGSize(width: 30, height: 0)
        }
        c.render()
        expectPixel(c, 45, 20, (0, 0, 0), "the shadow of the square, 30 to the right")
        expectPixel(c, 80, 80, (255, 255, 255), "inside the bounds, outside the shape's shadow")
        s.path = CGPath(rect: CGRect(x: 10, y: 50, width: 20, height: 20), transform: nil)
        c.render()
        expectPixel(c, 45, 20, (255, 255, 255), "the old shadow is gone")
        expectPixel(c, 45, 60, (0, 0, 0))
    }

    @Test func aPathWithNaNIsNotDrawn() {
        let c = LayerCanvas(width: 100, height: 100)
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 10, y: 10)); p.addLine(to: CGPoint(x: CGFloat.nan, y: 50)); p.addLine(to: CGPoint(x: 50, y: 50))
        _ = shape(c, p) { $0.fillColor = .red; $0.strokeColor = .blue }
        c.root.addSublayer(solidLayer(CGRect(x: 60, y: 60, width: 20, height: 20), .green))
        c.render()
        expectPixel(c, 70, 70, (0, 255, 0), "the rest of the frame is drawn")
    }

    @Test func changingAStrokeColourDamagesOnlyTheShapesArea() {
        let c = LayerCanvas(width: 200, height: 200)
        let s = CAShapeLayer()
        s.frame = CGRect(x: 100, y: 100, width: 50, height: 50)
        s.path = CGPath(rect: CGRect(x: 10, y: 10, width: 30, height: 30), transform: nil)
        s.strokeColor = .blue
        s.lineWidth = 4
        c.root.addSublayer(s)
        c.root.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), .green))
        c.render()
        s.strokeColor = .red
        let damage = c.render()
        // The path's box (110…140) grown by the miter reach (2 × 10) and a pixel each way.
        let allowed = PixelRect(x: 110 - 22, y: 110 - 22, width: 30 + 44, height: 30 + 44)
        #expect(!damage.isEmpty && damage.allSatisfy { allowed.intersection($0) == $0 }, "damage \(damage)")
        expectPixel(c, 110, 125, (255, 0, 0))
    }
}
