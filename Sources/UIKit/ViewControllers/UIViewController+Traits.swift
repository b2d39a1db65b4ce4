import Foundation

extension UIViewController: UITraitEnvironment, TraitNode, UITraitChangeObservable {
    /// The controller's traits: those of its view's superview (as on iOS 17); for a controller
    /// whose view is not in a hierarchy, its parent's, else its presentation's; then the
    /// parent's `overrideTraitCollection(forChild:)` and the controller's own overrides.
    public var traitCollection: UITraitCollection { effectiveTraits }

    /// The traits this controller overrides for itself and its views (iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { traitState.overrides }
        set { setTraitOverrides(newValue) }
    }

    func inheritedTraitValues() -> TraitValues {
        var values: TraitValues
        if let superview = viewIfLoaded?.superview { values = superview.traitCollection.values }
        else if let parent { values = parent.traitCollection.values }
        else if let presentation = presentationControllerStorage { values = presentation.traitCollection.values }
        else if let presenter = presentingStorage { values = presenter.traitCollection.values }
        else { values = UITraitCollection.fallback.values }
        if let parent, let override = parent.traitState.childOverrides[ObjectIdentifier(self)] { values.merge(override.values) }
        return values
    }

    func announceTraitChange(from previous: UITraitCollection) {
        // The status bar's `.default` style follows the style of the controller in charge.
        if traitCollection.userInterfaceStyle != previous.userInterfaceStyle, let window = viewIfLoaded?.window {
            window.screen.statusBar.update()
        }
        sendTraitChange(from: previous)
    }

    /// The view, then children whose views are not in it (they inherit from this controller).
    func updateTraitsBelow() {
        viewIfLoaded?.updateTraits()
        for child in childStorage where child.viewIfLoaded?.superview == nil { child.updateTraits() }
    }
}
