import CX11
import Foundation
import Testing
import TestExpectations

extension PlaygroundCLITests.UnderXvfb {
    static let backSpaceKeySymbol: UInt32 = 0xff08   // XK_BackSpace

    @Test("the window's title names the open scene (_NET_WM_NAME in UTF-8 and WM_NAME), and goes back to the app's name at home")
    func titleNamesTheScene() async throws {
        try await withPlayground(["--scene", "sheet"]) { s in
            let expected = "Interactive modal sheet — Playground"
            var title: String?
            try await waitUntil(timeout: .seconds(5)) {
                title = s.observer.title(of: s.window)
                return title == expected
            }
            #expect(title == expected, "_NET_WM_NAME")
            #expect(s.observer.legacyTitle(of: s.window) == expected, "WM_NAME (UTF8_STRING: the title is not Latin-1)")

            s.input.setFocus(s.window)
            s.input.tap(keySymbol: Self.backSpaceKeySymbol)   // at the scene's root: back home
            try await waitUntil(timeout: .seconds(5)) {
                title = s.observer.title(of: s.window)
                return title == "Playground"
            }
            #expect(title == "Playground", "home: the app's name")
            #expect(s.observer.legacyTitle(of: s.window) == "Playground")
        }
    }

    @Test("_NET_WM_ICON holds the icon at 16, 32, 48 and 64 pixels as EWMH lays it out: width, height, straight-alpha ARGB")
    func windowIcon() async throws {
        try await withPlayground([]) { s in
            var values: [UInt] = []
            try await waitUntil(timeout: .seconds(5)) {
                values = s.observer.cardinals("_NET_WM_ICON", of: s.window) ?? []
                return !values.isEmpty
            }
            var sizes: [Int] = []
            var index = 0
            var largest: (side: Int, pixels: ArraySlice<UInt>)?
            while index + 2 <= values.count {
                let width = Int(values[index]), height = Int(values[index + 1])
                let count = width * height
                try #require(width == height && index + 2 + count <= values.count, "image \(sizes.count): \(width)×\(height) at \(index) of \(values.count)")
                sizes.append(width)
                largest = (width, values[(index + 2)..<(index + 2 + count)])
                index += 2 + count
            }
            #expect(sizes == [16, 32, 48, 64])
            #expect(index == values.count, "no bytes after the last image")
            let icon = try #require(largest)
            func argb(_ x: Int, _ y: Int) -> UInt { icon.pixels[icon.pixels.startIndex + y * icon.side + x] }
            #expect(argb(0, 0) >> 24 == 0, "the corner outside the rounded square is transparent")
            // The blue plate (0, 122, 255), opaque, straight alpha.
            let plate = argb(6, 32)
            #expect(plate >> 24 == 0xff && (plate >> 16) & 0xff < 10 && (plate >> 8) & 0xff > 110 && plate & 0xff > 245,
                    "plate \(String(plate, radix: 16))")
            // The dimmed card: white at 45 % over blue, opaque.
            let card = argb(16, 46)
            #expect(card >> 24 == 0xff && (card >> 16) & 0xff > 100, "under card \(String(card, radix: 16))")
            // The white card at the front.
            let front = argb(48, 46)
            #expect(front & 0xffffff == 0xffffff && front >> 24 == 0xff, "front card \(String(front, radix: 16))")
        }
    }
}

extension PlaygroundCLITests.UnderXvfb {
    static let iKeySymbol: UInt32 = 0x69   // XK_i

    @Test("i docks the inspector beside the phone: the X window widens by the panel, the phone area keeps its pixels; i again narrows it")
    func inspectorPanelWidensTheWindow() async throws {
        try await withXServer(width: 1000, height: 900) { server, observer in
            let input = try XInputDriver(displayName: server.displayName)
            defer { input.close() }
            let app = try AppLaunch.start(PlaygroundCLITests.app, ["--screen-size", "390x844"], display: server.displayName)
            defer { app.terminate() }
            let window = try #require(try await observer.waitForWindow(titled: PlaygroundCLITests.app, timeout: .seconds(20)),
                                      "no Playground window: \(app.diagnostics)")
            let s = PlaygroundSession(observer: observer, input: input, app: app, window: window)
            let home = try await s.settled("the home screen")
            input.setFocus(window)
            input.tap(keySymbol: Self.iKeySymbol)
            var geometry = observer.geometry(of: window)
            try await waitUntil(timeout: .seconds(5)) {
                geometry = observer.geometry(of: window)
                return geometry?.width == 390 + 340
            }
            #expect(geometry?.width == 730 && geometry?.height == 844, "the window with the panel: \(geometry.map(\.description) ?? "none")")
            let docked = try await s.settled("the phone area beside the panel")
            #expect(docked.agreement(with: home, in: PlaygroundCLITests.content) > 0.99, "the phone area is unchanged")
            // The panel is opaque and dark, from top to bottom. (The phone area never changes, so
            // its settling says nothing of the panel: the server shows the widened part black
            // until the app's first frame at the new size, which a loaded machine can delay.)
            let dark = RGB(26, 26, 26)
            let panel = try await observer.waitForPixels(of: window, [(720, 10, dark), (720, 420, dark), (720, 830, dark)], tolerance: 8)
            for (y, p) in zip([10, 420, 830], panel) {
                #expect(p.map { $0.isClose(to: dark, tolerance: 8) } == true, "panel at y = \(y): \(String(describing: p))")
            }
            input.tap(keySymbol: Self.iKeySymbol)
            try await waitUntil(timeout: .seconds(5)) {
                geometry = observer.geometry(of: window)
                return geometry?.width == 390
            }
            #expect(geometry?.width == 390, "the panel closed: \(geometry.map(\.description) ?? "none")")
            let after = try await s.settled("the home screen again")
            #expect(after.agreement(with: home, in: PlaygroundCLITests.content) > 0.99)
        }
    }
}
