import Foundation

/// Whether the desktop prefers a light or dark appearance: read when the app launches, then
/// followed while it runs (``DesktopAppearanceMonitor``).
///
/// Sources, first match wins:
/// 1. `GTK_THEME` ending in `:dark` (GTK's way to ask one app for a dark theme) → dark, for
///    the whole run;
/// 2. the freedesktop colour-scheme setting, as GNOME stores it:
///    `gsettings get org.gnome.desktop.interface color-scheme` answering `'prefer-dark'` → dark,
///    anything else (`'default'`, `'prefer-light'`) → light;
/// 3. light (no GNOME settings, or `gsettings` missing or not answering within a second).
///
/// `UIKIT_INTERFACE_STYLE=dark|light` (see `LaunchOptions`) takes precedence over all of them,
/// and then the desktop is not followed.
package enum DesktopAppearance {
    /// The desktop's style, from this process's environment and `gsettings`.
    package static func current() -> UIUserInterfaceStyle {
        let environment = ProcessInfo.processInfo.environment
        return style(environment: environment) { gsettingsColorScheme(environment: environment) }
    }

    /// The style for an environment and a colour-scheme reader (a seam for tests).
    package static func style(environment: [String: String], colorScheme: () -> String?) -> UIUserInterfaceStyle {
        if isForcedDark(environment) { return .dark }
        guard let scheme = colorScheme() else { return .light }
        return style(ofColorScheme: scheme)
    }

    /// Whether `GTK_THEME` asks for a dark theme (the desktop's setting then does not count).
    package static func isForcedDark(_ environment: [String: String]) -> Bool {
        environment["GTK_THEME"]?.lowercased().hasSuffix(":dark") == true
    }

    /// The style of a colour-scheme value as gsettings prints it (`'prefer-dark'`, or a
    /// monitor's `color-scheme: 'prefer-dark'`).
    package static func style(ofColorScheme text: String) -> UIUserInterfaceStyle {
        let value = text.split(separator: ":").last.map(String.init) ?? text
        return value.trimmingCharacters(in: CharacterSet(charactersIn: "' \n\"")) == "prefer-dark" ? .dark : .light
    }

    /// The path of `gsettings` on the environment's `PATH`, if any.
    package static func gsettingsTool(environment: [String: String]) -> String? {
        let paths = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/gsettings" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The answer of `gsettings get org.gnome.desktop.interface color-scheme`, or nil when
    /// `gsettings` is not on the `PATH`, fails, or takes longer than a second. It waits in
    /// `poll()` on the child's output, once, at launch.
    package static func gsettingsColorScheme(environment: [String: String]) -> String? {
        guard let tool = gsettingsTool(environment: environment) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["get", "org.gnome.desktop.interface", "color-scheme"]
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let descriptor = output.fileHandleForReading.fileDescriptor
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 256)
        var waiter = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        // Until the end of the output; a second without a byte is a child that hangs.
        while true {
            let ready = poll(&waiter, 1, 1000)
            if ready == 0 {
                process.terminate()
                return nil
            }
            if ready < 0 { if errno == EINTR { continue } else { break } }
            let count = read(descriptor, &chunk, chunk.count)
            if count > 0 { bytes += chunk.prefix(count); continue }
            if count < 0 && errno == EINTR { continue }
            break   // the end of the output
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
