// The TransitionPlayground app: a window with the home screen or one scene (`--scene`), inside
// the inspector's container; or, with `--headless`, PNG frames of a scene's demo drag. Its
// command line is checked in `init()`, before any window opens (see CommandLine/).
import UIKit

@main
final class PlaygroundAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let launch: PlaygroundLaunch
    private let context = PlaygroundContext()
    private var player: LiveScriptPlayer?
    private var recording: ScriptRecording?

    override init() {
        launch = PlaygroundCommandLine.launch()   // exits on --help, --list and mistakes
        super.init()
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        if launch.options.headless { runHeadless() }

        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = makeRoot()
        window.makeKeyAndVisible()
        self.window = window

        if let path = launch.options.record {
            let size = UIScreen.main.bounds.size
            recording = ScriptRecording(path: path, header: [
                "recorded by Playground\(sceneArgument) on a \(Int(size.width))x\(Int(size.height)) screen",
                "replay: Playground\(sceneArgument) --script \(path)   (add --headless for PNG frames)",
            ])
            PlaygroundCommandLine.say("recording your drags into \(path)")
        }
        if let steps = launch.script, let path = launch.options.script {
            player = LiveScriptPlayer(steps, name: path)
            player?.start()
        }
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) {
        recording?.save()
    }

    /// The window's root: the scene (or the home screen) inside the inspector's container.
    private func makeRoot() -> UIViewController {
        let content = launch.scene?.make(context) ?? HomeViewController(context: context)
        return PlaygroundContainerViewController(content: content, context: context)
    }

    private var sceneArgument: String { launch.scene.map { " --scene \($0.id)" } ?? "" }

    /// Renders the frames of `--headless` and exits: the script, or the scene's finishing drag
    /// after its set-up, on a headless screen of the launch size.
    private func runHeadless() -> Never {
        let options = launch.options
        // A script starts from the scene as it opens; the demo runs the scene's set-up off camera.
        let steps = launch.script ?? launch.scene?.finishingDrag ?? []
        var session = HeadlessSession(makeRoot: makeRoot, steps: steps, size: LaunchOptions.current.screenSize,
                                      scale: LaunchOptions.current.scale ?? 1, frames: options.frames,
                                      outputDirectory: options.output)
        if launch.script == nil, let scene = launch.scene { session.preparation = scene.setUp }
        do {
            let result = try session.run()
            let count = result.paths.count
            PlaygroundCommandLine.say("wrote \(count) frame\(count == 1 ? "" : "s") to \(options.output)/"
                  + (steps.isEmpty ? "" : String(format: " (a %.2f s script from frame 2)", result.scriptDuration)))
            if result.stillAnimating {
                PlaygroundCommandLine.say("note: the last frame still animates; pass a larger --frames to see the end")
            }
            if let path = options.contactSheet {
                let sheet = ContactSheet(frames: result.paths)
                try sheet.write(to: path)
                PlaygroundCommandLine.say("wrote the contact sheet \(path) (\(sheet.shownIndices.count) frames)")
            }
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(1)
        }
        exit(0)
    }
}
