import Foundation

/// A scene that shows windows: the app's top-level window on the desktop, with its screen,
/// traits, orientation and status bar.
///
/// A window joins the scene when it is made with `UIWindow(windowScene:)`, when its
/// `windowScene` is set, or when it is shown on the scene's screen (a window an app without a
/// scene delegate makes with `UIWindow(frame:)` joins the app's one scene, as on iOS 13+).
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The screen the scene's windows are shown on.
    open var screen: UIScreen { screenStorage }
    private let screenStorage: UIScreen
    /// The windows of the scene, shown or hidden, in the order they joined it (the status
    /// bar's own window is not one of them, as on iOS).
    open var windows: [UIWindow] {
        windowStorage.removeAll { $0.window == nil }
        return windowStorage.compactMap(\.window).filter { !($0 is StatusBarWindow) }
    }
    private var windowStorage: [WeakWindow] = []
    /// The scene's key window (iOS 15).
    open var keyWindow: UIWindow? { screen.keyWindow }

    /// The scene's traits: its screen's (the desktop's light or dark, the size classes of the
    /// window's size).
    open var traitCollection: UITraitCollection { screen.traitCollection }

    /// Portrait when the window is at least as tall as wide, else landscape (the desktop does
    /// not rotate; a wide window stands for a phone on its side).
    open var interfaceOrientation: UIInterfaceOrientation {
        screen.bounds.height >= screen.bounds.width ? .portrait : .landscapeLeft
    }

    /// The scene's coordinate space: the screen's.
    open var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }

    /// The status bar of the scene.
    open private(set) lazy var statusBarManager: UIStatusBarManager? = UIStatusBarManager(screen: screen)

    /// The values last reported to `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`.
    private var reported: (bounds: CGRect, orientation: UIInterfaceOrientation, traits: UITraitCollection)

    /// Creates the scene of a screen; UIKit creates scenes, apps never do.
    package init(session: UISceneSession, screen: UIScreen) {
        screenStorage = screen
        reported = (screen.bounds, .portrait, screen.traitCollection)
        super.init(session: session)
        reported.orientation = interfaceOrientation
        screen.windowScene = self
        for window in screen.windows { attach(window) }
    }

    /// Adds a window to the scene's windows (once).
    func attach(_ window: UIWindow) {
        guard !windowStorage.contains(where: { $0.window === window }) else { return }
        windowStorage.append(WeakWindow(window: window))
    }

    /// Removes a window from the scene's windows.
    func detach(_ window: UIWindow) {
        windowStorage.removeAll { $0.window === window || $0.window == nil }
    }

    /// The screen's size or traits may have changed: tells a window scene delegate, with the
    /// values it had before, when one of them did.
    func screenMayHaveChanged() {
        let now = (bounds: screen.bounds, orientation: interfaceOrientation, traits: screen.traitCollection)
        guard now.bounds != reported.bounds || now.orientation != reported.orientation || now.traits != reported.traits else { return }
        let before = reported
        reported = now
        guard activationState != .unattached else { return }
        (delegate as? any UIWindowSceneDelegate)?.windowScene(self, didUpdate: ScreenCoordinateSpace(bounds: before.bounds),
                                                             interfaceOrientation: before.orientation,
                                                             traitCollection: before.traits)
    }

    private struct WeakWindow {
        weak var window: UIWindow?
    }
}

extension UIWindowScene: UITraitEnvironment {
    /// Called when the scene's traits changed (nothing by default).
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

/// What a window scene's status bar shows: its frame, whether it is hidden, its style.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    private unowned let screen: UIScreen

    init(screen: UIScreen) {
        self.screen = screen
        super.init()
    }

    /// The status bar's frame in the scene's coordinates: the top 47 points of a phone-shaped
    /// window while the bar shows, `.zero` when it is hidden or the window has none.
    open var statusBarFrame: CGRect { screen.statusBar.frame }
    /// Whether the status bar is hidden (by the controller in charge, by the app, or because
    /// the window is not phone-shaped).
    open var isStatusBarHidden: Bool { screen.statusBar.frame == .zero }
    /// The style the status bar shows, as the controller in charge prefers it.
    open var statusBarStyle: UIStatusBarStyle { screen.statusBar.style }
}
