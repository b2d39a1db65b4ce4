import Foundation

/// A colour as text attributes hold it: sRGB components with alpha, each 0…1.
package struct TextColor: Hashable, Sendable {
    package var red: Double, green: Double, blue: Double, alpha: Double

    package init(_ color: CGColor) {
        let c = color.clamped
        (red, green, blue, alpha) = (c.r, c.g, c.b, c.a)
    }

    /// The red, green and blue components on Pango's 16-bit scale, and the alpha.
    var pango: (r: UInt16, g: UInt16, b: UInt16, a: UInt16) {
        func channel(_ v: Double) -> UInt16 { UInt16((min(max(v, 0), 1) * 65535).rounded()) }
        return (channel(red), channel(green), channel(blue), channel(alpha))
    }
}

/// How one run of text looks: the attributes of an `NSAttributedString` run, resolved.
package struct TextStyle: Hashable, Sendable {
    /// Underlines Pango can draw.
    package enum Underline: Hashable, Sendable { case none, single, double }

    package var font: FontDescriptor
    /// The glyphs' colour; nil draws them in the colour the layout is drawn with (plain text
    /// whose colour is given when it is drawn, so a new colour needs no new layout).
    package var color: TextColor?
    /// Filled behind the run's glyphs, the height of its line.
    package var backgroundColor: TextColor?
    /// Extra space after each character, in points (NSKern).
    package var kern: CGFloat
    package var underline: Underline
    /// The underline's colour; nil draws it in the text's colour.
    package var underlineColor: TextColor?
    package var strikethrough: Bool
    /// The strikethrough's colour; nil draws it in the text's colour.
    package var strikethroughColor: TextColor?
    /// How far the run's baseline is raised, in points (negative lowers it).
    package var baselineOffset: CGFloat

    package init(font: FontDescriptor, color: TextColor?, backgroundColor: TextColor? = nil, kern: CGFloat = 0,
                 underline: Underline = .none, underlineColor: TextColor? = nil, strikethrough: Bool = false,
                 strikethroughColor: TextColor? = nil, baselineOffset: CGFloat = 0) {
        self.font = font
        self.color = color
        self.backgroundColor = backgroundColor
        self.kern = kern.isFinite ? kern : 0
        self.underline = underline
        self.underlineColor = underlineColor
        self.strikethrough = strikethrough
        self.strikethroughColor = strikethroughColor
        self.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
    }
}

/// Styled text: consecutive runs, each with its own style, and the paragraph settings of each
/// paragraph (the text between newlines, as Pango and UIKit count them).
package struct RichText: Hashable, Sendable {
    /// A piece of the text and how it looks.
    package struct Run: Hashable, Sendable {
        package var text: String
        package var style: TextStyle
        package init(text: String, style: TextStyle) {
            self.text = text
            self.style = style
        }
    }

    /// How one paragraph's lines are placed: what an `NSParagraphStyle` draws.
    package struct ParagraphStyle: Hashable, Sendable {
        /// Where the paragraph's lines sit in the drawing width.
        package var alignment: TextLayout.Alignment
        /// Extra space after each line of the paragraph but the text's last, in points.
        package var lineSpacing: CGFloat
        /// Extra space after the paragraph when another follows, in points.
        package var paragraphSpacing: CGFloat
        /// Extra space before the paragraph when another precedes it, in points (added to that
        /// one's `paragraphSpacing`).
        package var paragraphSpacingBefore: CGFloat
        /// The factor a line's natural height is multiplied by (0: none), then the least and the
        /// most a line's height may be (0: no limit); see ``lineHeight(natural:)``.
        package var lineHeightMultiple: CGFloat
        package var minimumLineHeight: CGFloat
        package var maximumLineHeight: CGFloat
        /// How far the paragraph's first line, and its other lines, start from the leading edge
        /// (the left one, or the right one when ``rightToLeft``), in points.
        package var firstLineHeadIndent: CGFloat
        package var headIndent: CGFloat
        /// Where the paragraph's lines end, as `NSParagraphStyle.tailIndent`: when positive, the
        /// distance of that end from the leading edge (the paragraph's width); when 0 or
        /// negative, minus its distance from the trailing edge. See ``lineEnd(width:)``.
        package var tailIndent: CGFloat
        /// Whether the paragraph runs right to left: its leading edge is the right one, where
        /// `.natural` alignment places its lines and from which its head indents count (the
        /// tail indent, then, from the left).
        package var rightToLeft: Bool

        /// (A value that is negative or not finite counts as 0, except `tailIndent`, which only
        /// needs to be finite.)
        package init(alignment: TextLayout.Alignment = .natural, lineSpacing: CGFloat = 0, paragraphSpacing: CGFloat = 0,
                     paragraphSpacingBefore: CGFloat = 0, lineHeightMultiple: CGFloat = 0, minimumLineHeight: CGFloat = 0,
                     maximumLineHeight: CGFloat = 0, firstLineHeadIndent: CGFloat = 0, headIndent: CGFloat = 0,
                     tailIndent: CGFloat = 0, rightToLeft: Bool = false) {
            func length(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
            self.rightToLeft = rightToLeft
            self.alignment = alignment
            self.lineSpacing = length(lineSpacing)
            self.paragraphSpacing = length(paragraphSpacing)
            self.paragraphSpacingBefore = length(paragraphSpacingBefore)
            self.lineHeightMultiple = length(lineHeightMultiple)
            self.minimumLineHeight = length(minimumLineHeight)
            self.maximumLineHeight = length(maximumLineHeight)
            self.firstLineHeadIndent = length(firstLineHeadIndent)
            self.headIndent = length(headIndent)
            self.tailIndent = tailIndent.isFinite ? tailIndent : 0
        }

        /// Whether the paragraph's lines are indented at either end.
        package var isIndented: Bool { firstLineHeadIndent > 0 || headIndent > 0 || tailIndent != 0 }

        /// Where the paragraph's lines end, from the leading edge of a box `width` wide (infinite
        /// for no limit): the positive `tailIndent` (within the width), or the width less the
        /// magnitude of a negative one.
        package func lineEnd(width: CGFloat) -> CGFloat {
            tailIndent > 0 ? min(width, tailIndent) : width + tailIndent
        }

        /// The height of a line of the paragraph whose text is `natural` high (its tallest
        /// run's ascent plus descent), as TextKit makes it: multiplied by ``lineHeightMultiple``
        /// when that is positive, then at least ``minimumLineHeight`` and at most
        /// ``maximumLineHeight`` where they are positive (the maximum wins when the two
        /// disagree). The glyphs keep their place at the bottom of the line: the difference is
        /// above them, so a shorter line lets its glyphs rise into the line above.
        package func lineHeight(natural: CGFloat) -> CGFloat {
            var height = natural
            if lineHeightMultiple > 0 { height *= lineHeightMultiple }
            if minimumLineHeight > 0 { height = max(height, minimumLineHeight) }
            if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
            return height
        }
    }

    package var runs: [Run]
    /// The style of each paragraph, first to last; paragraphs past the end take the last one
    /// (never empty).
    package var paragraphStyles: [ParagraphStyle]

    /// Text whose paragraphs all have one style.
    package init(runs: [Run], alignment: TextLayout.Alignment = .natural, lineSpacing: CGFloat = 0,
                 paragraphSpacing: CGFloat = 0, rightToLeft: Bool = false) {
        self.init(runs: runs, paragraphStyles: [ParagraphStyle(alignment: alignment, lineSpacing: lineSpacing,
                                                               paragraphSpacing: paragraphSpacing, rightToLeft: rightToLeft)])
    }

    /// Text with a style for each paragraph (an empty list is the default style).
    package init(runs: [Run], paragraphStyles: [ParagraphStyle]) {
        self.runs = runs.filter { !$0.text.isEmpty }
        var styles = paragraphStyles.isEmpty ? [ParagraphStyle()] : paragraphStyles
        // Trailing repeats of the last style say nothing more: one key for equal texts.
        while styles.count > 1, styles[styles.count - 1] == styles[styles.count - 2] { styles.removeLast() }
        self.paragraphStyles = styles
    }

    /// The style of paragraph `index` (0 for the first).
    package func paragraphStyle(_ index: Int) -> ParagraphStyle {
        paragraphStyles[min(max(0, index), paragraphStyles.count - 1)]
    }

    /// The whole text.
    package var string: String { runs.count == 1 ? runs[0].text : runs.map(\.text).joined() }

    /// The same text with every font size and kern multiplied by `factor` (what shrinking to fit
    /// a width does).
    package func scaled(by factor: CGFloat) -> RichText {
        var copy = self
        for i in copy.runs.indices {
            copy.runs[i].style.font.size *= factor
            copy.runs[i].style.kern *= factor
        }
        return copy
    }

    /// The factor the text is shrunk by to fit a box (``shrinkFactor(minimum:guess:fits:)``):
    /// with `lines` 1, each paragraph on one line within `width`; otherwise wrapped at `width`
    /// into at most `lines` lines (0: any number) within `height`. A width or height that is not
    /// positive and finite does not limit. `UILabel`'s and `UITextField`'s
    /// `adjustsFontSizeToFitWidth` and `NSStringDrawingContext`'s `minimumScaleFactor` all
    /// shrink by it.
    package func shrinkFactor(minimum: CGFloat, toFit width: CGFloat, height: CGFloat = .infinity, lines: Int = 1,
                              wrapping: TextLayout.Wrapping = .words) -> CGFloat {
        guard minimum > 0, minimum < 1 else { return 1 }
        let width = width > 0 && width.isFinite ? width : .infinity
        let height = height > 0 && height.isFinite ? height : .infinity
        if lines == 1 {
            // Advances grow in proportion to the size (metric hinting is off): the width over
            // the text's is a near guess.
            let full = RichTextLayout(text: self, truncation: .none).size.width
            return shrinkFactor(minimum: minimum, guess: full > 0 ? width / full : nil) {
                RichTextLayout(text: $0, truncation: .none).size.width <= width + 1e-6
            }
        }
        return shrinkFactor(minimum: minimum) { scaled in
            let whole = RichTextLayout(text: scaled, width: width, wrapping: wrapping, truncation: .none)
            return (lines <= 0 || whole.lines.count <= lines) && whole.size.height <= height + 1e-6 && whole.size.width <= width + 1e-6
        }
    }

    /// The largest factor from `minimum` up to 1, to a thousandth, at which the text
    /// ``scaled(by:)`` it `fits` — 1 when it fits as it is (or `minimum` is not in 0 ..< 1:
    /// Apple's "a value of 0 … doesn't scale the text down"), `minimum` when it does not fit
    /// even there. `guess` is tried first, then its neighbour a thousandth away, so a good guess
    /// costs two layouts instead of ten.
    package func shrinkFactor(minimum: CGFloat, guess: CGFloat? = nil, fits: (RichText) -> Bool) -> CGFloat {
        guard minimum > 0, minimum < 1, !fits(self) else { return 1 }
        guard fits(scaled(by: minimum)) else { return minimum }
        // (A thousandth, with room for the rounding of `guess ± step`.)
        let step: CGFloat = 0.001, close = step * (1 + 1e-9)
        var lo = minimum, hi: CGFloat = 1
        if let guess, guess > lo, guess < hi {
            if fits(scaled(by: guess)) {
                lo = guess
                let up = min(hi, guess + step)
                if fits(scaled(by: up)) { lo = up } else { hi = up }
            } else {
                hi = guess
                let down = max(lo, guess - step)
                if fits(scaled(by: down)) { lo = down } else { hi = down }
            }
        }
        while hi - lo > close {
            let mid = (lo + hi) / 2
            if fits(scaled(by: mid)) { lo = mid } else { hi = mid }
        }
        return lo
    }
}

/// Where paragraphs end: after a line feed, after a carriage return (and the line feed that may
/// follow it) and after a paragraph separator (U+2029). Pango splits a layout into paragraphs so
/// (`pango_find_paragraph_boundary`: "a newline, carriage return, carriage return-newline pair,
/// or Unicode paragraph separator character"), and so does Foundation (`paragraphRange(for:)`:
/// "delimited by a carriage return (U+000D), newline (U+000A), or paragraph separator
/// (U+2029)"): a paragraph's style, spacing and direction follow from these ends alone. A line
/// separator (U+2028), a next-line character (U+0085), a vertical tab or a form feed breaks a
/// line inside its paragraph (Unicode's mandatory line breaks, which Pango keeps).
package enum ParagraphBreaks {
    /// Each paragraph end in UTF-8 `bytes`, first to last: where its separator starts and where
    /// the next paragraph starts (after the separator; `bytes.count` after a final separator).
    package static func ends(utf8 bytes: [UInt8]) -> [(separator: Int, next: Int)] {
        var ends: [(separator: Int, next: Int)] = []
        var i = 0
        while i < bytes.count {
            if let found = separator(in: bytes, at: i) {
                if found.endsParagraph { ends.append((i, i + found.length)) }
                i += found.length
            } else {
                i += 1
            }
        }
        return ends
    }

    /// Whether UTF-8 `bytes` are one paragraph with no line broken inside it.
    package static func isOneUnbrokenParagraph(utf8 bytes: [UInt8]) -> Bool {
        !bytes.indices.contains { separator(in: bytes, at: $0) != nil }
    }

    /// The separator starting at byte `i`, its length and whether it ends a paragraph or only a
    /// line; nil for any other character (or a byte inside one).
    private static func separator(in bytes: [UInt8], at i: Int) -> (length: Int, endsParagraph: Bool)? {
        switch bytes[i] {
        case 0x0A: return (1, true)
        case 0x0D: return (i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1, true)
        case 0x0B, 0x0C: return (1, false)
        case 0xC2 where i + 1 < bytes.count && bytes[i + 1] == 0x85: return (2, false)
        case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
            return (3, bytes[i + 2] == 0xA9)
        default: return nil
        }
    }

    /// Where each paragraph after the first starts in UTF-16 `units` (after a final separator
    /// too: an empty paragraph).
    package static func starts(utf16 units: some Sequence<UInt16>) -> [Int] {
        var starts: [Int] = []
        var previous: UInt16 = 0, count = 0
        for u in units {
            // After LF or PS, and after CR unless a LF follows it.
            if previous == 0x0A || previous == 0x2029 || (previous == 0x0D && u != 0x0A) { starts.append(count) }
            previous = u
            count += 1
        }
        if previous == 0x0A || previous == 0x0D || previous == 0x2029 { starts.append(count) }
        return starts
    }
}
