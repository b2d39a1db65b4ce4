import Testing
import UIKit
import UIKitTesting
import TestSupport

/// Dynamic colours: what they resolve to per trait collection, how they compare, and how views
/// holding them look before and after a switch to dark mode (pixels).
///
/// Dark values are iOS 13's (the same table as the light ones in UIColor+System.swift):
/// systemBackground black, secondarySystemBackground (28, 28, 30), label white, systemBlue
/// (10, 132, 255); at the elevated level systemBackground is (28, 28, 30).
@MainActor
@Suite struct DynamicColorTests {
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)

    func bytes(_ color: UIColor) -> [Int] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { Int(($0 * 255).rounded()) }
    }

    @Test func aProviderIsAskedForEachTraitCollection() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(color.resolvedColor(with: dark) == .white)
        #expect(color.resolvedColor(with: light) == .black)
        #expect(color.resolvedColor(with: UITraitCollection()) == .black)
        #expect(UIColor.red.resolvedColor(with: dark) === UIColor.red)   // a static colour is itself
    }

    @Test func systemColoursHaveTheirDarkValuesAndKeepTheirLightOnes() {
        #expect(bytes(UIColor.systemBackground.resolvedColor(with: dark)) == [0, 0, 0, 255])
        #expect(bytes(UIColor.secondarySystemBackground.resolvedColor(with: dark)) == [28, 28, 30, 255])
        #expect(bytes(UIColor.label.resolvedColor(with: dark)) == [255, 255, 255, 255])
        #expect(bytes(UIColor.secondaryLabel.resolvedColor(with: dark)) == [235, 235, 245, 153])
        #expect(bytes(UIColor.systemBlue.resolvedColor(with: dark)) == [10, 132, 255, 255])
        #expect(bytes(UIColor.systemGray6.resolvedColor(with: dark)) == [28, 28, 30, 255])
        #expect(bytes(UIColor.separator.resolvedColor(with: dark)) == [84, 84, 88, 153])
        let elevated = dark.modifyingTraits { $0.userInterfaceLevel = .elevated }
        #expect(bytes(UIColor.systemBackground.resolvedColor(with: elevated)) == [28, 28, 30, 255])
        #expect(bytes(UIColor.label.resolvedColor(with: elevated)) == [255, 255, 255, 255])
        #expect(bytes(UIColor.systemBackground.resolvedColor(with: light)) == [255, 255, 255, 255])
        #expect(bytes(UIColor.systemBlue.resolvedColor(with: light)) == [0, 122, 255, 255])
        #expect(bytes(UIColor.label.resolvedColor(with: light)) == [0, 0, 0, 255])
    }

    @Test func cgColorAndComponentsResolveWithTheCurrentTraits() {
        #expect(UIColor.label.cgColor.components == [0, 0, 0, 1])
        dark.performAsCurrent {
            #expect(UIColor.label.cgColor.components == [1, 1, 1, 1])
            #expect(bytes(.systemBackground) == [0, 0, 0, 255])
            #expect(bytes(UIColor.label.withAlphaComponent(0.5)) == [255, 255, 255, 128])
        }
        #expect(bytes(UIColor.label.withAlphaComponent(0.5)) == [0, 0, 0, 128])
    }

    @Test func staticColoursCompareByValueAndDynamicOnesByIdentity() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
        let provider: (UITraitCollection) -> UIColor = { _ in .red }
        let a = UIColor(dynamicProvider: provider), b = UIColor(dynamicProvider: provider)
        #expect(a == a && a != b && a != UIColor.red)
        #expect(UIColor.systemBlue == UIColor.systemBlue)
        #expect(Set([a, a, b]).count == 2)
    }

    @Test func aProviderThatNeverSettlesResolvesAsClear() {
        var loop: UIColor!
        loop = UIColor { _ in loop }
        #expect(loop.resolvedColor(with: dark) == .clear)
    }

    // MARK: Views

    /// A window on systemBackground with a secondarySystemBackground card and a label in
    /// `.label` on it, at scale 1.
    func makeScene() -> (HeadlessScreen, UIWindow, UIView, UILabel) {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200))
        let window = screen.makeWindow()
        window.backgroundColor = .systemBackground
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 160, height: 100))
        card.backgroundColor = .secondarySystemBackground
        card.layer.borderWidth = 4
        card.layer.borderColor = UIColor.separator.withAlphaComponent(1).cgColor
        window.addSubview(card)
        let label = UILabel(frame: CGRect(x: 10, y: 30, width: 140, height: 40))
        label.text = "MMMM"
        label.font = .boldSystemFont(ofSize: 30)
        card.addSubview(label)
        return (screen, window, card, label)
    }

    /// The darkest and the brightest red component inside the label.
    func inkRange(_ screen: HeadlessScreen, _ label: UILabel) -> (min: Int, max: Int) {
        let frame = label.convert(label.bounds, to: nil)
        var lo = 255, hi = 0
        for y in stride(from: frame.minY + 1, to: frame.maxY - 1, by: 1) {
            for x in stride(from: frame.minX + 1, to: frame.maxX - 1, by: 1) {
                guard let p = screen.pixel(at: CGPoint(x: x, y: y)) else { continue }
                lo = min(lo, Int(p.red)); hi = max(hi, Int(p.red))
            }
        }
        return (lo, hi)
    }

    @Test func aWindowOverrideReRendersBackgroundsBordersAndText() {
        let (screen, window, card, label) = makeScene()
        screen.renderFrame()
        expectPixel(screen.pixel(at: CGPoint(x: 5, y: 5)), near: RGBA(red: 255, green: 255, blue: 255), tolerance: 0)
        expectPixel(screen.pixel(at: CGPoint(x: 30, y: 110)), near: RGBA(red: 242, green: 242, blue: 247), tolerance: 0)
        expectPixel(screen.pixel(at: CGPoint(x: 21, y: 70)), near: RGBA(red: 60, green: 60, blue: 67), tolerance: 0)
        let lightInk = inkRange(screen, label)
        #expect(lightInk.min < 40 && lightInk.max > 230, "black text on (242, 242, 247)")

        window.overrideUserInterfaceStyle = .dark
        screen.renderFrame()
        expectPixel(screen.pixel(at: CGPoint(x: 5, y: 5)), near: RGBA(red: 0, green: 0, blue: 0), tolerance: 0)
        expectPixel(screen.pixel(at: CGPoint(x: 30, y: 110)), near: RGBA(red: 28, green: 28, blue: 30), tolerance: 0)
        // A layer's border is a CGColor: it stays as it was resolved, as on iOS, until set again.
        expectPixel(screen.pixel(at: CGPoint(x: 21, y: 70)), near: RGBA(red: 60, green: 60, blue: 67), tolerance: 0)
        card.traitCollection.performAsCurrent { card.layer.borderColor = UIColor.separator.withAlphaComponent(1).cgColor }
        screen.renderFrame()
        expectPixel(screen.pixel(at: CGPoint(x: 21, y: 70)), near: RGBA(red: 84, green: 84, blue: 88), tolerance: 0)
        let darkInk = inkRange(screen, label)
        #expect(darkInk.min < 40 && darkInk.max > 230, "white text on (28, 28, 30)")
        #expect(card.backgroundColor == .secondarySystemBackground, "the view keeps the dynamic colour")

        window.overrideUserInterfaceStyle = .unspecified
        screen.renderFrame()
        expectPixel(screen.pixel(at: CGPoint(x: 30, y: 110)), near: RGBA(red: 242, green: 242, blue: 247), tolerance: 0)
    }

    @Test func theSwitchCrossDissolvesInsideATransition() {
        let (screen, window, _, _) = makeScene()
        screen.renderFrame()
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve) {
            window.overrideUserInterfaceStyle = .dark
        }
        // Half-way (ease-in-out at half time is half): the old white over the new black at
        // about 50 %.
        screen.run(for: 0.15)
        let mid = screen.pixel(at: CGPoint(x: 5, y: 5))!
        #expect(mid.red > 90 && mid.red < 165 && mid.red == mid.green, "half-way pixel \(mid)")
        screen.run(for: 0.25)
        expectPixel(screen.pixel(at: CGPoint(x: 5, y: 5)), near: RGBA(red: 0, green: 0, blue: 0), tolerance: 0)
        expectPixel(screen.pixel(at: CGPoint(x: 30, y: 110)), near: RGBA(red: 28, green: 28, blue: 30), tolerance: 0)
        #expect(!screen.isAnimating)
    }
}
