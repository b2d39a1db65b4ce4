import Foundation

extension UIView {
    /// Animates the view changes made in `animations` over `duration` seconds, after `delay`.
    ///
    /// Changes to `frame`, `bounds`, `center`, `transform`, `alpha` and `backgroundColor` (and
    /// the properties of views' layers) animate from what is on screen to the new value, so an
    /// animation that interrupts another continues from where it was. `completion` receives
    /// true when every animation ran to its end, false when one was removed or replaced first.
    /// A duration that is zero, negative or NaN applies the changes at once and completes on the
    /// next frame.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        runAnimations(duration: duration, delay: delay, options: options,
                      timing: nil, animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` with the default curve (ease in, ease out).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes made in `animations` with a spring that comes to rest after
    /// `duration`: `dampingRatio` 1 does not overshoot, smaller values oscillate; `velocity`
    /// is the initial speed in units of the whole distance per second.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let ratio = dampingRatio.isFinite && dampingRatio > 0 ? Double(dampingRatio) : 1
        runAnimations(duration: duration, delay: delay, options: options,
                      timing: .spring(dampingRatio: ratio, initialVelocity: velocity.isFinite ? Double(velocity) : 0),
                      animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations turned off.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let enabled = UIViewAnimationContext.animationsEnabled
        UIViewAnimationContext.animationsEnabled = false
        actionsWithoutAnimation()
        UIViewAnimationContext.animationsEnabled = enabled
    }

    /// Turns view animations on or off for the whole app.
    public class func setAnimationsEnabled(_ enabled: Bool) { UIViewAnimationContext.animationsEnabled = enabled }

    /// Whether view animations are on.
    public class var areAnimationsEnabled: Bool { UIViewAnimationContext.animationsEnabled }

    /// The duration of the animation block being run (0 outside one).
    public class var inheritedAnimationDuration: TimeInterval { UIViewAnimationContext.current?.duration ?? 0 }

    /// Opens an animation context, runs the block in it and seals its completion group.
    static func runAnimations(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
                              timing: UIViewAnimationTiming?, animations: () -> Void,
                              completion: ((Bool) -> Void)?) {
        let group = AnimationCompletionGroup()
        if let completion { group.completion = { finished in completion(finished) } }
        guard let context = makeContext(duration: duration, delay: delay, options: options, timing: timing, group: group) else {
            performWithoutAnimation(animations)
            group.seal()
            return
        }
        context.run {
            animations()
            // Lay out the views whose size changed now, so their subviews animate along.
            if options.contains(.layoutSubviews) {
                for view in context.created.compactMap({ $0.layer.delegate as? UIView }) { view.layoutIfNeeded() }
            }
        }
        group.seal()
    }

    /// A context for a block, inheriting an enclosing block's duration and curve unless told not
    /// to; nil when the block should not animate (bad duration, or animations disabled).
    static func makeContext(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
                            timing: UIViewAnimationTiming?, group: AnimationCompletionGroup) -> UIViewAnimationContext? {
        var d = duration, curve = timing ?? .curve(options.curve.timingFunction)
        if let outer = UIViewAnimationContext.current, !options.contains(.overrideInheritedOptions) {
            if !options.contains(.overrideInheritedDuration) { d = outer.duration }
            if !options.contains(.overrideInheritedCurve), timing == nil { curve = outer.timing }
        }
        guard d.isFinite, d > 0, UIViewAnimationContext.animationsEnabled else {
            if !(d.isFinite) || d < 0 { warnOnce("UIView.animate: duration \(duration) is not a positive number; the changes are applied at once") }
            return nil
        }
        let safeDelay = delay.isFinite && delay > 0 ? delay : 0
        return UIViewAnimationContext(duration: d, delay: safeDelay, options: options, timing: curve, group: group)
    }
}
