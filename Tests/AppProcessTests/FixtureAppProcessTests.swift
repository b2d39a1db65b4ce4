import CX11
import Foundation
import Testing

/// `UIKitFixtureApp` launched as a user launches it, against a private Xvfb, and observed from
/// outside: its output, its exit status, the pixels the server shows, its CPU use.
///
/// Every test starts its own server, so the tests are hermetic and run in parallel. Waits are
/// bounded polls; the assertions are made on what was found when the wait ended.
@Suite(.timeLimit(.minutes(1)))
struct FixtureAppProcessTests {
    static let app = "UIKitFixtureApp"
    static let size = ["--screen-size", "240x160"]

    @Test("the window is 240×160 and shows the scene: red top half, blue bottom half, green square")
    func scenePixels() async throws {
        try await withXServer { server, observer in
            let app = try AppLaunch.start(Self.app, Self.size, display: server.displayName)
            let window = try await readyWindow(of: app, observer)
            #expect(observer.geometry(of: window) == .init(x: 0, y: 0, width: 240, height: 160))

            let seen = try await observer.waitForPixels(of: window, [(10, 10, .red), (10, 150, .blue), (110, 60, .green)])
            #expect(seen[0] == .red, "(10, 10) is in the red top half")
            #expect(seen[1] == .blue, "(10, 150) is in the blue bottom half")
            #expect(seen[2] == .green, "(110, 60) is inside the green square")

            // The edges are where they belong: the halves meet at y = 80, the square is 100…119 × 50…69.
            let area = try #require(observer.pixels(of: window, x: 99, y: 49, width: 22, height: 22))
            #expect(area[100, 50] == .green && area[119, 69] == .green, "the square's corners")
            #expect(area[99, 60] == .red && area[120, 60] == .red && area[110, 49] == .red, "just outside the square")
            #expect(observer.pixel(of: window, x: 10, y: 79) == .red && observer.pixel(of: window, x: 10, y: 80) == .blue)
            #expect(app.isRunning, "\(app.diagnostics)")
        }
    }

    @Test("resizing the window from outside: the content follows and the red view stays the top half")
    func resizeFollowsWindow() async throws {
        try await withXServer { server, observer in
            let app = try AppLaunch.start(Self.app, Self.size, display: server.displayName)
            let window = try await readyWindow(of: app, observer)
            // Wait for the first frame, so that what is read after the resize is not an old frame.
            _ = try await observer.waitForPixels(of: window, [(10, 10, .red)])

            observer.resize(window, width: 320, height: 200)
            #expect(observer.geometry(of: window) == .init(x: 0, y: 0, width: 320, height: 200))
            let seen = try await observer.waitForPixels(of: window, [(300, 10, .red), (300, 190, .blue), (5, 97, .red),
                                                                     (5, 103, .blue), (110, 60, .green)])
            #expect(seen[0] == .red, "(300, 10) is in the new area of the red view")
            #expect(seen[1] == .blue, "(300, 190) is in the new area of the blue root view")
            #expect(seen[2] == .red && seen[3] == .blue, "the red view is the top half of 200 points: 0…99")
            #expect(seen[4] == .green, "the square keeps its frame (no autoresizing)")
            #expect(app.isRunning, "\(app.diagnostics)")
        }
    }

    @Test("WM_DELETE_WINDOW: the app says `will terminate` and exits with status 0 within 2 s")
    func cleanClose() async throws {
        try await withXServer { server, observer in
            let app = try AppLaunch.start(Self.app, Self.size, display: server.displayName)
            let window = try await readyWindow(of: app, observer)
            #expect(observer.protocols(of: window).contains("WM_DELETE_WINDOW"), "a window manager would not ask, but kill")

            let sent = ContinuousClock.now
            observer.sendDeleteWindow(to: window)
            let status = try await app.waitForExit(timeout: .seconds(10))
            let took = (app.exitNoticed ?? .now) - sent
            timing("clean close: exit \(took.seconds) s after WM_DELETE_WINDOW")

            #expect(status == .exited(0), "\(app.diagnostics)")
            #expect(took < .seconds(2), "exiting took \(took)")
            #expect(app.lines(1).contains("will terminate"), "\(app.diagnostics)")
            #expect(app.lines(2).isEmpty, "nothing on stderr: \(app.diagnostics)")
        }
    }

    @Test("idle after `ready`: no CPU time and at most 3 wake-ups a second over 3 s")
    func idleUsesNoCPU() async throws {
        try await withXServer { server, observer in
            let app = try AppLaunch.start(Self.app, Self.size, display: server.displayName)
            _ = try await readyWindow(of: app, observer)

            let start = ContinuousClock.now
            let before = try ProcessActivity(pid: app.pid)
            try await Task.sleep(for: .seconds(3))   // the measuring window, not a wait for something
            let after = try ProcessActivity(pid: app.pid)
            let seconds = (ContinuousClock.now - start).seconds
            #expect(app.isRunning, "\(app.diagnostics)")

            let ticks = after.cpuTicks - before.cpuTicks
            let wakeUps = after.contextSwitches - before.contextSwitches
            let runMilliseconds = Double(after.runNanoseconds - before.runNanoseconds) / 1e6
            let detail = "\(ticks) ticks, \(wakeUps) context switches, \(runMilliseconds) ms on a CPU, "
                + "\(before.threads)→\(after.threads) threads, over \(seconds) s"
            timing("idle: \(detail)")
            // utime and stime are whole clock ticks (10 ms), rounded down from the precise run
            // time. A sample taken just below a tick boundary shows one more tick as soon as the
            // process runs a few microseconds (one wake-up, or the last work of the first frame
            // after `ready` was printed), so one tick is the resolution of the measurement, not
            // 10 ms of work; two ticks would mean more than 10 ms of work while idle.
            #expect(ticks <= 1, "CPU used while idle: \(detail)")
            #expect(Double(wakeUps) / seconds <= 3, "woke up too often while idle: \(detail)")
        }
    }

    @Test("FIXTURE_MODE=mainqueue: asyncAfter, Task and Timer run; the timer's yellow square is shown; exit 0")
    func mainQueueWorkRuns() async throws {
        try await withXServer { server, observer in
            let app = try AppLaunch.start(Self.app, Self.size, display: server.displayName,
                                          environment: ["FIXTURE_MODE": "mainqueue"])
            let window = try await observer.waitForWindow(titled: Self.app)
            #expect(window != nil, "no window appeared: \(app.diagnostics)")

            // The app exits 1.5 s after its last line: watch the square until then.
            var sawYellow = false
            if let window {
                try await waitUntil(timeout: .seconds(10), interval: .milliseconds(5)) {
                    if observer.pixel(of: window, x: 110, y: 60) == .yellow { sawYellow = true }
                    return sawYellow || !app.isRunning
                }
            }
            let status = try await app.waitForExit(timeout: .seconds(10))

            for line in ["asyncAfter ran", "task ran", "timer ran"] {
                #expect(app.lines(1).contains(line), "missing `\(line)`: \(app.diagnostics)")
            }
            #expect(sawYellow, "the square never showed yellow on the server: \(app.diagnostics)")
            #expect(status == .exited(0), "\(app.diagnostics)")
        }
    }

    @Test("the X server dies: the app exits within 1 s, status ≠ 0, one line on stderr about the X server")
    func serverDeath() async throws {
        let server = try await PrivateXServer()
        let app = try AppLaunch.start(Self.app, Self.size, display: server.displayName)
        try #require(try await app.waitForLine("ready", timeout: .seconds(20)), "no `ready`: \(app.diagnostics)")

        // (No test connection is open: it would take this process down.)
        try await expectCleanExit(of: app, afterKilling: server, "server death")
    }

    @Test("no usable display: one line about DISPLAY and --headless, a non-zero exit status, no crash",
          arguments: [nil, ":987"] as [String?])
    func noDisplay(display: String?) async throws {
        if let display {
            try #require(access("/tmp/.X11-unix/X" + display.dropFirst(), F_OK) != 0, "something listens on \(display)")
        }
        let app = try AppLaunch.start(Self.app, Self.size, display: display)
        let status = try await app.waitForExit(timeout: .seconds(20))

        switch status {
        case .exited(let code)?: #expect(code != 0, "\(app.diagnostics)")
        case .signaled?: Issue.record("the app crashed: \(app.diagnostics)")
        case nil: Issue.record("the app is still running without a display: \(app.diagnostics)")
        }
        let errors = app.lines(2)
        #expect(errors.count == 1, "one line on stderr: \(app.diagnostics)")
        let line = errors.first ?? ""
        #expect(line.contains("DISPLAY") && line.contains("--headless"), "\(app.diagnostics)")
        #expect(!app.lines(1).contains("ready"), "\(app.diagnostics)")
    }

    @Test("Xft.dpi 192: the window is 480×320 device pixels and the square covers 200…239 × 100…139")
    func hiDPI() async throws {
        try await withXServer(resources: "Xft.dpi:\t192\n") { server, observer in
            let app = try AppLaunch.start(Self.app, Self.size, display: server.displayName)
            let window = try await readyWindow(of: app, observer)
            #expect(observer.geometry(of: window) == .init(x: 0, y: 0, width: 480, height: 320))

            let seen = try await observer.waitForPixels(of: window, [(20, 20, .red), (20, 300, .blue), (220, 120, .green)])
            #expect(seen == [.red, .blue, .green], "the scene at scale 2")
            let area = try #require(observer.pixels(of: window, x: 199, y: 99, width: 42, height: 42))
            var misplaced: [String] = []
            for y in 99...140 {
                for x in 199...240 {
                    let inside = (200...239).contains(x) && (100...139).contains(y)
                    if (area[x, y] == .green) != inside { misplaced.append("(\(x), \(y)) \(area[x, y])") }
                }
            }
            #expect(misplaced.isEmpty, "pixels wrongly in or out of the square: \(misplaced.prefix(12))")
            #expect(app.isRunning, "\(app.diagnostics)")
        }
    }

    /// Waits for `ready` and for the app's window on the server.
    private func readyWindow(of app: ProcessUnderTest, _ observer: XObserver) async throws -> Window {
        try #require(try await app.waitForLine("ready", timeout: .seconds(20)), "no `ready`: \(app.diagnostics)")
        return try #require(try await observer.waitForWindow(titled: Self.app),
                            "no viewable window titled \(Self.app): \(app.diagnostics)")
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}

/// Prints a measurement when `APP_PROCESS_TESTS_TIMINGS=1` (for tuning; silent otherwise).
func timing(_ line: String) {
    guard ProcessInfo.processInfo.environment["APP_PROCESS_TESTS_TIMINGS"] == "1" else { return }
    print("[AppProcessTests] \(line)")
}

/// Kills `server` (SIGKILL) and expects `app` to notice: an exit with a status ≠ 0 within 1 s
/// (not a crash, not a hang) and one line on stderr about the X server.
func expectCleanExit(of app: ProcessUnderTest, afterKilling server: PrivateXServer, _ what: String,
                     sourceLocation: SourceLocation = #_sourceLocation) async throws {
    let killed = ContinuousClock.now
    server.crash()
    let status = try await app.waitForExit(timeout: .seconds(10))
    let took = (app.exitNoticed ?? .now) - killed
    timing("\(what): the app exited \(took.seconds) s after SIGKILL to Xvfb")
    switch status {
    case .exited(let code)?: #expect(code != 0, "\(app.diagnostics)", sourceLocation: sourceLocation)
    case .signaled?: Issue.record("the app crashed instead of exiting: \(app.diagnostics)", sourceLocation: sourceLocation)
    case nil: Issue.record("the app kept running after its X server died: \(app.diagnostics)", sourceLocation: sourceLocation)
    }
    #expect(took < .seconds(1), "exiting took \(took)", sourceLocation: sourceLocation)
    let errors = app.lines(2)
    #expect(errors.count == 1 && errors.first?.contains("X server") == true,
            "one line on stderr, about the X server: \(app.diagnostics)", sourceLocation: sourceLocation)
}

extension FixtureAppProcessTests {
    @Test("FIXTURE_MODE=sizes: resizing the window is a size transition: viewWillTransition(to:with:) with the new size before the change, the alongside block at the new size, the completion after")
    func resizeIsASizeTransition() async throws {
        try await withXServer { server, observer in
            let app = try AppLaunch.start(Self.app, Self.size, display: server.displayName, environment: ["FIXTURE_MODE": "sizes"])
            let window = try await readyWindow(of: app, observer)
            _ = try await observer.waitForPixels(of: window, [(10, 10, .red)])
            observer.resize(window, width: 320, height: 200)
            let done = try await waitUntil(timeout: .seconds(10)) { app.standardOutput.contains("size completion view 320x200") }
            #expect(done, "\(app.diagnostics)")
            let lines = app.standardOutput.split(separator: "\n").filter { $0.hasPrefix("size ") }.map(String.init)
            #expect(lines == ["size will 320x200 view 240x160", "size alongside view 320x200", "size completion view 320x200"],
                    "one size transition, in UIKit's order: \(lines)")
            // The new layout is on the server.
            let seen = try await observer.waitForPixels(of: window, [(300, 10, .red), (300, 190, .blue)])
            #expect(seen == [.red, .blue])
            #expect(app.isRunning, "\(app.diagnostics)")
        }
    }
}
