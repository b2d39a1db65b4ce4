import CoreGraphics
import Foundation
import Testing
import WindowSystem

/// Input and window-manager requests injected from a second connection (XTest, SendEvent).
@MainActor
struct X11BackendEventTests {
    @Test("WM_DELETE_WINDOW from a window manager becomes closeRequested")
    func closeRequested() throws {
        try withXvfb { server in
            let backend = try server.openBackend(size: CGSize(width: 100, height: 80), title: "close")
            let client = try XClient(server)
            client.sendDeleteWindow(to: backend.windowID)
            client.sync()
            let events = backend.events(untilFirst: { $0 == .closeRequested })
            #expect(events.filter { $0 == .closeRequested }.count == 1)
        }
    }

    @Test("press, moves and release arrive in order with locations in points", arguments: [1.0, 2.0])
    func pointerDrag(scale: Double) throws {
        try withXvfb { server in
            let backend = try server.openBackend(size: CGSize(width: 200, height: 150),
                                         title: "pointer", scale: scale)
            let client = try XClient(server)
            let path = [(40, 30), (46, 33), (53, 37), (61, 42), (70, 48)]   // device pixels
            client.movePointer(to: path[0].0, path[0].1)
            client.button(1, down: true)
            for (x, y) in path.dropFirst() { client.movePointer(to: x, y) }
            client.button(1, down: false)
            client.sync()

            let events = backend.events(untilFirst: { $0.isPointerUp }).filter(\.isPointerEvent)
            let fromPress = Array(events.drop { if case .pointerDown = $0 { false } else { true } })
            func at(_ p: (Int, Int)) -> CGPoint { CGPoint(x: Double(p.0) / scale, y: Double(p.1) / scale) }
            let expected: [WindowSystemEvent] = [.pointerDown(button: 1, location: at(path[0]), timestamp: 0, modifiers: [])]
                + path.dropFirst().map { .pointerMoved(location: at($0), timestamp: 0, modifiers: []) }
                + [.pointerUp(button: 1, location: at(path[4]), timestamp: 0, modifiers: [])]
            #expect(fromPress.map(\.withoutTimestamp) == expected, "every motion sample is kept, none coalesced")

            let times = fromPress.compactMap(\.timestamp)
            #expect(times.count == expected.count)
            #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }, "timestamps \(times) go backwards")
            // X server time is milliseconds in 32 bits; in seconds it stays below 2³²/1000.
            #expect(times.allSatisfy { $0 > 0 && $0 < 4_294_968 }, "timestamps \(times) are not in seconds")
        }
    }

    @Test("wheel buttons arrive as buttons 4 and 5")
    func wheel() throws {
        try withXvfb { server in
            let backend = try server.openBackend(size: CGSize(width: 100, height: 100), title: "wheel")
            let client = try XClient(server)
            client.movePointer(to: 10, 20)
            for button: UInt32 in [4, 5] {
                client.button(button, down: true)
                client.button(button, down: false)
            }
            client.sync()
            let buttons = backend.events { $0.filter(\.isPointerUp).count == 2 }.compactMap { event -> Int? in
                if case .pointerDown(let button, _, _, _) = event { button } else { nil }
            }
            #expect(buttons == [4, 5])
        }
    }

    @Test("Escape, a letter and a shifted letter give keysyms, text and modifiers")
    func keys() throws {
        try withXvfb { server in
            let backend = try server.openBackend(size: CGSize(width: 100, height: 100), title: "keys")
            let client = try XClient(server)
            client.focus(backend.windowID)
            let escape: UInt32 = 0xff1b, a: UInt32 = 0x61, shift: UInt32 = 0xffe1
            for symbol in [escape, a] {
                client.key(symbol, down: true)
                client.key(symbol, down: false)
            }
            client.key(shift, down: true)
            client.key(a, down: true)
            client.key(a, down: false)
            client.key(shift, down: false)
            client.sync()

            let events = backend.events { $0.filter(\.isKeyUp).count == 4 }
            #expect(events.contains(.focusIn))
            let keys = events.compactMap(\.keyDescription)
            #expect(keys == [
                "down ff1b \u{1b} []", "up ff1b \u{1b} []",
                "down 61 a []", "up 61 a []",
                "down ffe1  []",
                "down 41 A [shift]", "up 41 A [shift]",
                "up ffe1  [shift]",
            ])
        }
    }

    @Test("another client grabbing the keyboard mid-drag ends the drag with grabLost")
    func grabLostMidDrag() throws {
        try withXvfb { server in
            let backend = try server.openBackend(size: CGSize(width: 100, height: 100), title: "grab")
            let client = try XClient(server)
            client.focus(backend.windowID)
            client.movePointer(to: 30, 30)
            client.button(1, down: true)
            client.movePointer(to: 35, 30)
            client.sync()
            _ = backend.events(untilFirst: { if case .pointerMoved = $0 { true } else { false } })

            #expect(client.grabKeyboard())
            client.sync()
            let events = backend.events(untilFirst: { $0 == .focusOut })
            let grabLost = events.firstIndex { if case .grabLost = $0 { true } else { false } }
            #expect(grabLost != nil)
            #expect(grabLost.map { events[$0...].contains(.focusOut) } == true, "grabLost comes before focusOut: \(events)")
            if let grabLost, case .grabLost(let time) = events[grabLost] { #expect(time > 0) }

            client.ungrabKeyboard()
            client.button(1, down: false)
            client.sync()
            let after = backend.events(untilFirst: { $0.isPointerUp })
            #expect(!after.contains { if case .grabLost = $0 { true } else { false } })
        }
    }

    @Test("unmapping the window mid-drag ends the drag with one grabLost")
    func grabLostOnUnmap() throws {
        try withXvfb { server in
            let backend = try server.openBackend(size: CGSize(width: 100, height: 100), title: "unmap")
            let client = try XClient(server)
            client.movePointer(to: 20, 20)
            client.button(1, down: true)
            client.sync()
            _ = backend.events(untilFirst: { if case .pointerDown = $0 { true } else { false } })
            client.unmap(backend.windowID)
            client.sync()
            let events = backend.events(untilFirst: { $0 == .unmapped })
            let lost = events.indices.filter { if case .grabLost = events[$0] { true } else { false } }
            #expect(lost.count == 1, "\(events)")
            #expect(lost.first.map { events[$0...].contains(.unmapped) } == true, "\(events)")
            client.button(1, down: false)
        }
    }

    @Test("the pointer leaving the window is reported")
    func pointerLeft() throws {
        try withXvfb { server in
            let backend = try server.openBackend(size: CGSize(width: 100, height: 100), title: "leave")
            let client = try XClient(server)
            client.movePointer(to: 50, 50)
            client.sync()
            _ = backend.events(untilFirst: { $0.isPointerEvent })
            client.movePointer(to: 300, 300)
            client.sync()
            let events = backend.events(untilFirst: { if case .pointerLeft = $0 { true } else { false } })
            #expect(events.contains { if case .pointerLeft(let t) = $0 { t > 0 } else { false } })
        }
    }
}

extension WindowSystemEvent {
    var isKeyUp: Bool { if case .keyUp = self { true } else { false } }

    /// The event with its timestamp zeroed, to compare everything else.
    var withoutTimestamp: WindowSystemEvent {
        switch self {
        case .pointerDown(let b, let p, _, let m): .pointerDown(button: b, location: p, timestamp: 0, modifiers: m)
        case .pointerUp(let b, let p, _, let m): .pointerUp(button: b, location: p, timestamp: 0, modifiers: m)
        case .pointerMoved(let p, _, let m): .pointerMoved(location: p, timestamp: 0, modifiers: m)
        default: self
        }
    }

    /// "down ff1b <text> [shift]" for key events, nil otherwise.
    var keyDescription: String? {
        func describe(_ direction: String, _ symbol: UInt32, _ text: String, _ modifiers: KeyModifiers) -> String {
            let names = [(KeyModifiers.shift, "shift"), (.control, "control"), (.alternate, "alternate"), (.command, "command")]
                .filter { modifiers.contains($0.0) }.map(\.1)
            return "\(direction) \(String(symbol, radix: 16)) \(text) [\(names.joined(separator: ","))]"
        }
        switch self {
        case .keyDown(let symbol, let text, _, let modifiers): return describe("down", symbol, text, modifiers)
        case .keyUp(let symbol, let text, _, let modifiers): return describe("up", symbol, text, modifiers)
        default: return nil
        }
    }
}
