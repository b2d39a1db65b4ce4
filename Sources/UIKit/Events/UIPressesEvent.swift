import Foundation

/// An event that describes the state of the physical buttons (on the desktop, the keys) held
/// down: the presses of a `pressesBegan`, `pressesEnded` or `pressesCancelled` call and the
/// other keys still down.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    var pressSet: Set<UIPress> = []

    init(timestamp: TimeInterval) {
        super.init(type: .presses, timestamp: timestamp)
    }

    /// Every press of the event: the keys that are down, and those that just went up.
    open var allPresses: Set<UIPress> { pressSet }

    /// The presses `gesture` receives (recognizers take no key presses here: empty).
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
        pressSet.filter { $0.gestureRecognizers?.contains { $0 === gesture } == true }
    }
}
