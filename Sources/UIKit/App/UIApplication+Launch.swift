import Foundation
import WindowSystem

extension UIApplication {
    /// Starts the app: opens the window (or the headless screen), calls the delegate's
    /// `application(_:didFinishLaunchingWithOptions:)`, connects the window's scene (its
    /// delegate makes the window in an app with scenes; see UIApplication+Scenes.swift for the
    /// order of the callbacks) and runs the loop until the window closes.
    static func launch(delegate: any UIApplicationDelegate) -> Never {
        let app = UIApplication.shared
        app.delegate = delegate
        let options = LaunchOptions.current
        for problem in options.problems { printError("warning: \(problem)") }
        let screen = UIScreen.main
        // Light or dark: UIKIT_INTERFACE_STYLE, else the desktop's (not for headless runs,
        // whose frames do not depend on the desktop they were made on).
        if options.interfaceStyle == nil, !options.headless { screen.systemUserInterfaceStyle = DesktopAppearance.current() }
        let title = ProcessInfo.processInfo.processName

        let backend: any WindowSystemBackend
        if options.headless {
            backend = HeadlessBackend(size: screen.bounds.size, scale: options.scale ?? 1, title: title)
        } else {
            do {
                let window = try X11Backend(size: screen.bounds.size, title: title, scale: options.scale,
                                            keepsAspect: options.screenSizeWasGiven,   // a device's shape
                                            mapsOnFirstPresent: true)                  // never shown black
                if let note = window.fitNote { printError(note) }
                backend = window
            } catch {
                printError("error: \(error)")
                exit(1)
            }
        }
        let clock: any FrameClock = options.headless ? ManualFrameClock() : LiveFrameClock()
        let driver = ScreenDriver(screen: screen, backend: backend, clock: clock)
        app.screenDriver = driver
        driver.onInput = { [unowned app] event in app.handle(event) }
        // The scene exists before launching finishes, so that a window made in
        // didFinishLaunching (an app without scene support) joins it; it connects after.
        let scene = app.makeWindowScene(on: screen)
        scene.titleChanged = { [unowned backend] title in backend.title = title.isEmpty ? ProcessInfo.processInfo.processName : title }

        _ = delegate.application(app, didFinishLaunchingWithOptions: nil)
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: app)
        app.connectScene(scene)
        // In front before the first frame; active once the window has the focus (a headless
        // screen has nothing to give it the focus, so it is active at once).
        app.setActivationState(of: scene, to: options.headless ? .foregroundActive : .foregroundInactive)

        if options.headless {
            HeadlessRun(driver: driver, clock: clock as! ManualFrameClock, options: options).run()
        } else {
            // The desktop's light or dark is followed unless UIKIT_INTERFACE_STYLE fixed it.
            let appearance = options.interfaceStyle == nil ? DesktopAppearanceMonitor.gsettings() : nil
            LiveRunLoop(driver: driver, clock: clock, appearance: appearance).run()
            appearance?.stop()
        }
        // Closing the window ends its session; a signal or the end of a headless run keeps it.
        app.disconnectScene(scene, discardingSession: driver.closeRequested)
        delegate.applicationWillTerminate(app)
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: app)
        exit(0)
    }
}

/// Writes a line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
