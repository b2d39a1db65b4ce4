import Testing
import TestExpectations
@testable import QuartzCore
import CoreGraphics
import UIKitTesting

/// `contentsRect` picks the part of a layer's image it shows (a sprite sheet's frame, one half
/// of a snapshot in a fold transition), `contentsCenter` the part that stretches (a resizable
/// image's caps), and the contents filters choose how it is scaled. The image is 8×4 pixels,
/// red on the left half and blue on the right, unless a test says otherwise; the layer is 40×20
/// points.
@MainActor
@Suite struct LayerContentsTests {
    private let red = (255, 0, 0), green = (0, 255, 0), blue = (0, 0, 255), white = (255, 255, 255)

    /// A white 60×30 canvas with a 40×20 layer at the origin showing the two-colour image.
    private func canvas(_ configure: (CALayer) -> Void) -> LayerCanvas {
        let c = LayerCanvas(width: 60, height: 30)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.contents = LayerRendererTests.twoColourImage()
        configure(layer)
        c.root.addSublayer(layer)
        c.render()
        return c
    }

    @Test func theDefaultIsTheWholeImage() {
        #expect(CALayer().contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        let c = canvas { _ in }
        expectPixel(c, 5, 10, red)
        expectPixel(c, 35, 10, blue)
    }

    @Test func theRightHalfFillsTheLayer() {
        let c = canvas { $0.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1) }
        expectPixel(c, 5, 10, blue)
        expectPixel(c, 37, 10, blue)
        // At the part's edge the bilinear filter reaches into the pixel beside it, as a GPU
        // sampling a sprite sheet does: a quarter of the red left of the shown part.
        expectPixel(c, 2, 10, (64, 0, 191), tolerance: 3)
    }

    @Test func theMiddleIsStretchedOverTheLayer() {
        // Image pixels 2…6: two red, two blue, each 10 points wide.
        let c = canvas { $0.contentsRect = CGRect(x: 0.25, y: 0, width: 0.5, height: 1) }
        expectPixel(c, 5, 10, red)
        expectPixel(c, 15, 10, red, tolerance: 40, "a quarter of the way into the red, next to the bilinear edge")
        expectPixel(c, 35, 10, blue)
    }

    @Test func partsOutsideTheImageRepeatItsEdgePixels() {
        let c = canvas { $0.contentsRect = CGRect(x: 1, y: 0, width: 1, height: 1) }
        expectPixel(c, 5, 10, blue)
        expectPixel(c, 35, 10, blue)
    }

    @Test func theGravityPlacesTheShownPartAtItsOwnSize() {
        // The left half is 4×4 pixels at scale 1: a red 4×4 square in the middle of the layer.
        let c = canvas {
            $0.contentsGravity = .center
            $0.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
        }
        expectPixel(c, 20, 10, red)
        expectPixel(c, 23, 10, white, "outside the 18…22 square")
        expectPixel(c, 10, 10, white)
    }

    @Test func nearestMagnificationKeepsHardEdges() {
        // Magnified 5×: with the default bilinear filter the pixel just left of the colour edge
        // (x = 19.5, image x = 3.9) is a blend; with `.nearest` it is pure red.
        let smooth = canvas { _ in }
        let hard = canvas { $0.magnificationFilter = .nearest }
        let blended = smooth.pixel(19, 10)
        #expect(blended.b > 20, "bilinear blends towards the blue")
        expectPixel(hard, 19, 10, red, tolerance: 0)
        expectPixel(hard, 20, 10, blue, tolerance: 0)
        #expect(CALayer().magnificationFilter == .linear && CALayer().minificationFilter == .linear)
    }

    @Test func contentsRectAnimatesAndRedrawsEachFrame() {
        let screen = HeadlessScreen(size: CGSize(width: 60, height: 30))
        let window = screen.makeWindow()
        window.backgroundColor = .white
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.contents = LayerRendererTests.twoColourImage()
        layer.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
        window.layer.addSublayer(layer)
        screen.renderFrame()
        #expect(screen.pixel(at: CGPoint(x: 30, y: 10)) == RGBA(red: 255, green: 0, blue: 0))
        let slide = CABasicAnimation(keyPath: "contentsRect")
        slide.fromValue = CGRect(x: 0, y: 0, width: 0.5, height: 1)
        slide.toValue = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        slide.duration = 1
        layer.add(slide, forKey: "frames")
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        screen.renderFrame()
        screen.advance(by: 0.5)
        screen.renderFrame()
        #expect(layer.presentation()?.contentsRect == CGRect(x: 0.25, y: 0, width: 0.5, height: 1))
        // Halfway: image pixels 2…6 shown, red on the left half of the layer, blue on the right.
        #expect(screen.pixel(at: CGPoint(x: 5, y: 10)) == RGBA(red: 255, green: 0, blue: 0))
        #expect(screen.pixel(at: CGPoint(x: 35, y: 10)) == RGBA(red: 0, green: 0, blue: 255))
        screen.advance(by: 0.6)
        screen.renderFrame()
        #expect(screen.pixel(at: CGPoint(x: 5, y: 10)) == RGBA(red: 0, green: 0, blue: 255))
    }

    /// A 12×12 image: two red columns on the left, two blue on the right, green between.
    private func cappedImage() -> CGImage {
        let s = CairoSurface(width: 12, height: 12)
        let ctx = CGContext(surface: s)
        for (x, w, colour) in [(0, 2, CGColor.red), (2, 8, CGColor.green), (10, 2, CGColor.blue)] {
            ctx.setFillColor(colour)
            ctx.fill(CGRect(x: x, y: 0, width: w, height: 12))
        }
        return CGImage(surface: s)
    }

    @Test func contentsCenterKeepsTheCapsAtTheirSize() {
        #expect(CALayer().contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        let c = canvas {
            $0.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
            $0.contents = cappedImage()
            $0.contentsCenter = CGRect(x: 2.0 / 12, y: 0, width: 8.0 / 12, height: 1)
        }
        // The caps stay 2 points wide; a plain stretch by 5 would make them 10.
        expectPixel(c, 1, 10, red)
        expectPixel(c, 5, 10, green)
        expectPixel(c, 30, 10, green)
        expectPixel(c, 54, 10, green)
        expectPixel(c, 58, 10, blue)
    }

    @Test func capsThatDoNotFitShrinkInProportion() {
        // 4 points of caps in a 2-point layer: a point of each.
        let c = canvas {
            $0.frame = CGRect(x: 0, y: 0, width: 2, height: 20)
            $0.contents = cappedImage()
            $0.contentsCenter = CGRect(x: 2.0 / 12, y: 0, width: 8.0 / 12, height: 1)
        }
        expectPixel(c, 0, 10, red, tolerance: 70, "the left cap, a point wide")
        expectPixel(c, 1, 10, blue, tolerance: 70, "the right cap")
        expectPixel(c, 3, 10, white)
    }
}
