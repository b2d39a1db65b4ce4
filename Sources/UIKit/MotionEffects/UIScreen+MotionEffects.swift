import Foundation

extension UIScreen {
    /// Stands in for the motion sensor a desktop lacks: shows the motion effects of the views in
    /// the screen's windows as a device tilted by `viewerOffset` would, or none for nil (the
    /// desktop's state, and the default).
    ///
    /// Each view's effects are asked for their relative values at `viewerOffset`, merged as a
    /// `UIMotionEffectGroup` merges them, and added to the layer's presentation values (what
    /// `layer.presentation()` reports and the next frame draws); `center`, `alpha` and the other
    /// model values do not change, as on iOS. Call it again whenever the simulated tilt changes.
    ///
    ///     screen.applyMotionEffects(viewerOffset: UIOffset(horizontal: 1, vertical: 0))
    ///
    /// Effects added to or removed from a view in one of these windows follow the offset at once.
    /// A view that joins a window later shows its effects from the next call, and one that
    /// leaves keeps what it showed until its effects change. A view animation of the same
    /// property begun after this call hides the effect's value while it runs: a layer applies
    /// its animations in the order they were added, and that one writes over the sum.
    ///
    /// - Parameter viewerOffset: The tilt, each component from −1 to 1; nil shows no effects.
    package func applyMotionEffects(viewerOffset: UIOffset?) {
        for window in windows {
            window.motionEffectState.windowViewerOffset = viewerOffset
            window.showMotionEffectsOfSubtree(at: viewerOffset)
        }
    }
}
