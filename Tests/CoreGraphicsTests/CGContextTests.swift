import CoreGraphics
import Foundation
import Testing
import TestExpectations

/// A pixel as 0…255 components (un-premultiplied).
struct RGBA: Equatable, CustomStringConvertible {
    var r, g, b, a: Int
    init(_ r: Int, _ g: Int, _ b: Int, _ a: Int) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }
    /// Red, green, blue and alpha, for `expectNear`.
    var components: [Int] { [r, g, b, a] }
    var description: String { "(\(r), \(g), \(b), \(a))" }
    static let clear = RGBA(0, 0, 0, 0)
    static let red = RGBA(255, 0, 0, 255)
    static let blue = RGBA(0, 0, 255, 255)
}

extension CairoSurface {
    func rgba(_ x: Int, _ y: Int) -> RGBA {
        guard let p = pixel(x: x, y: y) else { return RGBA(-1, -1, -1, -1) }
        return RGBA(Int(p.r), Int(p.g), Int(p.b), Int(p.a))
    }
}

@Suite struct CGContextTests {
    private func makeContext(_ w: Int = 10, _ h: Int = 10) -> CGContext {
        CGContext(surface: CairoSurface(width: w, height: h))
    }
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    @Test func fillColoursExactlyTheRectangle() {
        let c = makeContext()
        c.setFillColor(red)
        c.fill(CGRect(x: 2, y: 3, width: 4, height: 5))
        #expect(c.surface.rgba(2, 3) == .red)
        #expect(c.surface.rgba(5, 7) == .red)
        #expect(c.surface.rgba(6, 3) == .clear)   // right of x = 6
        #expect(c.surface.rgba(2, 8) == .clear)   // below y = 8
        #expect(c.surface.rgba(1, 3) == .clear)
    }

    @Test func originIsTopLeftAndTranslationMovesDrawing() {
        let c = makeContext()
        c.setFillColor(red)
        c.translateBy(x: 5, y: 1)
        c.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(c.surface.rgba(5, 1) == .red)
        #expect(c.surface.rgba(6, 2) == .red)
        #expect(c.surface.rgba(0, 0) == .clear)
        #expect(c.ctm == CGAffineTransform(translationX: 5, y: 1))
    }

    @Test func scaleDoublesTheCoveredPixels() {
        let c = makeContext()
        c.setFillColor(blue)
        c.scaleBy(x: 2, y: 2)
        c.fill(CGRect(x: 1, y: 1, width: 1, height: 1))   // pixels 2…3
        #expect(c.surface.rgba(2, 2) == .blue)
        #expect(c.surface.rgba(3, 3) == .blue)
        #expect(c.surface.rgba(4, 4) == .clear)
        #expect(c.surface.rgba(1, 1) == .clear)
    }

    @Test func translucentFillsKeepTheirColourAndAlpha() {
        let c = makeContext()
        c.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        // 0.5 · 255 = 127.5: Cairo stores 127 or 128.
        expectNear(c.surface.rgba(4, 4).components, RGBA(255, 0, 0, 128).components, tolerance: 2)
    }

    @Test func globalAlphaMultipliesFills() {
        let c = makeContext()
        c.setAlpha(0.25)
        c.setFillColor(blue)
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        expectNear(c.surface.rgba(0, 0).components, RGBA(0, 0, 255, 64).components, tolerance: 2)
    }

    @Test func sourceOverBlendsOverWhatIsThere() {
        let c = makeContext()
        c.setFillColor(CGColor(gray: 1, alpha: 1))
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        c.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 0.5))
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        // White under half-transparent black: 255 · 0.5 ≈ 128, opaque.
        expectNear(c.surface.rgba(3, 3).components, RGBA(128, 128, 128, 255).components, tolerance: 2)
    }

    @Test func restoreGStateRestoresColourAndTransform() {
        let c = makeContext()
        c.setFillColor(red)
        c.saveGState()
        c.setFillColor(blue)
        c.translateBy(x: 5, y: 5)
        c.restoreGState()
        c.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(c.surface.rgba(0, 0) == .red)
        #expect(c.surface.rgba(5, 5) == .clear)
        c.restoreGState()  // unbalanced: ignored, no crash
    }

    @Test func clipLimitsDrawing() {
        let c = makeContext()
        c.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
        c.setFillColor(red)
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(c.surface.rgba(4, 5) == .red)
        #expect(c.surface.rgba(5, 5) == .clear)
        #expect(c.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 5, height: 10))
    }

    @Test func evenOddFillLeavesAHole() {
        let c = makeContext()
        c.setFillColor(red)
        c.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        c.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        c.fillPath(using: .evenOdd)
        #expect(c.surface.rgba(1, 1) == .red)
        #expect(c.surface.rgba(5, 5) == .clear)
        #expect(c.isPathEmpty)  // filling consumes the path
    }

    @Test func strokeCoversHalfTheLineWidthEachSide() {
        let c = makeContext()
        c.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        c.setLineWidth(2)
        c.move(to: CGPoint(x: 0, y: 5))
        c.addLine(to: CGPoint(x: 10, y: 5))
        c.strokePath()
        #expect(c.surface.rgba(5, 4) == .blue)   // y 4…6 covered
        #expect(c.surface.rgba(5, 5) == .blue)
        #expect(c.surface.rgba(5, 3) == .clear)
        #expect(c.surface.rgba(5, 6) == .clear)
    }

    @Test func clearMakesPixelsTransparent() {
        let c = makeContext()
        c.setFillColor(red)
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        c.clear(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(c.surface.rgba(2, 2) == .clear)
        #expect(c.surface.rgba(7, 7) == .red)
    }

    @Test func drawImageIsUprightAndMakeImageIsACopy() {
        // A 2×2 image: red top-left, blue bottom-right.
        let source = makeContext(2, 2)
        source.setFillColor(red)
        source.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        source.setFillColor(blue)
        source.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        guard let image = source.makeImage() else { Issue.record("no image"); return }
        source.clear(CGRect(x: 0, y: 0, width: 2, height: 2))  // later drawing does not reach the image
        #expect(image.width == 2 && image.height == 2)
        #expect(image.surface.rgba(0, 0) == .red)

        let c = makeContext(4, 4)
        c.draw(image, in: CGRect(x: 1, y: 1, width: 2, height: 2))
        #expect(c.surface.rgba(1, 1) == .red)
        #expect(c.surface.rgba(2, 2) == .blue)
        #expect(c.surface.rgba(2, 1) == .clear)
        #expect(c.surface.rgba(0, 0) == .clear)
    }

    @Test func croppingCopiesThePixelsOfTheRectangle() {
        let c = makeContext(4, 4)
        c.setFillColor(blue)
        c.fill(CGRect(x: 2, y: 0, width: 2, height: 2))
        let cropped = c.makeImage()?.cropping(to: CGRect(x: 2, y: 0, width: 2, height: 3))
        #expect(cropped?.width == 2 && cropped?.height == 3)
        #expect(cropped?.surface.rgba(0, 0) == .blue)
        #expect(cropped?.surface.rgba(1, 2) == .clear)
        #expect(c.makeImage()?.cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)) == nil)
    }
}
