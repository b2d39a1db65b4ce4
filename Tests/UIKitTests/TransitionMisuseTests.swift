import Foundation
import Testing
import UIKit
import UIKitTesting
import TestSupport

/// Client mistakes real apps make, each with a defined outcome and no crash (DESIGN §3, STYLE
/// habit 10): `update` clamps to 0…1 and ignores NaN; a second `finish`/`cancel` is ignored; a
/// transition whose animator never completes is completed by the watchdog after its duration
/// plus 10 s; a push during a transition is queued; a presentation during one is refused;
/// dismissing nothing still calls the completion; the interaction controller stays alive when
/// the client drops it mid-drag; popping the root returns nil.
@MainActor
@Suite(.serialized) struct TransitionMisuseTests {
    static let width: CGFloat = 320

    // MARK: update(_:) with bad values

    @Test func updateClampsAndIgnoresNaN() {
        let s = UpdateDrivenPop(duration: 0.4)
        s.start()
        func expectAt(_ p: CGFloat, _ note: String, sourceLocation: SourceLocation = #_sourceLocation) {
            s.scene.screen.renderFrame()
            #expect(s.interaction.percentComplete == p, "\(note): percentComplete \(s.interaction.percentComplete)",
                    sourceLocation: sourceLocation)
            expectNear(s.nav.transitionCoordinator?.percentComplete, p, tolerance: 1e-9,
                       "\(note): the coordinator's percentComplete", sourceLocation: sourceLocation)
            expectNear(shownTX(s.b.view), p * Self.width, "\(note): from-view", sourceLocation: sourceLocation)
        }
        #expect(s.interaction.duration == 0.4, "the animator's duration")
        s.interaction.update(0.3)
        expectAt(0.3, "0.3")
        s.interaction.update(.nan)
        expectAt(0.3, "NaN is ignored")
        s.interaction.update(.infinity)
        expectAt(1, "+∞ is 1")
        s.interaction.update(-.infinity)
        expectAt(0, "−∞ is 0")
        s.interaction.update(-0.5)
        expectAt(0, "negative is 0")
        s.interaction.update(1.7)
        expectAt(1, "above 1 is 1")
        s.interaction.update(0.5)
        expectAt(0.5, "back to 0.5")
        s.interaction.finish()
        s.scene.settle()
        #expect(s.nav.viewControllers.count == 1 && s.a.view.window === s.scene.window)
        expectNoTransitionLeftovers(in: s.scene.window, views: [s.a.view, s.b.view])
    }

    // MARK: finish / cancel twice

    /// A second `finish()` — at once or while the rest runs — changes neither the outcome nor the time.
    @Test func finishTwice() {
        let s = UpdateDrivenPop(duration: 0.4)
        s.start()
        s.interaction.update(0.5)
        s.scene.screen.renderFrame()
        let t0 = s.scene.screen.now
        s.interaction.finish()
        s.interaction.finish()
        s.scene.screen.advance(by: 0.05)
        s.scene.screen.renderFrame()
        s.interaction.finish()
        // When the transition completes (0.5 · 0.4 s after the first finish: completions run
        // right after the end frame) tells whether a later finish() restarted the run.
        _ = s.scene.runUntil { s.log.events.contains("didShow A") }
        let measured = s.scene.screen.now - t0
        #expect(measured >= 0.2 - 1e-6 && measured < 0.2 + 1.0 / 60 + 1e-6, "\(measured)")
        s.scene.settle()
        #expect(s.log.events.filter { $0.hasPrefix("didShow") } == ["didShow A"])
        #expect(s.animator.endedCalls == [true])
        #expect(s.nav.viewControllers.count == 1)
        expectNoTransitionLeftovers(in: s.scene.window, views: [s.a.view, s.b.view])
    }

    /// `cancel()` after `finish()` is ignored: the pop finishes.
    @Test func cancelAfterFinish() {
        let s = UpdateDrivenPop(duration: 0.4)
        s.start()
        s.interaction.update(0.5)
        s.scene.screen.renderFrame()
        s.interaction.finish()
        s.interaction.cancel()
        s.scene.screen.advance(by: 0.05)
        s.scene.screen.renderFrame()
        s.interaction.cancel()
        s.scene.settle()
        #expect(s.log.events.filter { $0.hasPrefix("didShow") } == ["didShow A"])
        #expect(s.animator.endedCalls == [true])
        #expect(s.nav.viewControllers.count == 1 && s.a.view.window === s.scene.window && s.b.viewIfLoaded?.window == nil)
        expectNoTransitionLeftovers(in: s.scene.window, views: [s.a.view, s.b.view])
    }

    /// `finish()`/`cancel()` called before the transition started are remembered and applied.
    @Test(arguments: [false, true])
    func endBeforeTheStartIsRemembered(cancelled: Bool) {
        let s = UpdateDrivenPop(duration: 0.4)
        if cancelled { s.interaction.cancel() } else { s.interaction.finish() }
        s.start()
        s.scene.settle()
        #expect(s.nav.viewControllers.count == (cancelled ? 2 : 1))
        #expect(s.nav.transitionCoordinator == nil)
        expectNoTransitionLeftovers(in: s.scene.window, views: [s.a.view, s.b.view])
    }

    // MARK: completeTransition never called

    @Test func aTransitionThatNeverCompletesIsCompletedByTheWatchdog() {
        let scene = TransitionScene()
        let (nav, a) = scene.navigation()
        let log = scene.log
        let delegate = ScriptedNavigationDelegate(log)
        let animator = SuiteSlideAnimator(.push, duration: 0.3, log: log)
        animator.neverCompletes = true
        delegate.pushAnimator = animator
        nav.delegate = delegate
        let b = TracedViewController("B", log: log, color: .blue)
        nav.pushViewController(b, animated: true)
        scene.screen.run(for: 1)
        #expect(nav.transitionCoordinator != nil, "stuck: the animator never called completeTransition")
        // Past duration + 10 s on the manual clock, one frame: the watchdog completes it.
        scene.screen.advance(by: 0.3 + 10 + 0.1)
        scene.screen.renderFrame()
        scene.settle()
        #expect(nav.transitionCoordinator == nil)
        // Completed as finished (the order of these callbacks is TransitionCallbackOrderTests' business).
        #expect(Set(log.events.suffix(4)) == ["A.didDisappear", "B.didAppear", "didShow B", "animationEnded(true)"], "\(log.events)")
        #expect(nav.viewControllers.map(\.title) == ["A", "B"])
        // The app goes on: a new push works.
        delegate.pushAnimator = nil
        let c = TracedViewController("C", log: log, color: .green)
        nav.pushViewController(c, animated: true)
        scene.settle()
        #expect(nav.viewControllers.map(\.title) == ["A", "B", "C"])
        #expect(c.view.window === scene.window && b.viewIfLoaded?.window == nil && a.viewIfLoaded?.window == nil)
        #expect(scene.screen.pixel(at: CGPoint(x: 160, y: 300)) == RGBA(red: 0, green: 255, blue: 0))
        expectNoTransitionLeftovers(in: scene.window, views: [a.view, b.view, c.view])
    }

    // MARK: Transitions while one runs

    /// A push during a push is queued: it runs after the first ends and the stack stays consistent.
    @Test func pushDuringAPushIsQueued() {
        let scene = TransitionScene()
        let (nav, a) = scene.navigation()
        let log = scene.log
        let b = TracedViewController("B", log: log, color: .blue)
        let c = TracedViewController("C", log: log, color: .green)
        nav.pushViewController(b, animated: true)
        scene.screen.renderFrame()
        nav.pushViewController(c, animated: true)
        scene.settle()
        #expect(nav.viewControllers.map(\.title) == ["A", "B", "C"])
        #expect(c.parent === nav && b.parent === nav)
        #expect(c.view.window === scene.window && b.viewIfLoaded?.window == nil && a.viewIfLoaded?.window == nil)
        let events = log.events
        #expect(events.firstIndex(of: "B.didAppear").map { i in events.firstIndex(of: "C.willAppear+coordinator").map { i < $0 } } == true,
                "B's push ends before C's begins: \(events)")
        #expect(events.filter { $0.hasPrefix("C.") } == ["C.willAppear+coordinator", "C.didAppear"])
        #expect(scene.screen.pixel(at: CGPoint(x: 160, y: 300)) == RGBA(red: 0, green: 255, blue: 0))
        expectNoTransitionLeftovers(in: scene.window, views: [a.view, b.view, c.view])
    }

    /// A push during an interactive pop that is then cancelled: queued, and run after the cancel.
    @Test func pushDuringACancelledInteractivePopIsQueued() {
        let scene = TransitionScene()
        let (nav, a) = scene.navigation()
        let b = TracedViewController("B", log: scene.log, color: .blue)
        nav.pushViewController(b, animated: false)
        scene.settle()
        scene.screen.press(at: CGPoint(x: 5, y: 300))
        scene.screen.drag(to: CGPoint(x: 50, y: 300), duration: 0.3)
        let c = TracedViewController("C", log: scene.log, color: .green)
        nav.pushViewController(c, animated: true)
        scene.screen.hold(for: 0.3)
        scene.screen.release()
        scene.settle()
        #expect(nav.viewControllers.map(\.title) == ["A", "B", "C"])
        #expect(c.view.window === scene.window && a.viewIfLoaded?.window == nil && b.viewIfLoaded?.window == nil)
        expectNoTransitionLeftovers(in: scene.window, views: [a.view, b.view, c.view])
    }

    /// Presenting while a presentation runs is refused (its completion is not called, as in
    /// UIKit) — from the presenter and from the controller being presented — and corrupts nothing.
    @Test func presentingDuringATransitionIsRefused() {
        let scene = TransitionScene()
        let a = scene.root()
        let log = scene.log
        let b = TracedViewController("B", log: log, color: .blue)
        b.modalPresentationStyle = .fullScreen
        let c = TracedViewController("C", log: log, color: .green)
        c.modalPresentationStyle = .fullScreen
        a.present(b, animated: true)
        scene.screen.renderFrame()
        var refusedCompletions = 0
        a.present(c, animated: true) { refusedCompletions += 1 }
        b.present(c, animated: true) { refusedCompletions += 1 }
        scene.settle()
        #expect(refusedCompletions == 0)
        #expect(a.presentedViewController === b && b.presentingViewController === a)
        #expect(b.presentedViewController == nil && c.presentingViewController == nil)
        #expect(c.viewIfLoaded?.window == nil)
        #expect(log.events == ["A.willDisappear+coordinator", "B.willAppear+coordinator", "B.didAppear", "A.didDisappear"])
        #expect(scene.screen.pixel(at: CGPoint(x: 160, y: 240)) == RGBA(red: 0, green: 0, blue: 255))
        // Nothing is corrupted: B can present C now, and everything dismisses back to A.
        var presented = 0
        b.present(c, animated: true) { presented += 1 }
        scene.settle()
        #expect(presented == 1 && b.presentedViewController === c && c.view.window === scene.window)
        a.dismiss(animated: true)
        scene.settle()
        #expect(a.presentedViewController == nil && a.view.window === scene.window)
        #expect(b.viewIfLoaded?.window == nil && c.viewIfLoaded?.window == nil)
        #expect(scene.screen.pixel(at: CGPoint(x: 160, y: 240)) == RGBA(red: 255, green: 0, blue: 0))
        expectNoTransitionLeftovers(in: scene.window, views: [a.view, b.view, c.view])
    }

    // MARK: Dismissing nothing, popping the root

    @Test func dismissingAControllerThatIsNotPresentedStillCallsTheCompletion() {
        let scene = TransitionScene()
        let a = scene.root()
        let stray = TracedViewController("X", log: scene.log, color: .green)
        var completions: [String] = []
        a.dismiss(animated: true) { completions.append("root") }
        stray.dismiss(animated: true) { completions.append("stray") }
        scene.settle()
        #expect(completions == ["root", "stray"])
        #expect(scene.log.events.isEmpty)
        #expect(scene.window.rootViewController === a && a.view.window === scene.window && a.presentedViewController == nil)
        #expect(scene.screen.pixel(at: CGPoint(x: 160, y: 240)) == RGBA(red: 255, green: 0, blue: 0))
    }

    @Test func poppingTheRootReturnsNil() {
        let scene = TransitionScene()
        let (nav, a) = scene.navigation()
        let delegate = ScriptedNavigationDelegate(scene.log)
        nav.delegate = delegate
        #expect(nav.popViewController(animated: true) == nil)
        #expect(nav.popViewController(animated: false) == nil)
        scene.settle()
        #expect(nav.viewControllers.count == 1 && nav.topViewController === a)
        #expect(nav.transitionCoordinator == nil && scene.log.events.isEmpty)
        #expect(a.view.window === scene.window)
    }

    // MARK: The interaction controller dropped mid-drag

    /// The client's only strong reference is dropped half-way through the drag; it keeps a weak
    /// one to drive the rest. The system keeps the object alive, the release finishes the pop,
    /// and then the object is gone.
    @Test func droppingTheInteractionControllerMidDrag() {
        let scene = TransitionScene()
        let (nav, a) = scene.navigation()
        let b = TracedViewController("B", log: scene.log, color: .blue)
        nav.pushViewController(b, animated: false)
        scene.settle()
        let client = DroppingSwipeClient(navigationController: nav)
        scene.screen.press(at: CGPoint(x: 5, y: 300))
        scene.screen.drag(to: CGPoint(x: 120, y: 300), duration: 0.2)
        #expect(client.owned == nil, "the client dropped its strong reference")
        #expect(client.inFlight != nil, "the system keeps the interaction controller while the transition runs")
        scene.screen.drag(to: CGPoint(x: 250, y: 300), duration: 0.2)
        scene.screen.release()
        scene.settle()
        #expect(client.inFlight == nil, "released after the transition")
        #expect(nav.viewControllers.map(\.title) == ["A"] && a.view.window === scene.window && b.viewIfLoaded?.window == nil)
        #expect(nav.transitionCoordinator == nil)
        expectNoTransitionLeftovers(in: scene.window, views: [a.view, b.view])
    }
}

/// A client with its own edge swipe (the built-in one turned off): it creates the interaction
/// controller on `.began`, holds it strongly only until the finger passes 25 %, and drives it
/// through a weak reference.
@MainActor
final class DroppingSwipeClient: NSObject, UINavigationControllerDelegate {
    private weak var navigationController: UINavigationController?
    var owned: UIPercentDrivenInteractiveTransition?
    weak var inFlight: UIPercentDrivenInteractiveTransition?
    let animator = SuiteSlideAnimator(.pop, duration: 0.3)

    init(navigationController nav: UINavigationController) {
        navigationController = nav
        super.init()
        nav.delegate = self
        nav.interactivePopGestureRecognizer?.isEnabled = false
        let edge = UIScreenEdgePanGestureRecognizer(target: self, action: Self.handleEdge)
        edge.edges = .left
        nav.view.addGestureRecognizer(edge)
    }

    func handleEdge(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let nav = navigationController else { return }
        let p = gesture.translation(in: nav.view).x / nav.view.bounds.width
        switch gesture.state {
        case .began:
            let interaction = UIPercentDrivenInteractiveTransition()
            owned = interaction
            inFlight = interaction
            nav.popViewController(animated: true)
        case .changed:
            inFlight?.update(p)
            if p > 0.25 { owned = nil }
        case .ended:
            if p > 0.5 { inFlight?.finish() } else { inFlight?.cancel() }
        default:
            inFlight?.cancel()
        }
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .pop ? animator : nil
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        inFlight
    }
}
