import Foundation

/// The frame machinery of one screen: its clock and the timestamp of the frame being run, the
/// animations waiting for their commit, the callbacks waiting for the end of the frame, the
/// display links, the layers whose animations may have no screen, and the frame request.
///
/// Each screen's driver owns one (`ScreenDriver` in UIKit, which runs the phases in order, see
/// `FrameScheduler+Phases.swift`). A layer reaches its scheduler through the root of its tree
/// (`CALayer.scheduler`): a screen's root layer is hosted by its screen's scheduler, and a
/// window that is not shown yet by its screen's. Nothing here is shared between screens, so two
/// screens in one process run on their own clocks and never run each other's work.
///
/// While a frame runs, `now` is the frame's timestamp: every callback of the frame (input,
/// display links, layout, completions) and `CACurrentMediaTime()` see that one time. Outside a
/// frame `now` reads the clock.
@MainActor
package final class FrameScheduler: FrameClock {
    /// The clock frames are timed by (only the live clock reads the system time).
    package let clock: any FrameClock
    /// The timestamp of the frame being run; nil between frames.
    package private(set) var frameTimestamp: TimeInterval?
    /// Called when something asks for a frame (the screen's driver wakes its loop).
    package var onFrameRequested: (@MainActor () -> Void)?

    /// Callbacks waiting for the frame's completion phase, in order.
    private var pendingCallbacks: [@MainActor () -> Void] = []
    /// Animations whose transaction closed in another screen's frame, or that joined this
    /// screen's tree after their transaction closed: the next commit phase gives them their start.
    var handedOver: [(layer: CALayer, animation: CAAnimation)] = []
    /// Layers given animations, or that left this screen's tree with animations, since the last
    /// frame: the commit phase ends the animations of those that no screen shows then.
    var offScreenCandidates: [WeakLayer] = []
    /// The display links this screen's frames fire (they keep their targets alive until invalidated).
    var displayLinks: [CADisplayLink] = []
    /// Per-screen state of the layers above QuartzCore (UIKit keeps its running transitions
    /// and their watchdog here), by type.
    private var services: [ObjectIdentifier: AnyObject] = [:]

    struct WeakLayer { weak var layer: CALayer? }

    /// Creates the scheduler of a screen whose frames are timed by `clock`.
    package init(clock: any FrameClock) {
        self.clock = clock
        FrameContext.main.noteSetUp(self)
    }

    /// The frame's timestamp while a frame runs, else the clock's time.
    package var now: TimeInterval { frameTimestamp ?? clock.now }

    /// Asks for a frame.
    package func requestFrame() { onFrameRequested?() }

    // MARK: Frames

    /// Starts a frame at `timestamp`: until `endFrame()`, `now` and `CACurrentMediaTime()` return it.
    package func beginFrame(at timestamp: TimeInterval) {
        frameTimestamp = timestamp
        FrameContext.main.frameBegan(self)
    }

    /// Ends the frame begun last.
    package func endFrame() {
        frameTimestamp = nil
        FrameContext.main.frameEnded(self)
    }

    /// Makes this the screen that code naming no screen refers to (`CACurrentMediaTime()`
    /// outside a frame, a display link added outside a frame), as when the screen is set up.
    package func makeAmbient() { FrameContext.main.noteSetUp(self) }

    // MARK: End-of-frame callbacks

    /// Whether callbacks wait for the completion phase.
    package var hasPendingCallbacks: Bool { !pendingCallbacks.isEmpty }

    /// Queues a callback for the completion phase of this frame (or of the next one, when it
    /// already ran or no frame runs) and asks for a frame.
    package func enqueue(_ callback: @escaping @MainActor () -> Void) {
        pendingCallbacks.append(callback)
        requestFrame()
    }

    /// Runs the queued callbacks (and those they queue), in order.
    func deliverCallbacks() {
        var rounds = 0
        while !pendingCallbacks.isEmpty && rounds < 100 {
            let callbacks = pendingCallbacks
            pendingCallbacks.removeAll()
            for c in callbacks { c() }
            rounds += 1
        }
    }

    // MARK: Services

    /// The scheduler's instance of `T`, made by `make` the first time it is asked for.
    package func service<T: AnyObject>(_ make: () -> T) -> T {
        if let s = services[ObjectIdentifier(T.self)] as? T { return s }
        let s = make()
        services[ObjectIdentifier(T.self)] = s
        return s
    }

    /// The scheduler's instance of `type`, if one was made.
    package func existingService<T: AnyObject>(_ type: T.Type) -> T? {
        services[ObjectIdentifier(T.self)] as? T
    }
}
