import Foundation

/// The methods the app calls on its delegate at launch and termination.
///
/// Mark your delegate `@main` as on iOS; on Linux it must be `final` (a non-final class cannot
/// satisfy the `init()` requirement through which the app creates it). An app with scenes
/// (iOS 13+) makes its window in its scene delegate instead (see `UISceneDelegate`); this one
/// makes it here, as before iOS 13, and gets the one window scene all the same:
///
///     @main
///     final class AppDelegate: UIResponder, UIApplicationDelegate {
///         var window: UIWindow?
///         func application(_ application: UIApplication,
///                          didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
///             window = UIWindow(frame: UIScreen.main.bounds)
///             window?.rootViewController = MyViewController()
///             window?.makeKeyAndVisible()
///             return true
///         }
///     }
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The app creates its delegate with this initializer.
    init()
    /// The app's main window (optional; the default stores nothing).
    var window: UIWindow? { get set }
    /// Called once the app has launched; set up the window here.
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Called when the app became active (its window is shown and has focus). Not called for
    /// an app with a scene delegate: its scene delegate hears `sceneDidBecomeActive(_:)`.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// Called when the app is about to become inactive (its window lost focus). Not called
    /// for an app with a scene delegate.
    func applicationWillResignActive(_ application: UIApplication)
    /// Called when the app went to the background (its window was hidden or iconified). Not
    /// called for an app with a scene delegate.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// Called when the app is about to come back from the background. Not called for an app
    /// with a scene delegate.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// Returns the configuration of a scene UIKit is about to connect (see
    /// `UISceneConfiguration` for what the default, and a configuration without a
    /// `delegateClass`, stand for).
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// Called when the user closed scenes, whose sessions UIKit then discards (here: when the
    /// user closes the app's window).
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// Called just before the app exits (the window was closed).
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    public func applicationWillTerminate(_ application: UIApplication) {}

    /// The entry point `@main` calls: creates the app and its delegate, and runs the app's loop.
    public static func main() {
        UIApplication.launch(delegate: Self())
    }
}
