import Foundation
import WindowSystem

/// The app's scenes: one window scene per top-level window, connected at launch and moved
/// through its states by the window system's events.
///
/// At launch (Apple documents the order for scene-based apps):
/// 1. `application(_:didFinishLaunchingWithOptions:)`;
/// 2. `application(_:configurationForConnecting:options:)` — its answer is copied to the
///    session; UIKit creates the configuration's `delegateClass` (see `UISceneConfiguration`
///    for the class when none is set);
/// 3. `scene(_:willConnectTo:options:)`, then `UIScene.willConnectNotification` — the delegate
///    makes the window and calls `makeKeyAndVisible()`;
/// 4. `sceneWillEnterForeground(_:)` before the window is first shown;
/// 5. `sceneDidBecomeActive(_:)` when the window gets the keyboard focus (a headless screen
///    counts as focused at once: nothing else could give it the focus).
///
/// Then: focus lost → `sceneWillResignActive(_:)`; window unmapped (hidden, iconified) →
/// (resign first when active) `sceneDidEnterBackground(_:)`; mapped again →
/// `sceneWillEnterForeground(_:)`; focus again → `sceneDidBecomeActive(_:)`. When the user
/// closes the window the scene goes to the background, disconnects (`sceneDidDisconnect(_:)`)
/// and its session is discarded (`application(_:didDiscardSceneSessions:)`), then
/// `applicationWillTerminate(_:)`; when the app is ended otherwise (a signal, the end of a
/// headless run) the session is kept, as on iOS when the system ends an app.
///
/// Each step calls the scene delegate, then posts the scene's notification. The app's state
/// follows its scenes (active when one is, background when all are), with the app's
/// notifications; the app delegate's `applicationDidBecomeActive(_:)` and the other state
/// methods are called only when the scene has no delegate (an app without scene support), as
/// on iOS.
extension UIApplication {
    /// The scenes connected to the app (one: its window's).
    public var connectedScenes: Set<UIScene> { Set(sceneStorage) }
    /// The sessions of the app's scenes, connected or not.
    public var openSessions: Set<UISceneSession> { Set(sceneStorage.map(\.session)) }
    /// Whether the app can show more than one scene: false, the app has one window.
    public var supportsMultipleScenes: Bool { false }

    /// Creates the scene of `screen` before the app finishes launching, so that windows made
    /// in `application(_:didFinishLaunchingWithOptions:)` belong to it; it connects in
    /// ``connectScene(_:)``.
    package func makeWindowScene(on screen: UIScreen) -> UIWindowScene {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
        configuration.sceneClass = UIWindowScene.self
        configuration.delegateClass = defaultSceneDelegateClass()
        return UIWindowScene(session: UISceneSession(role: .windowApplication, configuration: configuration), screen: screen)
    }

    /// The class an iOS app's `Info.plist` names in Xcode's template: `SceneDelegate` in the
    /// app delegate's module, when it adopts `UISceneDelegate`.
    private func defaultSceneDelegateClass() -> AnyClass? {
        guard let delegate else { return nil }
        let module = String(reflecting: type(of: delegate)).split(separator: ".").first.map(String.init) ?? ""
        guard let type = _typeByName(module + ".SceneDelegate") as? any UISceneDelegate.Type else { return nil }
        return type as? AnyClass
    }

    /// Connects a scene: asks the app delegate for its configuration, creates the scene's
    /// delegate and calls `scene(_:willConnectTo:options:)`.
    package func connectScene(_ scene: UIScene) {
        guard scene.activationState == .unattached, !sceneStorage.contains(where: { $0 === scene }) else { return }
        let options = UIScene.ConnectionOptions()
        let session = scene.session
        if let delegate {
            let answer = delegate.application(self, configurationForConnecting: session, options: options).copied()
            if answer.delegateClass == nil { answer.delegateClass = session.configuration.delegateClass }
            if answer.sceneClass == nil { answer.sceneClass = session.configuration.sceneClass }
            session.configuration = answer
        }
        if session.configuration.storyboard != nil {
            warnOnce("UISceneConfiguration.storyboard: storyboards cannot be loaded on this platform; "
                     + "make the window in scene(_:willConnectTo:options:)")
        }
        if let type = session.configuration.delegateClass {
            if let delegateType = type as? any UISceneDelegate.Type {
                scene.delegate = delegateType.init()
            } else {
                warnOnce("UISceneConfiguration.delegateClass: \(type) does not adopt UISceneDelegate; the scene has no delegate")
            }
        }
        sceneStorage.append(scene)
        scene.activationState = .background   // connected, not yet in front
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        (scene as? UIWindowScene)?.screenMayHaveChanged()   // what the delegate hears of later starts here
    }

    /// Moves a connected scene to `target` through the states in between, telling its
    /// delegate and posting the notifications at each step.
    package func setActivationState(of scene: UIScene, to target: UIScene.ActivationState) {
        guard scene.activationState != .unattached, target != .unattached else { return }
        var steps = 0
        while scene.activationState != target, steps < 4 {
            steps += 1
            switch (scene.activationState, target) {
            case (.foregroundActive, _):
                scene.activationState = .foregroundInactive
                scene.delegate?.sceneWillResignActive(scene)
                NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
            case (.background, _):
                scene.activationState = .foregroundInactive
                scene.delegate?.sceneWillEnterForeground(scene)
                NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
            case (.foregroundInactive, .foregroundActive):
                scene.activationState = .foregroundActive
                scene.delegate?.sceneDidBecomeActive(scene)
                NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
            case (.foregroundInactive, _):
                scene.activationState = .background
                scene.delegate?.sceneDidEnterBackground(scene)
                NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
            case (.unattached, _):
                return
            }
            updateApplicationState(legacy: scene.delegate == nil)
        }
    }

    /// Disconnects a scene (after sending it to the background); `discardingSession` when the
    /// user closed its window, which ends the session too.
    package func disconnectScene(_ scene: UIScene, discardingSession: Bool) {
        guard scene.activationState != .unattached else { return }
        setActivationState(of: scene, to: .background)
        scene.activationState = .unattached
        scene.delegate?.sceneDidDisconnect(scene)
        NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
        sceneStorage.removeAll { $0 === scene }
        if discardingSession { delegate?.application(self, didDiscardSceneSessions: [scene.session]) }
    }

    /// A window-system event of the scene's window: focus and visibility move the scene.
    package func handle(_ event: WindowSystemEvent, for scene: UIScene) {
        switch event {
        case .focusIn: setActivationState(of: scene, to: .foregroundActive)
        case .focusOut where scene.activationState == .foregroundActive: setActivationState(of: scene, to: .foregroundInactive)
        case .unmapped: setActivationState(of: scene, to: .background)
        case .mapped where scene.activationState == .background: setActivationState(of: scene, to: .foregroundInactive)
        default: break
        }
    }

    /// The app's state from its scenes' (active when one is, background when all are), with the
    /// app's notifications and, for an app without scene delegates, its delegate's methods.
    private func updateApplicationState(legacy: Bool) {
        let states = sceneStorage.map(\.activationState)
        let new: State = states.contains(.foregroundActive) ? .active
            : states.contains(.foregroundInactive) || states.isEmpty ? .inactive : .background
        let old = applicationState
        guard new != old else { return }
        applicationState = new
        // Leaving a state first (active → inactive, background → inactive), then entering one.
        if old == .active {
            if legacy { delegate?.applicationWillResignActive(self) }
            NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: self)
        }
        if old == .background {
            if legacy { delegate?.applicationWillEnterForeground(self) }
            NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: self)
        }
        if new == .active {
            if legacy { delegate?.applicationDidBecomeActive(self) }
            NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
        }
        if new == .background {
            if legacy { delegate?.applicationDidEnterBackground(self) }
            NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: self)
        }
    }

    // MARK: Notifications (posted after the delegate's method, with the app as the object)

    /// Posted when the app finished launching.
    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app became active.
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app went to the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come back from the background.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to end.
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")

    /// Posted when the status bar's frame changes (it shows, hides, or the window
    /// is resized), before `didChangeStatusBarFrameNotification`; the user info's
    /// `statusBarFrameUserInfoKey` holds the new frame (`NSValue`, `.zero` when hidden).
    /// Deprecated on iOS 13 in favour of `viewWillTransition(to:with:)`, and still posted.
    nonisolated public static let willChangeStatusBarFrameNotification = Notification.Name("UIApplicationWillChangeStatusBarFrameNotification")
    /// Posted when the main screen's status bar frame changed; the user info's
    /// `statusBarFrameUserInfoKey` holds the frame before the change.
    nonisolated public static let didChangeStatusBarFrameNotification = Notification.Name("UIApplicationDidChangeStatusBarFrameNotification")
    /// The key of the status bar frame in those notifications' user info.
    nonisolated public static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"
}
