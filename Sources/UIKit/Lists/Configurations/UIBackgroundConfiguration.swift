import Foundation

/// Changes a colour for a state (iOS 14): a background configuration's colour goes through it.
public struct UIConfigurationColorTransformer: Sendable {
    /// The change.
    public let transform: @Sendable (UIColor) -> UIColor
    /// A transformer that applies `transform`.
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }
    /// Applies it.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// The colour's grey (its luminance).
    public static let grayscale = UIConfigurationColorTransformer { colour in
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        colour.getRed(&r, green: &g, blue: &b, alpha: &a)
        let y = 0.299 * r + 0.587 * g + 0.114 * b
        return UIColor(red: y, green: y, blue: y, alpha: a)
    }
    /// The tint colour, whatever the input (here the system blue: the view's tint is not known).
    public static let preferredTint = UIConfigurationColorTransformer { _ in .systemBlue }
    /// The tint colour in grey (here the system grey).
    public static let monochromeTint = UIConfigurationColorTransformer { _ in .systemGray }
}

/// How a cell's (or header's) background looks (iOS 14): a colour, a corner radius, insets, a
/// stroke, an image or a view of your own — and, for the list styles, how it changes when the
/// cell is highlighted or selected (`updated(for:)`; a cell with
/// `automaticallyUpdatesBackgroundConfiguration` applies it itself).
///
///     var background = UIBackgroundConfiguration.listPlainCell()
///     background.backgroundColor = .systemYellow
///     background.cornerRadius = 8
///     cell.backgroundConfiguration = background
public struct UIBackgroundConfiguration: Hashable {
    enum Style: Hashable { case clear, plainCell, plainHeaderFooter, groupedCell, groupedHeaderFooter, sidebarHeader, sidebarCell, accompaniedSidebarCell }
    let style: Style

    /// A view shown behind (default nil), filling the background's frame.
    public var customView: UIView?
    /// The corner radius (default 0).
    public var cornerRadius: CGFloat = 0
    /// Insets of the background from the view's edges (default zero).
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// Edges whose layout margins are added to the insets (default none).
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The colour (nil: the view's tint colour); setting it keeps it in every state.
    public var backgroundColor: UIColor? {
        get { colour }
        set { colour = newValue; colourIsCustom = true }
    }
    /// Changes the colour (default nil).
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// A visual effect behind the content (default nil).
    public var visualEffect: UIVisualEffect?
    /// An image filling the background (default nil; iOS 15).
    public var image: UIImage?
    /// How the image fills it (default `.scaleToFill`).
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// The stroke's colour (nil: the tint colour; drawn when `strokeWidth` > 0).
    public var strokeColor: UIColor?
    /// Changes the stroke's colour (default nil).
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's width (default 0: none).
    public var strokeWidth: CGFloat = 0
    /// How far the stroke lies outside the background (default 0).
    public var strokeOutset: CGFloat = 0

    private var colour: UIColor?
    private var colourIsCustom = false

    private init(_ style: Style, _ colour: UIColor?) {
        self.style = style
        self.colour = colour
    }

    /// No background.
    public static func clear() -> Self { .init(.clear, .clear) }
    /// A plain list's cell (a table view's plain style).
    public static func listPlainCell() -> Self { .init(.plainCell, .systemBackground) }
    /// A plain list's header or footer.
    public static func listPlainHeaderFooter() -> Self { .init(.plainHeaderFooter, .systemBackground) }
    /// A grouped list's cell.
    public static func listGroupedCell() -> Self { .init(.groupedCell, .secondarySystemGroupedBackground) }
    /// A grouped list's header or footer (clear: the list shows through).
    public static func listGroupedHeaderFooter() -> Self { .init(.groupedHeaderFooter, .clear) }
    /// A sidebar's header.
    public static func listSidebarHeader() -> Self { .init(.sidebarHeader, .clear) }
    /// A sidebar's cell.
    public static func listSidebarCell() -> Self {
        var c = Self(.sidebarCell, .clear)
        c.cornerRadius = 10
        return c
    }
    /// A sidebar's cell beside a supplementary column.
    public static func listAccompaniedSidebarCell() -> Self {
        var c = Self(.accompaniedSidebarCell, .clear)
        c.cornerRadius = 10
        return c
    }
    /// A list's cell, in the list's style (iOS 18; here a plain list's).
    public static func listCell() -> Self { listPlainCell() }
    /// A list's header (iOS 18; here a plain list's).
    public static func listHeader() -> Self { listPlainHeaderFooter() }
    /// A list's footer (iOS 18; here a plain list's).
    public static func listFooter() -> Self { listPlainHeaderFooter() }

    /// The colour drawn, given the view's tint colour.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let c = colour ?? tintColor
        return backgroundColorTransformer?(c) ?? c
    }

    /// The stroke's colour drawn, given the view's tint colour.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let c = strokeColor ?? tintColor
        return strokeColorTransformer?(c) ?? c
    }

    /// A copy whose default styling follows `state`: a list cell greys while highlighted or
    /// selected (a sidebar's rounds it). A colour set by the client stays.
    public func updated(for state: any UIConfigurationState) -> Self {
        guard !colourIsCustom else { return self }
        var c = self
        let cell = state as? UICellConfigurationState
        let active = (cell?.isSelected ?? false) || (cell?.isHighlighted ?? false)
        switch style {
        case .plainCell: c.colour = active ? .systemGray4 : .systemBackground
        case .groupedCell: c.colour = active ? .systemGray4 : .secondarySystemGroupedBackground
        case .sidebarCell, .accompaniedSidebarCell: c.colour = active ? .systemGray5 : .clear
        case .clear, .plainHeaderFooter, .groupedHeaderFooter, .sidebarHeader: break
        }
        return c
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.style == b.style && a.customView === b.customView && a.cornerRadius == b.cornerRadius && a.backgroundInsets == b.backgroundInsets
            && a.edgesAddingLayoutMarginsToBackgroundInsets == b.edgesAddingLayoutMarginsToBackgroundInsets && a.colour == b.colour
            && a.colourIsCustom == b.colourIsCustom && a.visualEffect === b.visualEffect && a.image === b.image
            && a.imageContentMode == b.imageContentMode && a.strokeColor == b.strokeColor && a.strokeWidth == b.strokeWidth
            && a.strokeOutset == b.strokeOutset && (a.backgroundColorTransformer == nil) == (b.backgroundColorTransformer == nil)
            && (a.strokeColorTransformer == nil) == (b.strokeColorTransformer == nil)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(cornerRadius)
        hasher.combine(strokeWidth)
    }
}

/// Draws a background configuration behind a cell's content.
@MainActor
final class BackgroundConfigurationView: UIView {
    private let fill = UIView()
    private let imageView = UIImageView()
    private var effectView: UIVisualEffectView?
    private var custom: UIView?
    private(set) var configuration: UIBackgroundConfiguration

    init(_ configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        backgroundColor = nil
        fill.isUserInteractionEnabled = false
        imageView.isUserInteractionEnabled = false
        addSubview(fill)
        addSubview(imageView)
        apply(configuration)
    }

    required init?(coder: NSCoder) { nil }

    func apply(_ configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        let tint = tintColor ?? .systemBlue
        fill.backgroundColor = configuration.resolvedBackgroundColor(for: tint)
        fill.layer.cornerRadius = configuration.cornerRadius
        fill.clipsToBounds = configuration.cornerRadius > 0
        if configuration.strokeWidth > 0 {
            fill.layer.borderWidth = configuration.strokeWidth
            fill.layer.borderColor = configuration.resolvedStrokeColor(for: tint).cgColor
        } else {
            fill.layer.borderWidth = 0
        }
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        imageView.contentMode = configuration.imageContentMode
        imageView.layer.cornerRadius = configuration.cornerRadius
        imageView.clipsToBounds = true
        if let effect = configuration.visualEffect {
            if effectView == nil {
                let v = UIVisualEffectView(effect: effect)
                v.isUserInteractionEnabled = false
                insertSubview(v, at: 0)
                effectView = v
            } else {
                effectView?.effect = effect
            }
        } else {
            effectView?.removeFromSuperview()
            effectView = nil
        }
        if custom !== configuration.customView {
            custom?.removeFromSuperview()
            custom = configuration.customView
            if let custom { insertSubview(custom, aboveSubview: fill) }
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var i = configuration.backgroundInsets
        let margins = superview?.directionalLayoutMargins ?? .zero
        let edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        if edges.contains(.top) { i.top += margins.top }
        if edges.contains(.leading) { i.leading += margins.leading }
        if edges.contains(.bottom) { i.bottom += margins.bottom }
        if edges.contains(.trailing) { i.trailing += margins.trailing }
        let rtl = isRightToLeft
        let left = rtl ? i.trailing : i.leading, right = rtl ? i.leading : i.trailing
        let frame = CGRect(x: left, y: i.top, width: max(0, bounds.width - left - right), height: max(0, bounds.height - i.top - i.bottom))
        // The stroke lies outside the fill by its outset.
        let o = configuration.strokeWidth > 0 ? configuration.strokeOutset : 0
        fill.frame = frame.insetBy(dx: -o, dy: -o)
        imageView.frame = frame
        effectView?.frame = frame
        custom?.frame = frame
    }
}

/// What a cell keeps for its background configuration.
@MainActor
final class BackgroundConfigurationHost {
    private(set) var view: BackgroundConfigurationView?
    var configuration: UIBackgroundConfiguration?

    /// Shows `configuration` at the back of `cell` (nil removes it).
    func show(_ configuration: UIBackgroundConfiguration?, in cell: UIView) {
        self.configuration = configuration
        guard let configuration else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        if let view {
            view.apply(configuration)
        } else {
            let v = BackgroundConfigurationView(configuration)
            cell.insertSubview(v, at: 0)
            view = v
        }
        view?.frame = cell.bounds
    }
}
