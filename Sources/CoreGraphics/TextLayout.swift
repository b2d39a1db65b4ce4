import Foundation

/// A string broken into lines for one font and width, ready to measure and draw.
///
/// Each line is shaped by Pango (see `PangoText`): its width is the shaped advance, kerning and
/// ligatures included, and drawing the line draws exactly that shaped run. Layouts are cached
/// by their text, font, width and line settings, so making the same layout again (a label
/// redrawn in a later frame) shapes nothing.
///
/// Lines break at newlines and, when a line is wider than `width`, between words (a word wider
/// than the whole width is broken between characters). With a maximum number of lines the last
/// line shown is truncated with "…" (UILabel's default `.byTruncatingTail`).
///
///     let layout = TextLayout(text: "Hello, world", font: FontDescriptor(size: 17),
///                             width: 60, maximumNumberOfLines: 1)
///     layout.lines.map(\.text)   // ["Hello…"] or similar, never wider than 60
///     layout.draw(in: context, at: .zero, width: 60, color: .black, alignment: .left)
///
/// Every line is at most `width` wide, except a line holding one character that alone is wider
/// (a line always holds at least one character, so layout always progresses) and, with
/// `truncation: .clip`, the last line of a limited layout.
package struct TextLayout: Sendable {
    /// One laid-out line: its text (trailing white space removed) and its advance width.
    package struct Line: Hashable, Sendable {
        package var text: String
        package var width: CGFloat
    }

    /// How lines that are too wide break.
    package enum Wrapping: Hashable, Sendable { case words, characters }
    /// What the last visible line shows when the layout has more lines than allowed: its own
    /// wrapped text (`none`), the rest of its paragraph on one line for the view to clip
    /// (`clip`, may be wider than the width), or that rest shortened with "…" at the start,
    /// middle or end.
    package enum Truncation: Hashable, Sendable { case none, clip, head, middle, tail }
    /// Horizontal placement of each line in the drawing width (`natural` is left; Pango orders
    /// right-to-left runs within each line).
    package enum Alignment: Sendable { case left, center, right, natural }

    /// The character appended (or inserted) where text was cut.
    package static let ellipsis = "\u{2026}"

    /// The font the text is measured and drawn with.
    package let font: FontDescriptor
    /// The font's metrics (line height = ascent + descent, baseline-to-baseline = line spacing).
    package let metrics: FontMetrics
    /// The lines, top to bottom; empty for an empty string.
    package let lines: [Line]
    /// Whether text was left out (lines dropped or shortened by truncation).
    package let isTruncated: Bool

    /// Lays out `text`.
    /// - Parameters:
    ///   - width: the widest a line may be; `.infinity` (or NaN) breaks only at newlines.
    ///   - maximumNumberOfLines: at most this many lines; 0 means no limit.
    ///   - wrapping: break between words (default) or anywhere.
    ///   - truncation: how the last line shows that text was left out.
    package init(text: String, font: FontDescriptor, width: CGFloat = .infinity, maximumNumberOfLines: Int = 0,
                 wrapping: Wrapping = .words, truncation: Truncation = .tail) {
        let key = TextLayoutKey(text: text, font: font, width: width.isNaN ? .infinity : max(0, width),
                                maximumNumberOfLines: max(0, maximumNumberOfLines), wrapping: wrapping, truncation: truncation)
        self = PangoText.shared.layout(for: key) { measure, metrics in
            withoutActuallyEscaping(measure) { measure in
                let breaker = LineBreaker(limit: key.width, wrapping: wrapping) { measure(String($0)) }
                let (lines, truncated) = breaker.layout(text, maximumNumberOfLines: key.maximumNumberOfLines,
                                                        truncation: truncation)
                return TextLayout(font: font, metrics: metrics, lines: lines, isTruncated: truncated)
            }
        }
    }

    private init(font: FontDescriptor, metrics: FontMetrics, lines: [Line], isTruncated: Bool) {
        self.font = font
        self.metrics = metrics
        self.lines = lines
        self.isTruncated = isTruncated
    }

    /// The size of the text: the widest line by the height of all lines
    /// (`lineHeight + (count − 1) · lineSpacing`); zero for no lines.
    package var size: CGSize {
        guard !lines.isEmpty else { return .zero }
        return CGSize(width: lines.map(\.width).max() ?? 0,
                      height: metrics.lineHeight + CGFloat(lines.count - 1) * metrics.lineSpacing)
    }

    /// Draws the lines with the top of the first line at `origin`.
    /// - Parameters:
    ///   - width: the width lines are aligned in; nil uses the layout's own width.
    ///   - alignment: left, centre or right within `width`.
    package func draw(in context: CGContext, at origin: CGPoint, width: CGFloat? = nil, color: CGColor,
                      alignment: Alignment = .natural) {
        let boxWidth = width ?? size.width
        for (i, line) in lines.enumerated() where !line.text.isEmpty {
            let x: CGFloat = switch alignment {
            case .left, .natural: origin.x
            case .center: origin.x + (boxWidth - line.width) / 2
            case .right: origin.x + boxWidth - line.width
            }
            let baseline = origin.y + metrics.ascent + CGFloat(i) * metrics.lineSpacing
            context.showText(line.text, font: font, baselineAt: CGPoint(x: x, y: baseline), color: color)
        }
    }
}

/// The line-breaking algorithm behind `TextLayout`, over a measuring function.
struct LineBreaker {
    let limit: CGFloat
    let wrapping: TextLayout.Wrapping
    let measure: (Substring) -> CGFloat

    init(limit: CGFloat, wrapping: TextLayout.Wrapping, measure: @escaping (Substring) -> CGFloat) {
        self.limit = limit
        self.wrapping = wrapping
        self.measure = measure
    }

    /// A wrapped line: its text and the rest of its paragraph from the line's start.
    private struct Wrapped {
        var text: Substring
        var rest: Substring
    }

    func layout(_ text: String, maximumNumberOfLines maxLines: Int,
                         truncation: TextLayout.Truncation) -> ([TextLayout.Line], Bool) {
        guard !text.isEmpty else { return ([], false) }
        let expanded = text.contains("\t") ? text.replacingOccurrences(of: "\t", with: "    ") : text
        var paragraphs = expanded.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        // A final newline ends the last line; it does not start an empty one.
        if paragraphs.count > 1, paragraphs.last?.isEmpty == true { paragraphs.removeLast() }
        var wrapped: [Wrapped] = []
        for p in paragraphs {
            wrapped += wrap(p)
            if maxLines > 0, wrapped.count > maxLines { break }
        }
        guard maxLines > 0, wrapped.count > maxLines else {
            return (wrapped.map { line($0.text) }, false)
        }
        let last = wrapped[maxLines - 1]
        var shown = wrapped.prefix(maxLines - 1).map { line($0.text) }
        switch truncation {
        case .none: shown.append(line(last.text))
        case .clip: shown.append(line(last.rest))
        case .tail: shown.append(line(Substring(truncatingTail(trimmed(last.rest)))))
        case .head: shown.append(line(Substring(truncatingHead(trimmed(last.rest)))))
        case .middle: shown.append(line(Substring(truncatingMiddle(trimmed(last.rest)))))
        }
        return (shown, true)
    }

    private func line(_ s: Substring) -> TextLayout.Line {
        let t = trimmed(s)
        return TextLayout.Line(text: String(t), width: measure(t))
    }

    private func fits(_ s: Substring) -> Bool { measure(trimmed(s)) <= limit }

    /// Breaks one paragraph (no newlines in it) into lines no wider than the limit.
    private func wrap(_ p: Substring) -> [Wrapped] {
        guard limit.isFinite, !fits(p) else { return [Wrapped(text: p, rest: p)] }
        var result: [Wrapped] = []
        var start = p.startIndex   // start of the line being built
        var end = start            // end of what is committed to it
        func emit(upTo e: Substring.Index) {
            result.append(Wrapped(text: p[start..<e], rest: p[start...]))
            start = e
            if wrapping == .characters { start = p[e...].firstIndex { !$0.isWhitespace } ?? p.endIndex }
            end = start
        }
        for segment in segments(of: p) {
            guard segment.lowerBound >= start else { continue }
            if fits(p[start..<segment.upperBound]) { end = segment.upperBound; continue }
            if end > start, wrapping == .words {
                emit(upTo: end)
                if fits(p[start..<segment.upperBound]) { end = segment.upperBound; continue }
            }
            // Too wide on its own (or wrapping by characters): cut between characters.
            while start < segment.upperBound, !fits(p[start..<segment.upperBound]) {
                emit(upTo: longestFittingEnd(p[start..<segment.upperBound]))
            }
            end = max(start, segment.upperBound)
        }
        if start < p.endIndex { result.append(Wrapped(text: p[start...], rest: p[start...])) }
        return result
    }

    /// Word-plus-trailing-space runs of `p` (one run per character when wrapping by characters).
    private func segments(of p: Substring) -> [Range<Substring.Index>] {
        var ranges: [Range<Substring.Index>] = []
        var segmentStart = p.startIndex
        var i = p.startIndex
        while i < p.endIndex {
            let next = p.index(after: i)
            let boundary = wrapping == .characters
                || (next < p.endIndex && p[i].isWhitespace && !p[next].isWhitespace)
            if boundary || next == p.endIndex {
                ranges.append(segmentStart..<next)
                segmentStart = next
            }
            i = next
        }
        return ranges
    }

    /// The end of the longest prefix of `s` that fits; at least one character.
    private func longestFittingEnd(_ s: Substring) -> Substring.Index {
        let ends = Array(s.indices.dropFirst()) + [s.endIndex]
        var lo = 0, hi = ends.count - 1   // ends[lo] always acceptable (one character)
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if fits(s[s.startIndex..<ends[mid]]) { lo = mid } else { hi = mid - 1 }
        }
        return ends[lo]
    }

    private var ellipsis: String { TextLayout.ellipsis }

    /// The longest prefix of `s` followed by "…" that fits ("" when not even "…" fits).
    private func truncatingTail(_ s: Substring) -> String {
        let ends = [s.startIndex] + Array(s.indices.dropFirst()) + [s.endIndex]
        func candidate(_ k: Int) -> String { String(trimmed(s[s.startIndex..<ends[k]])) + ellipsis }
        return bestFit(count: ends.count - 1, candidate)
    }

    /// "…" followed by the longest suffix of `s` that fits.
    private func truncatingHead(_ s: Substring) -> String {
        let starts = Array(s.indices) + [s.endIndex]
        func candidate(_ k: Int) -> String {
            ellipsis + String(s[starts[starts.count - 1 - k]...].drop { $0.isWhitespace })
        }
        return bestFit(count: starts.count - 1, candidate)
    }

    /// The start and end of `s` around "…", keeping as many characters as fit.
    private func truncatingMiddle(_ s: Substring) -> String {
        let idx = Array(s.indices) + [s.endIndex]
        let n = idx.count - 1
        func candidate(_ k: Int) -> String {
            let head = (k + 1) / 2, tail = k - head
            return String(trimmed(s[idx[0]..<idx[head]])) + ellipsis + String(s[idx[n - tail]...].drop { $0.isWhitespace })
        }
        return bestFit(count: n, candidate)
    }

    /// The candidate keeping the most characters (0…count) that fits; "" when none does.
    private func bestFit(count: Int, _ candidate: (Int) -> String) -> String {
        guard fits(Substring(candidate(0))) else { return "" }
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if fits(Substring(candidate(mid))) { lo = mid } else { hi = mid - 1 }
        }
        return candidate(lo)
    }
}

/// `s` without trailing white space.
private func trimmed(_ s: Substring) -> Substring {
    var end = s.endIndex
    while end > s.startIndex {
        let before = s.index(before: end)
        guard s[before].isWhitespace else { break }
        end = before
    }
    return s[s.startIndex..<end]
}
