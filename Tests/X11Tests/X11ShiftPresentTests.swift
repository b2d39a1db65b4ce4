import CoreGraphics
import Foundation
import Testing
import WindowSystem

/// A frame that slides a screen moves the screen's pixels within the frame buffer and presents
/// them as a move (`present(_:moving:)`): with `copiesMovedPixels` the window copies its own
/// pixels (`XCopyArea`) before the newly drawn strip is put; without it they are put. Read back from a real X server, every frame of a slide must
/// show exactly the pixels of the frame drawn whole.
@MainActor
struct X11ShiftPresentTests {
    static let width = 320, height = 240

    /// The sliding screen's colour at its own pixel (u, v): different in every column and row,
    /// so a copy one pixel off shows.
    static func screenColour(_ u: Int, _ v: Int) -> UInt32 {
        UInt32((u * 37 + 11) & 0xff) << 16 | UInt32((v * 13 + 5) & 0xff) << 8 | UInt32((u + 3 * v) & 0xff)
    }

    /// The frame with the screen's top-left corner at `origin` over a blue background.
    static func expected(_ x: Int, _ y: Int, origin: (x: Int, y: Int)) -> UInt32 {
        x >= origin.x && y >= origin.y ? screenColour(x - origin.x, y - origin.y) : Colour.blue
    }

    /// Writes the frame's pixels inside `rect` into the frame buffer.
    static func draw(_ rect: PixelRect, origin: (x: Int, y: Int), into backend: X11Backend) {
        let buffer = backend.frameBuffer
        buffer.flush()
        guard let data = buffer.data else { return }
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) {
                UnsafeMutableRawPointer(data + y * buffer.stride + x * 4)
                    .storeBytes(of: 0xff00_0000 | expected(x, y, origin: origin), as: UInt32.self)
            }
        }
        buffer.markDirty()
    }

    /// Moves the pixels of `move` within the frame buffer, as the renderer does.
    static func shift(_ move: PixelMove, in backend: X11Backend) {
        let buffer = backend.frameBuffer
        buffer.flush()
        guard let data = buffer.data else { return }
        let rows = Array(move.rect.y..<(move.rect.y + move.rect.height))
        for y in move.dy > 0 ? rows.reversed() : rows {
            memmove(data + y * buffer.stride + move.rect.x * 4, data + (y - move.dy) * buffer.stride + (move.rect.x - move.dx) * 4,
                    move.rect.width * 4)
        }
        buffer.markDirty()
    }

    /// A slide left, then right, then up and down, by uneven steps: each frame moves what it
    /// can, draws the rest, and the window shows the whole frame exactly.
    @Test("a slide presented as moves shows every frame exactly",
          arguments: [(true, true), (false, true), (true, false)])
    func slidePresentedAsMoves(useSharedMemory: Bool, copies: Bool) throws {
        try withXvfb { server in
            let backend = try server.openBackend(size: CGSize(width: Self.width, height: Self.height),
                                                 title: "shift", useSharedMemory: useSharedMemory)
            backend.copiesMovedPixels = copies
            let client = try XClient(server)
            let screen = backend.fullFrame
            var origin = (x: 300, y: 0)
            Self.draw(screen, origin: origin, into: backend)
            backend.present([screen])
            let steps: [(Int, Int)] = [(260, 0), (201, 0), (150, 0), (149, 0), (90, 0), (30, 0), (0, 0), (1, 0), (40, 0), (117, 0),
                                       (0, 0), (0, 200), (0, 133), (0, 60), (0, 61), (0, 7), (0, 90), (45, 30), (0, 0)]
            for next in steps {
                let dx = next.0 - origin.x, dy = next.1 - origin.y
                // The screen's old area moved by (dx, dy), where it stays inside the window.
                let old = PixelRect(x: origin.x, y: origin.y, width: Self.width - origin.x, height: Self.height - origin.y)
                let moved = PixelRect(x: old.x + dx, y: old.y + dy, width: old.width, height: old.height).intersection(screen)
                let new = PixelRect(x: next.0, y: next.1, width: Self.width - next.0, height: Self.height - next.1)
                let rect = moved.intersection(new)
                let move = PixelMove(rect: rect, dx: dx, dy: dy)
                Self.shift(move, in: backend)
                origin = next
                let damage = screen.subtracting(rect)
                for r in damage { Self.draw(r, origin: origin, into: backend) }
                backend.present(damage, moving: rect.isEmpty ? [] : [move])

                let shot = try #require(client.snapshot(of: backend, width: Self.width, height: Self.height))
                var wrong = 0, first: (Int, Int)?
                for y in 0..<Self.height {
                    for x in 0..<Self.width where shot[x, y] != Self.expected(x, y, origin: origin) {
                        wrong += 1
                        if first == nil { first = (x, y) }
                    }
                }
                #expect(wrong == 0, "screen at \(origin): \(wrong) pixels differ from the whole frame, the first at \(String(describing: first))")
            }
            #expect(backend.protocolErrorCount == 0)
        }
    }

    /// A move whose source lies partly outside the window copies the part inside and puts the
    /// rest from the frame buffer.
    @Test("a move from outside the window is put from the buffer")
    func moveFromOutsideTheWindow() throws {
        try withXvfb { server in
            let backend = try server.openBackend(size: CGSize(width: Self.width, height: Self.height), title: "shift outside")
            backend.copiesMovedPixels = true
            let client = try XClient(server)
            backend.fill([(backend.fullFrame, Colour.red)])
            backend.present([backend.fullFrame])
            // The buffer's left 100 columns become green; presented as a move of the whole window
            // 30 pixels to the right (its source's left 30 columns lie outside the window).
            backend.fill([(PixelRect(x: 0, y: 0, width: 100, height: Self.height), Colour.green)])
            backend.present([PixelRect(x: 30, y: 0, width: 70, height: Self.height)],
                            moving: [PixelMove(rect: backend.fullFrame, dx: 30, dy: 0)])
            let shot = try #require(client.snapshot(of: backend, width: Self.width, height: Self.height))
            for (x, y) in [(0, 0), (29, 120), (30, 5), (99, 239)] {
                #expect(shot[x, y] == Colour.green, "(\(x), \(y)) is \(hex(shot[x, y]))")
            }
            for (x, y) in [(100, 0), (200, 120), (319, 239)] {
                #expect(shot[x, y] == Colour.red, "(\(x), \(y)) is \(hex(shot[x, y]))")
            }
            #expect(backend.protocolErrorCount == 0)
        }
    }
}
