import CX11
import Foundation
import Testing

/// X faults in the middle of a transition: the playground's navigation scene in a window on a
/// private Xvfb, an interactive pop held half-way by an XTest finger, and then the X server
/// dies, the window manager closes the window, the window is resized sixty times, or thousands
/// of motion events arrive at once. The app must exit cleanly or carry on — never crash or hang.
///
/// Serialized: the drags are paced by the real clock.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct XFaultTests {
    static let app = PlaygroundCLITests.app
    static let card = PlaygroundCLITests.UnderXvfb.firstCard
    static let row = PlaygroundCLITests.UnderXvfb.dragRow

    /// Opens the first card's page and holds an edge drag at x = 152: the pop is interactive,
    /// half-way. Returns the page as it looked before the drag.
    private static func holdPopHalfWay(_ s: PlaygroundSession) async throws -> Snapshot {
        let gallery = try await s.settled("the gallery")
        let page = try await s.open(card, from: gallery)
        s.input.move(to: 2, row)
        s.input.button(down: true)
        s.input.slide(from: 2, row, to: 152, row, duration: .milliseconds(300))
        try await s.expectPage(page, movedBy: 150, "held at x = 152")
        return page
    }

    @Test("the X server is killed mid-drag (a pop held half-way): the app exits within 1 s, status ≠ 0, one line about the X server")
    func serverKilledMidDrag() async throws {
        let server = try await PrivateXServer(width: 600, height: 900)
        defer { server.stop() }
        let observer = try XObserver(displayName: server.displayName)
        let input = try XInputDriver(displayName: server.displayName)
        var connected = true
        defer { if connected { input.close(); observer.close() } }
        let app = try AppLaunch.start(Self.app, ["--scene", "navigation", "--screen-size", "390x844"], display: server.displayName)
        defer { app.terminate() }
        let window = try #require(try await observer.waitForWindow(titled: Self.app, timeout: .seconds(20)),
                                  "no Playground window: \(app.diagnostics)")
        _ = try await Self.holdPopHalfWay(PlaygroundSession(observer: observer, input: input, app: app, window: window))

        // The test's own connections go first (Xlib ends a process whose server vanishes); the
        // XTest button stays down in the server.
        input.close()
        observer.close()
        connected = false
        try await expectCleanExit(of: app, afterKilling: server, "server killed mid-drag")
    }

    @Test("WM_DELETE_WINDOW mid-transition (a pop held half-way): the app exits with status 0 within 2 s")
    func closedMidTransition() async throws {
        try await withPlayground(["--scene", "navigation"]) { s in
            _ = try await Self.holdPopHalfWay(s)
            let sent = ContinuousClock.now
            s.observer.sendDeleteWindow(to: s.window)
            let status = try await s.app.waitForExit(timeout: .seconds(10))
            let took = (s.app.exitNoticed ?? .now) - sent
            timing("WM_DELETE_WINDOW mid-transition: exit \(took.seconds) s later")
            #expect(status == .exited(0), "\(s.app.diagnostics)")
            #expect(took < .seconds(2), "exiting took \(took)")
        }
    }

    @Test("a resize storm during a held pop (60 sizes in about a second): no crash, the drag goes on, and the gallery it ends on is laid out as a fresh launch at the final size draws it")
    func resizeStormMidTransition() async throws {
        let final = (width: 330, height: 700)
        // What the gallery looks like at the final size when launched at that size.
        let directory = NSTemporaryDirectory() + "xfault-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let reference = try AppLaunch.start(Self.app, ["--headless", "--scene", "navigation", "--screen-size", "\(final.width)x\(final.height)",
                                                       "--output", directory], display: nil)
        #expect(try await reference.waitForExit(timeout: .seconds(60)) == .exited(0), "\(reference.diagnostics)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        let expected = try #require(frames.last.flatMap { Snapshot(png: directory + "/" + $0) }, "no headless frame: \(reference.diagnostics)")

        try await withPlayground(["--scene", "navigation"]) { s in
            _ = try await Self.holdPopHalfWay(s)
            for i in 0..<60 {
                s.observer.resize(s.window, width: 300 + (i % 7) * 25, height: 600 + (i % 5) * 50)
                usleep(15_000)
            }
            s.observer.resize(s.window, width: final.width, height: final.height)
            #expect(s.app.exitStatus == nil, "the app survived the storm: \(s.app.diagnostics)")
            // The finger is still down: a fast move to the right and a release finish the pop.
            s.input.slide(from: 152, Self.row, to: 320, Self.row, duration: .milliseconds(60))
            s.input.button(down: false)
            s.input.sync()
            let region = (x: 0..<final.width, y: 100..<640)
            var agreement = 0.0
            try await waitUntil(timeout: .seconds(5), interval: .milliseconds(50)) {
                guard let area = s.observer.pixels(of: s.window, width: final.width, height: final.height) else { return false }
                agreement = Snapshot(area).agreement(with: expected, in: region)
                return agreement > 0.97
            }
            #expect(agreement > 0.97, "after the storm the window shows the gallery at \(final.width)×\(final.height) as a fresh launch does (agreement \(agreement)): \(s.app.diagnostics)")
            #expect(s.app.exitStatus == nil, "\(s.app.diagnostics)")
        }
    }

    @Test("5,000 motion events at once during a held pop: the app keeps up — the page is under the last position about as soon as after an ordinary move, and the pop still finishes")
    func motionFlood() async throws {
        try await withPlayground(["--scene", "navigation"]) { s in
            let page = try await Self.holdPopHalfWay(s)
            // An ordinary move first: how long the server takes to show it, and this test to see it.
            s.input.slide(from: 152, Self.row, to: 202, Self.row, duration: .milliseconds(40))
            s.input.sync()
            var sent = ContinuousClock.now
            try await s.expectPage(page, movedBy: 200, "held at x = 202")
            let ordinary = ContinuousClock.now - sent
            // The flood: 5,000 motions as fast as the connection takes them, ending at x = 252.
            let start = ContinuousClock.now
            for i in 0..<5_000 { s.input.move(to: 100 + (i * 37) % 200, Self.row) }
            s.input.move(to: 252, Self.row)
            s.input.sync()
            sent = ContinuousClock.now
            try await s.expectPage(page, movedBy: 250, "after 5,000 motions, held at x = 252")
            let flooded = ContinuousClock.now - sent
            timing("motion flood: 5,000 XTest motions sent in \((sent - start).seconds) s; the page was under the finger \(flooded.seconds) s later (an ordinary move: \(ordinary.seconds) s)")
            // Screenshots of a loaded machine are slow to take (an ordinary move measured 3 s on a
            // machine running two builds beside the suite), so the bound scales with the ordinary
            // move; a frame for every event (at most 240 a second) would need 21 s.
            #expect(flooded < ordinary * 3 + .milliseconds(1_500), "the app took \(flooded) to catch up (an ordinary move: \(ordinary))")
            s.input.slide(from: 252, Self.row, to: 330, Self.row, duration: .milliseconds(60))
            s.input.button(down: false)
            let gallery = try await s.settled("the gallery after the pop")
            #expect(gallery.agreement(with: page, in: PlaygroundCLITests.content) < 0.7, "the pop finished")
            #expect(s.app.exitStatus == nil, "\(s.app.diagnostics)")
        }
    }
}
