import Testing
@testable import QuartzCore

/// A layer tree with a manual clock and its own frame scheduler: each `tick` runs a frame's
/// commit, evaluation and completion phases at the clock's time, as the app's loop does.
@MainActor
final class AnimationTimeline {
    let root = CALayer()
    let clock: ManualFrameClock
    let scheduler: FrameScheduler

    init(start: CFTimeInterval = 100) {
        clock = ManualFrameClock(start: start)
        scheduler = FrameScheduler(clock: clock)
        root.hostScheduler = scheduler
        root.drivesAnimations = true   // a screen's root: its animations are evaluated each frame
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    }

    var now: CFTimeInterval { clock.now }

    /// Commits, evaluates at the current time and runs callbacks; returns whether animations still run.
    @discardableResult
    func tick() -> Bool {
        scheduler.beginFrame(at: clock.now)
        defer { scheduler.endFrame() }
        scheduler.commit()
        let running = scheduler.evaluate(root)
        scheduler.runCompletions()
        return running
    }

    /// Advances the clock by `seconds` and ticks.
    @discardableResult
    func advance(_ seconds: CFTimeInterval) -> Bool {
        clock.advance(by: seconds)
        return tick()
    }

    /// A layer added to the root, changed without implicit animations.
    func layer(_ configure: (CALayer) -> Void = { _ in }) -> CALayer {
        let l = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        configure(l)
        CATransaction.commit()
        root.addSublayer(l)
        return l
    }
}

/// Records delegate callbacks in order.
@MainActor
final class AnimationLog: NSObject, CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
}
