import Foundation

// The point size, weight and scale a button draws its symbol images at, per state.
extension UIButton {
    /// Sets the point size (or text style), weight and scale of the symbol image shown in
    /// `state` (nil: the state uses `.normal`'s). Where the image's own configuration sets a
    /// value too, the image's wins.
    ///
    ///     closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
    ///     closeButton.setPreferredSymbolConfiguration(.init(pointSize: 13, weight: .bold), forImageIn: .normal)
    public func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?,
                                                forImageIn state: UIControl.State) {
        contentByState[state.rawValue, default: StateContent()].preferredSymbolConfiguration = configuration
        contentDidChange()
    }

    /// The symbol configuration of images shown in `state`: its own, else `.normal`'s.
    public func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
        contentByState[state.rawValue]?.preferredSymbolConfiguration
            ?? contentByState[UIControl.State.normal.rawValue]?.preferredSymbolConfiguration
    }

    /// The symbol configuration of the image shown now.
    public var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        preferredSymbolConfigurationForImage(in: state)
    }

    /// `image` drawn with the current preferred symbol configuration under its own, when it is a
    /// symbol image and the state has one.
    func withPreferredSymbolConfiguration(_ image: UIImage) -> UIImage {
        withSymbolConfiguration(currentPreferredSymbolConfiguration, image)
    }

    /// `image` redrawn with `preferred` under its own symbol configuration (a symbol image only;
    /// the last result is kept).
    func withSymbolConfiguration(_ preferred: UIImage.SymbolConfiguration?, _ image: UIImage) -> UIImage {
        guard let preferred, let own = image.symbolConfiguration else { return image }
        if let done = configuredSymbolCache, done.source === image, done.preferred == preferred { return done.result }
        let result = image.withConfiguration(preferred.applying(own))
        configuredSymbolCache = (image, preferred, result)
        return result
    }
}
