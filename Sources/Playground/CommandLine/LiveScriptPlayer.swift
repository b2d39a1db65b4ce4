import Foundation
import UIKit
import WindowSystem

/// Replays a script in the app's window (`--script FILE` without `--headless`): a display link
/// hands each event of the script to the app, through `UIApplication.inject(_:)`, in the first
/// frame at or after its time, as the window system would have delivered it.
///
/// Events carry the time they were due, not the frame's, so the gesture recognizers measure the
/// script's velocities exactly. The times are on the window system's clock (X server time):
/// the player follows that clock from the timestamps of the real events it sees, so a drag by
/// hand after the script still has increasing times. Moving the mouse over the window while a
/// script plays mixes the two gestures.
@MainActor
final class LiveScriptPlayer {
    private let timeline: DragTimeline
    private let name: String
    /// How long the scene shows before the script starts.
    private let leadIn: TimeInterval
    private let application: UIApplication
    private var link: CADisplayLink?
    private var startTime: TimeInterval?
    private var next = 0
    /// The latest window-system time seen, and the frame clock's time when it was seen.
    private var lastSeen: (eventTime: TimeInterval, clockTime: TimeInterval)?
    /// Called once the script has ended.
    var onFinish: (() -> Void)?

    init(_ steps: [DragStep], name: String, application: UIApplication = .shared, leadIn: TimeInterval = 0.5) {
        timeline = DragTimeline(steps)
        self.name = name
        self.application = application
        self.leadIn = leadIn
    }

    /// Starts the replay with the next frame.
    func start() {
        if let driver = application.screenDriver {
            let previous = driver.onInput
            driver.onInput = { [weak self] event in
                self?.observe(event)
                previous?(event)
            }
        }
        let link = CADisplayLink(target: self, selector: Self.step)
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    private func step(_ link: CADisplayLink) {
        let now = link.timestamp
        if startTime == nil {
            startTime = now + leadIn
            // Follow the window system's clock from here (its time 0 if nothing was seen yet:
            // never ahead of the real clock, whose time runs from the server's start).
            let seen = lastSeen ?? (eventTime: 0, clockTime: now)
            lastSeen = (seen.eventTime + (now - seen.clockTime), now)
        }
        guard let start = startTime, let base = lastSeen else { return }
        let events = timeline.events
        while next < events.count, start + events[next].time <= now + 1e-9 {
            let event = events[next]
            let stamp = base.eventTime + (start + event.time - base.clockTime)
            for e in windowSystemEvents(event.kind, at: stamp) { application.inject(e) }
            next += 1
        }
        if next == events.count, now >= start + timeline.duration {
            link.invalidate()
            self.link = nil
            PlaygroundCommandLine.say("replayed \(name): \(events.count) events in \(String(format: "%.2f", timeline.duration)) s")
            onFinish?()
        }
    }

    /// Follows the window system's clock from the real events until the script starts (from
    /// then on the clock is extrapolated, so the script's own events do not move it).
    private func observe(_ event: WindowSystemEvent) {
        guard startTime == nil, let time = event.timestamp, let clock = application.screenDriver?.clock.now else { return }
        if time >= (lastSeen?.eventTime ?? -.infinity) { lastSeen = (time, clock) }
    }

    private func windowSystemEvents(_ kind: DragTimeline.Event.Kind, at time: TimeInterval) -> [WindowSystemEvent] {
        switch kind {
        case .press(let p): [.pointerDown(button: 1, location: p, timestamp: time, modifiers: [])]
        case .move(let p): [.pointerMoved(location: p, timestamp: time, modifiers: [])]
        case .release(let p): [.pointerUp(button: 1, location: p, timestamp: time, modifiers: [])]
        case .escape: [.keyDown(keySymbol: 0xff1b, characters: "\u{1b}", timestamp: time, modifiers: []),
                       .keyUp(keySymbol: 0xff1b, characters: "\u{1b}", timestamp: time, modifiers: [])]
        }
    }
}

extension WindowSystemEvent {
    /// The window system's time of an input event; nil for window events.
    var timestamp: TimeInterval? {
        switch self {
        case .pointerDown(_, _, let t, _), .pointerUp(_, _, let t, _), .pointerMoved(_, let t, _),
             .keyDown(_, _, let t, _), .keyUp(_, _, let t, _):
            t
        case .pointerLeft(let t), .grabLost(let t):
            t
        default:
            nil
        }
    }
}
