import CoreGraphics
import Foundation
import Testing
import WindowSystem

/// What the window shows after `present(_:)`, read back from a real X server.
@MainActor
struct X11BackendPresentTests {
    @Test("present shows the frame buffer's pixels exactly", arguments: [true, false])
    func presentShowsFrameBuffer(useSharedMemory: Bool) throws {
        try withXvfb { server in
            let backend = try server.openBackend(size: CGSize(width: 320, height: 240),
                                         title: "present", useSharedMemory: useSharedMemory)
            let client = try XClient(server)
            #expect(backend.usesSharedMemory == useSharedMemory)
            #expect(backend.scale == 1)
            #expect(backend.frameBuffer.width == 320 && backend.frameBuffer.height == 240)

            backend.fill([(PixelRect(x: 0, y: 0, width: 160, height: 240), Colour.red),
                          (PixelRect(x: 160, y: 0, width: 160, height: 240), Colour.blue),
                          (PixelRect(x: 100, y: 50, width: 20, height: 20), Colour.green)])
            backend.present([backend.fullFrame])

            let shot = try #require(client.snapshot(of: backend, width: 320, height: 240))
            let expected: [(x: Int, y: Int, rgb: UInt32)] = [
                (0, 0, Colour.red), (10, 10, Colour.red), (159, 239, Colour.red), (99, 50, Colour.red), (120, 69, Colour.red),
                (100, 49, Colour.red), (100, 70, Colour.red),
                (100, 50, Colour.green), (110, 60, Colour.green), (119, 69, Colour.green),
                (160, 0, Colour.blue), (300, 10, Colour.blue), (319, 239, Colour.blue),
            ]
            for point in expected {
                #expect(shot[point.x, point.y] == point.rgb, "pixel (\(point.x), \(point.y)) is \(hex(shot[point.x, point.y]))")
            }
            #expect(backend.protocolErrorCount == 0)
        }
    }

    @Test("present shows only the damaged rectangles", arguments: [true, false])
    func partialPresent(useSharedMemory: Bool) throws {
        try withXvfb { server in
            let backend = try server.openBackend(size: CGSize(width: 200, height: 150),
                                         title: "partial", useSharedMemory: useSharedMemory)
            let client = try XClient(server)
            backend.fill([(backend.fullFrame, Colour.red)])
            backend.present([backend.fullFrame])

            backend.fill([(backend.fullFrame, Colour.blue)])
            backend.present([PixelRect(x: 50, y: 40, width: 30, height: 20),
                             PixelRect(x: 190, y: 140, width: 50, height: 50)])   // clipped to 10×10

            let shot = try #require(client.snapshot(of: backend, width: 200, height: 150))
            for (x, y) in [(50, 40), (79, 40), (50, 59), (79, 59), (65, 50), (190, 140), (199, 149)] {
                #expect(shot[x, y] == Colour.blue, "inside the damage, (\(x), \(y)) is \(hex(shot[x, y]))")
            }
            for (x, y) in [(49, 40), (80, 40), (50, 39), (50, 60), (0, 0), (189, 149), (199, 139), (100, 100)] {
                #expect(shot[x, y] == Colour.red, "outside the damage, (\(x), \(y)) is \(hex(shot[x, y]))")
            }
            #expect(backend.protocolErrorCount == 0)
        }
    }

    @Test("empty and out-of-bounds damage presents nothing and raises no error")
    func emptyDamage() throws {
        try withXvfb { server in
            let backend = try server.openBackend(size: CGSize(width: 100, height: 100), title: "empty")
            let client = try XClient(server)
            backend.fill([(backend.fullFrame, Colour.green)])
            backend.present([backend.fullFrame])
            backend.fill([(backend.fullFrame, Colour.red)])
            backend.present([])
            backend.present([PixelRect(x: 100, y: 0, width: 10, height: 10), PixelRect(x: -20, y: -20, width: 20, height: 20),
                             PixelRect(x: 5, y: 5, width: 0, height: 30)])
            #expect(client.pixel(of: backend, x: 0, y: 0) == Colour.green)
            #expect(client.pixel(of: backend, x: 99, y: 99) == Colour.green)
            #expect(backend.protocolErrorCount == 0)
        }
    }

    @Test("an exposed area is shown again from the frame buffer")
    func exposeRepresents() throws {
        try withXvfb { server in
            let backend = try server.openBackend(size: CGSize(width: 120, height: 90), title: "expose")
            let client = try XClient(server)
            backend.fill([(backend.fullFrame, Colour.red)])
            backend.present([backend.fullFrame])
            _ = backend.events(untilFirst: { $0.isExposed })   // the first map's Expose

            // Unmapping and mapping again loses the window's pixels (no backing store, no
            // background): until the backend handles the Expose, the server shows the root.
            client.unmap(backend.windowID)
            client.map(backend.windowID)
            client.sync()
            #expect(client.pixel(of: backend, x: 60, y: 45) != Colour.red)

            let events = backend.events { $0.contains(.mapped) && $0.contains(where: \.isExposed) }
            #expect(events.contains(.unmapped))
            #expect(events.contains(.exposed(CGRect(x: 0, y: 0, width: 120, height: 90))))
            let shot = try #require(client.snapshot(of: backend, width: 120, height: 90))
            #expect(shot.pixels.allSatisfy { $0 == Colour.red })
        }
    }

    @Test("a resize replaces the frame buffer and reports the new size in points")
    func resize() throws {
        try withXvfb { server in
            let backend = try server.openBackend(size: CGSize(width: 200, height: 150), title: "resize")
            let client = try XClient(server)
            let original = backend.frameBuffer
            client.resize(backend.windowID, width: 400, height: 300)
            client.sync()

            let events = backend.events(untilFirst: { $0.isResized })
            #expect(events.filter(\.isResized) == [.resized(CGSize(width: 400, height: 300))])
            #expect(backend.size == CGSize(width: 400, height: 300))
            #expect(backend.frameBuffer !== original)
            #expect(backend.frameBuffer.width == 400 && backend.frameBuffer.height == 300)

            backend.fill([(backend.fullFrame, Colour.green)])
            backend.present([backend.fullFrame])
            #expect(client.pixel(of: backend, x: 350, y: 250) == Colour.green)
            #expect(client.pixel(of: backend, x: 399, y: 299) == Colour.green)
            // The old buffer is still valid memory for whoever holds it.
            #expect(original.pixel(x: 199, y: 149) != nil)
            #expect(backend.protocolErrorCount == 0)
        }
    }

    @Test("several size changes in one batch become one resize, to the last size", arguments: [true, false])
    func resizeCoalesces(useSharedMemory: Bool) throws {
        try withXvfb { server in
            let backend = try server.openBackend(size: CGSize(width: 100, height: 100),
                                         title: "coalesce", scale: 2, useSharedMemory: useSharedMemory)
            let client = try XClient(server)
            client.resize(backend.windowID, width: 300, height: 200)
            client.resize(backend.windowID, width: 350, height: 250)
            client.resize(backend.windowID, width: 500, height: 260)
            client.sync()
            // The server has sent all three ConfigureNotify; a round trip on the backend's own
            // connection queues them in Xlib before its reply, so one call sees them all.
            backend.flushAndWait()
            let events = backend.pendingEvents()
            #expect(events.filter(\.isResized) == [.resized(CGSize(width: 250, height: 130))])
            #expect(backend.frameBuffer.width == 500 && backend.frameBuffer.height == 260)
            #expect(backend.usesSharedMemory == useSharedMemory)

            // Growing and shrinking back within one batch is no resize at all.
            client.resize(backend.windowID, width: 200, height: 200)
            client.resize(backend.windowID, width: 500, height: 260)
            client.sync()
            backend.flushAndWait()
            #expect(backend.pendingEvents().filter(\.isResized).isEmpty)
            #expect(backend.frameBuffer.width == 500)
        }
    }
}
