import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

@MainActor
@Suite(.serialized) struct UINavigationControllerTests {
    func setUp() -> (HeadlessScreen, UINavigationController, EventLog, TracedViewController) {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
        let log = EventLog()
        let a = TracedViewController("A", log: log, color: .red)
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
        let b = TracedViewController("B", log: log, color: .blue)
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
        let b = TracedViewController("B", log: log, color: .blue)
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
        let b = TracedViewController("B", log: log, color: .blue)
        nav.pushViewController(b, animated: false)
        screen.renderFrame()
        #expect(nav.transitionCoordinator == nil)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 300)) == RGBA(red: 0, green: 0, blue: 255), "B shows at once")
        let c = TracedViewController("C", log: log, color: .green)
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

    /// Every stack operation changes the stack at once and, when its interactive transition is
    /// cancelled, puts back exactly what it changed: the stack, `children` in the stack's order,
    /// the parents, and the containment callbacks of the controllers that moved
    /// (`willMove(toParent: nil)` undone by `didMove(toParent:)` and the other way round).
    @Test(arguments: ["push", "popToRoot", "setViewControllers"])
    func aCancelledOperationPutsTheStackAndItsChildrenBack(operation: String) {
        let scene = TransitionScene()
        let (nav, a) = scene.navigation()
        let log = scene.log
        let b = TracedViewController("B", log: log, color: .blue)
        let c = TracedViewController("C", log: log, color: .green)
        nav.setViewControllers([a, b, c], animated: false)
        scene.settle()
        for vc in [a, b, c] { vc.logsContainment = true }
        let d = TracedViewController("D", log: log, color: .yellow)
        d.logsContainment = true
        let delegate = ScriptedNavigationDelegate(log)
        delegate.pushAnimator = SuiteSlideAnimator(.push, duration: 0.3)
        delegate.popAnimator = SuiteSlideAnimator(.pop, duration: 0.3)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        nav.delegate = delegate
        log.clear()
        let expectedDuring: [String]
        switch operation {
        case "push":
            nav.pushViewController(d, animated: true)
            expectedDuring = ["A", "B", "C", "D"]
            #expect(d.isMovingToParent)
        case "popToRoot":
            nav.popToRootViewController(animated: true)
            expectedDuring = ["A"]
            #expect(c.isMovingFromParent)
        default:
            nav.setViewControllers([a, d], animated: true)
            expectedDuring = ["A", "D"]
            #expect(d.isMovingToParent && c.isMovingFromParent)
        }
        #expect(nav.viewControllers.map(\.title) == expectedDuring, "the stack shows the outcome at once")
        scene.screen.renderFrame()
        interaction.update(0.3)
        scene.screen.renderFrame()
        interaction.cancel()
        scene.settle()
        #expect(nav.viewControllers.map(\.title) == ["A", "B", "C"])
        #expect(nav.children.map(\.title) == ["A", "B", "C"])
        #expect([a, b, c].allSatisfy { $0.parent === nav } && d.parent == nil)
        #expect(nav.topViewController === c && c.view.superview != nil && d.viewIfLoaded?.superview == nil)
        let containment = log.events.filter { $0.contains("Move") }
        // removeFromParent sends didMove(nil), addChild willMove(nav), as UIKit's do.
        let expected: [String] = switch operation {
        case "push": ["D.willMove(nav)", "D.willMove(nil)", "D.didMove(nil)"]
        case "popToRoot": ["B.willMove(nil)", "B.didMove(nil)", "C.willMove(nil)",
                           "B.willMove(nav)", "B.didMove(nav)", "C.didMove(nav)"]
        default: ["B.willMove(nil)", "B.didMove(nil)", "D.willMove(nav)", "C.willMove(nil)",
                  "D.willMove(nil)", "D.didMove(nil)", "B.willMove(nav)", "B.didMove(nav)", "C.didMove(nav)"]
        }
        #expect(containment == expected)
    }
}
