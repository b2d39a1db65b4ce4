import Foundation
import Testing
import TestExpectations
@testable import QuartzCore
import CoreGraphics

/// Pixels of rendered layer trees, checked against values worked out from the geometry by hand.
@MainActor
@Suite struct LayerRendererTests {
    @Test func solidLayersLandOnTheirFrames() {
        let c = LayerCanvas(width: 100, height: 100)
        c.root.addSublayer(solidLayer(CGRect(x: 10, y: 20, width: 30, height: 40), .red))
        c.render()
        expectPixel(c, 10, 20, (255, 0, 0))      // first pixel inside
        expectPixel(c, 39, 59, (255, 0, 0))      // last pixel inside
        expectPixel(c, 9, 20, (255, 255, 255))   // just left
        expectPixel(c, 40, 59, (255, 255, 255))  // just right
        expectPixel(c, 10, 60, (255, 255, 255))  // just below
    }

    @Test func opacityBlendsOverWhatIsBelow() {
        let c = LayerCanvas(width: 50, height: 50)
        let l = solidLayer(CGRect(x: 0, y: 0, width: 50, height: 50), .red)
        l.opacity = 0.5
        c.root.addSublayer(l)
        c.render()
        // Red at 50 % over white: (255, 127.5, 127.5).
        expectPixel(c, 25, 25, (255, 128, 128), tolerance: 1)
    }

    @Test func groupOpacityCompositesTheSubtreeOnce() {
        let c = LayerCanvas(width: 60, height: 20)
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
        parent.opacity = 0.5
        parent.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 40, height: 20), .blue))
        parent.addSublayer(solidLayer(CGRect(x: 20, y: 0, width: 40, height: 20), .blue))
        c.root.addSublayer(parent)
        c.render()
        // Where the two blue layers overlap, group opacity shows blue at 50 % once (not 75 %).
        expectPixel(c, 30, 10, (128, 128, 255), tolerance: 1)
        expectPixel(c, 10, 10, (128, 128, 255), tolerance: 1)
    }

    @Test func nestedLayersUseTheirSuperlayersCoordinates() {
        let c = LayerCanvas(width: 100, height: 100)
        let outer = solidLayer(CGRect(x: 20, y: 20, width: 60, height: 60), .blue)
        outer.bounds.origin = CGPoint(x: 10, y: 0)   // scrolls the content left by 10
        let inner = solidLayer(CGRect(x: 20, y: 10, width: 10, height: 10), .red)
        outer.addSublayer(inner)
        c.root.addSublayer(outer)
        c.render()
        // inner's origin: outer's origin (20, 20) + (20 − 10, 10) = (30, 30).
        expectPixel(c, 30, 30, (255, 0, 0))
        expectPixel(c, 39, 39, (255, 0, 0))
        expectPixel(c, 41, 35, (0, 0, 255))
    }

    @Test func rotationTurnsASquareIntoADiamond() {
        let c = LayerCanvas(width: 200, height: 120)
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        l.position = CGPoint(x: 100, y: 60)
        l.backgroundColor = .blue
        l.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        c.root.addSublayer(l)
        c.render()
        // The rotated square's corners are 20·√2 ≈ 28.3 from the centre along the axes.
        expectPixel(c, 100, 60, (0, 0, 255))
        expectPixel(c, 125, 60, (0, 0, 255), "inside the diamond, outside the unrotated square")
        expectPixel(c, 100, 85, (0, 0, 255))
        expectPixel(c, 117, 43, (255, 255, 255), "inside the unrotated square, outside the diamond")
    }

    @Test func scaleTransformAppliesAboutTheAnchorPoint() {
        let c = LayerCanvas(width: 100, height: 100)
        let l = solidLayer(CGRect(x: 40, y: 40, width: 20, height: 20), .red)
        l.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        c.root.addSublayer(l)
        c.render()
        // Centred on (50, 50) and twice as big: 30…70.
        expectPixel(c, 31, 31, (255, 0, 0))
        expectPixel(c, 68, 68, (255, 0, 0))
        expectPixel(c, 28, 50, (255, 255, 255))
        expectPixel(c, 72, 50, (255, 255, 255))
    }

    @Test func cornerRadiusCutsTheCorners() {
        let c = LayerCanvas(width: 100, height: 100)
        let l = solidLayer(CGRect(x: 20, y: 20, width: 60, height: 60), .green)
        l.cornerRadius = 20
        c.root.addSublayer(l)
        c.render()
        // The top-left corner's arc is centred on (40, 40): (23, 23) is 24 away, outside.
        expectPixel(c, 23, 23, (255, 255, 255))
        expectPixel(c, 50, 50, (0, 255, 0))
        expectPixel(c, 50, 21, (0, 255, 0), "the straight edge is not cut")
        expectPixel(c, 27, 27, (0, 255, 0), "(27, 27) is 18.4 from the arc's centre: inside")
    }

    @Test func borderIsDrawnInsideTheBoundsAboveSublayers() {
        let c = LayerCanvas(width: 100, height: 100)
        let l = solidLayer(CGRect(x: 20, y: 20, width: 60, height: 40), .blue)
        l.borderWidth = 4
        l.borderColor = .black
        l.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 30, height: 40), .red))
        c.root.addSublayer(l)
        c.render()
        expectPixel(c, 21, 40, (0, 0, 0), "border over the red sublayer")
        expectPixel(c, 78, 40, (0, 0, 0), "border over the blue background")
        expectPixel(c, 25, 40, (255, 0, 0), "inside the border: the sublayer")
        expectPixel(c, 70, 40, (0, 0, 255), "inside the border: the background")
        expectPixel(c, 18, 40, (255, 255, 255), "nothing outside the bounds")
    }

    @Test func masksToBoundsClipsSublayers() {
        let c = LayerCanvas(width: 100, height: 100)
        let clip = solidLayer(CGRect(x: 10, y: 10, width: 40, height: 40), .blue)
        clip.masksToBounds = true
        clip.addSublayer(solidLayer(CGRect(x: 20, y: 20, width: 60, height: 60), .red))
        c.root.addSublayer(clip)
        c.render()
        expectPixel(c, 45, 45, (255, 0, 0))
        expectPixel(c, 55, 55, (255, 255, 255), "outside the clip")
        clip.masksToBounds = false
        c.render()
        expectPixel(c, 55, 55, (255, 0, 0), "the same point once the clip is off")
    }

    @Test func zPositionOrdersSiblingsAndHiddenLayersAreSkipped() {
        let c = LayerCanvas(width: 60, height: 60)
        let a = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), .red)
        let b = solidLayer(CGRect(x: 20, y: 20, width: 40, height: 40), .blue)
        c.root.addSublayer(a)
        c.root.addSublayer(b)
        c.render()
        expectPixel(c, 30, 30, (0, 0, 255), "later sibling on top")
        a.zPosition = 1
        c.render()
        expectPixel(c, 30, 30, (255, 0, 0), "higher zPosition on top")
        a.isHidden = true
        c.render()
        expectPixel(c, 30, 30, (0, 0, 255))
        expectPixel(c, 10, 10, (255, 255, 255))
    }

    @Test func sharpShadowFallsAtItsOffset() {
        let c = LayerCanvas(width: 100, height: 100)
        let l = solidLayer(CGRect(x: 20, y: 20, width: 40, height: 20), .blue)
        l.shadowOpacity = 1
        l.shadowRadius = 0
        l.shadowOffset = CGSize(width: 6, height: 8)
        l.shadowColor = .black
        c.root.addSublayer(l)
        c.render()
        // The shadow is the bounds moved by (6, 8): x 26…66, y 28…48, under the layer.
        expectPixel(c, 63, 45, (0, 0, 0))
        expectPixel(c, 30, 45, (0, 0, 0))
        expectPixel(c, 30, 30, (0, 0, 255), "the layer covers its shadow")
        expectPixel(c, 68, 45, (255, 255, 255))
        expectPixel(c, 30, 50, (255, 255, 255))
    }

    @Test func aShadowTooWideForACairoImageIsLeftOutAndTheLayerStillDrawn() {
        // A 33,000-point layer at scale 1: its blurred shadow mask would be wider than Cairo's
        // 32,767-pixel limit (the crash of `--screen-size 8191x844 --scale 4`).
        let c = LayerCanvas(width: 100, height: 100)
        let l = solidLayer(CGRect(x: -16_000, y: 20, width: 33_000, height: 40), .blue)
        l.shadowOpacity = 0.5
        l.shadowRadius = 8
        l.shadowOffset = CGSize(width: 0, height: 20)
        c.root.addSublayer(l)
        c.render()
        expectPixel(c, 50, 40, (0, 0, 255), "the layer is drawn")
        expectPixel(c, 50, 90, (255, 255, 255), "without its shadow")
    }

    @Test func aSurfaceCairoCannotMakeIsInvalidAndReadsNothing() {
        let surface = CairoSurface(width: CairoSurface.maximumSide + 1, height: 4)
        #expect(!surface.isValid)
        #expect(surface.data == nil)
        #expect(surface.pixel(x: 0, y: 0) == nil)
        #expect(surface.failureReason?.isEmpty == false)
        #expect(CairoSurface(width: 8, height: 8).isValid)
    }

    @Test func blurredShadowFadesOutwards() {
        let c = LayerCanvas(width: 120, height: 120)
        let l = solidLayer(CGRect(x: 30, y: 30, width: 60, height: 60), .blue)
        l.shadowOpacity = 1
        l.shadowRadius = 6
        l.shadowOffset = CGSize(width: 0, height: 0)
        c.root.addSublayer(l)
        c.render()
        // Right of the layer's edge (x = 90) the shadow darkens less with distance; at the edge
        // a symmetric blur of a straight edge gives about half intensity.
        let near = c.pixel(91, 60).r, mid = c.pixel(96, 60).r, far = c.pixel(110, 60).r
        #expect(near < mid && mid < far, "shadow gets lighter outwards: \(near), \(mid), \(far)")
        expectNear(near, 128, tolerance: 39, "about half dark at the edge: \(near)")
        #expect(far > 245, "gone 20 pt out: \(far)")
    }

    @Test func imageContentsFollowTheirGravity() {
        let c = LayerCanvas(width: 100, height: 100)
        let l = CALayer()
        l.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        l.contents = Self.twoColourImage()  // 8×4 px: left half red, right half blue
        c.root.addSublayer(l)
        c.render()
        expectPixel(c, 15, 20, (255, 0, 0), "resize: stretched over 40×20")
        expectPixel(c, 45, 20, (0, 0, 255))

        l.contentsGravity = .center
        c.render()
        // Unscaled 8×4 centred in (10…50, 10…30): x 26…34, y 18…22.
        expectPixel(c, 27, 19, (255, 0, 0))
        expectPixel(c, 33, 21, (0, 0, 255))
        expectPixel(c, 15, 20, (255, 255, 255))

        l.contentsGravity = .resizeAspect
        c.render()
        // Aspect 2:1 fills the 40×20 bounds exactly.
        expectPixel(c, 11, 11, (255, 0, 0))
        expectPixel(c, 48, 28, (0, 0, 255))
    }

    @Test func renderingAtScaleTwoDoublesDevicePositions() {
        let c = LayerCanvas(width: 50, height: 50, scale: 2)
        c.root.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 5, height: 5), .red))
        c.render()
        #expect(c.surface.width == 100)
        expectPixel(c, 20, 20, (255, 0, 0))
        expectPixel(c, 29, 29, (255, 0, 0))
        expectPixel(c, 30, 30, (255, 255, 255))
        expectPixel(c, 19, 25, (255, 255, 255))
    }

    @Test func drawnContentComesFromDrawInContext() {
        final class CrossLayer: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
                ctx.fill(CGRect(x: 0, y: 8, width: 20, height: 4))
            }
        }
        let c = LayerCanvas(width: 40, height: 40)
        let l = CrossLayer()
        l.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        l.setNeedsDisplay()
        c.root.addSublayer(l)
        c.render()
        expectPixel(c, 15, 19, (255, 0, 0))
        expectPixel(c, 15, 12, (255, 255, 255))
        #expect(l.contents is CGImage)
        // A plain layer that is told to display draws nothing and gets no image.
        let plain = CALayer()
        plain.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        plain.setNeedsDisplay()
        c.root.addSublayer(plain)
        c.render()
        #expect(plain.contents == nil)
    }

    /// An 8×4 image whose left half is red and right half blue.
    static func twoColourImage() -> CGImage {
        let s = CairoSurface(width: 8, height: 4)
        let ctx = CGContext(surface: s)
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 4, y: 0, width: 4, height: 4))
        return CGImage(surface: s)
    }
}
