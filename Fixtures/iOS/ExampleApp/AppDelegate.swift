//
//  AppDelegate.swift
//  TripPlanner Example
//

import UIKit
import PortedFixtures

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        window.rootViewController = TripViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
