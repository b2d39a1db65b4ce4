import UIKit
import Foundation
import Testing
import TestSupport

@Suite struct UIFontTests {
    @Test func systemFontIsDejaVuSans() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.pointSize == 17)
        #expect(font.familyName == "DejaVu Sans")
        #expect(font.fontName == "DejaVuSans")
        #expect(!font.descriptor.isBold && !font.descriptor.isItalic)
    }

    @Test func metricsFollowDejaVuSansAtThePointSize() {
        // DejaVu Sans: ascender 1901/2048 em, descender 483/2048 em, no line gap.
        let font = UIFont.systemFont(ofSize: 17)
        expectNear(font.ascender, 17 * 1901 / 2048, tolerance: 0.05)
        expectNear(font.descender, -17 * 483 / 2048, tolerance: 0.05)  // negative, as in UIKit
        expectNear(font.lineHeight, font.ascender - font.descender, tolerance: 1e-9)
        #expect(font.leading >= 0 && font.leading < 0.5)
        #expect(font.capHeight > font.xHeight && font.xHeight > 0)
        // Metrics scale with the size.
        let big = font.withSize(34)
        expectNear(big.lineHeight, 2 * font.lineHeight, tolerance: 0.05)
    }

    @Test func weightsFromSemiboldUpDrawBold() {
        for w in [UIFont.Weight.ultraLight, .thin, .light, .regular, .medium] {
            #expect(!UIFont.systemFont(ofSize: 12, weight: w).descriptor.isBold, "\(w.rawValue)")
        }
        for w in [UIFont.Weight.semibold, .bold, .heavy, .black] {
            let font = UIFont.systemFont(ofSize: 12, weight: w)
            #expect(font.descriptor.isBold, "\(w.rawValue)")
            #expect(font.fontName == "DejaVuSans-Bold")
        }
        #expect(UIFont.boldSystemFont(ofSize: 12) == UIFont.systemFont(ofSize: 12, weight: .bold))
    }

    @Test func weightRawValuesAreUIKits() {
        let values: [(UIFont.Weight, CGFloat)] = [(.ultraLight, -0.8), (.thin, -0.6), (.light, -0.4), (.regular, 0),
                                                  (.medium, 0.23), (.semibold, 0.3), (.bold, 0.4), (.heavy, 0.56), (.black, 0.62)]
        for (weight, raw) in values { #expect(weight.rawValue == raw) }
        #expect(UIFont.Weight(0.4) == .bold)
        #expect(UIFont.Weight(rawValue: 0.3) == .semibold)
    }

    @Test func boldTextIsWiderThanRegular() {
        let m = CGContext.measuring
        let regular = m.textAdvance("Transition", font: UIFont.systemFont(ofSize: 20).descriptor)
        let bold = m.textAdvance("Transition", font: UIFont.boldSystemFont(ofSize: 20).descriptor)
        #expect(regular > 0 && bold > regular)
    }

    @Test func italicAndMonospaced() {
        let italic = UIFont.italicSystemFont(ofSize: 14)
        #expect(italic.descriptor.isItalic && !italic.descriptor.isBold)
        #expect(italic.fontName == "DejaVuSans-Oblique")
        let mono = UIFont.monospacedSystemFont(ofSize: 14, weight: .regular)
        #expect(mono.familyName == "DejaVu Sans Mono")
        let m = CGContext.measuring
        expectNear(m.textAdvance("iiii", font: mono.descriptor), m.textAdvance("WWWW", font: mono.descriptor), tolerance: 1e-9)
        #expect(m.textAdvance("iiii", font: UIFont.systemFont(ofSize: 14).descriptor)
                < m.textAdvance("WWWW", font: UIFont.systemFont(ofSize: 14).descriptor))
    }

    @Test func preferredFontsHaveTheDefaultDynamicTypeSizes() {
        let expected: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in expected {
            #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size, "\(style.rawValue)")
        }
        #expect(UIFont.preferredFont(forTextStyle: .headline).descriptor.isBold)  // semibold
        #expect(!UIFont.preferredFont(forTextStyle: .body).descriptor.isBold)
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
    }

    @Test func namedFontsAreAcceptedAndParsed() {
        let font = UIFont(name: "Helvetica-BoldOblique", size: 12)
        #expect(font != nil)
        #expect(font?.fontName == "Helvetica-BoldOblique")
        #expect(font?.familyName == "Helvetica")
        #expect(font?.descriptor.isBold == true && font?.descriptor.isItalic == true)
        // A system font's name gives the same face back.
        let bold = UIFont.boldSystemFont(ofSize: 15)
        let again = UIFont(name: bold.fontName, size: 15)
        #expect(again?.familyName == "DejaVu Sans")
        #expect(again?.descriptor == bold.descriptor)
        // Any family works: fontconfig substitutes, so text still has width.
        let unknown = UIFont(name: "NoSuchFamily", size: 15)
        #expect(unknown != nil)
        #expect(CGContext.measuring.textAdvance("abc", font: unknown!.descriptor) > 0)
    }

    @Test func withSizeKeepsTheFace() {
        let font = UIFont.systemFont(ofSize: 10, weight: .heavy).withSize(30)
        #expect(font.pointSize == 30)
        #expect(font.descriptor.isBold)
        #expect(font.fontName == "DejaVuSans-Bold")
        #expect(UIFont.systemFont(ofSize: 12).withSize(-4).pointSize == 0)
    }

    @Test func equalityAndConstants() {
        #expect(UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17))
        #expect(UIFont.systemFont(ofSize: 17) != UIFont.systemFont(ofSize: 18))
        #expect(UIFont.systemFont(ofSize: 17) != UIFont.boldSystemFont(ofSize: 17))
        #expect(UIFont.labelFontSize == 17 && UIFont.systemFontSize == 14 && UIFont.buttonFontSize == 18
                && UIFont.smallSystemFontSize == 12)
        #expect(UIFont.systemFont(ofSize: 0).lineHeight == 0)  // size 0 has no metrics and draws nothing
    }
}
