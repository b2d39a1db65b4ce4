import CPango
import Foundation
import Testing
@testable import UIKit
@testable import UIKitTesting
import TestSupport

/// Editable text laid out by Pango (`EditableTextLayout`): the caret after kerned pairs,
/// ligatures, combining marks, emoji sequences and right-to-left words stands where Pango,
/// asked directly (`DirectPango`, a font map of the test's own), puts its cursor; the caret
/// never stops inside a grapheme cluster; a click left or right of a glyph's middle puts the
/// caret before or after it; wrapped lines are a label's; a selection's colour covers the
/// selected glyphs and not their neighbours; an edit lays out only the pieces it touches.
@MainActor
@Suite(.serialized) struct EditableTextPangoTests {
    static let size: CGFloat = 40
    static let font = UIFont.systemFont(ofSize: size)
    /// The same font as Pango reads it ("Inter 40px").
    static let pangoFont = "\(font.descriptor.family) \(Int(size))px"

    /// The byte offset of each character boundary of `text`.
    static func byteBoundaries(_ text: String) -> [Int32] {
        var result: [Int32] = [0]
        for c in text { result.append(result.last! + Int32(c.utf8.count)) }
        return result
    }

    /// Pango's strong cursor x at each character boundary of `text` on one line.
    static func pangoCarets(_ text: String, _ pango: DirectPango) -> [CGFloat] {
        pango.withLayout(text, font: pangoFont) { layout in
            byteBoundaries(text).map { byte in
                var strong = PangoRectangle()
                pango_layout_get_cursor_pos(layout, byte, &strong, nil)
                return CGFloat(strong.x) / CGFloat(PANGO_SCALE)
            }
        }
    }

    @Test func theCaretStandsWherePangoPutsItsCursor() {
        let pango = DirectPango()
        let texts = ["AV", "To", "ffi", "office", "e\u{301}te\u{301}", "👨‍👩‍👧‍👦", "a👨‍👩‍👧‍👦b", "שלום", "AVA 👍🏽 🇫🇷"]
        for text in texts {
            let layout = EditableTextLayout(characters: Array(text), font: Self.font.descriptor, width: .infinity)
            let expected = Self.pangoCarets(text, pango)
            #expect(expected.count == text.count + 1)
            for (offset, x) in expected.enumerated() {
                #expect(abs(layout.caretX(at: offset) - x) < 0.01,
                        "\(text) at \(offset): \(layout.caretX(at: offset)), Pango \(x)")
            }
        }
        // The kerned pair: "V" starts left of where "A" measured alone ends (what adding
        // characters' own advances would say).
        let av = EditableTextLayout(characters: Array("AV"), font: Self.font.descriptor, width: .infinity)
        #expect(av.caretX(at: 1) < pango.width("A", font: Self.pangoFont) - 0.5)
        // A Hebrew word reads right to left: its start is at the right, its end at the left.
        let hebrew = EditableTextLayout(characters: Array("שלום"), font: Self.font.descriptor, width: .infinity)
        #expect(hebrew.caretX(at: 0) > hebrew.caretX(at: 2) && hebrew.caretX(at: 2) > hebrew.caretX(at: 4))
        #expect(abs(hebrew.caretX(at: 0) - pango.width("שלום", font: Self.pangoFont)) < 0.01)

        // In a text field, the caret view stands there (2 points wide, centred on it).
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 60))
        field.font = Self.font
        field.text = "AVAV"
        let (screen, _) = ControlScene.show(field)
        #expect(field.becomeFirstResponder())
        screen.renderFrame()
        let end = field.textRect(forBounds: field.bounds).minX + Self.pangoCarets("AVAV", pango)[4]
        #expect(abs(field.caretView.frame.midX - end) <= 0.5, "caret at \(field.caretView.frame.midX), Pango \(end)")
    }

    @Test func theCaretNeverStopsInsideAClusterAndStepsOverOneAtATime() {
        let text = "a👍🏽🇫🇷e\u{301}👨‍👩‍👧‍👦b"
        // Pango's cursor positions (per code point) are exactly the characters' boundaries.
        let pango = DirectPango()
        let scalars = text.unicodeScalars.count
        let (count, pangoStops) = pango.withLayout(text, font: Self.pangoFont) { layout in
            var count: Int32 = 0
            let attributes = pango_layout_get_log_attrs_readonly(layout, &count)
            return (Int(count), (0..<min(Int(count), scalars + 1)).filter { attributes![$0].is_cursor_position != 0 })
        }
        #expect(count == scalars + 1)
        var boundaries = [0]
        for c in text { boundaries.append(boundaries.last! + c.unicodeScalars.count) }
        #expect(pangoStops == boundaries)

        // → from the start steps over one cluster at a time (offsets in UTF-16 units).
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 340, height: 60))
        field.font = Self.font
        field.text = text
        let (screen, _) = ControlScene.show(field)
        #expect(field.becomeFirstResponder())
        screen.tapKey(0xff50)   // Home
        var stops: [Int] = []
        var xs: [CGFloat] = []
        for _ in 0..<text.count {
            screen.tapKey(0xff53)   // →
            stops.append(field.selectedTextRange?.start.offset ?? -1)
            xs.append(field.caretView.frame.midX)
        }
        var utf16 = [Int]()
        var units = 0
        for c in text { units += c.utf16.count; utf16.append(units) }
        #expect(stops == utf16, "one step per cluster: \(stops)")
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 }, "each step moves right: \(xs)")
    }

    @Test func aClickLeftOfAGlyphsMiddleIsBeforeItAndRightOfItAfter() {
        let pango = DirectPango()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 340, height: 60))
        field.font = Self.font
        let (screen, _) = ControlScene.show(field)
        for text in ["AVoid", "שלום"] {
            field.text = text
            #expect(field.becomeFirstResponder())
            screen.renderFrame()
            let edges = pango.withLayout(text, font: Self.pangoFont) { layout in
                Self.byteBoundaries(text).dropLast().map { byte in
                    var rect = PangoRectangle()
                    pango_layout_index_to_pos(layout, byte, &rect)
                    let a = CGFloat(rect.x) / CGFloat(PANGO_SCALE), b = CGFloat(rect.x + rect.width) / CGFloat(PANGO_SCALE)
                    return (left: min(a, b), right: max(a, b))
                }
            }
            let rtl = text.unicodeScalars.first!.value >= 0x590
            let origin = field.convert(CGPoint(x: field.textRect(forBounds: field.bounds).minX, y: field.bounds.midY), to: nil)
            for (k, (left, right)) in edges.enumerated() {
                for (fraction, after) in [(0.3, rtl), (0.7, !rtl)] {
                    screen.advance(by: 1)   // not a double-click
                    screen.press(at: CGPoint(x: origin.x + left + (right - left) * fraction, y: origin.y))
                    screen.release()
                    let expected = after ? k + 1 : k
                    #expect(field.selectedTextRange?.start.offset == expected,
                            "\(text): \(fraction) across character \(k) gives \(String(describing: field.selectedTextRange?.start.offset))")
                }
            }
        }
    }

    @Test func wrappedLinesAreALabelsLines() {
        let words = "Interactive transitions follow the finger; supercalifragilisticexpialidocious words break between characters. "
        let pango = DirectPango()
        let font = UIFont.systemFont(ofSize: 17)
        let pangoFont = "\(font.descriptor.family) 17px"
        func trimmed(_ s: some StringProtocol) -> String {
            var t = String(s)
            while t.last?.isWhitespace == true { t.removeLast() }
            return t
        }
        for width: CGFloat in [90, 151.5, 290] {
            let layout = EditableTextLayout(characters: Array(words), font: font.descriptor, width: width)
            let lines = layout.lines.map { trimmed(words.dropFirst($0.lowerBound).prefix($0.count)) }
            let label = TextLayout(text: words, font: font.descriptor, width: width).lines.map { trimmed($0.text) }
            #expect(lines == label, "width \(width)")
            #expect(lines == pango.lines(words, font: pangoFont, width: width))
        }
        // A paragraph longer than a piece is laid out in windows that end where Pango ends a line.
        let long = String(repeating: words, count: 60)
        #expect(long.count > 3 * EditableTextLayout.pieceLength)
        let layout = EditableTextLayout(characters: Array(long), font: font.descriptor, width: 233)
        let lines = layout.lines.map { trimmed(long.dropFirst($0.lowerBound).prefix($0.count)) }
        #expect(lines == pango.lines(long, font: pangoFont, width: 233))

        // A text view wraps its text as a label of its text width does.
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 250, height: 300))
        textView.font = font
        textView.text = words + "\n" + words
        let viewLayout = textView.currentLayout()
        let text = Array(textView.text)
        let shown = viewLayout.lines.map { trimmed(String(text[$0])) }
        let expected = pango.lines(words, font: pangoFont, width: 250 - 10).filter { !$0.isEmpty }
        #expect(shown == expected + expected)
    }

    @Test func anEditLaysOutOnlyThePiecesItTouches() {
        // Words of many lengths in an order that does not repeat (a fixed pseudo-random walk),
        // as prose, so wrapped lines do not fall into a period of their own.
        let vocabulary = ["Pango", "breaks", "lines", "between", "words;", "a", "caret", "follows", "the", "glyphs",
                          "it", "draws,", "kerned", "and", "ligated.", "Interactive", "transitions", "of", "UIKit"]
        var seed: UInt64 = 7
        var paragraph = ""
        while paragraph.count < 200_000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            paragraph += vocabulary[Int(seed >> 33) % vocabulary.count] + " "
        }
        let words = String(paragraph.prefix(300))
        for width in [CGFloat.infinity, 300] {
            let editor = TextEditor()
            editor.setText(paragraph + "\nshort\n" + String(repeating: words, count: 50))
            let layout = EditableTextLayout(font: Self.font.descriptor, width: width)
            layout.update(revision: editor.revision, change: editor.lastChange) { editor.characters }
            #expect(layout.charactersShaped >= editor.count - 2 && layout.charactersShaped < editor.count * 11 / 10,
                    "the first layout shapes the text once: \(layout.charactersShaped) for \(editor.count)")
            let end = editor.count, newline = paragraph.count
            // Typing, deleting, replacing, at the end, a new paragraph, two paragraphs joined.
            let edits: [(Range<Int>, String)] = [(100_000..<100_000, "X"), (100_000..<100_001, ""), (10..<20, "new words here"),
                                                 (end - 1..<end + 4, ""), (1_000..<1_000, "\n"), (newline + 5..<newline + 6, " ")]
            for (range, string) in edits {
                let before = layout.charactersShaped
                editor.replace(range, with: string)
                layout.update(revision: editor.revision, change: editor.lastChange) { editor.characters }
                #expect(layout.charactersShaped - before <= 4 * EditableTextLayout.pieceLength + 200,
                        "width \(width): \(layout.charactersShaped - before) characters shaped for one edit")
                let fresh = EditableTextLayout(characters: editor.characters, font: Self.font.descriptor, width: width)
                #expect(layout.lines == fresh.lines, "width \(width): the edited layout's lines are a fresh one's")
                for offset in [range.lowerBound, range.lowerBound + 1, editor.count] {
                    #expect(abs(layout.caretX(at: offset) - fresh.caretX(at: offset)) < 0.01)
                }
            }
        }
    }

    @Test func theSelectionsColourCoversTheSelectedGlyphsAndNotTheirNeighbours() {
        let pango = DirectPango()
        let text = "alpha beta gamma"
        let field = UITextField(frame: CGRect(x: 10, y: 100, width: 370, height: 60))
        field.font = Self.font
        field.tintColor = .systemRed
        field.text = text
        let (screen, _) = ControlScene.show(field)
        #expect(field.becomeFirstResponder())
        field.selectedTextRange = UITextRange(start: UITextPosition(offset: 6), end: UITextPosition(offset: 10))   // "beta"
        screen.renderFrame()
        let glyphs = pango.withLayout(text, font: Self.pangoFont) { layout in
            (0..<text.utf8.count).map { k in
                var rect = PangoRectangle()
                pango_layout_index_to_pos(layout, Int32(k), &rect)
                return (left: CGFloat(rect.x) / CGFloat(PANGO_SCALE), right: CGFloat(rect.x + rect.width) / CGFloat(PANGO_SCALE))
            }
        }
        func glyph(_ k: Int) -> (left: CGFloat, right: CGFloat) { glyphs[k] }
        let rect = field.textRect(forBounds: field.bounds)
        let lineHeight = field.currentLayout().lineHeight
        // A row at the top of the line, above every glyph's ink.
        let top = field.convert(CGPoint(x: rect.minX, y: (rect.midY - lineHeight / 2).rounded() + 2), to: nil)
        func tinted(_ x: CGFloat) -> Bool {
            guard let p = screen.pixel(at: CGPoint(x: top.x + x, y: top.y)) else { return false }
            return p.red > 240 && p.green < 235 && p.blue < 235
        }
        for k in 6..<10 {
            let g = glyph(k)
            #expect(tinted((g.left + g.right) / 2), "the selected glyph \(k) is covered")
        }
        #expect(tinted(glyph(6).left + 1) && tinted(glyph(9).right - 1), "from the first glyph's left edge to the last one's right")
        #expect(!tinted(glyph(6).left - 2), "the space before is not selected")
        #expect(!tinted(glyph(4).left + 2), "nor the neighbour word")
        #expect(!tinted(glyph(9).right + 2), "the space after is not selected")
        #expect(!tinted(glyph(11).left + 2), "nor the next word")
    }

    /// An unfocused text field too narrow for its text shows it cut with "…" at its end, as a
    /// label with `.byTruncatingTail` does in the same width (a newline as a space, as the field
    /// shows it while editing): the same ink column by column, and for left-to-right text ending
    /// where Pango's own ellipsized line ends (asked directly).
    @Test func anUnfocusedFieldCutsItsTextAsALabelDoes() throws {
        let pango = DirectPango()
        /// The columns of `screen` with dark ink in `rows`.
        func inkColumns(_ screen: HeadlessScreen, rows: Range<Int>, width: Int) -> [Int] {
            (0..<width).filter { x in rows.contains { y in (screen.pixel(at: CGPoint(x: x, y: y))?.red ?? 255) < 128 } }
        }
        let english = "The quick brown fox jumps over the lazy dog"
        for typed in [english, "שלום עולם, מה שלומך היום? הכול טוב", "The quick\nbrown fox jumps over the lazy dog"] {
            let text = typed.replacingOccurrences(of: "\n", with: " ")
            let field = UITextField(frame: CGRect(x: 20, y: 40, width: 170, height: 40))
            field.font = Self.font
            field.text = typed
            let (fieldScreen, _) = ControlScene.show(field)
            let rect = field.textRect(forBounds: field.bounds).offsetBy(dx: 20, dy: 40)
            let label = UILabel(frame: rect)
            label.font = Self.font
            label.text = text
            label.lineBreakMode = .byTruncatingTail
            let (labelScreen, _) = ControlScene.show(label)
            let fieldInk = inkColumns(fieldScreen, rows: 40..<80, width: 390)
            let labelInk = inkColumns(labelScreen, rows: 40..<80, width: 390)
            #expect(!fieldInk.isEmpty && fieldInk == labelInk, "\(text): the field's ink is the label's")
            let last = try #require(fieldInk.last)
            #expect(CGFloat(last) < rect.maxX, "\(text): within the text rectangle")
            if typed == english {
                // Where the ink of Pango's one line, ellipsized at its end to the width, ends (the
                // line's logical extent is the whole width once ellipsized).
                let inkEnd = pango.withLayout(text, font: Self.pangoFont, width: rect.width) { layout -> CGFloat in
                    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
                    var ink = PangoRectangle()
                    pango_layout_line_get_extents(pango_layout_get_line_readonly(layout, 0), &ink, nil)
                    return CGFloat(ink.x + ink.width) / CGFloat(PANGO_SCALE)
                }
                #expect(inkEnd < rect.width && inkEnd > rect.width - 30, "Pango's ink ends at \(inkEnd) in \(rect.width)")
                expectNear(CGFloat(last + 1), rect.minX + inkEnd, tolerance: 1.5, "ends where Pango's line with its \"…\" ends")
            }
        }
    }

    /// A text view's lines stand where its `textAlignment` puts them in the text width (the
    /// view less its insets and 5-point paddings): each line's ink starts, is centred or ends
    /// where its width, measured by Pango directly, puts it; `.natural` and `.justified` as
    /// `.left`. The caret at a line's ends and a click beside a line follow the line.
    @Test func aTextViewPlacesEachLineByItsAlignment() throws {
        let pango = DirectPango()
        let lines = ["one", "a longer line"]
        // Each line's logical width, and its ink's left and right from its logical left.
        let measured = lines.map { line in
            pango.withLayout(line, font: Self.pangoFont) { layout -> (width: CGFloat, inkLeft: CGFloat, inkRight: CGFloat) in
                var ink = PangoRectangle(), logical = PangoRectangle()
                pango_layout_get_extents(layout, &ink, &logical)
                let scale = CGFloat(PANGO_SCALE)
                return (CGFloat(logical.width) / scale, CGFloat(ink.x - logical.x) / scale, CGFloat(ink.x + ink.width - logical.x) / scale)
            }
        }
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        textView.font = Self.font
        textView.textColor = .black
        textView.backgroundColor = .white
        textView.text = lines.joined(separator: "\n")
        let (screen, _) = ControlScene.show(textView)
        let textLeft: CGFloat = 5, textWidth: CGFloat = 390 - 10
        for alignment in [NSTextAlignment.left, .center, .right, .natural, .justified] {
            textView.textAlignment = alignment
            screen.renderFrame()
            let layout = textView.currentLayout()
            #expect(layout.lines.count == 2, "\(alignment.rawValue)")
            for (index, m) in measured.enumerated() {
                let x: CGFloat = switch alignment {
                case .center: (textWidth - m.width) / 2
                case .right: textWidth - m.width
                default: 0
                }
                let label = "alignment \(alignment.rawValue), line \(index)"
                expectNear(layout.caretX(at: layout.lines[index].lowerBound), x, tolerance: 0.5, "\(label): the caret at its start")
                expectNear(layout.caretX(at: layout.caretEnd(ofLine: index)), x + m.width, tolerance: 0.5, "\(label): at its end")
                let top = Int(textView.textContainerInset.top + CGFloat(index) * layout.lineHeight)
                let rows = top..<(top + Int(layout.lineHeight))
                let ink = (0..<390).filter { c in rows.contains { r in (screen.pixel(at: CGPoint(x: c, y: r))?.red ?? 255) < 128 } }
                let first = try #require(ink.first, "\(label): ink"), last = try #require(ink.last)
                expectNear(CGFloat(first), textLeft + x + m.inkLeft, tolerance: 1.5, "\(label): where its ink starts")
                expectNear(CGFloat(last + 1), textLeft + x + m.inkRight, tolerance: 1.5, "\(label): where its ink ends")
            }
        }
        // Clicks beside the centred first line: left of it its start, right of it its end.
        textView.textAlignment = .center
        screen.renderFrame()
        let middle = textView.textContainerInset.top + textView.currentLayout().lineHeight / 2
        screen.press(at: CGPoint(x: 12, y: middle))
        screen.release()
        #expect(textView.isEditing && textView.selectedRange == NSRange(location: 0, length: 0))
        screen.press(at: CGPoint(x: 380, y: middle))
        screen.release()
        #expect(textView.selectedRange == NSRange(location: 3, length: 0))
    }

    /// With `adjustsFontSizeToFitWidth` an unfocused field draws text too wide for it smaller,
    /// whole, across its text rectangle, on the baseline the full-size text has; while editing
    /// it is full size (and scrolls); below `minimumFontSize` it is cut with "…" instead.
    @Test func anUnfocusedFieldShrinksItsTextAlongTheBaseline() throws {
        let pango = DirectPango()
        // Capitals without descenders: the ink's lowest row is the baseline.
        let text = "HELLO WORLD HELLO"
        /// The columns and rows of `screen` with dark ink (not the tinted caret).
        func ink(_ screen: HeadlessScreen) -> (columns: [Int], rows: [Int]) {
            var columns = Set<Int>(), rows = Set<Int>()
            for y in 40..<80 { for x in 0..<390 {
                guard let p = screen.pixel(at: CGPoint(x: x, y: y)), max(p.red, p.green, p.blue) < 128 else { continue }
                columns.insert(x); rows.insert(y)
            } }
            return (columns.sorted(), rows.sorted())
        }
        func show(adjusts: Bool, minimum: CGFloat, editing: Bool = false) -> (HeadlessScreen, CGRect) {
            let field = UITextField(frame: CGRect(x: 20, y: 40, width: 170, height: 40))
            field.font = UIFont.systemFont(ofSize: 24)
            field.text = text
            field.adjustsFontSizeToFitWidth = adjusts
            field.minimumFontSize = minimum
            let (screen, _) = ControlScene.show(field)
            if editing {
                _ = field.becomeFirstResponder()
                screen.renderFrame()
            }
            return (screen, field.textRect(forBounds: field.bounds).offsetBy(dx: 20, dy: 40))
        }
        let full = pango.withLayout(text, font: "\(Self.font.descriptor.family) 24px") { layout -> CGFloat in
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            return CGFloat(logical.width) / CGFloat(PANGO_SCALE)
        }
        let (shrunk, rect) = show(adjusts: true, minimum: 10)
        #expect(full > rect.width * 1.2 && full * 10 / 24 < rect.width, "the text needs shrinking: \(full) in \(rect.width)")
        let (cut, _) = show(adjusts: false, minimum: 10)
        let small = ink(shrunk), whole = ink(cut)
        let first = try #require(small.columns.first), last = try #require(small.columns.last)
        // Whole, from the left of the text rectangle to near its right.
        #expect(CGFloat(first) < rect.minX + 4 && CGFloat(last) < rect.maxX && CGFloat(last) > rect.maxX - 6,
                "ink from \(first) to \(last) in \(rect.minX)…\(rect.maxX)")
        // Smaller letters, on the same baseline.
        #expect(small.rows.count < whole.rows.count - 3, "\(small.rows.count) rows of ink against \(whole.rows.count)")
        expectNear(CGFloat(try #require(small.rows.last)), CGFloat(try #require(whole.rows.last)), tolerance: 1, "the baseline")
        // While editing, full size.
        let (editing, _) = show(adjusts: true, minimum: 10, editing: true)
        #expect(ink(editing).rows.count == whole.rows.count)
        // A minimum it cannot reach: cut at that size, not shrunk further.
        let (limited, _) = show(adjusts: true, minimum: 22)
        let atMinimum = ink(limited)
        #expect(atMinimum.rows.count < whole.rows.count && atMinimum.rows.count > small.rows.count)
        #expect(CGFloat(try #require(atMinimum.columns.last)) < rect.maxX)
    }
}
