import Foundation

/// One instance of the app's user interface: on the desktop, the app's top-level X11 window (or
/// its headless image).
///
/// Since iOS 13 an app's interface lives in scenes. UIKit creates the scene, asks the app
/// delegate for its configuration (`application(_:configurationForConnecting:options:)`),
/// creates the configuration's delegate and calls `scene(_:willConnectTo:options:)`; the scene
/// then moves through its ``ActivationState``s as the window is shown, focused, unfocused and
/// hidden, telling its delegate and posting the scene notifications at each step (see
/// `UIApplication+Scenes.swift` for the order).
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The session the scene belongs to.
    public let session: UISceneSession

    /// The scene's delegate, created by UIKit from the configuration's `delegateClass`. The
    /// scene keeps it alive (a strong reference, as on iOS).
    open var delegate: (any UISceneDelegate)?

    /// Where the scene is in its life: not connected yet, in front and active, in front but not
    /// receiving events (the window has no focus), or in the background (the window is hidden
    /// or iconified).
    open internal(set) var activationState: ActivationState = .unattached

    /// The scene's title; the window's title on the desktop (an empty string means the app's
    /// name, as on iOS where the system then shows the app's name).
    open var title: String! {
        didSet { titleChanged?(title ?? "") }
    }
    /// Set by the launch: passes `title` to the window system.
    var titleChanged: ((String) -> Void)?

    /// Creates a scene for a session; UIKit creates scenes, apps never do.
    package init(session: UISceneSession) {
        self.session = session
        super.init()
        session.scene = self
    }

    /// The scene's delegate, as its next responder (then the application), as on iOS.
    open override var next: UIResponder? { (delegate as? UIResponder) ?? UIApplication.shared }

    /// The states of a scene.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// Details about why a scene is being connected (they are all empty here: the desktop
    /// opens a window for the app, not for a URL, a shortcut or a notification).
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// The bundle identifier of the app that asked for the scene (none here).
        open var sourceApplication: String? { nil }
        /// The type of a Handoff activity the scene is to continue (none here).
        open var handoffUserActivityType: String? { nil }
        package override init() { super.init() }
    }

    // MARK: Notifications (posted after the delegate's method, with the scene as the object)

    /// Posted when a scene connected (after `scene(_:willConnectTo:options:)`).
    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted when a scene was removed (after `sceneDidDisconnect(_:)`).
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted when a scene became active (after `sceneDidBecomeActive(_:)`).
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to stop being active (after `sceneWillResignActive(_:)`).
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene is about to come to the foreground (after `sceneWillEnterForeground(_:)`).
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted when a scene went to the background (after `sceneDidEnterBackground(_:)`).
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}
