import Foundation

/// The methods the app calls on its delegate at launch and termination.
///
/// Mark your delegate `@main` as on iOS; on Linux it must be `final` (a non-final class cannot
/// satisfy the `init()` requirement through which the app creates it):
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
    /// Called when the app became active (its window is shown and has focus).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// Called when the app is about to become inactive (its window lost focus).
    func applicationWillResignActive(_ application: UIApplication)
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
    public func applicationWillTerminate(_ application: UIApplication) {}

    /// The entry point `@main` calls: creates the app and its delegate, and runs the app's loop.
    public static func main() {
        UIApplication.launch(delegate: Self())
    }
}
