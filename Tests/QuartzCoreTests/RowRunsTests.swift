import Foundation
import Testing
@testable import QuartzCore
import CoreGraphics

/// The encoding of an opaque image as stretches of one colour and the pixels between them
/// (`RowRuns`), which the dimming folded into a copy reads instead of the image. Whatever range
/// of a row is asked for, its pieces must give back exactly the image's pixels.
struct RowRunsTests {
    /// An interface-like picture: a flat background, rounded bordered cards, text, a gradient
    /// strip and a few rows repeated — drawn with cairo, as subtree images are.
    static func interfaceImage(width: Int, height: Int) -> CairoSurface {
        let surface = CairoSurface(width: width, height: height, opaque: true)
        let c = CGContext(surface: surface)
        c.setFillColor(CGColor(red: 0.94, green: 0.95, blue: 0.97, alpha: 1))
        c.fill(CGRect(x: 0, y: 0, width: width, height: height))
        for i in 0..<6 {
            let card = CGRect(x: 10 + CGFloat(i % 3) * 100, y: 12 + CGFloat(i / 3) * 90, width: 88.5, height: 70)
            c.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
            c.addPath(CGPath(roundedRect: card, cornerWidth: 9, cornerHeight: 9, transform: nil))
            c.fillPath()
            c.setStrokeColor(CGColor(red: 0.2, green: 0.3, blue: 0.8, alpha: 1))
            c.setLineWidth(1)
            c.addPath(CGPath(roundedRect: card.insetBy(dx: 0.5, dy: 0.5), cornerWidth: 9, cornerHeight: 9, transform: nil))
            c.strokePath()
        }
        for x in 0..<width {
            let t = CGFloat(x) / CGFloat(width)
            c.setFillColor(CGColor(red: t, green: 0.5, blue: 1 - t, alpha: 1))
            c.fill(CGRect(x: CGFloat(x), y: CGFloat(height - 12), width: 1, height: 6))
        }
        surface.flush()
        return surface
    }

    /// Every pixel of `row` between `x` and `x + count`, as the encoding gives them.
    static func decoded(_ runs: RowRuns, row: Int, from x: Int, count: Int) -> [UInt32] {
        var pixels: [UInt32] = []
        var next = x
        runs.forEachPiece(row: row, from: x, count: count) { at, n, color, literal in
            #expect(at == next, "pieces follow each other (row \(row): \(at) after \(next))")
            next = at + n
            if let literal { pixels.append(contentsOf: UnsafeBufferPointer(start: literal, count: n)) }
            else { pixels.append(contentsOf: repeatElement(color, count: n)) }
        }
        return pixels
    }

    static func pixels(_ surface: CairoSurface, row: Int) -> [UInt32] {
        let base = UnsafeRawPointer(surface.testPixels) + row * surface.stride
        return (0..<surface.width).map { base.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self) }
    }

    static func encode(_ surface: CairoSurface) -> RowRuns {
        RowRuns(of: UnsafeRawPointer(surface.testPixels).assumingMemoryBound(to: UInt32.self), stride: surface.stride / 4,
                width: surface.width, height: surface.height)
    }

    @Test func wholeRowsAndAnyPartOfThemComeBackExactly() {
        let image = Self.interfaceImage(width: 317, height: 211)
        let runs = Self.encode(image)
        #expect(runs.pays)
        var seed: UInt32 = 7
        func next(_ n: Int) -> Int { seed = seed &* 1_664_525 &+ 1_013_904_223; return Int(seed >> 8) % n }
        for y in 0..<image.height {
            let row = Self.pixels(image, row: y)
            #expect(Self.decoded(runs, row: y, from: 0, count: image.width) == row, "row \(y) whole")
            for _ in 0..<4 {
                let x = next(image.width), count = 1 + next(image.width - x)
                #expect(Self.decoded(runs, row: y, from: x, count: count) == Array(row[x..<(x + count)]),
                        "row \(y) from \(x), \(count) pixels")
            }
        }
    }

    /// A flat interface is a small fraction of its pixels: rows equal to the row above share
    /// one list, stretches of one colour are a segment each.
    @Test func aFlatInterfaceEncodesSmall() {
        let image = Self.interfaceImage(width: 1200, height: 800)
        let runs = Self.encode(image)
        #expect(runs.pays)
        #expect(runs.byteCount * 20 < image.width * image.height * 4, "\(runs.byteCount) bytes for a \(image.width)×\(image.height) image")
        #expect(runs.counts.literalPixels * 10 < image.width * image.height)
    }

    /// A picture with no stretches of one colour (noise, a photograph) is not encoded: the
    /// encoding would be as big as the image and cost a pass for nothing.
    @Test func noiseIsNotEncoded() {
        let image = CairoSurface(width: 200, height: 120, opaque: true)
        var seed: UInt32 = 99
        let data = image.testPixels
        for y in 0..<image.height {
            for x in 0..<image.width {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                (UnsafeMutableRawPointer(data) + y * image.stride + x * 4).storeBytes(of: seed | 0xff00_0000, as: UInt32.self)
            }
        }
        image.markDirty()
        let runs = Self.encode(image)
        #expect(!runs.pays)
        #expect(runs.byteCount < 64, "nothing kept: \(runs.byteCount) bytes")
    }

    /// Rows of one pixel, and ranges reaching past the row's end, are cut to the row.
    @Test func edges() {
        let image = CairoSurface(width: 40, height: 3, opaque: true)
        let c = CGContext(surface: image)
        c.setFillColor(CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
        c.fill(CGRect(x: 0, y: 0, width: 40, height: 3))
        c.setFillColor(CGColor(red: 0.9, green: 0.2, blue: 0.3, alpha: 1))
        c.fill(CGRect(x: 17, y: 1, width: 1, height: 1))
        image.flush()
        let runs = Self.encode(image)
        #expect(Self.decoded(runs, row: 1, from: 30, count: 20) == Array(Self.pixels(image, row: 1)[30..<40]))
        #expect(Self.decoded(runs, row: 1, from: 17, count: 1) == [Self.pixels(image, row: 1)[17]])
        #expect(Self.decoded(runs, row: 2, from: 0, count: 40) == Self.pixels(image, row: 0))
    }
}
