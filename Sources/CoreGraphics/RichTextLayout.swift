internal import CCairo
internal import CPango
import Foundation

/// What a text layout is made from, and the key of the one cache of layouts: plain text
/// (`TextLayout`, one run without a colour) and styled text (`RichTextLayout`) alike.
struct TextLayoutKey: Hashable, Sendable {
    var text: RichText
    var width: CGFloat
    var maximumHeight: CGFloat
    var maximumNumberOfLines: Int
    var wrapping: TextLayout.Wrapping
    var truncation: TextLayout.Truncation
}

/// A PangoLayout kept for drawing; only touched under `PangoText`'s lock, and released to Pango
/// under it too (`PangoText.letGo(of:)`), whichever thread lets go of it last.
final class PangoLayoutBox: @unchecked Sendable {
    let layout: OpaquePointer
    init(_ layout: OpaquePointer) { self.layout = layout }
    deinit { PangoText.shared.letGo(of: layout) }
}

/// Styled text laid out by Pango for a width: lines broken by Pango's Unicode line breaking
/// (between words, or between characters), each run shaped in its own font and drawn in its own
/// colours, with underlines, strikethroughs and backgrounds drawn by Pango. Each paragraph's
/// lines are aligned, spaced and indented by that paragraph's style (text with indents lays out
/// each paragraph in a Pango layout of its own, since Pango's wrapping width is a layout's).
///
/// The size is the size of the lines that are drawn: `draw` draws exactly the lines measured.
/// With a maximum number of lines (or a maximum height), the last line shown holds the rest of
/// its paragraph shortened with "…" at its start, middle or end (Pango's ellipsizing), or,
/// for `.clip`, on one line for the view to clip. Layouts are cached by their text, styles,
/// width and line settings.
///
///     let text = RichText(runs: [.init(text: "Bold ", style: bold), .init(text: "plain", style: plain)])
///     let layout = RichTextLayout(text: text, width: 200)
///     layout.size                          // the box the lines cover
///     layout.draw(in: context, at: .zero, width: 200)
package struct RichTextLayout: @unchecked Sendable {
    /// One line as it is drawn.
    package struct Line: Sendable {
        /// The line's text (what is drawn, "…" included when it was shortened).
        package var text: String
        /// The advance width of the line (white space where it wrapped left out).
        package var width: CGFloat
        /// The top of the line, from the top of the layout.
        package var top: CGFloat
        /// The baseline, from the top of the layout.
        package var baseline: CGFloat
        /// The height of the line (its tallest run's ascent plus descent).
        package var height: CGFloat
        /// The paragraph the line belongs to (0 for the first).
        package var paragraph: Int
        /// Where the line's first glyph starts relative to the line's origin (0 for left-to-right text).
        var x: CGFloat
        /// The line's room in the box it is placed in: from `left` to `right` from the right edge
        /// (its paragraph's head indent, or first-line head indent, and its tail indent, on the
        /// sides its direction puts them).
        var left: CGFloat = 0
        var right: CGFloat = 0
        /// Which of `layouts` holds the line, and its index there.
        var layoutIndex: Int
        var lineIndex: Int
    }

    package let text: RichText
    package let lines: [Line]
    /// The widest line by the height from the first line's top to the last line's bottom.
    package let size: CGSize
    /// Whether text was left out (lines dropped or the last line shortened).
    package let isTruncated: Bool
    let layouts: [PangoLayoutBox]

    /// Lays out `text`.
    /// - Parameters:
    ///   - width: the widest a line may be; `.infinity` breaks only at newlines.
    ///   - maximumHeight: lines that would end below this are left out (at least one line stays).
    ///   - maximumNumberOfLines: at most this many lines; 0 means no limit.
    ///   - wrapping: break between words (a word wider than the width between characters), or anywhere.
    ///   - truncation: how the last line shows that text was left out.
    package init(text: RichText, width: CGFloat = .infinity, maximumHeight: CGFloat = .infinity,
                 maximumNumberOfLines: Int = 0, wrapping: TextLayout.Wrapping = .words,
                 truncation: TextLayout.Truncation = .tail) {
        let key = TextLayoutKey(text: text, width: width.isNaN ? .infinity : max(0, width),
                                maximumHeight: maximumHeight.isNaN ? .infinity : maximumHeight,
                                maximumNumberOfLines: max(0, maximumNumberOfLines),
                                wrapping: wrapping, truncation: truncation)
        self = PangoText.shared.withState { s in
            if let cached = s.layouts.value(for: key) { return cached }
            var made: RichTextLayout?
            if key.maximumHeight.isFinite {
                // A label measured without a height limit (`sizeThatFits`) and drawn in its
                // bounds: when every line of the measured layout fits the height, those are the
                // lines the height allows, so the measured layout is drawn instead of a second one.
                var unlimited = key
                unlimited.maximumHeight = .infinity
                if let whole = s.layouts.value(for: unlimited), !whole.isTruncated,
                   whole.size.height <= key.maximumHeight + 1e-6 { made = whole }
            }
            let result = made ?? s.makeRichLayout(key)
            s.layouts.insert(result, for: key)
            return result
        }
    }

    init(text: RichText, lines: [Line], size: CGSize, isTruncated: Bool, layouts: [PangoLayoutBox]) {
        self.text = text
        self.lines = lines
        self.size = size
        self.isTruncated = isTruncated
        self.layouts = layouts
    }

    /// Whether this layout draws the very Pango layouts `other` draws (not equal ones made again).
    package func drawsLayouts(of other: RichTextLayout) -> Bool {
        layouts.count == other.layouts.count && zip(layouts, other.layouts).allSatisfy { $0 === $1 }
    }

    /// The x of line `line`'s left edge when it is placed in a box `boxWidth` wide starting at
    /// `originX`, by its paragraph's alignment (or `alignment` for every line), between its
    /// paragraph's indents.
    func lineOriginX(_ line: Line, originX: CGFloat, boxWidth: CGFloat, alignment: TextLayout.Alignment? = nil) -> CGFloat {
        let start = originX + line.left, room = boxWidth - line.left - line.right
        let style = text.paragraphStyle(line.paragraph)
        return switch alignment ?? style.alignment {
        case .left: start
        case .natural: style.rightToLeft ? start + room - line.width : start
        case .center: start + (room - line.width) / 2
        case .right: start + room - line.width
        }
    }

    /// Draws the lines with the top of the first line at `origin`, each placed in `width` (nil:
    /// the layout's own width) by its paragraph's alignment, or by `alignment` when given.
    /// Colours come from the runs' styles, `color` (default black) for runs without one; the
    /// context's global alpha applies.
    package func draw(in context: CGContext, at origin: CGPoint, width: CGFloat? = nil, color: CGColor? = nil,
                      alignment: TextLayout.Alignment? = nil) {
        guard !lines.isEmpty, origin.x.isFinite, origin.y.isFinite else { return }
        let boxWidth = width.flatMap { $0.isFinite ? $0 : nil } ?? size.width
        let alpha = Double(context.globalAlpha)
        let c = (color ?? .black).clamped
        let address = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(context.cr)))
        PangoText.shared.withState { _ in
            guard let cr = OpaquePointer(bitPattern: address) else { return }
            cairo_save(cr)
            defer { cairo_restore(cr) }
            if alpha < 1 { cairo_push_group(cr) }
            cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
            cairo_new_path(cr)
            for line in lines {
                guard let pangoLine = pango_layout_get_line_readonly(layouts[line.layoutIndex].layout, Int32(line.lineIndex))
                else { continue }
                let x = lineOriginX(line, originX: origin.x, boxWidth: boxWidth, alignment: alignment)
                cairo_move_to(cr, Double(x - line.x), Double(origin.y + line.baseline))
                pango_cairo_show_layout_line(cr, pangoLine)
            }
            cairo_new_path(cr)
            if alpha < 1 {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, alpha)
            }
        }
    }
}

extension PangoState {
    /// Lays out `key.text` (see `RichTextLayout.init`).
    func makeRichLayout(_ key: TextLayoutKey) -> RichTextLayout {
        let text = key.text
        let bytes = Array(text.string.utf8)
        guard !bytes.isEmpty else {
            return RichTextLayout(text: text, lines: [], size: .zero, isTruncated: false, layouts: [])
        }
        if let made = makeLimitedParagraph(key, bytes: bytes) { return made }
        let paragraphEnds = ParagraphBreaks.ends(utf8: bytes)
        // The lines to place, in order: which layout holds each and its index there, its
        // paragraph, and the byte its layout starts at in the text; and the space below each
        // before the next line (its paragraph's line spacing, and the paragraph spacing when it
        // ends its paragraph).
        var layouts: [PangoLayoutBox] = []
        var source: [(layout: Int, line: Int, paragraph: Int, offset: Int)] = []
        var spacingAfter: [CGFloat] = []
        let indented = text.paragraphStyles.contains(where: \.isIndented)
        if indented {
            // Pango's wrapping width and indent are a layout's: each paragraph gets a layout of
            // its own, as wide as its indents leave.
            var start = 0
            let count = paragraphEnds.count + (paragraphEnds.last?.next == bytes.count ? 0 : 1)
            for paragraph in 0..<count {
                let end = paragraph < paragraphEnds.count ? paragraphEnds[paragraph].separator : bytes.count
                let style = text.paragraphStyle(paragraph)
                let box = makePangoLayout(text, bytes: bytes, range: start..<end, width: style.lineEnd(width: key.width),
                                          wrapping: key.wrapping, ellipsize: PANGO_ELLIPSIZE_NONE,
                                          firstLineHeadIndent: style.firstLineHeadIndent, headIndent: style.headIndent)
                let lineCount = max(1, Int(pango_layout_get_line_count(box.layout)))
                for line in 0..<lineCount {
                    source.append((layouts.count, line, paragraph, start))
                    spacingAfter.append(style.lineSpacing + (line == lineCount - 1
                        ? style.paragraphSpacing + text.paragraphStyle(paragraph + 1).paragraphSpacingBefore : 0))
                }
                layouts.append(box)
                start = paragraph < paragraphEnds.count ? paragraphEnds[paragraph].next : bytes.count
            }
        } else {
            let main = makePangoLayout(text, bytes: bytes, range: 0..<bytes.count, width: key.width,
                                       wrapping: key.wrapping, ellipsize: PANGO_ELLIPSIZE_NONE)
            layouts.append(main)
            var count = Int(pango_layout_get_line_count(main.layout))
            // A final newline ends the last line; it does not start an empty one.
            if count > 1, paragraphEnds.last?.next == bytes.count,
               pango_layout_get_line_readonly(main.layout, Int32(count - 1))?.pointee.length == 0 {
                count -= 1
            }
            source.reserveCapacity(count)
            // Where each line starts, from one walk along Pango's list of lines (a line looked
            // up by its index walks the list from the start).
            var starts: [Int] = []
            starts.reserveCapacity(count + 1)
            var node = pango_layout_get_lines_readonly(main.layout)
            while let n = node {
                if let line = n.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self) { starts.append(Int(line.pointee.start_index)) }
                node = n.pointee.next
            }
            var paragraph = 0, nextParagraph = 0
            for i in 0..<count {
                let style = text.paragraphStyle(paragraph)
                source.append((0, i, paragraph, 0))
                // A line ends its paragraph when the next one starts a paragraph (both lists go
                // forwards).
                let next = i + 1 < starts.count ? starts[i + 1] : 0
                while nextParagraph < paragraphEnds.count, paragraphEnds[nextParagraph].next < next { nextParagraph += 1 }
                if next > 0, nextParagraph < paragraphEnds.count, paragraphEnds[nextParagraph].next == next {
                    // (Apple: "The space between paragraphs is determined by adding the previous
                    // paragraph's paragraphSpacing and the current paragraph's paragraphSpacingBefore.")
                    spacingAfter.append(style.lineSpacing + style.paragraphSpacing + text.paragraphStyle(paragraph + 1).paragraphSpacingBefore)
                    paragraph += 1
                } else {
                    spacingAfter.append(style.lineSpacing)
                }
            }
        }
        let count = source.count
        /// Where line `i` starts and ends in the box, from its left and right edges: its
        /// paragraph's indents, the head indent on its leading side (a line index is within its
        /// paragraph's layout only when the text is indented).
        func room(_ i: Int) -> (left: CGFloat, right: CGFloat) {
            guard indented else { return (0, 0) }
            let style = text.paragraphStyle(source[i].paragraph)
            let leading = source[i].line == 0 ? style.firstLineHeadIndent : style.headIndent
            // (In a box of no set width, a positive tail indent has no trailing edge to keep from.)
            let trailing = key.width.isFinite ? key.width - style.lineEnd(width: key.width) : max(0, -style.tailIndent)
            return style.rightToLeft ? (trailing, leading) : (leading, trailing)
        }
        var limit = key.maximumNumberOfLines == 0 ? count : min(count, key.maximumNumberOfLines)
        if key.maximumHeight.isFinite {
            // Keep the lines whose bottom is within the height (at least one).
            var top: CGFloat = 0, fitting = 0
            for i in 0..<limit {
                let height = text.paragraphStyle(source[i].paragraph).lineHeight(natural: lineMetrics(layouts[source[i].layout].layout, source[i].line).height)
                if i > 0, top + height > key.maximumHeight + 1e-6 { break }
                fitting = i + 1
                top += height + spacingAfter[i]
            }
            limit = max(1, fitting)
        }
        var placed: [(layout: Int, line: Int)] = (0..<limit).map { (source[$0].layout, source[$0].line) }
        let truncated = limit < count
        if truncated, key.truncation != .none {
            // The last line holds the rest of its paragraph, shortened (or whole, to be clipped).
            let shown = source[limit - 1]
            let start = shown.offset + Int(pango_layout_get_line_readonly(layouts[shown.layout].layout, Int32(shown.line))!.pointee.start_index)
            let end = paragraphEnds.first { $0.separator >= start }?.separator ?? bytes.count
            let (left, right) = room(limit - 1)
            let ellipsize: PangoEllipsizeMode = switch key.truncation {
            case .head: PANGO_ELLIPSIZE_START
            case .middle: PANGO_ELLIPSIZE_MIDDLE
            case .tail: PANGO_ELLIPSIZE_END
            case .none, .clip: PANGO_ELLIPSIZE_NONE
            }
            let last = makePangoLayout(text, bytes: bytes, range: start..<end,
                                       width: key.truncation == .clip ? .infinity : key.width - left - right,
                                       wrapping: key.wrapping, ellipsize: ellipsize)
            placed[limit - 1] = (layouts.count, 0)
            layouts.append(last)
        }
        var lines: [RichTextLayout.Line] = []
        lines.reserveCapacity(limit)
        var top: CGFloat = 0, widest: CGFloat = 0
        for (i, p) in placed.enumerated() {
            let layout = layouts[p.layout].layout
            let m = lineMetrics(layout, p.line)
            if i > 0 { top += spacingAfter[i - 1] }
            let height = text.paragraphStyle(source[i].paragraph).lineHeight(natural: m.height)
            let (left, right) = room(i)
            lines.append(.init(text: lineText(layout, p.line), width: m.width, top: top, baseline: top + height - m.height + m.ascent,
                               height: height, paragraph: source[i].paragraph, x: m.x, left: left, right: right,
                               layoutIndex: p.layout, lineIndex: p.line))
            // (The head indent counts; a tail indent is room past the line's end.)
            widest = max(widest, m.width + (text.paragraphStyle(source[i].paragraph).rightToLeft ? right : left))
            top += height
        }
        return RichTextLayout(text: text, lines: lines, size: CGSize(width: widest, height: top),
                              isTruncated: truncated, layouts: layouts)
    }

    /// Whether `scalar` is written right to left or turns text so: the blocks of the scripts
    /// written right to left (Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic, their
    /// presentation forms, and those of the supplementary planes), the right-to-left and Arabic
    /// marks, and the right-to-left embedding, override and isolate. (Whole blocks: a neutral
    /// character among them only sends its text the general way.)
    private static func turnsRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        case 0x200F, 0x061C, 0x202B, 0x202E, 0x2067: true
        default: false
        }
    }

    /// One paragraph limited to a number of lines and shortened with "…": laid out by Pango in
    /// one layout (`pango_layout_set_height` with minus the number of lines), which breaks only
    /// the lines shown and puts the rest of the paragraph on the last of them, ellipsized —
    /// the lines `makeRichLayout` makes from a layout of every line and a second layout of the
    /// last line, with each piece shaped once instead of twice. Nil for text this does not
    /// cover (several paragraphs or a line broken by a separator, a height limit, clipping,
    /// letter spacing, white space at the end, right-to-left letters), which takes the general path (`LimitedParagraphTests`
    /// compares the two lines and pixels).
    private func makeLimitedParagraph(_ key: TextLayoutKey, bytes: [UInt8]) -> RichTextLayout? {
        let text = key.text
        guard key.maximumNumberOfLines > 0, !key.maximumHeight.isFinite, key.width.isFinite,
              key.width * CGFloat(PANGO_SCALE) < CGFloat(Int32.max / 2),
              key.truncation == .head || key.truncation == .middle || key.truncation == .tail,
              !text.runs.contains(where: { $0.style.kern != 0 }), !text.paragraphStyle(0).isIndented,
              let last = bytes.last, last != 0x20, last != 0x09 else { return nil }
        // One paragraph, with no line broken inside it by a separator.
        guard ParagraphBreaks.isOneUnbrokenParagraph(utf8: bytes) else { return nil }
        // White space that ends the text in another script (e.g. an ideographic space) is left
        // to the general path too, and so is right-to-left text: the general path's last line
        // takes its direction from its own first letter, Pango's from the paragraph's.
        if text.string.last?.isWhitespace == true { return nil }
        if text.string.unicodeScalars.contains(where: Self.turnsRightToLeft) { return nil }
        let ellipsize: PangoEllipsizeMode = switch key.truncation {
        case .head: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        default: PANGO_ELLIPSIZE_END
        }
        let box = makePangoLayout(text, bytes: bytes, range: 0..<bytes.count, width: key.width,
                                  wrapping: key.wrapping, ellipsize: ellipsize)
        pango_layout_set_height(box.layout, -Int32(min(key.maximumNumberOfLines, 1 << 20)))
        let count = Int(pango_layout_get_line_count(box.layout))
        let style = text.paragraphStyle(0)
        var lines: [RichTextLayout.Line] = []
        lines.reserveCapacity(count)
        var top: CGFloat = 0, widest: CGFloat = 0
        for i in 0..<count {
            let m = lineMetrics(box.layout, i)
            if i > 0 { top += style.lineSpacing }
            let height = style.lineHeight(natural: m.height)
            lines.append(.init(text: lineText(box.layout, i), width: m.width, top: top, baseline: top + height - m.height + m.ascent,
                               height: height, paragraph: 0, x: m.x, layoutIndex: 0, lineIndex: i))
            widest = max(widest, m.width)
            top += height
        }
        return RichTextLayout(text: text, lines: lines, size: CGSize(width: widest, height: top),
                              isTruncated: pango_layout_is_ellipsized(box.layout) != 0, layouts: [box])
    }

    /// A PangoLayout of the bytes in `range` of `text`, with its runs' attributes.
    /// With indents, the first line wraps at `width − firstLineHeadIndent` and the others at
    /// `width − headIndent` (Pango's indent; the lines are placed by `RichTextLayout`).
    func makePangoLayout(_ text: RichText, bytes: [UInt8], range: Range<Int>, width: CGFloat,
                         wrapping: TextLayout.Wrapping, ellipsize: PangoEllipsizeMode,
                         firstLineHeadIndent: CGFloat = 0, headIndent: CGFloat = 0) -> PangoLayoutBox {
        let layout = pango_layout_new(context)!
        let box = PangoLayoutBox(layout)
        if let first = text.runs.first { pango_layout_set_font_description(layout, description(for: first.style.font)) }
        let slice = String(decoding: bytes[range], as: UTF8.self)
        pango_layout_set_text(layout, slice, Int32(range.count))
        shapeCount += 1
        let list = pango_attr_list_new()!
        // UIKit breaks a word too long for its line without a hyphen (hyphenation is off by
        // default); Pango would insert one and keep the space for it.
        if let noHyphens = pango_attr_insert_hyphens_new(0) { pango_attr_list_insert(list, noHyphens) }
        var offset = 0
        for run in text.runs {
            let runRange = offset..<(offset + run.text.utf8.count)
            offset = runRange.upperBound
            let lower = max(runRange.lowerBound, range.lowerBound), upper = min(runRange.upperBound, range.upperBound)
            guard lower < upper else { continue }
            addAttributes(of: run.style, to: list, from: UInt32(lower - range.lowerBound), to: UInt32(upper - range.lowerBound))
        }
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)
        // Pango's width is an Int32 in 1/1024 points: a huge width is no limit.
        if width.isFinite, width * CGFloat(PANGO_SCALE) < CGFloat(Int32.max / 2) {
            // The width of the widest lines (at the smaller indent), and how much further in the
            // first line starts (Pango: a negative indent indents every line but the first).
            // At least a point, so that indents wider than the box break every word onto its
            // own line instead of turning wrapping off.
            let indent = min(firstLineHeadIndent, headIndent)
            pango_layout_set_width(layout, Int32((max(1, width - indent) * CGFloat(PANGO_SCALE)).rounded(.down)))
            if firstLineHeadIndent != headIndent {
                pango_layout_set_indent(layout, Int32(((firstLineHeadIndent - headIndent) * CGFloat(PANGO_SCALE)).rounded()))
            }
        } else {
            pango_layout_set_width(layout, -1)
        }
        pango_layout_set_wrap(layout, wrapping == .characters ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        pango_layout_set_ellipsize(layout, ellipsize)
        return box
    }

    private func addAttributes(of style: TextStyle, to list: OpaquePointer, from start: UInt32, to end: UInt32) {
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
            guard let attribute else { return }
            attribute.pointee.start_index = start
            attribute.pointee.end_index = end
            pango_attr_list_insert(list, attribute)
        }
        insert(pango_attr_font_desc_new(description(for: style.font)))
        if style.font.monospacedDigits { insert(pango_attr_font_features_new("tnum")) }
        if let c = style.color?.pango {
            insert(pango_attr_foreground_new(c.r, c.g, c.b))
            insert(pango_attr_foreground_alpha_new(max(c.a, 1)))
        }
        if let b = style.backgroundColor?.pango, b.a > 0 {
            insert(pango_attr_background_new(b.r, b.g, b.b))
            insert(pango_attr_background_alpha_new(b.a))
        }
        if style.kern != 0 { insert(pango_attr_letter_spacing_new(Int32((style.kern * CGFloat(PANGO_SCALE)).rounded()))) }
        if style.underline != .none {
            insert(pango_attr_underline_new(style.underline == .double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
            if let u = style.underlineColor?.pango { insert(pango_attr_underline_color_new(u.r, u.g, u.b)) }
        }
        if style.strikethrough {
            insert(pango_attr_strikethrough_new(1))
            if let u = style.strikethroughColor?.pango { insert(pango_attr_strikethrough_color_new(u.r, u.g, u.b)) }
        }
        if style.baselineOffset != 0 { insert(pango_attr_rise_new(Int32((style.baselineOffset * CGFloat(PANGO_SCALE)).rounded()))) }
    }

    /// Line `index`'s logical extents: width, ascent (above the baseline), height and start.
    private func lineMetrics(_ layout: OpaquePointer, _ index: Int) -> (width: CGFloat, ascent: CGFloat, height: CGFloat, x: CGFloat) {
        guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { return (0, 0, 0, 0) }
        var logical = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &logical)
        let scale = CGFloat(PANGO_SCALE)
        return (CGFloat(logical.width) / scale, CGFloat(-logical.y) / scale, CGFloat(logical.height) / scale,
                CGFloat(logical.x) / scale)
    }

    /// The text line `index` of `layout` draws ("…" included when Pango shortened it).
    private func lineText(_ layout: OpaquePointer, _ index: Int) -> String {
        guard let line = pango_layout_get_line_readonly(layout, Int32(index)),
              let base = pango_layout_get_text(layout) else { return "" }
        let start = Int(line.pointee.start_index), length = Int(line.pointee.length)
        let whole = UnsafeBufferPointer(start: UnsafeRawPointer(base).assumingMemoryBound(to: UInt8.self) + start, count: length)
        var text = String(decoding: whole, as: UTF8.self)
        // An ellipsized layout is one line, or (a limited paragraph) lines whose last is shortened.
        if pango_layout_is_ellipsized(layout) != 0, index == pango_layout_get_line_count(layout) - 1 {
            text = ellipsizedText(line) ?? text
        }
        while text.last?.isNewline == true { text.removeLast() }
        return text
    }

    /// The characters an ellipsized line shows: its runs' text, with "…" for the run Pango put
    /// in place of what it left out.
    private func ellipsizedText(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> String? {
        guard let base = line.pointee.layout.flatMap({ pango_layout_get_text($0) }) else { return nil }
        let start = UnsafeRawPointer(base).assumingMemoryBound(to: UInt8.self)
        var pieces: [String] = []
        var node = line.pointee.runs
        while let n = node {
            if let item = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item {
                if Int32(item.pointee.analysis.flags) & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS != 0 {
                    pieces.append(TextLayout.ellipsis)
                } else {
                    let bytes = UnsafeBufferPointer(start: start + Int(item.pointee.offset), count: Int(item.pointee.length))
                    pieces.append(String(decoding: bytes, as: UTF8.self))
                }
            }
            node = n.pointee.next
        }
        return pieces.isEmpty ? nil : pieces.joined()
    }
}
