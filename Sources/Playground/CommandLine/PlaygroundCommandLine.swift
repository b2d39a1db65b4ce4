import Foundation
import UIKit

/// What the playground was asked to do, checked: the options, the scene they name and the
/// script they load.
@MainActor
struct PlaygroundLaunch {
    let options: PlaygroundOptions
    /// The scene to open; nil: the home screen.
    let scene: SceneDescriptor?
    /// The steps of `--script`, loaded and checked.
    let script: [DragStep]?
}

/// The playground's command line: its usage text, and the checks that run before any window
/// opens (a mistake exits with status 2 and says what is wrong; `--help` and `--list` print
/// and exit with status 0).
@MainActor
enum PlaygroundCommandLine {
    static let usage = """
        usage: Playground [--scene NAME] [--script FILE | --record FILE] [--export-gif FILE.gif]
                          [--export-apng FILE.png] [--screen-size WxH] [--scale S]
               Playground --headless [--scene NAME] [--script FILE] [--frames N] [--output DIR]
                          [--contact-sheet FILE.png] [--export-gif FILE.gif] [--export-apng FILE.png]
                          [--screen-size WxH] [--scale S]
               Playground --list | --help | --scene NAME --demo-script

          --scene NAME           open a scene instead of the home screen (names: --list)
          --script FILE          replay a scripted drag: in the window, or headless with --headless
          --record FILE          write your drags in the window into FILE as a script
          --headless             no window: render the scene's demo drag (or --script) as PNG files;
                                 with no scene, every scene's demo and a contact sheet each
          --frames N             headless: render N frames (default: until the animation has ended)
          --output DIR           headless: where the frames go (default out/frames; old frames are removed)
          --contact-sheet FILE.png  headless: also write a grid of the frames as one PNG
          --export-gif FILE.gif  write the drag as an animated GIF at the frames' real timing:
                                 headless, the rendered frames; in the window, each drag (from
                                 the press until the screen is still), written when the app quits
          --export-apng FILE.png the same as an animated PNG: full colour, millisecond timing
          --screen-size WxH      the window's size in points (default 390x844)
          --scale S              device pixels per point (default: from Xft.dpi, else 1);
                                 size × scale: at most 16384 device pixels a side
          -AppleTextDirection YES, -NSForceRightToLeftWritingDirection YES
                                 lay the app out right to left, as Xcode's right-to-left
                                 pseudolanguage does (or UIKIT_LAYOUT_DIRECTION=rtl)
          --demo-script          print the scene's demo drag as a script (a start for your own)
          --list                 list the scenes
          --help                 show this help

        A script has one step a line: press X Y, move X Y SECONDS, hold SECONDS, release, escape
        (points and seconds; # starts a comment). See docs/playground.md.
        """

    /// The exit status of a usage error (as the issue asks; swift-argument-parser would use 64).
    static let usageStatus: Int32 = 2

    /// Reads the process's command line; exits for `--help`, `--list` and mistakes.
    static func launch(arguments: [String] = CommandLine.arguments,
                       environment: [String: String] = ProcessInfo.processInfo.environment) -> PlaygroundLaunch {
        let scenes = SceneDescriptor.all
        let options: PlaygroundOptions
        do {
            options = try PlaygroundOptions(arguments: arguments, environment: environment)
            if options.help { say(usage); exit(0) }
            try options.checkScene(among: scenes.map(\.id))
        } catch {
            fail("error: \(error.message)\n\n\(usage)")
        }
        if options.list {
            say(sceneList(scenes))
            exit(0)
        }
        let scene = scenes.first { $0.id == options.scene }
        if options.demoScript, let scene {
            say(DragScript.format(scene.setUp + scene.finishingDrag, header: [
                "\(scene.title): the scene's set-up, then its finishing drag (points on a 390x844 screen)",
                "replay: Playground --scene \(scene.id) --script FILE [--headless]",
            ]), terminator: "")
            exit(0)
        }
        var script: [DragStep]?
        if let path = options.script {
            do {
                script = try DragScript.load(path: path)
            } catch .line(let error) {
                fail("error: \(error)\na script line is one of: press X Y | move X Y SECONDS | hold SECONDS | release | escape")
            } catch {
                fail("error: \(error)")
            }
            if script?.isEmpty == true {
                say("note: \(path) has no steps; showing the \(scene == nil ? "home screen" : "scene") as it opens")
            }
        }
        do {
            try checkOutputs(options)
        } catch {
            fail("error: \(error.message)")
        }
        return PlaygroundLaunch(options: options, scene: scene, script: script)
    }

    /// Checks that every file the run will write can be written, before anything opens.
    static func checkOutputs(_ options: PlaygroundOptions) throws(PlaygroundOptions.UsageError) {
        if let path = options.record { try WritablePath.checkFile(path, option: "--record") }
        if let path = options.contactSheet { try WritablePath.checkFile(path, option: "--contact-sheet") }
        for export in options.animationExports { try WritablePath.checkFile(export.path, option: export.format.option) }
        if options.headless { try WritablePath.checkDirectory(options.output, option: "--output") }
    }

    /// One line a scene: its name for `--scene`, its title and what it teaches.
    static func sceneList(_ scenes: [SceneDescriptor]) -> String {
        let width = (scenes.map(\.id.count).max() ?? 0) + 2
        return scenes.map { scene in
            scene.id.padding(toLength: width, withPad: " ", startingAt: 0) + scene.title + ": " + scene.summary
        }.joined(separator: "\n")
    }

    /// Writes a line on standard output at once (unbuffered: a test or a pipe sees it while
    /// the window is open).
    nonisolated static func say(_ text: String, terminator: String = "\n") {
        FileHandle.standardOutput.write(Data((text + terminator).utf8))
    }

    /// Prints `message` on standard error and exits with the usage status.
    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(usageStatus)
    }
}
