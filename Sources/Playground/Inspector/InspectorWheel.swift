import UIKit
import WindowSystem

/// The mouse wheel over the inspector's panel scrolls its timeline: each click up (X button 4)
/// shows one earlier event, each click down (button 5) one later, back to following the latest.
/// Precise scrolling (a touchpad or a high-resolution wheel, `.scrolled`) steps the same way for
/// each wheel click's distance of vertical delta it adds up. Over the phone area the wheel does
/// nothing here.
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

    /// Vertical precise-scrolling delta not yet turned into a step (points; positive: down).
    private var pendingDelta: CGFloat = 0

    /// Looks at one window-system event; returns whether it scrolled the timeline.
    @discardableResult
    func handle(_ event: WindowSystemEvent) -> Bool {
        switch event {
        case .pointerDown(let button, let location, _, _) where button == Self.upButton || button == Self.downButton:
            guard isOverPanel(location) else { return false }
            inspector.scrollTimeline(by: button == Self.upButton ? 1 : -1)
            return true
        case .scrolled(let delta, let location, _, _, _):
            guard isOverPanel(location), delta.dy.isFinite else { return false }
            pendingDelta += delta.dy
            let steps = (pendingDelta / WindowSystemEvent.wheelClickDistance).rounded(.towardZero)
            guard steps != 0 else { return false }
            pendingDelta -= steps * WindowSystemEvent.wheelClickDistance
            // Down (positive) shows later events, as button 5 does.
            inspector.scrollTimeline(by: -Int(steps))
            return true
        default:
            return false
        }
    }

    private func isOverPanel(_ location: CGPoint) -> Bool {
        guard inspector.isShown, let start = panelStart() else { return false }
        return location.x >= start
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
