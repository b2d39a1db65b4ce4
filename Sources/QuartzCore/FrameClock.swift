import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The source of frame timestamps. Only the live clock reads the system time; everything else
/// receives `now` from the clock it was given.
@MainActor
package protocol FrameClock: AnyObject {
    /// The current time in seconds (monotonic; the origin is arbitrary).
    var now: TimeInterval { get }
}

/// The system's monotonic clock (`CLOCK_MONOTONIC`, the same base as `CACurrentMediaTime`).
@MainActor
package final class LiveFrameClock: FrameClock {
    package init() {}
    package var now: TimeInterval { Self.monotonicNow() }

    /// Reads `CLOCK_MONOTONIC`.
    nonisolated package static func monotonicNow() -> TimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return TimeInterval(ts.tv_sec) + TimeInterval(ts.tv_nsec) / 1_000_000_000
    }
}

/// A clock that moves only when told to: tests advance it frame by frame.
@MainActor
package final class ManualFrameClock: FrameClock {
    package private(set) var now: TimeInterval
    package init(start: TimeInterval = 0) { now = start }
    /// Moves the clock forward (negative or non-finite steps are ignored).
    package func advance(by seconds: TimeInterval) {
        guard seconds > 0, seconds.isFinite else { return }
        now += seconds
    }
}
