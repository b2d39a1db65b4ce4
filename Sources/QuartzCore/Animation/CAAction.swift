import Foundation

/// Something a layer runs when one of its properties changes: an implicit animation.
///
/// `CAAnimation` is an action (it adds a copy of itself for the changed key). Returning
/// `NSNull()` from `action(for:forKey:)` or in `actions` means "no action", as in Core Animation.
@preconcurrency @MainActor
public protocol CAAction {
    /// Runs the action for the event `event` on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: @MainActor CAAction {
    /// Does nothing: `NSNull` stops the search for an action.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension CAAnimation: CAAction {
    /// Adds a copy of the animation to the layer for `event`; a property animation without a key
    /// path animates `event`, and one without values animates from the value on screen before the
    /// change to the new value. Unset durations and timing functions come from the transaction.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let anim = copy() as? CAAnimation else { return }
        if anim.duration <= 0 { anim.duration = CATransaction.animationDuration() }
        if anim.timingFunction == nil { anim.timingFunction = CATransaction.animationTimingFunction() }
        if let p = anim as? CAPropertyAnimation, p.keyPath == nil { p.keyPath = event }
        if let b = anim as? CABasicAnimation, b.fromValue == nil, b.toValue == nil, b.byValue == nil,
           let previous = dict?["previousValue"] {
            b.fromValue = previous
        }
        layer.add(anim, forKey: event)
        if let whenAdded = anim.whenAdded, let added = layer.animation(forKey: event) { whenAdded(layer, event, added) }
    }
}

extension CALayerDelegate {
    /// The delegate's action for a property change: nil continues the search, `NSNull()` stops it.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
