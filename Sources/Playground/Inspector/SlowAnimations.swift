import UIKit

/// The iOS Simulator's "Slow Animations" on the desktop: the app window's layer runs its time at
/// a tenth of the speed, and hierarchical timing slows every animation below it.
///
/// Only public API: `layer.speed`, `beginTime` and `timeOffset`. The window's local time stays
/// continuous when the speed changes, so animations in flight slow down (or speed up) where they
/// are instead of jumping. An interactive transition freezes its container's layer (speed 0)
/// inside the window; a frozen layer ignores its parent's rate, so dragging is unaffected.
@MainActor
enum SlowAnimations {
    /// How many times slower animations run (the Simulator's ×10).
    nonisolated static let factor: Float = 10

    /// Slows `layer`'s time (or brings it back to normal) without a jump.
    ///
    ///     SlowAnimations.apply(true, to: window.layer)   // a 0.35 s push now takes 3.5 s
    static func apply(_ slow: Bool, to layer: CALayer) {
        let speed: Float = slow ? 1 / factor : 1
        guard layer.speed != speed else { return }
        let now = CACurrentMediaTime()
        let local = layer.convertTime(now, from: nil)
        let parent = layer.superlayer?.convertTime(now, from: nil) ?? now
        layer.speed = speed
        layer.beginTime = parent
        layer.timeOffset = local
    }
}
