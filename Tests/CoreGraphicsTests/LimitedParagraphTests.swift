import CoreGraphics
import Foundation
import Testing
import TestExpectations

/// A paragraph limited to a number of lines and shortened with "…" is laid out in one Pango
/// layout (Pango's own line limit), where the general path lays out every line and then the last
/// one again. Both must show the same lines and the same pixels: each text here is laid out
/// first with a height limit no line reaches (the general path) and then without one.
@Suite struct LimitedParagraphTests {
    private let words = ["Settings", "Wi-Fi", "Bluetooth", "Notifications", "Sounds", "Focus", "Screen", "Time",
                         "General", "Control", "Centre", "Display", "Brightness", "Home", "Wallpaper", "Siri",
                         "office", "AVAVA", "שלום עולם", "مرحبا", "漢字かな交じり文", "👍🏽", "Crème brûlée", "Supercalifragilisticexpialidocious",
                         // Marks and isolates that turn a paragraph right to left, and an emoji with
                         // its presentation selector (not right to left at all).
                         "\u{200F}Mark", "\u{2067}Isolated\u{2069}", "❤️",
                         // Lines broken inside a paragraph.
                         "Line\u{2028}Break", "Tab\u{0B}Stop"]

    /// `count` texts of one to twelve words, distinct from any other test's.
    private func texts(_ count: Int, tag: String) -> [String] {
        (0..<count).map { i in
            let n = 1 + (i * 7) % 12
            return (0..<n).map { words[(i + $0 * 5) % words.count] }.joined(separator: " ") + " \(tag)\(i)"
        }
    }

    private func pixels(_ layout: RichTextLayout, width: CGFloat) -> [UInt8] {
        let surface = CairoSurface(width: Int(width) + 20, height: 120)
        layout.draw(in: CGContext(surface: surface), at: CGPoint(x: 10, y: 5), width: width)
        var result: [UInt8] = []
        result.reserveCapacity(surface.width * surface.height)
        for y in 0..<surface.height { for x in 0..<surface.width { result.append(surface.pixel(x: x, y: y)?.a ?? 0) } }
        return result
    }

    private func expectSame(_ text: RichText, width: CGFloat, lines: Int, wrapping: TextLayout.Wrapping,
                            truncation: TextLayout.Truncation, draw: Bool) {
        let general = RichTextLayout(text: text, width: width, maximumHeight: 100_000, maximumNumberOfLines: lines,
                                     wrapping: wrapping, truncation: truncation)
        let limited = RichTextLayout(text: text, width: width, maximumNumberOfLines: lines, wrapping: wrapping, truncation: truncation)
        let what = "\(text.string) at \(width), \(lines) lines, \(truncation)"
        #expect(limited.lines.map(\.text) == general.lines.map(\.text), "\(what)")
        #expect(limited.isTruncated == general.isTruncated, "\(what)")
        expectNear(limited.size.width, general.size.width, tolerance: 0.001, "\(what)")
        expectNear(limited.size.height, general.size.height, tolerance: 0.001, "\(what)")
        for (a, b) in zip(limited.lines, general.lines) {
            expectNear(a.width, b.width, tolerance: 0.001, "\(what): \(a.text)")
            expectNear(a.baseline, b.baseline, tolerance: 0.001, "\(what): \(a.text)")
        }
        if draw { #expect(pixels(limited, width: width) == pixels(general, width: width), "\(what)") }
    }

    @Test func plainLabelsShowTheLinesAndPixelsOfTheGeneralPath() {
        let font = FontDescriptor(family: "Inter", size: 15)
        var truncated = 0
        for (i, string) in texts(96, tag: "p").enumerated() {
            let text = RichText(runs: [.init(text: string, style: TextStyle(font: font, color: nil))])
            for (width, lines) in [(190 as CGFloat, 2), (120, 1), (120, 3)] {
                expectSame(text, width: width, lines: lines, wrapping: .words, truncation: .tail, draw: i % 4 == 0)
                truncated += RichTextLayout(text: text, width: width, maximumNumberOfLines: lines).isTruncated ? 1 : 0
            }
        }
        // Both kinds are covered: labels that fit and labels shortened with "…".
        #expect(truncated > 60 && truncated < 250, "\(truncated) of 288 truncated")
    }

    @Test func headMiddleCharacterWrappingAndStyledRunsToo() {
        let regular = FontDescriptor(family: "Inter", size: 15)
        let bold = FontDescriptor(family: "Inter", size: 18, weight: 700)
        let red = TextColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        for (i, string) in texts(36, tag: "s").enumerated() {
            let cut = string.index(string.startIndex, offsetBy: string.count / 3)
            let text = RichText(runs: [.init(text: String(string[..<cut]), style: TextStyle(font: bold, color: red, underline: .single)),
                                       .init(text: String(string[cut...]), style: TextStyle(font: regular, color: nil))])
            for truncation: TextLayout.Truncation in [.head, .middle, .tail] {
                expectSame(text, width: 150, lines: 2, wrapping: i % 2 == 0 ? .words : .characters, truncation: truncation,
                           draw: i % 6 == 0)
            }
        }
    }

    @Test func aLabelDrawnInItsMeasuredHeightDrawsTheMeasuredLayout() {
        let font = FontDescriptor(family: "Inter", size: 15)
        let text = RichText(runs: [.init(text: "Measured, then drawn in its bounds \(UUID().uuidString.prefix(8))",
                                         style: TextStyle(font: font, color: nil))])
        let measured = RichTextLayout(text: text, width: 160, maximumNumberOfLines: 3)
        #expect(!measured.isTruncated && measured.lines.count >= 2)
        // The label's bounds: the measured size rounded up, as `sizeThatFits` reports it.
        let drawn = RichTextLayout(text: text, width: 160, maximumHeight: measured.size.height.rounded(.up),
                                   maximumNumberOfLines: 3)
        #expect(drawn.lines.map(\.text) == measured.lines.map(\.text))
        // The layout drawn is the measured one, not a second layout of the same lines.
        #expect(drawn.drawsLayouts(of: measured))
        // A height that cuts a line off is still honoured.
        let cut = RichTextLayout(text: text, width: 160, maximumHeight: measured.lines[0].height, maximumNumberOfLines: 3)
        #expect(cut.lines.count == 1 && cut.isTruncated)
    }
}
