import CoreGraphics
import CPango
import Foundation
import Testing
import TestExpectations

@Suite struct PangoTextTests {
    private let pango = DirectPango()
    private let inter = FontDescriptor(family: "Inter", size: 17)

    @Test func advancesAreThoseOfPangoWithKerningAndLigatures() {
        for text in ["AVATAR WAVE", "Typography", "office affluent", "Tr. To. Yo.", "Hello, world"] {
            expectNear(TextLayout(text: text, font: inter).size.width, pango.width(text, font: "Inter 17px"), tolerance: 0.01, "\(text)")
        }
        // Kerning: "AV" is narrower than "A" and "V" side by side, in Pango and in the library.
        let pair = pango.width("AV", font: "Inter 17px")
        let apart = pango.width("A", font: "Inter 17px") + pango.width("V", font: "Inter 17px")
        #expect(pair < apart - 0.5, "Inter kerns A and V (\(pair) vs \(apart))")
        expectNear(TextLayout(text: "AV", font: inter).size.width, pair, tolerance: 0.01)
        // Bold is Inter's bold face.
        expectNear(TextLayout(text: "Bold text", font: FontDescriptor(family: "Inter", size: 20, weight: 700)).size.width,
                   pango.width("Bold text", font: "Inter Bold 20px"), tolerance: 0.01)
    }

    @Test func advancesScaleWithTheSizeSoMeasuringAt1xMatches2x() {
        // No metric hinting and no rounding: advances are proportional to the size.
        let small = TextLayout(text: "Interactive transitions", font: FontDescriptor(family: "Inter", size: 13)).size.width
        let big = TextLayout(text: "Interactive transitions", font: FontDescriptor(family: "Inter", size: 26)).size.width
        expectNear(big, 2 * small, tolerance: 0.01)
    }

    @Test func wordWrappingBreaksWherePangoBreaks() {
        let text = "The quick brown fox jumps over the lazy dog, then naps beside the riverbank until evening falls."
        for width: CGFloat in [90, 140, 200, 260] {
            let ours = TextLayout(text: text, font: FontDescriptor(family: "Inter", size: 15), width: width).lines.map(\.text)
            #expect(ours == pango.lines(text, font: "Inter 15px", width: width), "width \(width)")
        }
    }

    @Test func lineWidthsAreWhatPangoMeasuresForTheLineText() {
        let layout = TextLayout(text: "Kerning and ligatures: AVA office Wave", font: inter, width: 150)
        #expect(layout.lines.count > 1)
        for line in layout.lines {
            expectNear(line.width, pango.width(line.text, font: "Inter 17px"), tolerance: 0.01, "\(line.text)")
            #expect(line.width <= 150)
        }
    }

    @Test func tailTruncationFitsAndMeasuresAsPangoDoes() {
        let layout = TextLayout(text: "A long title that cannot fit on one line", font: inter, width: 120, maximumNumberOfLines: 1)
        let line = try! #require(layout.lines.first)
        #expect(line.text.hasSuffix("…") && layout.isTruncated)
        #expect(line.width <= 120)
        // Pango's own ellipsized line, asked directly: the same width.
        let direct = pango.size("A long title that cannot fit on one line", font: "Inter 17px", width: 120, ellipsize: true)
        #expect(direct.lines == 1)
        expectNear(line.width, direct.size.width, tolerance: 0.01)
    }

    @Test func cjkAndEmojiFallBackToInstalledFontsWithoutTofu() {
        for text in ["日本語のテキスト", "中文字体", "Party 🎉🙂👍"] {
            #expect(pango.unknownGlyphs(text, font: "Inter 20px") == 0, "\(text) has unknown glyphs")
        }
        // Drawn: the CJK string's ink is not the missing-glyph box that characters no font has
        // (unassigned code points) draw.
        let cjk = inkImage("日本語", font: FontDescriptor(family: "Inter", size: 30))
        let tofu = inkImage("\u{0378}\u{0379}\u{0380}", font: FontDescriptor(family: "Inter", size: 30))
        #expect(pango.unknownGlyphs("\u{0378}\u{0379}\u{0380}", font: "Inter 30px") == 3, "unassigned characters are boxes")
        #expect(cjk.inkCount > 100)
        #expect(cjk.pixels != tofu.pixels)
        // The shapes differ in well over a tenth of the characters' ink.
        let differing = zip(cjk.pixels, tofu.pixels).filter { ($0 > 0) != ($1 > 0) }.count
        #expect(differing > cjk.inkCount / 10)
    }

    @Test func emojiDrawInColourWhateverTheTextColour() {
        let surface = CairoSurface(width: 80, height: 50)
        let context = CGContext(surface: surface)
        Self.draw("🙂", font: FontDescriptor(family: "Inter", size: 30), in: context, baselineAt: CGPoint(x: 10, y: 38))
        var coloured = 0
        for y in 0..<50 {
            for x in 0..<80 {
                guard let p = surface.pixel(x: x, y: y), p.a > 200 else { continue }
                if max(p.r, p.g, p.b) - min(p.r, p.g, p.b) > 80 { coloured += 1 }
            }
        }
        #expect(coloured > 50, "a black-text emoji draws \(coloured) strongly coloured pixels")
    }

    @Test func tabularDigitsHaveOneWidth() {
        let tnum = FontDescriptor(family: "Inter", size: 17, monospacedDigits: true)
        expectNear(TextLayout(text: "1111", font: tnum).size.width, TextLayout(text: "0000", font: tnum).size.width, tolerance: 0.01)
        expectNear(TextLayout(text: "1111", font: tnum).size.width, TextLayout(text: "8888", font: tnum).size.width, tolerance: 0.01)
    }

    @Test func aLayoutMadeAgainIsNotShapedAgain() {
        let text = "Cached \(UUID().uuidString)"
        let first = TextLayout(text: text, font: inter, width: 200, maximumNumberOfLines: 2)
        let surface = CairoSurface(width: 300, height: 60)
        first.draw(in: CGContext(surface: surface), at: .zero, color: .black)
        let shaped = PangoText.shared.shapeCount
        // Other tests may shape concurrently; this text is unique, so look at our own work only:
        // making and drawing it again must find everything in the caches.
        for _ in 0..<50 {
            let again = TextLayout(text: text, font: inter, width: 200, maximumNumberOfLines: 2)
            #expect(again.lines == first.lines)
            again.draw(in: CGContext(surface: surface), at: .zero, color: .black)
        }
        #expect(PangoText.shared.shapeCount - shaped < 50, "50 redraws shaped \(PangoText.shared.shapeCount - shaped) strings")
    }

    @Test func textDrawnAt1xAnd2xCoversTheSameSpan() {
        let font = FontDescriptor(family: "Inter", size: 16)
        let text = "Measure once, draw twice"
        let advance = TextLayout(text: text, font: font).size.width
        /// The left and right edges of the ink, in points, of `text` drawn at `scale`.
        func inkSpan(scale: Int) -> (CGFloat, CGFloat) {
            let surface = CairoSurface(width: 250 * scale, height: 30 * scale)
            let context = CGContext(surface: surface)
            context.scaleBy(x: CGFloat(scale), y: CGFloat(scale))
            Self.draw(text, font: font, in: context, baselineAt: CGPoint(x: 10, y: 20))
            var minX = Int.max, maxX = Int.min
            for y in 0..<surface.height {
                for x in 0..<surface.width where (surface.pixel(x: x, y: y)?.a ?? 0) > 127 {
                    minX = min(minX, x); maxX = max(maxX, x + 1)
                }
            }
            return (CGFloat(minX) / CGFloat(scale), CGFloat(maxX) / CGFloat(scale))
        }
        let one = inkSpan(scale: 1), two = inkSpan(scale: 2), three = inkSpan(scale: 3)
        // Glyphs sit at the same positions at every scale: the edges agree within a pixel at 1×.
        expectNear(two.0, one.0, tolerance: 1, "left edge at 2×")
        expectNear(two.1, one.1, tolerance: 1, "right edge at 2×")
        expectNear(three.1, two.1, tolerance: 0.7, "right edge at 3×")
        // And inside the measured advance (which starts at x = 10), within a pixel of antialiasing.
        #expect(two.0 >= 10 && two.1 <= 10 + advance + 0.5, "ink \(two), advance \(advance)")
        #expect(two.1 - two.0 > advance - 3, "ink \(two), advance \(advance)")
    }

    @Test func interIsTheFamilyPangoResolves() {
        #expect(pango.resolvedFamily("Inter 17px") == "Inter")
        #expect(PangoText.shared.resolvedFamily(for: inter) == "Inter")
        #expect(FontDescriptor.systemFamily == "Inter")
        #expect(FontDescriptor.systemFamily(installed: false) == "DejaVu Sans")
    }

    /// `text` drawn in black at 30 pt on a 160 × 50 surface: the alpha of each pixel.
    private func inkImage(_ text: String, font: FontDescriptor) -> (pixels: [UInt8], inkCount: Int) {
        let surface = CairoSurface(width: 160, height: 50)
        Self.draw(text, font: font, in: CGContext(surface: surface), baselineAt: CGPoint(x: 5, y: 38))
        var pixels: [UInt8] = []
        for y in 0..<50 { for x in 0..<160 { pixels.append(surface.pixel(x: x, y: y)?.a ?? 0) } }
        return (pixels, pixels.filter { $0 > 0 }.count)
    }

    /// `text` drawn in black on one line with its baseline starting at `point`.
    private static func draw(_ text: String, font: FontDescriptor, in context: CGContext, baselineAt point: CGPoint) {
        let line = TextLayout(text: text, font: font)
        line.draw(in: context, at: CGPoint(x: point.x, y: point.y - line.metrics.ascent), color: CGColor(gray: 0, alpha: 1))
    }
}
