internal import CCairo
import Foundation

/// The font a piece of text is measured and drawn with, for Cairo's "toy" text API.
///
/// Cairo asks fontconfig for the best match of `family`, so any family name works: an unknown
/// one falls back to fontconfig's default (DejaVu Sans on the machines this project targets).
/// The toy API does no glyph fallback: characters missing from the matched font draw as boxes.
package struct FontDescriptor: Hashable, Sendable {
    /// The family asked of fontconfig, e.g. "DejaVu Sans".
    package var family: String
    /// The size in points (the em size, as UIKit's `pointSize`); never negative or NaN.
    package var size: CGFloat
    /// Whether to ask for the bold face.
    package var isBold: Bool
    /// Whether to ask for the italic (or oblique) face.
    package var isItalic: Bool

    /// Creates a descriptor; a negative or non-finite `size` becomes 0 (text of size 0 draws nothing).
    package init(family: String = FontDescriptor.systemFamily, size: CGFloat, bold: Bool = false, italic: Bool = false) {
        self.family = family
        self.size = size.isFinite ? max(0, size) : 0
        self.isBold = bold
        self.isItalic = italic
    }

    /// The family used for UIKit's system font.
    package static let systemFamily = "DejaVu Sans"
    /// The family used for UIKit's monospaced system font.
    package static let monospacedFamily = "DejaVu Sans Mono"

    /// The font's vertical metrics, measured with Cairo.
    package var metrics: FontMetrics { CGContext.measuring.fontMetrics(for: self) }
}

/// Vertical metrics of a font at its size, in points (all positive).
package struct FontMetrics: Hashable, Sendable {
    /// Distance from the baseline to the top of the tallest glyphs.
    package var ascent: CGFloat
    /// Distance from the baseline down to the bottom of the lowest glyphs (positive).
    package var descent: CGFloat
    /// The recommended distance between consecutive baselines.
    package var lineSpacing: CGFloat
    /// The height of a capital "H".
    package var capHeight: CGFloat
    /// The height of a lower-case "x".
    package var xHeight: CGFloat

    /// The height of one line of text: ascent plus descent.
    package var lineHeight: CGFloat { ascent + descent }

    /// All zero: the metrics of a font of size 0.
    package static let zero = FontMetrics(ascent: 0, descent: 0, lineSpacing: 0, capHeight: 0, xHeight: 0)
}

extension CGContext {
    /// Makes `font` the context's current font; returns false (and selects nothing) for size 0.
    ///
    /// Metric hinting is turned off so that advances do not depend on the context's scale:
    /// text measured on a 1×1 surface lays out the same when drawn at 2×.
    @discardableResult
    package func selectFont(_ font: FontDescriptor) -> Bool {
        guard font.size > 0 else { return false }
        cairo_select_font_face(cr, font.family,
                               font.isItalic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL,
                               font.isBold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, Double(font.size))
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
        return true
    }

    /// The vertical metrics of `font`.
    package func fontMetrics(for font: FontDescriptor) -> FontMetrics {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        guard selectFont(font) else { return .zero }
        var e = cairo_font_extents_t()
        cairo_font_extents(cr, &e)
        func inkHeight(_ s: String) -> CGFloat {
            var t = cairo_text_extents_t()
            cairo_text_extents(cr, s, &t)
            return CGFloat(-t.y_bearing)
        }
        return FontMetrics(ascent: CGFloat(e.ascent), descent: CGFloat(e.descent), lineSpacing: CGFloat(e.height),
                           capHeight: inkHeight("H"), xHeight: inkHeight("x"))
    }

    /// The horizontal advance of `text` (UTF-8) in the current font; 0 with no font selected.
    package func textAdvance(_ text: some StringProtocol) -> CGFloat {
        guard !text.isEmpty else { return 0 }
        var t = cairo_text_extents_t()
        String(text).withCString { cairo_text_extents(cr, $0, &t) }
        return CGFloat(t.x_advance)
    }

    /// The horizontal advance of `text` in `font`.
    package func textAdvance(_ text: some StringProtocol, font: FontDescriptor) -> CGFloat {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        return selectFont(font) ? textAdvance(text) : 0
    }

    /// Draws one line of `text` with its baseline starting at `point`, filled with `color`.
    ///
    /// The context's global alpha applies; its current path is left empty.
    package func showText(_ text: some StringProtocol, font: FontDescriptor, baselineAt point: CGPoint, color: CGColor) {
        guard !text.isEmpty, point.x.isFinite, point.y.isFinite else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        guard selectFont(font) else { return }
        setSource(color)
        cairo_new_path(cr)
        cairo_move_to(cr, Double(point.x), Double(point.y))
        String(text).withCString { cairo_show_text(cr, $0) }
        cairo_new_path(cr)
    }
}
