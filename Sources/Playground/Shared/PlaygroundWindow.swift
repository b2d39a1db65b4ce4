import UIKit
import WindowSystem

/// What the desktop shows of the playground's window: its title names the open scene
/// ("Interactive modal sheet — Playground", as desktop apps put the document before the app),
/// and its icon is ``AppIcon``. Headless runs have no title bar; nothing happens there.
@MainActor
enum PlaygroundWindow {
    /// The app's name: the title on the home screen, and `WM_CLASS` (see packaging/playground.desktop).
    static let appName = "Playground"

    /// The window title while `scene` is open (nil: the home screen).
    static func title(for scene: SceneDescriptor?) -> String {
        scene.map { "\($0.title) — \(appName)" } ?? appName
    }

    /// Names `scene` (nil: the home screen) in the window's title.
    static func show(_ scene: SceneDescriptor?) {
        guard let backend = UIApplication.shared.screenDriver?.backend else { return }
        let title = title(for: scene)
        if backend.title != title { backend.title = title }
    }

    /// Gives the window the app's icon at every size a desktop draws.
    static func setIcon() {
        (UIApplication.shared.screenDriver?.backend as? X11Backend)?.setIcon(AppIcon.surfaces())
    }
}
