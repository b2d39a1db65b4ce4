import Foundation

extension UIPresentationController: UITraitEnvironment, TraitNode, UITraitChangeObservable {
    /// The presentation's traits: those of the window it presents in (the presenter's when its
    /// view is in no window), at the `.elevated` level for sheets (as iOS presents sheets; dark background
    /// colours are lighter there), compact in both size classes for a popover shown as one (see
    /// `UIPopoverPresentationController`), with `overrideTraitCollection` and `traitOverrides`
    /// applied. The presented controller inherits them.
    public var traitCollection: UITraitCollection { effectiveTraits }

    /// The traits this presentation overrides for the presented controller (iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { traitState.overrides }
        set { setTraitOverrides(newValue) }
    }

    func inheritedTraitValues() -> TraitValues {
        var values: TraitValues
        if let host = containerView?.superview ?? presentingViewController.viewIfLoaded?.window, host !== containerView {
            values = host.traitCollection.values
        } else if presentingViewController !== presentedViewController { values = presentingViewController.traitCollection.values }
        else { values = UITraitCollection.fallback.values }
        switch presentationStyle {
        case .pageSheet, .formSheet: values.userInterfaceLevel = .elevated
        case .popover:
            values.userInterfaceLevel = .elevated
            (self as? UIPopoverPresentationController)?.applyContentSizeClasses(to: &values)
        default: break
        }
        return values
    }

    func announceTraitChange(from previous: UITraitCollection) { sendTraitChange(from: previous) }

    /// The container (and through it the presented controller).
    func updateTraitsBelow() {
        containerView?.updateTraits()
        if presentedViewController.viewIfLoaded?.superview == nil { presentedViewController.updateTraits() }
    }
}
