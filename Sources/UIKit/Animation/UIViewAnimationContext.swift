import Foundation

/// How the animations of one `UIView.animate…` block are timed.
enum UIViewAnimationTiming {
    case curve(CAMediaTimingFunction)
    case spring(dampingRatio: Double, initialVelocity: Double)
}

/// The open `UIView.animate…` block: turns each view-property change made inside it into a
/// Core Animation animation, and runs the block's completion once all of them ended.
///
/// UIKit keeps these on a stack (blocks may nest); that stack, and whether animations are
/// enabled, is UIKit's own per-thread state: the application object keeps it (the app's UI runs
/// on the main thread), as it keeps the rest of UIKit's global state.
@MainActor
final class UIViewAnimationContext {
    static var stack: [UIViewAnimationContext] {
        get { UIApplication.shared.viewAnimationStack }
        set { UIApplication.shared.viewAnimationStack = newValue }
    }
    static var animationsEnabled: Bool {
        get { UIApplication.shared.areViewAnimationsEnabled }
        set { UIApplication.shared.areViewAnimationsEnabled = newValue }
    }
    static var current: UIViewAnimationContext? { stack.last }

    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    let timing: UIViewAnimationTiming
    let group: AnimationCompletionGroup
    /// Records keyframe segments instead of animating (inside `animateKeyframes`).
    var keyframes: KeyframeRecorder?
    /// Animations created so far (the property animator controls these).
    private(set) var created: [(layer: CALayer, key: String, animation: CAAnimation)] = []

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
         timing: UIViewAnimationTiming, group: AnimationCompletionGroup) {
        self.duration = duration
        self.delay = delay
        self.options = options
        self.timing = timing
        self.group = group
    }

    /// Runs `animations` with this context open.
    func run(_ animations: () -> Void) {
        Self.stack.append(self)
        animations()
        Self.stack.removeLast()
    }

    /// Animates a property of a view's layer that just changed from `previous` to its model value.
    func animate(_ layer: CALayer, key: String, from previous: Any?) {
        if let keyframes {
            keyframes.record(layer, key: key, previous: previous)
            return
        }
        let animation = makeAnimation(key: key)
        animation.fromValue = previous
        animation.toValue = layer.model.value(forKey: key)?.toAny()
        add(animation, to: layer, key: key)
    }

    /// A basic or spring animation with this context's timing.
    func makeAnimation(key: String) -> CABasicAnimation {
        let animation: CABasicAnimation
        switch timing {
        case .curve(let function):
            animation = CABasicAnimation(keyPath: key)
            animation.timingFunction = function
        case .spring(let ratio, let velocity):
            let spring = CASpringAnimation(keyPath: key)
            let p = SpringSolver.parameters(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
            spring.mass = CGFloat(p.mass); spring.stiffness = CGFloat(p.stiffness); spring.damping = CGFloat(p.damping)
            spring.initialVelocity = CGFloat(velocity)
            animation = spring
        }
        animation.duration = duration
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        animation.autoreverses = options.contains(.autoreverse)
        return animation
    }

    /// The action a view's layer runs for a property changed inside the block: an animation
    /// with the block's timing and delay (a `CABasicAnimation`, or `CASpringAnimation` for a
    /// spring, as UIKit returns one), which counts in the block's completion and its property
    /// animator once it is added — whether the layer runs it or client code copies it and
    /// returns the copy from its own `action(forKey:)` for another key, as layer subclasses
    /// that animate a property of their own alongside a view animation do.
    func action(forKey key: String) -> CABasicAnimation {
        let animation = makeAnimation(key: key)
        enroll(animation)
        animation.whenAdded = { [weak self] layer, key, added in
            // Its end, as the block's own animations have it (a property animator scrubs between them).
            if let basic = added as? CABasicAnimation, basic.toValue == nil, basic.byValue == nil {
                basic.toValue = layer.model.value(forKey: key)?.toAny()
            }
            self?.count(added, on: layer, key: key)
        }
        return animation
    }

    /// Adds an animation made by this context, starting after the delay, and counts it in the group.
    func add(_ animation: CAAnimation, to layer: CALayer, key: String) {
        enroll(animation)
        group.join(on: layer)
        layer.add(animation, forKey: key)
        if let added = layer.animation(forKey: key) { created.append((layer, key, added)) }
    }

    /// Gives an animation the block's delay and makes its end count in the block's completion.
    private func enroll(_ animation: CAAnimation) {
        if delay > 0 {
            animation.startDelay = delay
            animation.fillMode = .backwards   // the old value shows during the delay
        }
        let group = self.group
        animation.completion = { finished in group.animationEnded(finished: finished) }
    }

    /// An animation of the block's, added to `layer`: the completion waits for it and a
    /// property animator drives it.
    private func count(_ added: CAAnimation, on layer: CALayer, key: String) {
        group.join(on: layer)
        created.append((layer, key, added))
    }
}

/// The layer action a view returns inside an animation block.
@MainActor
struct UIViewAnimationAction: CAAction {
    let context: UIViewAnimationContext
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        context.animate(layer, key: event, from: dict?["previousValue"])
    }
}
