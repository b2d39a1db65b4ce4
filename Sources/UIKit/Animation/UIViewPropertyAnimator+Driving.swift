import Foundation

/// One animated property of one layer, paced by an animator.
@MainActor
struct AnimatorTrack {
    let layer: CALayer
    let key: String
    let animation: CAAnimation
    let from: Any?
    let to: Any?
    /// The animator progress at which this track begins (later additions and delay factors).
    let start: Double
}

extension UIViewPropertyAnimator {
    /// Now, in the time of the layers the animator animates (so a slowed or frozen ancestor
    /// slows or freezes it, as Core Animation time does for UIKit's animators).
    func layerTime() -> CFTimeInterval {
        guard let layer = tracks.first?.layer else { return CACurrentMediaTime() }
        // The frame's timestamp during a frame of the layer's screen, else its clock's time.
        return layer.convertTime(layer.scheduler?.now ?? CACurrentMediaTime(), from: nil)
    }

    /// Runs the pending animation blocks and shows the start.
    func activate() {
        guard state == .inactive else { return }
        state = .active
        shownProgress = 0
        timeFraction = 0
        let pending = blocks
        blocks.removeAll()
        for b in pending { runBlock(b.animations, delayFactor: b.delayFactor) }
        show(0)
    }

    /// Runs an animation block now; its animations are paced by this animator from the current progress.
    func runBlock(_ block: () -> Void, delayFactor: CGFloat) {
        let group = AnimationCompletionGroup()
        let context = UIViewAnimationContext(duration: max(duration, 0.001), delay: 0, options: [],
                                             timing: .curve(CAMediaTimingFunction(name: .linear)), group: group)
        context.run(block)
        group.seal()
        let begin = timeFraction + Double(delayFactor) * (1 - timeFraction)
        for c in context.created {
            let basic = c.animation as? CABasicAnimation
            c.animation.manualProgress = 0
            tracks.append(AnimatorTrack(layer: c.layer, key: c.key, animation: c.animation,
                                        from: basic?.fromValue, to: basic?.toValue, start: begin))
        }
        show(shownProgress)
    }

    /// Starts moving toward the end (or the start when reversed) with `timing`, over
    /// `newDuration` seconds (nil: the remaining share of the duration).
    func run(timing: (any UITimingCurveProvider)?, newDuration: TimeInterval?, startDelay: TimeInterval) {
        let now = layerTime()
        var velocity = 0.0
        if let s = runner.current() {
            shownProgress = s.shown
            timeFraction = s.fraction
            velocity = s.velocity
        }
        let target = reversed ? 0.0 : 1.0
        let length = newDuration ?? duration * abs(target - timeFraction)
        let curve: ProgressTween.Curve
        var segmentLength = length
        if let spring = timing?.springTimingParameters {
            let distance = target - shownProgress
            var v = Double(spring.initialVelocity.dx)
            if v == 0, distance != 0 { v = velocity / distance }   // keep the current speed
            let solver = spring.solver(duration: max(length, 0.001), velocity: v)
            curve = .spring(solver)
            if spring.physics != nil { segmentLength = solver.settlingDuration }
        } else {
            curve = .cubic(timing?.cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .easeInEaseOut))
        }
        let tween = ProgressTween(startTime: now + startDelay, length: segmentLength, from: shownProgress, to: target,
                                  fromFraction: timeFraction, toFraction: target, curve: curve)
        // (The runner's link keeps the animator alive while it runs, as UIKit keeps running animators.)
        runner.run(tween, on: nil, clock: { self.layerTime() }, step: { self.step($0) })
    }

    /// Stops the motion where it is now.
    func freeze() {
        if let s = runner.current() {
            timeFraction = s.fraction
            show(s.shown)
        }
        runner.stop()
    }

    /// One frame of a run: shows it, and at the end completes (unless it pauses there).
    private func step(_ s: TweenRunner.State) {
        timeFraction = s.fraction
        show(s.shown)
        guard s.done else { return }
        if pausesOnCompletion { return }
        let position: UIViewAnimatingPosition = reversed ? .start : .end
        settleModel(at: position)
        complete(at: position)
    }

    /// Shows progress `p` on every track. Tracks that start late (added while running, or with
    /// a delay factor) follow the animator's curve over their own share of the time.
    func show(_ p: Double) {
        shownProgress = p
        for track in tracks { track.animation.manualProgress = progress(of: track) }
        AnimationEngine.requestFrame(for: tracks.first?.layer)
    }

    /// Where a track is: the animator's progress, or its own late share of the time.
    func progress(of track: AnimatorTrack) -> Double {
        guard track.start > 0 else { return shownProgress }
        guard track.start < 1 else { return timeFraction >= 1 ? 1 : 0 }
        let local = (timeFraction - track.start) / (1 - track.start)
        return local <= 0 ? 0 : curveValue(at: min(local, 1))
    }

    /// The time fraction now (moving while running).
    func currentTimeFraction() -> Double {
        runner.current()?.fraction ?? timeFraction
    }

    /// What a time fraction shows under the animator's curve.
    func curveValue(at f: Double) -> Double {
        timingParameters?.cubicTimingParameters?.timingFunction.solve(f) ?? f
    }

    /// Puts the model values where `position` says, without animating.
    func settleModel(at position: UIViewAnimatingPosition) {
        for track in tracks {
            let value: AnimatableValue?
            switch position {
            case .end: value = AnimatableValue(track.to)
            case .start: value = AnimatableValue(track.from)
            case .current:
                value = AnimatableValue(track.from).flatMap { from in
                    AnimatableValue(track.to).flatMap { AnimatableValue.interpolate(from, $0, progress(of: track)) }
                } ?? track.layer.displayed.value(forKey: track.key)
            }
            if let value { track.layer.setModelValue(value, forKey: track.key) }
        }
    }

    /// Takes the animator's animations off their layers, without telling anyone (the tracks
    /// stay known, so a stopped animator can still finish at its start or end).
    func detachAnimations() {
        for track in tracks where track.layer.animation(forKey: track.key) === track.animation {
            track.animation.completion = nil
            track.layer.removeAnimation(forKey: track.key)
        }
    }

    /// Ends the animator and runs its completions with `position`.
    func complete(at position: UIViewAnimatingPosition) {
        detachAnimations()
        tracks.removeAll()
        runner.stop()
        state = .inactive
        let done = completions
        completions.removeAll()
        for c in done { c(position) }
    }
}
