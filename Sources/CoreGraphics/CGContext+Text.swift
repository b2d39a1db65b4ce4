internal import CCairo
import Foundation

/// The font a piece of text is measured and drawn with, as Pango is asked for it.
///
/// Fontconfig picks the installed face closest to `family`, `weight` and `isItalic` (an unknown
/// family falls back to fontconfig's default, DejaVu Sans on the machines this project targets);
/// characters that face lacks come from other installed fonts (CJK, colour emoji), so text does
/// not draw as boxes while any installed font has the glyph.
package struct FontDescriptor: Hashable, Sendable {
    /// The family asked of fontconfig, e.g. "Inter".
    package var family: String
    /// The size in points (the em size, as UIKit's `pointSize`); never negative or NaN.
    package var size: CGFloat
    /// The weight on the CSS / OpenType scale: 100 (thin) … 400 (regular) … 700 (bold) … 900 (black).
    package var weight: Int
    /// Whether to ask for the italic (or oblique) face.
    package var isItalic: Bool
    /// Whether digits take OpenType's tabular forms (`tnum`): every digit one width.
    package var monospacedDigits: Bool

    /// Whether the weight is semibold (600) or heavier.
    package var isBold: Bool { weight >= 600 }

    /// Creates a descriptor; a negative or non-finite `size` becomes 0 (text of size 0 draws
    /// nothing) and `weight` is kept within 1…1000.
    package init(family: String = FontDescriptor.systemFamily, size: CGFloat, weight: Int = 400, italic: Bool = false,
                 monospacedDigits: Bool = false) {
        self.family = family
        self.size = size.isFinite ? max(0, size) : 0
        self.weight = min(max(weight, 1), 1000)
        self.isItalic = italic
        self.monospacedDigits = monospacedDigits
    }

    /// Creates a descriptor for the regular (400) or bold (700) weight.
    package init(family: String = FontDescriptor.systemFamily, size: CGFloat, bold: Bool, italic: Bool = false) {
        self.init(family: family, size: size, weight: bold ? 700 : 400, italic: italic)
    }

    /// The family UIKit's system font is drawn with, when it is installed (Debian's `fonts-inter`):
    /// its proportions and weights are close to San Francisco's.
    package static let preferredSystemFamily = "Inter"
    /// The family used when Inter is missing.
    package static let fallbackSystemFamily = "DejaVu Sans"
    /// The family used for UIKit's system font: Inter when installed, else DejaVu Sans.
    package static let systemFamily = systemFamily(installed: PangoText.shared.installedFamily(named: preferredSystemFamily) != nil)
    /// The system family when Inter is (or is not) installed.
    package static func systemFamily(installed: Bool) -> String { installed ? preferredSystemFamily : fallbackSystemFamily }
    /// The family used for UIKit's monospaced system font.
    package static let monospacedFamily = "DejaVu Sans Mono"

    /// The font's vertical metrics, measured with Pango.
    package var metrics: FontMetrics { PangoText.shared.metrics(for: self) }
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
    /// The vertical metrics of `font`.
    package func fontMetrics(for font: FontDescriptor) -> FontMetrics { font.metrics }
}
