import Foundation
import Testing
@testable import UIKitTesting

extension HarnessRegressions {
    /// The watchdog ends only transitions that run on their own for too long, and keeps one timer.
    /// Regressions of bugs the randomized suites and the soak found (docs/reliability.md).
    @MainActor
    @Suite(.serialized) struct TransitionWatchdogTests {
        /// Once broke when a pop begun in the frozen container of an interactive dismissal aged
        /// 1000 s at once and the watchdog cut its cancel short (bug 10).
        @Test
        func theWatchdogDoesNotEndAHealthyTransition() {
            let (world, nav, a) = FuzzWorld.navigationScene()
            nav.pushViewController(FuzzController("B", ledger: nil, color: .blue), animated: false)
            world.frame()
            // A full-screen modal whose interactive dismissal animator inserts the presenter's view.
            let modal = FuzzController("modal", ledger: nil, color: .gray)
            modal.modalPresentationStyle = .fullScreen
            let transitions = FuzzTransitioningDelegate()
            transitions.kind = .slide
            transitions.duration = 0.4
            modal.transitioningDelegate = transitions
            a.present(modal, animated: false)
            world.run(for: 0.5, frameRate: 30)
            let dismissal = UIPercentDrivenInteractiveTransition()
            transitions.dismissInteraction = dismissal
            modal.dismiss(animated: true)
            world.frame()
            dismissal.update(0.5)
            world.frame()
            // The pop starts while the dismissal is frozen half-way.
            let delegate = FuzzNavigationDelegate()
            delegate.nextKind = .slide
            delegate.nextDuration = 0.4
            let pop = UIPercentDrivenInteractiveTransition()
            delegate.nextInteraction = pop
            nav.delegate = delegate
            nav.popViewController(animated: true)
            world.frame()
            dismissal.finish()
            world.run(for: 0.5, frameRate: 30)
            #expect(modal.presentingViewController == nil, "the dismissal ended")
            pop.update(0.5)
            world.frame()
            pop.cancel()   // 0.5 × 0.4 s of cancel animation to come
            world.frame()
            #expect(nav.transitionCoordinator != nil, "the pop's cancel animation was cut short by the watchdog in the next frame")
            world.run(for: 1, frameRate: 30)
            #expect(nav.transitionCoordinator == nil && nav.viewControllers.count == 2)
            let layers = [nav.view.layer] + (nav.view.layer.sublayers ?? [])
            #expect(layers.allSatisfy { $0.animationKeys() == nil && $0.speed == 1 })
            world.teardown()
        }

        /// Once broke when the watchdog counted the time a finger held the transition and cut
        /// the pop short after the release (bug 16).
        @Test func aLongHeldDragIsNotEndedByTheWatchdog() {
            let (world, nav, _) = FuzzWorld.navigationScene()
            nav.pushViewController(FuzzController("B", ledger: nil, color: .blue), animated: false)
            world.frame()
            world.edgeDrag(to: 100, y: 160, frames: 8)
            world.run(for: 20, frameRate: 10)   // the finger rests for 20 s
            #expect(nav.transitionCoordinator?.isInteractive == true)
            world.frame(after: 0.01)
            world.move(to: CGPoint(x: 170, y: 160))
            world.frame(after: 0.01)
            world.release()
            world.frame()
            #expect(nav.transitionCoordinator?.isInteractive == false, "the rest of the pop animates (it was not ended at once)")
            world.run(for: 1, frameRate: 30)
            #expect(nav.transitionCoordinator == nil && nav.viewControllers.count == 1)
            world.teardown()
        }

        /// Once broke when every transition armed a wall-clock `asyncAfter` that was never
        /// cancelled (bug 14).
        @Test(.enabled(if: ResidentMemory.followsAllocations, "resident memory says nothing under AddressSanitizer"))
        func transitionsDoNotPileUpWatchdogTimers() {
            let world = FuzzWorld(size: CGSize(width: 64, height: 64), draws: false)
            let root = FuzzController("root", ledger: nil)
            world.window.rootViewController = root
            world.frame(after: 0)
            func transitions(_ n: Int) {
                for _ in 0..<(n / 2) {
                    let modal = UIViewController()
                    modal.modalPresentationStyle = .overFullScreen
                    root.present(modal, animated: false)
                    root.dismiss(animated: false)
                }
            }
            transitions(1_000)
            let before = ResidentMemory.bytes(trimmed: true)
            transitions(10_000)
            let growth = ResidentMemory.bytes(trimmed: true) - before
            #expect(growth < 1 << 20, "10,000 transitions grew resident memory by \(growth / 1024) KB")
            world.teardown()
        }
    }
}
