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
/// drawn with Pango (see `UIFont` and `TextLayout`); `attributedText` is not supported.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// A label is an accessibility element whose label is its text (static text).
    override var accessibilityDefaults: (isElement: Bool, label: String?, traits: UIAccessibilityTraits) {
        (true, text, .staticText)
    }

    /// The text shown; nil or empty shows nothing.
    open var text: String? { didSet { textAttributesDidChange() } }

    /// The font of the text (default: the system font at 17 points); setting nil restores it.
    open var font: UIFont! {
        get { fontStorage }
        set { fontStorage = newValue ?? UILabel.defaultFont; textAttributesDidChange() }
    }
    private var fontStorage: UIFont = UILabel.defaultFont
    private static var defaultFont: UIFont { .systemFont(ofSize: 17) }

    /// The colour of the text (default `.label`); setting nil restores it.
    open var textColor: UIColor! {
        get { textColorStorage }
        set { textColorStorage = newValue ?? .label; setNeedsDisplay() }
    }
    private var textColorStorage: UIColor = .label

    /// How lines are placed horizontally (default `.natural`, which is left here).
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }

    /// The most lines to show (default 1); 0 means as many as the text needs and the height allows.
    open var numberOfLines: Int = 1 { didSet { textAttributesDidChange() } }

    /// How lines wrap and how the last visible line is shortened (default `.byTruncatingTail`).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textAttributesDidChange() } }

    /// The width multi-line text wraps at when computing `intrinsicContentSize` (default 0:
    /// the label's current width, or no limit when it has none).
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }

    /// Whether a one-line label shrinks its font (down to `minimumScaleFactor`) to fit its width.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }

    /// The smallest fraction of the font size `adjustsFontSizeToFitWidth` may shrink to (default
    /// 0: UIKit then uses the smallest legible size, taken here as half the font size).
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

    // MARK: Measuring

    /// The rectangle the text occupies when drawn in `bounds` with at most `numberOfLines`
    /// lines (0: no limit), its origin at `bounds.origin`; zero size for no text.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let layout = makeLayout(width: bounds.width, height: bounds.height, lines: numberOfLines)
        return CGRect(origin: bounds.origin, size: Self.pointSize(of: layout))
    }

    /// The size the text needs when it may be `size.width` wide (0 or less: any width); the
    /// height is not limited. Whole points, zero for no text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : .infinity
        return Self.pointSize(of: makeLayout(width: width, height: .infinity, lines: numberOfLines))
    }

    /// The size of the text on one line, or wrapped at `preferredMaxLayoutWidth` (else the
    /// current width) when `numberOfLines` is not 1. Zero for no text.
    open override var intrinsicContentSize: CGSize {
        var width = CGFloat.infinity
        if numberOfLines != 1 {
            if preferredMaxLayoutWidth > 0 { width = preferredMaxLayoutWidth } else if bounds.width > 0 { width = bounds.width }
        }
        return Self.pointSize(of: makeLayout(width: width, height: .infinity, lines: numberOfLines))
    }

    private static func pointSize(of layout: TextLayout?) -> CGSize {
        guard let size = layout?.size, size != .zero else { return .zero }
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
        let alignment: TextLayout.Alignment = switch textAlignment {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified, .natural: .natural
        }
        layout.draw(in: context, at: CGPoint(x: rect.minX, y: top), width: rect.width,
                    color: textColorStorage.cgColor, alignment: alignment)
    }

    /// The layout of the text in a box, or nil when there is no text.
    ///
    /// Lines are limited by `lines` (0: none) and by how many fit `height` (at least one).
    private func makeLayout(width: CGFloat, height: CGFloat, lines: Int, shrinking: Bool = false) -> TextLayout? {
        guard let text, !text.isEmpty else { return nil }
        var descriptor = fontStorage.descriptor
        let metrics = descriptor.metrics
        var maxLines = max(0, lines)
        if height.isFinite, metrics.lineSpacing > 0 {
            let fitting = 1 + Int(((height - metrics.lineHeight) / metrics.lineSpacing + 1e-6).rounded(.down))
            let limit = max(1, fitting)
            maxLines = maxLines == 0 ? limit : min(maxLines, limit)
        }
        let (wrapping, truncation): (TextLayout.Wrapping, TextLayout.Truncation) = switch lineBreakMode {
        case .byWordWrapping: (.words, .none)
        case .byCharWrapping: (.characters, .none)
        case .byClipping: (.words, .clip)
        case .byTruncatingHead: (.words, .head)
        case .byTruncatingTail: (.words, .tail)
        case .byTruncatingMiddle: (.words, .middle)
        }
        if shrinking, adjustsFontSizeToFitWidth, numberOfLines == 1, width.isFinite {
            descriptor.size = Self.shrunkSize(of: text, font: descriptor, toFit: width, minimumScaleFactor: minimumScaleFactor)
        }
        return TextLayout(text: text, font: descriptor, width: width, maximumNumberOfLines: maxLines,
                          wrapping: wrapping, truncation: truncation)
    }

    /// The largest font size, down to the minimum scale, at which `text` fits on one line in `width`.
    private static func shrunkSize(of text: String, font: FontDescriptor, toFit width: CGFloat,
                                   minimumScaleFactor: CGFloat) -> CGFloat {
        let measure = CGContext.measuring
        let full = measure.textAdvance(text, font: font)
        guard full > width, full > 0 else { return font.size }
        let scale = minimumScaleFactor > 0 ? min(minimumScaleFactor, 1) : 0.5
        // Advances grow in proportion to the size (metric hinting is off), so one division suffices;
        // the small margin absorbs rounding.
        return max(font.size * scale, font.size * width / full * 0.999)
    }
}
