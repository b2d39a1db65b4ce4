import Foundation

/// Evaluates the animations of a layer tree at a frame's time: writes each animated layer's
/// presentation values, removes finished animations and delivers their callbacks.
///
/// Only subtrees marked `subtreeHasAnimations` are visited. The result says whether another
/// frame will look different (an animation is running at a non-zero rate), so a tree whose
/// animations are all frozen (speed 0, as during an interactive transition) costs nothing
/// while idle.
@MainActor
package enum AnimationEngine {
    /// Callbacks waiting for the end of the frame's animation phase.
    private static var pendingCallbacks: [@MainActor () -> Void] = []
    /// Asks the frame loop for a frame (installed by the app's screen driver).
    package static var frameRequest: (@MainActor () -> Void)?

    package static func requestFrame() { frameRequest?() }

    /// Whether callbacks are waiting.
    package static var hasPendingCallbacks: Bool { !pendingCallbacks.isEmpty }

    /// Queues a callback to run after this frame's animations were evaluated.
    package static func enqueue(_ callback: @escaping @MainActor () -> Void) {
        pendingCallbacks.append(callback)
        requestFrame()
    }

    /// An animation ended or was removed: tell its delegate, its completion and its transaction.
    package static func animationStopped(_ animation: CAAnimation, finished: Bool) {
        enqueue {
            animation.delegate?.animationDidStop(animation, finished: finished)
            animation.completion?(finished)
        }
        if let group = animation.transactionGroup {
            animation.transactionGroup = nil
            group.animationEnded()
        }
    }

    /// Evaluates every animation under `root` at media time `now`. Returns whether any
    /// animation will change with time (so the loop should keep producing frames).
    @discardableResult
    package static func evaluate(_ root: CALayer, at now: CFTimeInterval) -> Bool {
        root.drivesAnimations = true
        guard root.subtreeHasAnimations else { return false }
        return evaluate(root, parentTime: now, rate: 1)
    }

    private static func evaluate(_ layer: CALayer, parentTime: CFTimeInterval, rate parentRate: Double) -> Bool {
        let time = layer.superlayer == nil && layer.beginTime == 0 && layer.speed == 1 && layer.timeOffset == 0
            ? parentTime : layer.localTime(fromParentTime: parentTime)
        let rate = parentRate * Double(layer.speed)
        var running = false

        if layer.animationEntries.isEmpty {
            if layer.presented != nil { setPresented(nil, on: layer) }
        } else {
            var properties = layer.model
            var finishedKeys: [String] = []
            for entry in layer.animationEntries {
                let a = entry.animation
                if a.startsAtCommit { running = true; continue }  // starts when its transaction commits
                let sample = a.apply(atParentTime: time, to: &properties, of: layer)
                if sample.started && !a.didStart {
                    a.didStart = true
                    if let d = a.delegate { enqueue { d.animationDidStart(a) } }
                }
                let frozen = rate * Double(a.speed) == 0
                if sample.finished {
                    // A frozen animation at its end (an interactive transition dragged to 100 %)
                    // stays: the finger may take it back.
                    if a.isRemovedOnCompletion && !frozen { finishedKeys.append(entry.key) }
                } else if a.manualProgress == nil, !frozen {
                    running = true
                }
            }
            if !finishedKeys.isEmpty {
                // Finished and removed: the frame shows the values without them.
                let removed = layer.animationEntries.filter { finishedKeys.contains($0.key) }
                layer.animationEntries.removeAll { finishedKeys.contains($0.key) }
                properties = layer.model
                for entry in layer.animationEntries where !entry.animation.startsAtCommit {
                    _ = entry.animation.apply(atParentTime: time, to: &properties, of: layer)
                }
                for entry in removed { animationStopped(entry.animation, finished: true) }
            }
            setPresented(layer.animationEntries.isEmpty ? nil : properties, on: layer)
        }

        var subtreeAnimated = !layer.animationEntries.isEmpty
        for sub in layer.sublayerStorage where sub.subtreeHasAnimations {
            if evaluate(sub, parentTime: time, rate: rate) { running = true }
            subtreeAnimated = subtreeAnimated || sub.subtreeHasAnimations
        }
        layer.subtreeHasAnimations = subtreeAnimated || layer.presented != nil
        return running
    }

    // MARK: Layers that are not on screen

    /// Layers that were given animations, or left their tree with animations, since the last
    /// frame: the next frame ends the animations of those that are not in an animated tree then.
    private static var offScreenCandidates: [WeakLayer] = []

    private struct WeakLayer { weak var layer: CALayer? }

    /// Notes a layer whose animations may have no tree to run in; asks for a frame.
    package static func noteMayBeOffScreen(_ layer: CALayer) {
        requestFrame()
        guard !layer.offScreenCheckPending else { return }
        layer.offScreenCheckPending = true
        offScreenCandidates.append(WeakLayer(layer: layer))
    }

    /// Ends, as finished, the animations of the noted layers that are not in a tree whose
    /// animations are evaluated (a screen's): a view animated outside a window, or removed from it
    /// mid-animation.
    ///
    /// This is what UIKit does (Apple does not document it; it is the behaviour iOS developers
    /// report): animations need a window to run in, a view animation of a view that is not in one
    /// completes at once, and removing a view from the window stops its animations. `finished` is
    /// true here — the values are already the model values, nothing interrupted them. Animations a `UIViewPropertyAnimator` paces itself are left to it: it ends them.
    /// A layer that was put into a window before the frame animates normally.
    package static func endOffScreenAnimations() {
        guard !offScreenCandidates.isEmpty else { return }
        let candidates = offScreenCandidates
        offScreenCandidates.removeAll()
        for case let layer? in candidates.map(\.layer) {
            layer.offScreenCheckPending = false
            let root = layer.rootLayer
            guard !root.drivesAnimations, root.onNeedsFrame == nil, layer.subtreeHasAnimations else { continue }
            endAnimations(in: layer)
        }
    }

    private static func endAnimations(in layer: CALayer) {
        guard layer.subtreeHasAnimations else { return }
        let ended = layer.animationEntries.filter { $0.animation.manualProgress == nil }
        if !ended.isEmpty {
            layer.animationEntries.removeAll { $0.animation.manualProgress == nil }
            if layer.animationEntries.isEmpty { setPresented(nil, on: layer) }
            for entry in ended { animationStopped(entry.animation, finished: true) }
        }
        var subtreeAnimated = !layer.animationEntries.isEmpty
        for sub in layer.sublayerStorage where sub.subtreeHasAnimations {
            endAnimations(in: sub)
            subtreeAnimated = subtreeAnimated || sub.subtreeHasAnimations
        }
        layer.subtreeHasAnimations = subtreeAnimated || layer.presented != nil
    }

    /// Stores new presentation values and invalidates what changed on screen.
    private static func setPresented(_ properties: LayerProperties?, on layer: CALayer) {
        let old = layer.displayed
        layer.presented = properties
        let new = layer.displayed
        guard old != new else { return }
        if old.bounds.size != new.bounds.size || old.cornerRadius != new.cornerRadius
            || old.shadowOffset != new.shadowOffset || old.shadowRadius != new.shadowRadius {
            layer.renderState.invalidateCaches()
        } else if old.backgroundColor != new.backgroundColor || old.borderWidth != new.borderWidth
            || old.borderColor != new.borderColor || old.shadowColor != new.shadowColor
            || old.shadowOpacity != new.shadowOpacity || old.bounds.origin != new.bounds.origin
            || old.sublayerTransform != new.sublayerTransform {
            layer.renderState.invalidateOwnImage()
        }
        if old.zPosition != new.zPosition { layer.superlayer?.setNeedsComposite() }
        if old.bounds.size != new.bounds.size, layer.needsDisplayOnBoundsChange { layer.setNeedsDisplay() }
        layer.setNeedsComposite()
    }

    /// Runs the callbacks queued so far (and those they queue), in order.
    package static func deliverCallbacks() {
        var rounds = 0
        while !pendingCallbacks.isEmpty && rounds < 100 {
            let callbacks = pendingCallbacks
            pendingCallbacks.removeAll()
            for c in callbacks { c() }
            rounds += 1
        }
    }
}

/// The current time on the app's frame clock, in seconds.
///
/// In an app this is the system's monotonic clock; under `UIKitTesting` it is the test's
/// manual clock, so code that reads it (the pause/resume idiom `layer.convertTime(CACurrentMediaTime(), from: nil)`)
/// behaves the same in tests.
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaClock.current?.now ?? LiveFrameClock.monotonicNow()
}

/// The clock `CACurrentMediaTime()` reads: the clock of the screen that ran a frame last.
@MainActor
package enum MediaClock {
    package static weak var current: (any FrameClock)?
}
