import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite(.serialized) struct UINavigationControllerTests {
    func setUp() -> (HeadlessScreen, UINavigationController, EventLog, LoggingViewController) {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
        let log = EventLog()
        let a = LoggingViewController("A", log: log, color: .red)
        let nav = UINavigationController(rootViewController: a)
        let window = screen.makeWindow()
        window.rootViewController = nav
        screen.renderFrame()
        log.clear()
        return (screen, nav, log, a)
    }

    @Test func animatedPushCallsBackInUIKitsOrder() {
        let (screen, nav, log, a) = setUp()
        let navLog = NavigationLog(log)
        nav.delegate = navLog
        let b = LoggingViewController("B", log: log, color: .blue)
        nav.pushViewController(b, animated: true)
        #expect(log.events == ["willShow B+coordinator", "A.willDisappear+coordinator", "B.willAppear+coordinator"])
        #expect(nav.viewControllers.count == 2 && nav.topViewController === b, "as in UIKit the stack changes at once")
        screen.run(for: 0.5)
        #expect(log.events.suffix(3) == ["A.didDisappear", "B.didAppear", "didShow B"])
        #expect(nav.viewControllers.map { $0 === b } == [false, true])
        #expect(nav.topViewController === b && b.parent === nav && b.navigationController === nav)
        #expect(a.viewIfLoaded?.superview == nil && b.view.superview != nil)
        #expect(nav.transitionCoordinator == nil && b.transitionCoordinator == nil)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 300)) == RGBA(red: 0, green: 0, blue: 255))
        #expect(b.view.layer.animationKeys() == nil && a.view.layer.animationKeys() == nil)
    }

    @Test func interactivePopFinishesOnALongDragAndCancelsOnAShortSlowOne() {
        let (screen, nav, log, a) = setUp()
        let b = LoggingViewController("B", log: log, color: .blue)
        nav.pushViewController(b, animated: false)
        screen.run(for: 0.1)
        log.clear()
        // Short, slow drag: cancel.
        screen.press(at: CGPoint(x: 5, y: 300))
        screen.drag(to: CGPoint(x: 60, y: 300), duration: 0.5)
        screen.hold(for: 0.2)
        #expect(nav.transitionCoordinator != nil)
        screen.release()
        screen.run(for: 1)
        #expect(nav.topViewController === b, "\(log.events)")
        // The incoming A heard willAppear, then (on cancel) willDisappear and didDisappear, never didAppear.
        #expect(log.events == ["B.willDisappear+coordinator", "A.willAppear+coordinator",
                               "A.willDisappear+coordinator", "B.willAppear+coordinator", "B.didAppear", "A.didDisappear"])
        #expect(screen.pixel(at: CGPoint(x: 160, y: 300)) == RGBA(red: 0, green: 0, blue: 255))
        // Long drag: finish.
        log.clear()
        screen.press(at: CGPoint(x: 5, y: 300))
        screen.drag(to: CGPoint(x: 250, y: 300), duration: 0.4)
        screen.release()
        screen.run(for: 1)
        #expect(nav.topViewController === a, "\(log.events)")
        #expect(screen.pixel(at: CGPoint(x: 160, y: 300)) == RGBA(red: 255, green: 0, blue: 0))
    }

    /// A delegate's animator is for animated changes: a non-animated push, pop or
    /// setViewControllers swaps the screens at once, without asking the delegate for one (as in
    /// UIKit, where such a change has no transition coordinator either), so an animator that
    /// ignores `isAnimated` never turns it into an animation.
    @Test func nonAnimatedChangesDoNotUseTheDelegatesAnimator() {
        let (screen, nav, log, a) = setUp()
        let delegate = ScriptedNavigationDelegate(log)
        delegate.pushAnimator = SuiteSlideAnimator(.push, duration: 0.3, log: log)
        delegate.popAnimator = SuiteSlideAnimator(.pop, duration: 0.3, log: log)
        nav.delegate = delegate
        let b = LoggingViewController("B", log: log, color: .blue)
        nav.pushViewController(b, animated: false)
        screen.renderFrame()
        #expect(nav.transitionCoordinator == nil)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 300)) == RGBA(red: 0, green: 0, blue: 255), "B shows at once")
        let c = LoggingViewController("C", log: log, color: .green)
        nav.setViewControllers([a, c], animated: false)
        nav.popViewController(animated: false)
        screen.renderFrame()
        #expect(nav.viewControllers.count == 1 && nav.topViewController === a, "nothing was queued behind an animation")
        #expect(screen.pixel(at: CGPoint(x: 160, y: 300)) == RGBA(red: 255, green: 0, blue: 0))
        #expect(!log.events.contains("animateTransition"), "\(log.events)")

        // An animated push still uses it.
        nav.pushViewController(b, animated: true)
        screen.run(for: 0.5)
        #expect(log.events.filter { $0 == "animateTransition" }.count == 1, "\(log.events)")
        #expect(nav.topViewController === b)
    }
}
