import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite struct UIWindowTests {
    @Test func aWindowIsHiddenUntilMadeVisible() {
        let screen = HeadlessScreen(size: CGSize(width: 50, height: 50))
        let window = screen.makeWindow()
        window.isHidden = true
        #expect(!window.isKeyWindow)
        window.backgroundColor = .red
        screen.renderFrame()
        #expect(screen.pixel(at: CGPoint(x: 10, y: 10)) == RGBA(red: 0, green: 0, blue: 0), "a hidden window shows nothing")
        window.makeKeyAndVisible()
        screen.renderFrame()
        #expect(window.isKeyWindow)
        #expect(screen.pixel(at: CGPoint(x: 10, y: 10)) == RGBA(red: 255, green: 0, blue: 0))
    }

    @Test func higherWindowLevelsAreShownAbove() {
        let screen = HeadlessScreen(size: CGSize(width: 50, height: 50))
        let alert = screen.makeWindow()
        alert.windowLevel = .alert
        alert.backgroundColor = .blue
        let main = screen.makeWindow()
        main.backgroundColor = .red
        screen.renderFrame()
        #expect(screen.pixel(at: CGPoint(x: 10, y: 10)) == RGBA(red: 0, green: 0, blue: 255))
        #expect(main.isKeyWindow && !alert.isKeyWindow)
    }

    @Test func rootViewControllerViewFillsTheWindow() {
        final class VC: UIViewController {
            var loads = 0
            override func viewDidLoad() { loads += 1; view.backgroundColor = .green }
        }
        let screen = HeadlessScreen(size: CGSize(width: 80, height: 60))
        let window = screen.makeWindow()
        let vc = VC()
        #expect(!vc.isViewLoaded && vc.viewIfLoaded == nil)
        window.rootViewController = vc
        #expect(vc.isViewLoaded && vc.loads == 1)
        #expect(vc.view.superview === window)
        #expect(vc.view.frame == window.bounds)
        #expect(vc.view.next === vc && vc.next === window)
        screen.renderFrame()
        #expect(screen.pixel(at: CGPoint(x: 70, y: 50)) == RGBA(red: 0, green: 255, blue: 0))
        let other = UIViewController()
        window.rootViewController = other
        #expect(vc.view.superview == nil && other.view.superview === window)
    }

    /// A screen keeps its shown windows alive; the windows must not keep their screen alive,
    /// or a dropped test screen would keep its whole UI for ever. (Once broke when
    /// `UIWindow.screen` and the screen's list of shown windows retained each other: bug 1.)
    @Test func aDroppedScreenReleasesItsShownWindowAndControllers() {
        weak var window: UIWindow?
        weak var root: UIViewController?
        do {
            let screen = HeadlessScreen(size: CGSize(width: 100, height: 100))
            let w = screen.makeWindow()
            let vc = UIViewController()
            w.rootViewController = vc
            screen.renderFrame()
            #expect(w.screen !== UIScreen.main, "precondition: the window is on the test screen")
            window = w
            root = vc
        }
        #expect(window == nil, "the window outlives its screen")
        #expect(root == nil, "the root controller outlives its screen")
    }
}
