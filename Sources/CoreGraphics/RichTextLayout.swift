internal import CCairo
internal import CPango
import Foundation

/// A colour as text attributes hold it: sRGB components with alpha, each 0…1.
package struct TextColor: Hashable, Sendable {
    package var red: Double, green: Double, blue: Double, alpha: Double

    package init(_ color: CGColor) {
        let c = color.clamped
        (red, green, blue, alpha) = (c.r, c.g, c.b, c.a)
    }

    /// The red, green and blue components on Pango's 16-bit scale, and the alpha.
    fileprivate var pango: (r: UInt16, g: UInt16, b: UInt16, a: UInt16) {
        func channel(_ v: Double) -> UInt16 { UInt16((min(max(v, 0), 1) * 65535).rounded()) }
        return (channel(red), channel(green), channel(blue), channel(alpha))
    }
}

/// How one run of text looks: the attributes of an `NSAttributedString` run, resolved.
package struct TextStyle: Hashable, Sendable {
    /// Underlines Pango can draw.
    package enum Underline: Hashable, Sendable { case none, single, double }

    package var font: FontDescriptor
    package var color: TextColor
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

    package init(font: FontDescriptor, color: TextColor, backgroundColor: TextColor? = nil, kern: CGFloat = 0,
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

/// Styled text: consecutive runs, each with its own style, and the paragraph settings that
/// apply to the whole text.
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

    package var runs: [Run]
    /// Where lines sit in the drawing width.
    package var alignment: TextLayout.Alignment
    /// Extra space between the lines of a paragraph (and between paragraphs), in points.
    package var lineSpacing: CGFloat
    /// Extra space after each paragraph that another follows, in points.
    package var paragraphSpacing: CGFloat

    package init(runs: [Run], alignment: TextLayout.Alignment = .natural, lineSpacing: CGFloat = 0,
                 paragraphSpacing: CGFloat = 0) {
        self.runs = runs.filter { !$0.text.isEmpty }
        self.alignment = alignment
        self.lineSpacing = lineSpacing.isFinite ? max(0, lineSpacing) : 0
        self.paragraphSpacing = paragraphSpacing.isFinite ? max(0, paragraphSpacing) : 0
    }

    /// The whole text.
    package var string: String { runs.map(\.text).joined() }

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
}

/// What a `RichTextLayout` is made from: its cache key.
struct RichTextLayoutKey: Hashable, Sendable {
    var text: RichText
    var width: CGFloat
    var maximumHeight: CGFloat
    var maximumNumberOfLines: Int
    var wrapping: TextLayout.Wrapping
    var truncation: TextLayout.Truncation
}

/// A PangoLayout kept for drawing; only touched under `PangoText`'s lock.
final class PangoLayoutBox: @unchecked Sendable {
    let layout: OpaquePointer
    init(_ layout: OpaquePointer) { self.layout = layout }
    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }
}

/// Styled text laid out by Pango for a width: lines broken by Pango's Unicode line breaking
/// (between words, or between characters), each run shaped in its own font and drawn in its own
/// colours, with underlines, strikethroughs and backgrounds drawn by Pango.
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
        /// The advance width of the line.
        package var width: CGFloat
        /// The top of the line, from the top of the layout.
        package var top: CGFloat
        /// The baseline, from the top of the layout.
        package var baseline: CGFloat
        /// The height of the line (its tallest run's ascent plus descent).
        package var height: CGFloat
        /// Where the line's first glyph starts relative to the line's origin (0 for left-to-right text).
        var x: CGFloat
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
        let key = RichTextLayoutKey(text: text, width: width.isNaN ? .infinity : max(0, width),
                                    maximumHeight: maximumHeight.isNaN ? .infinity : maximumHeight,
                                    maximumNumberOfLines: max(0, maximumNumberOfLines),
                                    wrapping: wrapping, truncation: truncation)
        self = PangoText.shared.state.withLock { s in
            if let cached = s.richLayouts.value(for: key) { return cached }
            let made = s.makeRichLayout(key)
            s.richLayouts.insert(made, for: key)
            return made
        }
    }

    init(text: RichText, lines: [Line], size: CGSize, isTruncated: Bool, layouts: [PangoLayoutBox]) {
        self.text = text
        self.lines = lines
        self.size = size
        self.isTruncated = isTruncated
        self.layouts = layouts
    }

    /// Draws the lines with the top of the first line at `origin`, each placed in `width` (nil:
    /// the layout's own width) by the text's alignment. Colours come from the runs' styles; the
    /// context's global alpha applies.
    package func draw(in context: CGContext, at origin: CGPoint, width: CGFloat? = nil) {
        guard !lines.isEmpty, origin.x.isFinite, origin.y.isFinite else { return }
        let boxWidth = width.flatMap { $0.isFinite ? $0 : nil } ?? size.width
        let alpha = Double(context.globalAlpha)
        let address = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(context.cr)))
        PangoText.shared.state.withLock { _ in
            guard let cr = OpaquePointer(bitPattern: address) else { return }
            cairo_save(cr)
            defer { cairo_restore(cr) }
            if alpha < 1 { cairo_push_group(cr) }
            cairo_new_path(cr)
            for line in lines {
                guard let pangoLine = pango_layout_get_line_readonly(layouts[line.layoutIndex].layout, Int32(line.lineIndex))
                else { continue }
                let x: CGFloat = switch text.alignment {
                case .left, .natural: origin.x
                case .center: origin.x + (boxWidth - line.width) / 2
                case .right: origin.x + boxWidth - line.width
                }
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
    func makeRichLayout(_ key: RichTextLayoutKey) -> RichTextLayout {
        let text = key.text
        let bytes = Array(text.string.utf8)
        guard !bytes.isEmpty else {
            return RichTextLayout(text: text, lines: [], size: .zero, isTruncated: false, layouts: [])
        }
        let main = makePangoLayout(text, bytes: bytes, range: 0..<bytes.count, width: key.width,
                                   wrapping: key.wrapping, ellipsize: PANGO_ELLIPSIZE_NONE)
        let count = Int(pango_layout_get_line_count(main.layout))
        var limit = key.maximumNumberOfLines == 0 ? count : min(count, key.maximumNumberOfLines)
        if key.maximumHeight.isFinite {
            // Keep the lines whose bottom is within the height (at least one).
            var top: CGFloat = 0, fitting = 0
            for i in 0..<limit {
                let m = lineMetrics(main.layout, i)
                if i > 0, top + m.height > key.maximumHeight + 1e-6 { break }
                fitting = i + 1
                top += m.height + text.lineSpacing + (endsParagraph(main.layout, i, bytes) ? text.paragraphSpacing : 0)
            }
            limit = max(1, fitting)
        }
        var placed: [(layout: Int, line: Int)] = (0..<limit).map { (0, $0) }
        var layouts = [main]
        let truncated = limit < count
        if truncated, key.truncation != .none {
            // The last line holds the rest of its paragraph, shortened (or whole, to be clipped).
            let start = Int(pango_layout_get_line_readonly(main.layout, Int32(limit - 1))!.pointee.start_index)
            var end = start
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            let ellipsize: PangoEllipsizeMode = switch key.truncation {
            case .head: PANGO_ELLIPSIZE_START
            case .middle: PANGO_ELLIPSIZE_MIDDLE
            case .tail: PANGO_ELLIPSIZE_END
            case .none, .clip: PANGO_ELLIPSIZE_NONE
            }
            let last = makePangoLayout(text, bytes: bytes, range: start..<end,
                                       width: key.truncation == .clip ? .infinity : key.width,
                                       wrapping: key.wrapping, ellipsize: ellipsize)
            layouts.append(last)
            placed[limit - 1] = (1, 0)
        }
        var lines: [RichTextLayout.Line] = []
        var top: CGFloat = 0, widest: CGFloat = 0
        for (i, p) in placed.enumerated() {
            let layout = layouts[p.layout].layout
            let m = lineMetrics(layout, p.line)
            if i > 0 {
                top += text.lineSpacing
                if p.layout == 0, endsParagraph(layout, p.line - 1, bytes) { top += text.paragraphSpacing }
                if p.layout == 1, endsParagraph(main.layout, limit - 2, bytes) { top += text.paragraphSpacing }
            }
            lines.append(.init(text: lineText(layout, p.line), width: m.width, top: top, baseline: top + m.ascent,
                               height: m.height, x: m.x, layoutIndex: p.layout, lineIndex: p.line))
            widest = max(widest, m.width)
            top += m.height
        }
        return RichTextLayout(text: text, lines: lines, size: CGSize(width: widest, height: top),
                              isTruncated: truncated, layouts: layouts)
    }

    /// A PangoLayout of the bytes in `range` of `text`, with its runs' attributes.
    private func makePangoLayout(_ text: RichText, bytes: [UInt8], range: Range<Int>, width: CGFloat,
                                 wrapping: TextLayout.Wrapping, ellipsize: PangoEllipsizeMode) -> PangoLayoutBox {
        let layout = pango_layout_new(context)!
        let box = PangoLayoutBox(layout)
        if let first = text.runs.first { pango_layout_set_font_description(layout, description(for: first.style.font)) }
        let slice = String(decoding: bytes[range], as: UTF8.self)
        pango_layout_set_text(layout, slice, Int32(range.count))
        shapeCount += 1
        let list = pango_attr_list_new()!
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
            pango_layout_set_width(layout, Int32((width * CGFloat(PANGO_SCALE)).rounded(.down)))
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
        let c = style.color.pango
        insert(pango_attr_foreground_new(c.r, c.g, c.b))
        insert(pango_attr_foreground_alpha_new(max(c.a, 1)))
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

    /// Whether line `index` of `layout` (laid out from byte 0 of `bytes`) ends its paragraph.
    private func endsParagraph(_ layout: OpaquePointer, _ index: Int, _ bytes: [UInt8]) -> Bool {
        guard index >= 0, let next = pango_layout_get_line_readonly(layout, Int32(index + 1)) else { return false }
        let start = Int(next.pointee.start_index)
        return start > 0 && start <= bytes.count && (bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D)
    }

    /// The text line `index` of `layout` draws ("…" included when Pango shortened it).
    private func lineText(_ layout: OpaquePointer, _ index: Int) -> String {
        guard let line = pango_layout_get_line_readonly(layout, Int32(index)),
              let base = pango_layout_get_text(layout) else { return "" }
        let start = Int(line.pointee.start_index), length = Int(line.pointee.length)
        let whole = UnsafeBufferPointer(start: UnsafeRawPointer(base).assumingMemoryBound(to: UInt8.self) + start, count: length)
        var text = String(decoding: whole, as: UTF8.self)
        if pango_layout_is_ellipsized(layout) != 0, index == 0 {
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
