import CX11
import Foundation
import Testing
@testable import WindowSystem

/// The `CLIPBOARD` selection against a real X server, with `xclip` as the other program: text
/// copied here is pasted there and the other way round, large texts in `INCR` chunks, broken
/// UTF-8 replaced rather than failing, and an empty clipboard answered with nil.
@MainActor
@Suite(.serialized) struct X11ClipboardTests {
    @Test("text copied in the window is pasted by another client, as UTF-8")
    func copyToAnotherClient() throws {
        try withXvfb { server in
            let backend = try server.openBackend(size: CGSize(width: 100, height: 100), title: "copy")
            backend.setClipboardText("Grüße, ✓ 日本")
            let pasted = try Xclip.run(["-o", "-selection", "clipboard", "-t", "UTF8_STRING"], server: server, pumping: backend)
            #expect(String(decoding: pasted, as: UTF8.self) == "Grüße, ✓ 日本")
        }
    }

    @Test("a large copy goes out in INCR chunks and arrives whole")
    func largeCopyInChunks() throws {
        try withXvfb { server in
            let backend = try server.openBackend(size: CGSize(width: 100, height: 100), title: "copy")
            let text = Self.largeText(bytes: 3 << 20)
            #expect(text.utf8.count > backend.clipboardState.chunkSize, "larger than one property: INCR is used")
            backend.setClipboardText(text)
            let pasted = try Xclip.run(["-o", "-selection", "clipboard", "-t", "UTF8_STRING"], server: server, pumping: backend)
            #expect(pasted.count == text.utf8.count)
            #expect(String(decoding: pasted, as: UTF8.self) == text)
        }
    }

    @Test("text another client copied arrives as a clipboardText event")
    func pasteFromAnotherClient() throws {
        try withXvfb { server in
            let backend = try server.openBackend(size: CGSize(width: 100, height: 100), title: "paste")
            let owner = try Xclip.own(Array("Ünïcode ✓".utf8), server: server)
            defer { owner.terminate() }
            backend.requestClipboardText()
            #expect(backend.clipboardAnswers() == ["Ünïcode ✓"])
        }
    }

    @Test("invalid UTF-8 from the owner is replaced, not fatal")
    func invalidUTF8() throws {
        try withXvfb { server in
            let backend = try server.openBackend(size: CGSize(width: 100, height: 100), title: "paste")
            let owner = try Xclip.own([0x61, 0xff, 0xfe, 0x62, 0xc3], server: server)
            defer { owner.terminate() }
            backend.requestClipboardText()
            #expect(backend.clipboardAnswers() == ["a\u{FFFD}\u{FFFD}b\u{FFFD}"])
        }
    }

    @Test("a 5 MB paste arrives whole through INCR")
    func largePaste() throws {
        try withXvfb { server in
            let backend = try server.openBackend(size: CGSize(width: 100, height: 100), title: "paste")
            let text = Self.largeText(bytes: 5 << 20)
            let owner = try Xclip.own(Array(text.utf8), server: server)
            defer { owner.terminate() }
            backend.requestClipboardText()
            let answers = backend.clipboardAnswers(timeout: .seconds(30))
            #expect(answers.count == 1)
            let pasted = answers.first ?? nil
            #expect(pasted?.utf8.count == text.utf8.count)
            #expect(pasted == text)
        }
    }

    @Test("with nobody owning the clipboard the answer is nil at once")
    func emptyClipboard() throws {
        try withXvfb { server in
            let backend = try server.openBackend(size: CGSize(width: 100, height: 100), title: "paste")
            backend.requestClipboardText()
            #expect(backend.hasBufferedEvents, "an answer is ready without the server")
            #expect(backend.pendingEvents().filter { if case .clipboardText = $0 { true } else { false } } == [.clipboardText(nil)])
        }
    }

    @Test("the window's own copy is pasted back without a round trip; another copy ends it")
    func ownCopyAndLosingIt() throws {
        try withXvfb { server in
            let backend = try server.openBackend(size: CGSize(width: 100, height: 100), title: "own")
            backend.setClipboardText("mine")
            backend.requestClipboardText()
            #expect(backend.clipboardAnswers() == ["mine"])
            let owner = try Xclip.own(Array("theirs".utf8), server: server, replacing: backend.windowID)
            defer { owner.terminate() }
            _ = backend.events(timeout: .milliseconds(300)) { _ in backend.clipboardState.owned == nil }
            #expect(backend.clipboardState.owned == nil, "SelectionClear: the window no longer offers its text")
            backend.requestClipboardText()
            #expect(backend.clipboardAnswers() == ["theirs"])
        }
    }

    @Test("keys type what the keysym stands for: Latin-1 and Unicode keysyms")
    func nonASCIITyping() throws {
        try withXvfb { server in
            let backend = try server.openBackend(size: CGSize(width: 100, height: 100), title: "keys")
            let client = try XClient(server)
            client.focus(backend.windowID)
            // Two spare keycodes typing é (Latin-1 keysym 0xe9) and α (Unicode keysym U+03B1).
            client.mapSpareKey(to: 0xe9, index: 0)
            client.mapSpareKey(to: 0x100_03b1, index: 1)
            for symbol: UInt32 in [0xe9, 0x100_03b1] {
                client.key(symbol, down: true)
                client.key(symbol, down: false)
            }
            client.sync()
            let typed = backend.events { $0.filter(\.isKeyUp).count == 2 }.compactMap { event -> String? in
                if case .keyDown(_, let characters, _, _) = event { characters } else { nil }
            }
            #expect(typed == ["é", "α"])
        }
    }

    /// Lines of mixed text (ASCII, accents, CJK) of about `bytes` UTF-8 bytes.
    static func largeText(bytes: Int) -> String {
        let line = "Line of text with accents éèà and 漢字 — numbered "
        var text = ""
        text.reserveCapacity(bytes + 100)
        var n = 0
        while text.utf8.count < bytes {
            text += line + String(n) + "\n"
            n += 1
        }
        return text
    }
}

extension X11Backend {
    /// Collects clipboard answers until one arrives (or `timeout`).
    func clipboardAnswers(timeout: Duration = .seconds(5)) -> [String?] {
        events(timeout: timeout) { $0.contains { if case .clipboardText = $0 { true } else { false } } }
            .compactMap { if case .clipboardText(let text) = $0 { Optional(text) } else { nil } }
    }
}

extension XClient {
    /// Maps a keycode the server does not use to `keySymbol` (index 0 or 1 of the spare ones).
    func mapSpareKey(to keySymbol: UInt32, index: Int) {
        var minimum: Int32 = 0, maximum: Int32 = 0
        XDisplayKeycodes(display, &minimum, &maximum)
        var perCode: Int32 = 0
        let map = XGetKeyboardMapping(display, KeyCode(minimum), maximum - minimum + 1, &perCode)
        defer { XFree(map) }
        var spare: [Int32] = []
        for code in minimum...maximum {
            let base = Int(code - minimum) * Int(perCode)
            if (0..<Int(perCode)).allSatisfy({ map![base + $0] == 0 }) { spare.append(code) }
        }
        guard index < spare.count else { return }
        var symbols = [KeySym](repeating: KeySym(keySymbol), count: Int(perCode))
        XChangeKeyboardMapping(display, spare[spare.count - 1 - index], perCode, &symbols, 1)
        XSync(display, 0)
    }
}

/// `xclip`, the other program on the clipboard.
enum Xclip {
    struct Failure: Error, CustomStringConvertible { let description: String }

    static func process(_ arguments: [String], server: XvfbServer) throws -> Process {
        guard let path = ["/usr/bin/xclip", "/usr/local/bin/xclip"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw Failure(description: "xclip is not installed (scripts/setup.sh installs it); the clipboard tests use it as the other client")
        }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        p.environment = ["DISPLAY": server.displayName, "PATH": "/usr/bin:/bin"]
        return p
    }

    /// Runs `xclip` to completion while `backend` answers its requests; returns its output.
    @MainActor
    static func run(_ arguments: [String], server: XvfbServer, pumping backend: X11Backend) throws -> [UInt8] {
        let p = try process(arguments, server: server)
        let output = Pipe()
        p.standardOutput = output
        var data = Data()
        let reader = output.fileHandleForReading
        try p.run()
        // Read its output while pumping, so a large paste cannot fill the pipe and stall it.
        let collected = DataBox()
        reader.readabilityHandler = { handle in
            let chunk = handle.availableData
            collected.append(chunk)
        }
        _ = backend.events(timeout: .seconds(30)) { _ in !p.isRunning }
        p.waitUntilExit()
        reader.readabilityHandler = nil
        collected.append(reader.readDataToEndOfFile())
        data = collected.take()
        return Array(data)
    }

    /// Starts `xclip` owning the clipboard with `bytes` (as UTF8_STRING) and waits until it owns it.
    static func own(_ bytes: [UInt8], server: XvfbServer, replacing previousOwner: UInt? = nil) throws -> Process {
        let p = try process(["-i", "-selection", "clipboard", "-t", "UTF8_STRING", "-quiet"], server: server)
        let input = Pipe()
        p.standardInput = input
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        input.fileHandleForWriting.write(Data(bytes))
        try input.fileHandleForWriting.close()
        // Wait until it has taken the selection (it reads all its input first).
        guard let display = XOpenDisplay(server.displayName) else { throw Failure(description: "no connection") }
        defer { XCloseDisplay(display) }
        let clipboard = XInternAtom(display, "CLIPBOARD", 0)
        let deadline = ContinuousClock.now + .seconds(10)
        while XGetSelectionOwner(display, clipboard) == Window(None) || XGetSelectionOwner(display, clipboard) == Window(previousOwner ?? 0) {
            guard ContinuousClock.now < deadline, p.isRunning else { throw Failure(description: "xclip did not take the clipboard") }
            var pfd = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&pfd, 1, 10)
        }
        return p
    }
}

/// Output gathered from a reading thread.
final class DataBox: @unchecked Sendable {
    private var data = Data()
    private let lock = NSLock()
    func append(_ chunk: Data) { lock.lock(); data.append(chunk); lock.unlock() }
    func take() -> Data { lock.lock(); defer { lock.unlock() }; return data }
}
