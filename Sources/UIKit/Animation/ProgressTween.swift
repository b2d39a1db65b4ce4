import Foundation

/// A stretch of motion of one progress value from `from` to `to` under one curve: the rest of
/// a percent-driven transition after the finger lifts, and each run of a property animator.
///
/// Besides the shown progress it carries a *time fraction* (`fromFraction` → `toFraction`,
/// linear in time): what `fractionComplete` and `percentComplete` report while it runs.
struct ProgressTween {
    enum Curve {
        case cubic(CAMediaTimingFunction)
        case spring(SpringSolver)
    }
    let startTime: CFTimeInterval
    let length: CFTimeInterval
    let from: Double, to: Double
    let fromFraction: Double, toFraction: Double
    let curve: Curve

    /// Shown progress, time fraction, velocity of the progress (per second), and whether it is over.
    func state(at t: CFTimeInterval) -> (shown: Double, fraction: Double, velocity: Double, done: Bool) {
        let elapsed = max(0, t - startTime)
        // (A nanosecond of slack: the frame at exactly the end time must count as the end.)
        let tau = length > 0 ? min(elapsed / length + 1e-9, 1) : 1
        let fraction = fromFraction + (toFraction - fromFraction) * tau
        switch curve {
        case .cubic(let f):
            let v = length > 0 && tau < 1 ? (to - from) * f.slope(at: tau) / length : 0
            return (from + (to - from) * f.solve(tau), fraction, v, tau >= 1)
        case .spring(let s):
            let done = elapsed >= s.settlingDuration
            let x = done ? 1 : s.value(at: elapsed)
            return (from + (to - from) * x, fraction, done ? 0 : (to - from) * s.velocity(at: elapsed), done)
        }
    }
}

/// Steps one `ProgressTween` on every frame — the one tween engine of UIKit's own animations
/// (a property animator's runs and the rest of a percent-driven transition).
///
/// It reads time from the clock it is given (its owner's: the frame's timestamp during a frame,
/// in the time of the layers it moves) and hands each state to `step`; after the state that
/// reaches the end it stops by itself. While it runs, its display link holds it, and it holds
/// the clock and the step — so their owner stays alive until the tween ends or is stopped, as
/// UIKit keeps running animations alive; stopped, it holds nothing.
@MainActor
final class TweenRunner {
    typealias State = (shown: Double, fraction: Double, velocity: Double, done: Bool)

    private(set) var tween: ProgressTween?
    private var link: CADisplayLink?
    private var clock: (@MainActor () -> CFTimeInterval)?
    private var step: (@MainActor (State) -> Void)?

    init() {}

    var isRunning: Bool { tween != nil }

    /// The running tween's state now (nil when stopped).
    func current() -> State? {
        guard let tween, let clock else { return nil }
        return tween.state(at: clock())
    }

    /// Runs `tween` on the frames of `scheduler`'s screen (nil: the screen of the next frame),
    /// replacing any running one, and hands its first state to `step` now.
    func run(_ tween: ProgressTween, on scheduler: FrameScheduler?,
             clock: @escaping @MainActor () -> CFTimeInterval, step: @escaping @MainActor (State) -> Void) {
        self.tween = tween
        self.clock = clock
        self.step = step
        if link == nil {
            // The link holds the runner weakly: a runner whose owner is gone (a scroll view
            // freed mid-scroll) stops its link instead of stepping for it.
            let l = CADisplayLink { [weak self] link in
                guard let self else { link.invalidate(); return }
                self.tick()
            }
            if let scheduler { l.add(to: scheduler) } else { l.add(to: .main, forMode: .common) }
            link = l
        }
        tick()
    }

    /// Stops where it is, without a last step.
    func stop() {
        tween = nil
        clock = nil
        step = nil
        link?.invalidate()
        link = nil
    }

    private func tick() {
        guard let tween, let clock, let step else { return }
        let s = tween.state(at: clock())
        if s.done { stop() }
        step(s)
    }
}
