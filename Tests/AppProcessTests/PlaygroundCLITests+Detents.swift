import Foundation
import Testing
import TestExpectations

extension PlaygroundCLITests {
    /// The detents scene (UIKit's own sheet) in a window on a private Xvfb, clicked and dragged
    /// with XTest's real pointer.
    ///
    /// The window is 390 × 844 with a 34-point bottom safe area: the sheet's medium detent puts
    /// its top at y = 433, its large one at y = 56. Its rows (white) start 64 points below its
    /// top, 48 high; the pixels read at x = 370 avoid their text and separators. Above the sheet
    /// the page is the grouped background, not dimmed at the medium detent.
    @Suite(.serialized, .timeLimit(.minutes(2)))
    struct DetentsUnderXvfb {
        static let page = RGB(242, 242, 247), white = RGB(255, 255, 255)

        @Test("detents: a real click shows the sheet at half height over an undimmed page; a real drag up lifts it to full height")
        func dragBetweenDetents() async throws {
            try await withPlayground(["--scene", "detents"]) { s in
                let before = try await s.observer.waitForPixels(of: s.window, [(370, 600, Self.page)], tolerance: 4)
                expectNear(before[0]?.components, Self.page.components, tolerance: 4, "the page: \(before[0].map(\.description) ?? "-")")

                s.input.move(to: 195, 200)   // the page's “Show the stalls” button
                s.input.button(down: true)
                s.input.button(down: false)
                s.input.sync()
                let medium = try await s.observer.waitForPixels(of: s.window, [(370, 600, Self.white), (370, 300, Self.page)], tolerance: 4)
                expectNear(medium[0]?.components, Self.white.components, tolerance: 4, "the sheet's rows: \(medium[0].map(\.description) ?? "-")")
                expectNear(medium[1]?.components, Self.page.components, tolerance: 4, "the page, not dimmed: \(medium[1].map(\.description) ?? "-")")

                // Once the presentation is over (the sheet can be dragged from then on, as on
                // iOS), a drag up in the stalls' list lifts the sheet rather than scrolling it.
                _ = try await s.settled("the sheet at its medium detent")
                s.input.move(to: 195, 700)
                s.input.button(down: true)
                s.input.slide(from: 195, 700, to: 195, 300, duration: .milliseconds(400))
                s.input.button(down: false)
                let large = try await s.observer.waitForPixels(of: s.window, [(370, 100, Self.white)], tolerance: 4)
                expectNear(large[0]?.components, Self.white.components, tolerance: 4, "the sheet at its large detent: \(large[0].map(\.description) ?? "-")")
            }
        }
    }
}
