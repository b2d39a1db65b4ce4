import Foundation

extension UIColor {
    /// Creates a dynamic colour: `dynamicProvider` gives the colour for a trait collection.
    ///
    ///     let card = UIColor { traits in
    ///         traits.userInterfaceStyle == .dark ? UIColor(white: 0.15, alpha: 1) : .white
    ///     }
    ///
    /// The colour resolves when it is used: `cgColor`, `setFill()` and the component getters
    /// use `UITraitCollection.current` (a view's traits while it draws), and views resolve the
    /// colours they hold (`backgroundColor`, a label's `textColor` …) with their own traits,
    /// again whenever those change. A dynamic colour is equal only to itself.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(provider: dynamicProvider)
    }

    /// The static colour this colour is in `traitCollection` (a static colour is itself).
    ///
    /// A provider that answers another dynamic colour is followed (up to 8 steps; a longer
    /// chain gives `.clear` with a warning, as it is most likely a provider answering itself).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var color = self
        for _ in 0..<8 {
            guard let provider = color.dynamicProvider else { return color }
            color = provider(traitCollection)
        }
        if color.dynamicProvider == nil { return color }
        // Once, not at every frame that draws with it.
        warnOnceFromAnyThread("UIColor(dynamicProvider:) kept answering dynamic colours; resolved as clear")
        return .clear
    }

    /// Whether the colour depends on traits.
    var isDynamic: Bool { dynamicProvider != nil }

    /// A dynamic colour with one value for light (and unspecified) and one for dark, and an
    /// optional third for dark content at the elevated level (presented sheets).
    static func dynamic(light: UIColor, dark: UIColor, darkElevated: UIColor? = nil) -> UIColor {
        UIColor(provider: { traits in
            guard traits.userInterfaceStyle == .dark else { return light }
            if let darkElevated, traits.userInterfaceLevel == .elevated { return darkElevated }
            return dark
        })
    }
}
