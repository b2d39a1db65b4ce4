import Foundation
import Testing
import TestExpectations

/// The `Playground` executable as a user runs it: its command line, its window under a private
/// Xvfb, and headless rendering into PNG files.
@Suite(.timeLimit(.minutes(1)))
struct PlaygroundProcessTests {
    static let app = "Playground"

    @Test("--help prints the usage and exits 0")
    func help() async throws {
        let app = try AppLaunch.start(Self.app, ["--help"], display: nil)
        let status = try await app.waitForExit(timeout: .seconds(20))
        #expect(status == .exited(0), "\(app.diagnostics)")
        #expect(app.output(1).lowercased().contains("usage"), "\(app.diagnostics)")
    }

    @Test("an unknown option: `unknown option` and the usage, exit status 2")
    func unknownOption() async throws {
        let app = try AppLaunch.start(Self.app, ["--bogus"], display: nil)
        let status = try await app.waitForExit(timeout: .seconds(20))
        #expect(status == .exited(2), "\(app.diagnostics)")
        #expect(app.output(2).contains("unknown option '--bogus'"), "\(app.diagnostics)")
        #expect(app.output(2).lowercased().contains("usage"), "\(app.diagnostics)")
    }

    @Test("under X: a 390×844 window on the grouped background that closes cleanly on WM_DELETE_WINDOW")
    func window() async throws {
        // The screen must hold the whole window: the server reads back only what is on screen.
        try await withXServer(width: 600, height: 900) { server, observer in
            let app = try AppLaunch.start(Self.app, ["--screen-size", "390x844"], display: server.displayName)
            let window = try #require(try await observer.waitForWindow(titled: Self.app, timeout: .seconds(20)),
                                      "no Playground window: \(app.diagnostics)")
            #expect(observer.geometry(of: window) == .init(x: 0, y: 0, width: 390, height: 844))

            let grouped = RGB(242, 242, 247)   // UIColor.systemGroupedBackground (light)
            // (388, 5): the top right corner, clear of the cards and their shadows.
            let seen = try await observer.waitForPixels(of: window, [(388, 5, grouped)], tolerance: 2)
            expectNear(seen[0]?.components, grouped.components, tolerance: 2,
                       "(388, 5) shows \(seen[0].map(\.description) ?? "nothing"), not \(grouped)")

            #expect(observer.protocols(of: window).contains("WM_DELETE_WINDOW"))
            let sent = ContinuousClock.now
            observer.sendDeleteWindow(to: window)
            let status = try await app.waitForExit(timeout: .seconds(10))
            let took = (app.exitNoticed ?? .now) - sent
            timing("playground close: exit \(took.seconds) s after WM_DELETE_WINDOW")
            #expect(status == .exited(0), "\(app.diagnostics)")
            #expect(took < .seconds(2), "exiting took \(took)")
        }
    }

    @Test("--headless --frames 3 --output DIR writes frame-0001…0003.png and exits 0")
    func headlessFrames() async throws {
        let directory = NSTemporaryDirectory() + "app-process-tests-\(getpid())-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let app = try AppLaunch.start(Self.app, ["--headless", "--frames", "3", "--output", directory], display: nil)
        let status = try await app.waitForExit(timeout: .seconds(30))
        #expect(status == .exited(0), "\(app.diagnostics)")

        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory).sorted()) ?? []
        #expect(files == ["frame-0001.png", "frame-0002.png", "frame-0003.png"], "\(app.diagnostics)")
        for file in files {
            let size = pngSize(directory + "/" + file)
            #expect(size?.width == 390 && size?.height == 844, "\(file) is a 390×844 PNG (default screen, scale 1): \(String(describing: size))")
        }
    }

    /// Width and height from a PNG file's IHDR chunk, or nil if it is not a PNG.
    private func pngSize(_ path: String) -> (width: Int, height: Int)? {
        guard let data = FileManager.default.contents(atPath: path), data.count >= 24 else { return nil }
        let bytes = [UInt8](data.prefix(24))
        guard bytes.prefix(8) == [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
        func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (bigEndian(16), bigEndian(20))
    }
}
