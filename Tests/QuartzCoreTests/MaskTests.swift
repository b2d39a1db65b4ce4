import Testing
import Foundation
@testable import QuartzCore
import CoreGraphics

/// `CALayer.mask`, `maskedCorners` and `cornerCurve` in pixels.
@MainActor
@Suite struct MaskTests {
    private func redSquare(_ frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) -> CALayer {
        solidLayer(frame, .red)
    }

    private func circleMask() -> CAShapeLayer {
        let m = CAShapeLayer()
        m.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        m.path = CGPath(ellipseIn: CGRect(x: 30, y: 30, width: 40, height: 40), transform: nil)
        return m
    }

    @Test func theContentShowsOnlyInsideTheMasksAlpha() {
        let c = LayerCanvas(width: 100, height: 100)
        let l = redSquare()
        l.mask = circleMask()
        c.root.addSublayer(l)
        c.render()
        expectPixel(c, 50, 50, (255, 0, 0))
        expectPixel(c, 50, 35, (255, 0, 0), "14.5 from the centre, radius 20")
        expectPixel(c, 50, 25, (255, 255, 255), "24.5 from the centre: the background")
        expectPixel(c, 5, 5, (255, 255, 255))
    }

    @Test func aHalfTransparentMaskShowsHalfTheContent() {
        let c = LayerCanvas(width: 100, height: 100)
        let l = redSquare()
        l.mask = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), CGColor(red: 0, green: 0, blue: 0, alpha: 0.5))
        c.root.addSublayer(l)
        c.render()
        expectPixel(c, 50, 50, (255, 128, 128))
    }

    @Test func theMaskMasksTheSublayersToo() {
        let c = LayerCanvas(width: 100, height: 100)
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        l.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), .blue))
        l.mask = circleMask()
        c.root.addSublayer(l)
        c.render()
        expectPixel(c, 50, 50, (0, 0, 255))
        expectPixel(c, 5, 5, (255, 255, 255))
    }

    @Test func changingTheMaskRedrawsOnlyTheMaskedLayer() {
        let c = LayerCanvas(width: 200, height: 200)
        let l = redSquare()
        let m = circleMask()
        l.mask = m
        c.root.addSublayer(l)
        c.root.addSublayer(solidLayer(CGRect(x: 150, y: 150, width: 40, height: 40), .green))
        c.render()
        m.path = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        let damage = c.render()
        #expect(!damage.isEmpty && damage.allSatisfy { PixelRect(x: 0, y: 0, width: 101, height: 101).intersection($0) == $0 },
                "damage \(damage) stays on the masked layer")
        expectPixel(c, 10, 10, (255, 0, 0))
        expectPixel(c, 50, 50, (255, 255, 255))
    }

    @Test func aMaskLeavesItsSuperlayerAndItsOldHost() {
        let a = CALayer(), b = CALayer(), m = CALayer()
        a.addSublayer(m)
        b.mask = m
        #expect(m.superlayer == nil && a.sublayers == nil)
        a.mask = m
        #expect(b.mask == nil && a.mask === m)
        a.mask = a   // a layer cannot mask itself: ignored with a warning
        #expect(a.mask == nil)
    }

    @Test func maskedCornersRoundOnlyThoseCorners() {
        let c = LayerCanvas(width: 100, height: 100)
        let l = redSquare()
        l.cornerRadius = 30
        l.maskedCorners = [.layerMinXMinYCorner]
        c.root.addSublayer(l)
        c.render()
        expectPixel(c, 1, 1, (255, 255, 255), "the top-left corner is cut")
        expectPixel(c, 98, 1, (255, 0, 0))
        expectPixel(c, 1, 98, (255, 0, 0))
        expectPixel(c, 98, 98, (255, 0, 0))
        l.maskedCorners = [.layerMaxXMaxYCorner]
        c.render()
        expectPixel(c, 1, 1, (255, 0, 0))
        expectPixel(c, 98, 98, (255, 255, 255))
    }

    @Test func maskedCornersClipTheSublayersWithMasksToBounds() {
        let c = LayerCanvas(width: 100, height: 100)
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        l.cornerRadius = 30
        l.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]   // a sheet's top corners
        l.masksToBounds = true
        l.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), .blue))
        c.root.addSublayer(l)
        c.render()
        expectPixel(c, 1, 1, (255, 255, 255))
        expectPixel(c, 98, 1, (255, 255, 255))
        expectPixel(c, 1, 98, (0, 0, 255))
    }

    @Test func aContinuousCapsuleIsAsRoundAsACircularOne() {
        // Radius = half the height: no room for the longer reach, so the corner is blended all
        // the way to a circle and the two curves draw the same pixels.
        func render(_ curve: CALayerCornerCurve) -> LayerCanvas {
            let c = LayerCanvas(width: 120, height: 40)
            let l = redSquare(CGRect(x: 0, y: 0, width: 120, height: 40))
            l.cornerRadius = 20
            l.cornerCurve = curve
            c.root.addSublayer(l)
            c.render()
            return c
        }
        let circular = render(.circular), continuous = render(.continuous)
        var differing = 0
        for y in 0..<40 { for x in 0..<120 where circular.pixel(x, y) != continuous.pixel(x, y) { differing += 1 } }
        #expect(differing == 0)
    }

    @Test func aBorderFollowsTheMaskedCorners() {
        let c = LayerCanvas(width: 100, height: 100)
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        l.borderWidth = 4
        l.borderColor = .blue
        l.cornerRadius = 30
        l.maskedCorners = [.layerMinXMinYCorner]
        c.root.addSublayer(l)
        c.render()
        expectPixel(c, 1, 1, (255, 255, 255), "the rounded corner leaves the corner pixel")
        expectPixel(c, 98, 98, (0, 0, 255), "a square corner: the border reaches it")
        expectPixel(c, 50, 1, (0, 0, 255))
        expectPixel(c, 50, 50, (255, 255, 255))
    }

    @Test func continuousCornersLeaveTheEdgeEarlierThanCircularOnes() {
        // A radius of 180 on a 600-point square: the continuous corner reaches 275 along each
        // edge. 120 from the corner (0.667 radii) a quarter circle is 0.056 radii (10.1) below
        // the top edge, the continuous curve 0.065 radii (11.8): the pixel of row 10 at
        // x = 120 is inside the circular corner and outside the continuous one.
        func render(_ curve: CALayerCornerCurve) -> LayerCanvas {
            let c = LayerCanvas(width: 600, height: 600)
            let l = redSquare(CGRect(x: 0, y: 0, width: 600, height: 600))
            l.cornerRadius = 180
            l.cornerCurve = curve
            c.root.addSublayer(l)
            c.render()
            return c
        }
        let circular = render(.circular), continuous = render(.continuous)
        #expect(circular.pixel(120, 10).g < 60, "circular: mostly red, \(circular.pixel(120, 10))")
        #expect(continuous.pixel(120, 10).g > 200, "continuous: mostly white, \(continuous.pixel(120, 10))")
        // Both agree far from the corners and on the diagonal's inside.
        expectPixel(circular, 300, 2, (255, 0, 0))
        expectPixel(continuous, 300, 2, (255, 0, 0))
        expectPixel(continuous, 60, 60, (255, 0, 0))
        expectPixel(continuous, 3, 3, (255, 255, 255))
        #expect(CALayer.cornerCurveExpansionFactor(.continuous) > 1.52 && CALayer.cornerCurveExpansionFactor(.circular) == 1)
    }
}
