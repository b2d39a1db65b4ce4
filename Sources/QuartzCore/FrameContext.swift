import Foundation

/// The main thread's transaction state and its view of the screens: the open `CATransaction`s,
/// the frame running now, and the work that belongs to no screen yet.
///
/// Core Animation keeps transactions per thread, not per screen: `CATransaction.begin()` names
/// no layer, and the implicit transaction collects the changes a thread makes to any layer
/// until its run loop turns. So does this type, for the main thread (every layer is
/// main-actor isolated). It holds no clock, no queue of a screen's and no display link: what a
/// transaction adds is committed into each layer's own scheduler (`CATransaction.commitFrame`),
/// and stamped with that scheduler's time. The explicit stack is empty whenever no `begin()` is
/// open, and the implicit transaction is closed by every frame, so nothing here carries one
/// screen's work into another's or needs resetting between tests.
///
/// Three things are looked up here because the API that needs them names no screen:
/// - `running`, the scheduler whose frame runs now: during a frame `CACurrentMediaTime()` is
///   its timestamp, and a display link added from one of its callbacks is its;
/// - `ambient`, the screen set up or run last (by the running Swift task, when it did): outside
///   a frame `CACurrentMediaTime()` reads its clock and a display link added there is its (an
///   app has one screen; a test that sets up two says which by setting one up,
///   `HeadlessScreen.makeWindow()`, and tests running side by side each keep their own);
/// - work no screen owns: callbacks of animations on layers that are in no screen's tree (and
///   completion blocks with no animation), run by the next frame of any screen, as UIKit runs
///   them on the next turn of the run loop; and the layers whose animations must then end.
@MainActor
package final class FrameContext {
    /// The main thread's context.
    package static let main = FrameContext()

    /// The open explicit transactions, outermost first.
    var transactions: [CATransaction.Frame] = []
    /// The implicit transaction, open from the first change made outside `begin()`/`commit()`
    /// until the next frame's commit phase (or `CATransaction.flush()`).
    var implicitTransaction: CATransaction.Frame?
    /// Warnings already printed (`warnOnce`): a log de-duplicator, not state any behaviour
    /// depends on.
    package var warningsPrinted: Set<String> = []
    /// The (layer class, delegate class) pairs found to draw nothing: a memo of a fact about
    /// classes, never reset, since it cannot change while the process runs.
    package var classesDrawingNothing: Set<DrawingProbe> = []

    /// The scheduler whose frame runs now (nil between frames).
    package private(set) var running: FrameScheduler?
    /// The screen set up or run last: by the running Swift task when it set one up or ran one
    /// (see `ambientByTask`), else by anyone.
    package var ambient: FrameScheduler? {
        if let task = Self.currentTask, let scheduler = ambientByTask[task]?.scheduler { return scheduler }
        return lastAmbient
    }
    private weak var lastAmbient: FrameScheduler?
    /// The screen each Swift task set up or ran last. Tasks interleave on the main actor: a test
    /// sets up its screen, other tests' jobs run, then its body adds a display link or reads
    /// `CACurrentMediaTime()`; those refer to the screen that test set up, not to the one that
    /// ran last. Code outside any task (the live loop's callbacks) uses `lastAmbient`.
    private var ambientByTask: [Int: WeakScheduler] = [:]
    private struct WeakScheduler { weak var scheduler: FrameScheduler? }
    private static var currentTask: Int? { withUnsafeCurrentTask { $0?.hashValue } }

    private func noteAmbient(_ scheduler: FrameScheduler) {
        lastAmbient = scheduler
        guard let task = Self.currentTask else { return }
        if ambientByTask.count >= 64 { ambientByTask = ambientByTask.filter { $0.value.scheduler != nil } }
        ambientByTask[task] = WeakScheduler(scheduler: scheduler)
    }

    /// Callbacks of work that belongs to no screen, for the next frame of any.
    private var unownedCallbacks: [@MainActor () -> Void] = []
    /// Layers given animations while in no screen's tree.
    private var unownedCandidates: [FrameScheduler.WeakLayer] = []
    /// Display links added before any screen existed: the first screen to run a frame takes them.
    private var unownedLinks: [CADisplayLink] = []

    private init() {}

    func noteSetUp(_ scheduler: FrameScheduler) { noteAmbient(scheduler) }

    func frameBegan(_ scheduler: FrameScheduler) {
        running = scheduler
        noteAmbient(scheduler)
        if !unownedLinks.isEmpty {
            for link in unownedLinks { link.adopt(by: scheduler) }
            unownedLinks.removeAll()
        }
    }

    func frameEnded(_ scheduler: FrameScheduler) {
        if running === scheduler { running = nil }
    }

    /// The scheduler that code naming no screen refers to: the running one, else the ambient one.
    package var current: FrameScheduler? { running ?? ambient }

    // MARK: Work no screen owns

    /// Queues a callback for the completion phase of the running frame, or of the next frame of
    /// any screen.
    package func enqueueUnowned(_ callback: @escaping @MainActor () -> Void) {
        if let running {
            running.enqueue(callback)
        } else {
            unownedCallbacks.append(callback)
            ambient?.requestFrame()
        }
    }

    /// Notes a layer in no screen's tree that was given animations.
    func noteUnowned(_ layer: CALayer) {
        unownedCandidates.append(FrameScheduler.WeakLayer(layer: layer))
        ambient?.requestFrame()
    }

    /// Holds a display link added when no screen exists.
    func holdUnowned(_ link: CADisplayLink) { unownedLinks.append(link) }

    /// Forgets a held display link.
    func releaseUnowned(_ link: CADisplayLink) { unownedLinks.removeAll { $0 === link } }

    /// Hands the callbacks no screen owns to `scheduler`'s completion phase.
    func takeUnownedCallbacks(into scheduler: FrameScheduler) {
        guard !unownedCallbacks.isEmpty else { return }
        let callbacks = unownedCallbacks
        unownedCallbacks.removeAll()
        for c in callbacks { scheduler.enqueue(c) }
    }

    /// Takes the layers noted while in no screen's tree.
    func takeUnownedCandidates() -> [FrameScheduler.WeakLayer] {
        defer { unownedCandidates.removeAll() }
        return unownedCandidates
    }
}

/// The current time, in seconds, on the frame clock of the screen in question.
///
/// During a frame this is the frame's timestamp, the same for every callback of the frame
/// (input, display links, layout, completions), as GTK's frame clock and Flutter's scheduler
/// give one time per frame. Outside a frame it reads the clock of the screen set up or run
/// last: the system's monotonic clock in an app, the test's manual clock under `UIKitTesting`
/// (its current value). So the pause/resume idiom
/// `layer.convertTime(CACurrentMediaTime(), from: nil)` behaves the same in tests.
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
    FrameContext.main.current?.now ?? LiveFrameClock.monotonicNow()
}
