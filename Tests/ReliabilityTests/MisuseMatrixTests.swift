import Foundation
import Testing
@testable import UIKitTesting
import WindowSystem

/// The rows of the misuse matrix (docs/reliability.md) that no other suite covers: what happens
/// when a client pauses what is not interactive, drops its animator or its delegate mid-drag,
/// takes the gesture (or its view) away mid-drag, moves a recognizer to a second view
/// mid-gesture, dismisses during a transition, hands one interaction controller to two
/// transitions, or closes the window mid-transition. Each ends with the hierarchy checked as
/// the randomized suites check it.
@MainActor
@Suite(.serialized) struct MisuseMatrixTests {
    /// A 320 × 480 screen with a navigation controller: A (red) under B (blue).
    private func twoDeep() -> (FuzzWorld, UINavigationController, FuzzController, FuzzController, AppearanceLedger) {
        let ledger = AppearanceLedger()
        let (world, nav, a) = FuzzWorld.navigation(size: CGSize(width: 320, height: 480), ledger: ledger)
        let b = FuzzController("B", ledger: ledger, color: .blue)
        nav.pushViewController(b, animated: false)
        world.frame()
        return (world, nav, a, b, ledger)
    }

    /// What must hold once nothing runs (as the randomized suites check it).
    private func expectSettled(_ world: FuzzWorld, _ ledger: AppearanceLedger?, extraViews: [UIView] = [],
                               sourceLocation: SourceLocation = #_sourceLocation) {
        var problems = world.restViolations(extraViews: extraViews)
        if let ledger {
            let all = TransitionWatcher.controllers(in: world.window).compactMap { $0 as? FuzzController }
            problems += ledger.restViolations(all, window: world.window, checks: &world.checks)
        }
        #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
    }

    /// Drags from the left edge to `x` over `frames` frames (the pointer stays down).
    private func edgeDrag(_ world: FuzzWorld, to x: CGFloat, frames: Int = 12) {
        world.edgeDrag(to: x, frames: frames)
    }

    // MARK: pauseInteractiveTransition when not interactive

    /// `pause()` on an interaction controller that is being dragged, that has not started, or
    /// whose transition is over does nothing; the drag goes on and ends as usual.
    @Test func pausingAnInteractionThatIsNotRunningByItselfIsIgnored() {
        let (world, nav, _, b, ledger) = twoDeep()
        let delegate = FuzzNavigationDelegate()
        delegate.nextKind = .slide
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.pause()                           // before the start
        delegate.nextInteraction = interaction
        nav.delegate = delegate
        nav.popViewController(animated: true)
        world.frame()
        interaction.update(0.4)
        world.frame()
        interaction.pause()                           // while interactive: nothing to catch
        #expect(nav.transitionCoordinator?.isInteractive == true)
        interaction.update(0.6)
        world.frame()
        interaction.finish()
        world.run(for: 1, frameRate: 30)
        interaction.pause()                           // after the end
        #expect(nav.viewControllers.count == 1 && b.parent == nil)
        expectSettled(world, ledger)
        world.teardown()
    }

    /// `pauseInteractiveTransition()` on the context of a transition that runs by itself without
    /// an interaction controller: ignored (warns; nothing could ever end the interaction), the
    /// transition stays non-interactive and its animator's completion ends it normally.
    @Test func pausingTheContextOfAPlainTransitionStillEnds() {
        let (world, nav, _, _, ledger) = twoDeep()
        let delegate = FuzzNavigationDelegate()
        delegate.nextKind = .slide
        delegate.nextDuration = 0.3
        nav.delegate = delegate
        nav.pushViewController(FuzzController("C", ledger: ledger, color: .green), animated: true)
        world.run(for: 0.1, frameRate: 60)
        do {
            let context = (delegate.vended.last?.animator as? FuzzSlideAnimator)?.context
            context?.pauseInteractiveTransition()
            #expect(context?.isInteractive == false && nav.transitionCoordinator?.isInteractive == false)
        }
        world.run(for: 1, frameRate: 30)
        #expect(nav.transitionCoordinator == nil && nav.viewControllers.count == 3)
        expectSettled(world, ledger)
        world.teardown()
    }

    // MARK: Releasing the animator or the delegate mid-drag

    /// The delegate hands out a new animator and keeps no reference to it: the system keeps it
    /// (and the interaction controller) until the transition ends, then releases both.
    @Test(arguments: [false, true])
    func releasingTheAnimatorMidDrag(finishes: Bool) {
        let (world, nav, a, b, ledger) = twoDeep()
        var delegate: FuzzNavigationDelegate? = FuzzNavigationDelegate()
        delegate!.nextKind = .slide
        var interaction: UIPercentDrivenInteractiveTransition? = UIPercentDrivenInteractiveTransition()
        delegate!.nextInteraction = interaction
        nav.delegate = delegate
        nav.popViewController(animated: true)
        world.frame()
        weak let animator = delegate!.vended.last?.animator
        weak let weakInteraction = interaction
        #expect(animator != nil)
        delegate!.vended.removeAll()   // the client forgets everything but a weak reference
        interaction = nil
        weakInteraction?.update(0.5)
        world.frame()
        #expect(animator != nil, "the system keeps the animator while the transition runs")
        if finishes { weakInteraction?.finish() } else { weakInteraction?.cancel() }
        world.run(for: 1, frameRate: 30)
        #expect(animator == nil && weakInteraction == nil, "released after the transition")
        #expect(nav.viewControllers.count == (finishes ? 1 : 2))
        #expect((finishes ? a : b).view.window === world.window)
        delegate = nil
        expectSettled(world, ledger)
        world.teardown()
    }

    /// The navigation delegate (held weakly) goes away mid-drag: the transition it set up runs
    /// to its end (no didShow: there is no delegate to tell), and the next pop uses the built-in
    /// slide.
    @Test func releasingTheNavigationDelegateMidDrag() {
        let (world, nav, a, b, ledger) = twoDeep()
        var delegate: FuzzNavigationDelegate? = FuzzNavigationDelegate()
        delegate!.nextKind = .slide
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate!.nextInteraction = interaction
        nav.delegate = delegate
        weak let weakDelegate = delegate
        nav.popViewController(animated: true)
        world.frame()
        interaction.update(0.3)
        world.frame()
        delegate = nil
        #expect(weakDelegate == nil && nav.delegate == nil, "the delegate is gone mid-drag")
        interaction.update(0.7)
        world.frame()
        interaction.finish()
        world.run(for: 1, frameRate: 30)
        #expect(nav.viewControllers.map(\.title) == ["A"] && a.view.window === world.window && b.viewIfLoaded?.window == nil)
        // The app goes on: a push and an edge-swipe pop with the built-in animator.
        nav.pushViewController(FuzzController("C", ledger: ledger, color: .green), animated: true)
        world.run(for: 1, frameRate: 30)
        edgeDrag(world, to: 300)
        world.release()
        world.run(for: 1, frameRate: 30)
        #expect(nav.viewControllers.map(\.title) == ["A"])
        expectSettled(world, ledger)
        world.teardown()
    }

    /// A presented controller's transitioning delegate (held weakly) goes away mid-drag of its
    /// interactive dismissal: the dismissal runs to its end.
    @Test(arguments: [false, true])
    func releasingTheTransitioningDelegateMidDrag(finishes: Bool) {
        let world = FuzzWorld(size: CGSize(width: 320, height: 480))
        let ledger = AppearanceLedger()
        let root = FuzzController("root", ledger: ledger, color: .red)
        world.window.rootViewController = root
        world.frame(after: 0)
        let modal = FuzzController("modal", ledger: ledger, color: .blue)
        modal.modalPresentationStyle = .fullScreen
        var transitions: FuzzTransitioningDelegate? = FuzzTransitioningDelegate()
        transitions!.kind = .slide
        modal.transitioningDelegate = transitions
        root.present(modal, animated: true)
        world.run(for: 1, frameRate: 30)
        let interaction = UIPercentDrivenInteractiveTransition()
        transitions!.dismissInteraction = interaction
        modal.dismiss(animated: true)
        world.frame()
        interaction.update(0.5)
        world.frame()
        transitions = nil
        #expect(modal.transitioningDelegate == nil)
        if finishes { interaction.finish() } else { interaction.cancel() }
        world.run(for: 1, frameRate: 30)
        #expect((root.presentedViewController == nil) == finishes)
        expectSettled(world, ledger)
        if !finishes { root.dismiss(animated: false); world.frame() }
        world.teardown()
    }

    // MARK: Taking the gesture away mid-drag

    /// During the built-in interactive pop, the edge-swipe recognizer is removed from its view:
    /// the gesture is cancelled, so is the pop, and nothing is left half-way.
    @Test func removingThePopGestureMidDrag() {
        let (world, nav, _, b, ledger) = twoDeep()
        edgeDrag(world, to: 150)
        #expect(nav.transitionCoordinator?.isInteractive == true)
        let gesture = nav.interactivePopGestureRecognizer!
        nav.view.removeGestureRecognizer(gesture)
        world.move(to: CGPoint(x: 200, y: 240))
        world.frame()
        world.release()
        world.run(for: 1, frameRate: 30)
        #expect(nav.viewControllers.count == 2 && b.view.window === world.window, "the pop was cancelled")
        #expect(gesture.view == nil && gesture.state == .possible)
        expectSettled(world, ledger)
        world.teardown()
    }

    /// During the built-in interactive pop, the recognizer's view — the navigation controller's
    /// view — is taken out of the window (and put back a moment later): the gesture is cancelled
    /// with the next event, the pop is cancelled (its animations, out of the window, end at once),
    /// and once the view is back everything settles.
    @Test func removingTheGesturesViewMidDrag() {
        let (world, nav, a, b, ledger) = twoDeep()
        edgeDrag(world, to: 150)
        #expect(nav.transitionCoordinator?.isInteractive == true)
        nav.view.removeFromSuperview()
        world.move(to: CGPoint(x: 200, y: 240))
        world.frame()
        world.release()
        world.frame()
        #expect(nav.interactivePopGestureRecognizer?.state == .possible, "the gesture ended (cancelled)")
        world.window.addSubview(nav.view)
        world.run(for: 1.5, frameRate: 30)
        #expect(nav.viewControllers.count == 2 && b.view.window === world.window && a.viewIfLoaded?.window == nil)
        expectSettled(world, ledger)
        world.teardown()
    }

    /// A client's edge-pan recognizer that drives a pop is added to a second view mid-gesture: a
    /// recognizer belongs to one view, so it moves there and its gesture is cancelled (every
    /// state change along a legal edge), the pop is cancelled, and it recognizes on its new view.
    @Test func aRecognizerAddedToASecondViewMidGesture() {
        let (world, nav, _, b, ledger) = twoDeep()
        nav.interactivePopGestureRecognizer?.isEnabled = false
        let client = EdgePanPopClient(nav)
        edgeDrag(world, to: 150)
        #expect(nav.transitionCoordinator?.isInteractive == true)
        let other = UIView(frame: CGRect(x: 0, y: 300, width: 320, height: 100))
        world.window.addSubview(other)
        other.addGestureRecognizer(client.pan)
        #expect(client.pan.view === other && nav.view.gestureRecognizers?.contains { $0 === client.pan } != true)
        world.move(to: CGPoint(x: 200, y: 240))
        world.frame()
        world.release()
        world.run(for: 1, frameRate: 30)
        #expect(client.states.suffix(1) == [.cancelled], "states \(client.states)")
        #expect(world.gestures.takeViolations().isEmpty)
        #expect(nav.viewControllers.count == 2 && b.view.window === world.window, "the pop was cancelled")
        other.removeFromSuperview()
        expectSettled(world, ledger)
        world.teardown()
    }

    // MARK: Dismissing during a transition

    /// A dismissal asked for while the presentation runs is refused (its completion is not
    /// called, as in UIKit), and corrupts nothing: a later dismissal works.
    @Test func dismissingDuringThePresentationIsRefused() {
        let world = FuzzWorld(size: CGSize(width: 320, height: 480))
        let ledger = AppearanceLedger()
        let root = FuzzController("root", ledger: ledger, color: .red)
        world.window.rootViewController = root
        world.frame(after: 0)
        let modal = FuzzController("modal", ledger: ledger, color: .blue)
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: true)
        world.frame()
        var completions = 0
        modal.dismiss(animated: true) { completions += 1 }
        root.dismiss(animated: false) { completions += 1 }
        world.run(for: 1, frameRate: 30)
        #expect(completions == 0 && root.presentedViewController === modal && modal.view.window === world.window)
        expectSettled(world, ledger)
        root.dismiss(animated: true) { completions += 1 }
        world.run(for: 1, frameRate: 30)
        #expect(completions == 1 && root.presentedViewController == nil && root.view.window === world.window)
        expectSettled(world, ledger)
        world.teardown()
    }

    // MARK: One interaction controller for two transitions

    /// A client hands the same interaction controller to two transitions at once (two navigation
    /// controllers in two windows): it drives the second; ending it ends both, and nothing is
    /// left frozen.
    @Test(arguments: [false, true])
    func oneInteractionControllerForTwoTransitions(finishes: Bool) {
        let (world, nav, _, _, _) = twoDeep()
        let interaction = UIPercentDrivenInteractiveTransition()
        let d1 = FuzzNavigationDelegate()
        d1.nextKind = .slide
        d1.nextInteraction = interaction
        nav.delegate = d1
        nav.popViewController(animated: true)
        world.frame()
        let window2 = world.screen.makeWindow()
        let nav2 = UINavigationController(rootViewController: FuzzController("A2", ledger: nil, color: .yellow))
        window2.rootViewController = nav2
        nav2.pushViewController(FuzzController("B2", ledger: nil), animated: false)
        world.frame()
        let d2 = FuzzNavigationDelegate()
        d2.nextKind = .slide
        d2.nextInteraction = interaction
        nav2.delegate = d2
        nav2.popViewController(animated: true)
        world.frame()
        interaction.update(0.5)
        world.frame()
        if finishes { interaction.finish() } else { interaction.cancel() }
        world.run(for: 12, frameRate: 4)
        #expect(nav.transitionCoordinator == nil && nav2.transitionCoordinator == nil)
        #expect(nav2.viewControllers.count == (finishes ? 1 : 2))
        window2.rootViewController = nil
        window2.isHidden = true
        expectSettled(world, nil)
        world.teardown()
    }

    // MARK: Closing the window mid-transition

    /// The user closes the window (WM_DELETE_WINDOW) in the middle of an interactive pop: the
    /// screen records the request (the app's loop then exits with status 0 — see
    /// AppProcessTests), and tearing the UI down mid-transition neither crashes nor leaves
    /// anything running that would keep another screen awake.
    @Test(arguments: [false, true])
    func closingTheWindowMidTransition(afterRelease: Bool) {
        do {
            let (world, nav, _, _, _) = twoDeep()
            edgeDrag(world, to: 200)
            #expect(nav.transitionCoordinator != nil)
            if afterRelease {
                world.release()   // the finish animation runs
                world.frame()
            }
            world.post(.closeRequested)
            world.frame()
            #expect(world.screen.driver.closeRequested)
            world.window.rootViewController = nil
            world.window.isHidden = true
        }
        // Another screen afterwards: nothing of the closed one asks it for frames.
        let next = FuzzWorld(size: CGSize(width: 100, height: 100))
        next.run(for: 1, frameRate: 30)
        next.screen.renderFrame()
        #expect(!next.screen.needsFrame, "something of the closed window keeps the next screen awake")
        next.teardown()
    }
}

/// A client that pops with its own edge pan on the navigation controller's view and records
/// the states its action sees.
@MainActor
final class EdgePanPopClient: NSObject, UINavigationControllerDelegate {
    let pan = UIScreenEdgePanGestureRecognizer()
    private weak var nav: UINavigationController?
    private var interaction: UIPercentDrivenInteractiveTransition?
    private(set) var states: [UIGestureRecognizer.State] = []

    init(_ nav: UINavigationController) {
        self.nav = nav
        super.init()
        pan.edges = .left
        pan.addTarget(self, action: Self.handle)
        nav.view.addGestureRecognizer(pan)
        nav.delegate = self
    }

    func handle(_ g: UIScreenEdgePanGestureRecognizer) {
        states.append(g.state)
        guard let nav else { return }
        let p = g.translation(in: nil).x / max(nav.view.bounds.width, 1)
        switch g.state {
        case .began:
            interaction = UIPercentDrivenInteractiveTransition()
            nav.popViewController(animated: true)
        case .changed: interaction?.update(p)
        case .ended: if p > 0.5 { interaction?.finish() } else { interaction?.cancel() }; interaction = nil
        default: interaction?.cancel(); interaction = nil
        }
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        FuzzSlideAnimator(operation == .pop ? .pop : .push, duration: 0.3)
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interaction }
}
