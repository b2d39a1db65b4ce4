import Foundation

extension UIScreen: UITraitEnvironment, TraitNode {
    /// The screen's traits: the desktop's style, its scale, and a size class and idiom for its
    /// size in points.
    ///
    /// The rule (iOS has devices, this toolkit has a window of any size):
    /// - idiom `.phone` when the shorter side is under 600 points (every iPhone: 320…440),
    ///   `.pad` otherwise (every iPad: 744 and up);
    /// - on a phone: regular width from 896 points (the widest iPhones in landscape, as on iOS:
    ///   the Plus and Max models are regular-width in landscape, the others compact), regular
    ///   height from 600 points (portrait), compact otherwise; so 390×844 is compact × regular
    ///   and 844×390 compact × compact;
    /// - on a pad: regular × regular (a full-screen iPad app in either orientation), so
    ///   1024×768 is regular × regular.
    /// The content size is `.large`, the layout direction the screen's (the app's), the level base, the contrast
    /// normal, the legibility weight regular.
    public var traitCollection: UITraitCollection { effectiveTraits }

    func inheritedTraitValues() -> TraitValues {
        let size = bounds.size
        let phone = min(size.width, size.height) < 600
        return TraitValues(
            userInterfaceStyle: systemUserInterfaceStyle,
            horizontalSizeClass: phone && size.width < 896 ? .compact : .regular,
            verticalSizeClass: phone && size.height < 600 ? .compact : .regular,
            displayScale: scale, userInterfaceIdiom: phone ? .phone : .pad,
            preferredContentSizeCategory: .large, layoutDirection: systemLayoutDirection.traitValue, userInterfaceLevel: .base,
            accessibilityContrast: .normal, legibilityWeight: .regular)
    }

    func announceTraitChange(from previous: UITraitCollection) {
        sendTraitChange(from: previous)
        windowScene?.screenMayHaveChanged()
    }

    func updateTraitsBelow() {
        for window in windows { window.updateTraitsFromHierarchy() }
    }
}
