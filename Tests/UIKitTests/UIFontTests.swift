import UIKit
import CPango
import CoreGraphics
import Foundation
import Testing
import TestSupport

/// What fontconfig and Pango make of a family, weight and style, asked directly (not through
/// the library): the family and weight of the face they load, and its metrics.
private struct ResolvedFace {
    var family: String
    var weight: Int
    var ascent: CGFloat
    var descent: CGFloat

    init?(family: String, weight: Int, italic: Bool = false, size: CGFloat) {
        var found: ResolvedFace?
        // Beside the library's own use of Pango, under its lock (tests run in parallel).
        PangoText.shared.exclusively { found = Self.resolve(family: family, weight: weight, italic: italic, size: size) }
        guard let found else { return nil }
        self = found
    }

    private init(family: String, weight: Int, ascent: CGFloat, descent: CGFloat) {
        self.family = family
        self.weight = weight
        self.ascent = ascent
        self.descent = descent
    }

    private static func resolve(family: String, weight: Int, italic: Bool, size: CGFloat) -> ResolvedFace? {
        let fontMap = pango_cairo_font_map_new()!
        defer { g_object_unref(fontMap) }
        let context = pango_font_map_create_context(fontMap)
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        let description = pango_font_description_new()
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight)))
        pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, Double(size) * Double(PANGO_SCALE))
        guard let font = pango_font_map_load_font(fontMap, context, description) else { return nil }
        defer { g_object_unref(font) }
        let loaded = pango_font_describe(font)
        defer { pango_font_description_free(loaded) }
        let metrics = pango_font_get_metrics(font, nil)
        defer { pango_font_metrics_unref(metrics) }
        return ResolvedFace(family: pango_font_description_get_family(loaded).map { String(cString: $0) } ?? "",
                            weight: Int(pango_font_description_get_weight(loaded).rawValue),
                            ascent: CGFloat(pango_font_metrics_get_ascent(metrics)) / CGFloat(PANGO_SCALE),
                            descent: CGFloat(pango_font_metrics_get_descent(metrics)) / CGFloat(PANGO_SCALE))
    }
}

@Suite struct UIFontTests {
    @Test func systemFontIsInter() throws {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.pointSize == 17)
        #expect(font.familyName == "Inter")
        #expect(font.fontName == "Inter-Regular")
        #expect(!font.descriptor.isBold && !font.descriptor.isItalic)
        let face = try #require(ResolvedFace(family: font.descriptor.family, weight: font.descriptor.weight, size: 17))
        #expect(face.family == "Inter", "fontconfig resolved \(face.family)")
    }

    @Test func everyWeightIsOneOfIntersNine() throws {
        let expected: [(UIFont.Weight, Int, String)] = [
            (.ultraLight, 100, "Inter-Thin"), (.thin, 200, "Inter-ExtraLight"), (.light, 300, "Inter-Light"),
            (.regular, 400, "Inter-Regular"), (.medium, 500, "Inter-Medium"), (.semibold, 600, "Inter-SemiBold"),
            (.bold, 700, "Inter-Bold"), (.heavy, 800, "Inter-ExtraBold"), (.black, 900, "Inter-Black"),
        ]
        var previousWidth: CGFloat = 0
        for (weight, openType, name) in expected {
            let font = UIFont.systemFont(ofSize: 20, weight: weight)
            #expect(font.descriptor.weight == openType, "\(weight.rawValue)")
            #expect(font.fontName == name)
            // Pango loads Inter's face of exactly that weight.
            let face = try #require(ResolvedFace(family: font.descriptor.family, weight: font.descriptor.weight, size: 20))
            #expect(face.family == "Inter" && face.weight == openType, "\(name): \(face.family) \(face.weight)")
            // Heavier faces are wider.
            let width = TextLayout(text: "Transition", font: font.descriptor).size.width
            #expect(width > previousWidth, "\(name) is \(width) wide")
            previousWidth = width
        }
        #expect(UIFont.boldSystemFont(ofSize: 12) == UIFont.systemFont(ofSize: 12, weight: .bold))
        // A raw value between two weights takes the nearer.
        #expect(UIFont.systemFont(ofSize: 12, weight: UIFont.Weight(0.5)).descriptor.weight == 800)
    }

    @Test func metricsAreIntersAsPangoMeasuresThem() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let face = try #require(ResolvedFace(family: "Inter", weight: 400, size: 17))
        expectNear(font.ascender, face.ascent, tolerance: 0.01)
        expectNear(font.descender, -face.descent, tolerance: 0.01)  // negative, as in UIKit
        expectNear(font.lineHeight, font.ascender - font.descender, tolerance: 1e-9)
        #expect(font.leading >= 0 && font.leading < 0.5)
        // Inter's capitals are 0.727 em tall and its x-height 0.546 em (ink, within antialiasing).
        expectNear(font.capHeight, 17 * 0.727, tolerance: 0.3)
        expectNear(font.xHeight, 17 * 0.546, tolerance: 0.3)
        // Metrics scale with the size.
        expectNear(font.withSize(34).lineHeight, 2 * font.lineHeight, tolerance: 0.02)
    }

    @Test func aFontLoadsItsFileWhenFirstMeasuredAndMeasuresAsBefore() throws {
        // A size no other test uses, so that nothing else loads this face meanwhile.
        let font = UIFont.monospacedSystemFont(ofSize: 23.375, weight: .regular)
        let text = PangoText.shared
        #expect(!text.hasLoadedMetrics(for: font.descriptor), "made, not measured: nothing loaded yet")
        let face = try #require(ResolvedFace(family: font.familyName, weight: 400, size: 23.375))
        expectNear(font.ascender, face.ascent, tolerance: 0.01)
        #expect(text.hasLoadedMetrics(for: font.descriptor))
        // Read again, and from a copy made after loading: the same values.
        expectNear(font.descender, -face.descent, tolerance: 0.01)
        let again = UIFont.monospacedSystemFont(ofSize: 23.375, weight: .regular)
        #expect(again.lineHeight == font.lineHeight && again.capHeight == font.capHeight && again.xHeight == font.xHeight)
    }

    @Test func weightRawValuesAreUIKits() {
        let values: [(UIFont.Weight, CGFloat)] = [(.ultraLight, -0.8), (.thin, -0.6), (.light, -0.4), (.regular, 0),
                                                  (.medium, 0.23), (.semibold, 0.3), (.bold, 0.4), (.heavy, 0.56), (.black, 0.62)]
        for (weight, raw) in values { #expect(weight.rawValue == raw) }
        #expect(UIFont.Weight(0.4) == .bold)
        #expect(UIFont.Weight(rawValue: 0.3) == .semibold)
    }

    @Test func italicAndMonospaced() throws {
        let italic = UIFont.italicSystemFont(ofSize: 14)
        #expect(italic.descriptor.isItalic && !italic.descriptor.isBold)
        #expect(italic.fontName == "Inter-Italic")
        let mono = UIFont.monospacedSystemFont(ofSize: 14, weight: .regular)
        #expect(mono.familyName == "DejaVu Sans Mono")
        expectNear(TextLayout(text: "iiii", font: mono.descriptor).size.width, TextLayout(text: "WWWW", font: mono.descriptor).size.width, tolerance: 1e-9)
        #expect(TextLayout(text: "iiii", font: UIFont.systemFont(ofSize: 14).descriptor).size.width
                < TextLayout(text: "WWWW", font: UIFont.systemFont(ofSize: 14).descriptor).size.width)
    }

    @Test func monospacedDigitsHaveOneWidthAndOtherCharactersKeepTheirs() {
        let tabular = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular).descriptor
        let proportional = UIFont.systemFont(ofSize: 17).descriptor
        // Inter's default digits are proportional: a "1" is narrower than a "0".
        #expect(TextLayout(text: "1111", font: proportional).size.width < TextLayout(text: "0000", font: proportional).size.width - 1)
        for digits in ["0000", "4444", "7777", "8888"] {
            expectNear(TextLayout(text: "1111", font: tabular).size.width, TextLayout(text: digits, font: tabular).size.width, tolerance: 0.01, "\(digits)")
        }
        expectNear(TextLayout(text: "Timer", font: tabular).size.width, TextLayout(text: "Timer", font: proportional).size.width, tolerance: 0.01)
    }

    @Test func preferredFontsHaveTheDefaultDynamicTypeSizes() {
        let expected: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in expected {
            #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size, "\(style.rawValue)")
        }
        #expect(UIFont.preferredFont(forTextStyle: .headline).descriptor.weight == 600)  // semibold
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == "Inter-SemiBold")
        #expect(UIFont.preferredFont(forTextStyle: .body).descriptor.weight == 400)
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
    }

    @MainActor @Test func fontMetricsScaleWithTheContentSizeCategory() {
        let base = UIFont.systemFont(ofSize: 17)
        // The current category is Large: nothing changes.
        #expect(UIFontMetrics.default.scaledFont(for: base).pointSize == 17)
        #expect(UIFontMetrics(forTextStyle: .headline).scaledValue(for: 44) == 44)
        // At extra extra extra large, body text is 23 pt instead of 17.
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        expectNear(UIFontMetrics.default.scaledFont(for: base, compatibleWith: xxxl).pointSize, 23, tolerance: 1e-9)
        expectNear(UIFontMetrics.default.scaledValue(for: 34, compatibleWith: xxxl), 46, tolerance: 1e-9)
        #expect(UIFontMetrics.default.scaledFont(for: base, maximumPointSize: 20, compatibleWith: xxxl).pointSize == 20)
        let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        expectNear(UIFontMetrics.default.scaledFont(for: base, compatibleWith: small).pointSize, 14, tolerance: 1e-9)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: xxxl).pointSize == 23)
    }

    /// An app's subclass, as code written for iOS declares one (Apple's class is open): it
    /// caps every scaled value, and the convenience methods go through its override.
    private final class CappedMetrics: UIFontMetrics {
        override func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
            min(super.scaledValue(for: value, compatibleWith: traitCollection), 40)
        }
        override func scaledFont(for font: UIFont, maximumPointSize: CGFloat,
                                 compatibleWith traitCollection: UITraitCollection?) -> UIFont {
            super.scaledFont(for: font, maximumPointSize: 19, compatibleWith: traitCollection)
        }
    }

    @MainActor @Test func fontMetricsCanBeSubclassedAndOverridden() {
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let capped = CappedMetrics(forTextStyle: .body)
        #expect(capped.scaledValue(for: 34, compatibleWith: xxxl) == 40)   // 46 uncapped
        #expect(capped.scaledValue(for: 34) == 34)                         // Large: unchanged
        // scaledFont(for:compatibleWith:) reaches the overridden four-argument method.
        #expect(capped.scaledFont(for: .systemFont(ofSize: 17), compatibleWith: xxxl).pointSize == 19)
        #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17), compatibleWith: xxxl).pointSize == 23)
    }

    @Test func namedFontsAreInstalledFamiliesOrNil() {
        let semibold = UIFont(name: "Inter-SemiBold", size: 12)
        #expect(semibold?.familyName == "Inter")
        #expect(semibold?.descriptor.weight == 600 && semibold?.descriptor.isItalic == false)
        let dejaVu = UIFont(name: "DejaVuSans-BoldOblique", size: 12)
        #expect(dejaVu?.familyName == "DejaVu Sans" && dejaVu?.fontName == "DejaVuSans-BoldOblique")
        #expect(dejaVu?.descriptor.isBold == true && dejaVu?.descriptor.isItalic == true)
        #expect(UIFont(name: "DejaVu Serif", size: 12)?.familyName == "DejaVu Serif")
        // A system font's name gives the same face back.
        let bold = UIFont.boldSystemFont(ofSize: 15)
        let again = UIFont(name: bold.fontName, size: 15)
        #expect(again?.familyName == "Inter")
        #expect(again?.descriptor == bold.descriptor)
        // Families fontconfig does not have give nil, as UIKit does for unknown names.
        #expect(UIFont(name: "Helvetica-BoldOblique", size: 12) == nil)
        #expect(UIFont(name: "NoSuchFamily", size: 15) == nil)
        #expect(UIFont(name: "", size: 15) == nil)
    }

    @Test func withSizeKeepsTheFace() {
        let font = UIFont.systemFont(ofSize: 10, weight: .heavy).withSize(30)
        #expect(font.pointSize == 30)
        #expect(font.descriptor.weight == 800)
        #expect(font.fontName == "Inter-ExtraBold")
        #expect(UIFont.systemFont(ofSize: 12).withSize(-4).pointSize == 0)
    }

    @MainActor @Test func dejaVuSansStandsInWhenInterIsMissing() {
        #expect(FontDescriptor.systemFamily(installed: false) == "DejaVu Sans")
        #expect(FontDescriptor.systemFamily(installed: true) == "Inter")
        #expect(UIFont.missingSystemFamilyWarning.contains("fonts-inter"))
        // Inter is installed here: the warning was never printed.
        _ = UIFont.systemFont(ofSize: 17)
        #expect(!FrameContext.main.warningsPrinted.contains(UIFont.missingSystemFamilyWarning))
    }

    @Test func equalityAndConstants() {
        #expect(UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17))
        #expect(UIFont.systemFont(ofSize: 17) != UIFont.systemFont(ofSize: 18))
        #expect(UIFont.systemFont(ofSize: 17) != UIFont.boldSystemFont(ofSize: 17))
        #expect(UIFont.systemFont(ofSize: 17) != UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular))
        #expect(UIFont.labelFontSize == 17 && UIFont.systemFontSize == 14 && UIFont.buttonFontSize == 18
                && UIFont.smallSystemFontSize == 12)
        #expect(UIFont.systemFont(ofSize: 0).lineHeight == 0)  // size 0 has no metrics and draws nothing
    }
}
