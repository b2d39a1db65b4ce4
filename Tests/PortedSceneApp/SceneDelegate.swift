//
//  SceneDelegate.swift
//  Lanterns
//

import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: LanternListViewController())
        self.window = window
        window.makeKeyAndVisible()

        let statusBar = windowScene.statusBarManager?.statusBarFrame ?? .zero
        NSLog("lifecycle: scene willConnectTo session=\(session.configuration.name ?? "-") windows=\(windowScene.windows.count) sameScene=\(window.windowScene === windowScene) key=\(window.isKeyWindow) portrait=\(windowScene.interfaceOrientation.isPortrait) statusBar=\(Int(statusBar.height))")
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        NSLog("lifecycle: scene sceneDidDisconnect")
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        NSLog("lifecycle: scene sceneDidBecomeActive")
    }

    func sceneWillResignActive(_ scene: UIScene) {
        NSLog("lifecycle: scene sceneWillResignActive")
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        NSLog("lifecycle: scene sceneWillEnterForeground")
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        NSLog("lifecycle: scene sceneDidEnterBackground")
    }

    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace, interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation, traitCollection previousTraitCollection: UITraitCollection) {
        let size = windowScene.coordinateSpace.bounds.size
        NSLog("lifecycle: scene didUpdate from \(Int(previousCoordinateSpace.bounds.width))x\(Int(previousCoordinateSpace.bounds.height)) to \(Int(size.width))x\(Int(size.height))")
    }
}
