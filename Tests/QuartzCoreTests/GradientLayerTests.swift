import Testing
import Foundation
@testable import QuartzCore
import CoreGraphics

/// `CAGradientLayer` in pixels: each checked colour is the interpolation worked out by hand
/// from the pixel centre's position along the gradient.
@MainActor
@Suite struct GradientLayerTests {
    private func gradient(_ c: LayerCanvas, _ configure: (CAGradientLayer) -> Void) -> CAGradientLayer {
        let g = CAGradientLayer()
        g.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        configure(g)
        c.root.addSublayer(g)
        return g
    }

    @Test func theDefaultsAreApples() {
        let g = CAGradientLayer()
        #expect(g.colors == nil && g.locations == nil && g.type == .axial)
        #expect(g.startPoint == CGPoint(x: 0.5, y: 0) && g.endPoint == CGPoint(x: 0.5, y: 1))
    }

    @Test func anAxialGradientRunsFromTopToBottom() {
        let c = LayerCanvas(width: 100, height: 100)
        _ = gradient(c) { $0.colors = [CGColor.red, CGColor.blue] }
        c.render()
        // Row 25's centre is at y = 25.5: t = 0.255, so red 255 · 0.745 = 190, blue 255 · 0.255 = 65.
        expectPixel(c, 50, 25, (190, 0, 65))
        // Row 75: t = 0.755.
        expectPixel(c, 10, 75, (62, 0, 193))
    }

    @Test func locationsPlaceTheColours() {
        let c = LayerCanvas(width: 100, height: 100)
        _ = gradient(c) {
            $0.colors = [CGColor.red, CGColor.green, CGColor.blue]
            $0.locations = [0, 0.25, 1]
            $0.startPoint = CGPoint(x: 0, y: 0.5); $0.endPoint = CGPoint(x: 1, y: 0.5)
        }
        c.render()
        // Column 50's centre: t = 0.505, (0.505 − 0.25) / 0.75 = 0.34 of the way from green to blue.
        expectPixel(c, 50, 50, (0, 168, 87))
        // Column 12: t = 0.125, half way from red to green.
        expectPixel(c, 12, 50, (128, 127, 0))
    }

    @Test func aRadialGradientGrowsFromTheStartPoint() {
        let c = LayerCanvas(width: 100, height: 100)
        _ = gradient(c) {
            $0.type = .radial; $0.colors = [CGColor.red, CGColor.blue]
            $0.startPoint = CGPoint(x: 0.5, y: 0.5); $0.endPoint = CGPoint(x: 1, y: 1)
        }
        c.render()
        // (75.5, 50.5) is 25.505 from the centre, radius 50: t = 0.5101.
        expectPixel(c, 75, 50, (125, 0, 130))
        expectPixel(c, 1, 1, (0, 0, 255), "outside the ellipse: the last colour")
    }

    @Test func aConicGradientTurnsClockwiseFromTheEndPoint() {
        let c = LayerCanvas(width: 100, height: 100)
        _ = gradient(c) {
            $0.type = .conic; $0.colors = [CGColor.red, CGColor.blue]
            $0.startPoint = CGPoint(x: 0.5, y: 0.5); $0.endPoint = CGPoint(x: 1, y: 0.5)
        }
        c.render()
        // (50.5, 80.5): atan2(30.5, 0.5) = 89.06°, t = 0.2474 → (192, 0, 63).
        expectPixel(c, 50, 80, (192, 0, 63))
        // (20.5, 50.5): 180° − atan(0.5/29.5)… = 179.03°, t = 0.4973 → (128, 0, 127).
        expectPixel(c, 20, 50, (128, 0, 127))
        // (50.5, 20.5): 270.97°, t = 0.7527 → (63, 0, 192).
        expectPixel(c, 50, 20, (63, 0, 192))
    }

    @Test func theGradientDrawsOverTheBackgroundAndKeepsTheCorners() {
        let c = LayerCanvas(width: 100, height: 100)
        _ = gradient(c) {
            $0.colors = [CGColor.red, CGColor.red]; $0.cornerRadius = 30
        }
        c.render()
        expectPixel(c, 50, 50, (255, 0, 0))
        expectPixel(c, 1, 1, (255, 255, 255), "the rounded corner is cut")
    }

    @Test func changingTheColoursDamagesOnlyTheGradientsArea() {
        let c = LayerCanvas(width: 200, height: 200)
        let g = CAGradientLayer()
        g.frame = CGRect(x: 100, y: 100, width: 50, height: 50)
        g.colors = [CGColor.red, CGColor.blue]
        c.root.addSublayer(g)
        c.root.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), .green))
        c.render()
        g.colors = [CGColor.green, CGColor.green]
        let damage = c.render()
        #expect(!damage.isEmpty && damage.allSatisfy { PixelRect(x: 99, y: 99, width: 52, height: 52).intersection($0) == $0 },
                "damage \(damage)")
        expectPixel(c, 125, 125, (0, 255, 0))
    }

    @Test func anEmptyOrForeignColourListDrawsNothing() {
        let c = LayerCanvas(width: 100, height: 100)
        let g = gradient(c) { $0.colors = [] }
        c.render()
        expectPixel(c, 50, 50, (255, 255, 255))
        g.colors = ["red", CGColor.blue]   // not CGColors: left out, with a warning
        #expect(g.colors?.count == 1)
        g.locations = [0, 0.5, 1]          // the wrong count: even spacing, with a warning
        g.startPoint = CGPoint(x: CGFloat.nan, y: 0)
        #expect(g.startPoint == CGPoint(x: 0.5, y: 0))
        c.render()
        expectPixel(c, 50, 50, (0, 0, 255))
    }
}
