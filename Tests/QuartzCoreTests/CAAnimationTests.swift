import Testing
import TestExpectations
@testable import QuartzCore

/// Core Animation's timing model with a manual clock: what the presentation layer shows at
/// chosen times, worked out from the timing formulas by hand.
@MainActor
@Suite(.serialized) struct CAAnimationTests {
    func opacityAnimation(duration: CFTimeInterval = 1, from: Float = 0, to: Float = 1) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = from
        a.toValue = to
        a.duration = duration
        return a
    }

    @Test func aLinearAnimationShowsInterpolatedValuesWhileTheModelKeepsItsValue() {
        let t = AnimationTimeline()
        let l = t.layer { $0.opacity = 1 }
        l.add(opacityAnimation(), forKey: "fade")
        t.tick()  // commits: the animation begins now
        #expect(l.presentation()?.opacity == 0)
        t.advance(0.25)
        expectNear(Double(l.presentation()!.opacity), 0.25, tolerance: 1e-6)
        #expect(l.opacity == 1, "the model value does not move")
        t.advance(0.5)
        expectNear(Double(l.presentation()!.opacity), 0.75, tolerance: 1e-6)
        t.advance(0.3)
        #expect(l.animation(forKey: "fade") == nil, "removed on completion")
        #expect(l.presentation()?.opacity == 1, "back to the model value")
    }

    @Test func fillModesDecideWhatShowsBeforeAndAfter() {
        let t = AnimationTimeline()
        let l = t.layer { $0.opacity = 1 }
        let later = opacityAnimation(from: 0.2, to: 0.4)
        later.beginTime = l.convertTime(t.now, from: nil) + 1
        l.add(later, forKey: "later")
        t.tick()
        #expect(l.presentation()?.opacity == 1, "no backwards fill: the model shows before the start")
        l.removeAllAnimations()
        later.fillMode = .backwards
        l.add(later, forKey: "later")
        t.tick()
        expectNear(Double(l.presentation()!.opacity), 0.2, tolerance: 1e-6, "backwards fill shows the first value")

        let kept = opacityAnimation(from: 0, to: 0.5)
        kept.fillMode = .forwards
        kept.isRemovedOnCompletion = false
        l.removeAllAnimations()
        l.add(kept, forKey: "kept")
        t.tick()
        t.advance(5)
        expectNear(Double(l.presentation()!.opacity), 0.5, tolerance: 1e-6, "forwards fill holds the end")
        #expect(l.animationKeys() == ["kept"])
    }

    @Test func aFrozenLayerShowsExactlyTheFrameOfItsTimeOffset() {
        let t = AnimationTimeline()
        let container = t.layer()
        let child = CALayer()
        container.addSublayer(child)
        container.speed = 0
        container.timeOffset = 0
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 2
        child.add(move, forKey: "move")
        #expect(t.tick() == false, "a frozen animation needs no frames")
        container.timeOffset = 0.6   // 30 % of the way
        t.advance(10)
        expectNear(Double(child.presentation()!.position.x), 30, tolerance: 1e-9)
        container.timeOffset = 1.5
        t.tick()
        expectNear(Double(child.presentation()!.position.x), 75, tolerance: 1e-9)

        // Resume at normal speed from where it stands (the usual pause/resume idiom).
        let paused = container.timeOffset
        container.speed = 1
        container.timeOffset = 0
        container.beginTime = 0
        container.beginTime = container.convertTime(t.now, from: nil) - paused
        #expect(t.tick() == true)
        expectNear(Double(child.presentation()!.position.x), 75, tolerance: 1e-9, "no jump on resume")
        t.advance(0.25)
        expectNear(Double(child.presentation()!.position.x), 87.5, tolerance: 1e-9)
        t.advance(0.5)
        #expect(child.animation(forKey: "move") == nil, "ran to the end and was removed")
    }

    @Test func drivenBackwardsItReturnsToTheStart() {
        let t = AnimationTimeline()
        let container = t.layer()
        let child = CALayer()
        container.addSublayer(child)
        container.speed = 0
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        move.fillMode = .both
        child.add(move, forKey: "move")
        t.tick()
        container.timeOffset = 0.6
        t.tick()
        // Run backwards at normal speed from 0.6: local time = 0.6 − (now − start).
        container.beginTime = t.root.convertTime(t.now, from: nil)   // the superlayer's time now
        container.speed = -1
        container.timeOffset = 0.6
        t.advance(0.2)
        expectNear(Double(child.presentation()!.position.x), 40, tolerance: 1e-9)
        t.advance(0.4)
        expectNear(Double(child.presentation()!.position.x), 0, tolerance: 1e-9)
        t.advance(0.5)
        expectNear(Double(child.presentation()!.position.x), 0, tolerance: 1e-9, "stays at the start (backwards fill)")
    }

    @Test func repeatsAndAutoreversesFollowTheCycle() {
        let t = AnimationTimeline()
        let l = t.layer()
        let a = opacityAnimation(duration: 1)
        a.repeatCount = 2
        a.autoreverses = true
        l.add(a, forKey: "pulse")
        t.tick()
        t.advance(0.25); expectNear(Double(l.presentation()!.opacity), 0.25, tolerance: 1e-6)
        t.advance(1.0);  expectNear(Double(l.presentation()!.opacity), 0.75, tolerance: 1e-6, "on the way back")
        t.advance(1.0);  expectNear(Double(l.presentation()!.opacity), 0.25, tolerance: 1e-6, "second cycle, forward")
        t.advance(2.0)
        #expect(l.animation(forKey: "pulse") == nil, "4 s of active time are over")
    }

    @Test func delegatesHearStartAndStopAndRemovalIsUnfinished() {
        let t = AnimationTimeline()
        let l = t.layer()
        let log = AnimationLog()
        let a = opacityAnimation(duration: 0.5)
        a.delegate = log
        l.add(a, forKey: "a")
        t.tick()
        t.advance(0.6)
        #expect(log.events == ["start", "stop true"])

        let interrupted = AnimationLog()
        let b = opacityAnimation(duration: 1)
        b.delegate = interrupted
        l.add(b, forKey: "b")
        t.advance(0.1)
        l.removeAnimation(forKey: "b")
        t.tick()
        #expect(interrupted.events == ["start", "stop false"])

        let replaced = AnimationLog()
        let c = opacityAnimation(duration: 1)
        c.delegate = replaced
        l.add(c, forKey: "c")
        t.advance(0.1)
        l.add(opacityAnimation(duration: 1), forKey: "c")
        t.tick()
        #expect(replaced.events == ["start", "stop false"], "replacing a key stops the old animation")
    }

    @Test func transactionCompletionWaitsForItsLastAnimation() {
        let t = AnimationTimeline()
        let l = t.layer()
        var completed: [CFTimeInterval] = []
        let start = t.now
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed.append(t.now - start) }
        l.add(opacityAnimation(duration: 0.5), forKey: "short")
        l.add({ let a = CABasicAnimation(keyPath: "cornerRadius"); a.fromValue = 0; a.toValue = 10; a.duration = 1; return a }(), forKey: "long")
        CATransaction.commit()
        t.tick()
        t.advance(0.6)
        #expect(completed.isEmpty)
        t.advance(0.5)
        #expect(completed.count == 1)
        expectNear(completed.first, 1.1, tolerance: 1e-9)

        var immediate = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { immediate += 1 }
        CATransaction.commit()
        t.tick()
        #expect(immediate == 1, "with no animations the block runs after the commit")
    }

    @Test func implicitAnimationsRunOnlyForLayersOnScreenAndNotWhenDisabled() {
        let t = AnimationTimeline()
        let l = CALayer()
        l.position = CGPoint(x: 10, y: 0)
        t.root.addSublayer(l)
        #expect(l.animationKeys() == nil, "a layer never shown does not animate")
        l.renderState.hasBeenShown = true
        l.position = CGPoint(x: 110, y: 0)
        #expect(l.animationKeys() == ["position"])
        t.tick()
        t.advance(0.125)
        let x = Double(l.presentation()!.position.x)
        #expect(x > 10 && x < 110, "on its way: \(x)")
        t.advance(0.2)
        #expect(l.presentation()?.position.x == 110)

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        l.position = CGPoint(x: 0, y: 0)
        CATransaction.commit()
        #expect(l.animationKeys() == nil)
        #expect(l.presentation()?.position.x == 0)
    }

    @Test func keyframesPassThroughTheirValuesAtTheirTimes() {
        let t = AnimationTimeline()
        let l = t.layer()
        let k = CAKeyframeAnimation(keyPath: "position.x")
        k.values = [0, 100, 50]
        k.keyTimes = [0, 0.25, 1]
        k.duration = 2
        l.add(k, forKey: "k")
        t.tick()
        t.advance(0.25); expectNear(Double(l.presentation()!.position.x), 50, tolerance: 1e-9)
        t.advance(0.25); expectNear(Double(l.presentation()!.position.x), 100, tolerance: 1e-9)
        t.advance(0.75); expectNear(Double(l.presentation()!.position.x), 75, tolerance: 1e-9)

        let d = CAKeyframeAnimation(keyPath: "opacity")
        d.values = [0.1, 0.5, 0.9]
        d.calculationMode = .discrete
        d.duration = 3
        l.add(d, forKey: "d")
        t.tick()
        t.advance(0.5); expectNear(Double(l.presentation()!.opacity), 0.1, tolerance: 1e-6)
        t.advance(1.0); expectNear(Double(l.presentation()!.opacity), 0.5, tolerance: 1e-6)
    }

    @Test func groupsRunTheirChildrenOnTheGroupsTimeline() {
        let t = AnimationTimeline()
        let l = t.layer()
        let fade = opacityAnimation(duration: 0)   // takes the group's duration
        let grow = CABasicAnimation(keyPath: "cornerRadius")
        grow.fromValue = 0; grow.toValue = 10; grow.duration = 0.5; grow.beginTime = 0.5
        let g = CAAnimationGroup()
        g.animations = [fade, grow]
        g.duration = 1
        l.add(g, forKey: "g")
        t.tick()
        t.advance(0.25)
        expectNear(Double(l.presentation()!.opacity), 0.25, tolerance: 1e-6)
        #expect(l.presentation()?.cornerRadius == 0, "the second child has not begun")
        t.advance(0.5)
        expectNear(Double(l.presentation()!.cornerRadius), 5, tolerance: 1e-9)
    }

    @Test func timingFunctionsShapeProgress() {
        let t = AnimationTimeline()
        let l = t.layer()
        let a = opacityAnimation(duration: 1)
        a.timingFunction = CAMediaTimingFunction(name: .easeIn)
        l.add(a, forKey: "a")
        t.tick()
        t.advance(0.5)
        let eased = CAMediaTimingFunction(name: .easeIn).solve(0.5)
        #expect(eased < 0.5)
        expectNear(Double(l.presentation()!.opacity), eased, tolerance: 1e-6)
    }

    @Test func springsFollowTheirClosedForm() {
        let t = AnimationTimeline()
        let l = t.layer()
        let s = CASpringAnimation(keyPath: "position.x")
        s.fromValue = 0; s.toValue = 100
        s.mass = 1; s.stiffness = 200; s.damping = 10; s.initialVelocity = 0
        s.duration = s.settlingDuration
        l.add(s, forKey: "s")
        t.tick()
        let solver = SpringSolver(mass: 1, stiffness: 200, damping: 10, initialVelocity: 0)
        for step in 1...5 {
            t.advance(0.1)
            expectNear(Double(l.presentation()!.position.x), 100 * solver.value(at: 0.1 * Double(step)), tolerance: 1e-6)
        }
    }

    @Test func subKeyPathsAnimateTheirPartOfTheWhole() {
        let t = AnimationTimeline()
        let l = t.layer { $0.transform = CATransform3DMakeTranslation(10, 0, 0) }
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = Double.pi / 2
        spin.duration = 1
        l.add(spin, forKey: "spin")
        t.tick()
        t.advance(0.5)
        // Halfway: a rotation by π/4 with the translation kept and no shrinking.
        let m = l.presentation()!.transform
        expectNear(Double(m.m11), cos(.pi / 4), tolerance: 1e-9)
        expectNear(Double(m.m12), sin(.pi / 4), tolerance: 1e-9)
        expectNear(Double(m.m41), 10, tolerance: 1e-9)
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.fromValue = 10; grow.toValue = 30; grow.duration = 1
        l.add(grow, forKey: "grow")
        t.tick()
        t.advance(0.25)
        expectNear(Double(l.presentation()!.bounds.width), 15, tolerance: 1e-9)
    }

    @Test func additiveAnimationsAddToTheModelValue() {
        let t = AnimationTimeline()
        let l = t.layer { $0.position = CGPoint(x: 50, y: 50) }
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, 10, -10, 0]
        shake.isAdditive = true
        shake.duration = 0.3
        l.add(shake, forKey: "shake")
        t.tick()
        t.advance(0.1)
        expectNear(Double(l.presentation()!.position.x), 60, tolerance: 1e-9)
        t.advance(0.1)
        expectNear(Double(l.presentation()!.position.x), 40, tolerance: 1e-9)
    }

    @Test func nonFiniteLayerTimingIsReplaced() {
        let t = AnimationTimeline()
        let l = t.layer()
        l.speed = .nan
        l.timeOffset = .infinity
        l.beginTime = -.infinity
        #expect(l.speed == 1 && l.timeOffset == 0 && l.beginTime == 0)
    }

    @Test func badInputIsDefined() {
        let t = AnimationTimeline()
        let l = t.layer()
        let unknown = CABasicAnimation(keyPath: "wobble")
        unknown.fromValue = 0; unknown.toValue = 1
        l.add(unknown, forKey: "w")
        #expect(l.animationKeys() == ["w"], "a key that is no layer property animates as a custom key, as on iOS")
        l.removeAnimation(forKey: "w")
        let unknownPart = CABasicAnimation(keyPath: "opacity.wobble")
        unknownPart.fromValue = 0; unknownPart.toValue = 1
        l.add(unknownPart, forKey: "p")
        #expect(l.animationKeys() == nil, "an unknown part of a layer property is ignored")
        let nanDuration = opacityAnimation(duration: .nan)
        l.add(nanDuration, forKey: "n")
        t.tick()
        t.advance(0.125)
        expectNear(Double(l.presentation()!.opacity), 0.5, tolerance: 1e-6, "a NaN duration becomes 0.25 s")
        let badValue = CABasicAnimation(keyPath: "opacity")
        badValue.fromValue = "zero"; badValue.toValue = Double.nan
        l.add(badValue, forKey: "b")
        t.advance(0.01)
        #expect(l.presentation()!.opacity.isFinite)
    }
}
