import Foundation

/// An object that describes a single user interaction with the app: for touches, the set of
/// touches and, for each, the samples that arrived since the last frame.
@preconcurrency @MainActor
open class UIEvent: NSObject {
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
    var touchSet: Set<UITouch> = []
    var coalesced: [UITouch: [UITouch]] = [:]

    init(type: EventType, timestamp: TimeInterval) {
        eventType = type
        eventTimestamp = timestamp
    }

    /// Every touch of the event.
    open var allTouches: Set<UITouch>? { eventType == .touches ? touchSet : nil }

    /// The touches that began in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? { touchSet.filter { $0.view === view } }

    /// The touches that began in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? { touchSet.filter { $0.window === window } }

    /// The touches `gesture` receives.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        touchSet.filter { $0.gestureRecognizers?.contains { $0 === gesture } == true }
    }

    /// The samples of `touch` that arrived since the last frame, oldest first, the last one
    /// standing where the touch is now (the pointer's motion is delivered once per frame).
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard touchSet.contains(touch) else { return nil }
        return coalesced[touch] ?? [touch]
    }

    /// Predicted future samples (none: a mouse has no prediction).
    open func predictedTouches(for touch: UITouch) -> [UITouch]? { touchSet.contains(touch) ? [] : nil }
}
