import Foundation
import Testing
import TestExpectations

/// The benchmark command (`TransitionBench`, run by scripts/bench.sh) as the script runs it, on
/// tiny configurations: the `RESULT` line, the `--json` record and the `--frame-times` file are well formed, usage
/// mistakes exit 2 with the usage, and the X11 mode without a display exits 3 saying it was
/// skipped (the script relies on each). The environment is built from scratch: no `DISPLAY`.
@Suite(.timeLimit(.minutes(5)))
struct BenchmarkCommandTests {
    static let app = "TransitionBench"

    @Test("--mode image on a tiny configuration: a RESULT line and a JSON record that agree")
    func imageModeWritesAResultRecord() async throws {
        try await withTemporaryDirectory { directory in
            let json = directory + "/image.json", times = directory + "/times.txt"
            let bench = try await run(["--mode", "image", "--frames", "5", "--warmup", "1", "--size", "200x150", "--json", json,
                                       "--frame-times", times])
            #expect(bench.exitStatus == .exited(0), "\(bench.diagnostics)")

            let results = bench.lines(1).filter { $0.hasPrefix("RESULT ") }
            #expect(results.count == 1, "one RESULT line: \(bench.diagnostics)")
            let line = Self.fields(results.first ?? "")
            #expect(line["mode"] == "image" && line["frames"] == "5" && line["size"] == "200x150", "\(line)")
            for key in ["mean_ms", "median_ms", "p99_ms"] {
                let value = line[key].flatMap(Double.init)
                #expect(value.map { $0.isFinite && $0 > 0 } == true, "RESULT \(key) is a positive number: \(line)")
            }

            // A slide from the right edge across a 200×150 window rewrites at most the window
            // each frame, and something each frame.
            let damage = line["damage_px"].flatMap(Double.init)
            #expect(damage.map { $0 > 0 && $0 <= 200 * 150 } == true, "damage_px within the window: \(line)")

            // --frame-times: the five frames' times, whose median is the line's.
            let frameTimes = (try? String(contentsOfFile: times, encoding: .utf8))?.split(separator: "\n").compactMap { Double($0) } ?? []
            #expect(frameTimes.count == 5 && frameTimes.allSatisfy { $0.isFinite && $0 > 0 }, "five positive frame times: \(frameTimes)")
            if frameTimes.count == 5, let printed = line["median_ms"].flatMap(Double.init) {
                expectNear(frameTimes.sorted()[2], printed, tolerance: 0.0005 + 1e-9, "the median of the frame times")
            }

            let record = try Self.record(at: json)
            #expect(record["mode"] as? String == "image", "\(record)")
            #expect(Self.number(record["frames"]) == 5, "\(record)")
            #expect(Self.number(record["width"]) == 200 && Self.number(record["height"]) == 150, "\(record)")
            for key in ["mean_ms", "median_ms", "p99_ms"] {
                let value = Self.number(record[key])
                #expect(value.map { $0.isFinite && $0 > 0 } == true, "\(key) is a finite positive number: \(record)")
                // The line prints the same figure, to three decimals.
                if let value, let printed = line[key].flatMap(Double.init) {
                    expectNear(value, printed, tolerance: 0.0005 + 1e-9, "\(key): JSON \(value), RESULT line \(printed)")
                }
            }
            if let mean = Self.number(record["mean_ms"]), let median = Self.number(record["median_ms"]),
               let p99 = Self.number(record["p99_ms"]) {
                // Five frames: the median is the third fastest and the p99 the slowest, so p99 ≥ median,
                // and the mean lies between the fastest and the slowest.
                #expect(p99 >= median, "p99 \(p99) ≥ median \(median)")
                #expect(mean <= p99 + 1e-9, "mean \(mean) ≤ slowest \(p99)")
            }
        }
    }

    /// `--paired`: the slide and the flip take turns frame by frame on two screens in one
    /// process. Each rewrites what it does in a run of its own (the same mean damage, both
    /// measured here), and the ratio printed is the flip's median over the slide's, in the line
    /// and the record.
    @Test("--paired --flip: both scenes drawn as in runs of their own, and the ratio of their medians")
    func pairedRunTimesBothScenes() async throws {
        try await withTemporaryDirectory { directory in
            let json = directory + "/paired.json"
            let arguments = ["--mode", "image", "--frames", "6", "--warmup", "1", "--size", "200x150"]
            let paired = try await run(arguments + ["--paired", "--flip", "--json", json])
            #expect(paired.exitStatus == .exited(0), "\(paired.diagnostics)")
            let line = Self.fields(paired.lines(1).first { $0.hasPrefix("RESULT ") } ?? "")
            #expect(line["mode"] == "paired" && line["frames"] == "6" && line["size"] == "200x150", "\(line)")
            let slide = line["slide_median_ms"].flatMap(Double.init), flip = line["flip_median_ms"].flatMap(Double.init)
            let ratio = line["ratio"].flatMap(Double.init)
            if let slide, let flip, let ratio, slide > 0, flip > 0 {
                expectNear(ratio, flip / slide, tolerance: 0.01 * ratio + 0.002, "the ratio is flip / slide: \(line)")
            } else {
                Issue.record("three positive numbers: \(line)")
            }
            // Alone, each scene rewrites the same pixels.
            for (key, extra) in [("slide_damage_px", [String]()), ("flip_damage_px", ["--flip"])] {
                let alone = try await run(arguments + extra)
                let damage = Self.fields(alone.lines(1).first { $0.hasPrefix("RESULT ") } ?? "")["damage_px"]
                #expect(damage != nil && line[key] == damage, "\(key) \(line[key] ?? "none") against \(damage ?? "none") alone")
            }
            let record = try Self.record(at: json)
            #expect(record["mode"] as? String == "paired" && Self.number(record["ratio"]).map { $0 > 0 } == true, "\(record)")
        }
    }

    /// Auto Layout at the scale of the reference scene: the screens laid out by constraints
    /// (cards next to cards, labels inset, the image centred) show exactly the frames'
    /// pixels, half-way through the transition.
    @Test("--layout constraints draws the same pixels as --layout frames")
    func constraintLayoutMatchesFrames() async throws {
        try await withTemporaryDirectory { directory in
            var images: [Data] = []
            for layout in ["frames", "constraints"] {
                let png = directory + "/\(layout).png"
                let bench = try await run(["--mode", "image", "--frames", "3", "--warmup", "1", "--size", "400x300",
                                           "--layout", layout, "--png", png, "--p", "0.5"])
                #expect(bench.exitStatus == .exited(0), "\(bench.diagnostics)")
                images.append(FileManager.default.contents(atPath: png) ?? Data())
            }
            #expect(!images[0].isEmpty && images[0] == images[1], "the two layouts differ")
        }
    }

    /// The issue's requirement for text in transitions: a table of 30 multi-line labels sliding
    /// in is shaped and drawn once, on the first frame that shows it, and only moved afterwards.
    /// The labels count their own draws (`drawText(in:)`), and Pango's shaping count is read
    /// after the last of them and at the end of the run.
    @Test("--text-table: 30 multi-line labels slide in, each drawn once, nothing shaped after the first frame")
    func textTableIsDrawnOnce() async throws {
        let bench = try await run(["--mode", "image", "--frames", "40", "--warmup", "2", "--size", "1024x768", "--text-table"])
        #expect(bench.exitStatus == .exited(0), "\(bench.diagnostics)")
        let result = Self.fields(bench.lines(1).first { $0.hasPrefix("RESULT ") } ?? "")
        #expect(result["frames"] == "40" && result["damage_px"].flatMap(Double.init).map { $0 > 0 } == true,
                "the slide ran: \(bench.diagnostics)")
        let table = Self.fields(bench.lines(1).first { $0.hasPrefix("TEXTTABLE ") } ?? "")
        let number = { (key: String) in table[key].flatMap(Int.init) }
        #expect(number("labels") == 30, "\(bench.diagnostics)")
        // 42 frames, each moving the table: one draw per label in all.
        #expect(number("labels_drawn") == 30 && number("label_draws") == 30, "each label drawn exactly once: \(table)")
        #expect(number("shapes_before_last_draw").map { $0 > 0 } == true, "the table's text was shaped for its first frame: \(table)")
        #expect(number("shapes_after_last_draw") == 0, "nothing shaped after the labels were drawn: \(table)")
        // Multi-line: every label wraps to at least two lines.
        #expect(number("lines").map { $0 >= 60 } == true, "\(table)")
    }

    @Test("--mode timing --json: twelve cases, the worst error within one frame, in the line and the record")
    func timingModeIsWithinAFrame() async throws {
        try await withTemporaryDirectory { directory in
            let json = directory + "/timing.json"
            let bench = try await run(["--mode", "timing", "--json", json], timeout: .seconds(240))
            #expect(bench.exitStatus == .exited(0), "\(bench.diagnostics)")
            let results = bench.lines(1).filter { $0.hasPrefix("RESULT ") }
            #expect(results.count == 1, "one RESULT line: \(bench.diagnostics)")
            let line = Self.fields(results.first ?? "")
            #expect(line["mode"] == "timing", "\(line)")
            #expect(bench.lines(1).filter { $0.hasPrefix("TIMING ") }.count == 12, "one TIMING line a case: \(bench.diagnostics)")

            let record = try Self.record(at: json)
            #expect(record["mode"] as? String == "timing", "\(record)")
            #expect(Self.number(record["cases"]) == 12, "\(record)")
            let worst = Self.number(record["worst_error_ms"]), frame = Self.number(record["frame_ms"])
            #expect(worst.map { $0.isFinite && $0 >= 0 } == true, "worst_error_ms is a finite number ≥ 0: \(record)")
            expectNear(frame, 1000.0 / 60, tolerance: 1e-6, "frame_ms is one frame at 60 Hz: \(record)")
            if let worst, let frame {
                #expect(worst <= frame, "worst_error_ms \(worst) ≤ frame_ms \(frame): \(bench.diagnostics)")
            }
            if let printed = line["worst_error_ms"].flatMap(Double.init), let worst {
                expectNear(printed, worst, tolerance: 0.005 + 1e-9, "RESULT line \(printed), JSON \(String(describing: worst))")
            }
        }
    }

    @Test("--mode memcpy: the bytes of one window-sized frame, a positive time and a bandwidth that agree")
    func memcpyModeTimesOneFrame() async throws {
        let bench = try await run(["--mode", "memcpy", "--frames", "20", "--size", "640x480"])
        #expect(bench.exitStatus == .exited(0), "\(bench.diagnostics)")
        let line = Self.fields(bench.lines(1).first { $0.hasPrefix("RESULT ") } ?? "")
        #expect(line["mode"] == "memcpy" && line["bytes"] == String(640 * 480 * 4), "\(line)")
        let median = line["median_ms"].flatMap(Double.init), rate = line["gb_per_s"].flatMap(Double.init)
        #expect(median.map { $0 > 0 } == true && rate.map { $0 > 0 } == true, "\(line)")
        if let median, let rate, median >= 0.01 {
            // The rate is the bytes over the median time (both printed rounded).
            expectNear(rate, Double(640 * 480 * 4) / (median / 1000) / 1e9, tolerance: rate * 0.1, "\(line)")
        }
    }

    @Test("a bad option: the usage on standard error, exit status 2, nothing on standard output")
    func badOption() async throws {
        let bench = try await run(["--mode", "image", "--warp", "9"])
        #expect(bench.exitStatus == .exited(2), "\(bench.diagnostics)")
        #expect(bench.output(2).contains("usage: TransitionBench --mode image|x11|memcpy|list|text|timing"), "the usage: \(bench.diagnostics)")
        #expect(bench.output(1).isEmpty, "\(bench.diagnostics)")
    }

    @Test("a bad value: what is wrong on standard error, exit status 2, no RESULT",
          arguments: [(["--mode", "image", "--frames", "1"], "--frames must be at least 2"),
                      (["--mode", "teleport", "--frames", "5"], "unknown mode 'teleport'"),
                      (["--mode", "image", "--frames", "many"], "--frames expects a whole number, not 'many'"),
                      (["--mode", "image", "--size", "tiny"], "--size expects WIDTHxHEIGHT, not 'tiny'"),
                      (["--mode", "image", "--warmup"], "--warmup needs a value"),
                      (["--mode", "image", "--layout", "grid"], "--layout expects frames or constraints, not 'grid'"),
                      (["--mode", "image", "--p", "2"], "--p expects a fraction from 0 to 1, not '2'"),
                      (["--mode", "image", "--paired"], "--paired runs the slide and a flip (--flip or --flip-vertical)"),
                      (["--mode", "x11", "--paired", "--flip"], "--paired runs the slide and a flip")])
    func badValue(_ arguments: [String], _ message: String) async throws {
        let bench = try await run(arguments)
        #expect(bench.exitStatus == .exited(2), "\(arguments): \(bench.diagnostics)")
        #expect(bench.output(2).contains(message), "\(arguments): \(bench.diagnostics)")
        #expect(!bench.output(1).contains("RESULT"), "\(arguments): \(bench.diagnostics)")
        #expect(bench.output(2).contains("usage: TransitionBench"), "\(arguments): the usage follows: \(bench.diagnostics)")
    }

    /// The list, text and dynamics modes have options of their own: a mistake in them is reported as in
    /// the other modes, followed by that mode's usage, before anything is measured.
    @Test("a bad option or value for --mode list, text or dynamics: what is wrong and that mode's usage, exit status 2, no RESULT",
          arguments: [(["--mode", "list", "--rows", "0"], "--rows expects a whole number from 1 to 1000000, not '0'"),
                      (["--mode", "list", "--seconds", "0.5"], "--seconds expects a number of seconds from 1 to 3600, not '0.5'"),
                      (["--mode", "list", "--size", "50x50"], "--size expects WIDTHxHEIGHT (100 to 8192 each), not '50x50'"),
                      (["--mode", "list", "--warp", "9"], "unknown option '--warp' for --mode list"),
                      (["--mode", "text", "--labels", "0"], "--labels expects a whole number from 1 to 100000, not '0'"),
                      (["--mode", "text", "--variant", "bold"], "--variant expects all, pango or toy, not 'bold'"),
                      (["--mode", "text", "--runs"], "--runs needs a value"),
                      (["--mode", "text", "--warp"], "unknown option '--warp' for --mode text"),
                      (["--mode", "dynamics", "--items", "0"], "--items expects a whole number from 1 to 2000, not '0'"),
                      (["--mode", "dynamics", "--seconds", "forever"], "--seconds expects a number of seconds from 0.1 to 600, not 'forever'"),
                      (["--mode", "dynamics", "--warp"], "unknown option '--warp' for --mode dynamics")])
    func badModeOption(_ arguments: [String], _ message: String) async throws {
        let bench = try await run(arguments)
        #expect(bench.exitStatus == .exited(2), "\(arguments): \(bench.diagnostics)")
        #expect(bench.output(2).contains(message), "\(arguments): \(bench.diagnostics)")
        #expect(!bench.output(1).contains("RESULT"), "\(arguments): \(bench.diagnostics)")
        #expect(bench.output(2).contains("usage: TransitionBench --mode \(arguments[1]) ["),
                "\(arguments): the mode's usage follows: \(bench.diagnostics)")
    }

    @Test("--mode dynamics: a pile of 20 boxes settles on the floor, and the frame's median time is printed")
    func dynamicsPile() async throws {
        let bench = try await run(["--mode", "dynamics", "--items", "20", "--seconds", "3", "--rounds", "1"])
        #expect(bench.exitStatus == .exited(0), "\(bench.diagnostics)")
        let line = bench.output(1).split(separator: "\n").first { $0.hasPrefix("RESULT mode=dynamics items=20 ") }.map(String.init)
        let fields = Dictionary(uniqueKeysWithValues: (line ?? "").split(separator: " ").compactMap { part -> (String, Double)? in
            let kv = part.split(separator: "=")
            guard kv.count == 2, let value = Double(kv[1]) else { return nil }
            return (String(kv[0]), value)
        })
        #expect((fields["median_ms"] ?? 0) > 0, "\(bench.diagnostics)")
        // The 20 boxes (sides 24 to 64 points) lie on the floor of the 768-point view: their
        // centres are 12 to 32 points above it, 737 on average (Box2D's pile: 735).
        let y = fields["mean_y"] ?? 0
        #expect(y > 730 && y < 745, "the pile's mean centre: \(y) (\(bench.diagnostics))")
    }

    @Test("a --json or --frame-times path that cannot be written: the path on standard error, exit status 1 (the RESULT line is still printed)",
          arguments: [("--json", "record.json", "could not write the JSON record to"),
                      ("--frame-times", "times.txt", "could not write the frame times to")])
    func unwritableOutput(_ option: String, _ file: String, _ message: String) async throws {
        let path = "/nonexistent-\(getpid())/\(file)"
        let bench = try await run(["--mode", "image", "--frames", "3", "--warmup", "0", "--size", "60x40", option, path])
        #expect(bench.exitStatus == .exited(1), "\(bench.diagnostics)")
        #expect(bench.output(2).contains("\(message) \(path)"), "\(bench.diagnostics)")
        #expect(bench.output(1).contains("RESULT mode=image"), "\(bench.diagnostics)")
    }

    @Test("--mode x11 without a display: exit status 3, a message that it was skipped, no JSON")
    func x11WithoutADisplayIsSkipped() async throws {
        try await withTemporaryDirectory { directory in
            let json = directory + "/x11.json"
            let bench = try await run(["--mode", "x11", "--frames", "5", "--warmup", "1", "--size", "200x150", "--json", json])
            #expect(bench.exitStatus == .exited(3), "\(bench.diagnostics)")
            #expect(bench.output(2).contains("skipped"), "the message says it was skipped: \(bench.diagnostics)")
            #expect(!bench.output(1).contains("RESULT"), "\(bench.diagnostics)")
            #expect(!FileManager.default.fileExists(atPath: json), "no result record for a skipped run")
        }
    }

    // MARK: Helpers

    /// Runs the benchmark with no `DISPLAY` and waits for it to end.
    private func run(_ arguments: [String], timeout: Duration = .seconds(90)) async throws -> ProcessUnderTest {
        let bench = try AppLaunch.start(Self.app, arguments, display: nil)
        if try await bench.waitForExit(timeout: timeout) == nil {
            bench.terminate()
            Issue.record("\(arguments) did not end within \(timeout): \(bench.diagnostics)")
        }
        return bench
    }

    /// `key=value` fields of a `RESULT` line.
    static func fields(_ line: String) -> [String: String] {
        var fields: [String: String] = [:]
        for word in line.split(separator: " ") {
            let parts = word.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
        }
        return fields
    }

    /// The JSON object in `path`.
    static func record(at path: String) throws -> [String: Any] {
        let data = try #require(FileManager.default.contents(atPath: path), "the benchmark wrote \(path)")
        let object = try JSONSerialization.jsonObject(with: data)
        return try #require(object as? [String: Any], "\(path) holds one JSON object")
    }

    /// A JSON number as a Double (nil for anything else).
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as Int: Double(v)
        case let v as Double: v
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }
}
