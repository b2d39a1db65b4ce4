import Foundation
import Testing
@testable import UIKitTesting

extension HarnessRegressions {
    /// How an interactive transition ends: one outcome for the hierarchy, the coordinator and the
    /// appearance callbacks, a second end ignored, no paused animator left, a pause that nothing
    /// could end ignored, and a context paused from outside handed back to its interaction.
    /// Regressions of bugs the randomized suites found (docs/reliability.md).
    @MainActor
    @Suite(.serialized) struct InteractiveTransitionEndTests {
        /// `FuzzWorld.navigationScene()` with B pushed on A, and a delegate whose next animator (`kind`,
        /// 0.4 s) a new percent-driven interaction drives. (The caller keeps the delegate: the
        /// navigation controller holds it weakly.)
        private func interactivePopScene(_ kind: FuzzAnimatorKind)
            -> (FuzzWorld, UINavigationController, FuzzNavigationDelegate, UIPercentDrivenInteractiveTransition) {
            let (world, nav, _) = FuzzWorld.navigationScene()
            nav.pushViewController(FuzzController("B", ledger: nil, color: .blue), animated: false)
            world.frame()
            let delegate = FuzzNavigationDelegate()
            delegate.nextKind = kind
            delegate.nextDuration = 0.4
            let interaction = UIPercentDrivenInteractiveTransition()
            delegate.nextInteraction = interaction
            nav.delegate = delegate
            return (world, nav, delegate, interaction)
        }

        /// Once broke when the hierarchy finished while the coordinator and the appearance
        /// callbacks followed the cancel (bug 4).
        @Test
        func completingWithTrueAfterACancelGivesOneOutcome() {
            let (world, nav, a) = FuzzWorld.navigationScene()
            let ledger = AppearanceLedger()
            let b = FuzzController("B", ledger: ledger, color: .blue)
            nav.pushViewController(b, animated: false)
            world.frame()
            let delegate = AlwaysTrueDelegate()
            let interaction = UIPercentDrivenInteractiveTransition()
            delegate.interaction = interaction
            nav.delegate = delegate
            var coordinatorSaysCancelled: Bool?
            nav.popViewController(animated: true)
            nav.transitionCoordinator?.animate(alongsideTransition: nil) { coordinatorSaysCancelled = $0.isCancelled }
            world.frame()
            interaction.update(0.4)
            world.frame()
            interaction.cancel()
            world.run(for: 1, frameRate: 30)
            let popped = nav.viewControllers.count == 1
            #expect(coordinatorSaysCancelled == !popped,
                    "the coordinator says isCancelled \(String(describing: coordinatorSaysCancelled)) but the stack is \(nav.viewControllers.map(\.title))")
            let shownLast = b.view.window != nil ? b.lastAppearance : a.lastAppearance
            #expect(shownLast == "didAppear", "the controller on screen last heard \(shownLast ?? "nothing")")
            #expect(ledger.takeViolations().isEmpty)
            world.teardown()
        }

        /// Once broke when the second end turned the interruptible animator around (bug 6).
        @Test(arguments: [false, true])
        func aSecondEndOnAnInterruptibleTransitionIsIgnored(finishFirst: Bool) {
            let (world, nav, delegate, interaction) = interactivePopScene(.property)
            var coordinatorSaysCancelled: Bool?
            nav.popViewController(animated: true)
            nav.transitionCoordinator?.animate(alongsideTransition: nil) { coordinatorSaysCancelled = $0.isCancelled }
            world.frame()
            interaction.update(0.5)
            world.frame()
            if finishFirst { interaction.finish() } else { interaction.cancel() }
            world.frame()
            if finishFirst { interaction.cancel() } else { interaction.finish() }   // must be ignored
            world.run(for: 1.5, frameRate: 30)
            #expect(nav.transitionCoordinator == nil)
            #expect(nav.viewControllers.count == (finishFirst ? 1 : 2), "stack \(nav.viewControllers.map(\.title))")
            #expect(coordinatorSaysCancelled == !finishFirst)
            world.teardown()
            withExtendedLifetime(delegate) {}
        }

        /// Once broke when the interruptible animator stayed paused and the views stayed drawn
        /// mid-way for good (bug 7).
        @Test
        func aTransitionCompletedEarlyLeavesNoPausedAnimator() {
            let (world, nav, _) = FuzzWorld.navigationScene()
            let delegate = FuzzNavigationDelegate()
            delegate.nextKind = .property
            delegate.nextDuration = 0.4
            let interaction = UIPercentDrivenInteractiveTransition()
            delegate.nextInteraction = interaction
            nav.delegate = delegate
            let b = FuzzController("B", ledger: nil, color: .blue)
            nav.pushViewController(b, animated: true)
            world.frame()
            interaction.update(0.3)
            world.frame()
            let animator = delegate.vended.last?.animator as? FuzzPropertyAnimator
            #expect(animator?.context != nil)
            animator?.context?.completeTransition(true)   // the client completes early
            world.run(for: 1, frameRate: 30)
            #expect(nav.transitionCoordinator == nil && nav.topViewController === b)
            #expect(b.view.layer.animationKeys() == nil, "animations left on the pushed view: \(b.view.layer.animationKeys() ?? [])")
            let drawn = b.view.layer.presentation()?.frame ?? b.view.frame
            #expect(drawn == b.view.frame, "the pushed view is drawn at \(drawn), its frame is \(b.view.frame)")
            world.teardown()
        }

        /// Once broke when the pause made the transition interactive for good, out of the
        /// watchdog's reach: the presentation hung (bug 8).
        @Test
        func pausingATransitionWithoutAnInteractionControllerIsIgnored() {
            let (world, root) = FuzzWorld.rootController(size: CGSize(width: 200, height: 320))
            let modal = FuzzController("modal", ledger: nil, color: .blue)
            modal.modalPresentationStyle = .overFullScreen
            let transitions = FuzzTransitioningDelegate()
            transitions.kind = .slide
            transitions.duration = 0.3
            transitions.neverCompletes = true
            modal.transitioningDelegate = transitions
            root.present(modal, animated: true)
            world.frame()
            let context = (transitions.vended.last?.animator as? FuzzSlideAnimator)?.context
            context?.pauseInteractiveTransition()
            #expect(context?.isInteractive == false, "a transition nothing drives became interactive")
            world.run(for: 12, frameRate: 2)
            #expect(root.transitionCoordinator == nil, "the presentation still runs 12 s later")
            if root.transitionCoordinator == nil { root.dismiss(animated: false) }
            world.frame()
            world.teardown()
        }

        /// Once broke when the interaction's rest kept running and its `finish()` was ignored
        /// as a second end: the transition stayed interactive for good (bug 19).
        @Test func aContextPausedFromOutsideCanBeEndedByItsInteraction() {
            let (world, nav, delegate, interaction) = interactivePopScene(.slide)
            nav.popViewController(animated: true)
            world.frame()
            interaction.update(0.6)
            world.frame()
            interaction.cancel()
            world.frame()
            let context = (delegate.vended.last?.animator as? FuzzSlideAnimator)?.context
            context?.pauseInteractiveTransition()
            #expect(context?.isInteractive == true)
            let paused = interaction.percentComplete
            world.run(for: 0.2, frameRate: 30)
            #expect(interaction.percentComplete == paused, "the cancel's rest went on while the context was interactive")
            interaction.finish()
            world.run(for: 1, frameRate: 30)
            #expect(nav.transitionCoordinator == nil && nav.viewControllers.count == 1, "stack \(nav.viewControllers.map { $0.title ?? "?" })")
            world.teardown()
        }
    }
}

/// A navigation delegate whose pop animator always completes with `true` (ignoring
/// `transitionWasCancelled`), with a percent-driven interaction.
@MainActor
final class AlwaysTrueDelegate: NSObject, UINavigationControllerDelegate {
    var interaction: UIPercentDrivenInteractiveTransition?
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        AlwaysTrueAnimator()
    }
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        defer { interaction = nil }
        return interaction
    }
}

/// A pop animator that calls `completeTransition(true)` whatever happened.
@MainActor
final class AlwaysTrueAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        guard let from = ctx.view(forKey: .from), let to = ctx.view(forKey: .to) else { return ctx.completeTransition(true) }
        ctx.containerView.insertSubview(to, belowSubview: from)
        let width = ctx.containerView.bounds.width
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: {
            from.transform = CGAffineTransform(translationX: width, y: 0)
        }, completion: { _ in
            from.transform = .identity
            ctx.completeTransition(true)
        })
    }
}
