import UIKit

/// A pan that begins the moment the finger goes down, instead of after the usual few points of
/// movement: a press alone is enough to catch a view in mid-flight.
final class InstantPanGestureRecognizer: UIPanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if state == .possible { state = .began }
    }
}
