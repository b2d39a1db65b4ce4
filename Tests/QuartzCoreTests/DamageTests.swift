import Testing
@testable import QuartzCore
import CoreGraphics

/// The renderer redraws only what changed: checked by the damage it reports and by marker
/// pixels written into the surface behind its back, which survive unless it draws over them.
@MainActor
@Suite struct DamageTests {
    /// Writes an unusual colour straight into the surface memory.
    func plantMarker(_ c: LayerCanvas, _ x: Int, _ y: Int) {
        c.surface.flush()
        let p = (c.surface.testPixels + y * c.surface.stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0 }
        p.pointee = 0xFF12_3456
        c.surface.markDirty()
    }

    func markerIntact(_ c: LayerCanvas, _ x: Int, _ y: Int) -> Bool {
        let p = c.pixel(x, y)
        return p.r == 0x12 && p.g == 0x34 && p.b == 0x56
    }

    @Test func anUnchangedTreeDrawsNothing() {
        let c = LayerCanvas(width: 100, height: 100)
        c.root.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), .red))
        #expect(!c.render().isEmpty)
        plantMarker(c, 15, 15)
        plantMarker(c, 90, 90)
        #expect(c.render().isEmpty)
        #expect(markerIntact(c, 15, 15) && markerIntact(c, 90, 90), "no pixel was drawn")
    }

    @Test func movingASmallLayerRedrawsOnlyItsOldAndNewAreas() {
        let c = LayerCanvas(width: 200, height: 200)
        let square = solidLayer(CGRect(x: 20, y: 20, width: 10, height: 10), .red)
        c.root.addSublayer(square)
        c.root.addSublayer(solidLayer(CGRect(x: 150, y: 20, width: 30, height: 30), .blue))
        c.render()
        plantMarker(c, 100, 60)
        plantMarker(c, 160, 30)  // on the blue layer, which does not move

        square.position = CGPoint(x: 125, y: 125)  // now covers 120…130
        let damage = c.render()
        let area = damage.reduce(0) { $0 + $1.area }
        // Two 10×10 areas grown by a pixel for antialiasing: 2 × 12 × 12 = 288.
        #expect(area <= 288, "damage \(damage) covers \(area) px")
        #expect(damage.contains { $0.intersection(PixelRect(x: 20, y: 20, width: 10, height: 10)).area == 100 })
        #expect(damage.contains { $0.intersection(PixelRect(x: 120, y: 120, width: 10, height: 10)).area == 100 })
        #expect(markerIntact(c, 100, 60) && markerIntact(c, 160, 30))
        expectPixel(c, 25, 25, (255, 255, 255), "old place cleared")
        expectPixel(c, 125, 125, (255, 0, 0), "new place drawn")
    }

    @Test func removingALayerRedrawsTheAreaItCovered() {
        let c = LayerCanvas(width: 100, height: 100)
        let l = solidLayer(CGRect(x: 40, y: 40, width: 20, height: 20), .red)
        c.root.addSublayer(l)
        c.render()
        plantMarker(c, 5, 5)
        l.removeFromSuperlayer()
        let damage = c.render()
        #expect(damage.reduce(0) { $0 + $1.area } <= 22 * 22)
        expectPixel(c, 50, 50, (255, 255, 255))
        #expect(markerIntact(c, 5, 5))
    }

    @Test func changingAColourDamagesOnlyThatLayer() {
        let c = LayerCanvas(width: 100, height: 100)
        let a = solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), .red)
        let b = solidLayer(CGRect(x: 60, y: 60, width: 20, height: 20), .red)
        c.root.addSublayer(a)
        c.root.addSublayer(b)
        c.render()
        b.backgroundColor = .blue
        let damage = c.render()
        #expect(damage.count == 1)
        #expect(damage.first.map { PixelRect(x: 58, y: 58, width: 24, height: 24).intersection($0) == $0 } == true,
                "damage \(damage) stays around b")
        expectPixel(c, 70, 70, (0, 0, 255))
        expectPixel(c, 20, 20, (255, 0, 0))
    }

    @Test func movingAParentMovesItsWholeSubtree() {
        let c = LayerCanvas(width: 200, height: 100)
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        let child = solidLayer(CGRect(x: 10, y: 10, width: 10, height: 10), .red)
        parent.addSublayer(child)
        c.root.addSublayer(parent)
        c.render()
        parent.position.x += 100
        let damage = c.render()
        #expect(damage.reduce(0) { $0 + $1.area } <= 2 * 12 * 12)
        expectPixel(c, 15, 15, (255, 255, 255))
        expectPixel(c, 115, 15, (255, 0, 0))
    }

    @Test func hidingAndShowingDamagesTheLayer() {
        let c = LayerCanvas(width: 100, height: 100)
        let l = solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), .red)
        c.root.addSublayer(l)
        c.render()
        l.isHidden = true
        #expect(!c.render().isEmpty)
        expectPixel(c, 20, 20, (255, 255, 255))
        l.isHidden = false
        #expect(!c.render().isEmpty)
        expectPixel(c, 20, 20, (255, 0, 0))
    }

    @Test func damageRegionMergesNearbyRectanglesAndStaysSmall() {
        var region = DamageRegion(limit: PixelRect(x: 0, y: 0, width: 1000, height: 1000))
        for i in 0..<50 { region.add(PixelRect(x: i * 19, y: (i * 37) % 900, width: 10, height: 10)) }
        #expect(region.rects.count <= 8)
        region.add(PixelRect(x: -50, y: -50, width: 60, height: 60))
        #expect(region.rects.allSatisfy { $0.x >= 0 && $0.y >= 0 }, "clipped to the limit")
        var touching = DamageRegion(limit: PixelRect(x: 0, y: 0, width: 100, height: 100))
        touching.add(PixelRect(x: 0, y: 0, width: 10, height: 10))
        touching.add(PixelRect(x: 5, y: 5, width: 10, height: 10))
        #expect(touching.rects == [PixelRect(x: 0, y: 0, width: 15, height: 15)])
    }
}
