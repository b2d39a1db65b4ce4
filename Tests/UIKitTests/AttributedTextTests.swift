import CoreGraphics
import CPango
import UIKit
import Foundation
import Testing
import TestSupport
import UIKitTesting

/// Attributed measurements are compared with Pango asked directly (`DirectPango`), the styling
/// written as Pango markup rather than through the library.
private extension DirectPango {
    func markupSize(_ markup: String, font: String, width: CGFloat? = nil, ellipsize: Bool = false) -> (size: CGSize, lines: Int) {
        size(markup, font: font, width: width, markup: true, ellipsize: ellipsize)
    }
}

@MainActor
@Suite struct AttributedTextTests {
    private let pango = DirectPango()

    /// A white screen with `label` in its window, rendered once.
    private func show(_ label: UILabel, size: CGSize = CGSize(width: 300, height: 120)) -> HeadlessScreen {
        let screen = HeadlessScreen(size: size, scale: 1)
        let window = screen.makeWindow()
        window.backgroundColor = .white
        window.addSubview(label)
        screen.renderFrame()
        return screen
    }

    /// The pixels of `rect` (points) on `screen`.
    private func pixels(_ screen: HeadlessScreen, in rect: CGRect) -> [RGBA] {
        var out: [RGBA] = []
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                if let p = screen.pixel(at: CGPoint(x: x, y: y)) { out.append(p) }
            }
        }
        return out
    }

    private func isRed(_ p: RGBA) -> Bool { p.red > 180 && p.green < 80 && p.blue < 80 }
    private func isBlue(_ p: RGBA) -> Bool { p.blue > 180 && p.red < 80 && p.green < 80 }
    private func isGreen(_ p: RGBA) -> Bool { p.green > 100 && p.red < 60 && p.blue < 60 }

    private var redGreen: NSAttributedString {
        let s = NSMutableAttributedString(string: "RED ", attributes: [
            .font: UIFont.systemFont(ofSize: 30, weight: .bold), .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
        ])
        s.append(NSAttributedString(string: "GREEN", attributes: [
            .font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor(red: 0, green: 0.6, blue: 0, alpha: 1),
        ]))
        return s
    }

    // MARK: Measuring against Pango

    @Test func sizeWithAttributesIsPangosWidthOfTheSystemFontAt12Points() {
        let text = "Wavy AV Type, 123"
        let size = text.size(withAttributes: nil)
        let expected = pango.markupSize(text, font: "Inter 12px").size
        #expect(abs(size.width - expected.width) < 0.01, "default font is the system font at 12 points")
        #expect(abs(size.height - expected.height) < 0.01)
        let bigger = (text as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 20, weight: .semibold)])
        #expect(abs(bigger.width - pango.markupSize(text, font: "Inter Semi-Bold 20px").size.width) < 0.01)
    }

    @Test func runsInTwoFontsWithKerningMeasureAsPangoShapesThem() {
        let s = NSMutableAttributedString(string: "Bold ", attributes: [.font: UIFont.systemFont(ofSize: 17, weight: .bold)])
        s.append(NSAttributedString(string: "spaced", attributes: [.font: UIFont.systemFont(ofSize: 17), .kern: 2]))
        let markup = "<span weight=\"bold\">Bold </span><span letter_spacing=\"2048\">spaced</span>"
        let expected = pango.markupSize(markup, font: "Inter 17px").size
        let rect = s.boundingRect(with: CGSize(width: 1000, height: 1000), options: .usesLineFragmentOrigin, context: nil)
        #expect(abs(rect.width - expected.width) < 0.01)
        #expect(abs(rect.height - expected.height) < 0.01)
        let plain = NSAttributedString(string: "Bold spaced", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        #expect(rect.width > plain.size().width + 10, "bold and 2 pt after each of six letters are wider")
    }

    @Test func boundingRectWrapsAtTheWidthAsPangoDoes() {
        let text = "The quick brown fox jumps over the lazy dog and keeps on running far away"
        let font = UIFont.systemFont(ofSize: 15)
        let rect = text.boundingRect(with: CGSize(width: 120, height: 0), options: .usesLineFragmentOrigin,
                                     attributes: [.font: font], context: nil)
        let expected = pango.markupSize(text, font: "Inter 15px", width: 120)
        #expect(expected.lines > 3)
        #expect(abs(rect.height - expected.size.height) < 0.01, "\(rect.height) vs \(expected.size.height)")
        #expect(rect.width <= 120)
        // Without .usesLineFragmentOrigin the text is one line and the origin is the baseline's.
        let oneLine = text.boundingRect(with: CGSize(width: 120, height: 0), options: [], attributes: [.font: font], context: nil)
        #expect(abs(oneLine.width - pango.markupSize(text, font: "Inter 15px").size.width) < 0.01)
        #expect(oneLine.minY < 0 && abs(oneLine.minY + font.ascender) < 0.5, "origin at −ascent")
    }

    @Test func lineSpacingAddsBetweenLines() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 10
        let text = "one\ntwo\nthree"
        let font = UIFont.systemFont(ofSize: 15)
        let spaced = text.boundingRect(with: .zero, options: .usesLineFragmentOrigin,
                                       attributes: [.font: font, .paragraphStyle: style], context: nil)
        let plain = text.boundingRect(with: .zero, options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        #expect(abs(plain.height - pango.markupSize(text, font: "Inter 15px").size.height) < 0.01)
        #expect(abs(spaced.height - plain.height - 20) < 0.01, "two gaps of 10 points")
        style.paragraphSpacing = 5
        let paragraphs = text.boundingRect(with: .zero, options: .usesLineFragmentOrigin,
                                           attributes: [.font: font, .paragraphStyle: style], context: nil)
        #expect(abs(paragraphs.height - spaced.height - 10) < 0.01, "two paragraph breaks of 5 points")
    }

    @Test func truncatingTheLastVisibleLineFitsTheHeightAndWidth() {
        let text = "The quick brown fox jumps over the lazy dog and keeps on running far away"
        let font = UIFont.systemFont(ofSize: 15)
        let lineHeight = pango.markupSize("Ag", font: "Inter 15px").size.height
        let context = NSStringDrawingContext()
        let rect = text.boundingRect(with: CGSize(width: 120, height: lineHeight * 2 + 1),
                                     options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                                     attributes: [.font: font], context: context)
        #expect(abs(rect.height - lineHeight * 2) < 0.01, "two lines fit")
        #expect(rect.width <= 120)
        #expect(context.totalBounds == rect && context.actualScaleFactor == 1)
    }

    // MARK: UILabel

    @Test func attributedRunsAreDrawnInTheirColours() {
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 280, height: 60))
        label.attributedText = redGreen
        let screen = show(label)
        let redWidth = NSAttributedString(string: "RED ", attributes: [.font: UIFont.systemFont(ofSize: 30, weight: .bold)]).size().width
        let left = pixels(screen, in: CGRect(x: 10, y: 10, width: redWidth - 4, height: 60))
        let right = pixels(screen, in: CGRect(x: 10 + redWidth + 2, y: 10, width: 100, height: 60))
        #expect(left.filter(isRed).count > 50, "the first run is red")
        #expect(!left.contains(where: isGreen))
        #expect(right.filter(isGreen).count > 50, "the second run is green")
        #expect(!right.contains(where: isRed))
    }

    @Test func backgroundUnderlineAndLinkAreDrawn() {
        let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let s = NSMutableAttributedString(string: "back", attributes: [.backgroundColor: blue, .font: UIFont.systemFont(ofSize: 20)])
        s.append(NSAttributedString(string: " link", attributes: [.link: URL(string: "https://example.com")!,
                                                                  .font: UIFont.systemFont(ofSize: 20)]))
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 280, height: 40))
        label.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        label.textColor = .black
        label.attributedText = s
        let screen = show(label)
        let backWidth = NSAttributedString(string: "back", attributes: [.font: UIFont.systemFont(ofSize: 20)]).size().width
        let back = pixels(screen, in: CGRect(x: 11, y: 12, width: backWidth - 2, height: 36))
        #expect(back.filter(isBlue).count > back.count / 2, "the background fills the run")
        // The link is in the tint colour and underlined: a row under its baseline is mostly red.
        let linkBox = CGRect(x: 10 + backWidth + 6, y: 10, width: 30, height: 40)
        let redRows = (Int(linkBox.minY)..<Int(linkBox.maxY)).filter { y in
            pixels(screen, in: CGRect(x: linkBox.minX, y: CGFloat(y), width: linkBox.width, height: 1)).filter(isRed).count > 20
        }
        #expect(!redRows.isEmpty, "an underline row in the tint colour")
    }

    @Test func textAndAttributedTextReplaceEachOther() {
        let label = UILabel()
        label.attributedText = redGreen
        #expect(label.text == "RED GREEN")
        #expect(label.font == UIFont.systemFont(ofSize: 30, weight: .bold), "font from the first character")
        #expect(label.textColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        label.textColor = .blue
        let recoloured = label.attributedText!
        #expect(recoloured.attribute(.foregroundColor, at: 6, effectiveRange: nil) as? UIColor == .blue,
                "textColor applies to the whole string")
        #expect(recoloured.attribute(.font, at: 6, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 30),
                "other attributes stay")
        label.textAlignment = .center
        #expect((label.attributedText!.attribute(.paragraphStyle, at: 8, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .center)
        label.text = "plain"
        let plain = label.attributedText!
        #expect(plain.string == "plain")
        #expect(plain.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .blue, "the label's style")
        label.attributedText = nil
        #expect(label.text == nil && label.attributedText == nil)
    }

    @Test func sizeThatFitsIsWhatIsDrawn() {
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = redGreen
        let fit = label.sizeThatFits(CGSize(width: 1000, height: 1000))
        let expected = pango.markupSize("<span weight=\"bold\">RED </span>GREEN", font: "Inter 30px").size
        #expect(fit == CGSize(width: expected.width.rounded(.up), height: expected.height.rounded(.up)))
        #expect(label.intrinsicContentSize == fit)
        // Narrower than the text: two lines, each within the width.
        let narrow = label.sizeThatFits(CGSize(width: fit.width - 20, height: 0))
        #expect(narrow.width <= fit.width - 20 && narrow.height > fit.height * 1.5)
        label.frame = CGRect(origin: CGPoint(x: 5, y: 5), size: narrow)
        let screen = show(label)
        let below = pixels(screen, in: CGRect(x: 5, y: 5 + fit.height, width: narrow.width, height: narrow.height - fit.height))
        #expect(below.contains(where: isGreen), "the second line is drawn in the measured box")
    }

    @Test(arguments: [NSLineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle])
    func truncationModesKeepTheTextInsideTheBounds(_ mode: NSLineBreakMode) {
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 120, height: 40))
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = mode
        label.attributedText = NSAttributedString(string: "RED apples and GREEN pears for everyone", attributes: [
            .font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
            .paragraphStyle: style,
        ])
        #expect(label.lineBreakMode == mode, "taken from the paragraph style")
        let screen = show(label)
        let outside = pixels(screen, in: CGRect(x: 130, y: 10, width: 100, height: 40))
        #expect(!outside.contains { $0.red < 250 || $0.green < 250 }, "nothing drawn past the bounds")
        #expect(pixels(screen, in: label.frame).filter(isRed).count > 40)
        // The ellipsis's dots sit at the end, the start or the middle of the line.
        let ellipsisWidth = "\u{2026}".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)]).width
        let lineWidth = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1).width
        #expect(lineWidth <= 120 && lineWidth > 120 - 2 * ellipsisWidth - 20)
    }

    @Test func theEllipsisSitsWhereTheModeSays() {
        let style = TextStyle(font: UIFont.systemFont(ofSize: 17).descriptor, color: TextColor(UIColor.black.cgColor))
        let text = RichText(runs: [.init(text: "Alpha beta gamma delta epsilon zeta eta theta", style: style)])
        func lastLine(_ truncation: TextLayout.Truncation) -> String {
            let layout = RichTextLayout(text: text, width: 150, maximumNumberOfLines: 2, truncation: truncation)
            #expect(layout.lines.count == 2 && layout.isTruncated)
            #expect(layout.lines.allSatisfy { $0.width <= 150 })
            return layout.lines.last?.text ?? ""
        }
        let tail = lastLine(.tail), head = lastLine(.head), middle = lastLine(.middle)
        #expect(tail.hasSuffix("\u{2026}") && !tail.dropLast().contains("\u{2026}"), "\(tail)")
        #expect(head.hasPrefix("\u{2026}") && head.hasSuffix("theta"), "\(head)")
        #expect(middle.contains("\u{2026}") && !middle.hasPrefix("\u{2026}") && middle.hasSuffix("theta"), "\(middle)")
        let clipped = RichTextLayout(text: text, width: 150, maximumNumberOfLines: 2, truncation: .clip)
        #expect(clipped.lines.last?.text.hasSuffix("theta") == true, "the rest of the paragraph, for the view to clip")
        let wrapped = RichTextLayout(text: text, width: 150, maximumNumberOfLines: 2, truncation: .none)
        #expect(wrapped.lines.last?.text.contains("\u{2026}") == false)
    }

    /// A clipping one-line label, 150 points wide, of "RED RED RED RED RED" in red at 20 points
    /// (wider than the label), shown.
    private func showRedLabel(adjusts: Bool, minimumScaleFactor: CGFloat) -> HeadlessScreen {
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 150, height: 40))
        label.attributedText = NSAttributedString(string: "RED RED RED RED RED", attributes: [
            .font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
        ])
        label.lineBreakMode = .byClipping
        label.adjustsFontSizeToFitWidth = adjusts
        label.minimumScaleFactor = minimumScaleFactor
        return show(label)
    }

    @Test func adjustsFontSizeToFitWidthShrinksAttributedText() {
        let make = { (adjusts: Bool) in self.showRedLabel(adjusts: adjusts, minimumScaleFactor: 0.5) }
        let full = "RED RED RED RED RED".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)]).width
        #expect(full > 150 && full * 0.5 < 150)
        // Shrunk, the last letters are drawn near the right edge; clipped, they are not drawn at all.
        let shrunk = make(true), clipped = make(false)
        let lastColumns = CGRect(x: 140, y: 10, width: 20, height: 40)
        #expect(pixels(shrunk, in: lastColumns).filter(isRed).count > pixels(clipped, in: lastColumns).filter(isRed).count / 4)
        let shrunkInk = pixels(shrunk, in: CGRect(x: 10, y: 10, width: 150, height: 40)).filter(isRed).count
        let clippedInk = pixels(clipped, in: CGRect(x: 10, y: 10, width: 150, height: 40)).filter(isRed).count
        #expect(shrunkInk < clippedInk, "smaller glyphs")
    }

    /// Apple: with a `minimumScaleFactor` of 0 (the default) "the label doesn't scale the text
    /// down" — the label draws as if it did not adjust.
    @Test func aLabelWithoutAMinimumScaleFactorDoesNotShrink() {
        let adjusting = showRedLabel(adjusts: true, minimumScaleFactor: 0), plain = showRedLabel(adjusts: false, minimumScaleFactor: 0)
        let box = CGRect(x: 10, y: 10, width: 150, height: 40)
        let differing = zip(pixels(adjusting, in: box), pixels(plain, in: box)).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ")
        #expect(pixels(plain, in: box).filter(isRed).count > 100)
    }

    /// Since iOS 7 a label of more lines shrinks too, until its text wraps into its lines and
    /// its height: here three lines at full size in a label of two, whose last word (green) is
    /// then drawn instead of an ellipsis.
    @Test func aLabelOfTwoLinesShrinksUntilItsTextFitsThem() throws {
        let words = "RED RED RED RED RED RED RED "
        let make = { (adjusts: Bool) -> (HeadlessScreen, UILabel) in
            let label = UILabel(frame: CGRect(x: 10, y: 10, width: 150, height: 60))
            let text = NSMutableAttributedString(string: words, attributes: [
                .font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
            ])
            text.append(NSAttributedString(string: "GREEN", attributes: [
                .font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor(red: 0, green: 0.6, blue: 0, alpha: 1),
            ]))
            label.attributedText = text
            label.numberOfLines = 2
            label.adjustsFontSizeToFitWidth = adjusts
            label.minimumScaleFactor = 0.4
            return (self.show(label), label)
        }
        // At full size the text needs more than two lines of the label's width.
        let full = NSAttributedString(string: words + "GREEN", attributes: [.font: UIFont.systemFont(ofSize: 20)])
            .boundingRect(with: CGSize(width: 150, height: 0), options: .usesLineFragmentOrigin, context: nil)
        #expect(full.height > 60)
        let (shrunk, label) = make(true), (truncated, _) = make(false)
        let box = CGRect(x: 10, y: 10, width: 150, height: 60)
        #expect(pixels(shrunk, in: box).filter(isGreen).count > 20, "the last word drawn, smaller")
        #expect(pixels(truncated, in: box).filter(isGreen).isEmpty, "the last word cut off with an ellipsis")
        // Its intrinsic size is still the unshrunk text's, as in UIKit.
        #expect(label.intrinsicContentSize.height > 40)
    }

    // MARK: String drawing

    @Test func drawInRectDrawsWrappedRunsInTheirColours() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 100))
        let image = renderer.image { _ in
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 120, height: 100))
            redGreen.draw(in: CGRect(x: 0, y: 0, width: 120, height: 100))
        }
        let cg = try #require(image.cgImage)
        var redAbove = 0, greenBelow = 0
        let lineHeight = pango.markupSize("Ag", font: "Inter Bold 30px").size.height
        for y in 0..<100 {
            for x in 0..<120 {
                guard let p = cg.surface.pixel(x: x, y: y) else { continue }
                let rgba = RGBA(red: p.r, green: p.g, blue: p.b, alpha: p.a)
                if isRed(rgba), CGFloat(y) < lineHeight { redAbove += 1 }
                if isGreen(rgba), CGFloat(y) > lineHeight { greenBelow += 1 }
            }
        }
        #expect(redAbove > 50, "RED on the first line")
        #expect(greenBelow > 50, "GREEN wrapped to the second line")
    }
}
