import Foundation
import Testing
import UIKit
import UIKitTesting
import TestSupport

/// The order of every callback a transition makes, logged and compared exactly.
///
/// Where the order at the end comes from: UIKit's `completeTransition(_:)` runs, in order, the
/// owner's completion (hierarchy, `viewDidDisappear`/`viewDidAppear`, then the navigation
/// delegate's `didShow` or the `present`/`dismiss` completion), then the coordinator's alongside
/// completions, then the animator's `animationEnded(_:)` — `animationEnded` is the very last call
/// ("UIKit calls this method at the end of a transition"). On an interactive cancel, the
/// `notifyWhenInteractionChanges` handler runs, then the incoming controller gets
/// `viewWillDisappear`, then the original one `viewWillAppear` (DESIGN §3, Apple's documentation
/// of `notifyWhenInteractionChanges(_:)`). Navigation transitions end with the outgoing
/// controller's `viewDidDisappear` before the incoming one's `viewDidAppear`; presentations with
/// the presented controller's `viewDidAppear` first.
///
/// Each test runs a frame after starting the transition before it looks, so it does not depend
/// on whether the transition starts at once or at the next layout pass (UIKit defers it).
@MainActor
@Suite(.serialized) struct TransitionCallbackOrderTests {
    // MARK: Push and pop

    @Test func animatedPushThroughACustomAnimator() {
        let scene = TransitionScene()
        let (nav, _) = scene.navigation()
        let log = scene.log
        let delegate = ScriptedNavigationDelegate(log)
        delegate.pushAnimator = SuiteSlideAnimator(.push, duration: 0.3, log: log)
        nav.delegate = delegate
        let b = TracedViewController("B", log: log, color: .blue)
        b.onWillAppear = { vc in CoordinatorTrace.alongside(vc.transitionCoordinator, log: log) }
        nav.pushViewController(b, animated: true)
        scene.settle()
        #expect(log.events == [
            "willShow B+coordinator", "A.willDisappear+coordinator", "B.willAppear+coordinator",
            "animateTransition", "alongside",
            "A.didDisappear", "B.didAppear", "didShow B",
            "alongsideCompletion(cancelled: false)", "animationEnded(true)",
        ])
        #expect(b.animatedFlags == [true, true])
    }

    @Test func animatedPopThroughACustomAnimator() {
        let scene = TransitionScene()
        let (nav, a) = scene.navigation()
        let log = scene.log
        let b = TracedViewController("B", log: log, color: .blue)
        nav.pushViewController(b, animated: false)
        scene.settle()
        log.clear()
        let delegate = ScriptedNavigationDelegate(log)
        delegate.popAnimator = SuiteSlideAnimator(.pop, duration: 0.3, log: log)
        nav.delegate = delegate
        a.onWillAppear = { vc in CoordinatorTrace.alongside(vc.transitionCoordinator, log: log) }
        nav.popViewController(animated: true)
        scene.settle()
        #expect(log.events == [
            "willShow A+coordinator", "B.willDisappear+coordinator", "A.willAppear+coordinator",
            "animateTransition", "alongside",
            "B.didDisappear", "A.didAppear", "didShow A",
            "alongsideCompletion(cancelled: false)", "animationEnded(true)",
        ])
    }

    @Test func animatedPopThroughTheBuiltInSlide() {
        let scene = TransitionScene()
        let (nav, a) = scene.navigation()
        let log = scene.log
        let b = TracedViewController("B", log: log, color: .blue)
        nav.pushViewController(b, animated: false)
        scene.settle()
        log.clear()
        let delegate = ScriptedNavigationDelegate(log)
        nav.delegate = delegate
        a.onWillAppear = { vc in CoordinatorTrace.alongside(vc.transitionCoordinator, log: log) }
        nav.popViewController(animated: true)
        scene.settle()
        #expect(log.events == [
            "willShow A+coordinator", "B.willDisappear+coordinator", "A.willAppear+coordinator",
            "alongside",
            "B.didDisappear", "A.didAppear", "didShow A",
            "alongsideCompletion(cancelled: false)",
        ])
    }

    /// Without animation the same callbacks come in the same order, with `animated == false`.
    /// (Whether a coordinator exists then is not compared: UIKit gives none for a non-animated push.)
    @Test func nonAnimatedPushAndPop() {
        let scene = TransitionScene()
        let (nav, a) = scene.navigation()
        let log = scene.log
        let delegate = ScriptedNavigationDelegate(log)
        nav.delegate = delegate
        let b = TracedViewController("B", log: log, color: .blue)
        nav.pushViewController(b, animated: false)
        scene.settle()
        #expect(Self.plain(log.events) == [
            "willShow B", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear", "didShow B",
        ])
        log.clear()
        nav.popViewController(animated: false)
        scene.settle()
        #expect(Self.plain(log.events) == [
            "willShow A", "B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear", "didShow A",
        ])
        // A's first two flags are from the window showing it; the four after are the push and pop.
        #expect(a.animatedFlags.count == 6 && b.animatedFlags.count == 4, "\(a.animatedFlags) \(b.animatedFlags)")
        #expect(a.animatedFlags.allSatisfy { !$0 } && b.animatedFlags.allSatisfy { !$0 })
    }

    // MARK: Present and dismiss

    @Test func animatedPresentAndDismissThroughCustomAnimators() {
        let scene = TransitionScene()
        let a = scene.root()
        let log = scene.log
        let b = TracedViewController("B", log: log, color: .blue)
        let transitions = ScriptedTransitioningDelegate()
        transitions.presentAnimator = SuiteSlideAnimator(.present, duration: 0.3, log: log)
        transitions.dismissAnimator = SuiteSlideAnimator(.dismiss, duration: 0.3, log: log)
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = transitions
        b.onWillAppear = { vc in CoordinatorTrace.alongside(vc.transitionCoordinator, log: log) }
        a.present(b, animated: true) { log.add("presentCompletion") }
        scene.settle()
        #expect(log.events == [
            "A.willDisappear+coordinator", "B.willAppear+coordinator",
            "animateTransition", "alongside",
            "B.didAppear", "A.didDisappear", "presentCompletion",
            "alongsideCompletion(cancelled: false)", "animationEnded(true)",
        ])
        log.clear()
        a.onWillAppear = { vc in CoordinatorTrace.alongside(vc.transitionCoordinator, log: log) }
        b.dismiss(animated: true) { log.add("dismissCompletion") }
        scene.settle()
        #expect(log.events == [
            "B.willDisappear+coordinator", "A.willAppear+coordinator",
            "animateTransition", "alongside",
            "B.didDisappear", "A.didAppear", "dismissCompletion",
            "alongsideCompletion(cancelled: false)", "animationEnded(true)",
        ])
    }

    /// An interactive dismissal the client cancels at 30 %: nothing was dismissed, so the
    /// `dismiss(animated:completion:)` completion does not run; finished, it runs before the
    /// alongside completions, as for a dismissal that runs on its own.
    @Test(arguments: [false, true])
    func interactiveDismissalRunsItsCompletionOnlyWhenItFinishes(finishes: Bool) {
        let scene = TransitionScene()
        let a = scene.root()
        let log = scene.log
        let b = TracedViewController("B", log: log, color: .blue)
        let transitions = ScriptedTransitioningDelegate()
        transitions.dismissAnimator = SuiteSlideAnimator(.dismiss, duration: 0.4, log: log)
        let interaction = UIPercentDrivenInteractiveTransition()
        transitions.dismissInteraction = interaction
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = transitions
        a.present(b, animated: false)
        scene.settle()
        log.clear()
        a.onWillAppear = { vc in CoordinatorTrace.alongside(vc.transitionCoordinator, log: log) }
        b.dismiss(animated: true) { log.add("dismissCompletion") }
        scene.screen.renderFrame()
        interaction.update(0.3)
        scene.screen.renderFrame()
        if finishes { interaction.finish() } else { interaction.cancel() }
        scene.settle()
        if finishes {
            #expect(log.events == [
                "B.willDisappear+coordinator", "A.willAppear+coordinator",
                "animateTransition(interactive)", "alongside(interactive)",
                "B.didDisappear", "A.didAppear", "dismissCompletion",
                "alongsideCompletion(cancelled: false)", "animationEnded(true)",
            ])
            #expect(a.presentedViewController == nil)
        } else {
            #expect(log.events == [
                "B.willDisappear+coordinator", "A.willAppear+coordinator",
                "animateTransition(interactive)", "alongside(interactive)",
                "A.willDisappear+coordinator", "B.willAppear+coordinator",
                "B.didAppear", "A.didDisappear",
                "alongsideCompletion(cancelled: true)", "animationEnded(false)",
            ])
            #expect(a.presentedViewController === b)
        }
    }

    /// The coordinator the appearance callbacks see while an interactively started pop or
    /// dismissal begins already says so: `initiallyInteractive` and `isInteractive` are true
    /// there (UIKit knows the interaction controller before it calls them), and so is the
    /// context's `isInteractive` in `animateTransition(using:)`. A transition without an
    /// interaction controller says false in both places.
    @Test func theCoordinatorInTheAppearanceCallbacksKnowsAnInteractiveStart() {
        func flags(_ coordinator: (any UIViewControllerTransitionCoordinator)?) -> String {
            guard let c = coordinator else { return "no coordinator" }
            let from = c.viewController(forKey: .from)?.title ?? "nil", to = c.viewController(forKey: .to)?.title ?? "nil"
            return "initially \(c.initiallyInteractive) interactive \(c.isInteractive) animated \(c.isAnimated)"
                + " cancelled \(c.isCancelled) percent \(c.percentComplete) duration \(c.transitionDuration) \(from)→\(to)"
        }
        // Interactive pop.
        let (scene, nav, interaction, delegate) = Self.interactivePopScene()
        defer { withExtendedLifetime(delegate) {} }
        var seen: [String] = []
        let a = nav.viewControllers[0] as! TracedViewController
        let b = nav.viewControllers[1] as! TracedViewController
        a.onWillAppear = { vc in seen.append("A.willAppear " + flags(vc.transitionCoordinator)) }
        b.onWillDisappear = { vc in seen.append("B.willDisappear " + flags(vc.transitionCoordinator)) }
        nav.popViewController(animated: true)
        scene.screen.renderFrame()
        interaction.cancel()
        scene.settle()
        #expect(seen == [
            "B.willDisappear initially true interactive true animated true cancelled false percent 0.0 duration 0.4 B→A",
            "A.willAppear initially true interactive true animated true cancelled false percent 0.0 duration 0.4 B→A",
        ])

        // Interactive dismissal, and the same controllers presented without interaction.
        let scene2 = TransitionScene()
        let root = scene2.root()
        let presented = TracedViewController("B", log: scene2.log, color: .blue)
        let transitions = ScriptedTransitioningDelegate()
        transitions.presentAnimator = SuiteSlideAnimator(.present, duration: 0.3)
        transitions.dismissAnimator = SuiteSlideAnimator(.dismiss, duration: 0.3)
        let dismissal = UIPercentDrivenInteractiveTransition()
        transitions.dismissInteraction = dismissal
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = transitions
        seen = []
        presented.onWillAppear = { vc in seen.append("B.willAppear " + flags(vc.transitionCoordinator)) }
        root.present(presented, animated: true)
        scene2.settle()
        presented.onWillDisappear = { vc in seen.append("B.willDisappear " + flags(vc.transitionCoordinator)) }
        root.onWillAppear = { vc in seen.append("A.willAppear " + flags(vc.transitionCoordinator)) }
        presented.dismiss(animated: true)
        scene2.screen.renderFrame()
        dismissal.finish()
        scene2.settle()
        #expect(seen == [
            "B.willAppear initially false interactive false animated true cancelled false percent 0.0 duration 0.3 A→B",
            "B.willDisappear initially true interactive true animated true cancelled false percent 0.0 duration 0.3 B→A",
            "A.willAppear initially true interactive true animated true cancelled false percent 0.0 duration 0.3 B→A",
        ])
        #expect(root.presentedViewController == nil)
    }

    @Test func nonAnimatedPresentAndDismiss() {
        let scene = TransitionScene()
        let a = scene.root()
        let log = scene.log
        let b = TracedViewController("B", log: log, color: .blue)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false) { log.add("presentCompletion") }
        scene.settle()
        #expect(Self.plain(log.events) == [
            "A.willDisappear", "B.willAppear", "B.didAppear", "A.didDisappear", "presentCompletion",
        ])
        log.clear()
        b.dismiss(animated: false) { log.add("dismissCompletion") }
        scene.settle()
        #expect(Self.plain(log.events) == [
            "B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear", "dismissCompletion",
        ])
        #expect(a.animatedFlags.allSatisfy { !$0 } && b.animatedFlags.allSatisfy { !$0 })
    }

    /// A presented controller registers an alongside animation in `viewWillAppear`: it runs after
    /// the animator started, moves with the transition, and completes after `viewDidAppear`.
    @Test func presentationWithAnAlongsideAnimationRegisteredInViewWillAppear() {
        let scene = TransitionScene()
        let a = scene.root()
        let log = scene.log
        let b = TracedViewController("B", log: log, color: .blue)
        b.modalPresentationStyle = .fullScreen
        let badge = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        badge.backgroundColor = .green
        b.view.addSubview(badge)
        var duration: TimeInterval = 0
        b.onWillAppear = { vc in
            duration = vc.transitionCoordinator?.transitionDuration ?? 0
            CoordinatorTrace.alongside(vc.transitionCoordinator, log: log, fading: badge, to: 0)
        }
        a.present(b, animated: true)
        scene.screen.renderFrame()
        #expect(duration > 0)
        expectNear(shownAlpha(badge), 1, tolerance: 0.01, "the alongside animation starts with the transition")
        // Half-way through, any symmetric curve (the default ease-in-out) is half-way.
        scene.screen.advance(by: duration / 2)
        scene.screen.renderFrame()
        expectNear(shownAlpha(badge), 0.5, tolerance: 0.01)
        scene.settle()
        #expect(log.events == [
            "A.willDisappear+coordinator", "B.willAppear+coordinator", "alongside",
            "B.didAppear", "A.didDisappear", "alongsideCompletion(cancelled: false)",
        ])
        #expect(shownAlpha(badge) == 0 && badge.alpha == 0)
    }

    // MARK: Interactive pops

    /// A custom animator driven by a percent-driven interaction the delegate vends; the client
    /// updates 30 %, 60 %, then finishes.
    @Test func interactivePopFinished() {
        let (scene, nav, interaction, delegate) = Self.interactivePopScene()
        defer { withExtendedLifetime(delegate) {} }
        let log = scene.log
        nav.popViewController(animated: true)
        scene.screen.renderFrame()
        interaction.update(0.3)
        scene.screen.renderFrame()
        interaction.update(0.6)
        scene.screen.renderFrame()
        interaction.finish()
        scene.settle()
        #expect(log.events == [
            "willShow A+coordinator", "B.willDisappear+coordinator", "A.willAppear+coordinator",
            "animateTransition(interactive)", "alongside(interactive)",
            "interactionChanged(cancelled: false, percent: 0.60, interactive: false)",
            "B.didDisappear", "A.didAppear", "didShow A",
            "alongsideCompletion(cancelled: false)", "animationEnded(true)",
        ])
        #expect(nav.viewControllers.count == 1)
    }

    /// The same, cancelled at 40 %: the handler, then the incoming A's `viewWillDisappear`, then
    /// B's `viewWillAppear`; A never gets `viewDidAppear`.
    @Test func interactivePopCancelled() {
        let (scene, nav, interaction, delegate) = Self.interactivePopScene()
        defer { withExtendedLifetime(delegate) {} }
        let log = scene.log
        nav.popViewController(animated: true)
        scene.screen.renderFrame()
        interaction.update(0.4)
        scene.screen.renderFrame()
        interaction.cancel()
        scene.settle()
        #expect(log.events == [
            "willShow A+coordinator", "B.willDisappear+coordinator", "A.willAppear+coordinator",
            "animateTransition(interactive)", "alongside(interactive)",
            "interactionChanged(cancelled: true, percent: 0.40, interactive: false)",
            "A.willDisappear+coordinator", "B.willAppear+coordinator",
            "B.didAppear", "A.didDisappear", "didShow B",
            "alongsideCompletion(cancelled: true)", "animationEnded(false)",
        ])
        #expect(nav.viewControllers.count == 2)
    }

    /// The built-in edge swipe, dragged 55 pt of 320 and released slowly: cancelled.
    @Test func edgeSwipePopCancelled() {
        let scene = TransitionScene()
        let (nav, a) = scene.navigation()
        let log = scene.log
        let b = TracedViewController("B", log: log, color: .blue)
        nav.pushViewController(b, animated: false)
        scene.settle()
        log.clear()
        let delegate = ScriptedNavigationDelegate(log)
        nav.delegate = delegate
        a.onWillAppear = { vc in
            CoordinatorTrace.alongside(vc.transitionCoordinator, log: log)
            CoordinatorTrace.interactionChanges(vc.transitionCoordinator, log: log)
        }
        scene.screen.press(at: CGPoint(x: 5, y: 300))
        scene.screen.drag(to: CGPoint(x: 60, y: 300), duration: 0.4)
        scene.screen.hold(for: 0.3)
        scene.screen.release()
        scene.settle()
        // 55 / 320 = 0.171875
        #expect(log.events == [
            "willShow A+coordinator", "B.willDisappear+coordinator", "A.willAppear+coordinator",
            "alongside(interactive)",
            "interactionChanged(cancelled: true, percent: 0.17, interactive: false)",
            "A.willDisappear+coordinator", "B.willAppear+coordinator",
            "B.didAppear", "A.didDisappear", "didShow B",
            "alongsideCompletion(cancelled: true)",
        ])
    }

    /// Containment: a push calls `willMove(toParent:)` before anything else and
    /// `didMove(toParent:)` once the transition has ended; a cancelled interactive pop gives the
    /// top controller `willMove(toParent: nil)` before its `viewWillDisappear` and then
    /// `didMove(toParent: nav)` (it stays), never `didMove(toParent: nil)`. (Whether `didMove`
    /// comes before or after `viewDidAppear` is not compared.)
    @Test func containmentCallbacksAroundACancelledPop() {
        let scene = TransitionScene()
        let (nav, _) = scene.navigation()
        let log = scene.log
        let b = TracedViewController("B", log: log, color: .blue)
        b.logsContainment = true
        let delegate = ScriptedNavigationDelegate(log)
        nav.delegate = delegate
        nav.pushViewController(b, animated: true)
        scene.screen.renderFrame()
        #expect(!log.events.contains("B.didMove(nav)"), "not while the push runs: \(log.events)")
        scene.settle()
        let push = log.events
        #expect(push.first == "B.willMove(nav)", "\(push)")
        #expect(push.filter { $0.contains("Move") } == ["B.willMove(nav)", "B.didMove(nav)"], "\(push)")
        log.clear()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.popAnimator = SuiteSlideAnimator(.pop, duration: 0.3)
        delegate.interaction = interaction
        nav.popViewController(animated: true)
        scene.screen.renderFrame()
        interaction.update(0.2)
        interaction.cancel()
        scene.settle()
        let pop = log.events.filter { $0.hasPrefix("B.") }
        #expect(Array(pop.prefix(3)) == ["B.willMove(nil)", "B.willDisappear+coordinator", "B.willAppear+coordinator"], "\(pop)")
        #expect(Set(pop.dropFirst(3)) == ["B.didAppear", "B.didMove(nav)"] && pop.count == 5, "\(pop)")
        #expect(b.parent === nav)
    }

    /// `isMovingToParent` in the pushed controller's `viewWillAppear`, `isMovingFromParent` in the
    /// popped one's `viewWillDisappear`, `isBeingPresented`/`isBeingDismissed` likewise.
    @Test func movingAndBeingFlagsDuringTheTransition() {
        let scene = TransitionScene()
        let (nav, _) = scene.navigation()
        let log = scene.log
        let b = TracedViewController("B", log: log, color: .blue)
        var flags: [String] = []
        b.onWillAppear = { vc in flags.append("toParent \(vc.isMovingToParent)") }
        nav.pushViewController(b, animated: true)
        scene.settle()
        #expect(!b.isMovingToParent)
        b.onWillDisappear = { vc in flags.append("fromParent \(vc.isMovingFromParent)") }
        nav.popViewController(animated: true)
        scene.settle()
        let c = TracedViewController("C", log: log, color: .green)
        c.modalPresentationStyle = .fullScreen
        c.onWillAppear = { vc in flags.append("presented \(vc.isBeingPresented)") }
        nav.present(c, animated: true)
        scene.settle()
        c.onWillDisappear = { vc in flags.append("dismissed \(vc.isBeingDismissed)") }
        c.dismiss(animated: true)
        scene.settle()
        #expect(flags == ["toParent true", "fromParent true", "presented true", "dismissed true"])
        #expect(!c.isBeingDismissed && !c.isBeingPresented && !b.isMovingFromParent)
    }

    // MARK: Helpers

    /// A with B pushed; the delegate vends a logging slide for pop and a percent-driven
    /// interaction; A registers an alongside animation and an interaction handler in `viewWillAppear`.
    static func interactivePopScene()
        -> (TransitionScene, UINavigationController, UIPercentDrivenInteractiveTransition, ScriptedNavigationDelegate) {
        let scene = TransitionScene()
        let (nav, a) = scene.navigation()
        let log = scene.log
        let b = TracedViewController("B", log: log, color: .blue)
        nav.pushViewController(b, animated: false)
        scene.settle()
        log.clear()
        let delegate = ScriptedNavigationDelegate(log)
        delegate.popAnimator = SuiteSlideAnimator(.pop, duration: 0.4, log: log)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        nav.delegate = delegate
        a.onWillAppear = { vc in
            CoordinatorTrace.alongside(vc.transitionCoordinator, log: log)
            CoordinatorTrace.interactionChanges(vc.transitionCoordinator, log: log)
        }
        return (scene, nav, interaction, delegate)
    }

    /// The events without the coordinator marks.
    static func plain(_ events: [String]) -> [String] {
        events.map { $0.replacingOccurrences(of: "+coordinator", with: "") }
    }
}
