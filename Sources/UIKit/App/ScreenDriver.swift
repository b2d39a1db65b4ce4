import Foundation
import WindowSystem

/// Runs frames for one screen: owns the screen's frame scheduler and renderer, and runs each
/// frame's phases in order (`runFrame()`). The live loop and the test harness both drive it; it
/// never reads the time itself, it asks the clock it was given, once per frame.
@MainActor
package final class ScreenDriver {
    package let screen: UIScreen
    package let backend: any WindowSystemBackend
    package let clock: any FrameClock
    /// The screen's frame scheduler: its transactions' commit, callback queue, display links,
    /// running transitions and the frame time.
    package let scheduler: FrameScheduler
    package let renderer = LayerRenderer()
    /// Turns pointer events into touches for this screen's windows.
    let touches: TouchDispatcher
    /// Turns key events into presses for this screen's key window.
    let keys: KeyDispatcher
    /// The wheel and hovering.
    let pointer: PointerDispatcher

    /// Whether something changed since the last frame.
    package private(set) var needsFrame = true
    /// Set when the user asked to close the window.
    package private(set) var closeRequested = false
    /// The timestamp of the frame being run (or last run).
    package private(set) var frameTimestamp: TimeInterval = 0
    /// The rectangles the last frame changed: those it drew, and those it moved pixels into.
    package private(set) var lastDamage: [PixelRect] = []
    /// How many pointer events arrived so far (the live loop's trace uses it).
    package private(set) var pointerEventsHandled = 0
    /// Called when a frame is needed while none was pending (the live loop wakes up for it).
    package var onFrameRequested: (() -> Void)?
    /// Receives input and focus events (the application turns them into UIKit events).
    package var onInput: ((WindowSystemEvent) -> Void)?
    /// Events queued by `UIApplication.inject(_:)` (scripted input, UIApplication+Scripting.swift).
    var injectedEvents: [WindowSystemEvent] = []
    /// Events that arrived and wait for the next frame's input phase.
    private var queuedEvents: [WindowSystemEvent] = []
    /// Observes the phases of each frame, in order (tests).
    package var phaseObserver: ((FramePhase) -> Void)?

    package init(screen: UIScreen, backend: any WindowSystemBackend, clock: any FrameClock) {
        self.screen = screen
        self.backend = backend
        self.clock = clock
        scheduler = FrameScheduler(clock: clock)
        touches = TouchDispatcher(screen: screen, clock: scheduler)   // the frame time during a frame
        pointer = PointerDispatcher(screen: screen, clock: scheduler)
        keys = KeyDispatcher(screen: screen)
        keys.scrollViewsUnderPointer = { [unowned pointer] in pointer.scrollViewsUnderPointer() }
        screen.scale = backend.scale
        screen.resize(to: backend.size)
        screen.rootLayer.hostScheduler = scheduler
        screen.sizeRequester = { [weak backend] size in backend?.requestSize(size) }
        _ = scheduler.service { ScreenClipboard(backend: backend) { [weak self] in self?.setNeedsFrame() } }
        screen.rootLayer.onNeedsFrame = { [weak self] in self?.setNeedsFrame() }
        scheduler.onFrameRequested = { [weak self] in self?.setNeedsFrame() }
        for window in screen.windows { window.layer.hostScheduler = scheduler }
    }

    /// Asks for a frame.
    package func setNeedsFrame() {
        guard !needsFrame else { return }
        needsFrame = true
        onFrameRequested?()
    }

    /// Takes the events the backend has (and injected ones) for the next frame's input phase;
    /// a request to close is noted at once.
    package func collectEvents() {
        let events = backend.pendingEvents() + takeInjectedEvents()
        guard !events.isEmpty else { return }
        for event in events {
            switch event {
            case .closeRequested: closeRequested = true
            case .pointerDown, .pointerUp, .pointerMoved, .scrolled: pointerEventsHandled += 1
            default: break
            }
        }
        queuedEvents += events
        setNeedsFrame()
    }

    /// Whether events wait for the next frame.
    package var hasQueuedEvents: Bool { !queuedEvents.isEmpty }

    /// The input phase: handles the queued events at the frame's time.
    private func handleInput(at now: TimeInterval) {
        collectEvents()
        // Deadlines that fell due since the last frame fire before the new input is handled.
        touches.tick(at: now)
        pointer.tick(at: now)
        guard !queuedEvents.isEmpty else { return }
        let events = queuedEvents
        queuedEvents.removeAll()
        // A burst of resizes (a user dragging the window's edge) is one size change a frame:
        // only the last size counts, so no backlog of size transitions builds up.
        let lastResize = events.lastIndex { if case .resized = $0 { true } else { false } }
        for (index, event) in events.enumerated() {
            switch event {
            case .resized(let size):
                guard index == lastResize else { continue }
                screen.resize(to: size)
                renderer.invalidateAll()
            case .exposed, .closeRequested:
                break  // the backend shows its buffer again by itself; closing was noted on arrival
            case .clipboardText(let text):
                screen.clipboard?.deliver(text)
            default:
                if screen.statusBar.handle(event) { continue }   // a tap on the status bar is the bar's
                let dragInFlight = touches.touch != nil || pointer.twoFingerDrag != nil   // what Escape cancels
                touches.handle(event)
                pointer.handle(event)
                keys.handle(event, dragInFlight: dragInFlight)
                onInput?(event)
            }
        }
        touches.flush()
        pointer.flush()
    }

    /// Runs one frame at the clock's current time and returns the damaged pixel rectangles.
    ///
    /// The phases, in order, all at the one timestamp read here (`CACurrentMediaTime()` returns
    /// it until the frame ends):
    /// 1. input: window-system events become touches, presses and gestures;
    /// 2. display links fire;
    /// 3. layout (`layoutSubviews`), top-down;
    /// 4. display: the content of marked layers is drawn (`draw(_:)`);
    /// 5. commit: the implicit transaction commits; animations added so far start at this
    ///    frame's timestamp, so those added in phases 1–4 show their start value in this frame;
    ///    animations of layers no screen shows end;
    /// 6. evaluate: presentation values at the frame's timestamp;
    /// 7. render the damaged areas (the renderer lays nothing out and draws no content);
    /// 8. present;
    /// 9. completions: the callbacks of animations that ended, after their last frame is on
    ///    screen, as in Core Animation; what they change shows in the next frame.
    @discardableResult
    package func runFrame() -> [PixelRect] {
        needsFrame = false
        let now = clock.now
        frameTimestamp = now
        scheduler.beginFrame(at: now)
        defer { scheduler.endFrame() }
        let root = screen.rootLayer

        phaseObserver?(.input)
        handleInput(at: now)
        scheduler.existingService(TransitionWatchdog.self)?.check(at: now)
        phaseObserver?(.displayLinks)
        scheduler.fireDisplayLinks(duration: 1 / Double(screen.maximumFramesPerSecond))
        phaseObserver?(.layout)
        scheduler.layout(root)
        phaseObserver?(.display)
        scheduler.display(root)
        phaseObserver?(.commit)
        scheduler.commit()
        phaseObserver?(.evaluate)
        let animating = scheduler.evaluate(root)
        phaseObserver?(.render)
        let damage = renderer.render(root, into: backend.frameBuffer, scale: backend.scale)
        phaseObserver?(.present)
        let moves = renderer.lastFrameMoves
        if !moves.isEmpty { backend.present(damage, moving: moves) } else if !damage.isEmpty { backend.present(damage) }
        lastDamage = damage + moves.map(\.rect)
        phaseObserver?(.completions)
        scheduler.runCompletions()

        if animating || scheduler.displayLinksWantFrames || touches.nextDeadline != nil || pointer.nextDeadline != nil || hasQueuedEvents { setNeedsFrame() }
        return lastDamage
    }
}

/// The phases of a frame, in the order `ScreenDriver.runFrame()` runs them.
package enum FramePhase: String, CaseIterable, Sendable {
    case input, displayLinks, layout, display, commit, evaluate, render, present, completions
}
