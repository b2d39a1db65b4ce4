import Foundation

/// Character advances for one font, measured once per distinct character.
///
/// A run's width is taken as the sum of its characters' advances (each shaped alone, so pairs
/// are not kerned): a text of a million characters is measured with a million dictionary
/// look-ups and as many shapings as it has distinct characters. Runs are drawn shaped, so a
/// kerned pair may sit a fraction of a point from where the caret arithmetic puts it.
@MainActor
final class CharacterAdvances {
    let font: FontDescriptor
    private let context = CGContext.measuring
    private var cache: [Character: CGFloat] = [:]

    init(font: FontDescriptor) {
        self.font = font
    }

    /// The advance of `c` (a tab is four spaces, as labels draw it; a newline is nothing).
    func advance(_ c: Character) -> CGFloat {
        if let known = cache[c] { return known }
        let width: CGFloat = c.isNewline ? 0 : context.textAdvance(c == "\t" ? "    " : String(c), font: font)
        cache[c] = width
        return width
    }
}

/// Editable text laid out in lines: where each character sits, and which character is under
/// a point. Lines break after a newline and, with a finite width, between words (a word wider
/// than the width breaks between characters).
///
/// Positions are character offsets (`0…count`); `x[i]` is the left edge of character `i` in
/// its line, so a caret or a hit test costs a look-up or a binary search, and building the
/// layout is linear in the text's length.
@MainActor
struct EditableTextLayout {
    /// Each line's characters (a trailing newline included in the range, not drawn).
    private(set) var lines: [Range<Int>] = []
    /// The x of each position within its line (count + 1 entries).
    private(set) var x: [CGFloat] = []
    /// Whether each line ends with a newline.
    private(set) var endsWithNewline: [Bool] = []
    let lineHeight: CGFloat
    let ascent: CGFloat

    init(characters: [Character], advances: CharacterAdvances, width: CGFloat) {
        let metrics = advances.font.metrics
        lineHeight = metrics.lineSpacing > 0 ? metrics.lineSpacing : metrics.lineHeight
        ascent = metrics.ascent
        x.reserveCapacity(characters.count + 1)
        let limit = width.isFinite && width > 0 ? width : .infinity
        var start = 0, position: CGFloat = 0, lastBreak: Int?
        var i = 0
        while i < characters.count {
            let c = characters[i]
            let w = advances.advance(c)
            if c.isNewline {
                x.append(position)
                lines.append(start..<i + 1)
                endsWithNewline.append(true)
                start = i + 1; position = 0; lastBreak = nil
                i += 1
                continue
            }
            if position + w > limit && i > start && !c.isWhitespace {
                // Wrap: after the last space of the line, else before this character.
                let end = lastBreak ?? i
                lines.append(start..<end)
                endsWithNewline.append(false)
                x.removeSubrange(end...)
                start = end; position = 0; lastBreak = nil
                i = end
                continue
            }
            x.append(position)
            position += w
            if c.isWhitespace { lastBreak = i + 1 }
            i += 1
        }
        x.append(position)
        lines.append(start..<characters.count)
        endsWithNewline.append(false)
    }

    /// The line holding position `offset` (a position at a wrap belongs to the next line).
    func line(of offset: Int) -> Int {
        var lo = 0, hi = lines.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lines[mid].lowerBound <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Where the caret before character `offset` stands: its line's top-left, in layout coordinates.
    func caretOrigin(at offset: Int) -> CGPoint {
        let o = min(max(0, offset), x.count - 1)
        return CGPoint(x: x[o], y: CGFloat(line(of: o)) * lineHeight)
    }

    /// The end of a line where the caret may stand (before its newline).
    func caretEnd(ofLine index: Int) -> Int {
        endsWithNewline[index] ? lines[index].upperBound - 1 : lines[index].upperBound
    }

    /// The position nearest to `point` (layout coordinates).
    func offset(at point: CGPoint) -> Int {
        let index = min(max(0, Int((point.y / max(1, lineHeight)).rounded(.down))), lines.count - 1)
        return offset(inLine: index, x: point.x)
    }

    /// The position of line `index` nearest to `xPosition`.
    func offset(inLine index: Int, x xPosition: CGFloat) -> Int {
        let r = lines[index]
        let end = caretEnd(ofLine: index)
        var lo = r.lowerBound, hi = end
        while lo < hi {   // the first position at or right of xPosition
            let mid = (lo + hi) / 2
            if x[mid] < xPosition { lo = mid + 1 } else { hi = mid }
        }
        if lo > r.lowerBound, xPosition - x[lo - 1] < x[lo] - xPosition { return lo - 1 }
        return lo
    }

    /// The width of line `index` (up to its caret end).
    func width(ofLine index: Int) -> CGFloat { x[caretEnd(ofLine: index)] }

    /// The total height.
    var height: CGFloat { CGFloat(lines.count) * lineHeight }
}
