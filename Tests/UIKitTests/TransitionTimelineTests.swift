import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// The time line of a transition (`TransitionTimeline`): one phase that every question about
/// the transition is answered from (preparing → interactive → completing → ended), one progress
/// that the interaction controller, the coordinator's context and the screen all show, and a
/// rest after release that a client can take back through the context itself.
@MainActor
@Suite(.serialized) struct TransitionTimelineTests {
    private func timeline(of nav: UINavigationController) -> TransitionTimeline? {
        (nav.transitionCoordinator as? TransitionDriver)?.timeline
    }

    /// The phases of an interactive pop, seen where a client would look: in `viewWillAppear`
    /// (preparing, but already interactive, as UIKit's coordinator says), while the finger
    /// drives it, after the release, and after the end.
    @Test(arguments: [false, true])
    func anInteractivePopGoesThroughEachPhaseOnce(cancelled: Bool) {
        let s = UpdateDrivenPop(duration: 0.4)
        var seenInWillAppear: (TransitionPhase, Bool)?
        s.a.onWillAppear = { vc in
            if let t = (vc.transitionCoordinator as? TransitionDriver)?.timeline { seenInWillAppear = (t.phase, t.isInteractive) }
        }
        s.start()
        let t = timeline(of: s.nav)
        #expect(seenInWillAppear?.0 == .preparing && seenInWillAppear?.1 == true)
        #expect(t?.phase == .interactive)
        s.interaction.update(0.5)
        s.scene.screen.renderFrame()
        if cancelled { s.interaction.cancel() } else { s.interaction.finish() }
        #expect(t?.phase == .completing(cancelled: cancelled))
        #expect(s.nav.transitionCoordinator?.isCancelled == cancelled && s.nav.transitionCoordinator?.isInteractive == false)
        s.scene.screen.run(for: 1)
        #expect(t?.phase == .ended(cancelled: cancelled))
        #expect(s.nav.transitionCoordinator == nil)
        #expect(s.nav.viewControllers.count == (cancelled ? 2 : 1))
    }

    /// While the rest runs, the interaction controller's `percentComplete`, the coordinator
    /// context's, and the position the screen shows all come from the one progress: a linear
    /// slide of the 320-point page shows `percent × 320` at every frame.
    @Test func theProgressIsOneValueEverywhere() {
        let s = UpdateDrivenPop(duration: 0.4)
        s.start()
        s.interaction.update(0.25)
        s.scene.screen.renderFrame()
        let coordinator = s.nav.transitionCoordinator
        s.interaction.completionCurve = .linear
        s.interaction.finish()
        var frames = 0
        while s.nav.transitionCoordinator != nil && frames < 60 {
            let percent = s.interaction.percentComplete
            #expect(coordinator?.percentComplete == percent, "frame \(frames)")
            #expect(percent >= 0.25 && percent <= 1)
            // The popped page (B) slides right by percent × width.
            if let shown = s.b.view.layer.presentation()?.frame.minX, percent < 1 {
                expectNear(Double(shown), Double(percent) * 320, tolerance: 0.5, "frame \(frames)")
            }
            s.scene.screen.advance(by: 1.0 / 60)
            s.scene.screen.renderFrame()
            frames += 1
        }
        #expect(s.nav.transitionCoordinator == nil, "the rest of 75 % of 0.4 s ends within a second")
        #expect(frames >= 15 && frames <= 22, "0.3 s of rest at 60 Hz: \(frames) frames")
        #expect(s.interaction.percentComplete == 0, "released with the transition")
    }

    /// A client pauses the running rest through the context itself (not the interaction
    /// controller): the transition becomes interactive again where it was, the same interaction
    /// controller drives it, and a second release ends it.
    @Test func pausingTheContextHandsTheRestBackToTheInteraction() {
        let s = UpdateDrivenPop(duration: 0.4)
        s.start()
        s.interaction.update(0.5)
        s.scene.screen.renderFrame()
        let context = s.nav.transitionCoordinator as? TransitionDriver
        s.interaction.cancel()
        s.scene.screen.run(for: 0.05)
        let whereItWas = s.interaction.percentComplete
        #expect(whereItWas < 0.5 && whereItWas > 0.2, "on its way back: \(whereItWas)")
        context?.pauseInteractiveTransition()
        #expect(context?.timeline.phase == .interactive)
        #expect(context?.isCancelled == false, "no longer on its way back")
        s.scene.screen.run(for: 0.2)
        #expect(s.interaction.percentComplete == whereItWas, "held where it was")
        s.interaction.update(0.8)
        s.interaction.finish()
        s.scene.screen.run(for: 1)
        #expect(s.nav.transitionCoordinator == nil)
        #expect(s.nav.viewControllers.count == 1, "the second release finished the pop")
    }
}

/// The one tween engine: a progress moving from one value to another along a curve.
@Suite struct ProgressTweenTests {
    @Test func aCubicTweenReachesItsTargetExactlyAtItsEndTime() {
        let tween = ProgressTween(startTime: 10, length: 0.3, from: 0.25, to: 1, fromFraction: 0.25, toFraction: 1,
                                  curve: .cubic(CAMediaTimingFunction(name: .linear)))
        let start = tween.state(at: 9.9), middle = tween.state(at: 10.15), end = tween.state(at: 10.3)
        expectNear(start.shown, 0.25, tolerance: 1e-6, "before its start it holds its start")
        #expect(!start.done)
        expectNear(middle.shown, 0.625, tolerance: 1e-6)
        expectNear(middle.velocity, 0.75 / 0.3, tolerance: 1e-6, "linear: the distance over the length, per second")
        #expect(end.shown == 1 && end.fraction == 1 && end.done)
    }

    @Test func aZeroLengthTweenIsDoneAtOnce() {
        let tween = ProgressTween(startTime: 0, length: 0, from: 0.4, to: 0, fromFraction: 0.4, toFraction: 0,
                                  curve: .cubic(CAMediaTimingFunction(name: .easeInEaseOut)))
        let s = tween.state(at: 0)
        #expect(s.shown == 0 && s.done)
    }
}
