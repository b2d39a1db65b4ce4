import Foundation

// The attribute names UIKit adds to Foundation's (swift-corelibs-foundation has none for text
// styling), with Apple's raw values. Labels (`UILabel.attributedText`), string drawing
// (`NSAttributedString.draw(in:)`, `String.size(withAttributes:)`, `boundingRect(with:…)`),
// `UIButton.setAttributedTitle(_:for:)` and `UISegmentedControl.setTitleTextAttributes(_:for:)`
// read them.
extension NSAttributedString.Key {
    /// The font of the text (a `UIFont`; default: the system font at 12 points, where iOS uses
    /// Helvetica 12).
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of the text (a `UIColor`; default black).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text (a `UIColor`; default none), the height of the line.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space after each character, in points (a number; default 0).
    public static let kern = NSAttributedString.Key("NSKern")
    /// How the paragraph is laid out (an `NSParagraphStyle`; default `NSParagraphStyle.default`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// An underline (an `NSUnderlineStyle` or its raw value; default none).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's colour (a `UIColor`; default: the text's colour).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// A line through the text (an `NSUnderlineStyle` or its raw value; default none).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The strikethrough's colour (a `UIColor`; default: the text's colour).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// How far the baseline is raised, in points (a number; negative lowers it; default 0).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A link (a `URL` or a `String`): drawn in the tint colour and underlined.
    public static let link = NSAttributedString.Key("NSLink")
}

/// The styles of underlines and strikethroughs (UIKit's raw values). Only the line itself is
/// drawn here: `.thick` is drawn as `.single`, and the dash patterns and `.byWord` as solid lines.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line (the pattern of every style that names none; no bits set, as Apple's).
    public static let patternSolid = NSUnderlineStyle(rawValue: 0)
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Alternating dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dashes each followed by two dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Lines under words only, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
