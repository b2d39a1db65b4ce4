import Testing
import UIKitTesting
import TestSupport

/// Drives client program 4 (SpringNavigationAnimator.swift): spring push and pop, and an
/// interactive pop through the delegate's interaction controller.
@MainActor
@Suite(.serialized) struct SpringNavigationAnimatorTests {
    let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
    let window: UIWindow
    let settings = SettingsViewController()
    let nav: UINavigationController
    let springs = SpringNavigationDelegate()

    init() {
        window = screen.makeWindow()
        nav = UINavigationController(rootViewController: settings)
        window.rootViewController = nav
        springs.attach(to: nav)
        screen.renderFrame()
    }

    func pushAccount() -> AccountViewController {
        let account = AccountViewController()
        nav.pushViewController(account, animated: true)
        screen.run(for: 1)
        return account
    }

    @Test func springPushAndPop() {
        let account = pushAccount()
        #expect(nav.viewControllers.count == 2 && springs.shown == ["Account"])
        #expect(account.view.window === window && settings.viewIfLoaded?.window == nil)
        #expect(account.view.transform == .identity && settings.view.transform == .identity)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 300)) == Compat.blue)
        expectNoTransitionLeftovers(in: window, views: [settings.view])
        nav.popViewController(animated: true)
        screen.run(for: 1)
        #expect(nav.viewControllers.count == 1 && springs.shown == ["Account", "Settings"])
        #expect(settings.view.window === window && account.viewIfLoaded?.window == nil)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 300)) == Compat.red)
        #expect(screen.pixel(at: CGPoint(x: 2, y: 470)) == Compat.red, "no scaled-down leftovers at the corner")
        expectNoTransitionLeftovers(in: window, views: [account.view])
    }

    /// Mid-push the spring is under way: the account view is partly in.
    @Test func thePushIsAnimated() {
        let account = AccountViewController()
        nav.pushViewController(account, animated: true)
        screen.renderFrame()
        screen.run(for: 0.1)
        let left = screen.pixel(at: CGPoint(x: 20, y: 300))
        let right = screen.pixel(at: CGPoint(x: 310, y: 300))
        #expect(left != Compat.blue && right == Compat.blue, "partly in: \(String(describing: left)) \(String(describing: right))")
        screen.run(for: 1)
        #expect(screen.pixel(at: CGPoint(x: 20, y: 300)) == Compat.blue)
    }

    @Test func interactivePopFinished() {
        let account = pushAccount()
        screen.press(at: CGPoint(x: 3, y: 300))
        screen.drag(to: CGPoint(x: 3 + 0.4 * 320, y: 300), duration: 0.3)
        #expect(nav.transitionCoordinator?.isInteractive == true)
        #expect(screen.pixel(at: CGPoint(x: 8, y: 300)) != Compat.blue, "the account view is on its way out")
        screen.drag(to: CGPoint(x: 3 + 0.75 * 320, y: 300), duration: 0.3)
        screen.hold(for: 0.1)
        screen.release()
        screen.run(for: 1)
        #expect(nav.viewControllers.count == 1 && springs.shown == ["Account", "Settings"])
        #expect(settings.view.window === window && account.viewIfLoaded?.window == nil)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 300)) == Compat.red)
        expectNoTransitionLeftovers(in: window, views: [account.view])
    }

    @Test func interactivePopCancelled() {
        let account = pushAccount()
        screen.press(at: CGPoint(x: 3, y: 300))
        screen.drag(to: CGPoint(x: 3 + 0.2 * 320, y: 300), duration: 0.4)
        screen.hold(for: 0.2)
        screen.release()
        screen.run(for: 1)
        #expect(nav.viewControllers.count == 2 && nav.topViewController === account)
        #expect(springs.shown == ["Account", "Account"], "didShow names the controller that stayed")
        #expect(account.view.window === window && settings.viewIfLoaded?.window == nil)
        #expect(account.view.transform == .identity)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 300)) == Compat.blue)
        #expect(screen.pixel(at: CGPoint(x: 5, y: 470)) == Compat.blue)
        expectNoTransitionLeftovers(in: window, views: [settings.view])
    }
}
