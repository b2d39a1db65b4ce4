import Foundation
import UIKit

/// What the playground was asked to do, read from its command line.
///
/// The parser is hand-written rather than built on swift-argument-parser: the playground must
/// exit with status 2 on a usage error (that package exits 64, `EX_USAGE`), it must let the
/// library's own options (`--screen-size`, `--scale`, `--headless`, `--frames`, `--output`, and
/// Xcode's right-to-left arguments `-AppleTextDirection YES`) through with the library's spelling, and the whole grammar is a dozen options of the form
/// `--name`, `--name VALUE` or `--name=VALUE`: about a hundred lines, and no package to build.
///
///     let options = try PlaygroundOptions(arguments: ["Playground", "--scene", "navigation", "--headless"])
///     options.scene      // "navigation"
///     options.headless   // true
struct PlaygroundOptions: Equatable {
    /// The scene to open (an id of `SceneDescriptor.all`); nil: the home screen.
    var scene: String?
    /// No window: render PNG frames (`--headless` or `UIKIT_HEADLESS=1`).
    var headless = false
    /// Headless: how many frames; nil: until the scripted drag and its animation are over.
    var frames: Int?
    /// Headless: where the frames go.
    var output = "out/frames"
    /// Headless: a PNG to write with a grid of the frames.
    var contactSheet: String?
    /// Where to write the drag as an animated GIF.
    var exportGIF: String?
    /// Where to write the drag as an animated PNG.
    var exportAPNG: String?

    /// The animations to write, each with its format.
    var animationExports: [(format: AnimationFormat, path: String)] {
        [(AnimationFormat.gif, exportGIF), (.apng, exportAPNG)].compactMap { format, path in path.map { (format, $0) } }
    }
    /// A script to replay.
    var script: String?
    /// A file to record the user's drags into.
    var record: String?
    /// Print the scenes and exit.
    var list = false
    /// Print the scene's demo (its set-up and finishing drag) as a script and exit.
    var demoScript = false
    /// Print the usage and exit.
    var help = false
    /// `--screen-size` (points), checked here and applied by the library; nil: not given.
    var screenSize: CGSize?
    /// `--scale`, checked here and applied by the library; nil: not given.
    var scale: CGFloat?

    /// A mistake on the command line: the message says what is wrong (the usage follows it).
    struct UsageError: Error, Equatable, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// Options that take a value, and flags.
    private static let valued: Set = ["--scene", "--frames", "--output", "--contact-sheet", "--export-gif", "--export-apng", "--script", "--record",
                                      "--screen-size", "--scale", "-AppleTextDirection", "-NSForceRightToLeftWritingDirection"]
    private static let flags: Set = ["--headless", "--list", "--demo-script", "--help", "-h"]

    init() {}

    /// Reads `arguments` (the first is the program's name). `environment` is consulted for
    /// `UIKIT_HEADLESS`, which the library honours too.
    init(arguments: [String], environment: [String: String] = [:]) throws(UsageError) {
        if let value = environment["UIKIT_HEADLESS"], value == "1" || value.lowercased() == "true" { headless = true }
        var i = 1
        while i < arguments.count {
            let argument = arguments[i]
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            if Self.flags.contains(name) {
                guard parts.count == 1 else { throw UsageError(message: "\(name) takes no value") }
                switch name {
                case "--headless": headless = true
                case "--list": list = true
                case "--demo-script": demoScript = true
                default: help = true
                }
            } else if Self.valued.contains(name) {
                let value: String
                if parts.count == 2 {
                    value = String(parts[1])
                } else if i + 1 < arguments.count {
                    i += 1
                    value = arguments[i]
                } else {
                    throw UsageError(message: "\(name) needs a value")
                }
                try set(name, value)
            } else if argument.hasPrefix("-") {
                throw UsageError(message: "unknown option '\(argument)'")
            } else {
                throw UsageError(message: "unexpected argument '\(argument)'")
            }
            i += 1
        }
        // Each of --screen-size and --scale may be fine alone and too big together.
        let fromEnvironment = LaunchOptions(arguments: [], environment: environment)
        if let problem = LaunchOptions.pixelSizeProblem(size: screenSize ?? fromEnvironment.screenSize,
                                                        scale: scale ?? fromEnvironment.scale ?? 1) {
            throw UsageError(message: problem)
        }
        if contactSheet != nil && !headless {
            throw UsageError(message: "--contact-sheet works with --headless (it lays out the rendered frames)")
        }
        if demoScript && scene == nil {
            throw UsageError(message: "--demo-script prints a scene's demo drag: name the scene with --scene NAME")
        }
        if script != nil && record != nil {
            throw UsageError(message: "--script and --record are alternatives: replay a script, or record a new one")
        }
        if let contactSheet, (contactSheet as NSString).pathExtension.lowercased() != "png" {
            throw UsageError(message: "--contact-sheet \(contactSheet): the contact sheet is a PNG image; name it FILE.png")
        }
        if let exportGIF, (exportGIF as NSString).pathExtension.lowercased() != "gif" {
            throw UsageError(message: "--export-gif \(exportGIF): the animation is a GIF image; name it FILE.gif")
        }
        if let exportAPNG, !AnimationFormat.apng.fileExtensions.contains((exportAPNG as NSString).pathExtension.lowercased()) {
            throw UsageError(message: "--export-apng \(exportAPNG): the animation is an animated PNG; name it FILE.png (or FILE.apng)")
        }
        if let export = animationExports.first, headless && scene == nil && script == nil {
            throw UsageError(message: "\(export.format.option) with --headless records one drag: name the scene with --scene NAME (or give --script FILE)")
        }
        if record != nil && headless {
            throw UsageError(message: "--record records your drags in the window; it does not work with --headless")
        }
    }

    private mutating func set(_ name: String, _ value: String) throws(UsageError) {
        switch name {
        case "--scene": scene = value
        case "--frames":
            guard let n = Int(value), (1...100_000).contains(n) else {
                throw UsageError(message: "--frames expects a whole number from 1 to 100000, not '\(value)'")
            }
            frames = n
        case "--output": output = value
        case "--contact-sheet": contactSheet = value
        case "--export-gif": exportGIF = value
        case "--export-apng": exportAPNG = value
        case "--script": script = value
        case "--record": record = value
        default:
            // The library's own options: let it judge the value, but make a bad one an error here.
            let parsed = LaunchOptions(arguments: ["Playground", name, value], environment: [:])
            if let problem = parsed.problems.first {
                throw UsageError(message: problem.components(separatedBy: "; using").first ?? problem)
            }
            switch name {
            case "--screen-size": screenSize = parsed.screenSize
            case "--scale": scale = parsed.scale
            default: break   // the layout direction: the library reads it from the command line
            }
        }
    }

    /// Checks the scene's name against the playground's scenes.
    func checkScene(among ids: [String]) throws(UsageError) {
        guard let scene, !ids.contains(scene) else { return }
        throw UsageError(message: "unknown scene '\(scene)'; the scenes are: \(ids.joined(separator: ", "))")
    }
}
