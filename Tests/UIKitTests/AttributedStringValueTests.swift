import Foundation
import Testing
import UIKit
import UIKitTesting

/// What iOS code does with attributed strings holding UIKit's values (`UIFont`, `UIColor`,
/// `NSParagraphStyle`): Foundation's own editing, copying and run enumeration, which on
/// swift-corelibs-foundation pass the values through Core Foundation's comparisons.
@MainActor
@Suite struct AttributedStringValueTests {
    private let all = NSRange(location: 0, length: 5)

    /// Each run of `s` as (location, length, attributes), by Foundation's own enumeration.
    private func runs(_ s: NSAttributedString) -> [(Int, Int, [NSAttributedString.Key: Any])] {
        var out: [(Int, Int, [NSAttributedString.Key: Any])] = []
        s.enumerateAttributes(in: NSRange(location: 0, length: s.length), options: []) { attributes, range, _ in
            out.append((range.location, range.length, attributes))
        }
        return out
    }

    /// The longest range around `location` whose attributes equal those at `location`.
    private func longestRange(_ s: NSAttributedString, at location: Int) -> NSRange {
        var range = NSRange(location: 0, length: 0)
        _ = s.attributes(at: location, longestEffectiveRange: &range, in: NSRange(location: 0, length: s.length))
        return range
    }

    @Test func addingAColourToPartOfAStringWithAFontKeepsTheFontAndColoursOnlyThatPart() {
        let s = NSMutableAttributedString(string: "Hi", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        s.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 1))
        let first = s.attributes(at: 0, effectiveRange: nil)
        let second = s.attributes(at: 1, effectiveRange: nil)
        #expect(first[.font] as? UIFont == .systemFont(ofSize: 17))
        #expect(second[.font] as? UIFont == .systemFont(ofSize: 17))
        #expect(first[.foregroundColor] as? UIColor == .red)
        #expect(second[.foregroundColor] == nil)
    }

    @Test func addAttributeOverAnExistingValueReplacesItAndAnEqualValueLeavesOneRun() {
        let s = NSMutableAttributedString(string: "Hello", attributes: [
            .font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1),
        ])
        // An equal font (another instance) changes nothing: still one run.
        s.addAttribute(.font, value: UIFont.systemFont(ofSize: 17), range: NSRange(location: 1, length: 2))
        #expect(longestRange(s, at: 0) == all)
        // Another font on "ell" splits the string in three.
        s.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 17), range: NSRange(location: 1, length: 3))
        let fonts = runs(s).map { ($0.0, $0.1, $0.2[.font] as? UIFont) }
        #expect(fonts.map(\.0) == [0, 1, 4])
        #expect(fonts.map(\.1) == [1, 3, 1])
        #expect(fonts.map(\.2) == [.systemFont(ofSize: 17), .boldSystemFont(ofSize: 17), .systemFont(ofSize: 17)])
        #expect(runs(s).allSatisfy { $0.2[.foregroundColor] as? UIColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1) })
        // An equal colour over everything leaves the runs as they were; a paragraph style over
        // the middle run, then an equal one (another instance) over everything, joins nothing.
        s.addAttribute(.foregroundColor, value: UIColor(red: 0, green: 0, blue: 1, alpha: 1), range: all)
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        s.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 1, length: 3))
        let sameStyle = NSMutableParagraphStyle()
        sameStyle.alignment = .center
        s.addAttribute(.paragraphStyle, value: sameStyle, range: all)
        #expect(runs(s).count == 3)
        #expect(runs(s).allSatisfy { ($0.2[.paragraphStyle] as? NSParagraphStyle)?.alignment == .center })
        // Back to the first font everywhere: one run again (Core Foundation compared the values
        // with UIFont's isEqual).
        s.addAttribute(.font, value: UIFont.systemFont(ofSize: 17), range: all)
        #expect(longestRange(s, at: 2) == all)
    }

    @Test func copyAndMutableCopyAreEqualAndIndependent() throws {
        let s = NSMutableAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 15)])
        s.addAttribute(.foregroundColor, value: UIColor.systemBlue, range: NSRange(location: 0, length: 2))
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        s.addAttribute(.paragraphStyle, value: style, range: all)

        let copy = try #require(s.copy() as? NSAttributedString)
        #expect(copy.isEqual(to: s))
        #expect(!(copy is NSMutableAttributedString) || copy !== s)
        let mutable = try #require(s.mutableCopy() as? NSMutableAttributedString)
        #expect(mutable.isEqual(to: s))
        mutable.addAttribute(.foregroundColor, value: UIColor.systemRed, range: all)
        #expect(!mutable.isEqual(to: s))
        #expect(s.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemBlue)
        #expect(s.attribute(.foregroundColor, at: 3, effectiveRange: nil) == nil)
        #expect(mutable.attribute(.foregroundColor, at: 3, effectiveRange: nil) as? UIColor == .systemRed)
        #expect((copy.attribute(.paragraphStyle, at: 4, effectiveRange: nil) as? NSParagraphStyle)?.lineSpacing == 4)
    }

    @Test func appendingToAnEmptyStringJoinsRunsWithEqualValues() {
        let s = NSMutableAttributedString(string: "")
        func part(_ text: String, bold: Bool) -> NSAttributedString {
            let style = NSMutableParagraphStyle()
            style.alignment = .right
            return NSAttributedString(string: text, attributes: [
                .font: bold ? UIFont.boldSystemFont(ofSize: 13) : UIFont.systemFont(ofSize: 13),
                .foregroundColor: UIColor(white: 0.2, alpha: 1), .paragraphStyle: style,
            ])
        }
        s.append(part("ab", bold: false))
        s.append(part("cd", bold: false))
        s.append(part("ef", bold: true))
        #expect(s.string == "abcdef")
        #expect(longestRange(s, at: 0) == NSRange(location: 0, length: 4), "equal fonts, colours and styles in other instances")
        #expect(longestRange(s, at: 5) == NSRange(location: 4, length: 2))
        #expect(s.attribute(.font, at: 4, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 13))
    }

    @Test func enumeratingAttributesGivesTheValuesBack() {
        let s = NSMutableAttributedString(string: "Hello", attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
        s.addAttributes([.foregroundColor: UIColor.label, .kern: 1.5], range: NSRange(location: 2, length: 3))
        s.removeAttribute(.kern, range: NSRange(location: 4, length: 1))
        var seen: [(NSRange, UIFont?, UIColor?, Double?)] = []
        s.enumerateAttributes(in: all, options: []) { attributes, range, _ in
            seen.append((range, attributes[.font] as? UIFont, attributes[.foregroundColor] as? UIColor,
                         (attributes[.kern] as? NSNumber)?.doubleValue))
        }
        #expect(seen.map(\.0) == [NSRange(location: 0, length: 2), NSRange(location: 2, length: 2), NSRange(location: 4, length: 1)])
        #expect(seen.allSatisfy { $0.1 == .preferredFont(forTextStyle: .body) })
        #expect(seen.map(\.2) == [nil, .label, .label])
        #expect(seen.map(\.3) == [nil, 1.5, nil])
    }

    @Test func labelRestylesAnAttributedTextBuiltWithAddAttribute() {
        let s = NSMutableAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        s.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 1))
        let label = UILabel()
        label.attributedText = s
        s.addAttribute(.foregroundColor, value: UIColor.green, range: all)
        #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red,
                "the label keeps a copy")
        label.font = .boldSystemFont(ofSize: 20)
        label.textAlignment = .center
        let text = label.attributedText
        #expect(text?.string == "Hello")
        #expect(text?.attribute(.font, at: 4, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 20))
        #expect(text?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        #expect((text?.attribute(.paragraphStyle, at: 3, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .center)
    }

    /// The values carry, where Core Foundation reads a type ID, one that sends comparisons to
    /// Swift (see AttributeValueHeader): for every way of making them.
    @Test func valuesCarryACoreFoundationTypeIDWhereCoreFoundationReadsIt() {
        func typeID(_ object: AnyObject) -> UInt64 {
            let address = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
            return (address.load(fromByteOffset: 16, as: UInt64.self) >> 8) & 0x3FF
        }
        let values: [AnyObject] = [
            UIFont.systemFont(ofSize: 17), UIFont.italicSystemFont(ofSize: 9), UIFont.monospacedSystemFont(ofSize: 12, weight: .bold),
            UIFont.preferredFont(forTextStyle: .caption2), UIFont(name: "DejaVu Sans", size: 10) ?? UIFont.systemFont(ofSize: 10),
            UIColor.red, UIColor(white: 0.5, alpha: 1), UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4), UIColor.label,
            UIColor(dynamicProvider: { _ in .blue }), UIColor.red.withAlphaComponent(0.5),
            NSParagraphStyle.default, NSMutableParagraphStyle(), NSParagraphStyle.default.mutableCopy() as AnyObject,
        ]
        for value in values { #expect(typeID(value) != 0, "\(value)") }
    }
}
