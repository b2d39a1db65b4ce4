import CoreGraphics
import Foundation
import Testing
import WindowSystem

/// Opening the display: failures, scale from `Xft.dpi`, the window's title and protocols.
@MainActor
struct X11BackendSetupTests {
    @Test("no server at the display: the error names the display and says what to do")
    func noServer() {
        do {
            _ = try X11Backend(displayName: ":987", size: CGSize(width: 10, height: 10), title: "none")
            Issue.record("opening :987 should fail")
        } catch {
            #expect(error == .cannotOpenDisplay(":987"))
            #expect(error.description.contains("':987'"))
            #expect(error.description.contains("--headless"))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test("DISPLAY from the environment is used when no name is given")
    func environmentDisplay() {
        #expect(throws: X11BackendError.cannotOpenDisplay(":986")) {
            try X11Backend(displayName: nil, environmentDisplay: ":986", size: CGSize(width: 10, height: 10), title: "env")
        }
    }

    @Test("DISPLAY unset: the error says DISPLAY is not set", arguments: [nil, ""] as [String?])
    func displayNotSet(environmentDisplay: String?) {
        do {
            _ = try X11Backend(displayName: nil, environmentDisplay: environmentDisplay, size: CGSize(width: 10, height: 10), title: "unset")
            Issue.record("opening without DISPLAY should fail")
        } catch {
            #expect(error == .displayNotSet)
            #expect(error.description.contains("DISPLAY is not set"))
        }
    }

    @Test("a scale override that is not a positive number is refused", arguments: [0, -1, .nan, .infinity] as [CGFloat])
    func invalidScale(scale: CGFloat) {
        #expect(throws: X11BackendError.self) {
            try X11Backend(displayName: ":985", size: CGSize(width: 10, height: 10), title: "scale", scale: scale)
        }
    }

    @Test("scale is Xft.dpi / 96 rounded to a quarter, at least 1",
          arguments: [(nil, 1), (96, 1), (72, 1), (0, 1), (110, 1.25), (120, 1.25), (144, 1.5), (168, 1.75),
                      (192, 2), (288, 3), (.nan, 1)] as [(Double?, CGFloat)])
    func scaleForDPI(dpi: Double?, scale: CGFloat) {
        #expect(X11Backend.scale(forDPI: dpi) == scale)
    }

    @Test("Xft.dpi on the server sets the scale and the frame buffer's pixel size",
          arguments: [(["Xft.dpi:\t192"], 2), (["Xft.antialias:\t1", "Xft.dpi:\t144"], 1.5), (["Xft.dpi: 96"], 1),
                      (["*background: grey"], 1), ([], 1)] as [([String], CGFloat)])
    func scaleFromResources(resourceLines: [String], scale: CGFloat) throws {
        try withXvfb { server in
            let client = try XClient(server)
            if !resourceLines.isEmpty { client.setResources(resourceLines.map { $0 + "\n" }.joined()) }
            client.sync()
            let backend = try server.openBackend(size: CGSize(width: 200, height: 100), title: "dpi")
            #expect(backend.scale == scale)
            #expect(backend.size == CGSize(width: 200, height: 100))
            #expect(backend.frameBuffer.width == Int(200 * scale) && backend.frameBuffer.height == Int(100 * scale))
            // The window on the server has the device-pixel size too.
            #expect(client.snapshot(of: backend, x: Int(200 * scale) - 1, y: Int(100 * scale) - 1, width: 1, height: 1) != nil)
        }
    }

    @Test("the scale override wins over Xft.dpi")
    func scaleOverride() throws {
        try withXvfb { server in
            let client = try XClient(server)
            client.setResources("Xft.dpi:\t192\n")
            client.sync()
            let backend = try server.openBackend(size: CGSize(width: 50, height: 40), title: "o", scale: 1.5)
            #expect(backend.scale == 1.5)
            #expect(backend.frameBuffer.width == 75 && backend.frameBuffer.height == 60)
        }
    }

    @Test("the title is set as WM_NAME (STRING, or UTF8_STRING beyond Latin-1) and UTF-8 _NET_WM_NAME, and can change")
    func title() throws {
        try withXvfb { server in
            let backend = try server.openBackend(size: CGSize(width: 50, height: 50), title: "Fenêtre ✓")
            let client = try XClient(server)
            client.sync()
            #expect(backend.title == "Fenêtre ✓")
            #expect(client.stringProperty("_NET_WM_NAME", of: backend.windowID) == "Fenêtre ✓")
            // Not Latin-1: WM_NAME carries the title as UTF8_STRING (a Latin-1 title stays STRING).
            #expect(client.stringProperty("WM_NAME", of: backend.windowID, encoding: .utf8) == "Fenêtre ✓")

            backend.title = "Second"
            backend.flushAndWait()
            #expect(client.stringProperty("_NET_WM_NAME", of: backend.windowID) == "Second")
            #expect(client.stringProperty("WM_NAME", of: backend.windowID) == "Second")
        }
    }

    @Test("the window takes part in WM_DELETE_WINDOW and reports its file descriptor")
    func protocolsAndDescriptor() throws {
        try withXvfb { server in
            let backend = try server.openBackend(size: CGSize(width: 50, height: 50), title: "p")
            let client = try XClient(server)
            #expect(client.atoms("WM_PROTOCOLS", of: backend.windowID) == [client.atom("WM_DELETE_WINDOW")])
            #expect((backend.eventFileDescriptor ?? -1) >= 0)
            backend.flush()
            _ = backend.events { $0.contains(.mapped) }
            #expect(!backend.hasBufferedEvents || !backend.pendingEvents().isEmpty)
        }
    }

    @Test("a protocol error is logged and counted, and the program keeps running")
    func protocolErrorIsSurvived() throws {
        try withXvfb { server in
            let backend = try server.openBackend(size: CGSize(width: 40, height: 40), title: "errors")
            #expect(backend.protocolErrorCount == 0)
            // Xlib's default handler would print and exit here; ours logs once per kind.
            backend.mapForeignWindow(0x7fff_0001)
            backend.mapForeignWindow(0x7fff_0002)
            backend.flushAndWait()
            #expect(backend.protocolErrorCount == 2)
            backend.fill([(backend.fullFrame, Colour.green)])
            backend.present([backend.fullFrame])
            let client = try XClient(server)
            #expect(client.pixel(of: backend, x: 20, y: 20) == Colour.green)
        }
    }
}
