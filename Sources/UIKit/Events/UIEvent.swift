import Foundation

/// An object that describes a single user interaction with the app.
@MainActor
open class UIEvent {
    /// The kinds of events.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll = 10, hover, transform
    }

    /// The kind of event.
    open var type: EventType { eventType }
    /// When the event happened, in seconds on the window system's clock.
    open var timestamp: TimeInterval { eventTimestamp }

    var eventType: EventType
    var eventTimestamp: TimeInterval

    init(type: EventType, timestamp: TimeInterval) {
        eventType = type
        eventTimestamp = timestamp
    }
}
