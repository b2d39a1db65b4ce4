import Foundation

/// What each trait environment keeps: its traits as last computed, its own overrides, its
/// overrides for child controllers, and its trait-change registrations.
struct TraitState {
    /// The effective traits as last computed (nil: not asked yet).
    var cached: UITraitCollection?
    /// `traitOverrides` (and `overrideUserInterfaceStyle`, which is its style).
    var overrides = UITraitOverrides()
    /// The deprecated `overrideTraitCollection` of a presentation controller.
    var overrideCollection: UITraitCollection?
    /// `setOverrideTraitCollection(_:forChild:)`, by child.
    var childOverrides: [ObjectIdentifier: UITraitCollection] = [:]
    /// Registrations, made on first use.
    var registry: TraitChangeRegistry?
}

/// A node of the trait tree: it computes its traits from its parent's and its overrides, and
/// is told when they change.
@MainActor
protocol TraitNode: UITraitEnvironment {
    var traitState: TraitState { get set }
    /// The traits coming from above, before this node's own overrides.
    func inheritedTraitValues() -> TraitValues
    /// Tells the node (and its registrations) that its traits changed.
    func announceTraitChange(from previous: UITraitCollection)
    /// Brings the nodes below up to date after this one changed.
    func updateTraitsBelow()
}

extension TraitNode {
    /// The effective traits, computed on first use.
    var effectiveTraits: UITraitCollection {
        if let cached = traitState.cached { return cached }
        let traits = computeTraits()
        traitState.cached = traits
        return traits
    }

    var traitRegistry: TraitChangeRegistry {
        if let registry = traitState.registry { return registry }
        let registry = TraitChangeRegistry()
        traitState.registry = registry
        return registry
    }

    private func computeTraits() -> UITraitCollection {
        var values = inheritedTraitValues()
        if let o = traitState.overrideCollection { values.merge(o.values) }
        values.merge(traitState.overrides.values)
        return UITraitCollection(values: values)
    }

    /// Recomputes the traits; when they changed, tells this node and then the nodes below.
    /// A node never asked for its traits takes them silently (its first traits are not a
    /// change, as UIKit predicts a view's traits since iOS 13).
    func updateTraits() {
        let previous = traitState.cached
        let traits = computeTraits()
        traitState.cached = traits
        if let previous, previous == traits { return }
        if let previous { announceTraitChange(from: previous) }
        updateTraitsBelow()
    }

    /// Changes the overrides and updates the traits.
    func setTraitOverrides(_ overrides: UITraitOverrides) {
        traitState.overrides = overrides
        updateTraits()
    }

    /// The common part of an announcement: `traitCollectionDidChange(_:)`, then the
    /// registrations, with `UITraitCollection.current` set to the new traits.
    func sendTraitChange(from previous: UITraitCollection) {
        let traits = effectiveTraits
        traits.performAsCurrent {
            traitCollectionDidChange(previous)
            traitState.registry?.notify(self, previous: previous, current: traits)
        }
    }
}
