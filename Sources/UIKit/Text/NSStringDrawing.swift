import Foundation

/// How `boundingRect(with:options:…)` and `draw(with:options:…)` lay out a string (UIKit's raw values).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay out lines wrapped at the given width, from the rectangle's top (the origin is the
    /// first line's top). Without it the string is one line and the origin is its baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading between lines (Pango's line height already includes it).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measure glyphs' ink instead of their advances (measured as advances here).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Shorten the last line that fits the height with the paragraph's truncation (tail by
    /// default), instead of leaving out what does not fit.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What string drawing reports back, and the smallest scale it may shrink text to.
///
/// Apple: `minimumScaleFactor` is "the scale factor that determines the smallest font size to
/// use during drawing. A value of 0.0 corresponds to a scale factor of 1.0. Any value greater
/// than 0.0 is multiplied by the font point size to get the smallest font size that is
/// permissible to use"; `actualScaleFactor` is "the actual scale factor that the system applied
/// to the font during drawing". So `boundingRect(with:options:context:)` and
/// `draw(with:options:context:)` shrink every font (and kern) of a string that does not fit
/// the rectangle by one factor, the largest that makes it fit and not below the minimum: on one
/// line (without `.usesLineFragmentOrigin`) until it fits the width, wrapped until its lines
/// fit the height. Text that does not fit even at the minimum is
/// measured and drawn at the minimum.
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
    /// The smallest factor text may be shrunk by to fit (default 0: not shrunk; 1 or more: not
    /// shrunk either).
    open var minimumScaleFactor: CGFloat = 0
    /// The factor the last measured or drawn text was shrunk by (1: not shrunk).
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the last measured or drawn text covered.
    open internal(set) var totalBounds: CGRect = .zero

    public override init() { super.init() }
}

/// What attributes left out mean: the values runs without an attribute take.
struct TextDefaults {
    var font: UIFont
    var color: UIColor
    /// The alignment and line break mode of paragraphs without a paragraph style (nil: natural,
    /// and word wrapping).
    var alignment: NSTextAlignment?
    var lineBreakMode: NSLineBreakMode?
    /// The colour of `.link` runs.
    var linkColor: UIColor
    /// Whether paragraphs of natural direction run right to left (the view's direction, or
    /// the app's for string drawing).
    var rightToLeft = LaunchOptions.current.layoutDirection == .rightToLeft

    /// String drawing's defaults: the system font at 12 points (iOS: Helvetica 12), black text,
    /// links in the system blue.
    static var drawing: TextDefaults {
        TextDefaults(font: .systemFont(ofSize: 12), color: .black, linkColor: .systemBlue)
    }
}

/// A number attribute's value (`CGFloat`, `Double`, `Int`, `NSNumber`).
private func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let v as CGFloat: v
    case let v as Double: CGFloat(v)
    case let v as Float: CGFloat(v)
    case let v as Int: CGFloat(v)
    case let v as NSNumber: CGFloat(v.doubleValue)
    default: nil
    }
}

/// An underline or strikethrough attribute's value (`NSUnderlineStyle` or its raw value).
private func lineStyle(_ value: Any?) -> NSUnderlineStyle {
    switch value {
    case let v as NSUnderlineStyle: v
    case let v as Int: NSUnderlineStyle(rawValue: v)
    case let v as NSNumber: NSUnderlineStyle(rawValue: v.intValue)
    default: []
    }
}

extension NSLineBreakMode {
    /// How `TextLayout`/`RichTextLayout` wrap and truncate for this mode.
    var wrappingAndTruncation: (TextLayout.Wrapping, TextLayout.Truncation) {
        switch self {
        case .byWordWrapping: (.words, .none)
        case .byCharWrapping: (.characters, .none)
        case .byClipping: (.words, .clip)
        case .byTruncatingHead: (.words, .head)
        case .byTruncatingTail: (.words, .tail)
        case .byTruncatingMiddle: (.words, .middle)
        }
    }
}

extension NSTextAlignment {
    /// The side lines are placed on in a view laid out `rightToLeft` or not: `.natural` (and
    /// `.justified`, whose lines are not stretched here) on the leading side.
    func resolved(rightToLeft: Bool) -> NSTextAlignment {
        switch self {
        case .natural, .justified: rightToLeft ? .right : .left
        default: self
        }
    }

    /// The alignment lines are drawn with (`.justified` as `.natural`: on the paragraph's
    /// leading side).
    var layoutAlignment: TextLayout.Alignment {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified, .natural: .natural
        }
    }
}

extension NSAttributedString {
    /// The string's runs as Pango lays them out, with each paragraph's style (alignment, line
    /// and paragraph spacing: the `.paragraphStyle` of its first character, as UIKit reads it),
    /// and the first paragraph's line break mode.
    func richText(_ defaults: TextDefaults) -> (text: RichText, lineBreakMode: NSLineBreakMode) {
        let ns = string as NSString
        var runs: [RichText.Run] = []
        enumerateAttributes(in: NSRange(location: 0, length: ns.length), options: []) { attributes, range, _ in
            let font = attributes[.font] as? UIFont ?? defaults.font
            let isLink = attributes[.link] != nil
            let color = attributes[.foregroundColor] as? UIColor ?? (isLink ? defaults.linkColor : defaults.color)
            let underline = lineStyle(attributes[.underlineStyle])
            let strike = lineStyle(attributes[.strikethroughStyle])
            let style = TextStyle(
                font: font.descriptor, color: TextColor(color.cgColor),
                backgroundColor: (attributes[.backgroundColor] as? UIColor).map { TextColor($0.cgColor) },
                kern: number(attributes[.kern]) ?? 0,
                underline: underline.contains(.double) && underline.rawValue & 0x0F == 0x09 ? .double
                    : (!underline.isEmpty || isLink ? .single : .none),
                underlineColor: (attributes[.underlineColor] as? UIColor).map { TextColor($0.cgColor) },
                strikethrough: !strike.isEmpty,
                strikethroughColor: (attributes[.strikethroughColor] as? UIColor).map { TextColor($0.cgColor) },
                baselineOffset: number(attributes[.baselineOffset]) ?? 0)
            runs.append(RichText.Run(text: ns.substring(with: range), style: style))
        }
        let styles = paragraphStyles()
        let first = styles.first ?? nil
        let mode = first?.lineBreakMode ?? defaults.lineBreakMode ?? .byWordWrapping
        let paragraphs = (styles.isEmpty ? [nil] : styles).map { style in
            let rightToLeft = switch style?.baseWritingDirection ?? .natural {
            case .natural: defaults.rightToLeft
            case .leftToRight: false
            case .rightToLeft: true
            }
            return RichText.ParagraphStyle(alignment: (style?.alignment ?? defaults.alignment ?? .natural).layoutAlignment,
                                    lineSpacing: style?.lineSpacing ?? 0, paragraphSpacing: style?.paragraphSpacing ?? 0,
                                    paragraphSpacingBefore: style?.paragraphSpacingBefore ?? 0,
                                    lineHeightMultiple: style?.lineHeightMultiple ?? 0,
                                    minimumLineHeight: style?.minimumLineHeight ?? 0, maximumLineHeight: style?.maximumLineHeight ?? 0,
                                    firstLineHeadIndent: style?.firstLineHeadIndent ?? 0, headIndent: style?.headIndent ?? 0,
                                    tailIndent: style?.tailIndent ?? 0, rightToLeft: rightToLeft)
        }
        return (RichText(runs: runs, paragraphStyles: paragraphs), mode)
    }

    /// The paragraph style of each paragraph's first character (nil where it has none), first
    /// to last, paragraphs ending as Pango's and Foundation's do (``ParagraphBreaks``); a final
    /// separator starts no paragraph of its own here (it has no character to style).
    private func paragraphStyles() -> [NSParagraphStyle?] {
        let units = string.utf16
        guard !units.isEmpty else { return [] }
        let starts = [0] + ParagraphBreaks.starts(utf16: units).filter { $0 < units.count }
        return starts.map { attribute(.paragraphStyle, at: $0, effectiveRange: nil) as? NSParagraphStyle }
    }

    /// The layout string drawing measures and draws: wrapped at `size.width` (with
    /// `.usesLineFragmentOrigin`, else one line per paragraph), and with
    /// `.truncatesLastVisibleLine` limited to `size.height` with the last line shortened;
    /// shrunk by `context`'s `minimumScaleFactor` when it does not fit. Also the factor used.
    private func drawingLayout(_ size: CGSize, options: NSStringDrawingOptions,
                               context: NSStringDrawingContext?) -> (RichTextLayout, scale: CGFloat) {
        let (text, mode) = richText(.drawing)
        let (wrapping, truncation) = mode.wrappingAndTruncation
        let wraps = options.contains(.usesLineFragmentOrigin)
        let width = wraps && size.width > 0 ? size.width : CGFloat.infinity
        let limited = wraps && options.contains(.truncatesLastVisibleLine) && size.height > 0
        func layout(_ text: RichText) -> RichTextLayout {
            RichTextLayout(text: text, width: width, maximumHeight: limited ? size.height : .infinity,
                           wrapping: wrapping, truncation: limited ? (truncation == .none ? .tail : truncation) : .none)
        }
        let scale = text.shrinkFactor(minimum: context?.minimumScaleFactor ?? 0, toFit: size.width, height: size.height,
                                      lines: wraps ? 0 : 1, wrapping: wrapping)
        return (layout(scale == 1 ? text : text.scaled(by: scale)), scale)
    }

    /// The size of the string on one line per paragraph (not wrapped): exactly what
    /// `draw(at:)` covers. Fractional, as on iOS (round up to size a view).
    public func size() -> CGSize {
        RichTextLayout(text: richText(.drawing).text, truncation: .none).size
    }

    /// The rectangle the string covers when laid out in `size` (see `NSStringDrawingOptions`):
    /// with `.usesLineFragmentOrigin` its origin is the first line's top, lines wrap at
    /// `size.width` (0: no limit) and the height is that of all lines (with
    /// `.truncatesLastVisibleLine`, of the lines that fit `size.height`); without it the string is
    /// one line per paragraph and the origin is relative to the first baseline (y = −ascent).
    /// Exactly what `draw(with:options:context:)` draws.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        let (layout, scale) = drawingLayout(size, options: options, context: context)
        let y = options.contains(.usesLineFragmentOrigin) ? 0 : -(layout.lines.first?.baseline ?? 0)
        let rect = CGRect(x: 0, y: y, width: layout.size.width, height: layout.size.height)
        context?.totalBounds = rect
        context?.actualScaleFactor = scale
        return rect
    }

    /// Draws the string with the top-left of its first line at `point`, one line per paragraph.
    @MainActor public func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        RichTextLayout(text: richText(.drawing).text, truncation: .none).draw(in: context, at: point)
    }

    /// Draws the string wrapped in `rect` from its top (lines below the bottom are left out, the
    /// paragraph style's truncation shortening the last one shown), aligned in its width.
    @MainActor public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let (text, mode) = richText(.drawing)
        let (wrapping, truncation) = mode.wrappingAndTruncation
        RichTextLayout(text: text, width: rect.width, maximumHeight: rect.height, wrapping: wrapping,
                       truncation: truncation).draw(in: context, at: rect.origin, width: rect.width)
    }

    /// Draws what `boundingRect(with: rect.size, options:context:)` measures, at `rect`'s origin
    /// (the first line's top with `.usesLineFragmentOrigin`, else the first baseline).
    @MainActor public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        guard let cg = UIGraphicsGetCurrentContext() else { return }
        let (layout, scale) = drawingLayout(rect.size, options: options, context: context)
        let top = options.contains(.usesLineFragmentOrigin) ? rect.minY : rect.minY - (layout.lines.first?.baseline ?? 0)
        layout.draw(in: cg, at: CGPoint(x: rect.minX, y: top), width: options.contains(.usesLineFragmentOrigin) ? rect.width : nil)
        context?.totalBounds = CGRect(x: rect.minX, y: top, width: layout.size.width, height: layout.size.height)
        context?.actualScaleFactor = scale
    }
}

extension NSString {
    /// The size of the string drawn with `attrs` on one line per paragraph (see
    /// `NSAttributedString.size()`).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self as String, attributes: attrs).size()
    }

    /// See `NSAttributedString.boundingRect(with:options:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self as String, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }

    /// Draws the string with the top-left of its first line at `point`.
    @MainActor public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(at: point)
    }

    /// Draws the string wrapped in `rect`.
    @MainActor public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(in: rect)
    }

    /// See `NSAttributedString.draw(with:options:context:)`.
    @MainActor public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                                attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        NSAttributedString(string: self as String, attributes: attributes).draw(with: rect, options: options, context: context)
    }
}

extension String {
    /// The size of the string drawn with `attrs` on one line per paragraph (see
    /// `NSAttributedString.size()`).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self, attributes: attrs).size()
    }

    /// See `NSAttributedString.boundingRect(with:options:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }

    /// Draws the string with the top-left of its first line at `point`.
    @MainActor public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attrs).draw(at: point)
    }

    /// Draws the string wrapped in `rect`.
    @MainActor public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attrs).draw(in: rect)
    }

    /// See `NSAttributedString.draw(with:options:context:)`.
    @MainActor public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                                attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        NSAttributedString(string: self, attributes: attributes).draw(with: rect, options: options, context: context)
    }
}
