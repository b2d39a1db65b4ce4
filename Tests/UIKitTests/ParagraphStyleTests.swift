import CoreGraphics
import UIKit
import Foundation
import Testing
import TestSupport
import UIKitTesting

/// Paragraph styles apply per paragraph, as in UIKit: each paragraph's alignment, line heights, line spacing
/// and paragraph spacing are those of the `.paragraphStyle` of its first character.
///
/// Expected positions: a line is `lineHeight` (Inter 20: Pango's ascent + descent) tall; below
/// each line comes its paragraph's `lineSpacing`, and below a paragraph's last line also its
/// `paragraphSpacing` (nothing below the text's last line). A left line's ink starts at the
/// box's left edge, a centred line's ink is centred in the box, a right line's ink ends at the
/// right edge (glyph side bearings: within 3 points).
@MainActor
@Suite struct ParagraphStyleTests {
    private let pango = DirectPango()
    private let font = UIFont.systemFont(ofSize: 20)

    private func paragraph(_ text: String, alignment: NSTextAlignment = .natural, lineSpacing: CGFloat = 0,
                           paragraphSpacing: CGFloat = 0) -> NSAttributedString {
        let style = NSMutableParagraphStyle()
        style.alignment = alignment
        style.lineSpacing = lineSpacing
        style.paragraphSpacing = paragraphSpacing
        return NSAttributedString(string: text, attributes: [.font: font, .foregroundColor: UIColor.black, .paragraphStyle: style])
    }

    private func joined(_ parts: [NSAttributedString]) -> NSAttributedString {
        let s = NSMutableAttributedString(string: "")
        parts.forEach(s.append)
        return s
    }

    /// The horizontal extent of dark pixels in rows `rows` of `screen`, or nil.
    private func ink(_ screen: HeadlessScreen, rows: Range<Int>, width: Int) -> (minX: Int, maxX: Int)? {
        var minX = Int.max, maxX = Int.min
        for y in rows {
            for x in 0..<width {
                guard let p = screen.pixel(at: CGPoint(x: x, y: y)), p.red < 128 else { continue }
                minX = min(minX, x); maxX = max(maxX, x + 1)
            }
        }
        return minX <= maxX ? (minX, maxX) : nil
    }

    /// The first row with dark pixels at or below `from`, or nil.
    private func firstInkRow(_ screen: HeadlessScreen, from: Int, to: Int, width: Int) -> Int? {
        (from..<to).first { y in (0..<width).contains { x in (screen.pixel(at: CGPoint(x: x, y: y))?.red ?? 255) < 128 } }
    }

    /// `text` in a label 300 points wide at (10, 10), as tall as it needs for three lines (checked),
    /// drawn on white: the ink of each of its three lines, top to bottom.
    private func inkOfThreeLines(_ text: NSAttributedString) throws -> (label: UILabel, lines: [(minX: Int, maxX: Int)]) {
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 0))
        label.numberOfLines = 0
        label.attributedText = text
        label.frame.size.height = label.sizeThatFits(CGSize(width: 300, height: 0)).height
        let lineHeight = font.lineHeight
        expectNear(label.frame.height, (3 * lineHeight).rounded(.up), tolerance: 1e-9)
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 100), scale: 1)
        let window = screen.makeWindow()
        window.backgroundColor = .white
        window.addSubview(label)
        screen.renderFrame()
        let lines = try (0..<3).map { i in
            try #require(ink(screen, rows: Int(10 + CGFloat(i) * lineHeight)..<Int(10 + CGFloat(i + 1) * lineHeight), width: 320))
        }
        return (label, lines)
    }

    /// Expects the three lines' ink aligned left, centred or right in the 300-point label at
    /// x = 10 (within 3 points: glyph side bearings).
    private func expectAligned(_ lines: [(minX: Int, maxX: Int)], _ alignments: [NSTextAlignment], _ notes: [Comment],
                               sourceLocation: SourceLocation = #_sourceLocation) {
        for (line, (alignment, note)) in zip(lines, zip(alignments, notes)) {
            switch alignment {
            case .center: expectNear(CGFloat(line.minX + line.maxX) / 2, 160, tolerance: 3, note, sourceLocation: sourceLocation)
            case .right: expectNear(CGFloat(line.maxX), 310, tolerance: 3, note, sourceLocation: sourceLocation)
            default: expectNear(CGFloat(line.minX), 10, tolerance: 3, note, sourceLocation: sourceLocation)
            }
        }
    }

    @Test func eachParagraphIsAlignedByItsOwnStyle() throws {
        let (label, lines) = try inkOfThreeLines(joined([paragraph("Left\n", alignment: .left),
                                                         paragraph("Centre\n", alignment: .center),
                                                         paragraph("Right", alignment: .right)]))
        expectAligned(lines, [.left, .center, .right],
                      ["the first paragraph starts at the left edge", "the second is centred", "the third ends at the right edge"])
        // In UIKit's own reading the label's textAlignment is the first paragraph's.
        #expect(label.textAlignment == .left)
    }

    /// A paragraph separator (U+2029) ends a paragraph as a newline does, in UIKit and in Pango;
    /// a line separator (U+2028) breaks the line inside its paragraph, which keeps the style of
    /// its first character.
    @Test func paragraphSeparatorsEndParagraphsAndLineSeparatorsDoNot() throws {
        let (_, lines) = try inkOfThreeLines(joined([paragraph("Left\u{2029}", alignment: .left),
                                                     paragraph("Centre\u{2028}", alignment: .center),
                                                     paragraph("Right", alignment: .right)]))
        expectAligned(lines, [.left, .center, .center],
                      ["the first paragraph starts at the left edge", "after U+2029 a new paragraph, centred",
                       "after U+2028 the same paragraph, centred too"])
    }

    @Test func eachParagraphSpacesItsLinesByItsOwnStyle() throws {
        let width: CGFloat = 150
        let middle = "Two wraps onto more lines than one in this width"
        let text = joined([paragraph("One\n", lineSpacing: 2, paragraphSpacing: 6),
                           paragraph(middle + "\n", lineSpacing: 8, paragraphSpacing: 20),
                           paragraph("Three", lineSpacing: 40, paragraphSpacing: 40)])
        let n2 = pango.lines(middle, font: "Inter 20px", width: width).count
        #expect(n2 >= 2)
        let lineHeight = font.lineHeight
        // Below "One": 2 + 6; below each line of the middle paragraph: 8, and 20 after its last;
        // the last paragraph's spacing is below the text and counts nothing.
        let expectedHeight = CGFloat(2 + n2) * lineHeight + (2 + 6) + CGFloat(n2) * 8 + 20
        let rect = text.boundingRect(with: CGSize(width: width, height: 0), options: .usesLineFragmentOrigin, context: nil)
        expectNear(rect.height, expectedHeight, tolerance: 0.05)
        // Drawn: "Three"'s ink starts where its line does (its cap height below the line's top
        // is the same as "One"'s below the first).
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 160, height: 260))
        let image = renderer.image { _ in
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 160, height: 260))
            text.draw(with: CGRect(x: 0, y: 0, width: width, height: 260), options: .usesLineFragmentOrigin, context: nil)
        }
        let cg = try #require(image.cgImage)
        func dark(_ y: Int) -> Bool { (0..<160).contains { (cg.surface.pixel(x: $0, y: y)?.r ?? 255) < 128 } }
        let firstTop = try #require((0..<260).first(where: dark))
        let lastLineTop = expectedHeight - lineHeight
        let lastTop = try #require((Int(lastLineTop) - 2..<260).first(where: dark))
        expectNear(CGFloat(lastTop) - lastLineTop, CGFloat(firstTop), tolerance: 1.5, "the last line starts at \(lastLineTop)")
        // And nothing is drawn in the 20-point gap above it but the middle paragraph's descenders.
        #expect(!(Int(lastLineTop) - 14..<Int(lastLineTop) - 2).contains(where: dark))
    }

    /// A line's height follows `lineHeightMultiple`, then `minimumLineHeight` and
    /// `maximumLineHeight` (Apple: "The natural line height of the receiver is multiplied by this
    /// factor (if positive) before being constrained by minimum and maximum line height"), with
    /// the difference above the glyphs, as TextKit places it: measured (two lines of two
    /// paragraphs) and drawn (each line's ink starts lower, or higher, by the difference).
    @Test func lineHeightsFollowTheMultipleAndTheLimits() throws {
        let natural = font.lineHeight
        func styled(multiple: CGFloat = 0, minimum: CGFloat = 0, maximum: CGFloat = 0) -> NSAttributedString {
            let style = NSMutableParagraphStyle()
            style.lineHeightMultiple = multiple
            style.minimumLineHeight = minimum
            style.maximumLineHeight = maximum
            return NSAttributedString(string: "Hello\nHello", attributes: [.font: font, .foregroundColor: UIColor.black, .paragraphStyle: style])
        }
        /// Where each line's ink starts, below the line's top, for lines `lineHeight` tall: the
        /// first rows of the two stretches of rows with ink ("Hello" has no descender: the lines'
        /// ink never touches).
        func inkTops(_ text: NSAttributedString, lineHeight: CGFloat) throws -> [CGFloat] {
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 160, height: 200))
            let image = renderer.image { _ in
                UIColor.white.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 160, height: 200))
                text.draw(with: CGRect(x: 0, y: 40, width: 150, height: 160), options: .usesLineFragmentOrigin, context: nil)
            }
            let cg = try #require(image.cgImage)
            func dark(_ y: Int) -> Bool { (0..<160).contains { (cg.surface.pixel(x: $0, y: y)?.r ?? 255) < 128 } }
            let starts = (0..<200).filter { y in dark(y) && (y == 0 || !dark(y - 1)) }
            try #require(starts.count == 2, "two lines of ink")
            return (0..<2).map { i in CGFloat(starts[i]) - (40 + CGFloat(i) * lineHeight) }
        }
        let plainTop = try inkTops(styled(), lineHeight: natural)
        expectNear(plainTop[1], plainTop[0], tolerance: 1, "the same place in both lines")
        for (text, height, note) in [(styled(multiple: 2), 2 * natural, "twice as tall"),
                                     (styled(minimum: natural + 10), natural + 10, "at least 10 points more"),
                                     (styled(multiple: 0.5, minimum: natural - 4), natural - 4, "halved, then at least the minimum"),
                                     (styled(maximum: natural - 6), natural - 6, "at most 6 points less"),
                                     (styled(multiple: 3, minimum: 80, maximum: 50), 50, "the maximum wins")] {
            let rect = text.boundingRect(with: CGSize(width: 150, height: 0), options: .usesLineFragmentOrigin, context: nil)
            expectNear(rect.height, 2 * height, tolerance: 0.05, "\(note): measured")
            let tops = try inkTops(text, lineHeight: height)
            for i in 0..<2 {
                expectNear(tops[i] - plainTop[0], height - natural, tolerance: 1, "\(note): line \(i)'s ink moved by the difference")
            }
        }
        // A label sized to fit lines twice as tall is twice as tall.
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = styled(multiple: 2)
        expectNear(label.sizeThatFits(CGSize(width: 300, height: 0)).height, (4 * natural).rounded(.up), tolerance: 1e-9)
    }

    /// `paragraphSpacingBefore` is added to the previous paragraph's `paragraphSpacing` (Apple:
    /// "The space between paragraphs is determined by adding the previous paragraph's
    /// paragraphSpacing and the current paragraph's paragraphSpacingBefore"); nothing comes
    /// before the first paragraph. Measured, and drawn: the third line's ink is lower by both
    /// gaps.
    @Test func spacingBeforeAParagraphAddsToTheSpacingAfterThePreviousOne() throws {
        func text(after: CGFloat, before: CGFloat) -> NSAttributedString {
            let style = NSMutableParagraphStyle()
            style.paragraphSpacing = after
            style.paragraphSpacingBefore = before
            return NSAttributedString(string: "One\nTwo\nThree", attributes: [.font: font, .foregroundColor: UIColor.black,
                                                                             .paragraphStyle: style])
        }
        func height(_ t: NSAttributedString) -> CGFloat {
            t.boundingRect(with: CGSize(width: 300, height: 0), options: .usesLineFragmentOrigin, context: nil).height
        }
        let plain = height(text(after: 0, before: 0))
        expectNear(plain, 3 * font.lineHeight, tolerance: 0.05)
        expectNear(height(text(after: 0, before: 7)), plain + 2 * 7, tolerance: 0.05, "7 before the second and the third")
        expectNear(height(text(after: 5, before: 7)), plain + 2 * 12, tolerance: 0.05, "5 after and 7 before, twice")
        /// The first row of the last stretch of rows with ink (the third line's).
        func lastLineInk(_ t: NSAttributedString) throws -> Int {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 160, height: 160)).image { _ in
                UIColor.white.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 160, height: 160))
                t.draw(with: CGRect(x: 0, y: 0, width: 150, height: 160), options: .usesLineFragmentOrigin, context: nil)
            }
            let cg = try #require(image.cgImage)
            func dark(_ y: Int) -> Bool { (0..<160).contains { (cg.surface.pixel(x: $0, y: y)?.r ?? 255) < 128 } }
            return try #require((0..<160).last { y in dark(y) && (y == 0 || !dark(y - 1)) })
        }
        #expect(try lastLineInk(text(after: 5, before: 7)) - lastLineInk(text(after: 0, before: 0)) == 24)
    }

    // MARK: Indents

    private func indented(_ text: String, first: CGFloat = 0, head: CGFloat = 0, tail: CGFloat = 0,
                          alignment: NSTextAlignment = .natural, direction: NSWritingDirection = .natural) -> NSAttributedString {
        let style = NSMutableParagraphStyle()
        style.firstLineHeadIndent = first
        style.headIndent = head
        style.tailIndent = tail
        style.alignment = alignment
        style.baseWritingDirection = direction
        return NSAttributedString(string: text, attributes: [.font: font, .foregroundColor: UIColor.black, .paragraphStyle: style])
    }

    /// The lines greedy word wrapping makes of `text` when line `i` may be `room(i)` wide, each
    /// line's width measured by Pango directly: a line takes words while they fit.
    private func wrapped(_ text: String, room: (Int) -> CGFloat) -> [String] {
        var lines: [String] = [], current = ""
        for word in text.split(separator: " ").map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if current.isEmpty || pango.width(candidate, font: "Inter 20px") <= room(lines.count) {
                current = candidate
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// `text` in a label `width` wide at (10, 10) with `numberOfLines`, sized to fit and drawn
    /// on white: the ink of each line (rows of `lineHeight`), top to bottom.
    private func inkOfLines(_ text: NSAttributedString, width: CGFloat, numberOfLines: Int = 0,
                            layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight) throws -> [(minX: Int, maxX: Int)] {
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: width, height: 0))
        label.numberOfLines = numberOfLines
        label.attributedText = text
        let screen = HeadlessScreen(size: CGSize(width: width + 20, height: 400), scale: 1)
        screen.layoutDirection = layoutDirection
        let window = screen.makeWindow()
        window.addSubview(label)
        label.frame.size.height = label.sizeThatFits(CGSize(width: width, height: 0)).height
        let count = Int((label.frame.height / font.lineHeight).rounded(.down))
        window.backgroundColor = .white
        screen.renderFrame()
        return try (0..<count).map { i in
            let top = 10 + CGFloat(i) * font.lineHeight
            return try #require(ink(screen, rows: Int(top)..<Int(top + font.lineHeight), width: Int(width) + 20), "line \(i)")
        }
    }

    /// `firstLineHeadIndent`, `headIndent` and `tailIndent` (negative: from the right edge)
    /// narrow each line and move it: the lines are those greedy wrapping makes in the room the
    /// indents leave (first line: 260 − 40 − 24, the others 260 − 16 − 24; widths from Pango
    /// directly), the first line's ink starts 40 points in and the others' 16, and no ink
    /// reaches into the tail indent. Measured as drawn.
    @Test func indentsNarrowEachLineAndMoveIt() throws {
        let words = "The quick brown fox jumps over the lazy dog and keeps running until the field ends at last"
        let expected = wrapped(words) { $0 == 0 ? 260 - 40 - 24 : 260 - 16 - 24 }
        #expect(expected.count >= 4)
        let text = indented(words, first: 40, head: 16, tail: -24)
        let rect = text.boundingRect(with: CGSize(width: 260, height: 0), options: .usesLineFragmentOrigin, context: nil)
        expectNear(rect.height, CGFloat(expected.count) * font.lineHeight, tolerance: 0.05, "as many lines as the room allows")
        let lines = try inkOfLines(text, width: 260)
        try #require(lines.count == expected.count)
        for (i, line) in lines.enumerated() {
            expectNear(CGFloat(line.minX), 10 + (i == 0 ? 40 : 16), tolerance: 3, "line \(i) starts at its indent")
            #expect(CGFloat(line.maxX) <= 10 + 260 - 24 + 1, "line \(i) stays out of the tail indent")
        }
        // Without indents the same text takes fewer lines (the indents are what narrowed them).
        #expect(wrapped(words) { _ in 260 }.count < expected.count)
    }

    /// A hanging indent (`headIndent` past `firstLineHeadIndent`): the first line at the edge,
    /// the rest indented; and a positive `tailIndent` is the paragraph's width from the left edge.
    @Test func aHangingIndentAndAPositiveTailIndent() throws {
        let words = "Hanging indents set off the first line of every entry in a list of references"
        let expected = wrapped(words) { $0 == 0 ? 180 : 180 - 30 }
        let lines = try inkOfLines(indented(words, first: 0, head: 30, tail: 180), width: 300)
        try #require(lines.count == expected.count && lines.count >= 3)
        for (i, line) in lines.enumerated() {
            expectNear(CGFloat(line.minX), 10 + (i == 0 ? 0 : 30), tolerance: 3, "line \(i)")
            #expect(CGFloat(line.maxX) <= 10 + 180 + 1, "line \(i) ends within 180 points of the left edge")
        }
    }

    /// Centred and right-aligned lines sit between the indents: centred in the room from the head
    /// indent to the tail indent, or ending at the tail indent; and a second paragraph takes its
    /// own indents.
    @Test func alignmentPlacesLinesBetweenTheIndents() throws {
        let right = try inkOfLines(indented("Right", head: 20, tail: -40, alignment: .right), width: 260)
        try #require(right.count == 1)
        expectNear(CGFloat(right[0].maxX), 10 + 260 - 40, tolerance: 3, "ends at the tail indent")
        let centred = try inkOfLines(indented("Centre", first: 60, head: 60, tail: -20, alignment: .center), width: 260)
        try #require(centred.count == 1)
        expectNear(CGFloat(centred[0].minX + centred[0].maxX) / 2, 10 + (60 + 240) / 2, tolerance: 3, "centred between 60 and 240")
        let two = NSMutableAttributedString(attributedString: indented("First\n", first: 0))
        two.append(indented("Second", first: 50, head: 50))
        let lines = try inkOfLines(two, width: 260)
        try #require(lines.count == 2)
        expectNear(CGFloat(lines[0].minX), 10, tolerance: 3, "the first paragraph is not indented")
        expectNear(CGFloat(lines[1].minX), 60, tolerance: 3, "the second takes its own indent")
    }

    /// A label limited to two lines shortens its second line within the room the indents leave.
    @Test func aTruncatedLineStaysWithinTheIndents() throws {
        let words = "A long paragraph that needs many more than two lines in a narrow label with indents"
        let lines = try inkOfLines(indented(words, first: 30, head: 30, tail: -50), width: 240, numberOfLines: 2)
        try #require(lines.count == 2)
        for (i, line) in lines.enumerated() {
            expectNear(CGFloat(line.minX), 40, tolerance: 3, "line \(i) starts at the head indent")
            #expect(CGFloat(line.maxX) <= 10 + 240 - 50 + 1, "line \(i) ends before the tail indent")
        }
    }

    /// A right-to-left paragraph (`baseWritingDirection`) measures its indents from the right
    /// edge, its leading margin, as Apple documents them: the first line's ink ends 40 points
    /// in from the right and the others' 16, no ink reaches into the tail indent on the left,
    /// and its natural alignment is on the right. Wrapped as the same paragraph left to right.
    @Test func aRightToLeftParagraphIndentsFromTheRight() throws {
        let words = "The quick brown fox jumps over the lazy dog and keeps running until the field ends at last"
        let expected = wrapped(words) { $0 == 0 ? 260 - 40 - 24 : 260 - 16 - 24 }
        let lines = try inkOfLines(indented(words, first: 40, head: 16, tail: -24, direction: .rightToLeft), width: 260)
        try #require(lines.count == expected.count && lines.count >= 4)
        for (i, line) in lines.enumerated() {
            expectNear(CGFloat(line.maxX), 10 + 260 - (i == 0 ? 40 : 16), tolerance: 3, "line \(i) ends at its head indent")
            #expect(CGFloat(line.minX) >= 10 + 24 - 1, "line \(i) stays out of the tail indent, on the left")
        }
        // An explicit left-to-right paragraph in a right-to-left label keeps its indents on the left.
        let ltr = try inkOfLines(indented(words, first: 40, head: 16, tail: -24, direction: .leftToRight), width: 260,
                                 layoutDirection: .rightToLeft)
        try #require(ltr.count == expected.count)
        for (i, line) in ltr.enumerated() {
            expectNear(CGFloat(line.minX), 10 + (i == 0 ? 40 : 16), tolerance: 3, "line \(i) of the left-to-right paragraph")
        }
    }

    /// A paragraph of natural direction takes the label's: in a window laid out right to left
    /// (an app launched right to left), natural alignment puts each line on the right and the
    /// head indent counts from there; `.left` stays left.
    @Test func naturalDirectionFollowsTheLabelsLayoutDirection() throws {
        let natural = try inkOfLines(indented("Short line", head: 0, tail: 0), width: 260, layoutDirection: .rightToLeft)
        try #require(natural.count == 1)
        expectNear(CGFloat(natural[0].maxX), 10 + 260, tolerance: 3, "natural alignment is right")
        let indentedLine = try inkOfLines(indented("Short line", first: 30), width: 260, layoutDirection: .rightToLeft)
        try #require(indentedLine.count == 1)
        expectNear(CGFloat(indentedLine[0].maxX), 10 + 260 - 30, tolerance: 3, "the first-line indent counts from the right")
        let left = try inkOfLines(indented("Short line", alignment: .left), width: 260, layoutDirection: .rightToLeft)
        try #require(left.count == 1)
        expectNear(CGFloat(left[0].minX), 10, tolerance: 3, "explicit left stays left")
        let leftToRight = try inkOfLines(indented("Short line"), width: 260)
        expectNear(CGFloat(try #require(leftToRight.first).minX), 10, tolerance: 3, "and natural is left in a left-to-right window")
    }
}
