import Foundation

/// Evaluates the animations of a layer tree at a frame's time: writes each animated layer's
/// presentation values, removes finished animations and queues their callbacks on the layer's
/// screen (`FrameScheduler`), for the frame's completion phase.
///
/// Only subtrees marked `subtreeHasAnimations` are visited. The result says whether another
/// frame will look different (an animation is running at a non-zero rate), so a tree whose
/// animations are all frozen (speed 0, as during an interactive transition) costs nothing
/// while idle.
@MainActor
package enum AnimationEngine {
    /// Queues a callback for the completion phase of the screen `layer` is on (of the next
    /// frame of any screen when it is on none).
    package static func enqueue(_ callback: @escaping @MainActor () -> Void, for layer: CALayer?) {
        if let scheduler = layer?.scheduler { scheduler.enqueue(callback) } else { FrameContext.main.enqueueUnowned(callback) }
    }

    /// Asks for a frame of the screen `layer` is on.
    package static func requestFrame(for layer: CALayer?) {
        (layer?.scheduler ?? FrameContext.main.current)?.requestFrame()
    }

    /// An animation of `layer` ended or was removed: tell its delegate, its completion and its transaction.
    package static func animationStopped(_ animation: CAAnimation, finished: Bool, on layer: CALayer) {
        enqueue({
            animation.delegate?.animationDidStop(animation, finished: finished)
            animation.completion?(finished)
        }, for: layer)
        if let group = animation.transactionGroup {
            animation.transactionGroup = nil
            group.animationEnded(finished: finished)
        }
    }

    /// Notes a layer whose animations may have no tree to run in (with the scheduler whose tree
    /// it is in or just left; nil when none): the next frame ends them if no screen shows it.
    package static func noteMayBeOffScreen(_ layer: CALayer, scheduler: FrameScheduler?) {
        if let scheduler { scheduler.noteMayBeOffScreen(layer) } else if !layer.offScreenCheckPending {
            layer.offScreenCheckPending = true
            FrameContext.main.noteUnowned(layer)
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
                    if let d = a.delegate { enqueue({ d.animationDidStart(a) }, for: layer) }
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
                for entry in removed { animationStopped(entry.animation, finished: true, on: layer) }
                // Drawn from a resampled image while it animated: drawn sharp again now, even
                // when the animation ended on the model's value.
                if layer.renderState.resampledImage != nil && !layer.animatesTransform { layer.setNeedsComposite() }
            }
            setPresented(layer.animationEntries.isEmpty ? nil : properties, on: layer)
        }

        var subtreeAnimated = !layer.animationEntries.isEmpty
        for sub in layer.sublayerStorage where sub.subtreeHasAnimations {
            if evaluate(sub, parentTime: time, rate: rate) { running = true }
            subtreeAnimated = subtreeAnimated || sub.subtreeHasAnimations
        }
        if let m = layer.mask, m.subtreeHasAnimations {   // a mask runs on its host's time
            if evaluate(m, parentTime: time, rate: rate) { running = true }
            subtreeAnimated = subtreeAnimated || m.subtreeHasAnimations
        }
        layer.subtreeHasAnimations = subtreeAnimated || layer.presented != nil
        return running
    }

    /// Ends, as finished, the animations of a subtree that no screen shows (see
    /// `FrameScheduler.endOffScreenAnimations`).
    static func endAnimations(in layer: CALayer) {
        guard layer.subtreeHasAnimations else { return }
        let ended = layer.animationEntries.filter { $0.animation.manualProgress == nil }
        if !ended.isEmpty {
            layer.animationEntries.removeAll { $0.animation.manualProgress == nil }
            if layer.animationEntries.isEmpty { setPresented(nil, on: layer) }
            for entry in ended { animationStopped(entry.animation, finished: true, on: layer) }
        }
        var subtreeAnimated = !layer.animationEntries.isEmpty
        for sub in layer.sublayerStorage where sub.subtreeHasAnimations {
            endAnimations(in: sub)
            subtreeAnimated = subtreeAnimated || sub.subtreeHasAnimations
        }
        if let m = layer.mask, m.subtreeHasAnimations {
            endAnimations(in: m)
            subtreeAnimated = subtreeAnimated || m.subtreeHasAnimations
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
            || old.sublayerTransform != new.sublayerTransform || old.content != new.content
            || old.contentsRect != new.contentsRect || old.contentsCenter != new.contentsCenter {
            layer.renderState.invalidateOwnImage()
            if old.content != new.content { layer.renderState.shadowMask = nil }
        }
        if old.zPosition != new.zPosition { layer.superlayer?.setNeedsComposite() }
        if old.bounds.size != new.bounds.size, layer.needsDisplayOnBoundsChange { layer.setNeedsDisplay() }
        else if layer.presentationChangeNeedsDisplay(from: old, to: new) {
            // A key the class redraws for (`needsDisplay(forKey:)`): this frame's display phase
            // has run already (layout, display, commit, evaluate, render), so redraw now, and
            // the frame shows content drawn with the values it shows.
            layer.setNeedsDisplay()
            layer.displayIfNeeded()
        }
        layer.setNeedsComposite()
    }
}
