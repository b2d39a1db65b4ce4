import Foundation
import Testing

extension PlaygroundCLITests {
    /// Runs a tool and returns its standard output (ImageMagick reads the GIFs back: an
    /// independent decoder).
    private func tool(_ path: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test("--export-gif headless: an animated GIF at the frames' real timing (20 ms ticks); each GIF frame shows the frame on screen at its time",
          .timeLimit(.minutes(2)))
    func exportGIFHeadless() async throws {
        try await withTemporaryDirectory { directory in
            let frames = directory + "/frames", gif = directory + "/sheet.gif"
            let app = try AppLaunch.start(Self.app, ["--headless", "--scene", "sheet", "--output", frames, "--export-gif", gif], display: nil)
            #expect(try await app.waitForExit(timeout: .seconds(60)) == .exited(0), "\(app.diagnostics)")
            #expect(app.standardOutput.contains("wrote the animation \(gif)"), "\(app.diagnostics)")
            let pngs = try FileManager.default.contentsOfDirectory(atPath: frames).filter { $0.hasSuffix(".png") }.sorted()
            try #require(pngs.count > 10)

            let delays = try tool("/usr/bin/identify", ["-format", "%T %W %H\n", gif]).split(separator: "\n").map { line in
                line.split(separator: " ").compactMap { Int($0) }
            }
            try #require(delays.count > 3, "an animation of several frames: \(delays)")
            #expect(delays.allSatisfy { $0.count == 3 && $0[1] == 390 && $0[2] == 844 }, "a 390×844 canvas")
            #expect(delays.allSatisfy { $0[0] >= 2 }, "no delay under 2/100 s (browsers would slow those down)")
            let total = delays.map { $0[0] }.reduce(0, +)
            let rendered = Double(pngs.count) / 60
            #expect(abs(Double(total) / 100 - rendered) <= 0.021, "the animation lasts as the frames did: \(total) cs for \(pngs.count) frames at 60 Hz")

            _ = try tool("/usr/bin/convert", [gif, "-coalesce", directory + "/gif-%03d.png"])
            var start = 0
            for (k, delay) in delays.map({ $0[0] }).enumerated() {
                defer { start += delay }
                let shown = try #require(Snapshot(png: directory + String(format: "/gif-%03d.png", k)), "GIF frame \(k)")
                // The frame on screen at start / 100 s (frames at n / 60 s).
                let index = min(pngs.count - 1, Int(Double(start) / 100 * 60 + 1e-6))
                let expected = try #require(Snapshot(png: frames + "/" + pngs[index]))
                let agreement = shown.agreement(with: expected, in: (0..<390, 0..<844), tolerance: 12)
                #expect(agreement > 0.98, "GIF frame \(k) at \(start) cs shows \(pngs[index]) (agreement \(agreement))")
            }
        }
    }

    @Test("--export-gif mistakes: not a .gif name, an unwritable path, or headless with nothing to record: the reason, exit 2",
          arguments: [(["--export-gif", "drag.png"], "--export-gif drag.png: the animation is a GIF image; name it FILE.gif"),
                      (["--headless", "--scene", "sheet", "--export-gif", "/proc/drag.gif"], "--export-gif /proc/drag.gif: cannot write there"),
                      (["--headless", "--export-gif", "tour.gif"], "--export-gif with --headless records one drag: name the scene")])
    func exportGIFMistakes(_ arguments: [String], _ message: String) async throws {
        let app = try AppLaunch.start(Self.app, arguments, display: nil)
        let status = try await app.waitForExit(timeout: .seconds(30))
        #expect(status == .exited(2), "\(arguments): \(app.diagnostics)")
        #expect(app.standardError.contains(message), "\(arguments): \(app.diagnostics)")
    }
}

extension PlaygroundCLITests.UnderXvfb {
    @Test("--export-gif and --export-apng in the window: a scripted drag is recorded as it is shown and written as both animations when the window closes")
    func exportAnimationLive() async throws {
        try await withTemporaryDirectory { directory in
            let script = directory + "/push-pop.txt", gif = directory + "/live.gif", apng = directory + "/live.png"
            try """
                press 100 200
                release
                hold 0.7
                press 2 450
                move 300 450 0.3
                release
                hold 0.8
                """.write(toFile: script, atomically: true, encoding: .utf8)
            try await withPlayground(["--scene", "navigation", "--script", script, "--export-gif", gif, "--export-apng", apng]) { s in
                let replayed = try await waitUntil(timeout: .seconds(20)) { s.app.standardOutput.contains("replayed \(script)") }
                #expect(replayed, "\(s.app.diagnostics)")
                s.observer.sendDeleteWindow(to: s.window)
                #expect(try await s.app.waitForExit(timeout: .seconds(10)) == .exited(0), "\(s.app.diagnostics)")
                #expect(s.app.standardOutput.contains("wrote the animation \(gif)"), "\(s.app.diagnostics)")
                #expect(s.app.standardOutput.contains("wrote the animation \(apng)"), "\(s.app.diagnostics)")
            }
            let data = try Data(contentsOf: URL(fileURLWithPath: gif))
            #expect(data.starts(with: Array("GIF89a".utf8)))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/identify")
            process.arguments = ["-format", "%T\n", gif]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let delays = out.split(separator: "\n").compactMap { Int($0) }
            // How many frames the window drew depends on the machine's load; the push and the pop
            // take several each even on a busy machine.
            #expect(delays.count >= 4, "the push and the pop, frame by frame: \(delays.count) frames")
            let total = Double(delays.reduce(0, +)) / 100
            #expect(total > 0.5 && total < 3, "the two drags' animations, without the pauses between them: \(total) s")

            // The animated PNG holds the same recording, in milliseconds.
            let decoded = try PlaygroundCLITests.decodeAPNG(apng, into: directory)
            #expect(decoded.durations.count >= 4, "the push and the pop, frame by frame: \(decoded.durations.count) frames")
            let milliseconds = Double(decoded.durations.reduce(0, +)) / 1000
            #expect(abs(milliseconds - total) <= 0.03, "both animations last as long: \(milliseconds) s and \(total) s")
        }
    }
}

extension PlaygroundCLITests {
    /// Reads an animated PNG back with Pillow (an independent APNG decoder): each frame's
    /// duration in milliseconds and its canvas written to `directory/apng-NNN.png`, composed as
    /// a viewer shows it.
    static func decodeAPNG(_ path: String, into directory: String) throws -> (durations: [Int], size: [Int]) {
        let script = """
            import sys
            from PIL import Image
            image = Image.open(sys.argv[1])
            print(image.format, getattr(image, "is_animated", False), image.size[0], image.size[1])
            for k in range(image.n_frames):
                image.seek(k)
                image.convert("RGB").save("%s/apng-%03d.png" % (sys.argv[2], k))
                print(int(round(image.info.get("duration", -1))))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, path, directory]
        let pipe = Pipe(), errors = Pipe()
        process.standardOutput = pipe
        process.standardError = errors
        try process.run()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = out.split(separator: "\n")
        guard process.terminationStatus == 0, let header = lines.first, header.hasPrefix("PNG True ") else {
            throw APNGDecodingFailure(description: "Pillow did not read an animated PNG: \(out) \(err)")
        }
        return (lines.dropFirst().compactMap { Int($0) }, header.split(separator: " ").dropFirst(2).compactMap { Int($0) })
    }

    struct APNGDecodingFailure: Error, CustomStringConvertible { let description: String }

    @Test("--export-apng headless: an animated PNG in full colour at the frames' millisecond timing; each frame shows the frame then on screen",
          .timeLimit(.minutes(2)))
    func exportAPNGHeadless() async throws {
        try await withTemporaryDirectory { directory in
            let frames = directory + "/frames", apng = directory + "/sheet.png"
            let app = try AppLaunch.start(Self.app, ["--headless", "--scene", "sheet", "--output", frames, "--export-apng", apng], display: nil)
            #expect(try await app.waitForExit(timeout: .seconds(60)) == .exited(0), "\(app.diagnostics)")
            #expect(app.standardOutput.contains("wrote the animation \(apng)"), "\(app.diagnostics)")
            let pngs = try FileManager.default.contentsOfDirectory(atPath: frames).filter { $0.hasSuffix(".png") }.sorted()
            try #require(pngs.count > 10)

            let decoded = try Self.decodeAPNG(apng, into: directory)
            #expect(decoded.size == [390, 844], "a 390×844 canvas: \(decoded.size)")
            try #require(decoded.durations.count > 3, "an animation of several frames: \(decoded.durations)")
            #expect(decoded.durations.allSatisfy { $0 >= 1 }, "every frame lasts: \(decoded.durations)")
            let total = decoded.durations.reduce(0, +)
            let rendered = Double(pngs.count) * 1000 / 60
            #expect(abs(Double(total) - rendered) <= 1, "the animation lasts as the frames did: \(total) ms for \(pngs.count) frames at 60 Hz")

            var start = 0
            for (k, duration) in decoded.durations.enumerated() {
                defer { start += duration }
                let shown = try #require(Snapshot(png: directory + String(format: "/apng-%03d.png", k)), "APNG frame \(k)")
                // The frame on screen at `start` ms (frames at n / 60 s; a start is rounded to
                // the millisecond, so it may be up to half of one early): exactly its pixels.
                let index = min(pngs.count - 1, Int((Double(start) + 0.5) * 60 / 1000))
                let expected = try #require(Snapshot(png: frames + "/" + pngs[index]))
                let agreement = shown.agreement(with: expected, in: (0..<390, 0..<844), tolerance: 1)
                #expect(agreement > 0.9999, "APNG frame \(k) at \(start) ms shows \(pngs[index]) (agreement \(agreement))")
            }
        }
    }

    @Test("--export-apng mistakes: not a .png name, an unwritable path, or headless with nothing to record: the reason, exit 2",
          arguments: [(["--export-apng", "drag.gif"], "--export-apng drag.gif: the animation is an animated PNG; name it FILE.png"),
                      (["--headless", "--scene", "sheet", "--export-apng", "/proc/drag.png"], "--export-apng /proc/drag.png: cannot write there"),
                      (["--headless", "--export-apng", "tour.apng"], "--export-apng with --headless records one drag: name the scene")])
    func exportAPNGMistakes(_ arguments: [String], _ message: String) async throws {
        let app = try AppLaunch.start(Self.app, arguments, display: nil)
        let status = try await app.waitForExit(timeout: .seconds(30))
        #expect(status == .exited(2), "\(arguments): \(app.diagnostics)")
        #expect(app.standardError.contains(message), "\(arguments): \(app.diagnostics)")
    }
}
