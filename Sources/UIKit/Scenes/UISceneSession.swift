import Foundation

/// What UIKit keeps about one instance of the app's interface, whether or not its scene is
/// connected: its role, its configuration, a persistent identifier and the app's own data.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The scene connected to this session, if any.
    open internal(set) weak var scene: UIScene?
    /// What the session is for (always `.windowApplication` here: the app's window).
    public let role: Role
    /// The configuration the scene was created with: the app delegate's answer to
    /// `application(_:configurationForConnecting:options:)`, copied.
    open internal(set) var configuration: UISceneConfiguration
    /// An identifier that stays the same for the session's whole life.
    public let persistentIdentifier: String
    /// The app's own data for the session.
    open var userInfo: [String: Any]?

    package init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = UUID().uuidString
        super.init()
    }

    /// The roles a session can have.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The app's main interactive window.
        public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display (never created here).
        public static let windowExternalDisplayNonInteractive = Role("UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}

/// How UIKit creates a scene: its name, role, delegate class and storyboard.
///
/// On iOS the first configuration comes from the app's `Info.plist`
/// (`UIApplicationSceneManifest`), where Xcode's app template names the scene delegate
/// `$(PRODUCT_MODULE_NAME).SceneDelegate`. There is no `Info.plist` here, so the configuration
/// UIKit starts from has as `delegateClass` the class named `SceneDelegate` in the app
/// delegate's module, when there is one and it adopts `UISceneDelegate`; a configuration the
/// app delegate returns without a `delegateClass` gets that class too, as on iOS it gets the
/// `Info.plist`'s. Set `delegateClass` to use another class.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name (as in the `Info.plist` of an iOS app).
    public let name: String?
    /// The role of the sessions this configuration is for.
    public let role: UISceneSession.Role
    /// The class UIKit creates the scene's delegate from: it must adopt `UIWindowSceneDelegate`
    /// (or `UISceneDelegate`) and be `final` (see `UISceneDelegate`).
    open var delegateClass: AnyClass?
    /// The scene's class (`UIWindowScene`, the only kind here).
    open var sceneClass: AnyClass?
    /// A storyboard to load the first view controller from. Accepted so that code compiles,
    /// but storyboards cannot be loaded here: build the window in
    /// `scene(_:willConnectTo:options:)` (UIKit warns once when one is set).
    open var storyboard: UIStoryboard?

    /// A configuration with a name and a role.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }

    /// A copy (the session keeps its own, as `UISceneSession.configuration` is `@NSCopying`).
    func copied() -> UISceneConfiguration {
        let copy = UISceneConfiguration(name: name, sessionRole: role)
        copy.delegateClass = delegateClass
        copy.sceneClass = sceneClass
        copy.storyboard = storyboard
        return copy
    }
}

/// A storyboard: named so that iOS code that mentions one compiles. Interface Builder files
/// cannot be loaded here; every view controller must be made in code.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// The storyboard's name.
    public let name: String

    /// Names a storyboard (nothing is loaded).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// Always nil, with a warning: storyboards cannot be loaded here.
    open func instantiateInitialViewController() -> UIViewController? {
        warnOnce("UIStoryboard '\(name)': storyboards cannot be loaded on this platform; create the view controller in code")
        return nil
    }
}
