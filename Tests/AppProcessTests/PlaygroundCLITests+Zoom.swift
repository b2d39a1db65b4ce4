import Foundation
import Testing
import TestExpectations

extension PlaygroundCLITests {
    /// The zoom scene's photo zooming in its card, in a window on a private Xvfb with XTest's
    /// real keyboard and wheel. The open photo's card is 358 × 269 points at (16, 76).
    @Suite(.serialized, .timeLimit(.minutes(2)))
    struct ZoomUnderXvfb {
        static let card = (x: 16..<374, y: 76..<344)
        static let belowCard = (x: 0..<390, y: 360..<640)

        @Test("zoom: real Control + wheel clicks zoom the open photo about the pointer, inside its card")
        func controlWheelZoomsThePhoto() async throws {
            try await withPlayground(["--scene", "zoom"]) { s in
                _ = try await s.settled("the grid")
                s.input.move(to: 78, 165)   // the first photo
                s.input.button(down: true)
                s.input.button(down: false)
                s.input.sync()
                let before = try await s.settled("the open photo")
                let pointer = (x: 120, y: 160)
                s.input.move(to: pointer.x, pointer.y)
                s.input.key(0xffe3, down: true)   // XK_Control_L
                for _ in 0..<5 {
                    s.input.button(4, down: true)
                    s.input.button(4, down: false)
                    s.input.sync()
                    try await Task.sleep(for: .milliseconds(40))
                }
                s.input.key(0xffe3, down: false)
                let after = try await s.settled("the zoomed photo")
                let card = after.agreement(with: before, in: Self.card, tolerance: 4)
                #expect(card < 0.8, "the photo grew in its card (\(Int(card * 100)) % of its pixels as before)")
                let rest = after.agreement(with: before, in: Self.belowCard, tolerance: 4)
                #expect(rest > 0.99, "the text below the card did not move (\(Int(rest * 100)) % as before)")
                // The card's corners still clip the photo: outside the card, the page as before.
                #expect(after[8, 200].isClose(to: before[8, 200], tolerance: 4), "left of the card: \(after[8, 200]) was \(before[8, 200])")
                expectNear(after[pointer.x, pointer.y].components, before[pointer.x, pointer.y].components, tolerance: 24,
                           "the photo's point under the pointer stays under it")
            }
        }
    }
}
