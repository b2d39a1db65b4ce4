import Foundation

/// The methods a scene calls on its delegate as it connects, comes and goes.
///
/// UIKit creates the delegate itself, from `UISceneConfiguration.delegateClass`, through the
/// `init()` this protocol requires. Swift can call an initializer on a class it knows only as
/// `AnyClass` only through a protocol requirement, and a non-final class meets such a
/// requirement only with a `required init()`; `UIResponder.init()` cannot be made `required`
/// (every `UIView` subclass would then have to repeat it). So the scene delegate class is
/// `final`, as the `@main` app delegate is — scene delegates are never subclassed in practice,
/// and `uikit-port` adds the `final`. Without it the compiler says "initializer requirement
/// 'init()' can only be satisfied by a 'required' initializer in non-final class".
///
///     final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
///         var window: UIWindow?
///         func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
///                    options connectionOptions: UIScene.ConnectionOptions) {
///             guard let windowScene = scene as? UIWindowScene else { return }
///             let window = UIWindow(windowScene: windowScene)
///             window.rootViewController = MyViewController()
///             self.window = window
///             window.makeKeyAndVisible()
///         }
///     }
///
/// Every method is optional: the protocol's extension gives each UIKit's default (nothing).
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// UIKit creates the delegate with this initializer.
    init()
    /// The scene was created and is being connected: set up its window here.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed from the app (its window closed).
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active: its window has the keyboard focus.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active: its window lost the focus.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground: its window is about to be shown.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background: its window was hidden or iconified.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// The delegate of a window scene: a scene delegate with the scene's main window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window (the default stores nothing).
    var window: UIWindow? { get set }
    /// The scene's size, orientation or traits changed (the window was resized, the desktop
    /// switched between light and dark), with the values they had before.
    func windowScene(_ windowScene: UIWindowScene,
                     didUpdate previousCoordinateSpace: any UICoordinateSpace,
                     interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                     traitCollection previousTraitCollection: UITraitCollection)
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func windowScene(_ windowScene: UIWindowScene,
                            didUpdate previousCoordinateSpace: any UICoordinateSpace,
                            interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                            traitCollection previousTraitCollection: UITraitCollection) {}
}
