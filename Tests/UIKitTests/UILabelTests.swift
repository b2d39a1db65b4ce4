import UIKit
import Foundation
import Testing
import TestSupport
import UIKitTesting

@MainActor
@Suite struct UILabelTests {
    /// A white 200 × 120 screen with `label` in its window, rendered once.
    private func show(_ label: UILabel, size: CGSize = CGSize(width: 200, height: 120), scale: CGFloat = 1) -> HeadlessScreen {
        let screen = HeadlessScreen(size: size, scale: scale)
        let window = screen.makeWindow()
        window.backgroundColor = .white
        window.addSubview(label)
        screen.renderFrame()
        return screen
    }

    /// The bounding box (in points) of pixels that are not white, or nil when there are none.
    private func ink(_ screen: HeadlessScreen) -> CGRect? {
        var box: CGRect?
        let size = screen.screen.bounds.size
        for y in 0..<Int(size.height) {
            for x in 0..<Int(size.width) {
                guard let p = screen.pixel(at: CGPoint(x: x, y: y)),
                      p.red < 250 || p.green < 250 || p.blue < 250 else { continue }
                let pixel = CGRect(x: x, y: y, width: 1, height: 1)
                box = box?.union(pixel) ?? pixel
            }
        }
        return box
    }

    private let font = UIFont.systemFont(ofSize: 17)

    @Test func defaultsMatchUIKit() {
        let label = UILabel()
        #expect(label.text == nil)
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == .label)
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(!label.isUserInteractionEnabled)
        #expect(label.contentMode == .redraw)
        label.font = nil
        label.textColor = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17) && label.textColor == .label)
    }

    @Test(arguments: [NSTextAlignment.left, .center, .right, .natural])
    func textIsDrawnInsideTheBoundsAndAligned(_ alignment: NSTextAlignment) throws {
        let frame = CGRect(x: 20, y: 20, width: 160, height: 40)
        let label = UILabel(frame: frame)
        label.text = "Hello"
        label.textAlignment = alignment
        let screen = show(label)
        let box = try #require(ink(screen))
        #expect(frame.contains(box), "ink \(box) outside \(frame)")
        // Vertically centred: the line box of height ascender − descender sits in the middle.
        let lineTop = frame.minY + (frame.height - font.lineHeight) / 2
        #expect(box.minY >= lineTop - 1 && box.maxY <= lineTop + font.lineHeight + 1, "ink \(box), line from \(lineTop)")
        let textWidth = TextLayout(text: "Hello", font: font.descriptor).size.width
        let expectedLeft: CGFloat = switch alignment {
        case .center: frame.minX + (frame.width - textWidth) / 2
        case .right: frame.maxX - textWidth
        default: frame.minX
        }
        // Glyph side bearings are under 2 points at 17 pt.
        expectNear(box.minX, expectedLeft, tolerance: 2.5, "\(alignment): ink starts at \(box.minX), text at \(expectedLeft)")
        #expect(box.maxX <= expectedLeft + textWidth + 1)
    }

    @Test func longTextIsTruncatedWithinTheBounds() throws {
        let frame = CGRect(x: 10, y: 10, width: 80, height: 30)
        let label = UILabel(frame: frame)
        label.text = "A very long label that cannot possibly fit"
        let screen = show(label)
        let box = try #require(ink(screen))
        #expect(frame.contains(box), "ink \(box) outside \(frame)")
        #expect(box.maxX > frame.minX + 60)  // the text (and its ellipsis) uses the width
        let rect = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1)
        #expect(rect.width <= 80 && rect.height == font.lineHeight.rounded(.up))
    }

    @Test func numberOfLinesLimitsTheLines() throws {
        let text = "one two three four five six seven eight nine ten eleven twelve"
        let frame = CGRect(x: 10, y: 0, width: 100, height: 120)
        let lineHeight = font.lineHeight, spacing = font.descriptor.metrics.lineSpacing
        for lines in [1, 2, 3] {
            let label = UILabel(frame: frame)
            label.text = text
            label.numberOfLines = lines
            let box = try #require(ink(show(label)))
            // The ink spans between lines − 1 and `lines` line spacings.
            #expect(box.height > CGFloat(lines - 1) * spacing && box.height <= lineHeight + CGFloat(lines - 1) * spacing + 1,
                    "\(lines) lines: ink \(box)")
            #expect(frame.contains(box))
            #expect(label.sizeThatFits(CGSize(width: 100, height: 0)).height
                    == (lineHeight + CGFloat(lines - 1) * spacing).rounded(.up))
        }
    }

    @Test func unlimitedLinesStopAtTheHeight() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 45))
        label.text = "one two three four five six seven eight nine ten eleven twelve"
        label.numberOfLines = 0
        // 45 points hold two lines (lineHeight + lineSpacing ≈ 39.6) but not three.
        let rect = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 0)
        let spacing = font.descriptor.metrics.lineSpacing
        #expect(rect.height == (font.lineHeight + spacing).rounded(.up))
        // sizeThatFits ignores the height: every line.
        #expect(label.sizeThatFits(CGSize(width: 100, height: 45)).height > 3 * spacing)
    }

    @Test func intrinsicContentSizeIsTheTextsSize() {
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = ""
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Hi there"
        let width = TextLayout(text: "Hi there", font: font.descriptor).size.width
        #expect(label.intrinsicContentSize == CGSize(width: width.rounded(.up), height: font.lineHeight.rounded(.up)))
        label.font = .systemFont(ofSize: 34)
        // Rounded up to whole points, or not rounded: within 1 of twice the width either way.
        expectNear(label.intrinsicContentSize.width, 2 * width, tolerance: 1)
        label.sizeToFit()
        #expect(label.bounds.size == label.intrinsicContentSize)
    }

    @Test func multilineIntrinsicSizeWrapsAtThePreferredWidth() {
        let label = UILabel()
        label.text = "one two three four five six"
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 60
        let size = label.intrinsicContentSize
        #expect(size.width <= 60)
        #expect(size.height > 2 * font.lineHeight)
    }

    @Test func changingTheTextRedraws() throws {
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        label.text = "Ink"
        let screen = show(label)
        #expect(ink(screen) != nil)
        label.text = nil
        screen.renderFrame()
        #expect(ink(screen) == nil)
        label.text = "Red"
        label.textColor = .red
        screen.renderFrame()
        let box = try #require(ink(screen))
        var sawRed = false
        for y in Int(box.minY)..<Int(box.maxY) {
            for x in Int(box.minX)..<Int(box.maxX) {
                if let p = screen.pixel(at: CGPoint(x: x, y: y)), p.red > 200, p.green < 60, p.blue < 60 { sawRed = true }
            }
        }
        #expect(sawRed)
    }

    @Test func drawTextInRectCanInsetTheText() throws {
        final class PaddedLabel: UILabel {
            override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0))) }
        }
        let label = PaddedLabel(frame: CGRect(x: 0, y: 0, width: 150, height: 30))
        label.text = "Padded"
        let box = try #require(ink(show(label)))
        #expect(box.minX >= 40)
    }

    @Test func rendersAtTheScreenScale() throws {
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 120, height: 30))
        label.text = "Retina"
        let box = try #require(ink(show(label, scale: 2)))
        #expect(CGRect(x: 10, y: 10, width: 120, height: 30).contains(box))
    }
}
