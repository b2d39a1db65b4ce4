import Foundation
import Testing
import UIKit
import UIKitTesting

/// Following the desktop's light or dark setting: the monitor reads what its source wrote
/// without blocking (a pipe the test writes to stands for `gsettings monitor`), the screen
/// cross-fades to a new style, and a real `gsettings` on a private keyfile backend is followed.
@MainActor
@Suite struct DesktopAppearanceMonitorTests {
    /// A pipe: the monitor reads one end, the test writes the other.
    final class Source {
        var ends: [Int32] = [0, 0]
        init() { _ = pipe(&ends) }
        func write(_ text: String) { _ = text.utf8CString.withUnsafeBufferPointer { Glibc.write(ends[1], $0.baseAddress, $0.count - 1) } }
        func close() { _ = Glibc.close(ends[1]) }
        deinit { _ = Glibc.close(ends[0]) }
    }

    @Test("lines are read as they arrive, a partial line waits, the last line wins, stray lines are ignored, the end is noticed")
    func readsWithoutBlocking() {
        let source = Source()
        let monitor = DesktopAppearanceMonitor(fileDescriptor: source.ends[0])
        #expect(monitor.readChanges() == nil, "nothing written: returns at once with nothing")
        source.write("color-scheme: 'prefer-da")
        #expect(monitor.readChanges() == nil, "half a line is not a change")
        source.write("rk'\n")
        #expect(monitor.readChanges() == .dark)
        source.write("color-scheme: 'prefer-dark'\ncolor-scheme: 'default'\n")
        #expect(monitor.readChanges() == .light, "two changes at once: the last one counts")
        source.write("(gsettings:42): some warning\n")
        #expect(monitor.readChanges() == nil, "a line without a value changes nothing")
        #expect(!monitor.isFinished)
        source.close()
        #expect(monitor.readChanges() == nil)
        #expect(monitor.isFinished, "the child's end is seen, so the loop stops watching")
    }

    @Test("a new desktop style cross-fades the window over 0.3 s; the same style again does nothing")
    func crossFades() {
        let headless = HeadlessScreen(size: CGSize(width: 100, height: 100))
        let window = headless.makeWindow()
        window.backgroundColor = .systemBackground   // white in light, black in dark
        headless.renderFrame()
        #expect(headless.pixel(at: CGPoint(x: 50, y: 50))?.red == 255)

        headless.screen.followDesktopAppearance(.dark)
        headless.renderFrame()
        headless.run(for: 0.15)
        let middle = Int(headless.pixel(at: CGPoint(x: 50, y: 50))?.red ?? 0)
        #expect(middle > 60 && middle < 200, "half-way through the cross-fade: \(middle)")
        headless.run(for: 0.2)
        #expect(headless.pixel(at: CGPoint(x: 50, y: 50))?.red == 0, "dark at the end")
        #expect(window.traitCollection.userInterfaceStyle == .dark)

        headless.screen.followDesktopAppearance(.dark)
        #expect(!headless.isAnimating, "no fade when nothing changes")
    }

    nonisolated static let gsettings = DesktopAppearance.gsettingsTool(environment: ProcessInfo.processInfo.environment)

    @Test("a real gsettings on a private keyfile backend: the value at launch, then a change, are followed",
          .enabled(if: gsettings != nil, "gsettings is not installed"))
    func realGSettings() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("gsettings-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": home.path,
                           "XDG_CONFIG_HOME": home.path, "GSETTINGS_BACKEND": "keyfile"]
        func set(_ value: String) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try #require(Self.gsettings))
            process.arguments = ["set", "org.gnome.desktop.interface", "color-scheme", value]
            process.environment = environment
            try process.run()
            process.waitUntilExit()
        }
        try set("prefer-dark")
        #expect(DesktopAppearance.style(environment: environment) { DesktopAppearance.gsettingsColorScheme(environment: environment) } == .dark)

        let monitor = try #require(DesktopAppearanceMonitor.gsettings(environment: environment))
        // The monitor may not be listening yet when the first value is set: set it until it is
        // heard (each wait is a poll() on its output, at most 2 s).
        var heard: UIUserInterfaceStyle?
        for attempt in 0..<10 where heard != .light {
            try set(attempt % 2 == 0 ? "default" : "prefer-dark")
            var waiter = pollfd(fd: monitor.fileDescriptor, events: Int16(POLLIN), revents: 0)
            if poll(&waiter, 1, 2000) > 0, let style = monitor.readChanges() { heard = style }
        }
        #expect(heard == .light, "the change to 'default' reached the monitor")
        #expect(!monitor.isFinished)

        // Stopping ends the child: its output ends (no `gsettings monitor` is left behind).
        monitor.stop()
        var waiter = pollfd(fd: monitor.fileDescriptor, events: Int16(POLLIN), revents: 0)
        for _ in 0..<10 where !monitor.isFinished {
            _ = poll(&waiter, 1, 500)
            _ = monitor.readChanges()
        }
        #expect(monitor.isFinished, "the monitor's output ended after stop()")
    }
}
