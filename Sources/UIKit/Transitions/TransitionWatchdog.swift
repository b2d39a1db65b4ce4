import Foundation

/// Notices transitions whose animator never calls `completeTransition(_:)`: after a generous
/// time it says so on standard error and completes them, so the app does not wedge forever.
///
/// Each screen has one, kept by its frame scheduler with the transitions running on it. A
/// transition's age counts only the time it runs on its own — not while a finger drives it —
/// in its container's time (a slowed window gives it more time; a frozen ancestor stops it), as
/// measured by the frame timestamps of its screen. One timer on the main queue, re-armed for the
/// earliest deadline, wakes the screen's sleeping loop when a transition would be overdue.
@MainActor
final class TransitionWatchdog {
    /// The running transitions, held weakly: their owners keep them alive.
    private(set) var running: [WeakDriver] = []
    private weak var scheduler: FrameScheduler?

    struct WeakDriver { weak var driver: TransitionDriver? }
    /// Seconds past the transition's duration before it is considered stuck.
    static let grace: TimeInterval = 10

    private init(scheduler: FrameScheduler) { self.scheduler = scheduler }

    /// The watchdog of the screen `layer` is on (of the screen set up last when it is on none).
    static func of(_ layer: CALayer) -> TransitionWatchdog? {
        guard let scheduler = layer.scheduler ?? FrameContext.main.current else { return nil }
        return scheduler.service { TransitionWatchdog(scheduler: scheduler) }
    }

    func register(_ d: TransitionDriver) {
        running.removeAll { $0.driver == nil }
        running.append(WeakDriver(driver: d))
        d.watchdog = self
        d.watchdogLastCheck = scheduler?.now
        rearm()
    }

    func unregister(_ d: TransitionDriver) {
        running.removeAll { $0.driver == nil || $0.driver === d }
        if running.isEmpty { rearm() }
    }

    /// Checks the running transitions at the frame time `now`. Allocates nothing and reads no
    /// clock but the frame's, unless the set of transitions running on their own changed or the
    /// wake-up timer fired (then it re-arms the timer).
    func check(at now: TimeInterval) {
        guard !running.isEmpty else { return }
        var onTheirOwn = 0
        for entry in running {
            guard let d = entry.driver else { continue }
            let elapsed = d.watchdogLastCheck.map { max(0, now - $0) } ?? 0
            d.watchdogLastCheck = now
            guard !d.isInteractive, !d.hasCompleted else { continue }
            d.watchdogAge += elapsed * d.containerRate
            guard d.watchdogAge > d.transitionDuration + Self.grace else {
                onTheirOwn += 1
                continue
            }
            FileHandle.standardError.write(Data("""
                warning: the transition from \(type(of: d.fromViewController)) to \(type(of: d.toViewController)) \
                has not called completeTransition(_:) after running on its own for \(Int(d.watchdogAge)) s; it is completed now \
                (\(d.transitionWasCancelled ? "cancelled" : "finished")) so the app can go on\n
                """.utf8))
            d.completeTransition(!d.transitionWasCancelled)
        }
        if onTheirOwn != armedCount || (onTheirOwn > 0 && armedFor == nil) { rearm() }
    }

    // MARK: Waking a sleeping loop

    private var timer: DispatchSourceTimer?
    /// When the timer fires (uptime nanoseconds), nil when disarmed.
    private var armedFor: UInt64?
    /// How many transitions were running on their own when the timer was last armed.
    private var armedCount = 0

    isolated deinit { timer?.cancel() }

    /// Arms the timer for the earliest moment a transition running on its own could be overdue
    /// (at normal speed; a slower one is looked at again then), or disarms it.
    private func rearm() {
        let onTheirOwn = running.compactMap(\.driver).filter { !$0.isInteractive && !$0.hasCompleted }
        armedCount = onTheirOwn.count
        let remaining = onTheirOwn.map { max(0, $0.transitionDuration + Self.grace - $0.watchdogAge) }.min()
        guard let remaining else {
            if armedFor != nil { timer?.schedule(deadline: .distantFuture); armedFor = nil }
            return
        }
        let deadline = DispatchTime.now() + min(remaining, 3600) + 0.1
        // Re-arm only for a deadline that moved (by more than a quarter second).
        if let armed = armedFor, armed <= deadline.uptimeNanoseconds + 250_000_000,
           armed + 250_000_000 >= deadline.uptimeNanoseconds { return }
        if timer == nil {
            let t = DispatchSource.makeTimerSource(queue: .main)
            t.setEventHandler { [weak self] in
                MainActor.assumeIsolated {
                    self?.armedFor = nil
                    self?.scheduler?.requestFrame()
                }
            }
            t.resume()
            timer = t
        }
        timer?.schedule(deadline: deadline, leeway: .milliseconds(50))
        armedFor = deadline.uptimeNanoseconds
    }
}
