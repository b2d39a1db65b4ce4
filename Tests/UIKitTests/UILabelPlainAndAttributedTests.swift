import CoreGraphics
import UIKit
import Foundation
import Testing
import TestSupport
import UIKitTesting

/// A label's `text` and an equal `attributedText` are one string laid out by one line breaker
/// (Pango's): the same breaks, truncation, size and pixels at every width and line-break
/// mode; and the breaks are Pango's, asked directly.
@MainActor
@Suite struct UILabelPlainAndAttributedTests {
    private let pango = DirectPango()
    private let text = "Interactive transitions follow the finger; supercalifragilistic words break between characters."
    private let font = UIFont.systemFont(ofSize: 17)
    private let ink = UIColor(red: 0.1, green: 0.2, blue: 0.6, alpha: 1)

    private func plainLabel(_ width: CGFloat, _ mode: NSLineBreakMode, lines: Int) -> UILabel {
        let label = UILabel(frame: CGRect(x: 4, y: 4, width: width, height: 110))
        label.font = font
        label.textColor = ink
        label.numberOfLines = lines
        label.lineBreakMode = mode
        label.text = text
        return label
    }

    /// The same label shown through `attributedText`; `styled` says whether the string carries
    /// the mode in a paragraph style or leaves it to the label.
    private func attributedLabel(_ width: CGFloat, _ mode: NSLineBreakMode, lines: Int, styled: Bool) -> UILabel {
        let label = UILabel(frame: CGRect(x: 4, y: 4, width: width, height: 110))
        label.numberOfLines = lines
        var attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: ink]
        if styled {
            let style = NSMutableParagraphStyle()
            style.lineBreakMode = mode
            attributes[.paragraphStyle] = style
        } else {
            label.lineBreakMode = mode
        }
        label.attributedText = NSAttributedString(string: text, attributes: attributes)
        return label
    }

    /// Every pixel of a 260 × 120 white screen with `label` drawn on it.
    private func render(_ label: UILabel) -> [RGBA] {
        let screen = HeadlessScreen(size: CGSize(width: 260, height: 120), scale: 1)
        let window = screen.makeWindow()
        window.backgroundColor = .white
        window.addSubview(label)
        screen.renderFrame()
        var out: [RGBA] = []
        for y in 0..<120 { for x in 0..<260 { out.append(screen.pixel(at: CGPoint(x: x, y: y)) ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0)) } }
        return out
    }

    @Test(arguments: [NSLineBreakMode.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead,
                      .byTruncatingTail, .byTruncatingMiddle])
    func plainAndAttributedTextBreakMeasureAndDrawAlike(_ mode: NSLineBreakMode) {
        for width: CGFloat in [70, 130, 250] {
            for lines in [0, 1, 2] {
                let plain = plainLabel(width, mode, lines: lines)
                let forms = [attributedLabel(width, mode, lines: lines, styled: true),
                             attributedLabel(width, mode, lines: lines, styled: false)]
                let plainPixels = render(plain)
                #expect(plainPixels.contains { $0.blue > 100 && $0.red < 120 }, "width \(width), \(lines) lines: text drawn")
                for (n, attributed) in forms.enumerated() {
                    let what = "\(mode.rawValue), width \(width), \(lines) lines, form \(n)"
                    #expect(attributed.sizeThatFits(CGSize(width: width, height: 0)) == plain.sizeThatFits(CGSize(width: width, height: 0)), "\(what)")
                    #expect(attributed.textRect(forBounds: attributed.bounds, limitedToNumberOfLines: lines)
                            == plain.textRect(forBounds: plain.bounds, limitedToNumberOfLines: lines), "\(what)")
                    #expect(attributed.intrinsicContentSize == plain.intrinsicContentSize, "\(what)")
                    #expect(render(attributed) == plainPixels, "\(what): the same pixels")
                }
            }
        }
    }

    @Test func plainTextBreaksWherePangoBreaks() {
        let lineHeight = font.lineHeight
        for width: CGFloat in [70, 110, 160, 230] {
            let label = plainLabel(width, .byWordWrapping, lines: 0)
            let pangoLines = pango.lines(text, font: "Inter 17px", width: width)
            let expected = pango.size(text, font: "Inter 17px", width: width).size
            let fit = label.sizeThatFits(CGSize(width: width, height: 0))
            #expect(fit == CGSize(width: expected.width.rounded(.up), height: expected.height.rounded(.up)), "width \(width)")
            expectNear(fit.height, (CGFloat(pangoLines.count) * lineHeight).rounded(.up), tolerance: 1, "width \(width)")
            // The layout behind the label breaks into Pango's lines, each no wider than the width
            // but for a single character.
            let layout = TextLayout(text: text, font: font.descriptor, width: width)
            #expect(layout.lines.map(\.text) == pangoLines, "width \(width)")
            #expect(layout.lines.allSatisfy { $0.width <= width || $0.text.count == 1 })
        }
    }
}
