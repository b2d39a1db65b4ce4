import CX11
import Foundation
import Testing
import TestExpectations

/// Real drags into `UIKitFixtureApp` (`FIXTURE_MODE=pan`): XTest presses, moves and releases
/// the pointer of a private Xvfb in real time, the X server stamps each event, and the app's
/// pan gesture recognizer reports what it saw on standard output
/// (`pan <state> tx=… ty=… vx=… vy=…`) while its green square follows the finger on screen.
///
/// The scene (240×160 points): red top half, blue bottom half, green 20×20 square at
/// (100, 50). Drags start at (40, 80) and go right.
///
/// The suite is serialized: a drag is paced with the real clock, and the other drag tests'
/// X servers and apps competing for the machine's two cores would only add timing noise.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct DragProcessTests {
    static let app = "UIKitFixtureApp"
    static let escapeKeySymbol: UInt32 = 0xff1b   // XK_Escape

    // MARK: 1. A real drag

    @Test("a 120-point drag in 150 ms: began, changed…, ended at (120, 0) and ≈ 800 pt/s; the square moves mid-drag")
    func realDrag() async throws {
        try await withPanApp { s in
            try await checkDrag(s, points: 120, duration: .milliseconds(150))
        }
    }

    // MARK: 2. Focus and grabs taken mid-drag

    /// Where the keyboard focus is before the drag, and where it goes mid-drag.
    enum FocusChange: String, CaseIterable, CustomTestStringConvertible, Sendable {
        /// A window manager had focused the app; the user's focus moves to the desktop (root).
        case windowToRoot
        /// A window manager had focused the app; focus goes back to following the pointer.
        case windowToPointerRoot
        /// The server's initial focus (PointerRoot, no window manager) moves to the root.
        case pointerRootToRoot

        var testDescription: String { rawValue }
        var startsOnWindow: Bool { self != .pointerRootToRoot }
        var movesToRoot: Bool { self != .windowToPointerRoot }
    }

    @Test("the window loses the keyboard focus mid-drag: the pan is cancelled and the square snaps back",
          arguments: FocusChange.allCases)
    func focusLossCancels(_ change: FocusChange) async throws {
        try await withPanApp { s in
            if change.startsOnWindow { s.input.setFocus(s.window) }
            try await startDrag(s, by: 60)

            let mark = reports(s).count
            s.input.setFocus(change.movesToRoot ? s.input.root : nil)
            let cancelled = try await waitForReport(s, after: mark) { $0.state == "cancelled" }
            #expect(cancelled != nil, "no `pan cancelled` after the focus moved (focus now \(s.input.focus)): \(s.app.diagnostics)")
            try await expectSquareHome(s, "after the cancel")

            try await finishAfterCancel(s)
        }
    }

    @Test("another client grabs mid-drag: a pointer grab is refused while the drag holds it; a keyboard grab cancels")
    func grabCancels() async throws {
        try await withPanApp { s in
            s.input.setFocus(s.window)

            // While a button is held, the app holds an implicit (active) pointer grab, and X
            // refuses XGrabPointer from any other client with AlreadyGrabbed (protocol:
            // GrabPointer "fails with AlreadyGrabbed if the pointer is actively grabbed by some
            // other client"). So a pointer grab cannot be taken from a drag in flight; what a
            // screen locker or an Alt-Tab switcher can take is the keyboard. Check that the
            // refused pointer grab leaves the drag alone…
            try await startDrag(s, by: 60)
            let status = s.input.grabPointer()
            #expect(status == AlreadyGrabbed, "XGrabPointer during the drag returned \(status), not AlreadyGrabbed (\(AlreadyGrabbed))")
            if status == GrabSuccess { s.input.ungrabPointer() }
            let mark = reports(s).count
            s.input.slide(from: 100, 80, to: 160, 80, duration: .milliseconds(75))
            s.input.button(down: false)
            let ended = try await waitForReport(s, after: mark) { $0.state == "ended" || $0.state == "cancelled" }
            #expect(ended?.state == "ended", "the refused grab must not disturb the drag: \(s.app.diagnostics)")
            expectNear(ended?.tx, 120, tolerance: 2, "\(ended.map(\.description) ?? "no end")")

            // …and that a keyboard grab (the FocusOut it causes has mode NotifyGrab) cancels it.
            try await startDrag(s, by: 60)
            let mark2 = reports(s).count
            let keyboard = s.input.grabKeyboard()
            #expect(keyboard == GrabSuccess, "XGrabKeyboard returned \(keyboard)")
            let cancelled = try await waitForReport(s, after: mark2) { $0.state == "cancelled" }
            #expect(cancelled != nil, "no `pan cancelled` after another client grabbed the keyboard: \(s.app.diagnostics)")
            s.input.ungrabKeyboard()
            s.input.setFocus(s.window)
            try await finishAfterCancel(s, squareAt: 220)
        }
    }

    // MARK: 3. Escape

    @Test("mid-drag the server shows the square moved by the translation; Escape cancels and it snaps back")
    func escapeCancels() async throws {
        try await withPanApp { s in
            s.input.setFocus(s.window)
            let reported = try await startDrag(s, by: 60)

            // The finger is down and still: the app's last report and the server's pixels agree.
            expectNear(reported.tx, 60, tolerance: 2, "\(reported)")
            expectNear(reported.ty, 0, tolerance: 2, "\(reported)")
            let moved = try await s.observer.waitForPixels(of: s.window, [s.px(170, 60, .green), s.px(110, 60, .red),
                                                                          s.px(159, 60, .red), s.px(180, 60, .red)])
            #expect(moved == [.green, .red, .red, .red],
                    "the square should cover 160…179 × 50…69 while the finger is held 60 pt right: (170, 60), (110, 60), (159, 60), (180, 60) show \(moved)")

            let mark = reports(s).count
            s.input.tap(keySymbol: Self.escapeKeySymbol)
            let cancelled = try await waitForReport(s, after: mark) { $0.state == "cancelled" }
            #expect(cancelled != nil, "no `pan cancelled` after Escape: \(s.app.diagnostics)")
            try await expectSquareHome(s, "after Escape")

            try await finishAfterCancel(s)
        }
    }

    // MARK: 4. HiDPI

    @Test("Xft.dpi 192 (scale 2): a 240-pixel drag is a 120-point translation at ≈ 800 pt/s")
    func hiDPIDrag() async throws {
        try await withPanApp(resources: "Xft.dpi:\t192\n") { s in
            #expect(s.scale == 2, "a 240×160-point window at 192 dpi is 480×320 pixels")
            try await checkDrag(s, points: 120, duration: .milliseconds(150))
        }
    }

    // MARK: More of the same machinery

    @Test("a drag that leaves the window keeps going (the implicit grab) and ends where it is released",
          arguments: [false, true])
    func dragOutOfTheWindow(focusOnWindow: Bool) async throws {
        try await withPanApp { s in
            // With focus following the pointer (PointerRoot, the server's default), leaving the
            // window must not count as losing the focus.
            if focusOnWindow { s.input.setFocus(s.window) }
            s.input.move(to: s.scale * 200, s.scale * 120)
            s.input.button(down: true)
            s.input.slide(from: s.scale * 200, s.scale * 120, to: s.scale * 400, s.scale * 120, duration: .milliseconds(150))
            s.input.button(down: false)
            let end = try await waitForReport(s, after: 0) { $0.state == "ended" || $0.state == "cancelled" }
            #expect(end?.state == "ended", "leaving the window is not a cancel: \(s.app.diagnostics)")
            expectNear(end?.tx, 200, tolerance: 2, "\(end.map(\.description) ?? "no end")")
            expectNear(end?.ty, 0, tolerance: 2, "\(end.map(\.description) ?? "no end")")
            // Still flinging at release (nominal 200 pt / 0.15 s ≈ 1333 pt/s): the velocity
            // survives leaving the window. The bound is loose because a busy machine stamps
            // some of the 19 steps late (see checkDrag); a velocity that was lost is 0.
            #expect(end.map { $0.vx > 0.5 * 200 / 0.15 && $0.vx < 1.5 * 200 / 0.15 } == true,
                    "\(end.map(\.description) ?? "no end")")
        }
    }

    @Test("the window is unmapped mid-drag (minimised): the pan is cancelled; mapped again, it shows and drags")
    func unmapCancels() async throws {
        try await withPanApp { s in
            try await startDrag(s, by: 60)
            let mark = reports(s).count
            s.input.setMapped(s.window, false)
            let cancelled = try await waitForReport(s, after: mark) { $0.state == "cancelled" }
            #expect(cancelled != nil, "no `pan cancelled` after the window was unmapped: \(s.app.diagnostics)")
            s.input.setMapped(s.window, true)
            try await expectSquareHome(s, "after the window came back")
            try await finishAfterCancel(s)
        }
    }

    @Test("FIXTURE_MODE=edgepan: a drag from the left edge is the edge pan's; one from inside is the plain pan's")
    func edgePanAndPan() async throws {
        try await withPanApp(mode: "edgepan") { s in
            s.input.move(to: s.scale * 5, s.scale * 120)
            s.input.button(down: true)
            s.input.slide(from: s.scale * 5, s.scale * 120, to: s.scale * 85, s.scale * 120, duration: .milliseconds(100))
            s.input.button(down: false)
            let edgeEnd = try await waitForReport(s, after: 0) { $0.state == "ended" || $0.state == "cancelled" }
            let first = reports(s)
            #expect(edgeEnd?.name == "edge" && edgeEnd?.state == "ended", "\(s.app.diagnostics)")
            expectNear(edgeEnd?.tx, 80, tolerance: 2, "\(edgeEnd.map(\.description) ?? "no end")")
            #expect(first.allSatisfy { $0.name == "edge" }, "the plain pan waits for the edge pan to fail: \(first)")

            s.input.move(to: s.scale * 40, s.scale * 80)
            s.input.button(down: true)
            s.input.slide(from: s.scale * 40, s.scale * 80, to: s.scale * 120, s.scale * 80, duration: .milliseconds(100))
            s.input.button(down: false)
            let panEnd = try await waitForReport(s, after: first.count) { $0.state == "ended" || $0.state == "cancelled" }
            let second = reports(s).dropFirst(first.count)
            #expect(panEnd?.name == "pan" && panEnd?.state == "ended", "\(s.app.diagnostics)")
            #expect(second.allSatisfy { $0.name == "pan" }, "a drag from inside is no edge swipe: \(Array(second))")
        }
    }
}

// MARK: - The session and its helpers

extension DragProcessTests {
    /// A running fixture app in a pan mode, its window, and the connections that watch it and
    /// play the user.
    struct Session {
        let app: ProcessUnderTest
        let window: Window
        let observer: XObserver
        let input: XInputDriver
        /// Device pixels per point (1, or 2 with Xft.dpi 192).
        let scale: Int

        /// A point of the scene (in points) with the colour expected there, in device pixels.
        func px(_ x: Int, _ y: Int, _ colour: RGB) -> (x: Int, y: Int, colour: RGB) {
            (x * scale + scale / 2, y * scale + scale / 2, colour)
        }

        /// Where the green square's left edge is on row `y` (points), or nil if no pixel of
        /// that row is green.
        func squareLeft(row y: Int) -> Int? {
            guard let row = observer.pixels(of: window, x: 0, y: y * scale + scale / 2, width: 240 * scale, height: 1) else { return nil }
            return (0..<240 * scale).first { row[$0, y * scale + scale / 2] == .green }.map { $0 / scale }
        }
    }

    /// Starts the fixture (`--screen-size 240x160`) with `FIXTURE_MODE=mode` on a fresh
    /// server, waits until its first frame shows, and runs `body`.
    func withPanApp<Result>(mode: String = "pan", resources: String? = nil,
                            _ body: (Session) async throws -> Result) async throws -> Result {
        try await withXServer(resources: resources) { server, observer in
            let app = try AppLaunch.start(Self.app, ["--screen-size", "240x160"], display: server.displayName,
                                          environment: ["FIXTURE_MODE": mode])
            try #require(try await app.waitForLine("ready", timeout: .seconds(20)), "no `ready`: \(app.diagnostics)")
            let window = try #require(try await observer.waitForWindow(titled: Self.app),
                                      "no viewable window titled \(Self.app): \(app.diagnostics)")
            let geometry = try #require(observer.geometry(of: window))
            let scale = max(1, geometry.width / 240)
            let input = try XInputDriver(displayName: server.displayName)
            defer { input.close() }
            let session = Session(app: app, window: window, observer: observer, input: input, scale: scale)
            let home = try await observer.waitForPixels(of: window, [session.px(110, 60, .green)])
            try #require(home == [.green], "the first frame never showed the square: \(app.diagnostics)")
            return try await body(session)
        }
    }

    /// The `pan`/`edge` lines the app printed so far.
    func reports(_ s: Session) -> [PanReport] {
        s.app.update()
        return s.app.lines(1).compactMap(PanReport.init(line:))
    }

    /// Waits (at most `timeout`) for a report after the first `index` ones that satisfies
    /// `condition`; returns it, or nil (the caller's expectation then says what was missing).
    func waitForReport(_ s: Session, after index: Int, timeout: Duration = .seconds(10),
                       _ condition: (PanReport) -> Bool) async throws -> PanReport? {
        var found: PanReport?
        try await waitUntil(timeout: timeout) {
            found = reports(s).dropFirst(index).first(where: condition)
            return found != nil || !s.app.isRunning
        }
        return found
    }

    /// Presses at (40, 80), slides `points` to the right in 8-ms steps at 800 pt/s and keeps the
    /// button down; returns the app's report once it caught up with the finger.
    @discardableResult
    func startDrag(_ s: Session, by points: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws -> PanReport {
        let mark = reports(s).count
        s.input.move(to: s.scale * 40, s.scale * 80)
        s.input.button(down: true)
        s.input.slide(from: s.scale * 40, s.scale * 80, to: s.scale * (40 + points), s.scale * 80,
                      duration: .milliseconds(points * 1000 / 800))
        let caughtUp = try await waitForReport(s, after: mark) { r in
            (r.state == "began" || r.state == "changed") && abs(r.tx - Double(points)) <= 2
        }
        return try #require(caughtUp, "the pan never reported the finger \(points) pt right: \(s.app.diagnostics)",
                            sourceLocation: sourceLocation)
    }

    /// After a cancel: the held button's release ends nothing, and the next drag is a pan of
    /// its own (began … ended at its own translation). `squareAt` is where the square's left
    /// edge is before that drag.
    func finishAfterCancel(_ s: Session, squareAt left: Int = 100,
                           sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let mark = reports(s).count
        s.input.button(down: false)
        s.input.move(to: s.scale * 40, s.scale * 100)
        s.input.button(down: true)
        s.input.slide(from: s.scale * 40, s.scale * 100, to: s.scale * 40, s.scale * 70, duration: .milliseconds(60))
        s.input.button(down: false)
        let end = try await waitForReport(s, after: mark) { $0.state == "ended" || $0.state == "cancelled" }
        let after = Array(reports(s).dropFirst(mark))
        #expect(after.first?.state == "began", "the release of the cancelled drag ends nothing; the next drag begins afresh: \(after)",
                sourceLocation: sourceLocation)
        #expect(end?.state == "ended", "the next drag: \(after)", sourceLocation: sourceLocation)
        expectNear(end?.tx, 0, tolerance: 2, "the next drag: \(after)", sourceLocation: sourceLocation)
        expectNear(end?.ty, -30, tolerance: 2, "the next drag: \(after)", sourceLocation: sourceLocation)
        #expect(after.filter { $0.state == "ended" || $0.state == "cancelled" }.count == 1, "\(after)",
                sourceLocation: sourceLocation)
        // It moved the square 30 pt up from where it was: rows 20…39.
        let seen = try await s.observer.waitForPixels(of: s.window, [s.px(left + 10, 30, .green), s.px(left + 10, 60, .red)])
        #expect(seen == [.green, .red], "the square after the drag up: \(seen)", sourceLocation: sourceLocation)
        #expect(s.app.isRunning, "\(s.app.diagnostics)", sourceLocation: sourceLocation)
    }

    /// The square is back at (100, 50) on the server.
    func expectSquareHome(_ s: Session, _ when: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let seen = try await s.observer.waitForPixels(of: s.window, [s.px(110, 60, .green), s.px(170, 60, .red)])
        #expect(seen == [.green, .red], "the square is back at 100…119 \(when): (110, 60), (170, 60) show \(seen)",
                sourceLocation: sourceLocation)
    }

    /// Test 1 and 4: a drag of `points` to the right from (40, 80) over `duration`, released
    /// without a pause, checked end to end.
    func checkDrag(_ s: Session, points: Int, duration: Duration) async throws {
        s.input.move(to: s.scale * 40, s.scale * 80)
        s.input.button(down: true)
        // While the finger moves, read the square's row from the server after every step: the
        // app draws as it goes, so some read taken with the button down must see it moved.
        var sightings: [Int] = []
        let slide = s.input.slide(from: s.scale * 40, s.scale * 80, to: s.scale * (40 + points), s.scale * 80,
                                  duration: duration) { _ in
            if let left = s.squareLeft(row: 60) { sightings.append(left) }
        }
        s.input.button(down: false)   // no pause before lifting: the finger is still flinging

        let end = try await waitForReport(s, after: 0) { $0.state == "ended" || $0.state == "cancelled" }
        let all = reports(s)
        let states = all.map(\.state)
        let detail = "\(slide); reports: \(all)"
        timing("drag ×\(s.scale): \(slide); \(all.count) reports, ended \(end.map(\.description) ?? "-"); square's left edge read mid-drag: \(sightings)")

        let ended = try #require(end, "no end of the pan: \(s.app.diagnostics)")
        #expect(states.first == "began", "\(detail)")
        #expect(states.last == "ended", "\(detail)")
        #expect(states.dropFirst().dropLast().allSatisfy { $0 == "changed" }, "\(detail)")
        #expect(states.filter { $0 == "changed" }.count >= 3, "several `changed`: \(detail)")
        #expect(all.first.map { $0.tx >= 10 && $0.tx <= Double(points) } == true, "the pan begins after 10 pt: \(detail)")
        #expect(zip(all, all.dropFirst()).allSatisfy { $0.tx <= $1.tx + 0.05 }, "translation only grows: \(detail)")

        expectNear(ended.tx, Double(points), tolerance: 2, "translation at the end: \(ended); \(detail)")
        expectNear(ended.ty, 0, tolerance: 2, "translation at the end: \(ended); \(detail)")

        // Velocity. The nominal speed is points / duration (800 pt/s). The app fits a line to
        // the server's millisecond timestamps over its last 100 ms, about 12 of them, so one
        // step stamped late by a busy Xvfb, a test thread woken 4 ms late, or the 1-ms
        // rounding of the stamps moves the estimate by several per cent each; under a loaded
        // machine they add up. 30 % keeps the check meaningful (a velocity from the wall clock,
        // in pixels instead of points, from the last two samples only, or zeroed by the release,
        // is far outside it) without failing on scheduling noise.
        // A machine loaded enough to send steps late changes the finger's real speed at the
        // end: the app must measure the motions as they were sent (the same fit over the
        // slide's own send times), not the speed the test meant.
        let nominal = Double(points) / duration.seconds
        let sent = slide.sentVelocity().x / Double(s.scale)
        #expect(ended.vx.isFinite && ended.vy.isFinite, "velocity: \(ended)")
        #expect(ended.vx > 0, "velocity points right: \(ended)")
        expectNear(ended.vx, sent, tolerance: 0.3 * max(sent, nominal),
                   "release velocity \(ended.vx) pt/s; sent at \(sent) pt/s over the last 100 ms (nominal \(nominal)): \(detail)")
        expectNear(ended.vy, 0, tolerance: 0.05 * nominal, "a horizontal drag has no vertical velocity: \(ended)")

        // The square followed the finger while it was down (pixels read mid-drag)…
        let displaced = sightings.filter { $0 > 100 }
        #expect(!displaced.isEmpty, "no read during the drag saw the square move; its left edge was at \(sightings)")
        #expect(displaced.allSatisfy { $0 <= 100 + points }, "the square never goes past the finger: \(sightings)")
        // …and stays where it was dropped: left edge at 100 + points.
        let dropped = try await s.observer.waitForPixels(of: s.window, [s.px(100 + points + 10, 60, .green), s.px(110, 60, .red)])
        #expect(dropped == [.green, .red], "the square dropped at \(100 + points)…: \(dropped)")
        #expect(s.app.isRunning, "\(s.app.diagnostics)")
    }
}

/// One line of the fixture's pan output: `pan changed tx=12.0 ty=0.0 vx=800.0 vy=0.0`.
struct PanReport: CustomStringConvertible {
    /// `pan` or `edge`.
    var name: String
    var state: String
    var tx: Double, ty: Double, vx: Double, vy: Double

    init?(line: String) {
        let words = line.split(separator: " ")
        guard words.count == 6, words[0] == "pan" || words[0] == "edge" else { return nil }
        var values: [String: Double] = [:]
        for word in words.dropFirst(2) {
            let pair = word.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, let value = Double(pair[1]) else { return nil }
            values[String(pair[0])] = value
        }
        guard let tx = values["tx"], let ty = values["ty"], let vx = values["vx"], let vy = values["vy"] else { return nil }
        name = String(words[0])
        state = String(words[1])
        (self.tx, self.ty, self.vx, self.vy) = (tx, ty, vx, vy)
    }

    var description: String { "\(name) \(state) t=(\(tx), \(ty)) v=(\(vx), \(vy))" }
}
