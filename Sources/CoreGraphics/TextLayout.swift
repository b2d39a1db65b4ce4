import Foundation

/// A plain string broken into lines for one font and width, ready to measure and draw.
///
/// Plain text is styled text with one run: the layout is the `RichTextLayout` of the string in
/// `font`, its colour left to `draw`. So plain and attributed text share one line breaker
/// (Pango's Unicode line breaking, between words, falling back to characters for a word wider
/// than the line) and one truncation (Pango's ellipsizing), and a label measures and draws its
/// `text` exactly as it would an equal `attributedText`. Layouts are cached by their text,
/// font, width and line settings (the cache `RichTextLayout` keeps), so making the same layout
/// again (a label redrawn in a later frame) shapes nothing.
///
///     let layout = TextLayout(text: "Hello, world", font: FontDescriptor(size: 17),
///                             width: 60, maximumNumberOfLines: 1)
///     layout.lines.map(\.text)   // ["Hello…"] or similar, never wider than 60
///     layout.draw(in: context, at: .zero, width: 60, color: .black, alignment: .left)
///
/// Every line is at most `width` wide, except a line holding one character that alone is wider
/// (Pango puts at least one character on every line) and, with `truncation: .clip`, the last
/// line of a limited layout.
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
    package enum Alignment: Hashable, Sendable { case left, center, right, natural }

    /// The character Pango puts where text was cut.
    package static let ellipsis = "\u{2026}"

    /// The font the text is measured and drawn with.
    package let font: FontDescriptor
    /// The font's metrics (line height = ascent + descent, baseline-to-baseline = line spacing).
    package let metrics: FontMetrics
    /// The lines, top to bottom; empty for an empty string.
    package let lines: [Line]
    /// The layout the lines come from.
    package let richLayout: RichTextLayout

    /// Lays out `text`.
    /// - Parameters:
    ///   - width: the widest a line may be; `.infinity` (or NaN) breaks only at newlines.
    ///   - maximumHeight: lines that would end below this are left out (at least one stays).
    ///   - maximumNumberOfLines: at most this many lines; 0 means no limit.
    ///   - wrapping: break between words (default) or anywhere.
    ///   - truncation: how the last line shows that text was left out.
    package init(text: String, font: FontDescriptor, width: CGFloat = .infinity, maximumHeight: CGFloat = .infinity,
                 maximumNumberOfLines: Int = 0, wrapping: Wrapping = .words, truncation: Truncation = .tail) {
        let plain = RichText(runs: [RichText.Run(text: text, style: TextStyle(font: font, color: nil))])
        richLayout = RichTextLayout(text: plain, width: width, maximumHeight: maximumHeight,
                                    maximumNumberOfLines: maximumNumberOfLines, wrapping: wrapping, truncation: truncation)
        self.font = font
        metrics = font.metrics
        lines = richLayout.lines.map { line in
            var text = line.text
            while text.last?.isWhitespace == true { text.removeLast() }
            return Line(text: text, width: line.width)
        }
    }

    /// Whether text was left out (lines dropped or shortened by truncation).
    package var isTruncated: Bool { richLayout.isTruncated }

    /// The size of the text: the widest line by the height of all lines (each line's ascent
    /// plus descent, its tallest font's); zero for no lines.
    package var size: CGSize { richLayout.size }

    /// Draws the lines with the top of the first line at `origin`.
    /// - Parameters:
    ///   - width: the width lines are aligned in; nil uses the layout's own width.
    ///   - alignment: left, centre or right within `width`.
    package func draw(in context: CGContext, at origin: CGPoint, width: CGFloat? = nil, color: CGColor,
                      alignment: Alignment = .natural) {
        richLayout.draw(in: context, at: origin, width: width, color: color, alignment: alignment)
    }
}
