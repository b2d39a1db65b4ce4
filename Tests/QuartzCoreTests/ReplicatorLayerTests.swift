import Testing
import Foundation
@testable import QuartzCore
import CoreGraphics

/// `CAReplicatorLayer` and the accepted layer classes.
@MainActor
@Suite struct ReplicatorLayerTests {
    @Test func copiesAreMovedByOneMoreTransformEach() {
        let c = LayerCanvas(width: 100, height: 100)
        let r = CAReplicatorLayer()
        r.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        r.instanceCount = 3
        r.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        r.addSublayer(solidLayer(CGRect(x: 0, y: 40, width: 20, height: 20), .red))
        c.root.addSublayer(r)
        c.render()
        expectPixel(c, 10, 50, (255, 0, 0))
        expectPixel(c, 40, 50, (255, 0, 0))
        expectPixel(c, 70, 50, (255, 0, 0))
        expectPixel(c, 25, 50, (255, 255, 255))
        expectPixel(c, 95, 50, (255, 255, 255), "only three copies")
    }

    @Test func colourOffsetsTintEachFurtherCopy() {
        let c = LayerCanvas(width: 100, height: 100)
        let r = CAReplicatorLayer()
        r.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        r.instanceCount = 2
        r.instanceTransform = CATransform3DMakeTranslation(50, 0, 0)
        r.instanceRedOffset = -0.5
        r.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), .white))
        c.root.backgroundColor = .black
        c.root.addSublayer(r)
        c.render()
        expectPixel(c, 20, 20, (255, 255, 255), "the first copy: instanceColor, white")
        expectPixel(c, 70, 20, (128, 255, 255), "the second: red halved")
        expectPixel(c, 70, 70, (0, 0, 0))
    }

    @Test func movingACopysSublayerRedrawsEveryCopysArea() {
        let c = LayerCanvas(width: 100, height: 100)
        let r = CAReplicatorLayer()
        r.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        r.instanceCount = 2
        r.instanceTransform = CATransform3DMakeTranslation(50, 0, 0)
        let box = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), .red)
        r.addSublayer(box)
        c.root.addSublayer(r)
        c.render()
        box.position = CGPoint(x: 10, y: 60)
        c.render()
        expectPixel(c, 60, 10, (255, 255, 255), "the second copy's old place is cleared")
        expectPixel(c, 60, 60, (255, 0, 0))
    }

    @Test func groupOpacityCompositesTheSublayersAsOne() {
        // Two overlapping red squares in a parent at opacity 0.5, over white.
        func render(group: Bool) -> LayerCanvas {
            let c = LayerCanvas(width: 100, height: 100)
            let parent = CALayer()
            parent.frame = c.root.bounds
            parent.opacity = 0.5
            parent.allowsGroupOpacity = group
            parent.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 60, height: 60), .red))
            parent.addSublayer(solidLayer(CGRect(x: 40, y: 40, width: 60, height: 60), .red))
            c.root.addSublayer(parent)
            c.render()
            return c
        }
        let grouped = render(group: true), separate = render(group: false)
        // As a group: red at half over white everywhere, (255, 127.5, 127.5).
        expectPixel(grouped, 50, 50, (255, 128, 128))
        expectPixel(grouped, 10, 10, (255, 128, 128))
        // Each square on its own: where they overlap, half red over half red over white: 63.75.
        expectPixel(separate, 50, 50, (255, 64, 64))
        expectPixel(separate, 10, 10, (255, 128, 128))
    }

    @Test func rasterizingAndFiltersAreAccepted() {
        let l = CALayer()
        #expect(!l.shouldRasterize && l.rasterizationScale == 1 && l.compositingFilter == nil && l.allowsGroupOpacity)
        l.shouldRasterize = true
        l.rasterizationScale = 2
        l.compositingFilter = "multiplyBlendMode"
        #expect(l.shouldRasterize && l.rasterizationScale == 2 && l.compositingFilter as? String == "multiplyBlendMode")
    }

    @Test func aTransformLayerDrawsOnlyItsSublayers() {
        let c = LayerCanvas(width: 100, height: 100)
        let t = CATransformLayer()
        t.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        t.backgroundColor = .blue
        t.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), .red))
        c.root.addSublayer(t)
        let emitter = CAEmitterLayer()
        emitter.emitterCells = [CAEmitterCell()]
        c.root.addSublayer(emitter)
        c.render()
        expectPixel(c, 10, 10, (255, 0, 0))
        expectPixel(c, 50, 50, (255, 255, 255), "the transform layer's background is not drawn")
    }
}
