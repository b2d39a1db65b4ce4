import Foundation
import Testing
import UIKit
import UIKitTesting
import TestSupport

/// The transition coordinator (DESIGN §3, "The coordinator", and Apple's documentation of
/// `UIViewControllerTransitionCoordinator` and `transitionCoordinator`): there only while a
/// transition runs, the same object for every controller involved (children find their
/// ancestors'), a context that describes the transition, alongside animations accepted while it
/// runs and refused afterwards, interaction handlers that fire only when an interaction ends,
/// and a new transition may start from a cancelled one's completion.
@MainActor
@Suite(.serialized) struct TransitionCoordinatorTests {
    @Test func theCoordinatorExistsOnlyDuringTheTransitionAndIsSharedWithChildren() {
        let scene = TransitionScene()
        let (nav, a) = scene.navigation()
        let b = TracedViewController("B", log: scene.log, color: .blue)
        let child = UIViewController()
        b.addChild(child)
        b.view.addSubview(child.view)
        child.didMove(toParent: b)
        #expect(nav.transitionCoordinator == nil && a.transitionCoordinator == nil && b.transitionCoordinator == nil)
        var inWillAppear: (any UIViewControllerTransitionCoordinator)?
        b.onWillAppear = { vc in inWillAppear = vc.transitionCoordinator }
        nav.pushViewController(b, animated: true)
        scene.screen.renderFrame()
        let coordinator = nav.transitionCoordinator
        #expect(coordinator != nil)
        #expect(inWillAppear === coordinator, "already there in viewWillAppear")
        #expect(a.transitionCoordinator === coordinator && b.transitionCoordinator === coordinator)
        #expect(child.transitionCoordinator === coordinator, "a child finds its ancestor's coordinator")
        inWillAppear = nil
        scene.settle()
        #expect(nav.transitionCoordinator == nil && a.transitionCoordinator == nil)
        #expect(b.transitionCoordinator == nil && child.transitionCoordinator == nil)
    }

    /// What the context says inside the alongside block of a non-interactive custom push.
    @Test func theContextDescribesTheTransition() {
        let scene = TransitionScene()
        let (nav, a) = scene.navigation()
        let delegate = ScriptedNavigationDelegate(scene.log)
        let animator = SuiteSlideAnimator(.push, duration: 0.3)
        delegate.pushAnimator = animator
        nav.delegate = delegate
        let b = TracedViewController("B", log: scene.log, color: .blue)
        var seen: [String] = []
        b.onWillAppear = { vc in
            vc.transitionCoordinator?.animate(alongsideTransition: { ctx in
                seen.append("animated \(ctx.isAnimated)")
                seen.append("initiallyInteractive \(ctx.initiallyInteractive)")
                seen.append("interactive \(ctx.isInteractive)")
                seen.append("cancelled \(ctx.isCancelled)")
                seen.append("duration \(ctx.transitionDuration)")
                seen.append("style \(ctx.presentationStyle == .none)")
                seen.append("from \(ctx.viewController(forKey: .from) === a)")
                seen.append("to \(ctx.viewController(forKey: .to) === b)")
                seen.append("toView \(ctx.view(forKey: .to) === b.view)")
                seen.append("container \(ctx.containerView === animator.lastContext?.containerView)")
                seen.append("transform \(ctx.targetTransform == .identity)")
            })
        }
        nav.pushViewController(b, animated: true)
        scene.settle()
        // DESIGN §3: when animateTransition starts, the container holds the from-view; the
        // animator adds the to-view.
        #expect(animator.containerAtStart?.fromInside == true && animator.containerAtStart?.toOutside == true)
        #expect(seen == ["animated true", "initiallyInteractive false", "interactive false", "cancelled false",
                         "duration 0.3", "style true", "from true", "to true", "toView true", "container true",
                         "transform true"])
    }

    /// An interactive pop: the handlers (`notifyWhenInteractionChanges` and the deprecated
    /// `notifyWhenInteractionEnds`) fire once, when the finger lets go, with the state valid then.
    @Test func interactionHandlersSeeTheStateAtRelease() {
        let s = UpdateDrivenPop(duration: 0.4)
        s.interaction.completionSpeed = 1.5
        s.interaction.completionCurve = .easeOut
        var changes: [String] = [], ends: [String] = [], during: [String] = []
        s.a.onWillAppear = { vc in
            let coordinator = vc.transitionCoordinator
            coordinator?.animate(alongsideTransition: { ctx in
                during.append("interactive \(ctx.isInteractive) initially \(ctx.initiallyInteractive)")
            })
            coordinator?.notifyWhenInteractionChanges { ctx in
                changes.append("interactive \(ctx.isInteractive) initially \(ctx.initiallyInteractive) cancelled \(ctx.isCancelled) "
                               + "percent \(CoordinatorTrace.format(ctx.percentComplete)) velocity \(ctx.completionVelocity) "
                               + "curve \(ctx.completionCurve == .easeOut) duration \(ctx.transitionDuration)")
            }
            coordinator?.notifyWhenInteractionEnds { ctx in ends.append("cancelled \(ctx.isCancelled)") }
        }
        s.start()
        s.interaction.update(0.6)
        s.scene.screen.renderFrame()
        #expect(changes.isEmpty && ends.isEmpty, "nothing while the finger is down")
        #expect(s.nav.transitionCoordinator?.isInteractive == true)
        s.interaction.finish()
        #expect(s.nav.transitionCoordinator?.isInteractive == false)
        s.scene.settle()
        #expect(during == ["interactive true initially true"])
        #expect(changes == ["interactive false initially true cancelled false percent 0.60 velocity 1.5 curve true duration 0.4"])
        #expect(ends == ["cancelled false"])
    }

    /// A non-interactive transition never calls the interaction handlers.
    @Test func interactionHandlersStaySilentWithoutInteraction() {
        let scene = TransitionScene()
        let (nav, _) = scene.navigation()
        let b = TracedViewController("B", log: scene.log, color: .blue)
        var calls = 0
        b.onWillAppear = { vc in
            vc.transitionCoordinator?.notifyWhenInteractionChanges { _ in calls += 1 }
            vc.transitionCoordinator?.notifyWhenInteractionEnds { _ in calls += 1 }
        }
        nav.pushViewController(b, animated: true)
        scene.settle()
        #expect(calls == 0)
    }

    /// Alongside animations are accepted while the transition runs — also once it has started,
    /// mid-drag, when the block runs at once and scrubs with the rest — and refused afterwards
    /// (`false`, the blocks never run).
    @Test func alongsideIsAcceptedDuringTheTransitionAndRefusedAfter() {
        let s = UpdateDrivenPop(duration: 0.4)
        s.start()
        s.interaction.update(0.5)
        s.scene.screen.renderFrame()
        let late = UIView(frame: CGRect(x: 10, y: 200, width: 30, height: 30))
        late.backgroundColor = .green
        s.a.view.addSubview(late)
        guard let coordinator = s.nav.transitionCoordinator else {
            Issue.record("no coordinator during the pop")
            return
        }
        var completions: [Bool] = []
        let accepted = coordinator.animate(alongsideTransition: { _ in late.alpha = 0 },
                                           completion: { ctx in completions.append(ctx.isCancelled) })
        #expect(accepted)
        s.scene.screen.renderFrame()   // committed at 50 %: it starts from there
        s.interaction.update(0.8)
        s.scene.screen.renderFrame()
        #expect(shownAlpha(late) < 1 && shownAlpha(late) > 0, "the late alongside animation scrubs: \(shownAlpha(late))")
        s.interaction.finish()
        s.scene.settle()
        #expect(completions == [false])
        #expect(late.alpha == 0 && shownAlpha(late) == 0)
        var ran = false
        let afterwards = coordinator.animate(alongsideTransition: { _ in ran = true }, completion: { _ in ran = true })
        s.scene.settle()
        #expect(!afterwards && !ran)
    }

    /// The common "completion only" registration (`animation: nil`) reports the outcome.
    @Test(arguments: [false, true])
    func completionOnlyRegistrationReportsTheOutcome(cancelled: Bool) {
        let s = UpdateDrivenPop(duration: 0.4)
        var outcomes: [Bool] = []
        s.b.onWillDisappear = { vc in
            vc.transitionCoordinator?.animate(alongsideTransition: nil) { ctx in outcomes.append(ctx.isCancelled) }
        }
        s.start()
        s.interaction.update(0.3)
        if cancelled { s.interaction.cancel() } else { s.interaction.finish() }
        s.scene.settle()
        #expect(outcomes == [cancelled])
    }

    /// A new transition may start from inside a cancelled transition's completion.
    @Test func aNewTransitionFromACancelledOnesCompletion() {
        let s = UpdateDrivenPop(duration: 0.4)
        let c = TracedViewController("C", log: s.log, color: .green)
        s.a.onWillAppear = { [nav = s.nav] vc in
            vc.transitionCoordinator?.animate(alongsideTransition: nil) { ctx in
                if ctx.isCancelled { nav.pushViewController(c, animated: true) }
            }
        }
        s.start()
        s.interaction.update(0.3)
        s.interaction.cancel()
        s.scene.settle()
        #expect(s.nav.viewControllers.map(\.title) == ["A", "B", "C"])
        #expect(c.view.window === s.scene.window && s.b.viewIfLoaded?.window == nil && s.a.viewIfLoaded?.window == nil)
        #expect(s.scene.screen.pixel(at: CGPoint(x: 160, y: 300)) == RGBA(red: 0, green: 255, blue: 0))
        expectNoTransitionLeftovers(in: s.scene.window, views: [s.a.view, s.b.view, c.view])
    }

    /// During a dismissal the presenter and the presented controller share the coordinator; its
    /// presentation style is the presentation's.
    @Test func presenterAndPresentedShareTheCoordinator() {
        let scene = TransitionScene()
        let a = scene.root()
        let b = TracedViewController("B", log: scene.log, color: .blue)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true)
        scene.screen.renderFrame()
        #expect(a.transitionCoordinator != nil && a.transitionCoordinator === b.transitionCoordinator)
        #expect(b.transitionCoordinator?.presentationStyle == .fullScreen)
        scene.settle()
        b.dismiss(animated: true)
        scene.screen.renderFrame()
        #expect(a.transitionCoordinator != nil && a.transitionCoordinator === b.transitionCoordinator)
        scene.settle()
        #expect(a.transitionCoordinator == nil && b.transitionCoordinator == nil)
    }

    /// A dimming presentation controller as iOS code writes one: the dimming fades in and out
    /// alongside the transition, and the log records what it sees.
    final class DimmingPresentation: UIPresentationController {
        let dimming = UIView()
        var log: [String] = []
        override func presentationTransitionWillBegin() {
            dimming.backgroundColor = UIColor(white: 0, alpha: 0.5)
            dimming.alpha = 0
            containerView?.insertSubview(dimming, at: 0)
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimming] _ in dimming.alpha = 1 },
                                                                   completion: { [weak self] ctx in self?.log.append("alongside done, animated \(ctx.isAnimated)") })
        }
        override func presentationTransitionDidEnd(_ completed: Bool) { log.append("presented \(completed), dimming \(dimming.alpha)") }
        override func dismissalTransitionWillBegin() {
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimming] _ in dimming.alpha = 0 }, completion: nil)
        }
        override func dismissalTransitionDidEnd(_ completed: Bool) { log.append("dismissed \(completed), dimming \(dimming.alpha)") }
    }

    final class DimmingDelegate: NSObject, UIViewControllerTransitioningDelegate {
        var made: DimmingPresentation?
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            let p = DimmingPresentation(presentedViewController: presented, presenting: presenting)
            made = p
            return p
        }
    }

    /// Presented and dismissed without animation, the transition still has a coordinator, and
    /// its alongside blocks run (without animation) before the end is announced — as in UIKit,
    /// where a custom presentation's dimming set up that way shows after `present(_:animated: false)`.
    @Test func withoutAnimationAlongsideBlocksStillRun() {
        let scene = TransitionScene()
        let a = scene.root()
        let b = UIViewController()
        b.view.backgroundColor = .blue
        let delegate = DimmingDelegate()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        scene.screen.renderFrame()
        let presentation = delegate.made
        #expect(presentation?.dimming.alpha == 1)
        #expect(presentation?.log == ["presented true, dimming 1.0", "alongside done, animated false"], "\(presentation?.log ?? [])")
        b.dismiss(animated: false)
        scene.screen.renderFrame()
        #expect(presentation?.log.last == "dismissed true, dimming 0.0")
        withExtendedLifetime(delegate) {}
    }
}
