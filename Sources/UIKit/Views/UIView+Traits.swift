import Foundation

extension UIView: UITraitEnvironment, TraitNode, UITraitChangeObservable {
    /// The view's traits: its superview's (or its controller's, for a controller's view, or
    /// the screen's, for a window) with this view's overrides applied.
    ///
    /// A view that was never in a hierarchy has light phone traits (see
    /// `UITraitCollection.current`); a view removed from its superview keeps its last traits.
    public var traitCollection: UITraitCollection { effectiveTraits }

    /// The traits this view overrides for itself and its subviews (iOS 17):
    /// `view.traitOverrides.userInterfaceStyle = .dark`.
    public var traitOverrides: UITraitOverrides {
        get { traitState.overrides }
        set { setTraitOverrides(newValue) }
    }

    func inheritedTraitValues() -> TraitValues {
        if let controller = viewDelegate as? UIViewController, controller.viewIfLoaded === self {
            return controller.traitCollection.values
        }
        if let container = self as? PresentationContainerView, let presentation = container.presentationController {
            return presentation.traitCollection.values
        }
        if let window = self as? UIWindow { return window.screen.traitCollection.values }
        return (superview?.traitCollection ?? .fallback).values
    }

    /// Re-resolves the dynamic colours the view holds and redraws when colours may look
    /// different; lays out again when a size class changed; then the callbacks.
    func announceTraitChange(from previous: UITraitCollection) {
        let traits = effectiveTraits
        if traits.hasDifferentColorAppearance(comparedTo: previous) {
            traits.performAsCurrent { resolveHeldColors() }
            // As in UIKit, a view that draws is drawn again for the new appearance.
            setNeedsDisplay()
        }
        if traits.horizontalSizeClass != previous.horizontalSizeClass || traits.verticalSizeClass != previous.verticalSizeClass {
            setNeedsLayout()
        }
        if traits.layoutDirection != previous.layoutDirection { layoutDirectionDidChange() }
        sendTraitChange(from: previous)
    }

    func updateTraitsBelow() {
        for subview in subviewStorage { subview.updateTraitsFromHierarchy() }
    }

    /// Updates the traits after the view's place or its environment changed: through its
    /// controller (a controller's view) or presentation controller (a presentation's container)
    /// first, so that they hear of a change before the view.
    func updateTraitsFromHierarchy() {
        if let controller = viewDelegate as? UIViewController, controller.viewIfLoaded === self {
            controller.updateTraits()
        } else if let container = self as? PresentationContainerView, let presentation = container.presentationController {
            presentation.updateTraits()
        }
        updateTraits()
    }

    /// The colour a layer holds for `color`: a dynamic colour resolved with the view's traits.
    func layerColor(_ color: UIColor?) -> CGColor? {
        color?.resolvedColor(with: traitCollection).cgColor
    }

    /// Resolves again the dynamic colours the view holds, as UIKit does: its background colour
    /// (a layer's border and shadow colours are `CGColor`s, fixed when they were set, as on
    /// iOS). A dynamic tint colour is announced with `tintColorDidChange()`, for views that keep
    /// it resolved.
    private func resolveHeldColors() {
        if let color = backgroundColor, color.isDynamic { layer.backgroundColor = layerColor(color) }
        if tintColor?.isDynamic == true { tintColorDidChange() }
    }
}
