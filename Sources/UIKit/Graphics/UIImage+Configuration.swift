import Foundation

extension UIImage {
    /// What an image is made for: the traits it is resolved for (symbol images add their size,
    /// weight and scale in `SymbolConfiguration`). Immutable: the methods return new ones.
    open class Configuration: NSObject, NSCopying, @unchecked Sendable {
        /// The traits the image is made for (nil: whatever the place showing it has).
        public private(set) var traitCollection: UITraitCollection?

        /// A configuration with no traits.
        public required override init() {
            super.init()
        }

        /// A copy of the same class with the same values; a subclass with values of its own
        /// copies them in its override.
        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = type(of: self).init()
            copy.traitCollection = traitCollection
            return copy
        }

        /// A copy whose traits are `traitCollection`.
        public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let copy = copied()
            copy.traitCollection = traitCollection
            return copy
        }

        /// A copy with the values `otherConfiguration` sets taking the place of this one's (its
        /// traits, when it has any).
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            let copy = copied()
            if let traits = otherConfiguration?.traitCollection { copy.traitCollection = traits }
            return copy
        }

        /// `copy()` as this class.
        func copied() -> Self {
            (copy() as? Self) ?? self
        }

        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? Configuration, type(of: other) == type(of: self) else { return false }
            return other.traitCollection == traitCollection
        }

        open override var hash: Int { traitCollection?.hash ?? 0 }
    }

    /// The configuration the image was made with or given (nil for a plain bitmap).
    public var configuration: Configuration? { look.configuration }

    /// The same image with `configuration`. A symbol image is drawn again: a symbol
    /// configuration takes the place of its current one, a plain configuration's traits are
    /// applied to it (the image's rendering mode, tint and mirroring are kept).
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        if isSymbolImage,
           let redrawn = redrawnSymbol(with: Self.symbolConfiguration(from: configuration, current: symbolConfiguration)) {
            return redrawn
        }
        return changing { $0.configuration = configuration }
    }
}
