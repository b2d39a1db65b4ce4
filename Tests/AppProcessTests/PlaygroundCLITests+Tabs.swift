import Foundation
import Testing
import TestExpectations

extension PlaygroundCLITests {
    /// The tabs scene in a window on a private Xvfb, clicked with XTest's real pointer.
    ///
    /// The window is 390 × 844; the tab bar is 83 points high from y = 761, four items 97.5 wide
    /// with their images centred at y = 779. The page's card is its tab's colour at (40, 500).
    @Suite(.serialized, .timeLimit(.minutes(2)))
    struct TabsUnderXvfb {
        static let blue = RGB(0, 122, 255), green = RGB(52, 199, 89), grey = RGB(142, 142, 147)

        @Test("tabs: a real click on the third tab slides to it and the bar shows it selected")
        func clickOnATab() async throws {
            try await withPlayground(["--scene", "tabs"]) { s in
                let first = try await s.observer.waitForPixels(of: s.window, [(40, 500, Self.blue), (243, 779, Self.grey)], tolerance: 4)
                expectNear(first[0]?.components, Self.blue.components, tolerance: 4, "the first tab's card: \(first[0].map(\.description) ?? "-")")
                expectNear(first[1]?.components, Self.grey.components, tolerance: 6, "the third item, unselected: \(first[1].map(\.description) ?? "-")")

                s.input.move(to: 243, 779)
                s.input.button(down: true)
                s.input.button(down: false)
                let after = try await s.observer.waitForPixels(of: s.window, [(40, 500, Self.green), (243, 779, Self.blue)], tolerance: 4)
                expectNear(after[0]?.components, Self.green.components, tolerance: 4, "the third tab's card: \(after[0].map(\.description) ?? "-")")
                expectNear(after[1]?.components, Self.blue.components, tolerance: 6, "the third item, selected: \(after[1].map(\.description) ?? "-")")
            }
        }
    }
}
