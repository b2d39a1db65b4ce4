import Foundation

extension UIButton {
    /// A description of a button's look (iOS 15 and later): its style, title, subtitle, image,
    /// colours, insets, size and corners. Assign one to `UIButton.configuration`.
    ///
    ///     var config = UIButton.Configuration.filled()
    ///     config.title = "Continue"
    ///     config.cornerStyle = .capsule
    ///     let button = UIButton(configuration: config)
    ///
    /// The styles draw as iOS 17 in light mode: `.filled()` a tint-coloured background with a white
    /// title; `.tinted()` the tint at 15 % opacity behind a tint-coloured title; `.gray()` a
    /// systemGray5 background behind a tint-coloured title; `.plain()` no background. The
    /// bordered names are the older spellings (`bordered` is gray, `borderedTinted` tinted,
    /// `borderedProminent` filled, `borderless` plain).
    public struct Configuration: Equatable, Sendable {
        /// How round the background's corners are.
        public enum CornerStyle: Int, Sendable {
            /// A radius of 8 (the background's default radius; there is no `background` here).
            case fixed = -1
            /// A radius that follows `buttonSize`: 4, 6, 8 and 12 points from mini to large.
            case dynamic = 0
            /// 4 points.
            case small = 1
            /// 8 points.
            case medium = 2
            /// 12 points.
            case large = 3
            /// Half the height: round ends.
            case capsule = 4
        }

        /// The size class of the button: its font and default insets.
        public enum Size: Int, Sendable {
            /// 12-point title, insets 3 × 8.
            case mini = 0
            /// 15-point title, insets 5 × 10.
            case small = 1
            /// 17-point title, insets 7 × 12 (the default).
            case medium = 2
            /// 17-point title, insets 14 × 20.
            case large = 3
        }

        enum Style: Equatable { case plain, tinted, gray, filled }
        var style: Style

        /// The title.
        public var title: String?
        /// A second line under the title, in a smaller font.
        public var subtitle: String?
        /// A styled title: its characters are shown, in its first run's font and colour where it
        /// sets them (else the configuration's).
        public var attributedTitle: AttributedString?
        /// The image.
        public var image: UIImage?
        /// The symbol configuration a symbol image is drawn with (nil: the image's own).
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Where the image sits relative to the title (default `.leading`).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The distance between the image and the title (default 0).
        public var imagePadding: CGFloat = 0
        /// The distance between the title and the subtitle (default 0).
        public var titlePadding: CGFloat = 0
        /// The corner style of the background (default `.dynamic`).
        public var cornerStyle: CornerStyle = .dynamic
        /// The title and image colour; nil uses the style's (white for filled, else the tint).
        public var baseForegroundColor: UIColor?
        /// The background colour; nil uses the style's (derived from the tint).
        public var baseBackgroundColor: UIColor?
        /// The size class (default `.medium`).
        public var buttonSize: Size = .medium
        /// Whether an activity indicator replaces the image (accepted; not drawn).
        public var showsActivityIndicator = false
        /// Restyles the title: receives the configuration's font and colour, returns the ones drawn.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Restyles the subtitle, as `titleTextAttributesTransformer` does the title.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Whether the content dims while the button is highlighted (default true).
        public var automaticallyUpdateForSelection = true

        private var contentInsetsStorage: NSDirectionalEdgeInsets?
        /// The distance from the edges to the content; by default it follows `buttonSize`.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { contentInsetsStorage ?? Self.defaultInsets(buttonSize) }
            set { contentInsetsStorage = newValue }
        }

        private init(style: Style) { self.style = style }

        /// No background; a tint-coloured title.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A background of the tint at 15 % opacity; a tint-coloured title.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A light grey background; a tint-coloured title.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A tint-coloured background; a white title.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// The same as `plain()`.
        public static func borderless() -> Configuration { plain() }
        /// The same as `gray()`.
        public static func bordered() -> Configuration { gray() }
        /// The same as `tinted()`.
        public static func borderedTinted() -> Configuration { tinted() }
        /// The same as `filled()`.
        public static func borderedProminent() -> Configuration { filled() }

        /// The configuration as it applies to `button`'s current state (this one, unchanged:
        /// the state's effects are drawn by the button).
        @MainActor public func updated(for button: UIButton) -> Configuration { self }

        public static func == (a: Configuration, b: Configuration) -> Bool {
            a.style == b.style && a.title == b.title && a.subtitle == b.subtitle && a.attributedTitle == b.attributedTitle
                && a.image === b.image && a.preferredSymbolConfigurationForImage == b.preferredSymbolConfigurationForImage
                && a.imagePlacement == b.imagePlacement && a.imagePadding == b.imagePadding
                && a.titlePadding == b.titlePadding && a.cornerStyle == b.cornerStyle
                && a.baseForegroundColor == b.baseForegroundColor && a.baseBackgroundColor == b.baseBackgroundColor
                && a.buttonSize == b.buttonSize && a.showsActivityIndicator == b.showsActivityIndicator
                && a.contentInsets == b.contentInsets && a.automaticallyUpdateForSelection == b.automaticallyUpdateForSelection
                && a.titleTextAttributesTransformer?.function === b.titleTextAttributesTransformer?.function
                && a.subtitleTextAttributesTransformer?.function === b.subtitleTextAttributesTransformer?.function
        }

        // MARK: Resolved values

        static func defaultInsets(_ size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        var titleFont: UIFont {
            switch buttonSize {
            case .mini: .systemFont(ofSize: 12)
            case .small: .systemFont(ofSize: 15)
            case .medium, .large: .systemFont(ofSize: 17)
            }
        }

        var subtitleFont: UIFont { .systemFont(ofSize: max(10, titleFont.pointSize - 4)) }

        /// The title's font and colour: the size's font and `foreground`, then the attributed
        /// title's own (its first run's), then what the transformer makes of them.
        func titleAttributes(foreground: UIColor) -> (font: UIFont, color: UIColor) {
            var container = AttributeContainer()
            container.font = titleFont
            container.foregroundColor = foreground
            if let run = attributedTitle?.runs.first {
                if let font = run.font { container.font = font }
                if let color = run.foregroundColor { container.foregroundColor = color }
            }
            if let transformer = titleTextAttributesTransformer { container = transformer(container) }
            return (container.font ?? titleFont, container.foregroundColor ?? foreground)
        }

        /// The subtitle's font and colour, with `subtitleTextAttributesTransformer` applied.
        func subtitleAttributes(foreground: UIColor) -> (font: UIFont, color: UIColor) {
            var container = AttributeContainer()
            container.font = subtitleFont
            container.foregroundColor = foreground
            if let transformer = subtitleTextAttributesTransformer { container = transformer(container) }
            return (container.font ?? subtitleFont, container.foregroundColor ?? foreground)
        }

        /// The text shown as the title (the attributed title's characters win).
        var shownTitle: String? {
            if let attributedTitle { return String(attributedTitle.characters) }
            return title
        }

        func foregroundColor(tint: UIColor, enabled: Bool) -> UIColor {
            if !enabled { return .tertiaryLabel }
            return baseForegroundColor ?? (style == .filled ? .white : tint)
        }

        func backgroundColor(tint: UIColor, enabled: Bool) -> UIColor? {
            if !enabled { return style == .plain ? nil : .quaternarySystemFill }
            switch style {
            case .plain: return baseBackgroundColor
            case .filled: return baseBackgroundColor ?? tint
            case .tinted: return (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
            case .gray: return baseBackgroundColor ?? .systemGray5
            }
        }

        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed, .medium: 8
            case .small: 4
            case .large: 12
            case .capsule: height / 2
            case .dynamic:
                switch buttonSize {
                case .mini: 4
                case .small: 6
                case .medium: 8
                case .large: 12
                }
            }
        }
    }
}
