import Foundation
import WindowSystem

/// The centralized point of control for the running app.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The app object.
    public static let shared = UIApplication()

    /// Set when the app hides the status bar whatever its controllers prefer (the deprecated
    /// `setStatusBarHidden(_:with:)`, or `UIViewControllerBasedStatusBarAppearance = NO` with
    /// `UIStatusBarHidden` in an iOS app's Info.plist), with the animation asked for.
    package var statusBarHiddenByApplication: UIStatusBarAnimation? {
        didSet { UIScreen.main.statusBar.update() }
    }

    /// The app's delegate (kept alive by the app, as UIKit does for the `@main` delegate).
    open var delegate: (any UIApplicationDelegate)?

    /// The app's visible windows, back to front.
    open var windows: [UIWindow] { UIScreen.main.windows }

    /// The key window.
    open var keyWindow: UIWindow? { UIScreen.main.keyWindow }

    /// The app's layout direction: left to right unless the app was launched right to left
    /// (`-AppleTextDirection YES`, `-NSForceRightToLeftWritingDirection YES` or
    /// `UIKIT_LAYOUT_DIRECTION=rtl`; see `LaunchOptions`). A view's own direction is its
    /// `effectiveUserInterfaceLayoutDirection`, which UIKit recommends reading instead.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { LaunchOptions.current.layoutDirection }

    /// Whether the app is in front and receiving events.
    open internal(set) var applicationState: State = .inactive

    /// The app's states.
    public enum State: Int, Sendable { case active, inactive, background }

    /// Keys of the launch options dictionary (always empty here).
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The app delegate, as the next responder (when it is a responder).
    open override var next: UIResponder? { delegate as? UIResponder }

    /// The driver of the main screen while the app runs.
    package var screenDriver: ScreenDriver?
    /// The open `UIView.animate` blocks, innermost last (see `UIViewAnimationContext`).
    var viewAnimationStack: [UIViewAnimationContext] = []
    /// Whether view animations are enabled (`UIView.setAnimationsEnabled(_:)`).
    var areViewAnimationsEnabled = true
    /// The current graphics contexts, innermost last (`UIGraphicsPushContext(_:)`).
    var graphicsContextStack: [GraphicsContextEntry] = []

    /// The connected scenes, in the order they connected (UIApplication+Scenes.swift).
    var sceneStorage: [UIScene] = []

    override init() { super.init() }

    /// Tells the app that a window-system event of the main screen's window arrived: focus and
    /// visibility move the screen's scene, and the app's state with it.
    package func handle(_ event: WindowSystemEvent) {
        guard let scene = UIScreen.main.windowScene else { return }
        handle(event, for: scene)
    }
}
