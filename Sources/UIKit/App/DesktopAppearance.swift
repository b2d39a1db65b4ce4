import Foundation

/// Whether the desktop prefers a light or dark appearance, read once when the app launches.
///
/// Sources, first match wins:
/// 1. `GTK_THEME` ending in `:dark` (GTK's way to ask one app for a dark theme) → dark;
/// 2. the freedesktop colour-scheme setting, as GNOME stores it:
///    `gsettings get org.gnome.desktop.interface color-scheme` answering `'prefer-dark'` → dark,
///    anything else (`'default'`, `'prefer-light'`) → light;
/// 3. light (no GNOME settings, or `gsettings` missing or not answering within a second).
///
/// `UIKIT_INTERFACE_STYLE=dark|light` (see `LaunchOptions`) takes precedence over all of them.
/// Changes made on the desktop while the app runs are not followed.
package enum DesktopAppearance {
    /// The desktop's style, from this process's environment and `gsettings`.
    package static func current() -> UIUserInterfaceStyle {
        style(environment: ProcessInfo.processInfo.environment, colorScheme: gsettingsColorScheme)
    }

    /// The style for an environment and a colour-scheme reader (a seam for tests).
    package static func style(environment: [String: String], colorScheme: () -> String?) -> UIUserInterfaceStyle {
        if let theme = environment["GTK_THEME"], theme.lowercased().hasSuffix(":dark") { return .dark }
        guard let scheme = colorScheme() else { return .light }
        return scheme.trimmingCharacters(in: CharacterSet(charactersIn: "' \n\"")) == "prefer-dark" ? .dark : .light
    }

    /// The answer of `gsettings get org.gnome.desktop.interface color-scheme`, or nil when
    /// `gsettings` is not on the `PATH`, fails, or takes longer than a second.
    package static func gsettingsColorScheme() -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        guard let tool = paths.map({ "\($0)/gsettings" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["get", "org.gnome.desktop.interface", "color-scheme"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let deadline = Date().addingTimeInterval(1)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        guard !process.isRunning else { process.terminate(); return nil }
        guard process.terminationStatus == 0 else { return nil }
        return String(data: output.fileHandleForReading.readDataToEndOfFile(), encoding: .utf8)
    }
}
