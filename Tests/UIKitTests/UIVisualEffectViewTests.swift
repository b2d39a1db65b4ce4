import Foundation
import Testing
import UIKit
import UIKitTesting
import TestSupport

/// `UIVisualEffectView` with `UIBlurEffect` and `UIVibrancyEffect`, in pixels on a headless
/// screen with a manual clock.
///
/// The backdrop is a black left half and a white right half meeting at x = 200. A Gaussian
/// blur of σ turns that edge into `Φ((x − 200)/σ)` of the way from black to white; the tint
/// then maps every value v to `v·(1 − a) + t·a` (t the tint's level, a its alpha), which keeps
/// the fraction of the way between the two far sides. So σ is read back from the pixel 8 pt
/// left of the edge (centre at 192.5): its fraction is `Φ(−7.5/σ)`, solved for σ by bisection.
/// The read-back is good to about ±1 pt (8-bit levels; the renderer's blur is within 4/255 of a
/// true Gaussian, see `BackdropBlurTests`). The styles' values are `UIBlurEffect`'s table:
/// `.dark` is σ 20 with a tint of 11 % white at alpha 0.73, `.light` σ 30 with white at 0.3.
@MainActor
@Suite(.serialized) struct UIVisualEffectViewTests {
    static let edge: CGFloat = 200
    static let row: CGFloat = 60

    /// A 400×120 screen: black left of x = 200, white right of it, and an effect view over all of it.
    private func scene(effect: UIVisualEffect?) -> (HeadlessScreen, UIWindow, UIVisualEffectView) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 120))
        let window = screen.makeWindow()
        window.backgroundColor = .white
        let black = UIView(frame: CGRect(x: 0, y: 0, width: Self.edge, height: 120))
        black.backgroundColor = .black
        window.addSubview(black)
        let effectView = UIVisualEffectView(effect: effect)
        effectView.frame = CGRect(x: 0, y: 0, width: 400, height: 120)
        window.addSubview(effectView)
        screen.renderFrame()
        return (screen, window, effectView)
    }

    private func grey(_ screen: HeadlessScreen, _ x: CGFloat, _ y: CGFloat = row) -> Double {
        Double(screen.pixel(at: CGPoint(x: x, y: y))?.green ?? 0)
    }

    /// σ read back from the blurred edge (0 for a sharp one).
    private func measuredSigma(_ screen: HeadlessScreen) -> Double {
        let dark = grey(screen, 20), light = grey(screen, 380), v = grey(screen, Self.edge - 8)
        guard light - dark > 20 else { return .nan }
        let fraction = (v - dark) / (light - dark)
        guard fraction > 0.002 else { return 0 }
        var lo = 0.01, hi = 200.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if 0.5 * erfc(7.5 / (mid * 2.0.squareRoot())) < fraction { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// The level of the white side: 255 under a tint of level t and alpha a is `255(1 − a) + 255·t·a`.
    private static func whiteSide(tint level: Double, alpha: Double) -> Double { 255 * (1 - alpha) + 255 * level * alpha }

    // MARK: Static styles

    @Test func theDarkStyleBlursTheEdgeAndTintsItDark() {
        let (screen, _, _) = scene(effect: UIBlurEffect(style: .dark))
        expectNear(measuredSigma(screen), 20, tolerance: 1.2)
        expectNear(grey(screen, 380), Self.whiteSide(tint: 0.11, alpha: 0.73), tolerance: 2)
        expectNear(grey(screen, 20), 255 * 0.11 * 0.73, tolerance: 2)
    }

    @Test func darkAndLightStylesTintTheSameBackdropDifferently() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 120))
        let window = screen.makeWindow()
        window.backgroundColor = UIColor(white: 128.0 / 255, alpha: 1)
        let styles: [UIBlurEffect.Style] = [.dark, .light, .systemMaterial]
        for (i, style) in styles.enumerated() {
            let v = UIVisualEffectView(effect: UIBlurEffect(style: style))
            v.frame = CGRect(x: CGFloat(i) * 135, y: 0, width: 130, height: 120)
            window.addSubview(v)
        }
        screen.renderFrame()
        // Grey 128 blurred is grey 128; then the tint: 128(1 − a) + 255·t·a.
        expectNear(grey(screen, 65), 128 * 0.27 + 255 * 0.11 * 0.73, tolerance: 2, "dark")
        expectNear(grey(screen, 200), 128 * 0.7 + 255 * 0.3, tolerance: 2, "light")
        expectNear(grey(screen, 335), 128 * 0.28 + 255 * 0.98 * 0.72, tolerance: 2, "systemMaterial")
    }

    @Test func contentViewSubviewsAreDrawnSharpOverTheBlur() {
        let (screen, _, effectView) = scene(effect: UIBlurEffect(style: .dark))
        let badge = UIView(frame: CGRect(x: 180, y: 40, width: 40, height: 40))
        badge.backgroundColor = .red
        effectView.contentView.addSubview(badge)
        #expect(effectView.contentView.frame == effectView.bounds)
        screen.renderFrame()
        expectPixel(screen.pixel(at: CGPoint(x: 180, y: 40)), near: RGBA(red: 255, green: 0, blue: 0), tolerance: 0)
        expectPixel(screen.pixel(at: CGPoint(x: 219, y: 79)), near: RGBA(red: 255, green: 0, blue: 0), tolerance: 0)
        // One point outside: the blurred, tinted backdrop (not red).
        let outside = screen.pixel(at: CGPoint(x: 179, y: 60))
        #expect(outside.map { $0.red == $0.green } == true, "\(String(describing: outside))")
    }

    @Test func settingTheEffectOutsideAnAnimationShowsItAtOnce() {
        let (screen, _, effectView) = scene(effect: nil)
        expectNear(measuredSigma(screen), 0, tolerance: 0.01)
        effectView.effect = UIBlurEffect(style: .dark)
        screen.renderFrame()
        expectNear(measuredSigma(screen), 20, tolerance: 1.2)
        effectView.effect = nil
        screen.renderFrame()
        expectNear(measuredSigma(screen), 0, tolerance: 0.01)
        expectNear(grey(screen, 380), 255, tolerance: 0)
    }

    // MARK: Animating the effect

    /// `UIView.animate` over 1 s, linear: σ grows 0 → 10 → 20, the tint's alpha 0 → 0.365 → 0.73,
    /// and the last frame is the static style's, pixel for pixel.
    @Test func animatingFromNilGrowsTheBlurAndTheTint() {
        let (screen, _, effectView) = scene(effect: nil)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            effectView.effect = UIBlurEffect(style: .dark)
        })
        screen.renderFrame()
        var sigmas: [Double] = []
        for (t, sigma) in [(0.0, 0.0), (0.5, 10.0), (1.0, 20.0)] {
            if t > 0 { screen.advance(by: 0.5); screen.renderFrame() }
            let measured = measuredSigma(screen)
            sigmas.append(measured)
            expectNear(measured, sigma, tolerance: 1.2, "σ at \(t) s")
            expectNear(grey(screen, 380), Self.whiteSide(tint: 0.11, alpha: 0.73 * t), tolerance: 2, "white side at \(t) s")
        }
        #expect(sigmas == sigmas.sorted(), "σ grows: \(sigmas)")
        let (still, _, _) = scene(effect: UIBlurEffect(style: .dark))
        for x in stride(from: 0, to: 400, by: 7) {
            let a = screen.pixel(at: CGPoint(x: x, y: 60)), b = still.pixel(at: CGPoint(x: x, y: 60))
            #expect(a == b, "x = \(x): animated \(String(describing: a)), static \(String(describing: b))")
        }
    }

    @Test func animatingToNilTakesTheBlurAway() {
        let (screen, _, effectView) = scene(effect: UIBlurEffect(style: .dark))
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { effectView.effect = nil })
        screen.renderFrame()
        expectNear(measuredSigma(screen), 20, tolerance: 1.2)
        screen.advance(by: 0.5)
        screen.renderFrame()
        expectNear(measuredSigma(screen), 10, tolerance: 1.2)
        expectNear(grey(screen, 380), Self.whiteSide(tint: 0.11, alpha: 0.365), tolerance: 2)
        screen.advance(by: 0.5)
        screen.renderFrame()
        expectNear(measuredSigma(screen), 0, tolerance: 0.01)
        expectNear(grey(screen, 380), 255, tolerance: 0)
    }

    @Test func aPropertyAnimatorScrubsTheBlur() {
        let (screen, _, effectView) = scene(effect: nil)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            effectView.effect = UIBlurEffect(style: .dark)
        }
        for (fraction, sigma) in [(0.25, 5.0), (0.5, 10.0), (0.75, 15.0)] {
            animator.fractionComplete = fraction
            screen.renderFrame()
            expectNear(measuredSigma(screen), sigma, tolerance: 1.2, "σ at \(fraction)")
        }
        animator.stopAnimation(true)
    }

    /// An interactive pop driven by `update(_:)`, with the effect change registered alongside
    /// for the effect view (outside the container): it scrubs with the transition. Alongside
    /// animations use the transition's duration and ease-in-out, symmetric about the middle, so
    /// at 50 % σ is half the style's.
    @Test func aPercentDrivenTransitionScrubsTheBlur() {
        let s = UpdateDrivenPop(duration: 0.4)
        let window = s.scene.window
        let black = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 120))
        black.backgroundColor = .black
        let white = UIView(frame: CGRect(x: 160, y: 0, width: 160, height: 120))
        white.backgroundColor = .white
        let effectView = UIVisualEffectView(effect: nil)
        effectView.frame = CGRect(x: 0, y: 0, width: 320, height: 120)
        for v in [black, white, effectView] { window.addSubview(v) }
        s.scene.screen.renderFrame()
        s.a.onWillAppear = { vc in
            vc.transitionCoordinator?.animateAlongsideTransition(in: effectView, animation: { _ in
                effectView.effect = UIBlurEffect(style: .dark)
            }, completion: nil)
        }
        s.start()
        func sigma() -> Double {
            // The same read-back as `measuredSigma`, about this scene's edge at x = 160.
            let screen = s.scene.screen
            let dark = Double(screen.pixel(at: CGPoint(x: 10, y: 60))?.green ?? 0)
            let light = Double(screen.pixel(at: CGPoint(x: 310, y: 60))?.green ?? 0)
            let v = Double(screen.pixel(at: CGPoint(x: 152, y: 60))?.green ?? 0)
            let fraction = (v - dark) / max(1, light - dark)
            guard fraction > 0.002 else { return 0 }
            var lo = 0.01, hi = 200.0
            for _ in 0..<60 {
                let mid = (lo + hi) / 2
                if 0.5 * erfc(7.5 / (mid * 2.0.squareRoot())) < fraction { lo = mid } else { hi = mid }
            }
            return (lo + hi) / 2
        }
        var sigmas: [Double] = []
        for (p, expected) in [(0.0, 0.0), (0.5, 10.0), (1.0, 20.0)] {
            s.interaction.update(CGFloat(p))
            s.scene.screen.renderFrame()
            sigmas.append(sigma())
            // σ 20 reads 10 px past the edge into each side only to 2.5 % (within 3σ it is not flat):
            // the far samples lie 150 px away.
            expectNear(sigmas.last!, expected, tolerance: 1.2, "σ at \(p)")
        }
        #expect(sigmas == sigmas.sorted(), "σ grows with the percent: \(sigmas)")
        s.interaction.finish()
        s.scene.settle()
        #expect(s.nav.viewControllers.count == 1)
        expectNear(sigma(), 20, tolerance: 1.2, "the finished transition keeps the style")
    }

    @Test("an adaptive material and its vibrancy follow the interface style: light, dark when the window's style turns dark, light again")
    func adaptiveMaterialFollowsTheInterfaceStyle() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 120))
        let window = screen.makeWindow()
        window.backgroundColor = UIColor(white: 128.0 / 255, alpha: 1)
        let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blurView.frame = window.bounds
        window.addSubview(blurView)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .label))
        vibrancy.frame = blurView.bounds
        blurView.contentView.addSubview(vibrancy)
        let glyph = UIView(frame: CGRect(x: 300, y: 40, width: 40, height: 40))
        glyph.backgroundColor = .red
        vibrancy.contentView.addSubview(glyph)
        screen.renderFrame()
        // Grey 128 blurred is grey 128; the light material lays 98 % white at 0.72 over it, the dark one 11 %.
        let light = 128 * 0.28 + 255 * 0.98 * 0.72, dark = 128 * 0.28 + 255 * 0.11 * 0.72
        expectNear(grey(screen, 100), light, tolerance: 2, "light")
        expectPixel(screen.pixel(at: CGPoint(x: 320, y: 60)), near: RGBA(red: 0, green: 0, blue: 0), tolerance: 1, "label: black")
        window.overrideUserInterfaceStyle = .dark
        screen.renderFrame()
        expectNear(grey(screen, 100), dark, tolerance: 2, "dark")
        expectPixel(screen.pixel(at: CGPoint(x: 320, y: 60)), near: RGBA(red: 255, green: 255, blue: 255), tolerance: 1, "label: white")
        window.overrideUserInterfaceStyle = .unspecified
        screen.renderFrame()
        expectNear(grey(screen, 100), light, tolerance: 2, "light again")
        let fixed = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialLight))
        fixed.frame = CGRect(x: 0, y: 0, width: 50, height: 120)
        window.addSubview(fixed)
        window.overrideUserInterfaceStyle = .dark
        screen.renderFrame()
        // Over the dark material (grey `dark` behind it), the light tint.
        expectNear(grey(screen, 20), dark * 0.28 + 255 * 0.98 * 0.72, tolerance: 2, "a …Light material stays light")
    }

    // MARK: Vibrancy and misuse

    @Test func vibrancyDrawsTheContentInTheStylesColour() {
        let (screen, _, blurView) = scene(effect: UIBlurEffect(style: .dark))
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .label))
        vibrancy.frame = blurView.bounds
        blurView.contentView.addSubview(vibrancy)
        let glyph = UIView(frame: CGRect(x: 300, y: 40, width: 40, height: 40))
        glyph.backgroundColor = .red
        vibrancy.contentView.addSubview(glyph)
        screen.renderFrame()
        // The dark style's label colour is opaque white: the red square shows white.
        expectPixel(screen.pixel(at: CGPoint(x: 320, y: 60)), near: RGBA(red: 255, green: 255, blue: 255), tolerance: 1)
        let secondary = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .secondaryLabel)
        vibrancy.effect = secondary
        screen.renderFrame()
        // (235, 235, 245) at 0.6 over the tinted white side.
        let under = Self.whiteSide(tint: 0.11, alpha: 0.73)
        expectNear(grey(screen, 320), 235 * 0.6 + under * 0.4, tolerance: 2)
    }

    @Test func aZeroSizeEffectViewDrawsNothingAndDoesNotFail() {
        let (screen, window, _) = scene(effect: nil)
        let empty = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        window.addSubview(empty)
        screen.renderFrame()
        expectNear(grey(screen, 380), 255, tolerance: 0)
        #expect(empty.contentView.superview === empty)
    }
}
