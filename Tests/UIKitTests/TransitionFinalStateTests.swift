import Foundation
import Testing
import UIKit
import UIKitTesting
import TestSupport

/// What a transition leaves behind: after a finish the to-view is in the hierarchy and the
/// from-view is not, after a cancel the reverse (DESIGN §3, "The context"); the navigation stack
/// and `presentedViewController` agree; no layer of the window keeps an animation or an altered
/// time (`speed` 1, `timeOffset` 0); the context/coordinator, the animator and the interaction
/// controller are released once the client no longer holds them (the system keeps them only
/// until the transition ends); a second `completeTransition` changes nothing.
@MainActor
@Suite(.serialized) struct TransitionFinalStateTests {
    // MARK: Navigation

    @Test(arguments: [false, true])
    func edgeSwipePop(cancelled: Bool) {
        let scene = TransitionScene()
        let (nav, a) = scene.navigation()
        let b = TracedViewController("B", log: scene.log, color: .blue)
        nav.pushViewController(b, animated: false)
        scene.settle()
        weak var coordinator: (any UIViewControllerTransitionCoordinator)?
        scene.screen.press(at: CGPoint(x: 5, y: 300))
        scene.screen.drag(to: CGPoint(x: cancelled ? 50 : 260, y: 300), duration: 0.3)
        coordinator = nav.transitionCoordinator
        #expect(coordinator != nil)
        scene.screen.hold(for: 0.3)
        scene.screen.release()
        scene.settle()
        let (stays, leaves) = cancelled ? (b, a) : (a, b)
        #expect(nav.viewControllers.map(\.title) == (cancelled ? ["A", "B"] : ["A"]))
        #expect(stays.view.window === scene.window && leaves.viewIfLoaded?.window == nil)
        #expect(nav.topViewController === stays && (cancelled ? b.parent === nav : b.parent == nil))
        #expect(coordinator == nil, "the coordinator is released when the transition ends")
        #expect(nav.transitionCoordinator == nil && a.transitionCoordinator == nil && b.transitionCoordinator == nil)
        expectNoTransitionLeftovers(in: scene.window, views: [a.view, b.view], cancelled ? "cancelled" : "finished")
        let expected = cancelled ? RGBA(red: 0, green: 0, blue: 255) : RGBA(red: 255, green: 0, blue: 0)
        #expect(scene.screen.pixel(at: CGPoint(x: 160, y: 300)) == expected)
        #expect(scene.screen.pixel(at: CGPoint(x: 20, y: 300)) == expected)
        #expect(scene.screen.pixel(at: CGPoint(x: 300, y: 470)) == expected)
    }

    /// A custom animator and a percent-driven interaction the client drops right after it
    /// releases: both, and the context, are gone once the transition ended.
    @Test(arguments: [false, true])
    func customInteractivePopReleasesEverything(cancelled: Bool) {
        let scene = TransitionScene()
        let (nav, a) = scene.navigation()
        let b = TracedViewController("B", log: scene.log, color: .blue)
        nav.pushViewController(b, animated: false)
        scene.settle()
        let delegate = ScriptedNavigationDelegate(scene.log)
        nav.delegate = delegate
        weak var weakAnimator: SuiteSlideAnimator?
        weak var weakInteraction: UIPercentDrivenInteractiveTransition?
        weak var weakContext: (any UIViewControllerContextTransitioning)?
        weak var coordinator: (any UIViewControllerTransitionCoordinator)?
        do {
            let animator = SuiteSlideAnimator(.pop, duration: 0.3)
            let interaction = UIPercentDrivenInteractiveTransition()
            weakAnimator = animator
            weakInteraction = interaction
            delegate.popAnimator = animator
            delegate.interaction = interaction
            nav.popViewController(animated: true)
            scene.screen.renderFrame()
            coordinator = nav.transitionCoordinator
            weakContext = animator.lastContext
            interaction.update(0.5)
            scene.screen.renderFrame()
            if cancelled { interaction.cancel() } else { interaction.finish() }
            // The client lets go of everything, as real clients do right after finish()/cancel().
            delegate.popAnimator = nil
            delegate.interaction = nil
        }
        #expect(weakInteraction != nil && weakAnimator != nil, "the system keeps them until the transition ends")
        scene.settle()
        #expect(weakAnimator == nil, "animator released")
        #expect(weakInteraction == nil, "interaction controller released")
        #expect(weakContext == nil, "context released")
        #expect(coordinator == nil, "coordinator released")
        let (stays, leaves) = cancelled ? (b, a) : (a, b)
        #expect(nav.viewControllers.count == (cancelled ? 2 : 1) && nav.topViewController === stays)
        #expect(stays.view.window === scene.window && leaves.viewIfLoaded?.superview == nil)
        expectNear(shownTX(stays.view), 0, tolerance: 0.01)
        #expect(!b.isMovingFromParent && !a.isMovingToParent && !a.isMovingFromParent)
        expectNoTransitionLeftovers(in: scene.window, views: [a.view, b.view])
    }

    /// UIKit updates the stack when the push or pop is asked for, not when it ends: during a
    /// push `viewControllers` already ends with the pushed controller; during an interactive pop
    /// the popped one is already off the stack (the idiom `viewControllers.contains(self) == false`
    /// in `viewWillDisappear` relies on it) and comes back if the pop is cancelled.
    @Test func theStackChangesWhenTheTransitionIsAskedFor() {
        let scene = TransitionScene()
        let (nav, a) = scene.navigation()
        let b = TracedViewController("B", log: scene.log, color: .blue)
        var stackInWillAppear: [String?] = []
        b.onWillAppear = { vc in stackInWillAppear = vc.navigationController?.viewControllers.map(\.title) ?? [] }
        nav.pushViewController(b, animated: true)
        scene.screen.renderFrame()
        #expect(nav.viewControllers.map(\.title) == ["A", "B"], "during the push")
        #expect(nav.topViewController === b)
        #expect(stackInWillAppear == ["A", "B"])
        scene.settle()
        var stackInWillDisappear: [String?] = []
        b.onWillDisappear = { vc in stackInWillDisappear = nav.viewControllers.map(\.title) }
        scene.screen.press(at: CGPoint(x: 5, y: 300))
        scene.screen.drag(to: CGPoint(x: 50, y: 300), duration: 0.3)
        #expect(nav.viewControllers.map(\.title) == ["A"], "during the interactive pop")
        #expect(nav.topViewController === a)
        #expect(stackInWillDisappear == ["A"])
        scene.screen.hold(for: 0.3)
        scene.screen.release()
        scene.settle()
        #expect(nav.viewControllers.map(\.title) == ["A", "B"], "after the cancel")
    }

    // MARK: Presentation

    /// An interactive dismissal (full screen, custom animator, percent-driven) finished or cancelled.
    @Test(arguments: [false, true])
    func interactiveDismissal(cancelled: Bool) {
        let scene = TransitionScene()
        let a = scene.root()
        let b = TracedViewController("B", log: scene.log, color: .blue)
        let transitions = ScriptedTransitioningDelegate()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = transitions
        a.present(b, animated: true)
        scene.settle()
        weak var weakInteraction: UIPercentDrivenInteractiveTransition?
        weak var coordinator: (any UIViewControllerTransitionCoordinator)?
        do {
            let interaction = UIPercentDrivenInteractiveTransition()
            weakInteraction = interaction
            transitions.dismissAnimator = SuiteSlideAnimator(.dismiss, duration: 0.3)
            transitions.dismissInteraction = interaction
            b.dismiss(animated: true)
            scene.screen.renderFrame()
            coordinator = b.transitionCoordinator
            #expect(coordinator != nil && a.transitionCoordinator != nil)
            interaction.update(0.4)
            scene.screen.renderFrame()
            expectNear(shownTY(b.view), 0.4 * 480)
            #expect(a.view.window === scene.window, "the presenter's view is back under the dismissed one")
            if cancelled { interaction.cancel() } else { interaction.finish() }
            transitions.dismissInteraction = nil
            transitions.dismissAnimator = nil
        }
        scene.settle()
        #expect(weakInteraction == nil && coordinator == nil)
        if cancelled {
            #expect(a.presentedViewController === b && b.presentingViewController === a)
            #expect(b.view.window === scene.window && a.view.window == nil, "full screen: the presenter's view leaves again")
            #expect(scene.screen.pixel(at: CGPoint(x: 160, y: 240)) == RGBA(red: 0, green: 0, blue: 255))
        } else {
            #expect(a.presentedViewController == nil && b.presentingViewController == nil)
            #expect(b.viewIfLoaded?.window == nil && a.view.window === scene.window)
            #expect(scene.window.subviews.count == 1, "the presentation's container is gone: \(scene.window.subviews)")
            #expect(scene.screen.pixel(at: CGPoint(x: 160, y: 240)) == RGBA(red: 255, green: 0, blue: 0))
        }
        expectNoTransitionLeftovers(in: scene.window, views: [a.view, b.view])
    }

    /// A dismissal animator that puts the presenter's view (`view(forKey: .to)`) into the container
    /// below the dismissed view — common client code — still leaves the presenter's view in the
    /// window once the dismissal ends, finished or cancelled then finished.
    @Test(arguments: [false, true])
    func dismissalAnimatorThatAddsThePresentersViewToTheContainer(interactive: Bool) {
        let scene = TransitionScene()
        let a = scene.root()
        let b = TracedViewController("B", log: scene.log, color: .blue)
        let transitions = ScriptedTransitioningDelegate()
        let animator = SuiteSlideAnimator(.dismiss, duration: 0.3)
        animator.insertsToView = true
        transitions.dismissAnimator = animator
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = transitions
        a.present(b, animated: true)
        scene.settle()
        if interactive {
            let interaction = UIPercentDrivenInteractiveTransition()
            transitions.dismissInteraction = interaction
            b.dismiss(animated: true)
            scene.screen.renderFrame()
            interaction.update(0.3)
            interaction.cancel()
            scene.settle()
            #expect(a.presentedViewController === b && b.view.window === scene.window && a.view.window == nil)
            interaction.finish()   // ignored: that transition is over
            let second = UIPercentDrivenInteractiveTransition()
            transitions.dismissInteraction = second
            b.dismiss(animated: true)
            scene.screen.renderFrame()
            second.update(0.6)
            second.finish()
        } else {
            b.dismiss(animated: true)
        }
        scene.settle()
        #expect(a.presentedViewController == nil && b.viewIfLoaded?.window == nil)
        #expect(a.view.window === scene.window, "the presenter's view is back in the window")
        #expect(scene.window.subviews.count == 1 && scene.window.subviews.first === a.view, "\(scene.window.subviews)")
        #expect(scene.screen.pixel(at: CGPoint(x: 160, y: 240)) == RGBA(red: 255, green: 0, blue: 0))
        expectNoTransitionLeftovers(in: scene.window, views: [a.view, b.view])
    }

    /// An interactive presentation that is cancelled leaves nothing: no presented controller, no
    /// container, the presenter's view where it was.
    @Test func cancelledInteractivePresentationLeavesNothing() {
        let scene = TransitionScene()
        let a = scene.root()
        let b = TracedViewController("B", log: scene.log, color: .blue)
        let transitions = ScriptedTransitioningDelegate()
        let interaction = UIPercentDrivenInteractiveTransition()
        transitions.presentAnimator = SuiteSlideAnimator(.present, duration: 0.3)
        transitions.presentInteraction = interaction
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = transitions
        var completed = 0
        a.present(b, animated: true) { completed += 1 }
        scene.screen.renderFrame()
        interaction.update(0.3)
        scene.screen.renderFrame()
        expectNear(shownTY(b.view), 0.7 * 480)
        interaction.cancel()
        scene.settle()
        #expect(a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(!b.isBeingPresented, "no longer being presented")
        #expect(b.viewIfLoaded?.window == nil && a.view.window === scene.window)
        #expect(scene.window.subviews.count == 1, "\(scene.window.subviews)")
        #expect(scene.log.events == ["A.willDisappear+coordinator", "B.willAppear+coordinator",
                                     "B.willDisappear+coordinator", "A.willAppear+coordinator",
                                     "A.didAppear", "B.didDisappear"]
                || scene.log.events == ["A.willDisappear+coordinator", "B.willAppear+coordinator",
                                        "B.willDisappear+coordinator", "A.willAppear+coordinator",
                                        "B.didDisappear", "A.didAppear"], "\(scene.log.events)")
        #expect(scene.screen.pixel(at: CGPoint(x: 160, y: 240)) == RGBA(red: 255, green: 0, blue: 0))
        expectNoTransitionLeftovers(in: scene.window, views: [a.view, b.view])
        // The presenter can present again.
        let c = TracedViewController("C", log: scene.log, color: .green)
        c.modalPresentationStyle = .fullScreen
        a.present(c, animated: true)
        scene.settle()
        #expect(a.presentedViewController === c && c.view.window === scene.window)
    }

    // MARK: completeTransition twice

    /// The animator calls `completeTransition` twice: the second call changes nothing.
    @Test func completeTransitionTwiceChangesNothing() {
        let scene = TransitionScene()
        let (nav, a) = scene.navigation()
        let log = scene.log
        let delegate = ScriptedNavigationDelegate(log)
        let animator = SuiteSlideAnimator(.push, duration: 0.3, log: log)
        animator.completesTwice = true
        animator.keepsContext = true
        delegate.pushAnimator = animator
        nav.delegate = delegate
        let b = TracedViewController("B", log: log, color: .blue)
        nav.pushViewController(b, animated: true)
        scene.settle()
        #expect(log.events.filter { $0 == "didShow B" }.count == 1)
        #expect(log.events.filter { $0 == "B.didAppear" }.count == 1)
        #expect(animator.endedCalls == [true])
        #expect(nav.viewControllers.map(\.title) == ["A", "B"])
        #expect(b.view.window === scene.window && a.viewIfLoaded?.window == nil)
        // A late completeTransition(false) on the ended context does nothing either.
        log.clear()
        animator.keptContext?.completeTransition(false)
        scene.settle()
        #expect(log.events.isEmpty, "\(log.events)")
        #expect(nav.viewControllers.map(\.title) == ["A", "B"] && b.view.window === scene.window)
        // And the next transition runs normally.
        delegate.pushAnimator = nil
        nav.popViewController(animated: true)
        scene.settle()
        #expect(nav.viewControllers.map(\.title) == ["A"] && a.view.window === scene.window && b.viewIfLoaded?.window == nil)
        expectNoTransitionLeftovers(in: scene.window, views: [a.view, b.view])
    }
}
