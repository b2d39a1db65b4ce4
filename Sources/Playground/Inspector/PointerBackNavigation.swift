import UIKit
import WindowSystem

/// The desktop's pointer gestures for "back", as browsers and file managers take them: the
/// mouse's Back button (X button 8), and a horizontal scroll to the left (X button 6, what a
/// two-finger swipe to the right on a touchpad sends).
///
/// A scroll is made of many small clicks: `clicksForBack` of them within `window` seconds make
/// one back, and the next back needs a pause of `cooldown` after it, so one swipe goes back once.
///
///     let navigation = PointerBackNavigation { handler.perform(.back) }
///     navigation.handle(.pointerDown(button: 8, location: .zero, timestamp: 1, modifiers: []))   // back
@MainActor
final class PointerBackNavigation {
    static let backButton = 8
    static let scrollLeftButton = 6
    let clicksForBack = 3
    let window: TimeInterval = 0.35
    let cooldown: TimeInterval = 0.6
    private let back: () -> Void
    private var scrollClicks: [TimeInterval] = []
    private var lastBack: TimeInterval = -.infinity

    init(back: @escaping () -> Void) { self.back = back }

    /// Looks at one window-system event; returns whether it went back.
    @discardableResult
    func handle(_ event: WindowSystemEvent) -> Bool {
        guard case .pointerDown(let button, _, let time, _) = event else { return false }
        switch button {
        case Self.backButton:
            return goBack(at: time)
        case Self.scrollLeftButton:
            scrollClicks = scrollClicks.filter { time - $0 <= window } + [time]
            guard scrollClicks.count >= clicksForBack, time - lastBack >= cooldown else {
                if time - lastBack < cooldown { lastBack = time }   // the same swipe goes on: wait for a pause
                return false
            }
            scrollClicks.removeAll()
            return goBack(at: time)
        default:
            return false
        }
    }

    private func goBack(at time: TimeInterval) -> Bool {
        lastBack = time
        back()
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
