import CoreGraphics
import Foundation
import Testing
import TestExpectations

@Suite struct TextLayoutTests {
    /// DejaVu Sans Mono at 10 pt: every character is one cell wide, so expected line breaks
    /// follow from counting characters.
    private let mono = FontDescriptor(family: FontDescriptor.monospacedFamily, size: 10)
    private let sans = FontDescriptor(size: 17)

    /// The width of one monospaced cell.
    private var cell: CGFloat { TextLayout(text: "a", font: mono).size.width }

    /// A width that holds `n` cells but not `n + 1`.
    private func width(cells n: Int) -> CGFloat { (CGFloat(n) + 0.5) * cell }

    @Test func monospacedCellsAreEqualAndDejaVuSized() {
        // DejaVu Sans Mono's advance is 1233/2048 em.
        expectNear(cell, 10 * 1233 / 2048, tolerance: 0.01)
        expectNear(TextLayout(text: "W", font: mono).size.width, cell, tolerance: 1e-9)
        expectNear(TextLayout(text: "…", font: mono).size.width, cell, tolerance: 1e-9)
        expectNear(TextLayout(text: "abcd", font: mono).size.width, 4 * cell, tolerance: 1e-6)
    }

    @Test func metricsAreDejaVuSans() {
        // DejaVu Sans: ascender 1901/2048 em, descender 483/2048 em.
        let m = FontDescriptor(family: "DejaVu Sans", size: 20).metrics
        expectNear(m.ascent, 20 * 1901 / 2048, tolerance: 0.05)
        expectNear(m.descent, 20 * 483 / 2048, tolerance: 0.05)
        expectNear(m.lineHeight, m.ascent + m.descent, tolerance: 1e-9)
        #expect(m.capHeight > 0.6 * 20 && m.capHeight < m.ascent)
        #expect(m.xHeight > 0.4 * 20 && m.xHeight < m.capHeight)
        #expect(FontDescriptor(size: 0).metrics == .zero)
        #expect(FontDescriptor(size: -3).size == 0)
        #expect(FontDescriptor(size: .nan).size == 0)
    }

    @Test func emptyStringHasNoLines() {
        let layout = TextLayout(text: "", font: sans, width: 100)
        #expect(layout.lines.isEmpty)
        #expect(layout.size == .zero)
        #expect(!layout.isTruncated)
    }

    @Test func unlimitedWidthBreaksOnlyAtNewlines() {
        let layout = TextLayout(text: "aaaa bbbb cccc\ndd", font: mono)
        #expect(layout.lines.map(\.text) == ["aaaa bbbb cccc", "dd"])
        expectNear(layout.lines[0].width, 14 * cell, tolerance: 1e-6)
        expectNear(layout.size.width, 14 * cell, tolerance: 1e-6)
        let m = mono.metrics
        expectNear(layout.size.height, m.lineHeight + m.lineSpacing, tolerance: 1e-9)
    }

    @Test func wrapsBetweenWords() {
        let text = "aaaa bbbb cccc"
        #expect(TextLayout(text: text, font: mono, width: width(cells: 9)).lines.map(\.text) == ["aaaa bbbb", "cccc"])
        #expect(TextLayout(text: text, font: mono, width: width(cells: 8)).lines.map(\.text) == ["aaaa", "bbbb", "cccc"])
        #expect(TextLayout(text: text, font: mono, width: width(cells: 14)).lines.map(\.text) == [text])
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
        let layout = TextLayout(text: "xy abcdefghijklmnop z", font: mono, width: width(cells: 6))
        // "xy" fits, the 16-letter word splits into 6 + 6 + 4, and "z" joins its tail.
        #expect(layout.lines.map(\.text) == ["xy", "abcdef", "ghijkl", "mnop z"])
        #expect(layout.lines.allSatisfy { $0.width <= width(cells: 6) })
    }

    /// Paragraphs end where Pango ends them (asked directly, separator by separator), in UTF-8
    /// and in UTF-16: after LF, CR, CR LF and PS, not after LS, NEL, VT or FF, however they are
    /// mixed.
    @Test func paragraphsEndWherePangoEndsThem() {
        let pango = DirectPango()
        let texts = ["", "one", "a\nb", "a\rb", "a\r\nb", "a\n\r\nb\r\rc\n", "a\u{2029}b\u{2029}", "a\u{2028}b",
                     "a\u{85}b", "é\u{2029}\r\n\u{2028}שלום\n👍🏽\r", "\n", "\r\n", "\u{2029}\u{2029}x", "a\u{0B}b\u{0C}c\n"]
        for text in texts {
            let bytes = Array(text.utf8)
            let ends = ParagraphBreaks.ends(utf8: bytes)
            let expected = pango.paragraphEnds(text)
            #expect(ends.map(\.separator) == expected.map(\.separator), "\(text.debugDescription): separators")
            #expect(ends.map(\.next) == expected.map(\.next), "\(text.debugDescription): next paragraphs")
            // The same starts counted in UTF-16.
            let utf16Starts = expected.map { text.utf8.index(text.utf8.startIndex, offsetBy: $0.next) }
                .map { text.utf16.distance(from: text.utf16.startIndex, to: $0) }
            #expect(ParagraphBreaks.starts(utf16: text.utf16) == utf16Starts, "\(text.debugDescription): UTF-16")
        }
    }

    @Test func newlinesStartLinesAndEmptyParagraphsKeepTheirHeight() {
        let layout = TextLayout(text: "a\n\nb\r\nc\n", font: sans, width: 200)
        #expect(layout.lines.map(\.text) == ["a", "", "b", "c"])  // the final newline adds no line
        let m = sans.metrics
        expectNear(layout.size.height, m.lineHeight + 3 * m.lineSpacing, tolerance: 1e-9)
    }

    @Test func oneLineTruncatesTheTailWithAnEllipsis() {
        let layout = TextLayout(text: "aaaa bbbb cccc dddd", font: mono, width: width(cells: 9), maximumNumberOfLines: 1)
        // 8 characters and "…" fill the 9 cells.
        #expect(layout.lines.map(\.text) == ["aaaa bbb…"])
        #expect(layout.isTruncated)
        #expect(layout.lines[0].width <= width(cells: 9))
    }

    @Test func truncationKeepsWhatFitsBeforeTheEllipsis() {
        // Pango's ellipsizing cuts between characters and keeps a space that fits before "…".
        let layout = TextLayout(text: "aaaa bbbb", font: mono, width: width(cells: 6), maximumNumberOfLines: 1)
        #expect(layout.lines.map(\.text) == ["aaaa \u{2026}"])
    }

    @Test func limitedLinesTruncateTheLastVisibleLine() {
        let layout = TextLayout(text: "aaaa bbbb cccc dddd eeee", font: mono, width: width(cells: 9), maximumNumberOfLines: 2)
        #expect(layout.lines.map(\.text) == ["aaaa bbbb", "cccc ddd…"])
        let fits = TextLayout(text: "aaaa bbbb cccc", font: mono, width: width(cells: 9), maximumNumberOfLines: 2)
        #expect(fits.lines.map(\.text) == ["aaaa bbbb", "cccc"])
        #expect(!fits.isTruncated)
    }

    @Test func droppedParagraphsLeaveTheLastShownLineWhole() {
        // The last line shown holds the rest of its own paragraph only: when that fits, the
        // line is drawn whole, without "…", though later paragraphs are left out.
        let layout = TextLayout(text: "one\ntwo\nthree", font: mono, width: 1000, maximumNumberOfLines: 2)
        #expect(layout.lines.map(\.text) == ["one", "two"])
        #expect(layout.isTruncated)
        let unlimited = TextLayout(text: "one\ntwo\nthree", font: mono, maximumNumberOfLines: 1)
        #expect(unlimited.lines.map(\.text) == ["one"] && unlimited.isTruncated)
    }

    @Test func headAndMiddleTruncationAndNoTruncation() {
        let text = "abcdefghij"
        let head = TextLayout(text: text, font: mono, width: width(cells: 5), maximumNumberOfLines: 1, truncation: .head)
        #expect(head.lines.map(\.text) == ["…ghij"])
        let middle = TextLayout(text: text, font: mono, width: width(cells: 5), maximumNumberOfLines: 1, truncation: .middle)
        #expect(middle.lines.map(\.text) == ["ab…ij"])
        let none = TextLayout(text: "aaaa bbbb", font: mono, width: width(cells: 6), maximumNumberOfLines: 1, truncation: .none)
        #expect(none.lines.map(\.text) == ["aaaa"])
    }

    @Test func characterWrapping() {
        let layout = TextLayout(text: "aaaa bbbb", font: mono, width: width(cells: 6), wrapping: .characters)
        #expect(layout.lines.map(\.text) == ["aaaa b", "bbb"])
    }

    @Test func linesNeverExceedTheWidth() {
        let text = "The quick brown fox jumps over the lazy dog, then naps beside the riverbank until evening. "
            + "Supercalifragilisticexpialidocious words get broken between characters."
        for w in stride(from: CGFloat(40), through: 400, by: 17) {
            for maxLines in [0, 1, 2, 3] {
                let layout = TextLayout(text: text, font: sans, width: w, maximumNumberOfLines: maxLines)
                for line in layout.lines where line.text.count > 1 {
                    #expect(line.width <= w, "width \(w), lines \(maxLines): \(line.text) is \(line.width)")
                }
                if maxLines > 0 { #expect(layout.lines.count <= maxLines) }
                #expect(layout.size.width <= w)
            }
        }
    }

    @Test func wrappingKeepsEveryWordInOrder() {
        let text = "héllo wörld ñandú 日本語 emoji 🙂 done"
        let layout = TextLayout(text: text, font: sans, width: 80)
        #expect(layout.lines.count > 1)
        // Unicode line breaking: between words, and between ideographs (日 | 本語).
        #expect(layout.lines.map(\.text).joined().filter { !$0.isWhitespace } == text.filter { !$0.isWhitespace })
        #expect(layout.lines.allSatisfy { $0.width <= 80 })
        #expect(TextLayout(text: "é", font: sans).size.width > 0)
    }

    @Test func tinyWidthStillProgressesOneCharacterPerLine() {
        let layout = TextLayout(text: "abc", font: mono, width: 1)
        #expect(layout.lines.map(\.text) == ["a", "b", "c"])
        let truncated = TextLayout(text: "abc", font: mono, width: 1, maximumNumberOfLines: 1)
        #expect(truncated.lines.map(\.text) == ["\u{2026}"])  // Pango keeps the ellipsis, though wider
    }

    @Test func drawnTextStaysInsideItsBoxForEachAlignment() {
        let boxWidth: CGFloat = 120
        let layout = TextLayout(text: "Hi there", font: sans, width: boxWidth)
        let inkWidth = layout.size.width
        for alignment in [TextLayout.Alignment.left, .center, .right] {
            let context = CGContext(surface: CairoSurface(width: 160, height: 40))
            layout.draw(in: context, at: CGPoint(x: 20, y: 5), width: boxWidth, color: .black, alignment: alignment)
            guard let ink = inkBounds(context.surface) else { Issue.record("no ink for \(alignment)"); continue }
            // Inside the layout's box: x 20…140, y 5…5 + lineHeight (1 px of antialiasing slack).
            #expect(ink.minX >= 19 && ink.maxX <= 141, "\(alignment): \(ink)")
            #expect(ink.minY >= 4 && ink.maxY <= 6 + layout.size.height, "\(alignment): \(ink)")
            let expectedLeft: CGFloat = switch alignment {
            case .left, .natural: 20
            case .center: 20 + (boxWidth - inkWidth) / 2
            case .right: 20 + boxWidth - inkWidth
            }
            // Glyph side bearings are a couple of points at most.
            expectNear(ink.minX, expectedLeft, tolerance: 3, "\(alignment): ink starts at \(ink.minX), line at \(expectedLeft)")
        }
    }

    /// The bounding box of pixels with any alpha, or nil for a blank surface.
    private func inkBounds(_ s: CairoSurface) -> CGRect? {
        var box: CGRect?
        for y in 0..<s.height {
            for x in 0..<s.width where (s.pixel(x: x, y: y)?.a ?? 0) > 0 {
                box = (box ?? CGRect(x: x, y: y, width: 1, height: 1)).union(CGRect(x: x, y: y, width: 1, height: 1))
            }
        }
        return box
    }
}
