import Foundation
import Testing
import TestExpectations

extension PlaygroundCLITests {
    /// The iOS 18 zoom scene in a window on a private Xvfb, with XTest's real pointer: a click on
    /// the first card of the "Featured" carousel (an orthogonally scrolling section) zooms its
    /// page open, a real drag down lands it back in the carousel, a short slow one lets it
    /// spring back.
    ///
    /// The page is white right of its text column (x 380, y 560), where the grid shows a photo.
    @Suite(.serialized, .timeLimit(.minutes(2)))
    struct FluidZoomUnderXvfb {
        static let white = RGB(255, 255, 255)

        /// Opens the first photo; returns the grid as it was and the page once settled.
        func openPage(_ s: PlaygroundSession) async throws -> (grid: Snapshot, page: Snapshot) {
            let grid = try await s.settled("the grid")
            #expect(!grid.pixels[560 * grid.width + 380].isClose(to: Self.white, tolerance: 10), "a photo there in the grid")
            s.input.move(to: 195, 250)   // the first card
            s.input.button(down: true)
            s.input.button(down: false)
            s.input.sync()
            let page = try await s.observer.waitForPixels(of: s.window, [(380, 560, Self.white)], tolerance: 2)
            expectNear(page[0]?.components, Self.white.components, tolerance: 2, "the page: \(page[0].map(\.description) ?? "-")")
            return (grid, try await s.settled("the open page"))
        }

        @Test("fluid-zoom: a real drag down lands the page back in the carousel")
        func dragThePageAway() async throws {
            try await withPlayground(["--scene", "fluid-zoom"]) { s in
                let (grid, _) = try await openPage(s)
                s.input.move(to: 195, 420)
                s.input.button(down: true)
                s.input.slide(from: 195, 420, to: 205, 720, duration: .milliseconds(250))
                s.input.button(down: false)
                s.input.sync()
                let back = try await s.settled("the grid after the drag")
                let agreement = back.agreement(with: grid, in: PlaygroundCLITests.content, tolerance: 4)
                #expect(agreement > 0.99, "the screen as it was, the photo back in its card (\(Int(agreement * 100)) % agree)")
            }
        }

        @Test("fluid-zoom: a real short, slow drag lets the page spring back")
        func letGoGently() async throws {
            try await withPlayground(["--scene", "fluid-zoom"]) { s in
                let (_, page) = try await openPage(s)
                s.input.move(to: 195, 420)
                s.input.button(down: true)
                s.input.slide(from: 195, 420, to: 196, 445, duration: .milliseconds(600))
                s.input.button(down: false)
                s.input.sync()
                let after = try await s.settled("the page back in place")
                let agreement = after.agreement(with: page, in: PlaygroundCLITests.content, tolerance: 4)
                #expect(agreement > 0.99, "the page as it was before the drag (\(Int(agreement * 100)) % agree)")
            }
        }
    }
}
