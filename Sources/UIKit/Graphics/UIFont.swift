import Foundation
import Synchronization

/// An immutable font: a family, a size in points and a weight, as UIKit's `UIFont`.
///
///     label.font = .systemFont(ofSize: 17, weight: .semibold)
///     label.font = .preferredFont(forTextStyle: .headline)
///
/// Text is shaped and drawn with Pango (HarfBuzz shaping, kerning, ligatures, fontconfig
/// fallback for scripts and emoji the font lacks). The system font is Inter (Debian's
/// `fonts-inter`), whose proportions are close to San Francisco's, with each of UIKit's nine
/// weights drawn with one of Inter's nine (ultraLight 100 … black 900). When Inter is not
/// installed the system font is DejaVu Sans (regular, bold and extra-light faces; fontconfig
/// picks the nearest) and one warning says so. The monospaced system font is DejaVu Sans Mono.
public final class UIFont: NSObject, @unchecked Sendable {
    /// First, so Core Foundation can compare fonts in attributed strings (see `AttributeValueHeader`).
    private let attributeValueHeader = AttributeValueHeader()
    /// The font's full name, e.g. "Inter-SemiBold", or the name given to `init(name:size:)`.
    public let fontName: String
    /// The family name, e.g. "Inter".
    public let familyName: String
    /// The size in points (the em size).
    public let pointSize: CGFloat
    /// What Pango is asked to draw.
    package let descriptor: FontDescriptor
    private let weight: Weight
    /// The metrics, read from the font the first time one is asked for (see ``metrics``).
    private let loadedMetrics = Mutex<FontMetrics?>(nil)

    private init(fontName: String, familyName: String, descriptor: FontDescriptor, weight: Weight) {
        self.fontName = fontName
        self.familyName = familyName
        self.pointSize = descriptor.size
        self.descriptor = descriptor
        self.weight = weight
    }

    /// The font's vertical metrics. Pango loads the font file (its FreeType and HarfBuzz faces)
    /// to answer, so this happens when a metric is first needed rather than when the font is
    /// made: a font that is made but never measured or drawn (a hidden panel's label, a style
    /// set up front) costs no file pages, no memory and no start-up time. The values do not
    /// depend on when they are read.
    private var metrics: FontMetrics {
        loadedMetrics.withLock { loaded in
            if let loaded { return loaded }
            let metrics = descriptor.metrics
            loaded = metrics
            return metrics
        }
    }

    /// Creates a font by name, e.g. "Inter-SemiBold", "DejaVuSans-Bold" or "DejaVu Serif"; nil
    /// when no installed family has that name (as UIKit returns nil for a name it does not know).
    ///
    /// The part before the last "-" names the family (spaces and case do not matter:
    /// "DejaVuSans" is "DejaVu Sans"); the part after it names the face: "Thin", "ExtraLight"
    /// (or "UltraLight"), "Light", "Regular", "Medium", "SemiBold" (or "DemiBold"), "Bold",
    /// "ExtraBold" (or "Heavy"), "Black", each optionally followed by "Italic" or "Oblique".
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let text = PangoText.shared
        var family: String, style = ""
        if let installed = text.installedFamily(named: fontName) {
            family = installed
        } else if let dash = fontName.lastIndex(of: "-"), dash != fontName.startIndex,
                  let installed = text.installedFamily(named: String(fontName[..<dash])) {
            family = installed
            style = fontName[fontName.index(after: dash)...].lowercased()
        } else {
            return nil
        }
        let italic = style.contains("italic") || style.contains("oblique")
        let weight = Self.weight(ofStyle: style)
        self.init(fontName: fontName, familyName: family,
                  descriptor: FontDescriptor(family: family, size: fontSize, weight: weight.openTypeWeight, italic: italic),
                  weight: weight)
    }

    /// The weight a face name such as "semibolditalic" stands for.
    private static func weight(ofStyle style: String) -> Weight {
        let names: [(String, Weight)] = [
            ("extralight", .thin), ("ultralight", .thin), ("thin", .ultraLight), ("light", .light),
            ("semibold", .semibold), ("demibold", .semibold), ("extrabold", .heavy), ("ultrabold", .heavy),
            ("heavy", .heavy), ("black", .black), ("bold", .bold), ("medium", .medium),
        ]
        return names.first { style.contains($0.0) }?.1 ?? .regular
    }

    // MARK: System fonts

    /// The system family, warning once when Inter is missing.
    private static var systemFamily: String {
        let family = FontDescriptor.systemFamily
        if family != FontDescriptor.preferredSystemFamily { warnOnceFromAnyThread(Self.missingSystemFamilyWarning) }
        return family
    }

    /// The warning printed (once) when the system font falls back to DejaVu Sans.
    package static let missingSystemFamilyWarning = "the font Inter is not installed (Debian: fonts-inter); "
        + "the system font falls back to DejaVu Sans, which is wider and looks less like iOS"

    private static func system(size: CGFloat, weight: Weight, italic: Bool = false, monospaced: Bool = false,
                               monospacedDigits: Bool = false) -> UIFont {
        let family = monospaced ? FontDescriptor.monospacedFamily : systemFamily
        let descriptor = FontDescriptor(family: family, size: size, weight: weight.openTypeWeight, italic: italic,
                                        monospacedDigits: monospacedDigits)
        return UIFont(fontName: postScriptName(family: family, weight: weight, italic: italic), familyName: family,
                      descriptor: descriptor, weight: weight)
    }

    /// A name in the shape of a PostScript name: "Inter-SemiBoldItalic", "DejaVuSans-Bold".
    private static func postScriptName(family: String, weight: Weight, italic: Bool) -> String {
        let base = family.replacingOccurrences(of: " ", with: "")
        guard family == FontDescriptor.preferredSystemFamily else {
            // DejaVu's faces: Book (no suffix), Bold, Oblique, BoldOblique.
            let bold = weight.openTypeWeight >= 600
            return base + (bold ? (italic ? "-BoldOblique" : "-Bold") : (italic ? "-Oblique" : ""))
        }
        let names = [100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium", 600: "SemiBold",
                     700: "Bold", 800: "ExtraBold", 900: "Black"]
        let face = names[weight.openTypeWeight] ?? "Regular"
        if italic { return base + "-" + (face == "Regular" ? "Italic" : face + "Italic") }
        return base + "-" + face
    }

    /// The system font (Inter) at `fontSize` points, regular weight.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { system(size: fontSize, weight: .regular) }

    /// The system font at `fontSize` points with `weight` (each of UIKit's weights is one of Inter's).
    public static func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        system(size: fontSize, weight: weight)
    }

    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { system(size: fontSize, weight: .bold) }

    /// The italic system font at `fontSize` points.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        system(size: fontSize, weight: .regular, italic: true)
    }

    /// The monospaced system font (DejaVu Sans Mono) at `fontSize` points with `weight`.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        system(size: fontSize, weight: weight, monospaced: true)
    }

    /// The system font whose digits all have one width (OpenType's tabular figures, `tnum`), so
    /// counters and timers do not jiggle as their digits change; other characters keep their widths.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        system(size: fontSize, weight: weight, monospacedDigits: true)
    }

    /// The font for a text style at the default content size (Large), e.g. body 17 pt,
    /// headline 17 pt semibold, largeTitle 34 pt (Apple's Human Interface Guidelines, "Typography":
    /// the Dynamic Type sizes at the Large setting).
    public static func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let (size, weight) = style.defaultSizeAndWeight
        return system(size: size, weight: weight)
    }

    /// The font for a text style at the content size of `traitCollection` (Large when it has none).
    public static func preferredFont(forTextStyle style: UIFont.TextStyle,
                                     compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let font = preferredFont(forTextStyle: style)
        guard let category = traitCollection?.preferredContentSizeCategory else { return font }
        return font.withSize(UIFontMetrics(forTextStyle: style).scaledValue(for: font.pointSize, category: category))
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
    /// Extra space the font asks for between lines (0 for Inter and DejaVu).
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
        /// 0.3.
        public static let semibold = Weight(0.3)
        /// 0.4.
        public static let bold = Weight(0.4)
        /// 0.56.
        public static let heavy = Weight(0.56)
        /// 0.62.
        public static let black = Weight(0.62)

        /// The OpenType / CSS weight drawn for this weight: ultraLight 100, thin 200, light 300,
        /// regular 400, medium 500, semibold 600, bold 700, heavy 800, black 900 (a raw value in
        /// between takes the nearest).
        var openTypeWeight: Int {
            let scale: [(Weight, Int)] = [(.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500),
                                          (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900)]
            guard rawValue.isFinite else { return 400 }
            return scale.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }?.1 ?? 400
        }
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
