import Foundation

/// An immutable font: a family, a size in points and a weight, as UIKit's `UIFont`.
///
///     label.font = .systemFont(ofSize: 17, weight: .semibold)
///     label.font = .preferredFont(forTextStyle: .headline)
///
/// Text is drawn with Cairo's toy text API and fontconfig. The system font is "DejaVu Sans"
/// (monospaced: "DejaVu Sans Mono"); DejaVu has regular and bold faces only, so weights from
/// `.semibold` up draw bold and lighter ones draw regular. Metrics (`ascender`, `lineHeight` …)
/// are DejaVu's, so text is somewhat wider and taller than San Francisco at the same size.
public final class UIFont: NSObject, @unchecked Sendable {
    /// The font's full name, e.g. "DejaVuSans-Bold", or the name given to `init(name:size:)`.
    public let fontName: String
    /// The family name, e.g. "DejaVu Sans".
    public let familyName: String
    /// The size in points (the em size).
    public let pointSize: CGFloat
    /// What Cairo is asked to draw.
    package let descriptor: FontDescriptor
    private let weight: Weight
    private let metrics: FontMetrics

    private init(fontName: String, familyName: String, descriptor: FontDescriptor, weight: Weight) {
        self.fontName = fontName
        self.familyName = familyName
        self.pointSize = descriptor.size
        self.descriptor = descriptor
        self.weight = weight
        metrics = descriptor.metrics
    }

    /// Creates a font by name, e.g. "DejaVuSans-Bold" or "Helvetica-BoldOblique".
    ///
    /// Unlike UIKit this never returns nil: fontconfig substitutes its closest match (usually
    /// DejaVu Sans) for a family it does not know. A suffix after the last "-" containing
    /// "Bold", "Semibold", "Heavy" or "Black" selects the bold face, one containing "Italic" or
    /// "Oblique" the italic face.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        var family = fontName, style = ""
        if let dash = fontName.lastIndex(of: "-"), dash != fontName.startIndex {
            family = String(fontName[..<dash])
            style = fontName[fontName.index(after: dash)...].lowercased()
        }
        let known = ["DejaVuSans": "DejaVu Sans", "DejaVuSansMono": "DejaVu Sans Mono", "DejaVuSerif": "DejaVu Serif"]
        let resolvedFamily = known[family] ?? family
        let bold = ["bold", "heavy", "black", "demi"].contains { style.contains($0) }
        let italic = style.contains("italic") || style.contains("oblique")
        self.init(fontName: fontName, familyName: resolvedFamily,
                  descriptor: FontDescriptor(family: resolvedFamily, size: fontSize, bold: bold, italic: italic),
                  weight: bold ? .bold : .regular)
    }

    // MARK: System fonts

    private static func system(size: CGFloat, weight: Weight, italic: Bool = false, monospaced: Bool = false) -> UIFont {
        let family = monospaced ? FontDescriptor.monospacedFamily : FontDescriptor.systemFamily
        let bold = weight.rawValue >= Weight.semibold.rawValue
        let style = bold ? (italic ? "-BoldOblique" : "-Bold") : (italic ? "-Oblique" : "")
        return UIFont(fontName: family.replacingOccurrences(of: " ", with: "") + style, familyName: family,
                      descriptor: FontDescriptor(family: family, size: size, bold: bold, italic: italic), weight: weight)
    }

    /// The system font (DejaVu Sans) at `fontSize` points, regular weight.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { system(size: fontSize, weight: .regular) }

    /// The system font at `fontSize` points with `weight` (`.semibold` and heavier draw bold).
    public static func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        system(size: fontSize, weight: weight)
    }

    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { system(size: fontSize, weight: .bold) }

    /// The italic (oblique) system font at `fontSize` points.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        system(size: fontSize, weight: .regular, italic: true)
    }

    /// The monospaced system font (DejaVu Sans Mono) at `fontSize` points with `weight`.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        system(size: fontSize, weight: weight, monospaced: true)
    }

    /// The system font with digits of equal width (DejaVu Sans's digits already are).
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        system(size: fontSize, weight: weight)
    }

    /// The font for a text style at the default content size (Large), e.g. body 17 pt,
    /// headline 17 pt semibold, largeTitle 34 pt.
    public static func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let (size, weight) = style.defaultSizeAndWeight
        return system(size: size, weight: weight)
    }

    /// The standard system font size: 14 points.
    public static var systemFontSize: CGFloat { 14 }
    /// The smaller system font size: 12 points.
    public static var smallSystemFontSize: CGFloat { 12 }
    /// The standard label font size: 17 points.
    public static var labelFontSize: CGFloat { 17 }
    /// The standard button font size: 18 points.
    public static var buttonFontSize: CGFloat { 18 }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        var d = descriptor
        d.size = fontSize.isFinite ? max(0, fontSize) : 0
        return UIFont(fontName: fontName, familyName: familyName, descriptor: d, weight: weight)
    }

    // MARK: Metrics

    /// Distance from the baseline to the top of the font's tallest glyphs (positive).
    public var ascender: CGFloat { metrics.ascent }
    /// Distance from the baseline to the bottom of the lowest glyphs (negative, as in UIKit).
    public var descender: CGFloat { -metrics.descent }
    /// The height of one line of text: `ascender − descender`.
    public var lineHeight: CGFloat { metrics.lineHeight }
    /// Extra space the font asks for between lines (0 for DejaVu).
    public var leading: CGFloat { max(0, metrics.lineSpacing - metrics.lineHeight) }
    /// The height of capital letters.
    public var capHeight: CGFloat { metrics.capHeight }
    /// The height of lower-case letters without ascenders ("x").
    public var xHeight: CGFloat { metrics.xHeight }

    // MARK: Hashable, description

    /// Two fonts are equal when their name, traits and size are (as UIKit's).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && descriptor == other.descriptor && weight == other.weight
    }

    /// A hash consistent with `isEqual(_:)`.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(descriptor)
        return hasher.finalize()
    }

    /// The family, weight, style and size, in the shape UIKit prints them.
    public override var description: String {
        "<UIFont> font-family: \"\(familyName)\"; font-weight: \(descriptor.isBold ? "bold" : "normal"); "
            + "font-style: \(descriptor.isItalic ? "italic" : "normal"); font-size: \(String(format: "%.2f", Double(pointSize)))pt"
    }
}

extension UIFont {
    /// A font weight, from −1 (lightest) to 1 (heaviest); UIKit's raw values.
    public struct Weight: Hashable, RawRepresentable, Sendable {
        public let rawValue: CGFloat
        /// Creates a weight from its raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Creates a weight from its raw value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// −0.8.
        public static let ultraLight = Weight(-0.8)
        /// −0.6.
        public static let thin = Weight(-0.6)
        /// −0.4.
        public static let light = Weight(-0.4)
        /// 0.
        public static let regular = Weight(0)
        /// 0.23.
        public static let medium = Weight(0.23)
        /// 0.3 (the lightest weight drawn bold here).
        public static let semibold = Weight(0.3)
        /// 0.4.
        public static let bold = Weight(0.4)
        /// 0.56.
        public static let heavy = Weight(0.56)
        /// 0.62.
        public static let black = Weight(0.62)
    }

    /// The Dynamic Type text styles; UIKit's raw values.
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        /// Creates a text style from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a text style from its raw value.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// 34 pt.
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        /// 28 pt.
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        /// 22 pt.
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        /// 20 pt.
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        /// 17 pt semibold.
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        /// 15 pt.
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        /// 17 pt.
        public static let body = TextStyle("UICTFontTextStyleBody")
        /// 16 pt.
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        /// 13 pt.
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        /// 12 pt.
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        /// 11 pt.
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// Size and weight at the default (Large) content size category; unknown styles get body's.
        var defaultSizeAndWeight: (CGFloat, Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }
}
