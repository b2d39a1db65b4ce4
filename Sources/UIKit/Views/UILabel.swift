import Foundation

/// A view that shows one or more lines of read-only text.
///
///     let title = UILabel()
///     title.text = "Settings"
///     title.font = .preferredFont(forTextStyle: .headline)
///     title.textAlignment = .center
///     title.sizeToFit()
///
/// As in UIKit the text is drawn vertically centred in the bounds; lines wrap at the bounds'
/// width, at most `numberOfLines` of them (0: as many as fit the height), and the last line is
/// shortened according to `lineBreakMode` (by default with "…" at its end). Text is shaped and
/// drawn with Pango (see `UIFont` and `RichTextLayout`).
///
/// Styled text goes in `attributedText` (fonts, colours, backgrounds, kerning, underlines,
/// strikethroughs, links and a paragraph style per paragraph; see `NSAttributedString.Key`). As in
/// UIKit, `text` and `attributedText` are two views of one string: setting `text` replaces the
/// attributed text with plain text in the label's style, setting `attributedText` sets `text`
/// to its characters and `font`, `textColor`, `textAlignment` and `lineBreakMode` to the style
/// of its first character; setting one of those four while the label shows attributed text
/// applies it to the whole string.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// A label is an accessibility element whose label is its text (static text).
    override var accessibilityDefaults: (isElement: Bool, label: String?, traits: UIAccessibilityTraits) {
        (true, text, .staticText)
    }

    /// The text shown; nil or empty shows nothing. Setting it replaces `attributedText` with
    /// the same characters in the label's font, colour and alignment (as UIKit does).
    open var text: String? {
        get { textStorage }
        set {
            textStorage = newValue
            attributedTextStorage = nil
            textAttributesDidChange()
        }
    }
    private var textStorage: String?

    /// The styled text shown (default nil). Runs without a font or colour take the label's.
    ///
    /// Apple: "Assigning a new value to this property also replaces the value of the text
    /// property with the same string data, although without any formatting information. In
    /// addition, assigning a new value updates the values in the font, textColor, and other
    /// style-related properties so that they reflect the style information starting at location
    /// 0 in the attributed string." When only `text` was set, this answers that text with the
    /// label's font, colour and alignment as attributes.
    open var attributedText: NSAttributedString? {
        get {
            if let attributedTextStorage { return attributedTextStorage }
            guard let textStorage else { return nil }
            let style = NSMutableParagraphStyle()
            style.alignment = textAlignmentStorage
            style.lineBreakMode = lineBreakModeStorage
            return NSAttributedString(string: textStorage, attributes: [
                .font: fontStorage, .foregroundColor: textColorStorage, .paragraphStyle: style,
            ])
        }
        set {
            guard let newValue else {
                attributedTextStorage = nil
                textStorage = nil
                textAttributesDidChange()
                return
            }
            // UIKit declares the property @NSCopying: the label keeps a copy.
            let copy = newValue.copy() as? NSAttributedString ?? newValue
            attributedTextStorage = copy
            textStorage = copy.string
            if copy.length > 0 {
                let first = copy.attributes(at: 0, effectiveRange: nil)
                if let font = first[.font] as? UIFont { fontStorage = font }
                if let color = first[.foregroundColor] as? UIColor { textColorStorage = color }
                if let style = first[.paragraphStyle] as? NSParagraphStyle {
                    textAlignmentStorage = style.alignment
                    lineBreakModeStorage = style.lineBreakMode
                }
            }
            textAttributesDidChange()
        }
    }
    private var attributedTextStorage: NSAttributedString?

    /// The font of the text (default: the system font at 17 points); setting nil restores it.
    /// With attributed text, setting it gives the whole string this font.
    open var font: UIFont! {
        get { fontStorage }
        set {
            fontStorage = newValue ?? UILabel.defaultFont
            applyToAttributedText { [fontStorage] in $0[.font] = fontStorage }
            textAttributesDidChange()
        }
    }
    private var fontStorage: UIFont = UILabel.defaultFont
    private static var defaultFont: UIFont { .systemFont(ofSize: 17) }

    /// The colour of the text (default `.label`); setting nil restores it. With attributed text,
    /// setting it gives the whole string this colour.
    open var textColor: UIColor! {
        get { textColorStorage }
        set {
            textColorStorage = newValue ?? .label
            applyToAttributedText { [textColorStorage] in $0[.foregroundColor] = textColorStorage }
            setNeedsDisplay()
        }
    }
    private var textColorStorage: UIColor = .label

    /// How lines are placed horizontally (default `.natural`: on the leading side, the left
    /// unless the label lays out right to left, see `effectiveUserInterfaceLayoutDirection`).
    /// With attributed text, setting it applies to the whole string's paragraph style.
    open var textAlignment: NSTextAlignment {
        get { textAlignmentStorage }
        set {
            textAlignmentStorage = newValue
            applyParagraphStyle { $0.alignment = newValue }
            setNeedsDisplay()
        }
    }
    private var textAlignmentStorage: NSTextAlignment = .natural

    /// The most lines to show (default 1); 0 means as many as the text needs and the height allows.
    open var numberOfLines: Int = 1 { didSet { textAttributesDidChange() } }

    /// How lines wrap and how the last visible line is shortened (default `.byTruncatingTail`).
    /// With attributed text, setting it applies to the whole string's paragraph style.
    open var lineBreakMode: NSLineBreakMode {
        get { lineBreakModeStorage }
        set {
            lineBreakModeStorage = newValue
            applyParagraphStyle { $0.lineBreakMode = newValue }
            textAttributesDidChange()
        }
    }
    private var lineBreakModeStorage: NSLineBreakMode = .byTruncatingTail

    /// The width multi-line text wraps at when computing `intrinsicContentSize` (default 0:
    /// the label's current width, or no limit when it has none).
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }

    /// Whether the label shrinks its fonts (down to `minimumScaleFactor`) when its text does not
    /// fit: a one-line label until the text fits its width, a label of more lines until the text
    /// wraps into them and its height (Apple: "reduces the font size until the text fits or it
    /// has scaled the font down to the minimum font size"; only one-line labels before iOS 7).
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }

    /// The smallest fraction of the font size `adjustsFontSizeToFitWidth` may shrink to. Apple:
    /// "If you specify a value of 0 for this property, the label doesn't scale the text down.
    /// The default value of this property is 0."
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }

    /// Creates a label with the given frame; labels ignore touches by default.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureDefaults()
    }

    /// Creates a label from an archive (a zero frame here; see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureDefaults()
    }

    private func configureDefaults() {
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw  // as in UIKit: a label redraws its text when its size changes
    }

    private func textAttributesDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// Changes the attributes of every run of the attributed text (if any).
    private func applyToAttributedText(_ change: (inout [NSAttributedString.Key: Any]) -> Void) {
        guard let attributed = attributedTextStorage,
              let result = attributed.mutableCopy() as? NSMutableAttributedString else { return }
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length), options: []) { attributes, range, _ in
            var changed = attributes
            change(&changed)
            result.setAttributes(changed, range: range)
        }
        attributedTextStorage = result
    }

    /// Changes the paragraph style of the whole attributed text (if any), starting from its first character's.
    private func applyParagraphStyle(_ change: (NSMutableParagraphStyle) -> Void) {
        guard let attributed = attributedTextStorage else { return }
        let current = attributed.length > 0 ? attributed.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle : nil
        let style = (current ?? NSParagraphStyle.default).mutableCopy() as? NSMutableParagraphStyle ?? NSMutableParagraphStyle()
        change(style)
        applyToAttributedText { $0[.paragraphStyle] = style }
    }

    // MARK: Measuring

    /// The rectangle the text occupies when drawn in `bounds` with at most `numberOfLines`
    /// lines (0: no limit), its origin at `bounds.origin`; zero size for no text.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        CGRect(origin: bounds.origin, size: measuredSize(width: bounds.width, height: bounds.height, lines: numberOfLines))
    }

    /// The size the text needs when it may be `size.width` wide (0 or less: any width); the
    /// height is not limited. Whole points, zero for no text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : .infinity
        return measuredSize(width: width, height: .infinity, lines: numberOfLines)
    }

    /// The size of the text on one line, or wrapped at `preferredMaxLayoutWidth` (else the
    /// current width) when `numberOfLines` is not 1. Zero for no text.
    open override var intrinsicContentSize: CGSize {
        var width = CGFloat.infinity
        if numberOfLines != 1 {
            if preferredMaxLayoutWidth > 0 { width = preferredMaxLayoutWidth } else if bounds.width > 0 { width = bounds.width }
        }
        return measuredSize(width: width, height: .infinity, lines: numberOfLines)
    }

    /// The size of what is drawn in a box, in whole points (zero for no text).
    private func measuredSize(width: CGFloat, height: CGFloat, lines: Int) -> CGSize {
        guard let size = makeLayout(width: width, height: height, lines: lines)?.size, size != .zero else { return .zero }
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    // MARK: Drawing

    /// Draws the text in the bounds (calls `drawText(in:)`).
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the text in `rect`, vertically centred, with the label's font, colour, alignment
    /// and line settings. Override to inset the text (call `super` with the smaller rectangle).
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(),
              let layout = makeLayout(width: rect.width, height: rect.height, lines: numberOfLines, shrinking: true)
        else { return }
        let top = rect.minY + (rect.height - layout.size.height) / 2
        // Plain text is laid out without a colour: it is given here, so a new colour (a
        // highlight, an animation) needs no new layout.
        layout.draw(in: context, at: CGPoint(x: rect.minX, y: top), width: rect.width,
                    color: attributedTextStorage == nil ? textColorStorage.cgColor : nil)
    }

    /// The text as Pango lays it out, and its line break mode: the attributed text (runs
    /// without a font or colour take the label's, links the tint colour, paragraphs without a
    /// style the label's alignment and line break mode), or the plain text as one run in the
    /// label's font with the label's alignment, exactly what `attributedText` answers for it
    /// but for its colour, which `drawText(in:)` gives when it draws. Nil when there is no text.
    private func richText() -> (RichText, NSLineBreakMode)? {
        if let attributed = attributedTextStorage {
            guard attributed.length > 0 else { return nil }
            return attributed.richText(TextDefaults(font: fontStorage, color: textColorStorage,
                                                    alignment: textAlignmentStorage, lineBreakMode: lineBreakModeStorage,
                                                    linkColor: tintColor ?? .systemBlue, rightToLeft: isRightToLeft))
        }
        guard let text = textStorage, !text.isEmpty else { return nil }
        let style = TextStyle(font: fontStorage.descriptor, color: nil)
        return (RichText(runs: [.init(text: text, style: style)], alignment: textAlignmentStorage.layoutAlignment,
                         rightToLeft: isRightToLeft), lineBreakModeStorage)
    }

    /// The layout of the text in a box, or nil when there is none: lines are limited by
    /// `lines` (0: none) and by the height (at least one); with `adjustsFontSizeToFitWidth` the
    /// fonts shrink together (down to `minimumScaleFactor`, ``RichText/shrinkFactor(minimum:toFit:height:lines:wrapping:)``)
    /// until the text fits: on one line, the width; on more, `lines` and the height.
    private func makeLayout(width: CGFloat, height: CGFloat, lines: Int, shrinking: Bool = false) -> RichTextLayout? {
        guard case (var text, let mode)? = richText() else { return nil }
        let (wrapping, truncation) = mode.wrappingAndTruncation
        if shrinking, adjustsFontSizeToFitWidth, width.isFinite, width > 0 {
            let scale = text.shrinkFactor(minimum: minimumScaleFactor, toFit: width, height: height, lines: lines, wrapping: wrapping)
            if scale < 1 { text = text.scaled(by: scale) }
        }
        return RichTextLayout(text: text, width: width, maximumHeight: height, maximumNumberOfLines: max(0, lines),
                              wrapping: wrapping, truncation: truncation)
    }
}
