//
//  AppDelegate.swift
//  Lanterns
//
//  An app started from the iOS 13+ template: the app delegate only answers for the scenes,
//  the scene delegate builds the window.
//

import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        NSLog("lifecycle: application didFinishLaunching connectedScenes=\(application.connectedScenes.count)")
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        NSLog("lifecycle: application configurationForConnecting role=\(connectingSceneSession.role.rawValue)")
        // The delegate class comes from the scene manifest, as in the template.
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        NSLog("lifecycle: application didDiscardSceneSessions count=\(sceneSessions.count)")
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        // Not called for an app with scenes; the scene delegate hears it instead.
        NSLog("lifecycle: application applicationDidBecomeActive")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        NSLog("lifecycle: application willTerminate")
    }
}
