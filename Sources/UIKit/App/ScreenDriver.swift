import Foundation
import WindowSystem

/// Runs frames for one screen: owns the screen's frame scheduler and renderer, takes the
/// backend's events, then runs the frame. The live loop and the test harness both drive it; it
/// never reads the time itself, it asks the clock it was given.
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

    /// Whether something changed since the last frame.
    package private(set) var needsFrame = true
    /// Set when the user asked to close the window.
    package private(set) var closeRequested = false
    /// The timestamp of the frame being run (or last run).
    package private(set) var frameTimestamp: TimeInterval = 0
    /// The damage of the last frame.
    package private(set) var lastDamage: [PixelRect] = []
    /// How many pointer events were handled so far (the live loop's trace uses it).
    package private(set) var pointerEventsHandled = 0
    /// Called when a frame is needed while none was pending (the live loop wakes up for it).
    package var onFrameRequested: (() -> Void)?
    /// Receives input and focus events (the application turns them into UIKit events).
    package var onInput: ((WindowSystemEvent) -> Void)?
    /// Events queued by `UIApplication.inject(_:)` (scripted input, UIApplication+Scripting.swift).
    var injectedEvents: [WindowSystemEvent] = []

    package init(screen: UIScreen, backend: any WindowSystemBackend, clock: any FrameClock) {
        self.screen = screen
        self.backend = backend
        self.clock = clock
        scheduler = FrameScheduler(clock: clock)
        touches = TouchDispatcher(screen: screen, clock: scheduler)   // the frame time during a frame
        keys = KeyDispatcher(screen: screen)
        screen.scale = backend.scale
        screen.resize(to: backend.size)
        screen.rootLayer.hostScheduler = scheduler
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

    /// Handles every event the backend has.
    package func processEvents() {
        let events = backend.pendingEvents() + takeInjectedEvents()
        // Deadlines that fell due since the last frame fire before the new input is handled.
        if !events.isEmpty { touches.tick(at: clock.now) }
        for event in events {
            switch event {
            case .resized(let size):
                screen.resize(to: size)
                renderer.invalidateAll()
                setNeedsFrame()
            case .exposed:
                break  // the backend shows its buffer again by itself
            case .closeRequested:
                closeRequested = true
            default:
                switch event {
                case .pointerDown, .pointerUp, .pointerMoved: pointerEventsHandled += 1
                default: break
                }
                touches.handle(event)
                keys.handle(event)
                onInput?(event)
                setNeedsFrame()
            }
        }
        touches.flush()
    }

    /// Runs one frame at the clock's current time and returns the damaged pixel rectangles.
    /// The time is read once: until the frame ends, `CACurrentMediaTime()`, display links,
    /// commits, completions and the watchdog all use this timestamp.
    ///
    /// Phases: commit pending layer changes → display links → animations (presentation values)
    /// → layout, display and render of the damage → present → the completions of animations that
    /// ended (their changes show in the next frame).
    @discardableResult
    package func runFrame() -> [PixelRect] {
        needsFrame = false
        let now = clock.now
        frameTimestamp = now
        scheduler.beginFrame(at: now)
        defer { scheduler.endFrame() }
        let root = screen.rootLayer
        touches.tick(at: now)
        scheduler.existingService(TransitionWatchdog.self)?.check(at: now)
        CATransaction.commitImplicit(inFrameOf: scheduler)
        scheduler.fireDisplayLinks(duration: 1 / Double(screen.maximumFramesPerSecond))
        scheduler.commit()
        let animating = scheduler.evaluate(root)
        let damage = renderer.render(root, into: backend.frameBuffer, scale: backend.scale)
        if !damage.isEmpty { backend.present(damage) }
        lastDamage = damage
        // As in Core Animation, an animation's completion runs after its last frame is on
        // screen; what the completions change (and the animations they start) shows next frame.
        scheduler.runCompletions()
        if animating || scheduler.displayLinksWantFrames || touches.nextDeadline != nil { setNeedsFrame() }
        return damage
    }
}
