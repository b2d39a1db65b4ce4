import Foundation

/// The phases of a frame that QuartzCore runs. The screen's driver calls them in this order
/// (`ScreenDriver.runFrame`): input → display links → layout → display → commit → evaluate →
/// render → present → completions.
extension FrameScheduler {
    // MARK: Display links

    /// Fires this screen's unpaused display links for the frame (`duration` apart).
    package func fireDisplayLinks(duration: CFTimeInterval) {
        guard let timestamp = frameTimestamp, !displayLinks.isEmpty else { return }
        for link in displayLinks where !link.isPaused {
            link.fire(timestamp: timestamp, duration: duration)
        }
    }

    /// Whether an unpaused display link wants frames.
    package var displayLinksWantFrames: Bool { displayLinks.contains { !$0.isPaused } }

    // MARK: Layout and display

    /// Lays out the layers marked as needing it, top-down (views' `layoutSubviews`).
    package func layout(_ root: CALayer) { root.layOutMarkedLayers() }

    /// Draws the content of the layers marked as needing it (views' `draw(_:)`).
    package func display(_ root: CALayer) { root.displayMarkedLayers() }

    // MARK: Commit

    /// Commits the transaction work of the frame: the main thread's implicit transaction (its
    /// animations on this screen start at the frame's timestamp), the animations handed to this
    /// screen since the last frame, and the off-screen rule.
    package func commit() {
        CATransaction.commitImplicit(inFrameOf: self)
        if !handedOver.isEmpty {
            let waiting = handedOver
            handedOver.removeAll()
            for (layer, animation) in waiting where animation.startsAtCommit && layer.scheduler === self {
                stamp(animation, on: layer)
            }
        }
        endOffScreenAnimations()
    }

    /// Gives an animation whose transaction closed its start: the layer's local time now (at the
    /// frame's timestamp during a frame) plus its delay.
    func stamp(_ animation: CAAnimation, on layer: CALayer) {
        animation.startsAtCommit = false
        animation.beginTime = layer.localTime(atMediaTime: now) + animation.startDelay
    }

    /// Takes an animation whose transaction closed elsewhere: it starts at this screen's next
    /// commit phase.
    func handOver(_ animation: CAAnimation, on layer: CALayer) {
        handedOver.append((layer, animation))
        requestFrame()
    }

    /// A layer joined this screen's tree: animations it holds whose transaction already closed
    /// start at the next commit phase.
    func adopt(_ layer: CALayer) {
        layer.forEachAnimatedLayer { l in
            for entry in l.animationEntries where entry.animation.startsAtCommit
                && entry.animation.transactionGroup?.isSealed != false {
                handOver(entry.animation, on: l)
            }
        }
    }

    // MARK: Evaluate

    /// Writes the presentation values of the animations under `root` at the frame's timestamp.
    /// Returns whether an animation will change with time.
    package func evaluate(_ root: CALayer) -> Bool {
        AnimationEngine.evaluate(root, at: now)
    }

    // MARK: Completions

    /// Runs the callbacks of the frame: animations that ended (delegates, completions,
    /// transaction completion blocks) and what they queue, and the work no screen owned.
    /// What they change shows in the next frame; the animations they add are committed at the
    /// end, with this frame's timestamp (an animation chained in a completion starts when the
    /// one before ended, as Core Animation commits a completion's changes at the end of the
    /// run-loop turn that ran it).
    package func runCompletions() {
        FrameContext.main.takeUnownedCallbacks(into: self)
        guard hasPendingCallbacks else { return }
        deliverCallbacks()
        CATransaction.commitImplicit(inFrameOf: self)
    }

    // MARK: Layers that are not on screen

    /// Notes a layer whose animations may have no tree to run in; asks for a frame.
    func noteMayBeOffScreen(_ layer: CALayer) {
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
    /// true here — the values are already the model values, nothing interrupted them. Animations
    /// a `UIViewPropertyAnimator` paces itself are left to it: it ends them. A layer that was put
    /// into a window before the frame animates normally. Layers that were in no screen's tree
    /// when they were noted are looked at by the next frame of any screen; their callbacks run
    /// in that frame's completion phase.
    func endOffScreenAnimations() {
        var candidates = FrameContext.main.takeUnownedCandidates()
        if !offScreenCandidates.isEmpty {
            candidates += offScreenCandidates
            offScreenCandidates.removeAll()
        }
        for case let layer? in candidates.map(\.layer) {
            layer.offScreenCheckPending = false
            let root = layer.rootLayer
            guard !root.drivesAnimations, root.onNeedsFrame == nil, layer.subtreeHasAnimations else { continue }
            AnimationEngine.endAnimations(in: layer)
        }
    }
}

extension CALayer {
    /// Calls `body` for this layer and every layer below it that has animations.
    func forEachAnimatedLayer(_ body: (CALayer) -> Void) {
        guard subtreeHasAnimations else { return }
        body(self)
        for l in sublayerStorage { l.forEachAnimatedLayer(body) }
        mask?.forEachAnimatedLayer(body)
    }
}
