import Foundation

extension UIView {
    /// Animates changes made in `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`
    /// blocks inside `animations`, each over its part of `duration`. The overall pacing comes
    /// from the curve bits of `options` (ease in, ease out by default) and the interpolation
    /// between keyframes from its calculation mode.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let viewOptions = UIView.AnimationOptions(rawValue: options.rawValue & ~(UInt(0x7) << 10))
        let group = AnimationCompletionGroup()
        if let completion { group.completion = { finished in completion(finished) } }
        guard let context = makeContext(duration: duration, delay: delay, options: viewOptions, timing: nil, group: group) else {
            performWithoutAnimation(animations)
            group.seal()
            return
        }
        let recorder = KeyframeRecorder()
        context.keyframes = recorder
        context.run(animations)
        context.keyframes = nil
        recorder.addAnimations(to: context, calculationMode: options.calculationMode)
        group.seal()
    }

    /// Inside `animateKeyframes`, animates the changes made in `animations` from
    /// `frameStartTime` for `frameDuration` (both fractions of the whole duration, 0…1).
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let recorder = UIViewAnimationContext.current?.keyframes else {
            warnOnce("UIView.addKeyframe called outside UIView.animateKeyframes; the changes are applied without animation")
            performWithoutAnimation(animations)
            return
        }
        let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
        let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 1 - start
        let saved = recorder.segment
        recorder.segment = (start, length)
        animations()
        recorder.segment = saved
    }

    /// Changes a view with a transition: `.transitionCrossDissolve` fades from how the view
    /// looked to how it looks after `animations`; the flips turn it over in perspective and the
    /// curls lift or lower a page (`UIView+Transitions3D.swift`). `animations` runs at once,
    /// without animation; `completion` runs when the transition ends.
    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let before = view.renderedImage()
        performWithoutAnimation { animations?() }
        let kind = options.transition
        if let before, let transition = TransitionKind(rawValue: kind), transition != .crossDissolve {
            view.layoutIfNeeded()
            if runTransition3D(transition, view: view, before: before, duration: duration, options: options, completion: completion) { return }
        }
        guard kind != 0, let before else {
            animate(withDuration: duration, delay: 0, options: options, animations: {}, completion: completion)
            return
        }
        // The old look, on top, fading out.
        let overlay = CALayer()
        overlay.contents = before
        overlay.contentsScale = CGFloat(before.width) / max(view.bounds.width, 1)
        overlay.anchorPoint = .zero
        overlay.bounds = view.bounds
        overlay.position = view.bounds.origin
        overlay.opacity = 0
        view.layer.addSublayer(overlay)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        let group = AnimationCompletionGroup(completion: { finished in
            overlay.removeFromSuperlayer()
            completion?(finished)
        })
        guard let context = makeContext(duration: duration, delay: 0, options: options, timing: nil, group: group) else {
            overlay.removeFromSuperlayer()
            group.seal()
            return
        }
        fade.duration = context.duration
        if case .curve(let f) = context.timing { fade.timingFunction = f }
        context.add(fade, to: overlay, key: "transition")
        group.seal()
    }
}

/// Collects what changes in the keyframe blocks of one `animateKeyframes` call, per layer and
/// property, and turns each into one keyframe animation.
@MainActor
final class KeyframeRecorder {
    struct Track {
        let layer: CALayer
        let key: String
        let initial: Any?
        var segments: [(start: Double, length: Double, value: Any?)]
    }
    var tracks: [Track] = []
    var segment: (start: Double, length: Double) = (0, 1)

    func record(_ layer: CALayer, key: String, previous: Any?) {
        let value = layer.model.value(forKey: key)?.toAny()
        if let i = tracks.firstIndex(where: { $0.layer === layer && $0.key == key }) {
            tracks[i].segments.append((segment.start, segment.length, value))
        } else {
            tracks.append(Track(layer: layer, key: key, initial: previous, segments: [(segment.start, segment.length, value)]))
        }
    }

    /// One keyframe animation per track: the value holds between keyframes and moves during each.
    func addAnimations(to context: UIViewAnimationContext, calculationMode: CAAnimationCalculationMode) {
        for track in tracks {
            var times: [Double] = [0], values: [Any?] = [track.initial]
            for s in track.segments.sorted(by: { $0.start < $1.start }) {
                let last = times.last!
                if s.start > last { times.append(s.start); values.append(values.last!) }
                times.append(max(s.start + s.length, times.last!))
                values.append(s.value)
            }
            if times.last! < 1 { times.append(1); values.append(values.last!) }
            guard values.allSatisfy({ $0 != nil }) else { continue }
            let animation = CAKeyframeAnimation(keyPath: track.key)
            animation.values = values.map { $0! }
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = calculationMode
            animation.duration = context.duration
            if case .curve(let f) = context.timing { animation.timingFunction = f }
            if context.options.contains(.repeat) { animation.repeatCount = .infinity }
            animation.autoreverses = context.options.contains(.autoreverse)
            context.add(animation, to: track.layer, key: track.key)
        }
    }
}
