import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `UIDevice.orientationDidChangeNotification`: the device is the main screen, which turns when
/// its window is resized from taller than wide to wider than tall or back. Posted (object: the
/// device) only while notifications are asked for, once per turn, before the controllers hear
/// of the size transition, with `orientation` already the new one.
///
/// The main screen is driven the way a `--headless` run drives it (`resize(to:)` is what its
/// driver calls for the window system's resize event); a test screen (`HeadlessScreen`) is not
/// the device's and posts nothing.
@MainActor
@Suite(.serialized) struct UIDeviceOrientationTests {
    /// Records the notifications, with what the device and a root controller knew when each
    /// came (observing as ported iOS code does, with a method reference for `#selector`).
    @MainActor final class Recorder {
        var heard: [String] = []
        weak var root: Root?
        init(root: Root?) {
            self.root = root
            NotificationCenter.default.addObserver(self, selector: Recorder.orientationDidChange,
                                                   name: UIDevice.orientationDidChangeNotification, object: nil)
        }
        // The center holds observers weakly: a recorder that is gone hears nothing more.

        func orientationDidChange(_ note: Notification) {
            let device = note.object as? UIDevice
            heard.append("\(device === UIDevice.current ? "device" : "other") \(UIDevice.current.orientation.isPortrait ? "portrait" : "landscape") transitions=\(root?.transitions ?? 0)")
        }
    }

    final class Root: UIViewController {
        var transitions = 0
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            transitions += 1
            super.viewWillTransition(to: size, with: coordinator)
        }
    }

    @Test func turningTheMainScreenPostsOncePerTurnWhileAskedFor() {
        let main = UIScreen.main, device = UIDevice.current
        let original = main.bounds.size
        let portrait = CGSize(width: 390, height: 844), landscape = CGSize(width: 844, height: 390)
        main.resize(to: portrait)
        let window = UIWindow(screen: main)
        let root = Root()
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer {
            window.isHidden = true
            main.resize(to: original)
        }
        let recorder = Recorder(root: root)

        main.resize(to: landscape)
        #expect(recorder.heard.isEmpty, "not asked for: nothing posted")
        main.resize(to: portrait)

        device.beginGeneratingDeviceOrientationNotifications()
        main.resize(to: landscape)
        main.resize(to: CGSize(width: 900, height: 400))   // still landscape
        main.resize(to: CGSize(width: 400, height: 900))
        device.endGeneratingDeviceOrientationNotifications()
        main.resize(to: landscape)
        #expect(recorder.heard == ["device landscape transitions=2", "device portrait transitions=4"],
                "one per turn, with the new orientation, before the root hears of that resize")
        #expect(root.transitions == 6)
    }

    @Test func aTestScreensResizeIsNotTheDevicesTurn() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        screen.makeWindow().rootViewController = UIViewController()
        let recorder = Recorder(root: nil)
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        defer { UIDevice.current.endGeneratingDeviceOrientationNotifications() }
        screen.resize(to: CGSize(width: 844, height: 390))
        screen.renderFrame()
        #expect(screen.screen.bounds.width == 844, "precondition: the test screen turned")
        #expect(recorder.heard.isEmpty)
    }
}
