import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// `UIViewPropertyAnimator` on a headless screen with a manual clock: its states, what the
/// views show at chosen times while it runs, is paused, scrubbed, reversed and continued, and
/// which completions it calls. Every expected value is worked out by hand from the curve or
/// spring formulas; a box moves its centre from x = 10 to x = 110 unless a test says otherwise.
@MainActor
@Suite(.serialized) struct UIViewPropertyAnimatorTests {
    /// A white 300×100 screen with a red 20×20 box centred at (10, 10), rendered once.
    private func scene() -> (HeadlessScreen, UIWindow, UIView) {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 100))
        let window = screen.makeWindow()
        window.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        box.backgroundColor = .red
        window.addSubview(box)
        screen.renderFrame()
        return (screen, window, box)
    }

    /// A second blue box centred at (10, 60) in `window`.
    private func secondBox(in window: UIWindow) -> UIView {
        let other = UIView(frame: CGRect(x: 0, y: 50, width: 20, height: 20))
        other.backgroundColor = .blue
        window.addSubview(other)
        return other
    }

    /// Moves the clock by `seconds` and renders one frame.
    private func step(_ screen: HeadlessScreen, _ seconds: TimeInterval) {
        screen.advance(by: seconds)
        screen.renderFrame()
    }

    // MARK: States

    @Test func startPauseStopFinishWalkTheStatesAndCallTheCompletionOnceWithThePosition() {
        let (screen, _, box) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(box.center.x == 10, "the animation block waits until the animator is activated")

        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(box.center.x == 110, "activation runs the block: the model holds the end value")
        screen.renderFrame()
        screen.run(for: 0.25)
        expectNear(animator.fractionComplete, 0.25, tolerance: 1e-6, "a quarter of the time has passed")
        expectNear(shownX(box), 35, tolerance: 1e-6, "linear: a quarter of the way from 10 to 110")

        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        screen.run(for: 0.5)
        expectNear(animator.fractionComplete, 0.25, tolerance: 1e-6, "paused: the fraction does not move")
        expectNear(shownX(box), 35, tolerance: 1e-6, "paused: the view stays where it was")

        animator.stopAnimation(false)
        #expect(animator.state == .stopped && !animator.isRunning)
        #expect(positions.isEmpty, "stopping without finishing waits for finishAnimation(at:)")
        expectNear(box.center.x, 35, tolerance: 1e-6, "stopped: the model takes the value that was on screen")
        screen.run(for: 0.5)
        expectNear(shownX(box), 35, tolerance: 1e-6)
        #expect(box.layer.animationKeys() == nil, "a stopped animator has no animations on the layer")

        animator.finishAnimation(at: .end)
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(positions == [.end])
        #expect(box.center.x == 110)
        screen.run(for: 0.5)
        #expect(positions == [.end], "the completion runs once")
        expectNear(shownX(box), 110, tolerance: 1e-6)
    }

    @Test func stopAnimationWithoutFinishingLeavesTheValuesOnScreenAndCallsNoCompletion() {
        let (screen, _, box) = scene()
        var completions = 0
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 110 }
        animator.addCompletion { _ in completions += 1 }
        animator.startAnimation()
        screen.renderFrame()
        screen.run(for: 0.5)
        let onScreen = shownX(box)
        expectNear(onScreen, 60, tolerance: 1e-6)

        animator.stopAnimation(true)
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(Double(box.center.x) == onScreen, "the model is what was on screen")
        screen.run(for: 1)
        #expect(completions == 0)
        #expect(shownX(box) == onScreen)
        #expect(box.layer.animationKeys() == nil)
        #expect(!screen.isAnimating)
    }

    @Test(arguments: [UIViewAnimatingPosition.start, .end, .current])
    func finishingAStoppedAnimatorPutsTheModelAtThePosition(_ position: UIViewAnimatingPosition) {
        let (screen, _, box) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            box.center.x = 110
            box.alpha = 0
        }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        screen.renderFrame()
        screen.run(for: 0.75)
        animator.stopAnimation(false)
        animator.finishAnimation(at: position)
        screen.renderFrame()

        // Linear at 0.75: x = 10 + 75 = 85, alpha = 1 − 0.75 = 0.25.
        let (x, alpha): (Double, Double) = switch position {
        case .start: (10, 1)
        case .end: (110, 0)
        case .current: (85, 0.25)
        }
        #expect(positions == [position])
        expectNear(box.center.x, x, tolerance: 1e-6, "model x")
        expectNear(box.alpha, alpha, tolerance: 1e-6, "model alpha")
        expectNear(shownX(box), x, tolerance: 1e-6, "x on screen")
        #expect(animator.state == .inactive)
    }

    // MARK: Running

    @Test func aLinearAnimatorMovesWithTimeAndCompletesAtTheEnd() {
        let (screen, _, box) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { box.center.x = 210 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        screen.renderFrame()
        expectNear(shownX(box), 10, tolerance: 1e-6, "it starts at the start value")
        // Linear from 10 to 210 over 2 s: 100 points per second.
        for (time, x) in [(0.5, 60.0), (1.0, 110), (1.5, 160)] {
            step(screen, 0.5)
            expectNear(shownX(box), x, tolerance: 1e-6, "at \(time) s")
            expectNear(animator.fractionComplete, time / 2, tolerance: 1e-6, "at \(time) s")
            #expect(box.center.x == 210, "the model is the end value throughout")
            #expect(positions.isEmpty)
        }
        step(screen, 0.5)
        #expect(positions == [.end])
        #expect(shownX(box) == 210)
        #expect(animator.state == .inactive && !animator.isRunning)
    }

    @Test func runningPropertyAnimatorStartsByItselfAfterTheDelay() {
        let (screen, _, box) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: .curveLinear,
            animations: { box.center.x = 110 }, completion: { positions.append($0) })
        #expect(animator.state == .active)
        #expect(animator.delay == 0.5)
        #expect(box.center.x == 110)
        screen.renderFrame()
        step(screen, 0.25)
        expectNear(shownX(box), 10, tolerance: 1e-6, "still waiting: 0.25 s of a 0.5 s delay")
        step(screen, 0.75)
        expectNear(shownX(box), 60, tolerance: 1e-6, "half of the 1 s animation after the delay")
        #expect(positions.isEmpty)
        step(screen, 0.5)
        #expect(positions == [.end])
        #expect(shownX(box) == 110)
    }

    @Test func aSpringWithDampingRatio04OvershootsAndSettlesByItsDuration() {
        let (screen, _, box) = scene()
        var positions: [UIViewAnimatingPosition] = []
        var completedAt: TimeInterval?
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.4) { box.center.x = 110 }
        animator.addCompletion { positions.append($0); completedAt = screen.now }
        #expect(animator.duration == 1, "a damping-ratio spring keeps the animator's duration")
        animator.startAnimation()
        screen.renderFrame()
        let start = screen.now
        var highest = 10.0
        for _ in 0..<70 {
            step(screen, 1.0 / 60)
            highest = max(highest, shownX(box))
        }
        // A spring released from rest overshoots by e^(−ζπ/√(1−ζ²)) of the distance:
        // ζ = 0.4 gives e^(−1.3711) = 0.2538, so the peak is 10 + 100 · 1.2538 ≈ 135.4.
        #expect(highest > 134.5 && highest < 135.5, "peak \(highest)")
        #expect(positions == [.end])
        if let completedAt {
            #expect(completedAt - start <= 1 + 1.0 / 60 + 1e-9, "settled \(completedAt - start) s after the start")
        }
        #expect(shownX(box) == 110)
    }

    // MARK: Scrubbing

    @Test(arguments: [UIView.AnimationCurve.linear, .easeInOut])
    func scrubbingAPausedAnimatorShowsTheFractionLinearly(_ curve: UIView.AnimationCurve) {
        let (screen, _, box) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: curve) { box.center.x = 110 }
        animator.pauseAnimation()
        #expect(animator.scrubsLinearly, "the default")
        for fraction in [0.0, 0.25, 0.5, 1] {
            animator.fractionComplete = fraction
            screen.renderFrame()
            expectNear(animator.fractionComplete, fraction, tolerance: 1e-6)
            expectNear(shownX(box), 10 + 100 * fraction, tolerance: 1e-6, "fraction \(fraction)")
            #expect(box.center.x == 110)
        }
        #expect(animator.state == .active && !animator.isRunning)
        screen.renderFrame()
        #expect(!screen.isAnimating, "a paused animator does not keep the loop running")
    }

    @Test func scrubbingWithoutLinearScrubbingShowsTheCurvesValue() {
        let (screen, _, box) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { box.center.x = 110 }
        animator.scrubsLinearly = false
        animator.fractionComplete = 0   // activates the animator, paused
        #expect(animator.state == .active && !animator.isRunning)
        for fraction in [0.25, 0.5, 0.75] {
            animator.fractionComplete = fraction
            screen.renderFrame()
            let eased = HandCurve.easeInOut.value(at: fraction)
            // 1e-4 pt: the two Bézier solvers agree far below a pixel, not to the last bit.
            expectNear(shownX(box), 10 + 100 * eased, tolerance: 1e-4, "fraction \(fraction)")
        }
    }

    // MARK: Reversing

    @Test func reversingMidFlightTurnsBackWithoutAJumpAndEndsAtTheStart() {
        let (screen, _, box) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        screen.renderFrame()
        screen.run(for: 0.4)
        let lastBefore = shownX(box)
        expectNear(lastBefore, 50, tolerance: 1e-6)

        animator.isReversed = true
        #expect(animator.isReversed && animator.isRunning)
        step(screen, 1.0 / 60)
        let firstAfter = shownX(box)
        let oneFrame = 100.0 / 60
        #expect(firstAfter < lastBefore, "it moves back toward the start: \(lastBefore) → \(firstAfter)")
        #expect(lastBefore - firstAfter <= oneFrame + 1e-6, "no jump: \(lastBefore) → \(firstAfter)")
        // Back at the same speed over the 0.4 s it came: 0.2 s after turning it is at 30.
        step(screen, 0.2 - 1.0 / 60)
        expectNear(shownX(box), 30, tolerance: 1e-6, "0.2 s after reversing")
        #expect(positions.isEmpty)
        screen.run(for: 0.25)
        #expect(positions == [.start])
        #expect(box.center.x == 10, "the model returns to the start value")
        #expect(shownX(box) == 10)
        #expect(animator.state == .inactive)
    }

    @Test func pausesOnCompletionStaysActiveAtTheEndAndCanBeReversedBack() {
        let (screen, _, box) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 110 }
        animator.pausesOnCompletion = true
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        screen.renderFrame()
        screen.run(for: 1.1)
        #expect(animator.state == .active && !animator.isRunning)
        expectNear(animator.fractionComplete, 1, tolerance: 1e-6)
        #expect(positions.isEmpty, "no completion while it pauses at the end")
        expectNear(shownX(box), 110, tolerance: 1e-6)
        #expect(!screen.isAnimating, "paused at the end, the loop goes idle")

        animator.isReversed = true
        animator.startAnimation()
        #expect(animator.isRunning)
        screen.renderFrame()
        screen.run(for: 0.5)
        expectNear(shownX(box), 60, tolerance: 1e-6, "halfway back after half the duration")
        screen.run(for: 0.6)
        expectNear(shownX(box), 10, tolerance: 1e-6, "back at the start")
        #expect(animator.state == .active && !animator.isRunning, "it pauses again at the start")
        #expect(positions.isEmpty)

        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(positions == [.start])
        #expect(box.center.x == 10)
    }

    @Test func stoppingRightAfterScrubbingKeepsTheScrubbedValue() {
        // stopAnimation "sets the values of any animatable properties to their current values":
        // the fraction the client just set, even before a frame has shown it.
        let (screen, _, box) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 110 }
        animator.pauseAnimation()
        screen.renderFrame()
        animator.fractionComplete = 0.5
        animator.stopAnimation(true)
        expectNear(box.center.x, 60, tolerance: 1e-6, "the model takes the scrubbed value")
        screen.renderFrame()
        expectNear(shownX(box), 60, tolerance: 1e-6)
    }

    @Test func theInteractiveCancelPatternReturnsToTheStart() {
        // A transition cancelled mid-gesture: pause, scrub, reverse, continue.
        let (screen, _, box) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { box.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.6
        screen.renderFrame()
        expectNear(shownX(box), 70, tolerance: 1e-6)
        animator.isReversed = true
        #expect(!animator.isRunning, "reversing a paused animator does not start it")
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        #expect(animator.isRunning)
        screen.renderFrame()
        expectNear(shownX(box), 70, tolerance: 1e-6, "no jump when it continues")
        var previous = 70.0, forwards = false
        for _ in 0..<120 where positions.isEmpty {
            step(screen, 1.0 / 60)
            forwards = forwards || shownX(box) > previous + 1e-9
            previous = shownX(box)
        }
        #expect(!forwards, "it only moves back")
        #expect(positions == [.start])
        #expect(box.center.x == 10 && shownX(box) == 10)
    }

    @Test func aPhysicalSpringReplacesTheDurationWithItsSettlingTime() {
        // m = 1, k = 100, c = 20: critically damped (ζ = c / 2√(km) = 1) with ω₀ = 10 rad/s, so
        // 1 − x(t) = (1 + 10t)·e^(−10t) falls below 0.1 % near t ≈ 0.92 s, nowhere near 5 s.
        let (screen, _, box) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: 5, timingParameters: spring)
        animator.addAnimations { box.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        #expect(animator.duration > 0.7 && animator.duration < 1.3, "duration \(animator.duration)")
        animator.startAnimation()
        screen.renderFrame()
        step(screen, 0.1)
        // x(0.1) = 1 − 2·e^(−1) = 0.26424.
        expectNear(shownX(box), 10 + 100 * (1 - 2 * exp(-1.0)), tolerance: 1e-6, "the closed form at 0.1 s")
        screen.run(for: 1.3)
        #expect(positions == [.end])
    }

    // MARK: Continuing

    @Test func continuingAPausedAnimatorWithACriticallyDampedSpringEndsAtTheEnd() {
        let (screen, _, box) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { box.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        screen.renderFrame()
        expectNear(shownX(box), 60, tolerance: 1e-6)

        animator.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 1), durationFactor: 1)
        #expect(animator.state == .active && animator.isRunning)
        var previous = shownX(box), backwards = false, overshoot = false
        for _ in 0..<180 where positions.isEmpty {
            step(screen, 1.0 / 60)
            let x = shownX(box)
            backwards = backwards || x < previous - 1e-9
            overshoot = overshoot || x > 110 + 1e-6
            previous = x
        }
        #expect(positions == [.end])
        #expect(!backwards && !overshoot, "a critically damped spring from rest moves straight to the end")
        #expect(shownX(box) == 110 && box.center.x == 110)
        #expect(animator.state == .inactive)
    }

    @Test func continueAnimationDurationFactorScalesTheOriginalDuration() {
        // UIKit: "durationFactor — a multiplying factor to apply to the animation's original
        // duration": the rest takes durationFactor × duration, whatever fraction is left (UIKit's
        // own transitions pass `1 − fractionComplete` to keep the original pace).
        let (screen, _, box) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        screen.renderFrame()
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        screen.renderFrame()
        step(screen, 0.5)
        // The remaining half (60 → 110) over 1 × 1 s, linearly: 85 after 0.5 s.
        expectNear(shownX(box), 85, tolerance: 1e-6, "0.5 s into a 1 s continuation")
        #expect(positions.isEmpty, "the continuation lasts durationFactor × duration = 1 s")
        step(screen, 0.55)
        #expect(positions == [.end])
    }

    @Test func aSpringContinuationKeepsTheSpeedTheAnimatorHad() {
        let (screen, _, box) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        screen.renderFrame()
        // Frames 0.1 ms apart around the hand-over at 0.5 s.
        let h = 1e-4
        step(screen, 0.5 - h)
        let x0 = shownX(box)
        step(screen, h)
        let x1 = shownX(box)
        let before = (x1 - x0) / h
        expectNear(before, 100, tolerance: 1e-3, "linear: 100 points per second")

        animator.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 1), durationFactor: 1)
        step(screen, h)
        let after = (shownX(box) - x1) / h
        expectNear(after, before, tolerance: 0.03 * before, "speed before \(before), after \(after)")
        screen.run(for: 2)
        #expect(positions == [.end])
        #expect(shownX(box) == 110)
    }

    // MARK: Adding animations

    @Test func animationsAddedWhileRunningRunOverTheRemainingTime() {
        let (screen, window, box) = scene()
        let other = secondBox(in: window)
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        screen.renderFrame()
        screen.run(for: 0.5)
        animator.addAnimations { other.center.x = 110 }
        #expect(other.center.x == 110, "the added block runs at once")
        screen.renderFrame()
        expectNear(shownX(other), 10, tolerance: 1e-6, "it starts where it is")
        step(screen, 0.25)
        expectNear(shownX(box), 85, tolerance: 1e-6)
        expectNear(shownX(other), 60, tolerance: 1e-6, "half of its 0.5 s: it ends with the rest")
        screen.run(for: 0.3)
        #expect(positions == [.end])
        #expect(shownX(box) == 110 && shownX(other) == 110)
    }

    @Test func aDelayFactorStartsTheAddedAnimationsLate() {
        let (screen, window, box) = scene()
        let other = secondBox(in: window)
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 110 }
        animator.addAnimations({ other.center.x = 110 }, delayFactor: 0.5)
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        screen.renderFrame()
        step(screen, 0.25)
        expectNear(shownX(box), 35, tolerance: 1e-6)
        expectNear(shownX(other), 10, tolerance: 1e-6, "the delayed block waits 0.5 × 1 s")
        step(screen, 0.5)
        expectNear(shownX(box), 85, tolerance: 1e-6)
        expectNear(shownX(other), 60, tolerance: 1e-6, "halfway through the 0.5 s that remain after its delay")
        screen.run(for: 0.3)
        #expect(positions == [.end])
        #expect(shownX(other) == 110)
    }

    @Test func theDelayFactorIsAFractionOfTimeNotOfTheCurvesProgress() {
        // UIKit: "This value is multiplied by the animator's remaining duration to determine the
        // actual delay in seconds." With an ease-in curve, progress reaches 0.5 only at ≈ 0.66 s,
        // but the delayed block must start at 0.5 s.
        let (screen, window, box) = scene()
        let other = secondBox(in: window)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { box.center.x = 110 }
        animator.addAnimations({ other.center.x = 110 }, delayFactor: 0.5)
        animator.startAnimation()
        screen.renderFrame()
        step(screen, 0.45)
        expectNear(shownX(other), 10, tolerance: 1e-6, "before its 0.5 s delay")
        step(screen, 0.15)
        #expect(shownX(other) > 10.5, "0.1 s after its 0.5 s delay it has started: x = \(shownX(other))")
        screen.run(for: 0.5)
        #expect(shownX(other) == 110)
    }

    // MARK: Bad input

    @Test func fractionCompleteIsClampedAndNaNIsIgnored() {
        let (screen, _, box) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 110 }
        animator.pauseAnimation()
        animator.fractionComplete = -1
        screen.renderFrame()
        #expect(animator.fractionComplete == 0)
        expectNear(shownX(box), 10, tolerance: 1e-6)
        animator.fractionComplete = 2
        screen.renderFrame()
        #expect(animator.fractionComplete == 1)
        expectNear(shownX(box), 110, tolerance: 1e-6)
        animator.fractionComplete = 0.3
        animator.fractionComplete = .nan
        screen.renderFrame()
        expectNear(animator.fractionComplete, 0.3, tolerance: 1e-6)
        expectNear(shownX(box), 40, tolerance: 1e-6)
        #expect(animator.state == .active && !animator.isRunning)
    }

    @Test func fractionCompleteSetWhileRunningIsIgnored() {
        let (screen, _, box) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 110 }
        animator.startAnimation()
        screen.renderFrame()
        step(screen, 0.25)
        animator.fractionComplete = 0.9
        step(screen, 0.25)
        expectNear(animator.fractionComplete, 0.5, tolerance: 1e-6, "only time moves a running animator")
        expectNear(shownX(box), 60, tolerance: 1e-6)
        animator.stopAnimation(true)
    }

    @Test func finishingAnActiveAnimatorIsIgnored() {
        let (screen, _, box) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        screen.renderFrame()
        step(screen, 0.25)
        animator.finishAnimation(at: .start)
        #expect(animator.state == .active && animator.isRunning)
        #expect(positions.isEmpty)
        step(screen, 0.25)
        expectNear(shownX(box), 60, tolerance: 1e-6, "it keeps running")
        screen.run(for: 0.6)
        #expect(positions == [.end])
    }

    @Test func startingAStoppedAnimatorIsIgnored() {
        let (screen, _, box) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        screen.renderFrame()
        step(screen, 0.5)
        animator.stopAnimation(false)
        animator.startAnimation()
        #expect(animator.state == .stopped && !animator.isRunning)
        screen.run(for: 1)
        expectNear(shownX(box), 60, tolerance: 1e-6, "nothing moves")
        #expect(positions.isEmpty)
        animator.finishAnimation(at: .current)
        #expect(positions == [.current])
        expectNear(box.center.x, 60, tolerance: 1e-6)
    }

    @Test func continuingAnInactiveAnimatorStartsIt() {
        let (screen, _, box) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        #expect(animator.state == .active && animator.isRunning)
        #expect(box.center.x == 110)
        screen.renderFrame()
        step(screen, 0.5)
        expectNear(shownX(box), 60, tolerance: 1e-6)
        screen.run(for: 0.6)
        #expect(positions == [.end])
    }

    @Test(arguments: [0.0, -1.0, .nan])
    func aDurationThatIsNotPositiveCompletesAtOnce(_ duration: Double) {
        let (screen, _, box) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: duration, curve: .linear) { box.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        screen.renderFrame()
        #expect(positions == [.end])
        #expect(box.center.x == 110)
        #expect(shownX(box) == 110)
        #expect(animator.state == .inactive)
        screen.renderFrame()
        #expect(positions == [.end])
        #expect(!screen.isAnimating)
    }

    @Test func aRunningAnimatorWhoseClientLetGoStillCompletes() {
        let (screen, _, box) = scene()
        var positions: [UIViewAnimatingPosition] = []
        weak var released: UIViewPropertyAnimator?
        weak var runner: TweenRunner?
        do {
            let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { box.center.x = 110 }
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            released = animator
            runner = animator.runner
        }
        guard released != nil else {
            // UIKit keeps a running animator alive until it finishes.
            Issue.record("the running animator was deallocated when its client let go; its display link is orphaned")
            runner?.stop()   // or the next frame would call into the freed animator
            return
        }
        screen.renderFrame()
        screen.run(for: 0.6)
        #expect(positions == [.end])
        #expect(shownX(box) == 110)
        #expect(released == nil, "once finished it is released")
    }

    @Test func aDiscardedRunningPropertyAnimatorStillCompletes() {
        let (screen, _, box) = scene()
        var positions: [UIViewAnimatingPosition] = []
        weak var released: UIViewPropertyAnimator?
        weak var runner: TweenRunner?
        do {
            let animator = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 0.5, delay: 0, options: .curveLinear,
                animations: { box.center.x = 110 }, completion: { positions.append($0) })
            released = animator
            runner = animator.runner
        }
        guard released != nil else {
            Issue.record("the running animator was deallocated when its result was discarded; its display link is orphaned")
            runner?.stop()
            return
        }
        screen.renderFrame()
        screen.run(for: 0.6)
        #expect(positions == [.end])
        #expect(shownX(box) == 110)
    }

    // MARK: The frame loop

    @Test func theLoopGoesIdleWhilePausedAndAfterCompletion() {
        let (screen, _, box) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        screen.renderFrame()
        screen.run(for: 0.3)
        #expect(screen.isAnimating, "a running animator keeps frames coming")

        animator.pauseAnimation()
        screen.renderFrame()
        #expect(!screen.isAnimating, "paused: nothing changes, the loop sleeps")
        step(screen, 1)
        expectNear(shownX(box), 40, tolerance: 1e-6)

        animator.startAnimation()
        #expect(screen.needsFrame, "resuming asks for a frame")
        screen.renderFrame()
        #expect(screen.isAnimating)
        screen.run(for: 0.8)
        #expect(positions == [.end])
        screen.renderFrame()
        #expect(!screen.isAnimating, "finished: the loop sleeps")
    }

    // MARK: Helpers

    /// The view's centre x as of the last frame.
    private func shownX(_ view: UIView) -> Double {
        view.layer.presentation().map { Double($0.position.x) } ?? .nan
    }
}
