import UIKit
import WindowSystem

/// The mouse wheel over the inspector's panel scrolls its timeline: each click up (X button 4)
/// shows one earlier event, each click down (button 5) one later, back to following the latest.
/// Over the phone area the wheel does nothing here.
///
///     let wheel = InspectorWheel(inspector: inspector) { container.phoneWidth }
///     wheel.handle(.pointerDown(button: 4, location: CGPoint(x: 500, y: 300), timestamp: 1, modifiers: []))
@MainActor
final class InspectorWheel {
    static let upButton = 4, downButton = 5
    private let inspector: InspectorView
    /// Where the panel begins (points from the window's left edge); nil when it is not shown.
    private let panelStart: () -> CGFloat?

    init(inspector: InspectorView, panelStart: @escaping () -> CGFloat?) {
        self.inspector = inspector
        self.panelStart = panelStart
    }

    /// Looks at one window-system event; returns whether it scrolled the timeline.
    @discardableResult
    func handle(_ event: WindowSystemEvent) -> Bool {
        guard case .pointerDown(let button, let location, _, _) = event, button == Self.upButton || button == Self.downButton,
              inspector.isShown, let start = panelStart(), location.x >= start else { return false }
        inspector.scrollTimeline(by: button == Self.upButton ? 1 : -1)
        return true
    }

    /// Watches the input of the app's screen.
    func attach(to application: UIApplication = .shared) {
        guard let driver = application.screenDriver else { return }
        let previous = driver.onInput
        driver.onInput = { [weak self] event in
            previous?(event)
            self?.handle(event)
        }
    }
}
