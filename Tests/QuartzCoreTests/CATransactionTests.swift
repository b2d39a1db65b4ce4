import Testing
import TestExpectations
import QuartzCore
import UIKitTesting

/// Implicit animations of standalone layers on a headless screen, paced by `CATransaction`:
/// the default duration, the transaction's duration and timing function, disabled actions,
/// completion blocks and nesting — checked through presentation values and pixels. A red
/// 20×20 layer moves its position from x = 10 to x = 110 unless a test says otherwise.
@MainActor
@Suite(.serialized) struct CATransactionTests {
    private let red = RGBA(red: 255, green: 0, blue: 0)
    private let white = RGBA(red: 255, green: 255, blue: 255)

    /// A white 200×100 screen with a standalone red 20×20 layer at (0, 0) in its window's layer,
    /// rendered once (so the layer has been on screen and animates its changes).
    private func scene() -> (HeadlessScreen, UIWindow, CALayer) {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 100))
        let window = screen.makeWindow()
        window.backgroundColor = .white
        let layer = standaloneLayer(y: 0, in: window)
        screen.renderFrame()
        return (screen, window, layer)
    }

    /// A red 20×20 layer at (0, y), added to the window's layer.
    private func standaloneLayer(y: CGFloat, in window: UIWindow) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: y, width: 20, height: 20)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.layer.addSublayer(layer)
        return layer
    }

    private func step(_ screen: HeadlessScreen, _ seconds: TimeInterval) {
        screen.advance(by: seconds)
        screen.renderFrame()
    }

    private func shownX(_ layer: CALayer) -> Double {
        layer.presentation().map { Double($0.position.x) } ?? .nan
    }

    private func moveRight(_ layer: CALayer) { layer.position = CGPoint(x: 110, y: layer.position.y) }

    // MARK: Implicit animations

    @Test func aShownStandaloneLayerAnimatesAChangeOverAQuarterSecondByDefault() {
        let (screen, _, layer) = scene()
        #expect(CATransaction.animationDuration() == 0.25)
        moveRight(layer)
        #expect(layer.position.x == 110, "the model changes at once")
        #expect(layer.animationKeys() == ["position"])
        #expect(layer.animation(forKey: "position")?.duration == 0.25)
        screen.renderFrame()
        expectNear(shownX(layer), 10, tolerance: 1e-6, "it starts where it was")
        step(screen, 0.125)
        let midway = shownX(layer)
        #expect(midway > 10 && midway < 110, "on its way at 0.125 s: \(midway)")
        step(screen, 0.125)
        #expect(shownX(layer) == 110)
        #expect(layer.animationKeys() == nil, "finished after 0.25 s and removed")
        expectPixel(screen, 101, 10, red)
        expectPixel(screen, 15, 10, white)
    }

    @Test func aLayerThatWasNeverShownChangesWithoutAnimation() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 100))
        let window = screen.makeWindow()
        window.backgroundColor = .white
        let layer = standaloneLayer(y: 0, in: window)
        moveRight(layer)
        #expect(layer.animationKeys() == nil, "there is nothing on screen to animate from")
        screen.renderFrame()
        expectPixel(screen, 101, 10, red)
        expectPixel(screen, 15, 10, white)
    }

    @Test func theTransactionsDurationAndLinearTimingPaceTheAnimation() {
        let (screen, _, layer) = scene()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        moveRight(layer)
        CATransaction.commit()
        #expect(layer.animation(forKey: "position")?.duration == 1)
        screen.renderFrame()
        expectNear(shownX(layer), 10, tolerance: 1e-6)
        step(screen, 0.5)
        expectNear(shownX(layer), 60, tolerance: 1e-6, "linear: halfway at half time")
        // The layer covers 50…70.
        expectPixel(screen, 51, 10, red)
        expectPixel(screen, 69, 10, red)
        expectPixel(screen, 48, 10, white)
        expectPixel(screen, 71, 10, white)
        step(screen, 0.5)
        #expect(shownX(layer) == 110)
        #expect(layer.animationKeys() == nil)
    }

    @Test func theTransactionsTimingFunctionShapesTheProgress() {
        let (screen, _, layer) = scene()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
        moveRight(layer)
        CATransaction.commit()
        screen.renderFrame()
        for time in [0.25, 0.5, 0.75] {
            step(screen, 0.25)
            let eased = cubicBezier(0.42, 0, 1, 1, at: time)
            expectNear(shownX(layer), 10 + 100 * eased, tolerance: 1e-4, "ease in at \(time) s")
        }
        step(screen, 0.25)
        #expect(shownX(layer) == 110)
    }

    @Test func theImplicitTransactionStartsItsAnimationsAtTheNextFrame() {
        let (screen, _, layer) = scene()
        // No begin(): the settings go to the implicit transaction, which commits at the next frame.
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        moveRight(layer)
        screen.advance(by: 0.1)
        screen.renderFrame()
        expectNear(shownX(layer), 10, tolerance: 1e-6, "the animation begins at the commit, not at the change")
        step(screen, 0.5)
        expectNear(shownX(layer), 60, tolerance: 1e-6)
        #expect(CATransaction.animationDuration() == 0.25, "the committed transaction's settings are gone")
        screen.run(for: 0.6)
        #expect(shownX(layer) == 110)
    }

    @Test func anInterruptingChangeStartsFromTheValueOnScreen() {
        let (screen, _, layer) = scene()
        func move(toX x: CGFloat) {
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            layer.position = CGPoint(x: x, y: 10)
            CATransaction.commit()
        }
        move(toX: 110)
        screen.renderFrame()
        step(screen, 0.5)
        expectNear(shownX(layer), 60, tolerance: 1e-6)
        move(toX: 10)
        screen.renderFrame()
        expectNear(shownX(layer), 60, tolerance: 1e-6, "no jump: the new animation starts where the old one was")
        step(screen, 0.5)
        expectNear(shownX(layer), 35, tolerance: 1e-6, "halfway from 60 back to 10")
        step(screen, 0.5)
        #expect(shownX(layer) == 10)
    }

    @Test func anOpacityChangeBlendsThePixelsMidway() {
        let (screen, window, _) = scene()
        let big = CALayer()
        big.frame = CGRect(x: 100, y: 40, width: 40, height: 40)
        big.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        window.layer.addSublayer(big)
        screen.renderFrame()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        big.opacity = 0
        CATransaction.commit()
        screen.renderFrame()
        step(screen, 0.5)
        // Opacity 0.5 of blue over white: (127.5, 127.5, 255).
        expectPixel(screen, 120, 60, RGBA(red: 128, green: 128, blue: 255))
        step(screen, 0.5)
        expectPixel(screen, 120, 60, white)
    }

    // MARK: Disabling actions

    @Test func disabledActionsApplyTheChangeAtOnce() {
        let (screen, _, layer) = scene()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        #expect(CATransaction.disableActions())
        moveRight(layer)
        CATransaction.commit()
        #expect(!CATransaction.disableActions())
        #expect(layer.animationKeys() == nil)
        screen.renderFrame()
        expectPixel(screen, 101, 10, red)
        expectPixel(screen, 15, 10, white)

        layer.position = CGPoint(x: 10, y: 10)
        #expect(layer.animationKeys() == ["position"], "the next transaction animates again")
        screen.run(for: 0.3)
    }

    @Test func disablingActionsInTheImplicitTransactionLastsUntilTheNextFrame() {
        let (screen, _, layer) = scene()
        CATransaction.setDisableActions(true)
        moveRight(layer)
        layer.opacity = 0.5
        #expect(layer.animationKeys() == nil)
        screen.renderFrame()
        layer.position = CGPoint(x: 10, y: 10)
        #expect(layer.animationKeys() == ["position"], "the implicit transaction committed with the frame")
        screen.run(for: 0.3)
    }

    // MARK: Completion blocks

    @Test func theCompletionBlockRunsOnceAfterTheLastAnimationEnds() {
        let (screen, _, layer) = scene()
        var firedAt: [TimeInterval] = []
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setCompletionBlock { firedAt.append(screen.now) }
        moveRight(layer)
        layer.opacity = 0.5
        CATransaction.commit()
        let start = screen.now
        screen.renderFrame()
        screen.run(for: 0.4)
        #expect(firedAt.isEmpty)
        screen.run(for: 0.2)
        #expect(firedAt.count == 1)
        if let t = firedAt.first {
            #expect(t - start >= 0.5 - 1e-9 && t - start <= 0.5 + 1.0 / 60 + 1e-9,
                    "at the first frame after 0.5 s: \(t - start)")
        }
        screen.run(for: 0.5)
        #expect(firedAt.count == 1)
    }

    @Test func aTransactionWithoutAnimationsCompletesAfterItsCommit() {
        let (screen, _, layer) = scene()
        var calls = 0
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock { calls += 1 }
        moveRight(layer)
        CATransaction.commit()
        screen.renderFrame()
        #expect(calls == 1)
        screen.renderFrame()
        #expect(calls == 1)
    }

    @Test func removingTheAnimationsCompletesTheTransaction() {
        let (screen, _, layer) = scene()
        var calls = 0
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setCompletionBlock { calls += 1 }
        moveRight(layer)
        CATransaction.commit()
        screen.renderFrame()
        step(screen, 0.2)
        #expect(calls == 0)
        layer.removeAllAnimations()
        screen.renderFrame()
        #expect(calls == 1, "removed counts as finished for the transaction")
        #expect(shownX(layer) == 110)
    }

    @Test func aCompletionBlockSetAfterTheChangesDoesNotWaitForTheirAnimations() {
        // Core Animation: the block is called "as soon as all animations subsequently added by
        // this transaction group have completed … If no animations are added before the current
        // transaction group is committed, … the block will be invoked immediately."
        let (screen, _, layer) = scene()
        var calls = 0
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        moveRight(layer)
        CATransaction.setCompletionBlock { calls += 1 }
        CATransaction.commit()
        screen.renderFrame()
        #expect(calls == 1, "no animation was added after the block was set")
        screen.run(for: 1.1)
        #expect(calls == 1)
    }

    @Test func changesMadeInTheCompletionBlockUseTheDefaultDuration() {
        let (screen, _, layer) = scene()
        var durationInBlock: CFTimeInterval?
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setCompletionBlock {
            durationInBlock = CATransaction.animationDuration()
            layer.position = CGPoint(x: 10, y: 10)
        }
        moveRight(layer)
        CATransaction.commit()
        screen.renderFrame()
        screen.run(for: 1.05)
        #expect(durationInBlock == 0.25, "the block runs after its transaction was committed")
        #expect(layer.animation(forKey: "position")?.duration == 0.25)
        screen.run(for: 0.3)
        #expect(shownX(layer) == 10)
    }

    // MARK: Nesting

    @Test func nestedTransactionsInheritAndOverrideSettingsAndCompleteSeparately() {
        let (screen, window, outerLayer) = scene()
        let innerLayer = standaloneLayer(y: 50, in: window)
        screen.renderFrame()
        var events: [String] = []
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        CATransaction.setCompletionBlock { events.append("outer") }
        moveRight(outerLayer)

        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 1, "a nested transaction inherits the duration")
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setCompletionBlock { events.append("inner") }
        moveRight(innerLayer)
        CATransaction.commit()

        #expect(CATransaction.animationDuration() == 1, "the outer duration applies again")
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(outerLayer.animation(forKey: "position")?.duration == 1)
        #expect(innerLayer.animation(forKey: "position")?.duration == 0.5)

        screen.renderFrame()
        step(screen, 0.25)
        expectNear(shownX(outerLayer), 35, tolerance: 1e-6, "linear over 1 s")
        expectNear(shownX(innerLayer), 60, tolerance: 1e-6, "linear (inherited) over 0.5 s")
        #expect(events.isEmpty)
        step(screen, 0.3)
        #expect(events == ["inner"], "the inner block waits for its own animations only")
        step(screen, 0.5)
        #expect(events == ["inner", "outer"])
    }

    // MARK: View-backed layers

    @Test func aViewsLayerNeverAnimatesOutsideAnAnimationBlock() {
        let (screen, window, _) = scene()
        let view = UIView(frame: CGRect(x: 0, y: 50, width: 20, height: 20))
        view.backgroundColor = .red
        window.addSubview(view)
        screen.renderFrame()

        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        view.layer.position = CGPoint(x: 110, y: 60)
        view.layer.opacity = 0.5
        CATransaction.commit()
        #expect(view.layer.animationKeys() == nil)
        view.center = CGPoint(x: 150, y: 60)
        view.layer.opacity = 1
        #expect(view.layer.animationKeys() == nil)
        screen.renderFrame()
        expectPixel(screen, 150, 60, red)
        expectPixel(screen, 110, 60, white)
        #expect(!screen.isAnimating)
    }
}

/// Expects the screen's pixel under a point to be within `tolerance` of a colour.
@MainActor
private func expectPixel(_ screen: HeadlessScreen, _ x: CGFloat, _ y: CGFloat, _ expected: RGBA, tolerance: Int = 2,
                         sourceLocation: SourceLocation = #_sourceLocation) {
    let pixel = screen.pixel(at: CGPoint(x: x, y: y))
    if let pixel, pixel.isClose(to: expected, tolerance: tolerance) { return }
    NearExpectationMisses.record(pixel.map { "\($0)" } ?? "nil", expected: "\(expected)", tolerance: "\(tolerance)",
                                 "pixel (\(x), \(y))", sourceLocation: sourceLocation)
}

/// The y of the cubic Bézier timing curve (0,0) (x1,y1) (x2,y2) (1,1) where its x is `f`,
/// found by bisection on the curve parameter.
private func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at f: Double) -> Double {
    func coordinate(_ c1: Double, _ c2: Double, _ t: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * c1 + 3 * (1 - t) * t * t * c2 + t * t * t
    }
    var low = 0.0, high = 1.0
    for _ in 0..<100 {
        let mid = (low + high) / 2
        if coordinate(x1, x2, mid) < f { low = mid } else { high = mid }
    }
    return coordinate(y1, y2, (low + high) / 2)
}
