import Foundation

// The size, weight and scale a system symbol image is drawn at (see UIImage+Symbols.swift).

extension UIImage {
    /// How heavy a symbol image's lines are, matched to the font weights; UIKit's raw values.
    public enum SymbolWeight: Int, Sendable {
        /// No weight asked for: the text style's, else regular.
        case unspecified = 0
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The font weight of text that goes with symbols of this weight (regular when unspecified).
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .unspecified, .regular: .regular
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }

        /// The weight nearest to a font weight on the OpenType scale (100 … 900).
        init(openTypeWeight weight: Int) {
            self = Self(rawValue: min(max((weight + 50) / 100, 1), 9)) ?? .regular
        }
    }

    /// How large a symbol image is drawn next to text of the same point size; UIKit's raw values.
    public enum SymbolScale: Int, Sendable {
        /// The scale the place showing the symbol prefers (medium here).
        case `default` = -1
        /// No scale asked for (medium).
        case unspecified = 0
        /// About 0.8 of the medium size.
        case small
        /// The size of capital letters of text at the point size, give or take.
        case medium
        /// About 1.3 of the medium size.
        case large

        /// The glyph's size relative to the medium scale.
        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .large: 1.3
            case .default, .unspecified, .medium: 1
            }
        }
    }

    /// The point size (or text style), weight and scale of a symbol image, and the traits it is
    /// made for. Each value is either set or unspecified; `applying(_:)` lets the values another
    /// configuration sets win.
    ///
    ///     let close = UIImage(systemName: "xmark",
    ///                         withConfiguration: UIImage.SymbolConfiguration(pointSize: 22, weight: .bold))
    ///
    /// Unspecified values are drawn as the body text style (17 points), regular, medium scale.
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        /// The point size asked for; 0 when unspecified.
        fileprivate(set) var pointSize: CGFloat = 0
        fileprivate(set) var weight = SymbolWeight.unspecified
        fileprivate(set) var scale = SymbolScale.unspecified
        /// The text style whose point size (at the traits' content size) is used; nil when unspecified.
        fileprivate(set) var textStyle: UIFont.TextStyle?

        /// A configuration with every value unspecified.
        public required init() {
            super.init()
        }

        /// A configuration with every value unspecified.
        public class var unspecified: UIImage.SymbolConfiguration { SymbolConfiguration() }

        /// A configuration of `pointSize` points (the size of the text the symbol goes with).
        public convenience init(pointSize: CGFloat) {
            self.init()
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
        }

        /// A configuration of `pointSize` points and `weight`.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(pointSize: pointSize)
            self.weight = weight
        }

        /// A configuration of `pointSize` points, `weight` and `scale`.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init(pointSize: pointSize, weight: weight)
            self.scale = scale
        }

        /// A configuration of `weight` alone.
        public convenience init(weight: UIImage.SymbolWeight) {
            self.init()
            self.weight = weight
        }

        /// A configuration of `scale` alone.
        public convenience init(scale: UIImage.SymbolScale) {
            self.init()
            self.scale = scale
        }

        /// A configuration that sizes the symbol as text of `textStyle` (following the content
        /// size category of the traits it is resolved with).
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init()
            self.textStyle = textStyle
        }

        /// A configuration that sizes the symbol as text of `textStyle`, at `scale`.
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init(textStyle: textStyle)
            self.scale = scale
        }

        /// A configuration matching text in `font`: its point size and weight.
        public convenience init(font: UIFont) {
            self.init(pointSize: font.pointSize, weight: SymbolWeight(openTypeWeight: font.descriptor.weight))
        }

        /// A configuration matching text in `font`, at `scale`.
        public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
            self.init(font: font)
            self.scale = scale
        }

        // MARK: Combining

        /// A copy with the values `otherConfiguration` sets taking the place of this one's: its
        /// point size or text style (each replaces the other), weight, scale and traits.
        open override func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            let result = super.applying(otherConfiguration)
            guard let other = otherConfiguration as? SymbolConfiguration else { return result }
            if other.pointSize > 0 { result.pointSize = other.pointSize; result.textStyle = nil }
            if let style = other.textStyle { result.textStyle = style; result.pointSize = 0 }
            if other.weight != .unspecified { result.weight = other.weight }
            if other.scale != .unspecified { result.scale = other.scale }
            return result
        }

        /// A copy without a text style.
        public func configurationWithoutTextStyle() -> Self { changed { $0.textStyle = nil } }

        /// A copy with the scale unspecified.
        public func configurationWithoutScale() -> Self { changed { $0.scale = .unspecified } }

        /// A copy with the weight unspecified.
        public func configurationWithoutWeight() -> Self { changed { $0.weight = .unspecified } }

        /// A copy with the point size and the weight unspecified.
        public func configurationWithoutPointSizeAndWeight() -> Self {
            changed { $0.pointSize = 0; $0.weight = .unspecified }
        }

        private func changed(_ change: (SymbolConfiguration) -> Void) -> Self {
            let copy = copied()
            change(copy)
            return copy
        }

        // MARK: Copying and equality

        open override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone)
            if let copy = copy as? SymbolConfiguration {
                copy.pointSize = pointSize
                copy.weight = weight
                copy.scale = scale
                copy.textStyle = textStyle
            }
            return copy
        }

        /// Whether `otherConfiguration` has the same values and traits (nil: the unspecified one).
        public func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool {
            isEqual(otherConfiguration ?? .unspecified)
        }

        open override func isEqual(_ object: Any?) -> Bool {
            guard super.isEqual(object), let other = object as? SymbolConfiguration else { return false }
            return other.pointSize == pointSize && other.weight == weight && other.scale == scale
                && other.textStyle == textStyle
        }

        open override var hash: Int {
            var hasher = Hasher()
            hasher.combine(super.hash)
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
            hasher.combine(textStyle)
            return hasher.finalize()
        }

        open override var description: String {
            var parts: [String] = []
            if pointSize > 0 { parts.append("pointSize = \(pointSize)") }
            if let textStyle { parts.append("textStyle = \(textStyle.rawValue)") }
            if weight != .unspecified { parts.append("weight = \(weight)") }
            if scale != .unspecified { parts.append("scale = \(scale)") }
            if let traitCollection { parts.append("traits = \(traitCollection)") }
            return "<UIImageSymbolConfiguration: \(parts.isEmpty ? "unspecified" : parts.joined(separator: ", "))>"
        }

        // MARK: Resolving

        /// The point size drawn: the one set, else the text style's (body's when none) at the
        /// traits' content size category.
        var resolvedPointSize: CGFloat {
            if pointSize > 0 { return pointSize }
            return UIFont.preferredFont(forTextStyle: textStyle ?? .body, compatibleWith: traitCollection).pointSize
        }

        /// The weight drawn: the one set, else the text style's (semibold for headline), else regular.
        var resolvedWeight: SymbolWeight {
            if weight != .unspecified { return weight }
            guard let textStyle else { return .regular }
            return SymbolWeight(openTypeWeight: UIFont.preferredFont(forTextStyle: textStyle).descriptor.weight)
        }
    }
}

extension UIFont.Weight {
    /// The symbol weight that goes with text of this weight.
    public func symbolWeight() -> UIImage.SymbolWeight {
        UIImage.SymbolWeight(openTypeWeight: openTypeWeight)
    }
}
