import Foundation

/// Editable text laid out in lines by Pango, as a label's text is: where the caret before each
/// character stands, which position is under a point, and which spans a selection covers — all
/// read from the glyphs Pango shapes and draws, so kerned pairs, ligatures, combining marks,
/// emoji sequences and right-to-left words put the caret between the pixels they are drawn in.
///
/// Positions are `Character` offsets (`0…count`), as `TextEditor` counts them. Lines break after
/// a newline and, with a finite width, where Pango breaks a label's lines (between words, a word
/// wider than the line between characters); with an infinite width (a text field) each
/// paragraph is one line.
///
/// What is laid out when: the text is cut into pieces — each paragraph (the text up to a
/// newline), and a paragraph longer than `pieceLength` characters into windows of about that
/// many — and each piece is one PangoLayout (`TextPieceLayout`), shaped once and kept until its
/// text changes. An edit (`update(revision:change:characters:)`, with the change `TextEditor`
/// records) lays out again only the pieces it touches (and, in a wrapped paragraph, the next
/// ones until a piece starts where one started before), so a keystroke in a text of a million
/// characters shapes a few thousand of them; only a new text, font or width lays out the
/// whole text (once). Lines, their starts and their heights are then rebuilt from the pieces
/// without shaping (linear in the number of lines).
///
/// A wrapped paragraph's windows end where Pango ended a line (the window's last line is laid
/// out again at the start of the next window), so its lines are a label's. An unwrapped
/// paragraph's windows stand side by side on its line, cut after a space where the window has
/// one (otherwise between two characters, where a kerning pair may be lost). Each window finds
/// its own direction from its first strong letter.
@MainActor
final class EditableTextLayout {
    /// One PangoLayout's worth of text.
    private struct Piece {
        /// The characters laid out (a newline that ends the paragraph not included).
        var count: Int
        /// Whether a newline follows the piece (it ends its paragraph).
        var endsWithNewline: Bool
        var layout: TextPieceLayout
        /// The characters the piece covers, its newline included.
        var span: Int { count + (endsWithNewline ? 1 : 0) }
    }

    /// A line's part drawn by one piece's line.
    private struct Segment {
        var piece: Int
        var line: Int
        /// Where it starts in its line.
        var x: CGFloat
        /// Its characters (a newline not included).
        var range: Range<Int>
    }

    /// The longest piece, in characters: a keystroke shapes about this many (measured: a
    /// window of 2,000 characters lays out in well under a millisecond of Pango's time).
    static let pieceLength = 2_000

    let font: FontDescriptor
    /// The widest a line may be (`.infinity`: each paragraph on one line).
    let width: CGFloat
    /// Whether the layout shows bullets for secure entry (a text field's).
    let isSecure: Bool
    /// Where each wrapped line stands in `width`: its segment's x is `width − line width` on the
    /// right, half that centred, 0 on the left and for `.natural` (as a label places its
    /// lines). An unwrapped layout (a text field's, which places its line itself) starts at 0.
    let alignment: TextLayout.Alignment
    let lineHeight: CGFloat
    let ascent: CGFloat
    /// The `TextEditor.revision` laid out.
    private(set) var revision = -1
    /// How many characters have been shaped since the layout was made (what edits cost).
    private(set) var charactersShaped = 0

    private var pieces: [Piece] = []
    private var pieceStarts: [Int] = []
    private var segments: [Segment] = []
    /// Each line's characters (a trailing newline included in the range, not drawn).
    private(set) var lines: [Range<Int>] = []
    /// Whether each line ends with a newline.
    private(set) var endsWithNewline: [Bool] = []
    private var lineSegments: [Range<Int>] = []
    /// How many characters are laid out.
    private(set) var count = 0

    init(font: FontDescriptor, width: CGFloat, isSecure: Bool = false, alignment: TextLayout.Alignment = .left) {
        self.font = font
        self.width = width.isFinite && width > 0 ? width : .infinity
        self.isSecure = isSecure
        self.alignment = alignment
        let metrics = font.metrics
        lineHeight = metrics.lineSpacing > 0 ? metrics.lineSpacing : metrics.lineHeight
        ascent = metrics.ascent
    }

    /// Lays out `characters` whole.
    convenience init(characters: [Character], font: FontDescriptor, width: CGFloat) {
        self.init(font: font, width: width)
        update(revision: 0, change: nil, characters: { characters })
    }

    /// Brings the layout to the editor's `revision`: when it is the next one and `change` says
    /// what changed, only the pieces it touches are laid out again; otherwise the whole text.
    func update(revision: Int, change: TextEditor.Change?, characters: () -> [Character]) {
        guard revision != self.revision else { return }
        let text = characters()
        if revision == self.revision + 1, let change, !pieces.isEmpty,
           change.range.upperBound <= count, text.count == count - change.range.count + change.inserted {
            apply(change, text: text)
        } else {
            pieces = makePieces(text, from: 0, regionEnd: text.count, reusing: [], reusedStarts: [])
        }
        self.revision = revision
        count = text.count
        rebuildLines()
    }

    /// Lays out again the pieces `change` touches, keeping the others.
    private func apply(_ change: TextEditor.Change, text: [Character]) {
        let delta = change.inserted - change.range.count
        // The first piece touched; in a wrapped paragraph the one before it too (an edit at a
        // line's start can move the previous line's break).
        var first = pieceIndex(containing: change.range.lowerBound)
        if width.isFinite, first > 0, !pieces[first - 1].endsWithNewline { first -= 1 }
        var last = pieceIndex(containing: change.range.upperBound)
        // A piece ending at the edit's end is touched; the next begins after it.
        last = max(last, first)
        let start = pieceStarts[first]
        let regionEnd = pieceStarts[last] + pieces[last].span + delta
        let after = Array(pieces[(last + 1)...])
        let afterStarts = pieceStarts[(last + 1)...].map { $0 + delta }
        let made = makePieces(text, from: start, regionEnd: regionEnd, reusing: after, reusedStarts: afterStarts)
        pieces.replaceSubrange(first..., with: made)
    }

    /// The piece whose characters (its newline included) hold `offset`; the last piece for the end.
    private func pieceIndex(containing offset: Int) -> Int {
        var lo = 0, hi = pieces.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if pieceStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// `text[range]` laid out as one piece (counted in `charactersShaped`).
    private func shape(_ text: [Character], _ range: Range<Int>, keepsLastLine: Bool = true) -> TextPieceLayout {
        charactersShaped += range.count
        return TextPieceLayout(text: String(text[range]), font: font, width: width, keepsLastLine: keepsLastLine)
    }

    /// Pieces for `text` from `start` (where a piece starts) to its end. Once past `regionEnd`,
    /// a piece boundary that is the start of one of `reusing` (at `reusedStarts`) ends the work:
    /// that piece and those after it are kept as they are.
    private func makePieces(_ text: [Character], from start: Int, regionEnd: Int, reusing: [Piece],
                            reusedStarts: [Int]) -> [Piece] {
        var made: [Piece] = []
        var position = start
        var next = 0   // the first reusable piece not behind `position`
        while true {
            if position >= regionEnd {
                while next < reusedStarts.count, reusedStarts[next] < position { next += 1 }
                if next < reusedStarts.count, reusedStarts[next] == position {
                    made.append(contentsOf: reusing[next...])
                    return made
                }
            }
            // The paragraph from `position`: up to the next newline (in an unwrapped text, up to
            // where the next kept piece starts, which stands beside it on the line).
            let cap = !width.isFinite && regionEnd > position ? min(regionEnd, text.count) : text.count
            let limit = min(cap, position + Self.pieceLength)
            var end = position
            while end < limit, !text[end].isNewline { end += 1 }
            let endsParagraph = end < text.count && text[end].isNewline
            let piece: Piece
            if end == limit, limit < cap, !endsParagraph {
                piece = window(text, from: position, to: limit, regionEnd: regionEnd, reusedStarts: reusedStarts)
            } else {
                piece = Piece(count: end - position, endsWithNewline: endsParagraph,
                              layout: shape(text, position..<end))
            }
            made.append(piece)
            position += piece.span
            // The text ends after a newline: the caret's empty last line is a piece too.
            if position >= text.count, !(piece.endsWithNewline && position == text.count) { return made }
        }
    }

    /// A piece of a paragraph that goes on past `end`: a wrapped one up to its last line's start
    /// (Pango broke the lines before it as it breaks the whole paragraph's; a window of one line
    /// is kept whole), an unwrapped one up to the last space of its second half (or `end`).
    /// Past `regionEnd`, a wrapped window whose line starts where a kept piece starts ends
    /// there (laid out again up to it), so the pieces after it are kept.
    private func window(_ text: [Character], from start: Int, to end: Int, regionEnd: Int, reusedStarts: [Int]) -> Piece {
        if width.isFinite {
            let layout = shape(text, start..<end, keepsLastLine: false)
            if let last = reusedStarts.last, last > start, start + layout.characterCount >= regionEnd {
                for line in 1..<max(1, layout.lineCount) {
                    let lineStart = start + layout.lineStarts[line]
                    if lineStart >= regionEnd, lineStart <= last, Self.contains(reusedStarts, lineStart) {
                        return Piece(count: lineStart - start, endsWithNewline: false, layout: shape(text, start..<lineStart))
                    }
                }
            }
            return Piece(count: max(1, layout.characterCount), endsWithNewline: false, layout: layout)
        }
        var cut = end
        if let space = text[(start + (end - start) / 2)..<end].lastIndex(where: \.isWhitespace) {
            cut = space + 1
        }
        return Piece(count: cut - start, endsWithNewline: false,
                     layout: shape(text, start..<cut))
    }

    /// Whether the sorted `values` hold `value`.
    private static func contains(_ values: [Int], _ value: Int) -> Bool {
        var lo = 0, hi = values.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if values[mid] < value { lo = mid + 1 } else { hi = mid }
        }
        return lo < values.count && values[lo] == value
    }

    /// Rebuilds the lines and their segments from the pieces (no shaping).
    private func rebuildLines() {
        pieceStarts = []
        pieceStarts.reserveCapacity(pieces.count)
        segments = []
        lines = []
        endsWithNewline = []
        lineSegments = []
        var start = 0
        var lineStart = 0, x: CGFloat = 0, firstSegment = 0
        for (index, piece) in pieces.enumerated() {
            pieceStarts.append(start)
            let layout = piece.layout
            if width.isFinite {
                for line in 0..<layout.lineCount {
                    let range = (start + layout.lineStarts[line])..<(start + layout.lineStarts[line + 1])
                    let ends = piece.endsWithNewline && line == layout.lineCount - 1
                    segments.append(Segment(piece: index, line: line, x: lineX(width: layout.lineWidths[line]), range: range))
                    lineSegments.append((segments.count - 1)..<segments.count)
                    lines.append(range.lowerBound..<(range.upperBound + (ends ? 1 : 0)))
                    endsWithNewline.append(ends)
                }
            } else {
                // Side by side on the paragraph's line.
                segments.append(Segment(piece: index, line: 0, x: x, range: start..<(start + piece.count)))
                x += layout.lineWidths.first ?? 0
                if piece.endsWithNewline || index == pieces.count - 1 {
                    lineSegments.append(firstSegment..<segments.count)
                    lines.append(lineStart..<(start + piece.span))
                    endsWithNewline.append(piece.endsWithNewline)
                    lineStart = start + piece.span
                    x = 0
                    firstSegment = segments.count
                }
            }
            start += piece.span
        }
        if lines.isEmpty {
            lines = [0..<0]
            endsWithNewline = [false]
            lineSegments = [0..<0]
        }
    }

    /// The x of a wrapped line `lineWidth` wide, by ``alignment`` (a line wider than the
    /// layout starts at its left edge).
    private func lineX(width lineWidth: CGFloat) -> CGFloat {
        switch alignment {
        case .left, .natural: 0
        case .center: max(0, (width - lineWidth) / 2)
        case .right: max(0, width - lineWidth)
        }
    }

    // MARK: Queries

    /// The line holding position `offset` (a position at a wrap belongs to the next line).
    func line(of offset: Int) -> Int {
        var lo = 0, hi = lines.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lines[mid].lowerBound <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The segment of line `index` that holds `offset` (the next one at a boundary between two).
    private func segment(ofLine index: Int, holding offset: Int) -> Segment? {
        let range = lineSegments[index]
        guard !range.isEmpty else { return nil }
        var lo = range.lowerBound, hi = range.upperBound - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if segments[mid].range.lowerBound <= offset { lo = mid } else { hi = mid - 1 }
        }
        return segments[lo]
    }

    /// The x of the caret before character `offset` in its line.
    func caretX(at offset: Int) -> CGFloat {
        let o = min(max(0, offset), count)
        let index = line(of: o)
        guard let s = segment(ofLine: index, holding: o) else { return 0 }
        return s.x + pieces[s.piece].layout.caretX(at: o - pieceStarts[s.piece], inLine: s.line)
    }

    /// Where the caret before character `offset` stands: its line's top-left, in layout coordinates.
    func caretOrigin(at offset: Int) -> CGPoint {
        let o = min(max(0, offset), count)
        return CGPoint(x: caretX(at: o), y: CGFloat(line(of: o)) * lineHeight)
    }

    /// The end of a line where the caret may stand (before its newline).
    func caretEnd(ofLine index: Int) -> Int {
        endsWithNewline[index] ? lines[index].upperBound - 1 : lines[index].upperBound
    }

    /// The position nearest to `point` (layout coordinates).
    func offset(at point: CGPoint) -> Int {
        let row = point.y.isFinite ? (point.y / max(1, lineHeight)).rounded(.down) : 0
        let index = Int(min(max(0, row), CGFloat(lines.count - 1)))
        return offset(inLine: index, x: point.x)
    }

    /// The position of line `index` nearest to `xPosition`, as Pango hit-tests its glyphs: left
    /// of a character's middle is the position before it, right of it the position after.
    func offset(inLine index: Int, x xPosition: CGFloat) -> Int {
        let range = lineSegments[index]
        guard !range.isEmpty else { return lines[index].lowerBound }
        var i = range.lowerBound
        while i + 1 < range.upperBound, segments[i + 1].x <= xPosition { i += 1 }
        let s = segments[i]
        let offset = pieceStarts[s.piece] + pieces[s.piece].layout.offset(inLine: s.line, x: xPosition - s.x)
        return min(max(lines[index].lowerBound, offset), caretEnd(ofLine: index))
    }

    /// The width of line `index`.
    func width(ofLine index: Int) -> CGFloat {
        guard let last = lineSegments[index].last else { return 0 }
        let s = segments[last]
        return s.x + pieces[s.piece].layout.lineWidths[s.line]
    }

    /// The spans (left, right) of line `index` that the characters of `selection` cover as drawn.
    func selectionSpans(inLine index: Int, selection: Range<Int>) -> [(CGFloat, CGFloat)] {
        var spans: [(CGFloat, CGFloat)] = []
        for s in segments[lineSegments[index]] where s.range.overlaps(selection) {
            let base = pieceStarts[s.piece]
            for (l, r) in pieces[s.piece].layout.selectionSpans(inLine: s.line, from: selection.lowerBound - base,
                                                                 to: selection.upperBound - base) {
                spans.append((s.x + l, s.x + r))
            }
        }
        return spans
    }

    /// Draws the parts of line `index` that meet `minX…maxX` (layout x) with the line's left
    /// edge at `originX` and its baseline at `baseline`.
    func drawLine(_ index: Int, in context: CGContext, originX: CGFloat, baseline: CGFloat, minX: CGFloat, maxX: CGFloat,
                  color: CGColor) {
        for s in segments[lineSegments[index]] {
            let layout = pieces[s.piece].layout
            guard s.x <= maxX, s.x + layout.lineWidths[s.line] >= minX else { continue }
            layout.drawLine(s.line, in: context, baselineAt: CGPoint(x: originX + s.x, y: baseline), color: color)
        }
    }

    /// The total height.
    var height: CGFloat { CGFloat(lines.count) * lineHeight }
}
