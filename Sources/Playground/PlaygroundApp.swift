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
    private var pointerBack: PointerBackNavigation?
    private var animationRecorders: [LiveAnimationRecorder] = []
    private var inspectorWheel: InspectorWheel?

    override init() {
        launch = PlaygroundCommandLine.launch()   // exits on --help, --list and mistakes
        super.init()
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // The scenes lay themselves out from the window's top edge (they were made before the
        // library drew a status bar): hide it app-wide, as an iOS app that draws edge to edge
        // does with `UIViewControllerBasedStatusBarAppearance = NO` and `UIStatusBarHidden`.
        application.statusBarHiddenByApplication = UIStatusBarAnimation.none
        if launch.options.headless { runHeadless() }

        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = makeRoot(scene: launch.scene)
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        PlaygroundWindow.setIcon()
        if let scene = launch.scene { PlaygroundContainerViewController.openScene(scene, in: root) }
        if let container = root as? PlaygroundContainerViewController {
            pointerBack = PointerBackNavigation { [weak container] in container?.keyHandler.perform(.back) }
            pointerBack?.attach()
            inspectorWheel = InspectorWheel(inspector: container.inspector) { [weak container] in container?.panelStart }
            inspectorWheel?.attach()
        }

        if let path = launch.options.record {
            let size = UIScreen.main.bounds.size
            recording = ScriptRecording(path: path, header: [
                "recorded by Playground\(sceneArgument) on a \(Int(size.width))x\(Int(size.height)) screen",
                "replay: Playground\(sceneArgument) --script \(path)   (add --headless for PNG frames)",
            ])
            PlaygroundCommandLine.say("recording your drags into \(path)")
        }
        if let driver = UIApplication.shared.screenDriver {
            for export in launch.options.animationExports {
                animationRecorders.append(LiveAnimationRecorder(driver: driver, path: export.path, format: export.format))
                let kind = export.format == .gif ? "an animated GIF" : "an animated PNG"
                PlaygroundCommandLine.say("recording each drag as \(kind); it is written to \(export.path) when you quit")
            }
        }
        if let steps = launch.script, let path = launch.options.script {
            player = LiveScriptPlayer(steps, name: path)
            player?.start()
        }
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) {
        recording?.save()
        for recorder in animationRecorders { recorder.save() }
    }

    /// The window's root: the home screen inside the inspector's container.
    private func makeRoot(scene: SceneDescriptor?) -> UIViewController {
        PlaygroundContainerViewController(content: HomeViewController(context: context), context: context)
    }

    private var sceneArgument: String { launch.scene.map { " --scene \($0.id)" } ?? "" }

    /// Renders the frames of `--headless` and exits: the script, or the scene's finishing drag
    /// after its set-up, on a headless screen of the launch size. Without a scene or a script
    /// (what `scripts/launch.sh` runs when there is no display) it renders every scene's demo.
    private func runHeadless() -> Never {
        let options = launch.options
        do {
            if launch.scene == nil && launch.script == nil && options.frames == nil {
                try renderTour()
            } else {
                try render(scene: launch.scene, steps: launch.script, into: options.output,
                           contactSheet: options.contactSheet)
            }
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(1)
        }
        exit(0)
    }

    /// Renders one run into `directory`: the script, or the scene's demo (its set-up off camera,
    /// then its finishing drag), or the home screen; then the contact sheet if asked.
    private func render(scene: SceneDescriptor?, steps script: [DragStep]?, into directory: String,
                        contactSheet: String?) throws {
        let options = launch.options
        let steps = script ?? scene?.finishingDrag ?? []
        var session = HeadlessSession(makeRoot: { [unowned self] in makeRoot(scene: scene) },
                                      rootShown: { root in scene.map { PlaygroundContainerViewController.openScene($0, in: root) } },
                                      steps: steps,
                                      size: LaunchOptions.current.screenSize, scale: LaunchOptions.current.scale ?? 1,
                                      frames: options.frames, outputDirectory: directory)
        if script == nil, let scene { session.preparation = scene.setUp }
        let result = try session.run()
        if result.removedStaleFrames > 0 {
            PlaygroundCommandLine.say("removed \(result.removedStaleFrames) frame\(result.removedStaleFrames == 1 ? "" : "s") of an earlier run from \(directory)/")
        }
        let count = result.paths.count
        PlaygroundCommandLine.say("wrote \(count) frame\(count == 1 ? "" : "s") to \(directory)/"
              + (steps.isEmpty ? "" : String(format: " (a %.2f s drag from frame 2)", result.scriptDuration)))
        if result.stillAnimating {
            PlaygroundCommandLine.say("note: the last frame still animates; pass a larger --frames to see the end")
        }
        if let path = contactSheet {
            let sheet = ContactSheet(frames: result.paths)
            try sheet.write(to: path)
            PlaygroundCommandLine.say("wrote the contact sheet \(path) (\(sheet.shownIndices.count) frames)")
        }
        for (format, path) in options.animationExports {
            // The headless frames are 1/60 s apart (the manual clock's frame rate).
            let frameRate = HeadlessSession.defaultFrameRate
            let animation = try LiveAnimationRecorder.animation(ofFrames: result.paths, interval: 1 / frameRate, format: format)
            try LiveAnimationRecorder.write(animation.data, to: path)
            PlaygroundCommandLine.say(String(format: "wrote the animation %@ (%d frames, %.2f s)", path, animation.frames,
                                             Double(result.paths.count) / frameRate))
        }
    }

    /// Every scene's demo drag, each into `OUTPUT/<scene>/` with a contact sheet
    /// `OUTPUT/<scene>.png`: what a person without a display wants to see of the playground.
    private func renderTour() throws {
        let output = launch.options.output
        PlaygroundCommandLine.say("no scene named: rendering each scene's demo drag into \(output)/")
        for scene in SceneDescriptor.all {
            try WritablePath.checkDirectory(output + "/" + scene.id, option: "--output")
            try render(scene: scene, steps: nil, into: output + "/" + scene.id, contactSheet: output + "/" + scene.id + ".png")
        }
        PlaygroundCommandLine.say("open the contact sheets \(output)/<scene>.png to see each transition at a glance")
    }
}
