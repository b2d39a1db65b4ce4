import CX11
import Foundation
import Testing
import TestExpectations

extension PlaygroundCLITests {
    /// The window fits the screen it opens on: on a 1366×768 laptop screen the phone-sized
    /// window (844 points tall) is scaled down to the work area, with a one-line note, so its
    /// Home button is on screen; a size the user asked for keeps its shape when resized (the
    /// window's size hints, as a window manager reads them). Geometry is read from the X server.
    @Suite(.serialized, .timeLimit(.minutes(2)))
    struct WorkArea {
        @Test("on a 1366×768 screen the 390×844 window is scaled to fit, with a note")
        func fitsALaptopScreen() async throws {
            try await withXServer(width: 1366, height: 768) { server, observer in
                let app = try AppLaunch.start(PlaygroundCLITests.app, [], display: server.displayName)
                defer { app.terminate() }
                let window = try #require(try await observer.waitForWindow(titled: PlaygroundCLITests.app, timeout: .seconds(20)),
                                          "no window: \(app.diagnostics)")
                let geometry = try #require(observer.geometry(of: window))
                #expect(geometry.height <= 768 && geometry.height >= 740, "\(geometry)")
                // The phone's shape: 390 / 844 of the height.
                let phoneWidth: Double = Double(geometry.height) * 390.0 / 844.0
                expectNear(Double(geometry.width), phoneWidth, tolerance: 2, "\(geometry)")
                try await waitUntil(timeout: .seconds(10), interval: .milliseconds(50)) { app.standardError.contains("work area") }
                let notes = app.standardError.split(separator: "\n").filter { $0.contains("work area") }
                #expect(notes.count == 1 && notes[0].hasPrefix("note: a 390×844 window does not fit the screen's work area (1366×768 pixels)"),
                        "\(app.diagnostics)")
                // The bottom of the window shows the home screen (light), not nothing.
                let bottom = try #require(observer.pixel(of: window, x: geometry.width / 2, y: geometry.height - 4))
                #expect(bottom.red > 200 && bottom.green > 200, "\(bottom)")
            }
        }

        @Test("a window manager's work area (a 40-pixel panel) is what the window fits")
        func fitsTheWorkArea() async throws {
            try await withXServer(width: 1366, height: 768) { server, observer in
                observer.setRootCardinals("_NET_WORKAREA", [0, 0, 1366, 728])
                let app = try AppLaunch.start(PlaygroundCLITests.app, ["--screen-size", "390x844"], display: server.displayName)
                defer { app.terminate() }
                let window = try #require(try await observer.waitForWindow(titled: PlaygroundCLITests.app, timeout: .seconds(20)),
                                          "no window: \(app.diagnostics)")
                let geometry = try #require(observer.geometry(of: window))
                #expect(geometry.height <= 728 && geometry.height >= 700, "\(geometry)")
                // A device size was asked for: its aspect is the window's, min and max.
                let aspect = try #require(observer.aspectHint(of: window), "no aspect hint")
                let ratio: Double = Double(aspect.min.0) / Double(aspect.min.1)
                expectNear(ratio, 390.0 / 844.0, tolerance: 0.01, "\(aspect)")
                #expect(aspect.min == aspect.max, "\(aspect)")
            }
        }

        @Test("a window that fits is left alone: no note, no aspect hint without --screen-size")
        func aFittingWindowIsLeftAlone() async throws {
            try await withXServer(width: 1024, height: 900) { server, observer in
                let app = try AppLaunch.start(PlaygroundCLITests.app, [], display: server.displayName)
                defer { app.terminate() }
                let window = try #require(try await observer.waitForWindow(titled: PlaygroundCLITests.app, timeout: .seconds(20)),
                                          "no window: \(app.diagnostics)")
                let geometry = try #require(observer.geometry(of: window))
                #expect(geometry.width == 390 && geometry.height == 844, "\(geometry)")
                #expect(observer.aspectHint(of: window) == nil)
                #expect(!app.standardError.contains("work area"), "\(app.diagnostics)")
            }
        }
    }
}
