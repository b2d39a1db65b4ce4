import Foundation
import Testing
import TestExpectations

/// The scene-based app of the fixtures (Fixtures/iOS/SceneApp, written as Xcode's iOS 13+
/// template is: an `AppDelegate` that only answers for the scenes, a `SceneDelegate:
/// UIResponder, UIWindowSceneDelegate` that builds the window), ported by `uikit-port`, launched
/// headless and in an X11 window. It logs each callback with `NSLog` (standard error, unbuffered)
/// as `lifecycle: …`; the tests read the order.
///
/// Expected order (UIKit's, see `UIApplication+Scenes.swift`): didFinishLaunching (no scene
/// yet), configurationForConnecting, willConnectTo (the window made key there joins the scene,
/// 47 pt of status bar on a phone-shaped screen), sceneWillEnterForeground, then
/// sceneDidBecomeActive once the window has the focus (at once headless), followed by the
/// `UIScene.didActivateNotification` the root controller observes. The app delegate's
/// `applicationDidBecomeActive` is never called: the app has scenes.
@Suite(.timeLimit(.minutes(1)))
struct PortedSceneAppTests {
    static let app = "PortedSceneApp"
    static let launch = [
        "application didFinishLaunching connectedScenes=0",
        "application configurationForConnecting role=UIWindowSceneSessionRoleApplication",
        "scene willConnectTo session=Default Configuration windows=1 sameScene=true key=true portrait=true statusBar=47",
        "scene sceneWillEnterForeground",
    ]
    static let activation = ["scene sceneDidBecomeActive", "notification didActivate scene=true"]

    /// The `lifecycle:` messages of the app's standard error, in order.
    static func lifecycle(_ app: ProcessUnderTest) -> [String] {
        app.update()
        return app.lines(2).compactMap { line in line.range(of: "lifecycle: ").map { String(line[$0.upperBound...]) } }
    }

    @Test("headless: launch callbacks in UIKit's order, the scene active at once, and the lantern on screen")
    func headlessLaunch() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scene-app-\(getpid())").path
        try? FileManager.default.removeItem(atPath: directory)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let app = try AppLaunch.start(Self.app, ["--headless", "--frames", "3", "--screen-size", "390x844", "--output", directory],
                                      display: nil)
        #expect(try await app.waitForExit(timeout: .seconds(60)) == .exited(0), "\(app.diagnostics)")
        let log = Self.lifecycle(app).filter { !$0.hasPrefix("view ") }
        #expect(log == Self.launch + Self.activation + [
            "scene sceneWillResignActive", "scene sceneDidEnterBackground", "scene sceneDidDisconnect",
            "application willTerminate",
        ], "\(app.diagnostics)")
        #expect(Self.lifecycle(app).contains("view viewDidAppear scene=true"), "the root view's window has a scene")

        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".png") }.sorted()) ?? []
        let frame = try #require(files.last.flatMap { Snapshot(png: directory + "/" + $0) }, "no frame: \(app.diagnostics)")
        expectNear(frame[195, 422].components, [255, 153, 0], tolerance: 3, "the orange lantern in the middle: \(frame[195, 422])")
    }

    @Test("X11: focus makes the scene active, losing it inactive, unmapping sends it to the background; closing discards the session")
    func windowDrivesTheScene() async throws {
        try await withXServer { server, observer in
            let app = try AppLaunch.start(Self.app, ["--screen-size", "320x640"], display: server.displayName)
            let window = try #require(try await observer.waitForWindow(titled: Self.app), "no window: \(app.diagnostics)")
            let input = try XInputDriver(displayName: server.displayName)
            defer { input.close() }
            let seen = try await observer.waitForPixels(of: window, [(160, 320, RGB(255, 153, 0))], tolerance: 3)
            #expect(seen[0]?.isClose(to: RGB(255, 153, 0), tolerance: 3) == true, "the lantern shows: \(seen[0].map(\.description) ?? "nothing")")

            func waitFor(_ entry: String, count: Int = 1) async throws {
                try await waitUntil(timeout: .seconds(10)) { Self.lifecycle(app).filter { $0 == entry }.count >= count || !app.isRunning }
            }
            #expect(Self.lifecycle(app).filter { !$0.hasPrefix("view ") } == Self.launch, "in front, not focused: \(app.diagnostics)")

            input.setFocus(window)
            try await waitFor("notification didActivate scene=true")
            input.setFocus(nil)
            try await waitFor("scene sceneWillResignActive")
            input.setMapped(window, false)
            try await waitFor("scene sceneDidEnterBackground")
            input.setMapped(window, true)
            try await waitFor("scene sceneWillEnterForeground", count: 2)
            input.setFocus(window)
            try await waitFor("scene sceneDidBecomeActive", count: 2)
            observer.resize(window, width: 400, height: 640)
            try await waitFor("scene didUpdate from 320x640 to 400x640")
            observer.sendDeleteWindow(to: window)
            #expect(try await app.waitForExit(timeout: .seconds(10)) == .exited(0), "\(app.diagnostics)")

            #expect(Self.lifecycle(app).filter { !$0.hasPrefix("view ") } == Self.launch + Self.activation + [
                "scene sceneWillResignActive",
                "scene sceneDidEnterBackground",
                "scene sceneWillEnterForeground",
            ] + Self.activation + [
                "scene didUpdate from 320x640 to 400x640",
                "scene sceneWillResignActive", "scene sceneDidEnterBackground", "scene sceneDidDisconnect",
                "application didDiscardSceneSessions count=1", "application willTerminate",
            ], "\(app.diagnostics)")
        }
    }
}
