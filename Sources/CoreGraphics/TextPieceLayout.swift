internal import CCairo
internal import CPango
import Foundation

/// One piece of editable text — a paragraph, or a part of a long one — laid out by Pango as a
/// label's text is: the same font description, OpenType features, Unicode line breaking
/// (between words, a word wider than the line between characters, no hyphen inserted) and
/// bidirectional ordering, so the lines, the caret and the hit test follow the glyphs Pango
/// draws (kerned pairs, ligatures, combining marks, emoji sequences, right-to-left words).
///
/// Positions are `Character` offsets within the piece (what the caret steps over); Pango's
/// indices are UTF-8 byte offsets. `byteOffsets` is the one mapping between the two: the byte
/// where each character starts, so a position becomes an index with one look-up and an index
/// a position with one binary search. An index Pango returns inside a character (its grapheme
/// clusters and Swift's agree, but the mapping does not rely on it) goes to the nearest
/// character boundary, so the caret never stands inside a cluster.
///
/// x positions are the line's own (0 at the left edge of its logical extents, where `drawLine`
/// puts it), whatever the line's alignment inside the Pango layout.
///
///     let piece = TextPieceLayout(text: "AVoid", font: font, width: .infinity)
///     piece.caretX(at: 1, inLine: 0)          // after the kerned "A"
///     piece.offset(inLine: 0, x: 12)           // the position nearest to x = 12
package final class TextPieceLayout: @unchecked Sendable {
    /// The characters of the lines kept (the whole text unless the last line was dropped).
    package let characterCount: Int
    /// Where each kept line starts (character offsets), then `characterCount`.
    package let lineStarts: [Int]
    /// Each kept line's logical width (trailing white space included).
    package let lineWidths: [CGFloat]
    /// The byte where each character of the text given starts, then the text's byte count.
    private let byteOffsets: [Int32]
    /// Each kept line's offset inside the Pango layout (right-to-left paragraphs of a wrapped
    /// layout are aligned to its right edge), subtracted from Pango's layout-wide ranges.
    private let lineOffsets: [Int32]
    private let box: PangoLayoutBox

    /// The number of kept lines.
    package var lineCount: Int { lineWidths.count }

    /// Lays out `text` (no newline inside: each paragraph is its own piece) in `font`.
    /// - Parameters:
    ///   - width: the widest a line may be; `.infinity` lays the text out on one line.
    ///   - keepsLastLine: false leaves the last line out when there are several (a window of a
    ///     long paragraph whose last line continues in the next piece).
    package init(text: some StringProtocol, font: FontDescriptor, width: CGFloat, keepsLastLine: Bool = true) {
        var offsets: [Int32] = []
        offsets.reserveCapacity(text.utf8.count / 2 + 2)
        var byte: Int32 = 0
        for c in text {
            offsets.append(byte)
            byte += Int32(c.utf8.count)
        }
        offsets.append(byte)
        byteOffsets = offsets
        let string = String(text)
        let (box, made) = PangoText.shared.withState { s in
            let box = s.makeEditableLayout(string, font: font, width: width)
            return (box, Self.lines(of: box.layout, byteOffsets: offsets, keepsLastLine: keepsLastLine))
        }
        self.box = box
        lineStarts = made.starts
        lineWidths = made.widths
        lineOffsets = made.offsets
        characterCount = made.starts.last ?? 0
    }

    private static func lines(of layout: OpaquePointer, byteOffsets: [Int32],
                              keepsLastLine: Bool) -> (starts: [Int], widths: [CGFloat], offsets: [Int32]) {
        var count = Int(pango_layout_get_line_count(layout))
        if !keepsLastLine, count > 1 { count -= 1 }
        var starts: [Int] = [], widths: [CGFloat] = [], offsets: [Int32] = []
        starts.reserveCapacity(count + 1)
        var end = byteOffsets.count - 1
        for i in 0..<count {
            guard let line = pango_layout_get_line_readonly(layout, Int32(i)) else { break }
            starts.append(nearestCharacter(line.pointee.start_index, byteOffsets))
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            widths.append(CGFloat(logical.width) / CGFloat(PANGO_SCALE))
            // Where the line's first character stands in the layout, less where it stands in the line.
            var inLayout = PangoRectangle(), inLine: Int32 = 0
            pango_layout_index_to_pos(layout, line.pointee.start_index, &inLayout)
            pango_layout_line_index_to_x(line, line.pointee.start_index, 0, &inLine)
            offsets.append(line.pointee.length > 0 ? inLayout.x - inLine : 0)
            end = nearestCharacter(line.pointee.start_index + line.pointee.length, byteOffsets)
        }
        if starts.isEmpty { starts = [0]; widths = [0]; offsets = [0]; end = 0 }
        starts.append(end)
        return (starts, widths, offsets)
    }

    /// The character boundary nearest to byte `index`.
    private static func nearestCharacter(_ index: Int32, _ byteOffsets: [Int32]) -> Int {
        var lo = 0, hi = byteOffsets.count - 1
        while lo < hi {   // the first boundary at or after `index`
            let mid = (lo + hi) / 2
            if byteOffsets[mid] < index { lo = mid + 1 } else { hi = mid }
        }
        if lo > 0, index - byteOffsets[lo - 1] < byteOffsets[lo] - index { return lo - 1 }
        return lo
    }

    /// The x of the caret before character `offset` (within line `line`'s characters, its end
    /// included): the leading edge of that character as Pango draws it, or at the line's end
    /// the trailing edge of its last character (the left edge for right-to-left text).
    package func caretX(at offset: Int, inLine line: Int) -> CGFloat {
        let index = min(max(0, line), lineCount - 1)
        let start = lineStarts[index], end = lineStarts[index + 1]
        let o = min(max(start, offset), end)
        let byteOffsets = byteOffsets
        let box = box
        return PangoText.shared.withState { _ in
            guard let pangoLine = pango_layout_get_line_readonly(box.layout, Int32(index)) else { return 0 }
            var x: Int32 = 0
            if o == end, o > start {
                // The end of the line: after its last character. (A wrapped line's end is the
                // next line's start, which callers place on the next line.)
                let lineEnd = pangoLine.pointee.start_index + pangoLine.pointee.length
                if byteOffsets[o] >= lineEnd {
                    pango_layout_line_index_to_x(pangoLine, byteOffsets[o - 1], 1, &x)
                    return CGFloat(x) / CGFloat(PANGO_SCALE)
                }
            }
            pango_layout_line_index_to_x(pangoLine, byteOffsets[o], 0, &x)
            return CGFloat(x) / CGFloat(PANGO_SCALE)
        }
    }

    /// The position of line `line` nearest to `x`: Pango's hit test gives the character under
    /// `x` and whether `x` is in its leading or trailing half; the trailing half is the position
    /// after it. A wrapped line's hit test stops before the white space it ends with, as Pango's
    /// does, so the caret stays on the line clicked.
    package func offset(inLine line: Int, x: CGFloat) -> Int {
        let index = min(max(0, line), lineCount - 1)
        let start = lineStarts[index], end = lineStarts[index + 1]
        guard x.isFinite else { return x > 0 ? end : start }
        let target = Int32(max(-1e6, min(1e6, x)) * CGFloat(PANGO_SCALE))
        let box = box
        let byte: Int32 = PangoText.shared.withState { _ in
            guard let pangoLine = pango_layout_get_line_readonly(box.layout, Int32(index)),
                  let text = pango_layout_get_text(box.layout) else { return 0 }
            var hit: Int32 = 0, trailing: Int32 = 0
            pango_layout_line_x_to_index(pangoLine, target, &hit, &trailing)
            // `trailing` counts code points of the grapheme: step over them in UTF-8.
            var b = Int(hit)
            let bytes = UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self)
            var left = Int(trailing)
            while left > 0, bytes[b] != 0 {
                b += 1
                while bytes[b] & 0xC0 == 0x80 { b += 1 }
                left -= 1
            }
            return Int32(b)
        }
        return min(max(start, Self.nearestCharacter(byte, byteOffsets)), end)
    }

    /// The spans (left, right), in the line's x, that the characters `from..<to` of line `line`
    /// cover as drawn: one for text in one direction, more where directions mix.
    package func selectionSpans(inLine line: Int, from: Int, to: Int) -> [(CGFloat, CGFloat)] {
        let index = min(max(0, line), lineCount - 1)
        let start = lineStarts[index], end = lineStarts[index + 1]
        let a = min(max(start, from), end), b = min(max(start, to), end)
        guard a < b else { return [] }
        let first = byteOffsets[a], last = byteOffsets[b], shift = lineOffsets[index]
        let box = box
        return PangoText.shared.withState { _ in
            guard let pangoLine = pango_layout_get_line_readonly(box.layout, Int32(index)) else { return [] }
            var ranges: UnsafeMutablePointer<Int32>?
            var count: Int32 = 0
            pango_layout_line_get_x_ranges(pangoLine, first, last, &ranges, &count)
            defer { g_free(ranges) }
            guard let ranges else { return [] }
            let scale = CGFloat(PANGO_SCALE)
            return (0..<Int(count)).map { i in
                (CGFloat(ranges[2 * i] - shift) / scale, CGFloat(ranges[2 * i + 1] - shift) / scale)
            }
        }
    }

    /// Draws line `line` with its left edge and baseline at `point`, in `color` (colour emoji
    /// keep their own colours); the context's global alpha applies.
    package func drawLine(_ line: Int, in context: CGContext, baselineAt point: CGPoint, color: CGColor) {
        guard line >= 0, line < lineCount, point.x.isFinite, point.y.isFinite else { return }
        let cr = context.cr
        cairo_save(cr)
        defer { cairo_restore(cr) }
        context.setSource(color)
        cairo_new_path(cr)
        let address = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(cr)))
        let box = box
        PangoText.shared.withState { _ in
            guard let cr = OpaquePointer(bitPattern: address),
                  let pangoLine = pango_layout_get_line_readonly(box.layout, Int32(line)) else { return }
            cairo_move_to(cr, Double(point.x), Double(point.y))
            pango_cairo_show_layout_line(cr, pangoLine)
        }
        cairo_new_path(cr)
    }
}

extension PangoState {
    /// A PangoLayout of one paragraph of editable text: the layout a label's plain text gets
    /// (`makePangoLayout`: the font with tabular digits when asked, no hyphen where a word is
    /// broken, Unicode word wrapping falling back to characters, no width when it is infinite
    /// or too large for Pango's 32-bit units).
    func makeEditableLayout(_ text: String, font: FontDescriptor, width: CGFloat) -> PangoLayoutBox {
        let bytes = Array(text.utf8)
        return makePangoLayout(RichText(runs: [.init(text: text, style: TextStyle(font: font, color: nil))]),
                               bytes: bytes, range: 0..<bytes.count, width: width > 0 ? width : .infinity,
                               wrapping: .words, ellipsize: PANGO_ELLIPSIZE_NONE)
    }
}
