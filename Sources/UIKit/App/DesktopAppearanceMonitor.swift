import Foundation

/// Follows the desktop's colour-scheme setting while the app runs.
///
/// One long-lived child, `gsettings monitor org.gnome.desktop.interface color-scheme`, prints a
/// line (`color-scheme: 'prefer-dark'`) each time the setting changes. The app's loop watches
/// the child's output descriptor with the X connection's (a dispatch read source wakes it) and
/// reads what arrived without blocking: no subprocess per frame, no polling, no sleep. When the
/// child ends (no GNOME settings, the session ends) the app keeps the style it has.
///
/// The child must not outlive the app (`gsettings monitor` would only notice at its next
/// change), even when the app is killed: it runs under a small `sh` that holds the read end of
/// a pipe whose write end only the app has, and ends the monitor when that pipe closes — on
/// ``stop()``, or when the app's process ends in any way.
///
/// The screen then changes its style cross-faded over 0.3 s, as the playground's `d` key
/// switches a window (``UIScreen/followDesktopAppearance(_:)``).
@MainActor
package final class DesktopAppearanceMonitor {
    /// The descriptor to watch: readable when a change (or the end of the child) arrived.
    package let fileDescriptor: Int32
    /// Whether the output ended (the child exited): nothing more will come.
    package private(set) var isFinished = false
    private var pending: [UInt8] = []
    /// The child's output and its lifeline (closing the latter ends the child).
    private let output: Pipe?
    private var lifeline: Pipe?

    /// Reads changes from `fileDescriptor` (made non-blocking). Tests pass the read end of a
    /// pipe they write to.
    package init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
        output = nil
        _ = fcntl(fileDescriptor, F_SETFL, fcntl(fileDescriptor, F_GETFL) | O_NONBLOCK)
    }

    private init(output: Pipe, lifeline: Pipe) {
        self.output = output
        self.lifeline = lifeline
        fileDescriptor = output.fileHandleForReading.fileDescriptor
        _ = fcntl(fileDescriptor, F_SETFL, fcntl(fileDescriptor, F_GETFL) | O_NONBLOCK)
    }

    /// Ends the child (its output then ends too).
    package func stop() {
        try? lifeline?.fileHandleForWriting.close()
        lifeline = nil
    }

    /// Starts `gsettings monitor` with `environment`; nil when `GTK_THEME` forces dark (the
    /// setting does not count then), `gsettings` is not on the `PATH`, or it cannot start.
    package static func gsettings(environment: [String: String] = ProcessInfo.processInfo.environment) -> DesktopAppearanceMonitor? {
        guard !DesktopAppearance.isForcedDark(environment),
              let tool = DesktopAppearance.gsettingsTool(environment: environment) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // `read` returns when the app closes the lifeline (or ends); then the monitor is ended,
        // with SIGKILL: an app's children inherit its ignored SIGTERM (the run loop ignores it).
        process.arguments = ["-c", "\"$0\" monitor org.gnome.desktop.interface color-scheme & read _; kill -KILL $! 2>/dev/null", tool]
        process.environment = environment
        let output = Pipe(), lifeline = Pipe()
        // Only this child may hold the lifeline: another child holding it would keep the monitor alive.
        for handle in [lifeline.fileHandleForWriting, output.fileHandleForReading] {
            _ = fcntl(handle.fileDescriptor, F_SETFD, FD_CLOEXEC)
        }
        process.standardInput = lifeline
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        try? lifeline.fileHandleForReading.close()   // the child has its copy
        try? output.fileHandleForWriting.close()     // so that the end of the child is an end of file here
        return DesktopAppearanceMonitor(output: output, lifeline: lifeline)
    }

    /// Reads what arrived, without blocking, and returns the style of the last complete line,
    /// or nil when no complete line arrived since the last call.
    package func readChanges() -> UIUserInterfaceStyle? {
        guard !isFinished else { return nil }
        var chunk = [UInt8](repeating: 0, count: 512)
        while true {
            let count = read(fileDescriptor, &chunk, chunk.count)
            if count > 0 { pending += chunk.prefix(count); continue }
            if count < 0 && errno == EINTR { continue }
            if count == 0 { isFinished = true }   // end of file; EAGAIN: nothing more for now
            break
        }
        guard let lastNewline = pending.lastIndex(of: 0x0A) else { return nil }
        let lines = pending[..<lastNewline].split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
        pending.removeSubrange(...lastNewline)
        // Only lines that carry a quoted value count (gsettings prints nothing else, but a
        // stray line must not switch the app to light).
        return lines.last { $0.contains("'") }.map(DesktopAppearance.style(ofColorScheme:))
    }
}

extension UIScreen {
    /// Takes the desktop's new style: the screen's front-most app window cross-fades to it over
    /// 0.3 s (`UIView.transition(with:duration:options:)` with `.transitionCrossDissolve`, as
    /// an app switches its appearance); nothing happens when the style is already the screen's.
    package func followDesktopAppearance(_ style: UIUserInterfaceStyle) {
        guard style != .unspecified, style != systemUserInterfaceStyle else { return }
        guard let window = windows.last(where: { !($0 is StatusBarWindow) }) else {
            systemUserInterfaceStyle = style
            return
        }
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve) {
            self.systemUserInterfaceStyle = style
        }
    }
}
