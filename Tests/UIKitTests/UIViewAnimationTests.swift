import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// UIView's block animations on a headless screen with a manual clock: positions and pixels at
/// chosen times, completions and their `finished` flag.
@MainActor
@Suite(.serialized) struct UIViewAnimationTests {
    func scene() -> (HeadlessScreen, UIWindow, UIView) {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 100))
        let window = screen.makeWindow()
        window.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        box.backgroundColor = .red
        window.addSubview(box)
        screen.renderFrame()
        return (screen, window, box)
    }

    @Test func aViewMovesAlongTheCurveAndTheModelJumpsToTheEnd() {
        let (screen, _, box) = scene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            box.center.x = 210
        })
        #expect(box.center.x == 210, "the model value is the end value at once")
        screen.renderFrame()           // commit: the animation begins now
        screen.advance(by: 0.5)
        screen.renderFrame()
        // Linear from 10 to 210: 110 at half time; the box covers 100…120.
        let x = Double(box.layer.presentation()!.position.x)
        expectNear(x, 110, tolerance: 1e-6, "\(x)")
        #expect(screen.pixel(at: CGPoint(x: 101, y: 10)) == RGBA(red: 255, green: 0, blue: 0))
        #expect(screen.pixel(at: CGPoint(x: 98, y: 10)) == RGBA(red: 255, green: 255, blue: 255))
        #expect(screen.pixel(at: CGPoint(x: 5, y: 10)) == RGBA(red: 255, green: 255, blue: 255))
    }

    @Test func theDefaultCurveIsEaseInEaseOut() {
        let (screen, _, box) = scene()
        UIView.animate(withDuration: 1) { box.center.x = 110 }
        screen.renderFrame()
        screen.advance(by: 0.25)
        screen.renderFrame()
        let expected = 10 + 100 * CAMediaTimingFunction(name: .easeInEaseOut).solve(0.25)
        expectNear(Double(box.layer.presentation()!.position.x), expected, tolerance: 1e-6)
    }

    @Test func completionRunsOnceWithFinishedTrueAfterTheEnd() {
        let (screen, _, box) = scene()
        var results: [Bool] = []
        UIView.animate(withDuration: 0.5, animations: { box.alpha = 0.5 }, completion: { results.append($0) })
        screen.run(for: 0.4)
        #expect(results.isEmpty)
        screen.run(for: 0.2)
        #expect(results == [true])
        screen.run(for: 1)
        #expect(results == [true])
        #expect(!screen.isAnimating, "the loop goes idle once the animation ended")
    }

    @Test func anInterruptingAnimationStartsFromTheValueOnScreenAndTheFirstCompletesUnfinished() {
        let (screen, _, box) = scene()
        var first: [Bool] = [], second: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.center.x = 210 },
                       completion: { first.append($0) })
        screen.renderFrame()
        screen.run(for: 0.5)
        let midway = Double(box.layer.presentation()!.position.x)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                       animations: { box.center.x = 10 }, completion: { second.append($0) })
        screen.renderFrame()
        expectNear(Double(box.layer.presentation()!.position.x), midway, tolerance: 1e-6, "no jump")
        #expect(first == [false])
        screen.run(for: 1.1)
        #expect(second == [true])
        #expect(box.layer.presentation()?.position.x == 10)
    }

    @Test func delayShowsTheOldValueUntilTheStart() {
        let (screen, _, box) = scene()
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { box.center.x = 110 })
        screen.renderFrame()
        screen.advance(by: 0.25); screen.renderFrame()
        #expect(box.layer.presentation()?.position.x == 10)
        screen.advance(by: 0.75); screen.renderFrame()
        expectNear(Double(box.layer.presentation()!.position.x), 60, tolerance: 1e-6)
    }

    @Test func badDurationsApplyAtOnceAndStillComplete() {
        let (screen, _, box) = scene()
        var results: [Bool] = []
        UIView.animate(withDuration: .nan, animations: { box.alpha = 0.3 }, completion: { results.append($0) })
        UIView.animate(withDuration: -1, animations: { box.center.y = 50 }, completion: { results.append($0) })
        #expect(box.layer.animationKeys() == nil)
        screen.renderFrame()
        #expect(results == [true, true])
        expectNear(box.alpha, 0.3, tolerance: 1e-6)
        #expect(box.center.y == 50)
    }

    @Test func performWithoutAnimationAndDisabledAnimationsApplyAtOnce() {
        let (screen, _, box) = scene()
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { box.center.x = 100 }
            box.alpha = 0.5
        }
        #expect(box.layer.animationKeys() == ["opacity"])
        UIView.setAnimationsEnabled(false)
        UIView.animate(withDuration: 1) { box.center.y = 60 }
        UIView.setAnimationsEnabled(true)
        #expect(box.layer.animation(forKey: "position") == nil)
        screen.renderFrame()
        #expect(UIView.areAnimationsEnabled)
    }

    @Test func nestedBlocksInheritTheDurationUnlessOverridden() {
        let (_, window, box) = scene()
        let other = UIView(frame: CGRect(x: 0, y: 50, width: 10, height: 10))
        window.addSubview(other)
        var inherited = 0.0
        UIView.animate(withDuration: 2) {
            box.alpha = 0.5
            UIView.animate(withDuration: 0.5) {
                inherited = UIView.inheritedAnimationDuration
                other.alpha = 0.5
            }
            UIView.animate(withDuration: 0.5, delay: 0, options: .overrideInheritedDuration, animations: {
                other.center.x = 100
            })
        }
        #expect(inherited == 2)
        #expect(other.layer.animation(forKey: "opacity")?.duration == 2)
        #expect(other.layer.animation(forKey: "position")?.duration == 0.5)
    }

    @Test func springAnimationsSettleWithinTheirDuration() {
        let (screen, _, box) = scene()
        var done = false
        UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
                       animations: { box.center.x = 210 }, completion: { _ in done = true })
        screen.renderFrame()
        var maximum = 0.0
        for _ in 0..<48 {
            screen.advance(by: 1.0 / 60); screen.renderFrame()
            maximum = max(maximum, Double(box.layer.presentation()!.position.x))
        }
        #expect(maximum > 210, "a damping ratio of 0.5 overshoots: \(maximum)")
        screen.run(for: 0.1)
        #expect(done)
        #expect(box.layer.presentation()?.position.x == 210)
    }

    @Test func keyframesMoveThroughEachKeyframeInItsSlot() {
        let (screen, _, box) = scene()
        var finished: Bool?
        UIView.animateKeyframes(withDuration: 2, delay: 0,
                                options: UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue),
                                animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.center.x = 110 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { box.center.y = 60 }
        }, completion: { finished = $0 })
        screen.renderFrame()
        screen.advance(by: 0.5); screen.renderFrame()
        expectNear(Double(box.layer.presentation()!.position.x), 60, tolerance: 1e-6)
        #expect(box.layer.presentation()?.position.y == 10, "the second keyframe has not begun")
        screen.advance(by: 0.75); screen.renderFrame()
        #expect(box.layer.presentation()?.position.x == 110)
        expectNear(Double(box.layer.presentation()!.position.y), 35, tolerance: 1e-6)
        screen.run(for: 1)
        #expect(finished == true)
    }

    @Test func crossDissolveFadesFromTheOldLook() {
        let (screen, _, box) = scene()
        UIView.transition(with: box, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: {
            box.backgroundColor = .blue
        })
        screen.renderFrame()
        screen.advance(by: 0.5); screen.renderFrame()
        let mid = screen.pixel(at: CGPoint(x: 10, y: 10))!
        expectNear(Int(mid.red), 128, tolerance: 3, "half red, half blue: \(mid)")
        expectNear(Int(mid.blue), 128, tolerance: 3, "half red, half blue: \(mid)")
        screen.run(for: 0.6)
        #expect(screen.pixel(at: CGPoint(x: 10, y: 10)) == RGBA(red: 0, green: 0, blue: 255))
        #expect(box.layer.sublayers == nil, "the fading snapshot is gone")
    }
}
