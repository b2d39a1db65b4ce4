import Foundation

/// A continuous gesture recognizer for the pointer hovering over a view (iPadOS 13 with a
/// trackpad or mouse, and every desktop here): it begins when the pointer enters the view with
/// no button held, changes as it moves over it, and ends when it leaves (or a button goes down,
/// or the pointer leaves the window).
///
///     let hover = UIHoverGestureRecognizer(target: self, action: Self.highlight)
///     card.addGestureRecognizer(hover)
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    var hoverLocation: CGPoint?
    weak var hoverWindow: UIWindow?

    /// The pointer entered or moved over the view (window coordinates).
    func pointerHovers(at windowLocation: CGPoint, in window: UIWindow) {
        guard isEnabled else { return }
        hoverLocation = windowLocation
        hoverWindow = window
        switch state {
        case .possible:
            guard delegate?.gestureRecognizerShouldBegin(self) ?? true else { return }
            state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// The pointer left the view.
    func pointerLeft() {
        guard state == .began || state == .changed else { return }
        state = .ended
        resetForNextSequence()
    }

    /// Whether the pointer is over the view now.
    var isHovering: Bool { state == .began || state == .changed }

    open override func location(in view: UIView?) -> CGPoint {
        guard let hoverLocation else { return super.location(in: view) }
        guard let hoverWindow else { return hoverLocation }
        return hoverWindow.convert(hoverLocation, to: view)
    }
}
