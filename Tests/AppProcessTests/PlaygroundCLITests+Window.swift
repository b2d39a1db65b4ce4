import CX11
import Foundation
import Testing
import TestExpectations

extension PlaygroundCLITests {
    /// The playground in a window, as a user launches it (`Playground --scene navigation`) on a
    /// private Xvfb: XTest clicks and drags in real time, and the checks read what the X server
    /// shows (screenshots), compared with screenshots of the same run (the gallery, the pushed
    /// page), so they hold whatever the scene's pictures are.
    ///
    /// Serialized: the drags are paced by the real clock and judged on their velocity.
    @Suite(.serialized, .timeLimit(.minutes(2)))
    struct UnderXvfb {
        static let escapeKeySymbol: UInt32 = 0xff1b   // XK_Escape
        /// Points in the gallery's first and second rows (a table: rows of 96 points from y 114),
        /// and the row the edge drags follow.
        static let firstCard = (x: 100, y: 200), secondCard = (x: 290, y: 260), dragRow = 450

        @Test("scene 1: a click pushes the page, an edge drag from x = 2 pops it, Escape mid-drag cancels, closing exits 0")
        func navigation() async throws {
            try await withPlayground(["--scene", "navigation"]) { s in
                let gallery = try await s.settled("the gallery")
                let page = try await s.open(Self.firstCard, from: gallery)

                // A real edge drag: mid-drag the page sits under the finger, then it pops.
                s.input.move(to: 2, Self.dragRow)
                s.input.button(down: true)
                let slide = s.input.slide(from: 2, Self.dragRow, to: 152, Self.dragRow, duration: .milliseconds(300))
                try await s.expectPage(page, movedBy: 150, "held at x = 152 (\(slide))")
                s.input.slide(from: 152, Self.dragRow, to: 302, Self.dragRow, duration: .milliseconds(150))
                s.input.button(down: false)
                try await s.expectScreen(gallery, "after the edge drag to x = 302: the gallery")

                // Escape mid-drag, past the middle: the page comes back although the button is still down.
                let again = try await s.open(Self.firstCard, from: gallery)
                s.input.setFocus(s.window)
                s.input.move(to: 2, Self.dragRow)
                s.input.button(down: true)
                s.input.slide(from: 2, Self.dragRow, to: 262, Self.dragRow, duration: .milliseconds(300))
                try await s.expectPage(again, movedBy: 260, "held at x = 262 before Escape")
                s.input.tap(keySymbol: Self.escapeKeySymbol)
                try await s.expectScreen(again, "after Escape mid-drag (button still down): the page")
                s.input.button(down: false)
                try await Task.sleep(for: .milliseconds(300))
                try await s.expectScreen(again, "after releasing the cancelled drag: still the page")

                let sent = ContinuousClock.now
                s.observer.sendDeleteWindow(to: s.window)
                let status = try await s.app.waitForExit(timeout: .seconds(10))
                timing("playground --scene navigation: exit \(((s.app.exitNoticed ?? .now) - sent).seconds) s after WM_DELETE_WINDOW")
                #expect(status == .exited(0), "\(s.app.diagnostics)")
            }
        }

        @Test("the window appears with its first frame: never black when it first becomes viewable")
        func noBlackFirstFrame() async throws {
            try await withXServer(width: 600, height: 900) { server, observer in
                let app = try AppLaunch.start(PlaygroundCLITests.app, ["--screen-size", "390x844"], display: server.displayName)
                defer { app.terminate() }
                var first: Snapshot?
                try await waitUntil(timeout: .seconds(20), interval: .milliseconds(2)) {
                    guard let window = observer.topLevelWindow(titled: PlaygroundCLITests.app) else { return false }
                    first = observer.pixels(of: window, width: 390, height: 844).map(Snapshot.init)
                    return first != nil
                }
                let shot = try #require(first, "no window: \(app.diagnostics)")
                let black = shot.pixels.filter { $0 == RGB(0, 0, 0) }.count
                #expect(Double(black) / Double(shot.pixels.count) < 0.3,
                        "\(black) of \(shot.pixels.count) pixels black in the first viewable state")
            }
        }

        @Test("the window's WM_CLASS is the one the .desktop file names, so a launcher matches the window to its entry")
        func windowClassMatchesTheDesktopFile() async throws {
            let desktop = try String(contentsOfFile: #filePath.replacingOccurrences(of: "Tests/AppProcessTests/PlaygroundCLITests+Window.swift",
                                                                                     with: "packaging/playground.desktop"), encoding: .utf8)
            let wmClass = try #require(desktop.split(separator: "\n").first { $0.hasPrefix("StartupWMClass=") }?.dropFirst(15))
            try await withPlayground([]) { s in
                let name = s.observer.windowClass(of: s.window)
                #expect(name == String(wmClass), "WM_CLASS \(name ?? "none") vs StartupWMClass \(wmClass)")
            }
        }

        @Test("desktop navigation: the mouse's Back button and a horizontal scroll go back, Ctrl+Q quits with status 0")
        func desktopBack() async throws {
            try await withPlayground(["--scene", "navigation"]) { s in
                let gallery = try await s.settled("the gallery")
                _ = try await s.open(Self.firstCard, from: gallery)
                s.input.button(8, down: true)
                s.input.button(8, down: false)
                try await s.expectScreen(gallery, "after the Back button: the gallery")

                _ = try await s.open(Self.firstCard, from: gallery)
                for _ in 0..<4 {   // a short two-finger swipe to the right: scroll-left clicks
                    s.input.button(6, down: true)
                    s.input.button(6, down: false)
                    try await Task.sleep(for: .milliseconds(20))
                }
                try await s.expectScreen(gallery, "after a horizontal scroll: the gallery")

                s.input.setFocus(s.window)
                s.input.tapWithControl(keySymbol: 0x71)   // q
                let status = try await s.app.waitForExit(timeout: .seconds(10))
                #expect(status == .exited(0), "Ctrl+Q quits: \(s.app.diagnostics)")
            }
        }

        @Test("the interactive pop under a real mouse: a slow short release cancels, a long or a fast one finishes (server pixels mid-drag and after)")
        func popDecisions() async throws {
            try await withPlayground(["--scene", "navigation"]) { s in
                let gallery = try await s.settled("the gallery")
                let page = try await s.open(Self.firstCard, from: gallery)

                // Slow and short: 80 points in 0.8 s, then still for 0.3 s; released at 21 %.
                s.input.move(to: 2, Self.dragRow)
                s.input.button(down: true)
                let slow = s.input.slide(from: 2, Self.dragRow, to: 82, Self.dragRow, duration: .milliseconds(800))
                try await Task.sleep(for: .milliseconds(300))
                try await s.expectPage(page, movedBy: 80, "slow short drag held at x = 82 (\(slow))")
                s.input.button(down: false)
                try await s.expectScreen(page, "after the slow short release: cancelled, the page is back")

                // Long: 260 points, still for 0.3 s, released at 67 %: finishes.
                s.input.move(to: 2, Self.dragRow)
                s.input.button(down: true)
                let long = s.input.slide(from: 2, Self.dragRow, to: 262, Self.dragRow, duration: .milliseconds(500))
                try await Task.sleep(for: .milliseconds(300))
                try await s.expectPage(page, movedBy: 260, "long drag held at x = 262 (\(long))")
                s.input.button(down: false)
                try await s.expectScreen(gallery, "after the long release: finished, the gallery")

                // Fast and short: 120 points in 80 ms (≈ 1500 pt/s), released at once at 31 %: finishes.
                let page2 = try await s.open(Self.firstCard, from: gallery)
                s.input.move(to: 2, Self.dragRow)
                s.input.button(down: true)
                let fast = s.input.slide(from: 2, Self.dragRow, to: 122, Self.dragRow, duration: .milliseconds(80))
                s.input.button(down: false)
                try await s.expectScreen(gallery, "after the fast short release (\(fast)): finished, the gallery")
                _ = page2
            }
        }

        @Test("--script in the window: the replay drives the scene to the screen the headless replay ends on")
        func scriptInWindow() async throws {
            try await withTemporaryDirectory { directory in
                // Open the first photo, pop it with an edge swipe, open the second one.
                let script = directory + "/tour.txt"
                try """
                    press 100 200
                    release
                    hold 0.7
                    press 2 450
                    move 300 450 0.25
                    release
                    hold 0.7
                    press 290 200
                    release
                    hold 0.5
                    """.write(toFile: script, atomically: true, encoding: .utf8)
                var live: Snapshot?
                try await withPlayground(["--scene", "navigation", "--script", script]) { s in
                    let replayed = try await waitUntil(timeout: .seconds(20)) { s.app.standardOutput.contains("replayed \(script)") }
                    #expect(replayed, "the app reports the end of the replay: \(s.app.diagnostics)")
                    live = try await s.settled("the screen after the replay")
                }
                let frames = directory + "/frames"
                let headless = try AppLaunch.start(PlaygroundCLITests.app, ["--headless", "--scene", "navigation", "--script", script,
                                                                            "--output", frames], display: nil)
                #expect(try await headless.waitForExit(timeout: .seconds(60)) == .exited(0), "\(headless.diagnostics)")
                let files = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
                let first = try #require(Snapshot(png: frames + "/" + (files.first ?? "")))
                let last = try #require(Snapshot(png: frames + "/" + (files.last ?? "")))
                let shown = try #require(live)
                #expect(last.agreement(with: first, in: PlaygroundCLITests.content) < 0.7, "the script leaves the gallery")
                let same = shown.agreement(with: last, in: PlaygroundCLITests.content)
                #expect(same > 0.97, "the window ends where the headless replay ends (agreement \(same))")
            }
        }

        @Test("--record: drags in the window become a script; replayed headless it ends on the same screen")
        func recordRoundTrip() async throws {
            try await withTemporaryDirectory { directory in
                let script = directory + "/recorded.txt"
                var liveFinal: Snapshot?
                var pageOne: Snapshot?
                try await withPlayground(["--scene", "navigation", "--record", script]) { s in
                    let gallery = try await s.settled("the gallery")
                    let page = try await s.open(Self.firstCard, from: gallery)
                    pageOne = page
                    // A slow short drag that cancels, then a long one that finishes, then the second photo.
                    s.input.move(to: 2, Self.dragRow)
                    s.input.button(down: true)
                    s.input.slide(from: 2, Self.dragRow, to: 82, Self.dragRow, duration: .milliseconds(600))
                    try await Task.sleep(for: .milliseconds(300))
                    s.input.button(down: false)
                    try await s.expectScreen(page, "after the slow short drag: the page")
                    s.input.move(to: 2, Self.dragRow)
                    s.input.button(down: true)
                    s.input.slide(from: 2, Self.dragRow, to: 282, Self.dragRow, duration: .milliseconds(400))
                    try await Task.sleep(for: .milliseconds(100))
                    s.input.button(down: false)
                    try await s.expectScreen(gallery, "after the long drag: the gallery")
                    _ = try await s.open(Self.secondCard, from: gallery)
                    liveFinal = s.screenshot()

                    s.observer.sendDeleteWindow(to: s.window)
                    let status = try await s.app.waitForExit(timeout: .seconds(10))
                    #expect(status == .exited(0), "\(s.app.diagnostics)")
                }

                let text = try String(contentsOfFile: script, encoding: .utf8)
                let steps = text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
                let presses = steps.filter { $0.hasPrefix("press ") }.count, releases = steps.filter { $0 == "release" }.count
                #expect(presses == 4 && releases == 4, "4 presses and releases (2 clicks, 2 drags):\n\(text)")
                let moves = steps.filter { $0.hasPrefix("move ") }.count, holds = steps.filter { $0.hasPrefix("hold ") }.count
                #expect(moves >= 10 && holds >= 3, "\(text)")

                let frames = directory + "/frames"
                let replay = try AppLaunch.start(PlaygroundCLITests.app, ["--headless", "--scene", "navigation", "--script", script,
                                                                          "--output", frames], display: nil)
                let status = try await replay.waitForExit(timeout: .seconds(90))
                #expect(status == .exited(0), "the recording parses and replays: \(replay.diagnostics)")
                let files = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
                let headlessFinal = try #require(files.last.flatMap { Snapshot(png: frames + "/" + $0) }, "no frames: \(replay.diagnostics)")
                let live = try #require(liveFinal), first = try #require(pageOne)
                let same = headlessFinal.agreement(with: live, in: PlaygroundCLITests.content)
                #expect(same > 0.97, "the replay ends on the screen the live run ended on (agreement \(same)); script:\n\(text)")
                #expect(live.agreement(with: first, in: PlaygroundCLITests.content) < 0.9,
                        "the final screen (the second photo) is not the first photo's page")
            }
        }
    }
}

/// A playground window under a private Xvfb, with the test's connections to it.
struct PlaygroundSession {
    let observer: XObserver
    let input: XInputDriver
    let app: ProcessUnderTest
    let window: Window
    static let size = (width: 390, height: 844)

    /// The whole window as the server shows it.
    func screenshot() -> Snapshot? {
        observer.pixels(of: window, width: Self.size.width, height: Self.size.height).map(Snapshot.init)
    }

    /// Waits until the content has not changed for 150 ms (nothing moves) and returns the screen.
    /// A window still black (mapped, nothing presented yet) does not count, unless the screen
    /// waited for is mostly black itself (`mostlyBlack`).
    func settled(_ what: String, timeout: Duration = .seconds(10), mostlyBlack: Bool = false,
                 sourceLocation: SourceLocation = #_sourceLocation) async throws -> Snapshot {
        var last: Snapshot?
        var since = ContinuousClock.now
        var result: Snapshot?
        let black = Snapshot(width: Self.size.width, height: Self.size.height,
                             pixels: Array(repeating: RGB(0, 0, 0), count: Self.size.width * Self.size.height))
        try await waitUntil(timeout: timeout, interval: .milliseconds(25)) {
            guard let shot = screenshot(), mostlyBlack || shot.agreement(with: black, in: PlaygroundCLITests.content, tolerance: 0) < 0.5 else {
                return false
            }
            defer { last = shot }
            if let last, shot.agreement(with: last, in: PlaygroundCLITests.content, tolerance: 0) == 1 {
                if ContinuousClock.now - since >= .milliseconds(150) { result = shot; return true }
            } else {
                since = .now
            }
            return false
        }
        return try #require(result, "\(what) never settled: \(app.diagnostics)", sourceLocation: sourceLocation)
    }

    /// Clicks a card and waits until the pushed page has settled; returns it.
    func open(_ card: (x: Int, y: Int), from gallery: Snapshot, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Snapshot {
        input.move(to: card.x, card.y)
        input.button(down: true)
        input.button(down: false)
        input.sync()
        var page: Snapshot?
        try await waitUntil(timeout: .seconds(10), interval: .milliseconds(25)) {
            screenshot().map { $0.agreement(with: gallery, in: PlaygroundCLITests.content) < 0.7 } ?? false
        }
        page = try await settled("the page of the card at \(card)", sourceLocation: sourceLocation)
        let shown = try #require(page, sourceLocation: sourceLocation)
        #expect(shown.agreement(with: gallery, in: PlaygroundCLITests.content) < 0.7,
                "a click on the card at \(card) pushed a page", sourceLocation: sourceLocation)
        return shown
    }

    /// Expects the screen to settle on `expected`.
    func expectScreen(_ expected: Snapshot, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        var agreement = 0.0
        try await waitUntil(timeout: .seconds(5), interval: .milliseconds(25)) {
            agreement = screenshot()?.agreement(with: expected, in: PlaygroundCLITests.content) ?? 0
            return agreement > 0.97
        }
        let shot = try await settled(what, sourceLocation: sourceLocation)
        agreement = shot.agreement(with: expected, in: PlaygroundCLITests.content)
        #expect(agreement > 0.97, "\(what): agreement \(agreement)", sourceLocation: sourceLocation)
    }

    /// Expects the server to show `page` moved right by `points` (±10) while the finger is held.
    func expectPage(_ page: Snapshot, movedBy points: Int, _ what: String,
                    sourceLocation: SourceLocation = #_sourceLocation) async throws {
        var best = (shift: 0, agreement: 0.0)
        var previous: Int?
        let shifts = max(0, points - 70)...(points + 40)
        try await waitUntil(timeout: .seconds(3), interval: .milliseconds(25)) {
            guard let shot = screenshot() else { return false }
            best = shot.bestShift(showing: page, in: PlaygroundCLITests.content, shifts: shifts)
            defer { previous = best.shift }
            // The finger is still: wait until the page stands still too.
            return best.agreement > 0.95 && (abs(best.shift - points) <= 10 || best.shift == previous)
        }
        expectNear(best.shift, points, tolerance: 10,
                   "\(what): the page shows moved by \(best.shift) points (agreement \(best.agreement)), expected \(points)",
                   sourceLocation: sourceLocation)
        #expect(best.agreement > 0.95,
                "\(what): the page shows moved by \(best.shift) points (agreement \(best.agreement)), expected \(points)",
                sourceLocation: sourceLocation)
    }
}

/// Starts the playground with `arguments` on a private Xvfb (the screen holds the whole
/// 390×844 window), waits for its window and runs `body`; ends the app afterwards.
func withPlayground(_ arguments: [String], _ body: (PlaygroundSession) async throws -> Void) async throws {
    try await withXServer(width: 600, height: 900) { server, observer in
        let input = try XInputDriver(displayName: server.displayName)
        defer { input.close() }
        let app = try AppLaunch.start(PlaygroundCLITests.app, arguments + ["--screen-size", "390x844"], display: server.displayName)
        defer { app.terminate() }
        let window = try #require(try await observer.waitForWindow(titled: PlaygroundCLITests.app, timeout: .seconds(20)),
                                  "no Playground window: \(app.diagnostics)")
        try await body(PlaygroundSession(observer: observer, input: input, app: app, window: window))
    }
}
