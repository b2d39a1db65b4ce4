import Foundation
import Testing
import TestExpectations

extension PlaygroundCLITests {
    /// The flick scene (UIKit Dynamics) in a window on a private Xvfb, with XTest's real
    /// pointer: the photo held under the finger, thrown away or let go.
    ///
    /// The gallery's background is white right of the grid (x = 380); the viewer covers it with
    /// black. The open photo is 366 × 275 points, centred at (195, 422).
    @Suite(.serialized, .timeLimit(.minutes(2)))
    struct FlickUnderXvfb {
        static let white = RGB(255, 255, 255), black = RGB(0, 0, 0)

        /// Opens the first photo and waits for the viewer to settle.
        func openPhoto(_ s: PlaygroundSession) async throws {
            _ = try await s.observer.waitForPixels(of: s.window, [(380, 150, Self.white)], tolerance: 2)
            s.input.move(to: 100, 280)   // the first photo
            s.input.button(down: true)
            s.input.button(down: false)
            s.input.sync()
            let viewer = try await s.observer.waitForPixels(of: s.window, [(380, 150, Self.black)], tolerance: 2)
            expectNear(viewer[0]?.components, Self.black.components, tolerance: 2, "the viewer's backdrop: \(viewer[0].map(\.description) ?? "-")")
            _ = try await s.settled("the open photo", mostlyBlack: true)
        }

        @Test("flick: a real throw carries the photo off and the gallery comes back")
        func throwThePhotoAway() async throws {
            try await withPlayground(["--scene", "flick"]) { s in
                try await openPhoto(s)
                s.input.move(to: 195, 380)
                s.input.button(down: true)
                s.input.slide(from: 195, 380, to: 330, 760, duration: .milliseconds(200))
                s.input.button(down: false)
                s.input.sync()
                let back = try await s.observer.waitForPixels(of: s.window, [(380, 150, Self.white), (195, 422, Self.white)], tolerance: 2)
                expectNear(back[0]?.components, Self.white.components, tolerance: 2, "the gallery again: \(back[0].map(\.description) ?? "-")")
                _ = try await s.settled("the gallery after the throw")
            }
        }

        @Test("flick: a real short, slow drag lets the photo spring back and the viewer stays")
        func letGoGently() async throws {
            try await withPlayground(["--scene", "flick"]) { s in
                try await openPhoto(s)
                let before = try #require(s.screenshot())
                s.input.move(to: 195, 380)
                s.input.button(down: true)
                s.input.slide(from: 195, 380, to: 215, 440, duration: .milliseconds(600))
                // Held, the photo has followed the finger down: its old top edge (y 285) shows
                // the dark backdrop.
                let photoTop = before.pixels[300 * before.width + 195]
                let moved = try await s.observer.waitForPixels(of: s.window, [(195, 300, RGB(30, 30, 30))], tolerance: 30)
                #expect(moved[0].map { !$0.isClose(to: photoTop, tolerance: 30) } == true,
                        "the photo moved with the finger: \(moved[0].map(\.description) ?? "-") where it showed \(photoTop)")
                s.input.button(down: false)
                s.input.sync()
                let after = try await s.settled("the photo back in place", timeout: .seconds(15), mostlyBlack: true)
                let agreement = after.agreement(with: before, in: PlaygroundCLITests.content, tolerance: 4)
                #expect(agreement > 0.99, "the viewer as it was before the drag (\(Int(agreement * 100)) % of the pixels agree)")
            }
        }
    
        @Test("flick: a real secondary click on a photo opens its context menu; its Open opens the photo")
        func contextMenu() async throws {
            try await withPlayground(["--scene", "flick"]) { s in
                _ = try await s.observer.waitForPixels(of: s.window, [(380, 150, Self.white)], tolerance: 2)
                _ = try await s.settled("the gallery")
                s.input.move(to: 100, 280)   // the first photo
                s.input.button(3, down: true)
                s.input.button(3, down: false)
                s.input.sync()
                // The menu's corner is at the pointer: its title (32 points), then Open (44), then
                // Remove; the platter is white, right of the photo's edge at x 190.
                let menu = try await s.observer.waitForPixels(of: s.window, [(300, 290, Self.white), (300, 330, Self.white)], tolerance: 3)
                expectNear(menu[1]?.components, Self.white.components, tolerance: 3, "the menu over the gallery: \(menu[1].map(\.description) ?? "-")")
                _ = try await s.settled("the menu")
                s.input.move(to: 300, 334)   // Open
                s.input.button(down: true)
                s.input.button(down: false)
                s.input.sync()
                let viewer = try await s.observer.waitForPixels(of: s.window, [(380, 150, Self.black)], tolerance: 2)
                expectNear(viewer[0]?.components, Self.black.components, tolerance: 2, "the photo opened: \(viewer[0].map(\.description) ?? "-")")
            }
        }
    }
}
