import Foundation
import WindowSystem

// Scripted input for a running app: the playground's `--script` replays a drag in the live
// window by handing the app window-system events, which the app then treats exactly as if the
// X server had sent them. Package-level only: it is a tool of this package's apps, not UIKit API.

extension UIApplication {
    /// Queues `event` for the main screen as if the window system had delivered it; it is
    /// handled at the start of the next frame, after the window system's own events, and the
    /// loop wakes up for it. Does nothing before launch (there is no screen yet).
    ///
    ///     UIApplication.shared.inject(.pointerDown(button: 1, location: CGPoint(x: 2, y: 400),
    ///                                              timestamp: t, modifiers: []))
    package func inject(_ event: WindowSystemEvent) {
        guard let driver = screenDriver else { return }
        driver.injectedEvents.append(event)
        driver.setNeedsFrame()
    }
}

extension ScreenDriver {
    /// Hands out the injected events (see `UIApplication.inject(_:)`) and forgets them.
    func takeInjectedEvents() -> [WindowSystemEvent] {
        defer { injectedEvents.removeAll() }
        return injectedEvents
    }
}
