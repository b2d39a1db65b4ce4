import CoreGraphics
import CPango
import Foundation

/// Pango asked directly, with a font map and context of the test's own and the options the
/// library documents (no metric hinting, unrounded glyph positions, no hyphens inserted where a
/// word breaks), so that tests compare the
/// library's measurements with Pango's and not with themselves. Every call goes through
/// `PangoText.exclusively` (tests run in parallel with others that use the library's Pango).
public final class DirectPango {
    private let fontMap = pango_cairo_font_map_new()!
    private let context: OpaquePointer

    public init() {
        var made: OpaquePointer?
        let fontMap = self.fontMap
        PangoText.shared.exclusively {
            made = pango_font_map_create_context(fontMap)
            let options = cairo_font_options_create()
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            pango_cairo_context_set_font_options(made, options)
            cairo_font_options_destroy(options)
            pango_context_set_round_glyph_positions(made, 0)
        }
        context = made!
    }

    deinit {
        let context = self.context, fontMap = self.fontMap
        PangoText.shared.exclusively {
            g_object_unref(UnsafeMutableRawPointer(context))
            g_object_unref(fontMap)
        }
    }

    /// `body` run on a layout of `text` in `font` (a Pango font string such as "Inter 17px"),
    /// wrapped at `width` when given, inside `PangoText.exclusively`; the layout is released
    /// after (`body` must not keep it).
    public func withLayout<T>(_ text: String, font: String, width: CGFloat? = nil, _ body: (OpaquePointer) -> T) -> T {
        var result: T?
        PangoText.shared.exclusively {
            let l = makeLayout(text, font: font, width: width)
            defer { g_object_unref(UnsafeMutableRawPointer(l)) }
            result = body(l)
        }
        return result!
    }

    /// A layout of `text` in `font`, wrapped at `width` when given; `markup` reads `text` as
    /// Pango markup. Called inside `PangoText.exclusively`; the caller releases it.
    private func makeLayout(_ text: String, font: String, width: CGFloat? = nil, markup: Bool = false,
                            ellipsize: Bool = false) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let description = pango_font_description_from_string(font)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        if let width {
            pango_layout_set_width(layout, Int32((width * CGFloat(PANGO_SCALE)).rounded(.down)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        if ellipsize { pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END) }
        if markup { pango_layout_set_markup(layout, text, -1) } else { pango_layout_set_text(layout, text, -1) }
        // As UIKit (hyphenation off by default): a word broken between lines gets no hyphen.
        let list = pango_layout_get_attributes(layout).map { pango_attr_list_copy($0)! } ?? pango_attr_list_new()!
        pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)
        return layout
    }

    /// The logical size of `text` (or markup) in `font`, wrapped at `width` when given, and its
    /// number of lines.
    public func size(_ text: String, font: String, width: CGFloat? = nil, markup: Bool = false,
                     ellipsize: Bool = false) -> (size: CGSize, lines: Int) {
        var result = (size: CGSize.zero, lines: 0)
        PangoText.shared.exclusively {
            let l = makeLayout(text, font: font, width: width, markup: markup, ellipsize: ellipsize)
            defer { g_object_unref(UnsafeMutableRawPointer(l)) }
            var logical = PangoRectangle()
            pango_layout_get_extents(l, nil, &logical)
            result = (CGSize(width: CGFloat(logical.width) / CGFloat(PANGO_SCALE), height: CGFloat(logical.height) / CGFloat(PANGO_SCALE)),
                      Int(pango_layout_get_line_count(l)))
        }
        return result
    }

    /// The logical width of `text` on one line.
    public func width(_ text: String, font: String) -> CGFloat { size(text, font: font).size.width }

    /// Where Pango ends each paragraph of `text` (`pango_find_paragraph_boundary`, called from
    /// each paragraph's start): the UTF-8 offsets of the separator and of the next paragraph.
    public func paragraphEnds(_ text: String) -> [(separator: Int, next: Int)] {
        var ends: [(separator: Int, next: Int)] = []
        var bytes = Array(text.utf8)
        let count = bytes.count
        bytes.append(0)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                var offset = 0
                while offset < count {
                    var separator: Int32 = 0, next: Int32 = 0
                    pango_find_paragraph_boundary(chars.baseAddress! + offset, Int32(count - offset), &separator, &next)
                    guard Int(separator) < count - offset else { break }
                    ends.append((offset + Int(separator), offset + Int(next)))
                    offset += Int(next)
                }
            }
        }
        return ends
    }

    /// The texts of the lines Pango breaks `text` into at `width`, trailing spaces removed.
    public func lines(_ text: String, font: String, width: CGFloat) -> [String] {
        let bytes = Array(text.utf8)
        var result: [String] = []
        PangoText.shared.exclusively {
            let l = makeLayout(text, font: font, width: width)
            defer { g_object_unref(UnsafeMutableRawPointer(l)) }
            for i in 0..<Int(pango_layout_get_line_count(l)) {
                guard let line = pango_layout_get_line_readonly(l, Int32(i)) else { continue }
                let start = Int(line.pointee.start_index), end = start + Int(line.pointee.length)
                var s = String(decoding: bytes[start..<end], as: UTF8.self)
                while s.last?.isWhitespace == true { s.removeLast() }
                result.append(s)
            }
        }
        return result
    }

    /// How many glyphs of `text` no installed font has (drawn as the missing-glyph box).
    public func unknownGlyphs(_ text: String, font: String) -> Int {
        var count = 0
        PangoText.shared.exclusively {
            let l = makeLayout(text, font: font)
            defer { g_object_unref(UnsafeMutableRawPointer(l)) }
            count = Int(pango_layout_get_unknown_glyphs_count(l))
        }
        return count
    }

    /// The family fontconfig resolved for `font`.
    public func resolvedFamily(_ font: String) -> String? {
        var family: String?
        PangoText.shared.exclusively {
            let description = pango_font_description_from_string(font)
            defer { pango_font_description_free(description) }
            guard let loaded = pango_font_map_load_font(fontMap, context, description) else { return }
            defer { g_object_unref(loaded) }
            let d = pango_font_describe(loaded)
            defer { pango_font_description_free(d) }
            family = pango_font_description_get_family(d).map { String(cString: $0) }
        }
        return family
    }
}
