import CX11
import Foundation
import Testing
import TestExpectations

/// The system's gestures with a real pointer: `UIKitFixtureApp` against a private Xvfb, XTest
/// clicking and dragging, the app reporting on standard output and the server's pixels read back.
///
/// - `FIXTURE_MODE=scrolltop` on a phone-shaped 320×640 window (47 points of status bar): a click
///   on the status bar scrolls the window's scroll view from 900 to its top (−47, below the bar),
///   and the green band at the top of its content shows; a click lower down does not.
/// - `FIXTURE_MODE=pinch` on the 240×160 scene: the secondary button pressed on the square's
///   centre (110, 60) and dragged 50 points right is a pinch to scale 2 about the press; with
///   Shift held, 50 points down is a rotation by 45°. The square takes the transform.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct SystemGestureProcessTests {
    static let app = "UIKitFixtureApp"
    static let magenta = RGB(255, 0, 255)

    @Test("a real click on the status bar scrolls the one scroll view to its top; a click below it does not")
    func statusBarClickScrollsToTop() async throws {
        try await withXServer { server, observer in
            let app = try AppLaunch.start(Self.app, ["--screen-size", "320x640"], display: server.displayName,
                                          environment: ["FIXTURE_MODE": "scrolltop"])
            try #require(try await app.waitForLine("ready", timeout: .seconds(20)), "no `ready`: \(app.diagnostics)")
            let window = try #require(try await observer.waitForWindow(titled: Self.app), "no window: \(app.diagnostics)")
            let input = try XInputDriver(displayName: server.displayName)
            defer { input.close() }
            let scrolled = try await observer.waitForPixels(of: window, [(160, 300, Self.magenta), (160, 100, Self.magenta)])
            #expect(scrolled == [Self.magenta, Self.magenta], "scrolled to 900, past the green band: \(scrolled)")

            input.move(to: 160, 400)
            input.button(down: true)
            input.button(down: false)
            // Handled in order: by the time the bar's click is reported this one was too.
            input.move(to: 160, 20)
            input.button(down: true)
            input.button(down: false)
            #expect(try await app.waitForLine("scrolltop did y=-47.0", timeout: .seconds(10)), "\(app.diagnostics)")
            app.update()
            let lines = app.lines(1).filter { $0.hasPrefix("scrolltop") }
            #expect(lines == ["scrolltop should", "scrolltop did y=-47.0"], "only the bar's click asked: \(lines)")
            let top = try await observer.waitForPixels(of: window, [(160, 100, .green), (160, 240, .green), (160, 300, Self.magenta)])
            #expect(top == [.green, .green, Self.magenta], "the band (47…246) shows at the top: \(top)")
            #expect(app.isRunning, "\(app.diagnostics)")
        }
    }

    @Test("a real secondary-button drag pinches about the press (scale 2 for 50 points right); with Shift it rotates (45° for 50 down)")
    func secondaryDragPinchesAndRotates() async throws {
        try await withXServer { server, observer in
            let app = try AppLaunch.start(Self.app, ["--screen-size", "240x160"], display: server.displayName,
                                          environment: ["FIXTURE_MODE": "pinch"])
            try #require(try await app.waitForLine("ready", timeout: .seconds(20)), "no `ready`: \(app.diagnostics)")
            let window = try #require(try await observer.waitForWindow(titled: Self.app), "no window: \(app.diagnostics)")
            let input = try XInputDriver(displayName: server.displayName)
            defer { input.close() }
            let home = try await observer.waitForPixels(of: window, [(110, 60, .green), (125, 45, .red), (110, 71, .red)])
            #expect(home == [.green, .red, .red], "the 20-point square at (100, 50): \(home)")

            input.move(to: 110, 60)
            input.button(3, down: true)
            input.slide(from: 110, 60, to: 160, 60, duration: .milliseconds(100))
            input.button(3, down: false)
            #expect(try await app.waitForLine("pinch ended scale=2.000 x=110.0 y=60.0", timeout: .seconds(10)), "\(app.lines(1))")
            app.update()
            let pinches = app.lines(1).filter { $0.hasPrefix("pinch") }
            #expect(pinches.first?.hasPrefix("pinch began") == true && pinches.count >= 3, "\(pinches)")
            let scaled = try await observer.waitForPixels(of: window, [(125, 45, .green), (135, 45, .red)])
            #expect(scaled == [.green, .red], "the square twice its size about its centre (90…129): \(scaled)")

            input.key(0xffe1, down: true)   // Shift
            input.move(to: 110, 60)
            input.button(3, down: true)
            input.slide(from: 110, 60, to: 110, 110, duration: .milliseconds(100))
            input.button(3, down: false)
            input.key(0xffe1, down: false)
            #expect(try await app.waitForLine("rotation ended degrees=45.0 x=110.0 y=60.0", timeout: .seconds(10)), "\(app.lines(1))")
            app.update()
            #expect(app.lines(1).filter { $0.hasPrefix("pinch") } == pinches, "with Shift no pinch")
            let turned = try await observer.waitForPixels(of: window, [(110, 71, .green), (125, 45, .red)])
            #expect(turned == [.green, .red], "a diamond: its corner reaches 14 points below the centre, past the square's edge at 70: \(turned)")
            #expect(app.isRunning, "\(app.diagnostics)")
        }
    }
}
