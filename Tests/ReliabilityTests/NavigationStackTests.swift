import Foundation
import Testing
@testable import UIKitTesting

extension HarnessRegressions {
    /// The navigation controller's stack, children and appearance callbacks through cancelled
    /// interactive changes, through its view leaving the window mid-pop, and under a full-screen
    /// presentation. Regressions of bugs the randomized suites found (docs/reliability.md); they run
    /// in the reliability harness's world, whose frames check the hierarchy's invariants.
    @MainActor
    @Suite(.serialized) struct NavigationStackTests {
        /// Once broke when a cancelled interactive `setViewControllers` left the new
        /// controllers as the navigation controller's children (bug 2).
        @Test
        func aCancelledSetViewControllersRemovesTheNewChildren() {
            let (world, nav, a) = FuzzWorld.navigationScene()
            let delegate = FuzzNavigationDelegate()
            delegate.nextKind = .slide
            let interaction = UIPercentDrivenInteractiveTransition()
            delegate.nextInteraction = interaction
            nav.delegate = delegate
            let b = FuzzController("B", ledger: nil, color: .blue)
            nav.setViewControllers([a, b], animated: true)
            world.frame()
            interaction.update(0.3)
            world.frame()
            interaction.cancel()
            world.run(for: 1, frameRate: 30)
            #expect(nav.viewControllers.map(\.title) == ["A"])
            #expect(nav.children.map(\.title) == ["A"], "children \(nav.children.map(\.title)) after the cancelled setViewControllers")
            #expect(b.parent == nil, "B was never shown but its parent is \(String(describing: b.parent))")
            world.teardown()
        }

        /// Once broke when a cancelled interactive `setViewControllers` put the controllers it
        /// dropped back on the stack without their parent (bug 2).
        @Test
        func aCancelledSetViewControllersKeepsTheOldStackParented() {
            let (world, nav, a) = FuzzWorld.navigationScene()
            let b = FuzzController("B", ledger: nil, color: .blue)
            nav.pushViewController(b, animated: false)
            world.frame()
            let delegate = FuzzNavigationDelegate()
            delegate.nextKind = .slide
            let interaction = UIPercentDrivenInteractiveTransition()
            delegate.nextInteraction = interaction
            nav.delegate = delegate
            let c = FuzzController("C", ledger: nil, color: .green)
            nav.setViewControllers([c], animated: true)
            world.frame()
            interaction.update(0.3)
            world.frame()
            interaction.cancel()
            world.run(for: 1, frameRate: 30)
            #expect(nav.viewControllers.map(\.title) == ["A", "B"])
            #expect(a.parent === nav, "A is on the stack again but its parent is \(String(describing: a.parent))")
            #expect(a.navigationController === nav)
            #expect(nav.children.map(\.title) == ["A", "B"], "children \(nav.children.map(\.title))")
            world.teardown()
        }

        /// Once broke when such a push never animated, so it hung until the watchdog ended it,
        /// every later push or pop waiting behind it (bug 3).
        @Test
        func anAnimatedPushUnderAFullScreenPresentationCompletes() {
            let (world, nav, a) = FuzzWorld.navigationScene()
            let modal = FuzzController("modal", ledger: nil, color: .gray)
            modal.modalPresentationStyle = .fullScreen
            a.present(modal, animated: false)
            world.run(for: 0.5, frameRate: 30)
            #expect(nav.viewIfLoaded?.window == nil, "the full-screen presentation took the navigation controller's view away")
            let b = FuzzController("B", ledger: nil, color: .blue)
            nav.pushViewController(b, animated: true)
            world.run(for: 1, frameRate: 30)
            #expect(nav.transitionCoordinator == nil, "the push still runs 1 s later (0.35 s animation)")
            #expect(b.parent === nav && nav.topViewController === b)
            // The app goes on: the modal can be dismissed and B is on screen.
            modal.dismiss(animated: false)
            world.run(for: 11, frameRate: 4)
            world.teardown()
        }

        /// Once broke when the old top's view stayed in the content view under the new top's (bug 17).
        @Test func aStackReplacedWhileCoveredShowsOnlyItsTop() {
            let (world, nav, a) = FuzzWorld.navigationScene()
            let modal = FuzzController("modal", ledger: nil, color: .gray)
            modal.modalPresentationStyle = .fullScreen
            nav.present(modal, animated: false)
            world.frame()
            let b = FuzzController("B", ledger: nil, color: .blue)
            nav.setViewControllers([a, b], animated: true)   // not in a window: replaced at once
            world.frame()
            modal.dismiss(animated: false)
            world.frame()
            #expect(nav.topViewController === b && b.view.window === world.window)
            #expect(a.viewIfLoaded?.window == nil, "A's view is still under B's")
            world.teardown()
        }

        /// Once broke when the pushed controller heard its appearance callbacks at once, off
        /// screen, and none when it came on screen (bug 18).
        @Test func aPushUnderAFullScreenPresentationAppearsWithTheNavigationController() {
            let ledger = AppearanceLedger()
            let (world, nav, a) = FuzzWorld.navigation(size: CGSize(width: 200, height: 320), ledger: ledger)
            let modal = FuzzController("modal", ledger: ledger, color: .gray)
            modal.modalPresentationStyle = .fullScreen
            nav.present(modal, animated: true)
            world.run(for: 1, frameRate: 30)
            #expect(a.lastAppearance == "didDisappear")
            let b = FuzzController("B", ledger: ledger, color: .blue)
            nav.pushViewController(b, animated: true)
            world.run(for: 1, frameRate: 30)
            #expect(nav.topViewController === b && nav.transitionCoordinator == nil)
            #expect(b.appearanceHistory.isEmpty, "B is not on screen, but heard \(b.appearanceHistory)")
            modal.dismiss(animated: true)
            world.run(for: 1, frameRate: 30)
            #expect(b.view.window === world.window && b.appearanceHistory == ["willAppear", "didAppear"], "B heard \(b.appearanceHistory)")
            #expect(a.lastAppearance == "didDisappear" && a.viewIfLoaded?.window == nil)
            #expect(ledger.takeViolations().isEmpty)
            world.teardown()
        }

        /// Once broke, with bug 18, when B heard an appearance that its parent's leaving undid
        /// a moment later.
        @Test func aPushWhileAFullScreenPresentationComesInWaitsForTheParent() {
            let ledger = AppearanceLedger()
            let (world, nav, _) = FuzzWorld.navigation(size: CGSize(width: 200, height: 320), ledger: ledger)
            let modal = FuzzController("modal", ledger: ledger, color: .gray)
            modal.modalPresentationStyle = .fullScreen
            nav.present(modal, animated: true)
            world.frame()
            #expect(nav.view.window === world.window && nav.transitionCoordinator != nil, "the presentation runs")
            let b = FuzzController("B", ledger: ledger, color: .blue)
            nav.pushViewController(b, animated: false)   // queued behind nothing: done at once
            world.run(for: 1, frameRate: 30)
            #expect(nav.topViewController === b)
            #expect(b.appearanceHistory.isEmpty, "B heard \(b.appearanceHistory) while its parent was leaving the screen")
            modal.dismiss(animated: false)
            world.frame()
            #expect(b.appearanceHistory == ["willAppear", "didAppear"], "B heard \(b.appearanceHistory)")
            #expect(ledger.takeViolations().isEmpty)
            world.teardown()
        }

        /// Once broke when the navigation controller, out of the window and back mid-pop,
        /// forwarded its appearance to the pop's controllers: A was left with viewDidAppear off
        /// screen (bug 12).
        @Test(arguments: [false, true])
        func aParentDoesNotForwardAppearanceToControllersATransitionManages(cancel: Bool) {
            let ledger = AppearanceLedger()
            let (world, nav, a) = FuzzWorld.navigation(size: CGSize(width: 320, height: 480), ledger: ledger)
            let b = FuzzController("B", ledger: ledger, color: .blue)
            nav.pushViewController(b, animated: false)
            world.frame()
            world.edgeDrag(to: 150, frames: 11)
            #expect(nav.transitionCoordinator?.isInteractive == true)
            nav.view.removeFromSuperview()     // out of the window and back, between two frames:
            world.window.addSubview(nav.view)  // the parent disappears and appears again
            // Let go: slowly where it is (cancel), or flung to the right (finish).
            if cancel {
                world.run(for: 0.3, frameRate: 30)
            } else {
                world.frame(after: 0.01)
                world.move(to: CGPoint(x: 260, y: 240))
                world.frame(after: 0.01)
            }
            world.release()
            world.run(for: 1.5, frameRate: 30)
            let shown = cancel ? b : a, gone = cancel ? a : b
            #expect(nav.viewControllers.count == (cancel ? 2 : 1))
            #expect(shown.view.window === world.window && gone.viewIfLoaded?.window == nil)
            #expect(shown.lastAppearance == "didAppear", "\(shown.title!) is on screen; its callbacks: \(shown.appearanceHistory)")
            #expect(gone.lastAppearance == "didDisappear", "\(gone.title!) is off screen; its callbacks: \(gone.appearanceHistory)")
            #expect(ledger.takeViolations().isEmpty)
            world.teardown()
        }
    }
}
