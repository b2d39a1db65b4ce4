import Foundation
import Testing
import UIKit
import UIKitTesting
import TestSupport

/// Scrubbing: while the finger drives a transition, every view shows the frame of the current
/// percent (the animator's animations and the alongside ones); after release the rest runs in
/// `(1 − p)·d / completionSpeed` (finish) or `p·d / completionSpeed` (cancel) along
/// `completionCurve` (DESIGN §3).
///
/// Positions are worked out by hand: the built-in slide is linear while interactive (the popped
/// view at `p·width`, the one underneath at `−0.3·width·(1 − p)`); alongside animations take the
/// transition's duration and UIKit's default curve, ease-in-out (0.42, 0, 0.58, 1).
@MainActor
@Suite(.serialized) struct TransitionScrubbingTests {
    static let width: CGFloat = 320
    static let frame = 1.0 / 60

    // MARK: The built-in edge swipe

    /// A pop dragged to 25 %, 50 % and 70 % of the width: the views and both alongside views
    /// are where the curves put them; released after a pause, it finishes in `(1 − 0.7)·d/speed`.
    @Test func edgeSwipeScrubsEveryViewAndFinishesInTheRemainingTime() {
        let s = EdgeSwipeScene()
        s.scene.screen.press(at: CGPoint(x: 5, y: 300))
        for p in [0.25, 0.5, 0.7] as [CGFloat] {
            s.scene.screen.drag(to: CGPoint(x: 5 + p * Self.width, y: 300), duration: 0.2)
            s.expectShown(at: p)
        }
        s.scene.screen.hold(for: 0.2)
        let released = s.scene.screen.now
        s.scene.screen.release()
        let elapsed = s.scene.runUntil { s.log.events.contains("didShow A") }
        let info = s.interactionEnd
        #expect(info?.cancelled == false)
        expectNear(info?.percent, 0.7, tolerance: 1e-6, "\(String(describing: info))")
        if elapsed != nil, let info {
            let expected = (1 - 0.7) * info.duration / Double(info.speed)
            let measured = s.scene.screen.now - released
            #expect(measured >= expected - 1e-6 && measured < expected + Self.frame + 1e-6,
                    "finished \(measured) s after release; (1 − p)·d/speed = \(expected) s")
        } else {
            Issue.record("the pop did not finish")
        }
        #expect(s.nav.viewControllers.count == 1)
    }

    /// Dragged to 25 % and released after a pause: it runs back in `0.25·d/speed`.
    @Test func edgeSwipeCancelRunsBackInTheScrubbedTime() {
        let s = EdgeSwipeScene()
        s.scene.screen.press(at: CGPoint(x: 5, y: 300))
        s.scene.screen.drag(to: CGPoint(x: 5 + 0.25 * Self.width, y: 300), duration: 0.3)
        s.expectShown(at: 0.25)
        s.scene.screen.hold(for: 0.3)
        let released = s.scene.screen.now
        s.scene.screen.release()
        _ = s.scene.runUntil { s.log.events.contains("didShow B") }
        let measured = s.scene.screen.now - released
        let info = s.interactionEnd
        #expect(info?.cancelled == true)
        if let info {
            let expected = 0.25 * info.duration / Double(info.speed)
            #expect(measured >= expected - 1e-6 && measured < expected + Self.frame + 1e-6,
                    "cancelled \(measured) s after release; p·d/speed = \(expected) s")
        }
        #expect(s.nav.viewControllers.count == 2)
        expectNear(shownTX(s.b.view), 0, tolerance: 0.01)
        #expect(s.a.viewIfLoaded?.window == nil)
    }

    // MARK: A percent-driven interaction driven by `update(_:)`

    /// Finish at 60 % with `completionSpeed = 2` and the default ease-in-out completion:
    /// the rest takes 0.4 · 0.4 / 2 = 0.08 s; half-way through it, the views are at 80 %.
    @Test func finishRunsTheRestInOneMinusPTimesDurationOverSpeed() {
        let s = UpdateDrivenPop(duration: 0.4)
        s.interaction.completionSpeed = 2
        s.start()
        s.interaction.update(0.6)
        s.scene.screen.renderFrame()
        expectNear(shownTX(s.b.view), 0.6 * Self.width)
        let t0 = s.scene.screen.now
        s.interaction.finish()
        s.scene.screen.advance(by: 0.04)
        s.scene.screen.renderFrame()
        // ease-in-out is symmetric: half the time is half the way from 0.6 to 1.
        expectNear(shownTX(s.b.view), 0.8 * Self.width, tolerance: 1)
        // completeTransition (the delegate's didShow) runs within a frame of 0.08 s. As in Core
        // Animation, completions run right after the end frame is presented, so the state read
        // after that frame is already the completed one.
        _ = s.scene.runUntil { s.log.events.contains("didShow A") }
        let measured = s.scene.screen.now - t0
        #expect(measured >= 0.08 - 1e-6 && measured < 0.08 + Self.frame + 1e-6,
                "completeTransition ran \(measured) s after finish(); (1 − p)·d/speed = 0.08 s")
    }

    /// Cancel at 30 % with `completionSpeed = 0.5` and a linear completion curve: the rest takes
    /// 0.3 · 0.4 / 0.5 = 0.24 s; a quarter of the way through it, the views are at 0.3 − 0.075.
    @Test func cancelRunsBackInPTimesDurationOverSpeed() {
        let s = UpdateDrivenPop(duration: 0.4)
        s.interaction.completionSpeed = 0.5
        s.interaction.completionCurve = .linear
        s.start()
        s.interaction.update(0.3)
        s.scene.screen.renderFrame()
        let t0 = s.scene.screen.now
        s.interaction.cancel()
        s.scene.screen.advance(by: 0.06)
        s.scene.screen.renderFrame()
        expectNear(shownTX(s.b.view), 0.225 * Self.width, tolerance: 1)
        _ = s.scene.runUntil { s.log.events.contains("didShow B") }
        let measured = s.scene.screen.now - t0
        #expect(measured >= 0.24 - 1e-6 && measured < 0.24 + Self.frame + 1e-6, "\(measured)")
        #expect(s.nav.viewControllers.count == 2)
        expectNear(shownTX(s.b.view), 0, tolerance: 0.01)
    }

    /// `completionCurve = .easeOut`: a quarter of the remaining time in, the views are at
    /// `p + (1 − p)·easeOut(0.25)` (computed by hand from the curve's control points).
    @Test func theCompletionFollowsTheCompletionCurve() {
        let s = UpdateDrivenPop(duration: 0.4)
        s.interaction.completionCurve = .easeOut
        s.start()
        s.interaction.update(0.5)
        s.scene.screen.renderFrame()
        s.interaction.finish()   // the rest: 0.5 · 0.4 = 0.2 s
        s.scene.screen.advance(by: 0.05)
        s.scene.screen.renderFrame()
        let expected = (0.5 + 0.5 * HandCurve.easeOut.value(at: 0.25)) * Double(Self.width)
        expectNear(Double(shownTX(s.b.view)), expected, tolerance: 1)
        s.scene.settle()
    }

    /// A completion speed of 0 or less is treated as 1: finishing from 50 % takes 0.5 · 0.4 s.
    @Test(arguments: [0.0, -2.0] as [CGFloat])
    func aCompletionSpeedOfZeroOrLessIsTreatedAsOne(speed: CGFloat) {
        let s = UpdateDrivenPop(duration: 0.4)
        s.interaction.completionSpeed = speed
        s.start()
        s.interaction.update(0.5)
        s.scene.screen.renderFrame()
        let t0 = s.scene.screen.now
        s.interaction.finish()
        // The transition completes 0.5 · 0.4 s later (completions run right after the end frame).
        _ = s.scene.runUntil { s.log.events.contains("didShow A") }
        let measured = s.scene.screen.now - t0
        #expect(measured >= 0.2 - 1e-6 && measured < 0.2 + Self.frame + 1e-6, "\(measured)")
        s.scene.settle()
    }

    /// Alongside animations scrub with `update(_:)`: one inside the container (a view of the
    /// incoming controller) and one outside it (`animateAlongsideTransition(in:)`).
    @Test func alongsideAnimationsScrubWithUpdate() {
        let s = UpdateDrivenPop(duration: 0.4)
        let inside = UIView(frame: CGRect(x: 10, y: 100, width: 30, height: 30))
        inside.backgroundColor = .green
        s.a.view.addSubview(inside)
        let outside = UIView(frame: CGRect(x: 250, y: 420, width: 40, height: 40))
        outside.backgroundColor = .green
        s.scene.window.addSubview(outside)
        s.a.onWillAppear = { vc in
            vc.transitionCoordinator?.animate(alongsideTransition: { _ in inside.alpha = 0 })
            vc.transitionCoordinator?.animateAlongsideTransition(in: outside, animation: { _ in
                outside.transform = CGAffineTransform(translationX: -200, y: 0)
            }, completion: nil)
        }
        s.start()
        for p in [0.25, 0.5, 0.8] as [Double] {
            s.interaction.update(CGFloat(p))
            s.scene.screen.renderFrame()
            let eased = HandCurve.easeInOut.value(at: p)
            expectNear(Double(shownAlpha(inside)), 1 - eased, tolerance: 0.01, "inside at \(p)")
            expectNear(Double(shownTX(outside)), -200 * eased, tolerance: 0.5, "outside at \(p)")
            expectNear(Double(shownTX(s.b.view)), p * Double(Self.width), tolerance: 0.5, "from-view at \(p)")
        }
        s.interaction.finish()
        s.scene.settle()
        #expect(shownAlpha(inside) == 0 && shownTX(outside) == -200, "the alongside animations end where they were going")
        expectNoTransitionLeftovers(in: s.scene.window, views: [s.a.view, s.b.view])
    }

    // MARK: An interruptible animator

    /// An animator that vends `interruptibleAnimator(using:)`: the percent-driven object scrubs
    /// its `fractionComplete` (linear values while paused) and continues it for the rest.
    @Test(arguments: [false, true])
    func interruptibleAnimatorScrubsAndContinues(cancel: Bool) {
        let s = UpdateDrivenPop(duration: 0.4, interruptible: true)
        s.start()
        s.interaction.update(0.5)
        s.scene.screen.renderFrame()
        expectNear(shownTX(s.b.view), 0.5 * Self.width)
        let t0 = s.scene.screen.now
        if cancel { s.interaction.cancel() } else { s.interaction.finish() }
        _ = s.scene.runUntil { s.log.events.contains(cancel ? "didShow B" : "didShow A") }
        let measured = s.scene.screen.now - t0
        // Either way half the duration is left: 0.5 · 0.4 = 0.2 s.
        #expect(measured >= 0.2 - 1e-6 && measured < 0.2 + Self.frame + 1e-6, "\(measured)")
        #expect(s.nav.viewControllers.count == (cancel ? 2 : 1))
    }

    /// `wantsInteractiveStart = false` with an interruptible animator: the pop starts on its own
    /// and `pause()` makes it interactive later ("even a transition that starts off as
    /// noninteractive may become interactive later if it implements interruptibleAnimator(using:)",
    /// Apple's documentation of `wantsInteractiveStart`; `pause()` "stops the animation" so the
    /// finger can drive it).
    @Test func aNonInteractiveStartCanBeCaughtWithPause() {
        let s = UpdateDrivenPop(duration: 0.4, interruptible: true)
        s.interaction.wantsInteractiveStart = false
        s.start()
        #expect(s.nav.transitionCoordinator?.initiallyInteractive == false)
        #expect(s.nav.transitionCoordinator?.isInteractive == false)
        s.scene.screen.run(for: 0.1)
        #expect(shownTX(s.b.view) > 0, "it runs by itself")
        s.interaction.pause()
        #expect(s.nav.transitionCoordinator?.isInteractive == true, "interactive after pause()")
        s.scene.screen.renderFrame()
        let caught = shownTX(s.b.view)
        s.scene.screen.run(for: 0.1)
        #expect(shownTX(s.b.view) == caught, "paused: \(caught) → \(shownTX(s.b.view))")
        s.interaction.update(0.1)
        s.scene.screen.renderFrame()
        expectNear(shownTX(s.b.view), 0.1 * Self.width, "scrubbed to 10 %")
        s.interaction.cancel()
        s.scene.settle()
        #expect(s.nav.viewControllers.count == 2 && s.nav.topViewController === s.b)
        #expect(s.b.view.window === s.scene.window && s.a.viewIfLoaded?.window == nil)
        expectNoTransitionLeftovers(in: s.scene.window, views: [s.a.view, s.b.view])
    }
}

// MARK: - Scenes

/// A (red) under B (blue) in a navigation controller; A registers, in `viewWillAppear`, an
/// alongside fade of a marker inside its view and of a badge outside the container, and an
/// interaction handler that records how the interaction ended.
@MainActor
final class EdgeSwipeScene {
    let scene = TransitionScene()
    let nav: UINavigationController
    let a: TracedViewController
    let b: TracedViewController
    let delegate: ScriptedNavigationDelegate
    let badge = UIView(frame: CGRect(x: 250, y: 420, width: 40, height: 40))
    let marker = UIView(frame: CGRect(x: 200, y: 100, width: 30, height: 30))
    var interactionEnd: (cancelled: Bool, percent: CGFloat, speed: CGFloat, duration: TimeInterval)?
    var log: EventLog { scene.log }

    init() {
        (nav, a) = scene.navigation()
        b = TracedViewController("B", log: scene.log, color: .blue)
        nav.pushViewController(b, animated: false)
        scene.settle()
        delegate = ScriptedNavigationDelegate(scene.log)
        nav.delegate = delegate
        badge.backgroundColor = .green
        scene.window.addSubview(badge)
        marker.backgroundColor = .green
        a.view.addSubview(marker)
        a.onWillAppear = { [unowned self] vc in
            let coordinator = vc.transitionCoordinator
            coordinator?.animate(alongsideTransition: { [marker] _ in marker.alpha = 0 })
            coordinator?.animateAlongsideTransition(in: badge, animation: { [badge] _ in badge.alpha = 0 }, completion: nil)
            coordinator?.notifyWhenInteractionChanges { [unowned self] ctx in
                interactionEnd = (ctx.isCancelled, ctx.percentComplete, ctx.completionVelocity, ctx.transitionDuration)
            }
        }
        scene.log.clear()
    }

    /// Checks the frame shown at percent `p` of the built-in slide.
    func expectShown(at p: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        let w = TransitionScrubbingTests.width
        expectNear(shownTX(b.view), p * w, "from-view at \(p)", sourceLocation: sourceLocation)
        expectNear(shownTX(a.view), -0.3 * w * (1 - p), "to-view at \(p)", sourceLocation: sourceLocation)
        let eased = CGFloat(HandCurve.easeInOut.value(at: Double(p)))
        expectNear(shownAlpha(badge), 1 - eased, tolerance: 0.01, "badge at \(p)", sourceLocation: sourceLocation)
        expectNear(shownAlpha(marker), 1 - eased, tolerance: 0.01, "marker at \(p)", sourceLocation: sourceLocation)
        // Pixels: B's left edge is at p·w; blue right of it, A (red, lightly dimmed) left of it.
        let edge = p * w
        let right = scene.screen.pixel(at: CGPoint(x: edge + 20, y: 300))
        let left = scene.screen.pixel(at: CGPoint(x: edge - 20, y: 300))
        #expect(right.map { $0.blue > 200 && $0.red < 40 } == true, "right of the edge at \(p): \(String(describing: right))",
                sourceLocation: sourceLocation)
        #expect(left.map { $0.red > 200 && $0.blue < 40 } == true, "left of the edge at \(p): \(String(describing: left))",
                sourceLocation: sourceLocation)
    }
}
