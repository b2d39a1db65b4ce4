internal import CPango
import Foundation
import Synchronization

/// Text shaping and drawing with Pango over Cairo: HarfBuzz shapes each run (kerning,
/// ligatures, OpenType features), runs are ordered by the Unicode bidirectional algorithm, and
/// fontconfig supplies fallback fonts for characters the chosen font lacks (CJK, colour emoji).
///
/// One Pango font map and context serve the process. Their options make layout independent of
/// the scale text is drawn at: metric hinting is off and glyph positions are not rounded
/// (subpixel positioning), so a string measured on a 1×1 surface has the same advances when
/// drawn at 2×. Outlines are hinted lightly (`slight`, vertical only) when Cairo rasterises them,
/// in device space, so hinting follows the scale of the surface drawn on.
///
/// Pango objects are not thread-safe: every call into Pango happens under one lock. Metrics and
/// whole layouts (`TextLayout` and `RichTextLayout` share one cache, keyed by text, styles,
/// width and line settings) are cached, so a frame that redraws unchanged text does not shape
/// it again.
package final class PangoText: Sendable {
    /// The engine every `TextLayout`, `RichTextLayout`, `TextPieceLayout` and `FontDescriptor` uses.
    package static let shared = PangoText()

    /// Pango's objects, caches and options: reached only through ``withState(_:)``.
    private let state = Mutex(PangoState())
    /// Layouts let go of (by ``PangoLayoutBox``) and not yet released to
    /// Pango, by address: their last reference may go on any thread, with or without the lock
    /// held (a cache dropping an entry holds it), so they are released by the next call that
    /// takes the lock.
    private let letGo = Mutex<[UInt]>([])

    private init() {}

    /// Runs `body` with Pango's state, under the lock, after releasing the layouts let go of since.
    func withState<R>(_ body: (inout sending PangoState) -> sending R) -> sending R {
        state.withLock { s in
            let pending = letGo.withLock { list in
                defer { list.removeAll(keepingCapacity: true) }
                return list
            }
            for address in pending {
                if let layout = UnsafeMutableRawPointer(bitPattern: address) { g_object_unref(layout) }
            }
            return body(&s)
        }
    }

    /// Hands a layout back to Pango (at the next ``withState(_:)``).
    func letGo(of layout: OpaquePointer) {
        let address = UInt(bitPattern: Int(bitPattern: UnsafeMutableRawPointer(layout)))
        letGo.withLock { $0.append(address) }
    }

    /// Runs `body` while this library is not inside Pango: for code that asks Pango directly
    /// beside the library (the tests that compare the library's measurements with Pango's own),
    /// since Pango's objects and the font caches behind them (fontconfig's, FreeType's) are not
    /// safe to use from two threads at once, and tests run in parallel. `body` must not call
    /// back into the library's text API (the lock is not reentrant).
    package func exclusively(_ body: () -> Void) {
        withState { _ in body() }
    }

    /// The vertical metrics of `font`.
    package func metrics(for font: FontDescriptor) -> FontMetrics {
        guard font.size > 0 else { return .zero }
        return withState { $0.metrics(for: font) }
    }

    /// The family fontconfig resolves `font` to (e.g. "Inter" or "DejaVu Sans").
    package func resolvedFamily(for font: FontDescriptor) -> String {
        withState { $0.resolvedFamily(for: font) }
    }

    /// Whether fontconfig has a family named `family` (case and spaces ignored: "DejaVuSans"
    /// matches "DejaVu Sans"); the installed name, or nil.
    package func installedFamily(named family: String) -> String? {
        let key = PangoState.familyKey(family)
        return withState { $0.installedFamilies()[key] }
    }

    /// How many times a string has been shaped since the process started (cache misses).
    package var shapeCount: Int { withState { $0.shapeCount } }

    /// Whether the metrics of `font` were read (its font file loaded) in this process.
    package func hasLoadedMetrics(for font: FontDescriptor) -> Bool {
        withState { $0.metricsCache[font] != nil }
    }
}

/// A cache of bounded size that keeps recently used entries: when the current generation is
/// full it becomes the previous one (the older one is dropped); a hit in the previous
/// generation moves the entry back to the current one.
struct GenerationCache<Key: Hashable, Value> {
    private var current: [Key: Value] = [:]
    private var previous: [Key: Value] = [:]
    let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    var count: Int { current.count + previous.count }

    mutating func value(for key: Key) -> Value? {
        if let v = current[key] { return v }
        guard let v = previous.removeValue(forKey: key) else { return nil }
        insert(v, for: key)
        return v
    }

    mutating func insert(_ value: Value, for key: Key) {
        if current.count >= capacity {
            previous = current
            current = [:]
        }
        current[key] = value
    }
}

/// The Pango objects and caches behind `PangoText`, only touched under its lock.
final class PangoState {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    /// The layout strings are measured with when they are not drawn.
    let scratch: OpaquePointer
    /// The OpenType features asking for tabular (monospaced) digits.
    let tabularDigits: OpaquePointer

    var descriptions: [FontDescriptor: OpaquePointer] = [:]
    var metricsCache: [FontDescriptor: FontMetrics] = [:]
    /// Whole layouts, plain and styled alike.
    var layouts = GenerationCache<TextLayoutKey, RichTextLayout>(capacity: 8_000)
    var families: [String: String]?
    var shapeCount = 0

    init() {
        fontMap = pango_cairo_font_map_new()
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        scratch = PangoState.makeLayout(context)
        let list = pango_attr_list_new()!
        pango_attr_list_insert(list, pango_attr_font_features_new("tnum"))
        tabularDigits = list
    }

    static func makeLayout(_ context: OpaquePointer) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        pango_layout_set_single_paragraph_mode(layout, 1)
        return layout
    }

    func description(for font: FontDescriptor) -> OpaquePointer {
        if let d = descriptions[font] { return d }
        let d = pango_font_description_new()!
        pango_font_description_set_family(d, font.family)
        pango_font_description_set_absolute_size(d, Double(font.size) * Double(PANGO_SCALE))
        pango_font_description_set_weight(d, PangoWeight(rawValue: UInt32(font.weight)))
        pango_font_description_set_style(d, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        descriptions[font] = d
        return d
    }

    /// Sets `layout` to `text` in `font`.
    func configure(_ layout: OpaquePointer, text: String, font: FontDescriptor) {
        pango_layout_set_font_description(layout, description(for: font))
        pango_layout_set_attributes(layout, font.monospacedDigits ? tabularDigits : nil)
        pango_layout_set_text(layout, text, -1)
        shapeCount += 1
    }

    func metrics(for font: FontDescriptor) -> FontMetrics {
        if let m = metricsCache[font] { return m }
        var m = FontMetrics.zero
        if let pangoFont = pango_font_map_load_font(fontMap, context, description(for: font)) {
            if let fm = pango_font_get_metrics(pangoFont, nil) {
                let scale = CGFloat(PANGO_SCALE)
                m.ascent = CGFloat(pango_font_metrics_get_ascent(fm)) / scale
                m.descent = CGFloat(pango_font_metrics_get_descent(fm)) / scale
                m.lineSpacing = max(CGFloat(pango_font_metrics_get_height(fm)) / scale, m.ascent + m.descent)
                pango_font_metrics_unref(fm)
            }
            g_object_unref(UnsafeMutableRawPointer(pangoFont))
        }
        m.capHeight = inkHeight("H", font: font)
        m.xHeight = inkHeight("x", font: font)
        metricsCache[font] = m
        return m
    }

    /// How far the ink of `text` rises above the baseline.
    private func inkHeight(_ text: String, font: FontDescriptor) -> CGFloat {
        configure(scratch, text: text, font: font)
        var ink = PangoRectangle()
        pango_layout_get_extents(scratch, &ink, nil)
        return CGFloat(pango_layout_get_baseline(scratch) - ink.y) / CGFloat(PANGO_SCALE)
    }

    func resolvedFamily(for font: FontDescriptor) -> String {
        guard let pangoFont = pango_font_map_load_font(fontMap, context, description(for: font)) else { return "" }
        defer { g_object_unref(UnsafeMutableRawPointer(pangoFont)) }
        guard let d = pango_font_describe(pangoFont) else { return "" }
        defer { pango_font_description_free(d) }
        return pango_font_description_get_family(d).map { String(cString: $0) } ?? ""
    }

    static func familyKey(_ name: String) -> String {
        name.lowercased().filter { !$0.isWhitespace }
    }

    /// The installed families, by `familyKey`.
    func installedFamilies() -> [String: String] {
        if let families { return families }
        var list: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &list, &count)
        var found: [String: String] = [:]
        for i in 0..<Int(count) {
            guard let family = list?[i], let name = pango_font_family_get_name(family) else { continue }
            let s = String(cString: name)
            found[PangoState.familyKey(s)] = s
        }
        g_free(list)
        families = found
        return found
    }
}
