import Testing
@testable import Playground
@testable import UIKitTesting
@testable import WindowSystem

/// `--scene NAME` opens the scene over the home screen, so it is no dead end: its Home button
/// and Backspace at its root both go home.
@MainActor
struct SceneLaunchTests {
    /// The playground's root as the app makes it for `--scene id`, on a 390 × 844 screen.
    private func launch(_ id: String) -> (HeadlessScreen, PlaygroundContainerViewController) {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let window = screen.makeWindow()
        let context = PlaygroundContext()
        let root = PlaygroundContainerViewController(content: HomeViewController(context: context), context: context)
        window.rootViewController = root
        PlaygroundContainerViewController.openScene(SceneDescriptor.all.first { $0.id == id }!, in: root)
        screen.renderFrame()
        return (screen, root)
    }

    @Test(arguments: ["navigation", "sheet", "zoom", "interruptible", "percent-driven"])
    func theSceneOpensWithAHomeButton(id: String) throws {
        let (screen, root) = launch(id)
        #expect(root.presentedViewController != nil, "the scene is shown at once")
        // The hint bar's Home button, bottom left: a white pill on the dark bar.
        let pill = try #require(screen.pixel(at: CGPoint(x: 40, y: 798)))
        #expect(pill.red > 230 && pill.green > 230 && pill.blue > 230, "a Home button at the bottom left: \(pill)")
        screen.press(at: CGPoint(x: 40, y: 798))
        screen.release()
        screen.run(for: 1)
        #expect(root.presentedViewController == nil, "Home goes to the home screen")
    }

    @Test func backspaceAtTheScenesRootGoesHome() {
        let (screen, root) = launch("zoom")
        screen.press(.backspace)
        screen.run(for: 1)
        #expect(root.presentedViewController == nil)
    }
}

extension SceneLaunchTests {
    @Test func aSceneOpenedFromHomeFollowsTheWindowsSize() throws {
        let (screen, root) = launch("navigation")
        screen.resize(to: CGSize(width: 330, height: 700))
        screen.renderFrame()
        let scene = try #require(root.presentedViewController)
        #expect(scene.view.frame == CGRect(x: 0, y: 0, width: 330, height: 700), "\(scene.view.frame)")
    }
}
