import Foundation

// System symbol images: `UIImage(systemName:)` draws a glyph of `SymbolGlyph` (our own simple
// line drawings; Apple's SF Symbols are not available here) at the size, weight and scale of
// a `SymbolConfiguration`, black on clear, as a template the place showing it tints.

extension UIImage {
    /// The system symbol named `name` at the default size (body text, 17 points), regular weight
    /// and medium scale; nil, with a warning, for a name not drawn here.
    ///
    ///     closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The system symbol named `name` drawn with `configuration` (a `SymbolConfiguration`, or a
    /// plain configuration whose traits are used); nil, with a warning, for a name not drawn here.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        guard let glyph = SymbolGlyph.named[name] else {
            Self.warnOfUnknownSymbol(name)
            return nil
        }
        var look = Look()
        look.symbolName = name
        let drawn = Self.draw(glyph, with: Self.symbolConfiguration(from: configuration), look: look)
        self.init(cgImage: drawn.cgImage, scale: drawn.scale, orientation: .up, look: drawn.look)
    }

    /// The system symbol named `name` for the traits of `traitCollection` (its display scale and
    /// content size category); nil, with a warning, for a name not drawn here.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: SymbolConfiguration.unspecified.withTraitCollection(traitCollection))
    }

    /// The configuration a symbol image was drawn with (an unspecified one unless set); nil for
    /// an image that is not a symbol.
    public var symbolConfiguration: UIImage.SymbolConfiguration? {
        guard isSymbolImage else { return nil }
        return look.configuration as? SymbolConfiguration ?? .unspecified
    }

    /// The symbol drawn again with the values `configuration` sets taking the place of its
    /// current ones (its size, weight, scale and traits; a baseline set before is replaced by the
    /// new drawing's). For an image that is not a symbol, only the traits are taken.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard let current = symbolConfiguration else {
            let traits = configuration.traitCollection ?? look.configuration?.traitCollection
            return changing { $0.configuration = ($0.configuration ?? Configuration()).withTraitCollection(traits) }
        }
        return redrawnSymbol(with: current.applying(configuration))
    }

    // MARK: Standard images

    /// The standard image for adding content: a plus.
    public class var add: UIImage { standard("plus") }
    /// The standard image for removing content: a minus.
    public class var remove: UIImage { standard("minus") }
    /// The standard checkmark image: a checkmark cut out of a filled circle.
    public class var checkmark: UIImage { standard("checkmark.circle.fill") }
    /// The standard stroked checkmark image (drawn here as `checkmark`: a template has one colour,
    /// so the white border is not drawn).
    public class var strokedCheckmark: UIImage { standard("checkmark.circle.fill") }
    /// The standard image for a menu of actions: three dots in a circle.
    public class var actions: UIImage { standard("ellipsis.circle") }

    private static func standard(_ name: String) -> UIImage {
        UIImage(systemName: name) ?? UIImage()
    }

    // MARK: Drawing

    /// This symbol drawn with `configuration` (its other looks kept), or nil when it is not a
    /// symbol drawn here.
    func redrawnSymbol(with configuration: SymbolConfiguration) -> UIImage? {
        guard let name = look.symbolName, let glyph = SymbolGlyph.named[name] else { return nil }
        if let current = look.configuration as? SymbolConfiguration, current == configuration { return self }
        let drawn = Self.draw(glyph, with: configuration, look: look)
        return UIImage(cgImage: drawn.cgImage, scale: drawn.scale, orientation: imageOrientation, look: drawn.look)
    }

    /// The symbol configuration that replaces a symbol image's `current` one when the image is
    /// given `configuration`: a symbol configuration as it is, a plain one's traits applied.
    static func symbolConfiguration(from configuration: Configuration?, current: SymbolConfiguration? = nil) -> SymbolConfiguration {
        if let symbol = configuration as? SymbolConfiguration { return symbol }
        return (current ?? .unspecified).applying(configuration)
    }

    /// The stroke width of each weight, as a fraction of the point size (the glyph's lines are
    /// about as heavy as the strokes of text of that weight).
    static func strokeWidth(of weight: SymbolWeight) -> CGFloat {
        switch weight {
        case .ultraLight: 0.03
        case .thin: 0.045
        case .light: 0.065
        case .unspecified, .regular: 0.085
        case .medium: 0.097
        case .semibold: 0.11
        case .bold: 0.125
        case .heavy: 0.145
        case .black: 0.165
        }
    }

    /// Draws `glyph` as SF Symbols size theirs: one em of the glyph's grid is the point size times
    /// the scale's factor; lines are as wide as the weight says (from the point size alone, so a
    /// large-scale symbol keeps the weight of the text beside it); the image is the glyph's box
    /// plus half a line on each side, in whole pixels, with the glyph centred; its baseline puts
    /// the glyph's middle at the middle of capital letters (0.7 em high).
    static func draw(_ glyph: SymbolGlyph, with configuration: SymbolConfiguration,
                     look: Look) -> (cgImage: CGImage, scale: CGFloat, look: Look) {
        let pointSize = configuration.resolvedPointSize
        let unit = pointSize * configuration.scale.factor / SymbolGlyph.unitsPerEm
        let line = strokeWidth(of: configuration.resolvedWeight) * pointSize
        let traitsScale = configuration.traitCollection?.displayScale ?? 0
        let scale = traitsScale > 0 ? traitsScale : (LaunchOptions.current.scale ?? 1)
        let box = CGSize(width: glyph.size.width * unit + line, height: glyph.size.height * unit + line)
        let width = max(Int((box.width * scale).rounded(.up)), 1)
        let height = max(Int((box.height * scale).rounded(.up)), 1)
        let context = CGContext(surface: CairoSurface(width: width, height: height))
        context.scaleBy(x: scale, y: scale)
        let size = CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale)
        context.translateBy(x: (size.width - box.width) / 2 + line / 2, y: (size.height - box.height) / 2 + line / 2)
        context.scaleBy(x: unit, y: unit)
        glyph.draw(SymbolPen(context: context, lineWidth: line / unit))

        var look = look
        look.configuration = configuration
        look.baselineOffsetFromBottom = size.height / 2 - 0.35 * pointSize
        look.flipsForRightToLeftLayoutDirection = look.flipsForRightToLeftLayoutDirection || glyph.flipsForRightToLeft
        return (context.makeImage() ?? CGImage(surface: CairoSurface(width: 1, height: 1)), scale, look)
    }

    /// Says once that `name` is not drawn here, and what is.
    private static func warnOfUnknownSymbol(_ name: String) {
        warnOnceFromAnyThread("""
            UIImage(systemName: "\(name)") is nil: that symbol is not drawn on this platform. Use one of \
            \(SymbolGlyph.named.keys.sorted().joined(separator: ", ")), or load your own image with UIImage(named:)
            """)
    }
}
