import Foundation

/// How a paragraph of attributed text is laid out: alignment, line breaking and spacing. The
/// value of the `.paragraphStyle` attribute; immutable (use `NSMutableParagraphStyle` to make one).
///
///     let style = NSMutableParagraphStyle()
///     style.alignment = .center
///     style.lineSpacing = 4
///     let text = NSAttributedString(string: "Title", attributes: [.paragraphStyle: style])
///
/// As on iOS, each paragraph of a string is laid out with the style of its first character:
/// its `alignment`, `lineSpacing`, `paragraphSpacing`, `paragraphSpacingBefore`,
/// `lineHeightMultiple`, line-height limits, indents and `baseWritingDirection` are drawn, and
/// the first paragraph's `lineBreakMode` applies to the string; `hyphenationFactor` is kept but
/// not drawn.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The values, shared by the immutable and mutable classes.
    struct Values: Equatable {
        var alignment: NSTextAlignment = .natural
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var hyphenationFactor: Float = 0
        var allowsDefaultTighteningForTruncation = false
        var baseWritingDirection: NSWritingDirection = .natural
    }
    /// First, so Core Foundation can compare styles in attributed strings (see `AttributeValueHeader`).
    private let attributeValueHeader = AttributeValueHeader()
    var values: Values

    /// The default style: natural alignment, word wrapping, no extra spacing (as on iOS).
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    public override init() {
        values = Values()
        super.init()
    }

    init(values: Values) {
        self.values = values
        super.init()
    }

    /// The horizontal alignment of the lines (default `.natural`).
    open var alignment: NSTextAlignment { values.alignment }
    /// Extra space between lines, in points (default 0).
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Extra space after the paragraph, in points (default 0).
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Extra space before the paragraph, in points (default 0), added to the previous
    /// paragraph's `paragraphSpacing`; none before the text's first paragraph.
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// How lines wrap and the last one is shortened (default `.byWordWrapping`).
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// How far the first line starts from the leading margin, in points (default 0; negative
    /// counts as 0).
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// How far the other lines start from the leading margin, in points (default 0; negative
    /// counts as 0).
    open var headIndent: CGFloat { values.headIndent }
    /// Where lines end (default 0): when positive, their distance from the leading margin; when
    /// 0 or negative, minus their distance from the trailing margin.
    open var tailIndent: CGFloat { values.tailIndent }
    /// The paragraph's direction (default `.natural`: the direction of the view that lays the
    /// text out, or the app's for string drawing). Its leading margin is the right one when
    /// right to left, and `.natural` alignment places its lines there.
    open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
    /// The least height of a line, in points (default 0: none). The extra height is above the
    /// line's glyphs, as on iOS.
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The most height of a line, in points (default 0: none); taller glyphs overlap the line
    /// above. Wins over `minimumLineHeight` when the two disagree.
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// The factor a line's natural height is multiplied by before the limits apply (default 0:
    /// none).
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// How eagerly words are hyphenated, 0…1 (default 0; not drawn here).
    open var hyphenationFactor: Float { values.hyphenationFactor }
    /// Whether characters may be drawn closer before truncating (default false; not drawn here).
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(values: values) }
    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(values: values) }

    /// Two styles are equal when all their values are.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }

    open override var hash: Int { values.alignment.hashValue ^ values.lineBreakMode.hashValue }
}

/// A paragraph style whose values can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { values.alignment } set { values.alignment = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing } set { values.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing } set { values.paragraphSpacing = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore } set { values.paragraphSpacingBefore = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode } set { values.lineBreakMode = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent } set { values.firstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
        get { values.headIndent } set { values.headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { values.tailIndent } set { values.tailIndent = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight } set { values.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight } set { values.maximumLineHeight = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple } set { values.lineHeightMultiple = newValue }
    }
    open override var baseWritingDirection: NSWritingDirection {
        get { values.baseWritingDirection } set { values.baseWritingDirection = newValue }
    }
    open override var hyphenationFactor: Float {
        get { values.hyphenationFactor } set { values.hyphenationFactor = newValue }
    }
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { values.allowsDefaultTighteningForTruncation } set { values.allowsDefaultTighteningForTruncation = newValue }
    }

    /// Takes every value of `other`.
    open func setParagraphStyle(_ other: NSParagraphStyle) { values = other.values }
}

/// The direction text is written in (UIKit's raw values).
public enum NSWritingDirection: Int, Sendable {
    /// The direction of the context the text is laid out in (see
    /// `NSParagraphStyle.baseWritingDirection`).
    case natural = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
