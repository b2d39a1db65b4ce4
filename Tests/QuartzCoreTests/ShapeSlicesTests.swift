import Foundation
import Testing
@testable import QuartzCore
import CoreGraphics

/// A big rounded background or border is cached as a small image of the same shape and drawn in
/// nine pieces (`ShapeSlices`). Drawn that way it must give exactly the bytes of the whole shape
/// rasterised at its full size — for both corner curves, fractional sizes (the far edges'
/// antialiasing), borders wider than the radius, some corners square, and HiDPI scales.
@MainActor
@Suite struct ShapeSlicesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var size: CGSize
        var scale: CGFloat
        var radius: CGFloat
        var continuous: Bool
        var borderWidth: CGFloat
        var someCornersSquare = false
        var testDescription: String {
            "\(size.width)x\(size.height)@\(scale) r\(radius)\(continuous ? "c" : "") b\(borderWidth)\(someCornersSquare ? " 2 corners" : "")"
        }
    }

    nonisolated static let cases: [Case] = [
        Case(size: CGSize(width: 930, height: 403.2), scale: 1, radius: 10, continuous: false, borderWidth: 1),
        Case(size: CGSize(width: 227, height: 124.8), scale: 1, radius: 10, continuous: true, borderWidth: 1),
        Case(size: CGSize(width: 300.5, height: 200.25), scale: 2, radius: 16, continuous: true, borderWidth: 0.5),
        Case(size: CGSize(width: 180, height: 120), scale: 3, radius: 12, continuous: false, borderWidth: 0),
        Case(size: CGSize(width: 260, height: 140), scale: 1, radius: 4, continuous: true, borderWidth: 9),
        Case(size: CGSize(width: 390.3, height: 250.7), scale: 2, radius: 24, continuous: true, borderWidth: 2, someCornersSquare: true),
    ]

    @Test(arguments: cases)
    func nineSlicesDrawTheSameBytesAsTheWholeShape(_ c: Case) throws {
        let corners: CACornerMask = c.someCornersSquare ? [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        let key = ShapeImageKey(size: c.size, scale: c.scale, radius: c.radius, corners: corners,
                                curve: c.continuous ? .continuous : .circular,
                                background: CGColor(red: 0.93, green: 0.97, blue: 1, alpha: 1),
                                borderWidth: c.borderWidth, borderColor: CGColor(red: 0.78, green: 0.2, blue: 0.84, alpha: 0.8))
        let slices = try #require(ShapeSlices(key), "a shape this big is sliced")
        let whole = try #require(LayerRenderer.makeShapeImage(key))
        let small = try #require(LayerRenderer.makeShapeImage(slices.imageKey))
        #expect(small.width * small.height * 4 < whole.width * whole.height, "the cached image is small")

        // Both drawn at an offset into transparent surfaces one pixel bigger all round.
        let expected = CairoSurface(width: whole.width + 4, height: whole.height + 4)
        CGContext(surface: expected).draw(CGImage(surface: whole),
                                          in: CGRect(x: 2, y: 2, width: whole.width, height: whole.height))
        let sliced = CairoSurface(width: whole.width + 4, height: whole.height + 4)
        let context = CGContext(surface: sliced)
        withExtendedLifetime(context) { slices.draw(small, x: 2, y: 2, cr: context.cr) }
        expected.flush()
        sliced.flush()

        var differing = 0, first: (Int, Int)?
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                let a = expected.pixel(x: x, y: y)!, b = sliced.pixel(x: x, y: y)!
                if a != b { differing += 1; if first == nil { first = (x, y) } }
            }
        }
        #expect(differing == 0, "\(differing) pixels differ, the first at \(String(describing: first))")
    }

    @Test func smallShapesAndTranslucentBlitsAreNotSliced() {
        let small = ShapeImageKey(size: CGSize(width: 40, height: 30), scale: 1, radius: 10, corners: .init(rawValue: 15),
                                  curve: .continuous, background: CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                  borderWidth: 0, borderColor: nil)
        #expect(ShapeSlices(small) == nil)
        var big = small
        big.size = CGSize(width: 400, height: 300)
        #expect(ShapeSlices(big) != nil)
    }
}
