import Foundation
import WindowSystem

/// A tap on the status bar scrolls to the top, as on iOS.
///
/// The bar takes the primary button's presses that land on it while it shows (the app's views
/// under it get no touch, as under iOS's status bar); a release on the bar is the tap, and it
/// asks the key window's one visible scroll view with `scrollsToTop` to scroll to the top
/// (``UIScrollView/scrollToTopCandidate(in:)``: none when there are several). The scroll view
/// then asks its delegate (`scrollViewShouldScrollToTop`), animates to the top of its content
/// and reports `scrollViewDidScrollToTop`. A press that slides off the bar before the release
/// does nothing; its motion is the bar's too.
extension StatusBar {
    /// Looks at one window-system event; returns true when the bar took it.
    func handle(_ event: WindowSystemEvent) -> Bool {
        switch event {
        case .pointerDown(1, let location, _, _):
            // A press while the app holds one (its release was lost) stays the app's, wherever
            // it lands; so does a press off the bar, also when the bar held one.
            guard pressHolder != .app, frame.contains(location) else { pressHolder = .app; return false }
            pressHolder = .bar
            return true
        case .pointerMoved:
            return pressHolder == .bar
        case .pointerUp(1, let location, _, _):
            defer { pressHolder = nil }
            guard pressHolder == .bar else { return false }
            if frame.contains(location) { tapped() }
            return true
        case .grabLost, .focusOut, .unmapped:
            pressHolder = nil
            return false
        default:
            return false
        }
    }

    /// The scroll-to-top gesture.
    private func tapped() {
        guard let window = screen.keyWindow, !window.isHidden,
              let scrollView = UIScrollView.scrollToTopCandidate(in: window) else { return }
        scrollView.scrollToTop()
    }
}
