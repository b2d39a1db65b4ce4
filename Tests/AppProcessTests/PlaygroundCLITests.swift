import Foundation
import Testing
import TestExpectations

/// The playground's command line as a user types it: usage mistakes, `--list`, malformed
/// scripts, and headless runs of the scenes into PNG frames (no X server).
/// `PlaygroundCLITests.Window` runs the playground in a window of a private Xvfb.
@Suite(.timeLimit(.minutes(2)))
struct PlaygroundCLITests {
    static let app = "Playground"

    // MARK: Usage

    @Test("an unknown scene: the valid names and the usage, exit status 2")
    func unknownScene() async throws {
        let app = try await run(["--scene", "warp-drive"])
        #expect(app.exitStatus == .exited(2), "\(app.diagnostics)")
        let error = app.output(2)
        #expect(error.contains("unknown scene 'warp-drive'"), "\(app.diagnostics)")
        #expect(error.contains("navigation"), "the message lists the scenes: \(app.diagnostics)")
        #expect(error.lowercased().contains("usage"), "\(app.diagnostics)")
    }

    @Test("usage mistakes: the problem and the usage on standard error, exit status 2",
          arguments: [(["--warp"], "unknown option '--warp'"),
                      (["navigation"], "unexpected argument 'navigation'"),
                      (["--scene"], "--scene needs a value"),
                      (["--headless", "--frames", "many"], "--frames expects a whole number"),
                      (["--contact-sheet", "sheet.png"], "--contact-sheet works with --headless"),
                      (["--headless", "--record", "drag.txt"], "does not work with --headless"),
                      (["--screen-size", "tiny"], "--screen-size expects WIDTHxHEIGHT"),
                      // Each accepted alone; together beyond what Cairo can draw (this crashed with exit 132).
                      (["--screen-size", "8191x844", "--scale", "4"], "--screen-size 8191x844 at --scale 4 is 32764x3376 device pixels"),
                      (["--headless", "--screen-size", "8192x8192", "--scale", "4"], "is 32768x32768 device pixels; a side can have at most 16384"),
                      (["--script", "a.txt", "--record", "b.txt"], "--script and --record are alternatives"),
                      (["--headless", "--contact-sheet", "sheet.jpg"], "--contact-sheet sheet.jpg: the contact sheet is a PNG image")])
    func usageMistakes(_ arguments: [String], _ message: String) async throws {
        let app = try await run(arguments)
        #expect(app.exitStatus == .exited(2), "\(arguments): \(app.diagnostics)")
        #expect(app.output(2).contains(message), "\(arguments): \(app.diagnostics)")
        #expect(app.output(2).lowercased().contains("usage"), "\(arguments): \(app.diagnostics)")
        #expect(app.output(1).isEmpty, "nothing on standard output: \(app.diagnostics)")
    }

    @Test("--list prints one line a scene, starting with its --scene name, and exits 0")
    func list() async throws {
        let app = try await run(["--list"])
        #expect(app.exitStatus == .exited(0), "\(app.diagnostics)")
        let lines = app.lines(1)
        #expect(lines.count >= 2, "\(app.diagnostics)")
        #expect(lines.first?.hasPrefix("navigation ") == true, "scene 1 is `navigation`: \(lines)")
        // Every listed name is accepted by --scene (checked without opening anything: with --help).
        for name in lines.compactMap({ $0.split(separator: " ").first.map(String.init) }) {
            let check = try await run(["--scene", name, "--help"])
            #expect(check.exitStatus == .exited(0), "--scene \(name): \(check.diagnostics)")
        }
    }

    @Test("a malformed script: `FILE:LINE: expected …, got …`, exit status 2, no window and no frames",
          arguments: [("press 10 20\nmove 10\n", 2, "expected 'move X Y SECONDS', got 'move 10'"),
                      ("# a comment\n\npress 10 20 # here\nhold -1\n", 4, "expected 'hold SECONDS' with SECONDS ≥ 0, got 'hold -1'"),
                      ("press 1 2\nrelease\njump 3 4\n", 3, "unknown step 'jump'"),
                      ("release\n", 1, "'release' without a 'press' before it"),
                      ("press 1 2\nmove 3 4 0.1\nrelease now\n", 3, "expected 'release', got 'release now'")])
    func malformedScript(_ text: String, _ line: Int, _ message: String) async throws {
        try await withTemporaryDirectory { directory in
            let script = directory + "/script.txt"
            try text.write(toFile: script, atomically: true, encoding: .utf8)
            for arguments in [["--script", script], ["--headless", "--scene", "navigation", "--script", script,
                                                     "--output", directory + "/frames"]] {
                let app = try await run(arguments)
                #expect(app.exitStatus == .exited(2), "\(arguments): \(app.diagnostics)")
                #expect(app.output(2).contains("\(script):\(line): \(message)"), "\(arguments): \(app.diagnostics)")
                #expect(!FileManager.default.fileExists(atPath: directory + "/frames"), "no frames were rendered")
            }
        }
    }

    @Test("a script that does not exist: its name and `does not exist` (no line, no syntax hint), exit status 2")
    func missingScript() async throws {
        let app = try await run(["--script", "/nonexistent/drag.txt"])
        #expect(app.exitStatus == .exited(2), "\(app.diagnostics)")
        #expect(app.output(2).contains("/nonexistent/drag.txt: the script does not exist"), "\(app.diagnostics)")
        #expect(!app.output(2).contains(":0:") && !app.output(2).contains("a script line is one of"), "\(app.diagnostics)")
    }

    @Test("a binary script is refused as a whole, naming the first control byte, without echoing raw bytes")
    func binaryScript() async throws {
        try await withTemporaryDirectory { directory in
            let script = directory + "/drag.bin"
            try Data([0x70, 0x72, 0x65, 0x73, 0x73, 0x20, 0x31, 0x20, 0x32, 0x0a, 0x1b, 0x5b, 0x32, 0x4a, 0x07, 0x0a])
                .write(to: URL(fileURLWithPath: script))
            let app = try await run(["--headless", "--script", script, "--output", directory + "/frames"])
            #expect(app.exitStatus == .exited(2), "\(app.diagnostics)")
            #expect(app.output(2).contains("\(script): is not a text file (control character 0x1B on line 2)"), "\(app.diagnostics)")
            #expect(!app.output(2).contains("\u{1b}") && !app.output(2).contains("\u{07}"), "no raw control bytes on standard error")
            #expect(!FileManager.default.fileExists(atPath: directory + "/frames"), "nothing rendered")
        }
    }

    @Test("an empty script is accepted with a note that it has no steps")
    func emptyScript() async throws {
        try await withTemporaryDirectory { directory in
            let script = directory + "/empty.txt"
            try "# nothing yet\n".write(toFile: script, atomically: true, encoding: .utf8)
            let app = try await run(["--headless", "--scene", "zoom", "--script", script, "--frames", "1", "--output", directory + "/f"])
            #expect(app.exitStatus == .exited(0), "\(app.diagnostics)")
            #expect(app.output(1).contains("note: \(script) has no steps; showing the scene as it opens"), "\(app.diagnostics)")
        }
    }

    @Test("unwritable outputs are refused before anything opens or renders: exit status 2 and the reason",
          arguments: [(["--record", "/proc/rec.txt"], "--record /proc/rec.txt: cannot write there"),
                      (["--record", "/tmp"], "--record /tmp: that is a directory"),
                      (["--headless", "--scene", "zoom", "--contact-sheet", "/proc/sheet.png"], "--contact-sheet /proc/sheet.png: cannot write there"),
                      (["--headless", "--scene", "zoom", "--contact-sheet", "/tmp/"], "--contact-sheet /tmp/: the contact sheet is a PNG image"),
                      (["--headless", "--scene", "zoom", "--output", "/proc/frames"], "--output /proc/frames: cannot make that directory")])
    func unwritableOutputs(_ arguments: [String], _ message: String) async throws {
        // No display: had the check come after opening the window, the exit would be 1 ("cannot open an X display").
        let app = try await run(arguments)
        #expect(app.exitStatus == .exited(2), "\(arguments): \(app.diagnostics)")
        #expect(app.output(2).contains(message), "\(arguments): \(app.diagnostics)")
        #expect(!app.output(1).contains("wrote"), "nothing rendered: \(app.diagnostics)")
    }

    @Test("frames of an earlier, longer run are removed from the output directory, and the run says so")
    func staleFramesAreCleared() async throws {
        try await withTemporaryDirectory { directory in
            let frames = directory + "/frames"
            let first = try await run(["--headless", "--scene", "zoom", "--frames", "6", "--output", frames], timeout: .seconds(60))
            #expect(first.exitStatus == .exited(0), "\(first.diagnostics)")
            try "mine".write(toFile: frames + "/notes.txt", atomically: true, encoding: .utf8)
            let second = try await run(["--headless", "--scene", "zoom", "--frames", "2", "--output", frames], timeout: .seconds(60))
            #expect(second.exitStatus == .exited(0), "\(second.diagnostics)")
            let files = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
            #expect(files == ["frame-0001.png", "frame-0002.png", "notes.txt"], "only this run's frames, other files kept: \(files)")
            #expect(second.output(1).contains("removed 6 frames of an earlier run from \(frames)/"), "\(second.diagnostics)")
        }
    }

    @Test("no X display: one line that suggests --headless, exit status 1")
    func noDisplay() async throws {
        let app = try await run(["--scene", "navigation"])
        #expect(app.exitStatus == .exited(1), "\(app.diagnostics)")
        #expect(app.output(2).contains("cannot open an X display") && app.output(2).contains("--headless"), "\(app.diagnostics)")
    }

    // MARK: Headless

    @Test("--headless --scene navigation --frames 40: 40 PNGs from the pushed page; each drag frame differs; the last shows the pop finished")
    func headlessNavigation() async throws {
        try await withTemporaryDirectory { directory in
            let frames = directory + "/frames"
            let started = ContinuousClock.now
            let app = try await run(["--headless", "--scene", "navigation", "--frames", "40", "--output", frames], timeout: .seconds(60))
            timing("headless navigation demo, 40 frames: \((ContinuousClock.now - started).seconds) s")
            #expect(app.exitStatus == .exited(0), "\(app.diagnostics)")
            let files = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
            #expect(files == (1...40).map { String(format: "frame-%04d.png", $0) }, "\(files)")
            guard files.count == 40 else { return }
            let images = try files.map { try #require(Snapshot(png: frames + "/" + $0), "\($0) is not a PNG") }
            #expect(images.allSatisfy { $0.width == 390 && $0.height == 844 }, "390×844 frames (the default screen at scale 1)")

            // The gallery as the scene opens: an empty script skips the demo's set-up.
            try "".write(toFile: directory + "/empty.txt", atomically: true, encoding: .utf8)
            let opening = try await run(["--headless", "--scene", "navigation", "--script", directory + "/empty.txt",
                                         "--frames", "1", "--output", directory + "/opening"])
            let gallery = try #require(Snapshot(png: directory + "/opening/frame-0001.png"), "\(opening.diagnostics)")

            // Frame 1: the set-up (a click on the first photo) has pushed its page, off camera.
            let page = images[0]
            #expect(page.agreement(with: gallery, in: Self.content) < 0.7, "frame 1 shows the pushed page, not the gallery")
            // The finishing drag (frames 2…17, 0.25 s from the left edge): every frame differs from
            // the one before, and mid-drag the page shows moved right, under the finger.
            for n in 4...17 {
                #expect(images[n - 1].pixels != images[n - 2].pixels, "frame \(n) equals frame \(n - 1)")
            }
            let mid = images[9].bestShift(showing: page, in: Self.content, shifts: 20...300)
            #expect(mid.agreement > 0.95, "frame 10 shows the page moved right (best: \(mid.shift) points, agreement \(mid.agreement))")
            // The last frame: the pop has finished, the gallery is back.
            let final = images[39].agreement(with: gallery, in: Self.content)
            #expect(final > 0.97, "the last frame shows the gallery again: agreement \(final)")
        }
    }

    @Test("--headless --script: frames follow the script; mid-drag the page sits where the finger is; a contact sheet")
    func headlessScript() async throws {
        try await withTemporaryDirectory { directory in
            // Frame n shows script time (n - 2) / 60 s. Click the first card (frame 2), let the push
            // end, press at the left edge (frame 41), drag to x = 152 (until frame 56), keep still
            // 0.3 s and let go (frame 74): a 150-point drag, released slowly.
            let script = directory + "/pop.txt"
            try """
                # open the first photo, then swipe back from the edge and let go slowly
                press 100 200
                release
                hold 0.65
                press 2 450
                move 152 450 0.25
                hold 0.3
                release
                """.write(toFile: script, atomically: true, encoding: .utf8)
            let frames = directory + "/frames", sheet = directory + "/sheet.png"
            let app = try await run(["--headless", "--scene", "navigation", "--script", script, "--output", frames,
                                     "--contact-sheet", sheet], timeout: .seconds(60))
            #expect(app.exitStatus == .exited(0), "\(app.diagnostics)")
            let files = try FileManager.default.contentsOfDirectory(atPath: frames).filter { $0.hasSuffix(".png") }.sorted()
            // 1 frame before the script, 1.2 s of script at 60 Hz, then until the animation ends.
            #expect(files.count >= 74 && files.count < 74 + 120, "\(files.count) frames: \(app.diagnostics)")
            func frame(_ n: Int) throws -> Snapshot { try #require(Snapshot(png: frames + String(format: "/frame-%04d.png", n))) }

            let gallery = try frame(1), page = try frame(41)
            #expect(page.agreement(with: gallery, in: Self.content) < 0.7, "frame 41 shows the pushed page")
            // Every frame of the drag differs from the one before.
            for n in 46...56 {
                #expect(try frame(n).pixels != frame(n - 1).pixels, "frame \(n) equals frame \(n - 1)")
            }
            // Held at x = 152: the page shows moved right by the drag (150 points).
            let held = try frame(70)
            let best = held.bestShift(showing: page, in: Self.content, shifts: 100...200)
            expectNear(best.shift, 150, tolerance: 3, "the page moved by \(best.shift) (agreement \(best.agreement))")
            #expect(best.agreement > 0.95, "the page moved by \(best.shift) (agreement \(best.agreement))")
            // Released slowly at 38 %: UIKit's rule finishes only past 48 % (187.5 pt of 390): the page comes back.
            let last = try frame(files.count)
            #expect(last.agreement(with: page, in: Self.content) > 0.97, "the pop was cancelled: the page is back")

            let contactSheet = try #require(Snapshot(png: sheet), "no contact sheet: \(app.diagnostics)")
            #expect(contactSheet.width > 390 && contactSheet.height > 200, "\(contactSheet.width)×\(contactSheet.height)")
        }
    }

    @Test("--headless with no scene (the launch script without a display): every scene's demo drag as frames and a contact sheet, and where they are")
    func headlessTour() async throws {
        try await withTemporaryDirectory { directory in
            let app = try await run(["--headless", "--output", directory], timeout: .seconds(120))
            #expect(app.exitStatus == .exited(0), "\(app.diagnostics)")
            for id in ["navigation", "sheet", "zoom", "interruptible", "percent-driven"] {
                let frames = try FileManager.default.contentsOfDirectory(atPath: directory + "/" + id).sorted()
                #expect(frames.count >= 10, "\(id): \(frames.count) frames")
                #expect(app.output(1).contains("wrote the contact sheet \(directory)/\(id).png"), "\(app.diagnostics)")
                let sheet = try #require(Snapshot(png: directory + "/" + id + ".png"), "\(id): no contact sheet")
                #expect(sheet.width > 390)
                // The demo moves: the first and last frames differ (not 30 copies of the home screen).
                let first = try #require(Snapshot(png: directory + "/" + id + "/" + frames[0]))
                let last = try #require(Snapshot(png: directory + "/" + id + "/" + frames[frames.count - 1]))
                #expect(first.agreement(with: last, in: Self.content) < 0.9, "\(id): the demo changes the screen")
            }
        }
    }

    @Test("--headless --frames N without --scene renders the home screen at the given size")
    func headlessHome() async throws {
        try await withTemporaryDirectory { directory in
            let app = try await run(["--headless", "--frames", "2", "--output", directory, "--screen-size", "320x600"])
            #expect(app.exitStatus == .exited(0), "\(app.diagnostics)")
            let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
            #expect(files == ["frame-0001.png", "frame-0002.png"], "\(files)")
            let image = try #require(Snapshot(png: directory + "/frame-0001.png"))
            #expect(image.width == 320 && image.height == 600)
        }
    }

    // MARK: Helpers

    /// The part of the 390×844 screen the comparisons look at: under the navigation bar, above
    /// the hint bar and the inspector's text.
    static let content = (x: 0..<390, y: 100..<640)

    /// Runs the playground with no display and waits for it to end.
    private func run(_ arguments: [String], timeout: Duration = .seconds(30)) async throws -> ProcessUnderTest {
        let app = try AppLaunch.start(Self.app, arguments, display: nil)
        _ = try await app.waitForExit(timeout: timeout)
        return app
    }

    private func longestRun(of value: Bool, in flags: [Bool]) -> Int {
        var best = 0, current = 0
        for flag in flags {
            current = flag == value ? current + 1 : 0
            best = max(best, current)
        }
        return best
    }
}

/// Runs `body` with a fresh temporary directory, removed afterwards.
func withTemporaryDirectory<Result>(_ body: (String) async throws -> Result) async throws -> Result {
    let directory = NSTemporaryDirectory() + "playground-cli-tests-\(getpid())-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    return try await body(directory)
}
