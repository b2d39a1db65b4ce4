import Foundation

/// How the process asked the app to run: read once from the command line and environment.
///
/// Recognised (anything else is left to the app):
/// - `--screen-size WxH` or `UIKIT_SCREEN_SIZE=WxH`: the screen size in points (default 390x844);
/// - `--scale S` or `UIKIT_SCALE=S`: device pixels per point (default: `Xft.dpi`/96, else 1);
/// - `--headless` or `UIKIT_HEADLESS=1`: no window; render frames into PNG files instead;
/// - `--frames N` (headless, default 1) and `--output DIR` (headless, default `frames`);
/// - `UIKIT_INTERFACE_STYLE=dark|light`: the screen's interface style, in place of the
///   desktop's (see `DesktopAppearance`);
/// - `-AppleTextDirection YES` or `-NSForceRightToLeftWritingDirection YES` (the arguments
///   Xcode passes for its right-to-left pseudolanguage), or `UIKIT_LAYOUT_DIRECTION=rtl|ltr`:
///   the app's layout direction (default left to right: like an iOS app without a
///   right-to-left localization, the app does not follow the desktop's language).
package struct LaunchOptions: Sendable {
    package var screenSize = CGSize(width: 390, height: 844)
    /// Whether the size was asked for (`--screen-size`, `UIKIT_SCREEN_SIZE`): a device's shape
    /// the window keeps when resized.
    package var screenSizeWasGiven = false
    package var scale: CGFloat?
    package var headless = false
    package var frames = 1
    package var outputDirectory = "frames"
    /// The interface style asked for (`UIKIT_INTERFACE_STYLE`); nil: the desktop's.
    package var interfaceStyle: UIUserInterfaceStyle?
    /// The app's layout direction (`UIApplication.userInterfaceLayoutDirection`).
    package var layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    /// One line per option that could not be used, printed as warnings at launch.
    package var problems: [String] = []

    /// The options of this process.
    package static let current = LaunchOptions(arguments: CommandLine.arguments,
                                               environment: ProcessInfo.processInfo.environment)

    package init() {}

    package init(arguments: [String], environment: [String: String]) {
        if let s = environment["UIKIT_SCREEN_SIZE"] { setSize(s, from: "UIKIT_SCREEN_SIZE") }
        if let s = environment["UIKIT_SCALE"] { setScale(s, from: "UIKIT_SCALE") }
        if let h = environment["UIKIT_HEADLESS"], h == "1" || h.lowercased() == "true" { headless = true }
        if let s = environment["UIKIT_INTERFACE_STYLE"] {
            switch s.lowercased() {
            case "dark": interfaceStyle = .dark
            case "light": interfaceStyle = .light
            case "": break
            default: problems.append("UIKIT_INTERFACE_STYLE expects dark or light, not '\(s)'; using the desktop's style")
            }
        }
        if let s = environment["UIKIT_LAYOUT_DIRECTION"] {
            switch s.lowercased() {
            case "rtl", "righttoleft", "right-to-left": layoutDirection = .rightToLeft
            case "ltr", "lefttoright", "left-to-right", "": layoutDirection = .leftToRight
            default: problems.append("UIKIT_LAYOUT_DIRECTION expects rtl or ltr, not '\(s)'; laying out left to right")
            }
        }
        var i = 1
        func value(_ name: String) -> String? {
            // Accept both `--name value` and `--name=value`.
            let arg = arguments[i]
            if arg.hasPrefix(name + "=") { return String(arg.dropFirst(name.count + 1)) }
            guard i + 1 < arguments.count else { problems.append("\(name) needs a value"); return nil }
            i += 1
            return arguments[i]
        }
        while i < arguments.count {
            let arg = arguments[i]
            let name = arg.split(separator: "=", maxSplits: 1).first.map(String.init) ?? arg
            switch name {
            case "--screen-size": if let v = value(name) { setSize(v, from: name) }
            case "--scale": if let v = value(name) { setScale(v, from: name) }
            case "--headless": headless = true
            case "--frames":
                if let v = value(name) {
                    if let n = Int(v), n >= 1, n <= 100_000 { frames = n }
                    else { problems.append("--frames expects a whole number from 1 to 100000, not '\(v)'; using \(frames)") }
                }
            case "--output": if let v = value(name) { outputDirectory = v }
            case "-AppleTextDirection", "-NSForceRightToLeftWritingDirection":
                // Xcode's "Right-to-Left Pseudolanguage" passes both, each with YES.
                if let v = value(name) {
                    switch v.lowercased() {
                    case "yes", "true", "1": layoutDirection = .rightToLeft
                    case "no", "false", "0": break
                    default: problems.append("\(name) expects YES or NO, not '\(v)'")
                    }
                }
            default: break
            }
            i += 1
        }
        if let scale, let problem = Self.pixelSizeProblem(size: screenSize, scale: scale) {
            problems.append(problem + "; using scale 1")
            self.scale = 1
        }
    }

    /// The most device pixels a side of the screen may have: half Cairo's 32,767-pixel image
    /// limit, which leaves room for what the renderer draws past the screen (shadows, blur).
    package static let maximumPixelSide = 16_384

    /// Why a screen of `size` points at `scale` cannot be drawn (a side over
    /// ``maximumPixelSide`` device pixels), or nil when it can.
    ///
    ///     LaunchOptions.pixelSizeProblem(size: CGSize(width: 8191, height: 844), scale: 4)
    ///     // "--screen-size 8191x844 at --scale 4 is 32764x3376 device pixels; a side can have at most 16384 …"
    package static func pixelSizeProblem(size: CGSize, scale: CGFloat) -> String? {
        let w = (size.width * scale).rounded(), h = (size.height * scale).rounded()
        guard w > CGFloat(maximumPixelSide) || h > CGFloat(maximumPixelSide) else { return nil }
        func number(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%g", Double(v)) }
        return "--screen-size \(number(size.width))x\(number(size.height)) at --scale \(number(scale)) is "
            + "\(Int(w))x\(Int(h)) device pixels; a side can have at most \(maximumPixelSide) "
            + "(choose a smaller size or scale)"
    }

    private mutating func setSize(_ text: String, from source: String) {
        let parts = text.lowercased().split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 >= 16 && $0 <= 8192 }) else {
            problems.append("\(source) expects WIDTHxHEIGHT in points from 16 to 8192 (e.g. 390x844), not '\(text)'; using \(Int(screenSize.width))x\(Int(screenSize.height))")
            return
        }
        screenSize = CGSize(width: parts[0], height: parts[1])
        screenSizeWasGiven = true
    }

    private mutating func setScale(_ text: String, from source: String) {
        guard let s = Double(text), s >= 0.5, s <= 4 else {
            problems.append("\(source) expects a scale from 0.5 to 4 (e.g. 2), not '\(text)'")
            return
        }
        scale = CGFloat(s)
    }
}
