import Testing
import UIKit
import UIKitTesting
import TestSupport

/// `UIView.animate` checked in pixels: a headless render at chosen times shows each animated
/// property where a linear curve puts it — fades, colour changes, scale transforms, frames that
/// move and resize, repeating and autoreversing animations. Expected colours are blended by hand.
@MainActor
@Suite(.serialized) struct UIViewAnimationPixelTests {
    private let red = RGBA(red: 255, green: 0, blue: 0)
    private let white = RGBA(red: 255, green: 255, blue: 255)

    /// A white 200×100 screen with a red box of `frame`, rendered once.
    private func scene(box frame: CGRect) -> (HeadlessScreen, UIWindow, UIView) {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 100))
        let window = screen.makeWindow()
        window.backgroundColor = .white
        let box = UIView(frame: frame)
        box.backgroundColor = .red
        window.addSubview(box)
        screen.renderFrame()
        return (screen, window, box)
    }

    private func step(_ screen: HeadlessScreen, _ seconds: TimeInterval) {
        screen.advance(by: seconds)
        screen.renderFrame()
    }

    /// Runs `changes` in a 1 s linear animation that begins at the next frame.
    private func animateLinearly(options: UIView.AnimationOptions = [], _ changes: @escaping () -> Void,
                                 completion: ((Bool) -> Void)? = nil) {
        UIView.animate(withDuration: 1, delay: 0, options: options.union(.curveLinear), animations: changes,
                       completion: completion)
    }

    @Test func aFadeBlendsTheViewWithWhatIsBehindIt() {
        let (screen, _, box) = scene(box: CGRect(x: 0, y: 0, width: 40, height: 40))
        var finished: [Bool] = []
        animateLinearly({ box.alpha = 0 }, completion: { finished.append($0) })
        screen.renderFrame()
        expectPixel(screen, 20, 20, red)
        step(screen, 0.25)
        // Alpha 0.75 of red over white: green and blue are 255 · 0.25 = 63.75.
        expectPixel(screen, 20, 20, RGBA(red: 255, green: 64, blue: 64))
        step(screen, 0.25)
        // Alpha 0.5: 127.5.
        expectPixel(screen, 20, 20, RGBA(red: 255, green: 128, blue: 128))
        step(screen, 0.5)
        expectPixel(screen, 20, 20, white)
        #expect(finished == [true])
    }

    @Test func aBackgroundColourChangePassesThroughTheMix() {
        let (screen, _, box) = scene(box: CGRect(x: 0, y: 0, width: 40, height: 40))
        animateLinearly { box.backgroundColor = .blue }
        screen.renderFrame()
        step(screen, 0.25)
        // A quarter of the way from (255, 0, 0) to (0, 0, 255): (191.25, 0, 63.75).
        expectPixel(screen, 20, 20, RGBA(red: 191, green: 0, blue: 64))
        step(screen, 0.25)
        expectPixel(screen, 20, 20, RGBA(red: 128, green: 0, blue: 128))
        step(screen, 0.5)
        expectPixel(screen, 20, 20, RGBA(red: 0, green: 0, blue: 255))
    }

    @Test func aScaleTransformGrowsAboutTheCentre() {
        // A 20×20 box centred at (50, 30), scaled ×2: at half time ×1.5, 30×30 over 35…65 × 15…45.
        let (screen, _, box) = scene(box: CGRect(x: 40, y: 20, width: 20, height: 20))
        animateLinearly { box.transform = CGAffineTransform(scaleX: 2, y: 2) }
        #expect(box.transform == CGAffineTransform(scaleX: 2, y: 2), "the model is the end value at once")
        screen.renderFrame()
        expectPixel(screen, 38, 30, white, "not grown yet")
        step(screen, 0.5)
        expectPixel(screen, 36, 30, red)
        expectPixel(screen, 34, 30, white)
        expectPixel(screen, 64, 30, red)
        expectPixel(screen, 66, 30, white)
        expectPixel(screen, 50, 16, red)
        expectPixel(screen, 50, 14, white)
        expectPixel(screen, 50, 44, red)
        expectPixel(screen, 50, 46, white)
        step(screen, 0.5)
        // ×2: 40×40 over 30…70 × 10…50.
        expectPixel(screen, 31, 30, red)
        expectPixel(screen, 29, 30, white)
        expectPixel(screen, 69, 49, red)
    }

    @Test func aFrameChangeAnimatesPositionAndSizeTogether() {
        // From (0, 0, 20, 20) to (100, 40, 60, 40), linearly.
        let (screen, _, box) = scene(box: CGRect(x: 0, y: 0, width: 20, height: 20))
        animateLinearly { box.frame = CGRect(x: 100, y: 40, width: 60, height: 40) }
        #expect(box.frame == CGRect(x: 100, y: 40, width: 60, height: 40))
        screen.renderFrame()
        step(screen, 0.25)
        // (25, 10, 30, 25): 25…55 × 10…35.
        expectPixel(screen, 26, 11, red)
        expectPixel(screen, 54, 34, red)
        expectPixel(screen, 24, 20, white)
        expectPixel(screen, 56, 20, white)
        expectPixel(screen, 40, 9, white)
        expectPixel(screen, 40, 36, white)
        step(screen, 0.25)
        // (50, 20, 40, 30): 50…90 × 20…50.
        expectPixel(screen, 51, 21, red)
        expectPixel(screen, 89, 49, red)
        expectPixel(screen, 49, 30, white)
        expectPixel(screen, 91, 30, white)
        expectPixel(screen, 70, 19, white)
        expectPixel(screen, 70, 51, white)
        step(screen, 0.5)
        expectPixel(screen, 101, 41, red)
        expectPixel(screen, 159, 79, red)
        expectPixel(screen, 99, 60, white)
        expectPixel(screen, 161, 60, white)
    }

    @Test func repeatAndAutoreverseSwingBackAndForthUntilRemoved() {
        let (screen, _, box) = scene(box: CGRect(x: 0, y: 0, width: 20, height: 20))
        var finished: [Bool] = []
        animateLinearly(options: [.repeat, .autoreverse], { box.center.x = 110 }, completion: { finished.append($0) })
        #expect(box.center.x == 110)
        screen.renderFrame()
        let start = screen.now
        // Each 2 s cycle: 10 → 110 in the first second, back to 10 in the second.
        for (time, x) in [(0.25, 35.0), (1.25, 85), (2.25, 35), (2.5, 60), (3.75, 35)] {
            render(screen, at: start + time)
            expectBox(screen, centredAt: x, "at \(time) s")
        }
        #expect(finished.isEmpty, "a repeating animation never finishes by itself")
        #expect(screen.isAnimating)
        box.layer.removeAllAnimations()
        screen.renderFrame()
        #expect(finished == [false])
        expectBox(screen, centredAt: 110, "removed: the model value shows")
    }

    @Test func autoreverseAloneRunsThereAndBackThenShowsTheModelValue() {
        let (screen, _, box) = scene(box: CGRect(x: 0, y: 0, width: 20, height: 20))
        var finished: [Bool] = []
        animateLinearly(options: .autoreverse, { box.center.x = 110 }, completion: { finished.append($0) })
        screen.renderFrame()
        let start = screen.now
        for (time, x) in [(0.5, 60.0), (1.5, 60), (1.75, 35)] {
            render(screen, at: start + time)
            expectBox(screen, centredAt: x, "at \(time) s")
        }
        #expect(finished.isEmpty)
        render(screen, at: start + 2.05)
        #expect(finished == [true])
        // As in UIKit, the view then shows its model value: the end of the forward half.
        expectBox(screen, centredAt: 110, "after the animation")
    }

    @Test func repeatAloneStartsEachCycleFromTheBeginning() {
        let (screen, _, box) = scene(box: CGRect(x: 0, y: 0, width: 20, height: 20))
        var finished: [Bool] = []
        animateLinearly(options: .repeat, { box.center.x = 110 }, completion: { finished.append($0) })
        screen.renderFrame()
        let start = screen.now
        for (time, x) in [(0.25, 35.0), (1.25, 35), (1.75, 85), (3.5, 60)] {
            render(screen, at: start + time)
            expectBox(screen, centredAt: x, "at \(time) s")
        }
        #expect(finished.isEmpty)
        box.layer.removeAllAnimations()
        screen.renderFrame()
        #expect(finished == [false])
    }

    /// Moves the clock to `time` and renders a frame.
    private func render(_ screen: HeadlessScreen, at time: TimeInterval) {
        screen.advance(by: time - screen.now)
        screen.renderFrame()
    }

    /// Expects the 20×20 red box (rows 0…20) to be drawn centred at x = `x`: red just inside
    /// both edges, white just outside.
    private func expectBox(_ screen: HeadlessScreen, centredAt x: CGFloat, _ note: String,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        expectPixel(screen, x - 9, 10, red, note, sourceLocation: sourceLocation)
        expectPixel(screen, x + 8, 10, red, note, sourceLocation: sourceLocation)
        expectPixel(screen, x - 11, 10, white, note, sourceLocation: sourceLocation)
        expectPixel(screen, x + 11, 10, white, note, sourceLocation: sourceLocation)
    }
}

/// Expects the screen's pixel under a point to be within `tolerance` of a colour.
@MainActor
private func expectPixel(_ screen: HeadlessScreen, _ x: CGFloat, _ y: CGFloat, _ expected: RGBA, _ note: String = "",
                         tolerance: Int = 2, sourceLocation: SourceLocation = #_sourceLocation) {
    TestSupport.expectPixel(screen.pixel(at: CGPoint(x: x, y: y)), near: expected, tolerance: tolerance,
                            "pixel (\(x), \(y))\(note.isEmpty ? "" : " \(note)")", sourceLocation: sourceLocation)
}
