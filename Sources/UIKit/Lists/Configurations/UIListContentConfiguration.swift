import Foundation

/// The content of a list row or header, as iOS 14's lists draw it: an optional image at the
/// leading edge, a text, and a secondary text under it (`subtitleCell()`) or at the trailing
/// edge (`valueCell()`), inside layout margins.
///
/// The styles' fonts and colours are iOS 17's: a cell's text is `.body` in `.label`, a
/// subtitle `.subheadline` in `.secondaryLabel`, a value `.body` in `.secondaryLabel`; a grouped
/// header `.footnote` in `.secondaryLabel`, a plain header `.headline`… Margins are 11 points
/// above and below and 16 at the sides (20 above and 6 below a header), so a one-line cell is
/// 44 points tall, as on an iPhone. `updated(for:)` returns the configuration unchanged except
/// for the sidebar styles, whose selected rows turn their text and image white (the row's
/// selection is the tint colour there).
///
/// The configuration is a plain value (`nonisolated`: it may be built and compared anywhere);
/// only making its view needs the main actor.
public nonisolated struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// How a text is drawn.
    public struct TextProperties: Hashable {
        /// How the text is aligned.
        public enum TextAlignment: Int, Hashable, Sendable { case natural, center, justified }
        /// A change of case applied to the text.
        public enum TextTransform: Int, Hashable, Sendable { case none, capitalized, lowercase, uppercase }

        public var font: UIFont
        public var color: UIColor
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The most lines (0: as many as the text needs).
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var transform: TextTransform = .none

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The colour the text is drawn in.
        public func resolvedColor() -> UIColor { color }

        func apply(to label: UILabel, text: String?, attributedText: NSAttributedString?) {
            label.font = font
            label.textColor = color
            label.numberOfLines = numberOfLines
            label.lineBreakMode = lineBreakMode
            label.adjustsFontSizeToFitWidth = adjustsFontSizeToFitWidth
            label.minimumScaleFactor = minimumScaleFactor
            label.textAlignment = switch alignment {
            case .natural: .natural
            case .center: .center
            case .justified: .justified
            }
            if let attributedText {
                label.attributedText = attributedText
            } else {
                label.text = text.map { t in
                    switch transform {
                    case .none: t
                    case .capitalized: t.capitalized
                    case .lowercase: t.lowercased()
                    case .uppercase: t.uppercased()
                    }
                }
            }
        }
    }

    /// How the image is drawn.
    public struct ImageProperties: Hashable {
        /// The size an image takes when it asks for the standard one (`reservedLayoutSize`).
        public static let standardDimension: CGFloat = -.greatestFiniteMagnitude
        /// The colour of a template image (nil: the view's tint colour).
        public var tintColor: UIColor?
        /// The largest the image is drawn (zero: its own size).
        public var maximumSize: CGSize = .zero
        /// The room kept for the image, even when it is smaller (zero: its own size), so the
        /// texts of rows with different images line up.
        public var reservedLayoutSize: CGSize = .zero
        public var cornerRadius: CGFloat = 0
        public var accessibilityIgnoresInvertColors = false

        /// The tint the image is drawn in, given the view's tint colour.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor { self.tintColor ?? tintColor }
    }

    /// The layouts, each the configuration of one of Apple's factory methods.
    enum Style: Hashable { case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell, groupedHeader, groupedFooter, plainHeader, plainFooter, prominentInsetGroupedHeader, extraProminentInsetGroupedHeader, sidebarHeader }
    let style: Style

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties: TextProperties
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties: TextProperties
    /// The margins around the content (leading and trailing follow the layout direction).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the two texts share a line when there is room (`valueCell()`), else stack.
    public var prefersSideBySideTextAndSecondaryText: Bool
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat

    init(style: Style, text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets,
         sideBySide: Bool = false, verticalPadding: CGFloat = 3) {
        self.style = style
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
        prefersSideBySideTextAndSecondaryText = sideBySide
        textToSecondaryTextVerticalPadding = verticalPadding
    }

    static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    static let headerMargins = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 6, trailing: 16)

    // MARK: The styles

    /// A row: a text and an image.
    public static func cell() -> Self {
        Self(style: .cell, text: .init(font: .preferredFont(forTextStyle: .body), color: .label),
             secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel), margins: cellMargins)
    }
    /// A row with a secondary text under the text.
    public static func subtitleCell() -> Self {
        var c = Self(style: .subtitleCell, text: .init(font: .preferredFont(forTextStyle: .body), color: .label),
                     secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel), margins: cellMargins)
        c.textToSecondaryTextVerticalPadding = 3
        return c
    }
    /// A row with a secondary text at the trailing edge.
    public static func valueCell() -> Self {
        Self(style: .valueCell, text: .init(font: .preferredFont(forTextStyle: .body), color: .label),
             secondary: .init(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel), margins: cellMargins,
             sideBySide: true)
    }
    /// A sidebar row.
    public static func sidebarCell() -> Self {
        Self(style: .sidebarCell, text: .init(font: .preferredFont(forTextStyle: .body), color: .label),
             secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel), margins: cellMargins)
    }
    /// A sidebar row with a secondary text under the text.
    public static func sidebarSubtitleCell() -> Self {
        Self(style: .sidebarSubtitleCell, text: .init(font: .preferredFont(forTextStyle: .body), color: .label),
             secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel), margins: cellMargins)
    }
    /// A grouped list's section header.
    public static func groupedHeader() -> Self {
        Self(style: .groupedHeader, text: .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
             secondary: .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel), margins: headerMargins)
    }
    /// A grouped list's section footer.
    public static func groupedFooter() -> Self {
        Self(style: .groupedFooter, text: .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
             secondary: .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
             margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16))
    }
    /// A plain list's section header.
    public static func plainHeader() -> Self {
        Self(style: .plainHeader, text: .init(font: .preferredFont(forTextStyle: .headline), color: .label),
             secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
             margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
    }
    /// A plain list's section footer.
    public static func plainFooter() -> Self {
        Self(style: .plainFooter, text: .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
             secondary: .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
             margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
    }
    /// An inset grouped list's prominent header (iOS 15).
    public static func prominentInsetGroupedHeader() -> Self {
        Self(style: .prominentInsetGroupedHeader, text: .init(font: .systemFont(ofSize: 20, weight: .bold), color: .label),
             secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel), margins: headerMargins)
    }
    /// An inset grouped list's extra prominent header (iOS 15).
    public static func extraProminentInsetGroupedHeader() -> Self {
        Self(style: .extraProminentInsetGroupedHeader, text: .init(font: .systemFont(ofSize: 22, weight: .bold), color: .label),
             secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel), margins: headerMargins)
    }
    /// A sidebar's section header.
    public static func sidebarHeader() -> Self {
        Self(style: .sidebarHeader, text: .init(font: .preferredFont(forTextStyle: .headline), color: .secondaryLabel),
             secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel), margins: headerMargins)
    }

    // MARK: UIContentConfiguration

    @MainActor public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    public func updated(for state: any UIConfigurationState) -> Self {
        guard style == .sidebarCell || style == .sidebarSubtitleCell, let cell = state as? UICellConfigurationState else { return self }
        var c = self
        if cell.isSelected || cell.isHighlighted {
            if c.colorsBeforeSelection == nil {
                c.colorsBeforeSelection = SavedColors(text: textProperties.color, secondary: secondaryTextProperties.color,
                                                      tint: imageProperties.tintColor)
            }
            c.textProperties.color = .white
            c.secondaryTextProperties.color = .white
            c.imageProperties.tintColor = .white
        } else if let saved = c.colorsBeforeSelection {
            c.textProperties.color = saved.text
            c.secondaryTextProperties.color = saved.secondary
            c.imageProperties.tintColor = saved.tint
            c.colorsBeforeSelection = nil
        }
        return c
    }

    /// A sidebar row's colours while it is not selected (updated(for:) turns them white while it is).
    struct SavedColors: Hashable {
        let text: UIColor, secondary: UIColor, tint: UIColor?
    }
    var colorsBeforeSelection: SavedColors?
}
