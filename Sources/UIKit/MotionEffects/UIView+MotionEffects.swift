import Foundation

/// A view's motion effects, and the layer animations that show them while its window has a
/// viewer offset (see `UIScreen.applyMotionEffects(viewerOffset:)`).
struct ViewMotionEffects {
    /// The effects, in the order they were added.
    var effects: [UIMotionEffect] = []
    /// The keys of the layer animations adding the effects' values (empty while none are shown).
    var shownAnimationKeys: [String] = []
    /// On a window: the viewer offset its views' effects are shown at. Nil, the desktop's state
    /// (there is no motion sensor), shows none.
    var windowViewerOffset: UIOffset?
}

extension UIView {
    /// The motion effects of the view, in the order they were added. Setting it replaces them
    /// (an effect listed twice is kept once).
    ///
    /// On the desktop the effects are kept and move nothing (see `UIMotionEffect`).
    public var motionEffects: [UIMotionEffect] {
        get { motionEffectState.effects }
        set {
            var unique: [UIMotionEffect] = []
            for effect in newValue where !unique.contains(where: { $0 === effect }) { unique.append(effect) }
            motionEffectState.effects = unique
            motionEffectsDidChange()
        }
    }

    /// Adds a motion effect to the view (the effect itself, not a copy); adding one the view
    /// has already does nothing. An effect may be added to several views.
    ///
    /// On the desktop the view keeps the effect and does not move (there is no tilt to follow;
    /// see `UIMotionEffect`), and its model values never change on any platform.
    ///
    /// - Parameter effect: The effect to apply, such as a `UIInterpolatingMotionEffect`.
    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !motionEffectState.effects.contains(where: { $0 === effect }) else { return }
        motionEffectState.effects.append(effect)
        motionEffectsDidChange()
    }

    /// Removes a motion effect from the view; removing one it does not have does nothing.
    ///
    /// - Parameter effect: The effect to stop applying.
    public func removeMotionEffect(_ effect: UIMotionEffect) {
        guard let i = motionEffectState.effects.firstIndex(where: { $0 === effect }) else { return }
        motionEffectState.effects.remove(at: i)
        motionEffectsDidChange()
    }

    /// Shows the effects as they are now, at the viewer offset of the view's window.
    private func motionEffectsDidChange() {
        showMotionEffects(at: window?.motionEffectState.windowViewerOffset)
    }

    /// Shows the motion effects of the view and its subviews at `viewerOffset` (none for nil).
    func showMotionEffectsOfSubtree(at viewerOffset: UIOffset?) {
        if !motionEffectState.effects.isEmpty || !motionEffectState.shownAnimationKeys.isEmpty {
            showMotionEffects(at: viewerOffset)
        }
        for subview in subviewStorage { subview.showMotionEffectsOfSubtree(at: viewerOffset) }
    }

    /// Replaces the layer animations that show the view's effects with ones for `viewerOffset`
    /// (none for nil): for each key path, an additive animation held at the effects' merged
    /// relative value, so the layer's presentation value is its model value plus that value and
    /// the model value is untouched. Held animations ask for no frames once shown.
    func showMotionEffects(at viewerOffset: UIOffset?) {
        for key in motionEffectState.shownAnimationKeys { layer.removeAnimation(forKey: key) }
        motionEffectState.shownAnimationKeys = []
        guard let viewerOffset, !motionEffectState.effects.isEmpty else { return }
        let values = RelativeValue.merged(motionEffectState.effects.compactMap {
            $0.keyPathsAndRelativeValues(forViewerOffset: viewerOffset)
        })
        for (keyPath, value) in values.sorted(by: { $0.key < $1.key }) {
            guard let layerKeyPath = Self.layerKeyPath(forMotionEffectKeyPath: keyPath),
                  let relative = RelativeValue(value),
                  let current = layer.model.value(forKeyPath: layerKeyPath),
                  AnimatableValue.add(current, relative.value) != nil else {
                warnOnce("UIView motion effects: a \(type(of: value)) cannot be added to '\(keyPath)' of a \(type(of: self)) (the key paths shown are center, center.x, center.y, alpha, bounds…, transform… and layer.<animatable property>, with values of their kind); it is not shown")
                continue
            }
            let animation = CABasicAnimation(keyPath: layerKeyPath)
            animation.fromValue = relative.value.toAny()
            animation.toValue = relative.value.toAny()
            animation.isAdditive = true
            animation.manualProgress = 0   // held: applies whatever the time, never finishes
            animation.isRemovedOnCompletion = false
            let key = "motionEffect.\(layerKeyPath)"
            layer.add(animation, forKey: key)
            if layer.animation(forKey: key) != nil { motionEffectState.shownAnimationKeys.append(key) }
        }
    }

    /// The layer's key path for a view's key path that a motion effect names: `center` is the
    /// layer's `position`, `alpha` its `opacity`, `bounds` and `transform` are the same, and
    /// `layer.` names the layer's own. Nil for others (`frame` is no layer property).
    static func layerKeyPath(forMotionEffectKeyPath keyPath: String) -> String? {
        let parts = keyPath.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let rest = parts.count > 1 ? "." + parts[1] : ""
        switch parts.first {
        case "layer" where parts.count > 1 && !parts[1].isEmpty: return String(parts[1])
        case "center": return "position" + rest
        case "alpha" where rest.isEmpty: return "opacity"
        case "bounds", "transform": return keyPath
        default: return nil
        }
    }
}
