import CX11
import Foundation
import Testing
import TestExpectations

/// Controls under a real pointer: `UIKitFixtureApp` (`FIXTURE_MODE=controls`: a system button at
/// (20, 70, 120 × 44) and a switch at (160, 76) on the 240×160 scene) against a private Xvfb,
/// XTest pressing and dragging; the app prints every event the controls send, in order.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct ControlProcessTests {
    static let app = "UIKitFixtureApp"

    @Test("a press, a drag past the 70-point slop and back, and a release: UIKit's events in order; a click flips the switch")
    func buttonEventsAndSwitchUnderARealPointer() async throws {
        try await withXServer { server, observer in
            let app = try AppLaunch.start(Self.app, [], display: server.displayName, environment: ["FIXTURE_MODE": "controls"])
            try #require(try await app.waitForLine("ready", timeout: .seconds(20)), "no `ready`: \(app.diagnostics)")
            _ = try #require(try await observer.waitForWindow(titled: Self.app), "no window: \(app.diagnostics)")
            let input = try XInputDriver(displayName: server.displayName)
            defer { input.close() }

            input.move(to: 80, 92)
            input.button(down: true)
            // Down past the slop (the button's bottom is at 114: 114 + 70 = 184) — the app reports
            // the exit —, then back in — it reports the entry —, released inside. (The app takes
            // the pointer's last position once a frame, so each step waits for its report.)
            input.move(to: 80, 150)
            #expect(try await app.waitForLine("button touchDragInside", timeout: .seconds(10)), "\(app.diagnostics)")
            input.move(to: 80, 200)
            #expect(try await app.waitForLine("button touchDragExit", timeout: .seconds(10)), "\(app.diagnostics)")
            input.move(to: 80, 210)
            #expect(try await app.waitForLine("button touchDragOutside", timeout: .seconds(10)), "\(app.diagnostics)")
            input.move(to: 80, 100)
            #expect(try await app.waitForLine("button touchDragEnter", timeout: .seconds(10)), "\(app.diagnostics)")
            input.move(to: 80, 95)
            input.button(down: false)
            #expect(try await app.waitForLine("button touchUpInside", timeout: .seconds(10)), "\(app.diagnostics)")
            app.update()
            let button = app.lines(1).filter { $0.hasPrefix("button ") }
            // The crossings in order, with drags outside only between the exit and the entry.
            let crossings = button.filter { !$0.hasSuffix("DragInside") && !$0.hasSuffix("DragOutside") }
            #expect(crossings == ["button touchDown", "button touchDragExit", "button touchDragEnter", "button touchUpInside"], "\(button)")
            let exit = button.firstIndex(of: "button touchDragExit") ?? 0, enter = button.firstIndex(of: "button touchDragEnter") ?? 0
            #expect(button.indices.filter { button[$0] == "button touchDragOutside" }.allSatisfy { $0 > exit && $0 < enter }, "\(button)")
            #expect(button.contains("button touchDragOutside") && button.contains("button touchDragInside"), "\(button)")

            input.move(to: 185, 91)
            input.button(down: true)
            input.button(down: false)
            #expect(try await app.waitForLine("switch touchUpInside", timeout: .seconds(10)), "\(app.diagnostics)")
            app.update()
            let toggle = app.lines(1).filter { $0.hasPrefix("switch ") }
            #expect(toggle == ["switch touchDown", "switch valueChanged on=true", "switch touchUpInside"], "\(toggle)")
            #expect(app.isRunning, "\(app.diagnostics)")
        }
    }
}
