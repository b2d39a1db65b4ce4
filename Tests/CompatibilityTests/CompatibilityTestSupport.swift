import Foundation
import Testing
import UIKitTesting

/// The colours the compatibility tests' client programs paint with. (The timing curves worked
/// out by hand, the pixel expectation and the leftover-animation check are in TestSupport.)
@MainActor
enum Compat {
    static let red = RGBA(red: 255, green: 0, blue: 0)
    static let blue = RGBA(red: 0, green: 0, blue: 255)
    static let green = RGBA(red: 0, green: 255, blue: 0)
    static let white = RGBA(red: 255, green: 255, blue: 255)
}

extension HeadlessScreen {
    /// A click at `point` — the primary button, or the secondary one (a context menu) — then
    /// `seconds` of frames.
    @MainActor
    func click(at point: CGPoint, secondary: Bool = false, thenRun seconds: TimeInterval) {
        if secondary {
            pressSecondary(at: point)
            releaseSecondary()
        } else {
            press(at: point)
            release()
        }
        run(for: seconds)
    }
}
