import CX11
import Foundation
import Testing
import TestExpectations

/// A text field in a real X11 window, the whole way through: `UIKitFixtureApp`
/// (`FIXTURE_MODE=textfield`, a rounded field at (20, 60, 200 × 36) on the 240×160 scene) against
/// a private Xvfb; XTest clicks the field and types on the server's keyboard; `xclip` is the other
/// program on the clipboard. The app reports the field's control events on standard output.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct TextFieldProcessTests {
    static let app = "UIKitFixtureApp"

    @Test("a click begins editing, XTest keys type, Control-C copies to another program and Control-V pastes from it")
    func typeCopyAndPasteThroughTheServer() async throws {
        let xclip = try #require(["/usr/bin/xclip", "/usr/local/bin/xclip"].first { FileManager.default.isExecutableFile(atPath: $0) },
                                 "xclip is not installed (scripts/setup.sh installs it)")
        try await withXServer { server, observer in
            let app = try AppLaunch.start(Self.app, [], display: server.displayName, environment: ["FIXTURE_MODE": "textfield"])
            try #require(try await app.waitForLine("ready", timeout: .seconds(20)), "no `ready`: \(app.diagnostics)")
            _ = try #require(try await observer.waitForWindow(titled: Self.app), "no window: \(app.diagnostics)")
            let input = try XInputDriver(displayName: server.displayName)
            defer { input.close() }

            input.move(to: 120, 78)
            input.button(down: true)
            input.button(down: false)
            #expect(try await app.waitForLine("text began", timeout: .seconds(10)), "\(app.diagnostics)")
            for key: UInt32 in [0x68, 0x69] { input.tap(keySymbol: key) }   // h, i
            #expect(try await app.waitForLine("text \"hi\"", timeout: .seconds(10)), "\(app.diagnostics)")
            // Control-A, Control-C: another program reads "hi" from the CLIPBOARD selection.
            input.tapWithControl(keySymbol: 0x61)
            input.tapWithControl(keySymbol: 0x63)
            var copied = ""
            for _ in 0..<50 where copied != "hi" {
                copied = try Self.run(xclip, ["-selection", "clipboard", "-o"], display: server.displayName)
                if copied != "hi" { try await Task.sleep(for: .milliseconds(100)) }
            }
            #expect(copied == "hi", "xclip read \(copied.debugDescription)")

            // Another program owns the clipboard: Control-A, Control-V replaces the text with its.
            let owner = Process()
            owner.executableURL = URL(fileURLWithPath: xclip)
            owner.arguments = ["-selection", "clipboard", "-i", "-quiet"]
            owner.environment = ["DISPLAY": server.displayName]
            let stdin = Pipe()
            owner.standardInput = stdin
            owner.standardOutput = FileHandle.nullDevice
            owner.standardError = FileHandle.nullDevice
            try owner.run()
            defer { if owner.isRunning { owner.terminate() } }
            stdin.fileHandleForWriting.write(Data("Grüße".utf8))
            try stdin.fileHandleForWriting.close()
            var owned = false
            for _ in 0..<50 where !owned {
                owned = (try? Self.run(xclip, ["-selection", "clipboard", "-o"], display: server.displayName)) == "Grüße"
                if !owned { try await Task.sleep(for: .milliseconds(100)) }
            }
            try #require(owned, "xclip took the clipboard")
            input.tapWithControl(keySymbol: 0x61)
            input.tapWithControl(keySymbol: 0x76)
            #expect(try await app.waitForLine("text \"Grüße\"", timeout: .seconds(10)), "\(app.diagnostics)")
            #expect(app.isRunning, "\(app.diagnostics)")
        }
    }

    /// Runs `path` to completion with `DISPLAY` set and returns its standard output.
    static func run(_ path: String, _ arguments: [String], display: String) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        p.environment = ["DISPLAY": display]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
