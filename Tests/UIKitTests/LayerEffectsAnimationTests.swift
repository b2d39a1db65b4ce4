import Testing
import UIKit
import UIKitTesting
import TestSupport

/// Shape layers, gradient layers and masks animating on a headless screen's manual clock:
/// each frame is sampled at a known time and its pixels checked against the value a linear
/// curve gives there, worked out by hand.
@MainActor
@Suite(.serialized) struct LayerEffectsAnimationTests {
    private let white = RGBA(red: 255, green: 255, blue: 255)
    private let red = RGBA(red: 255, green: 0, blue: 0)
    private let blue = RGBA(red: 0, green: 0, blue: 255)

    /// A white 100×100 screen with a container view covering it, rendered once.
    private func scene() -> (HeadlessScreen, UIView) {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100))
        let window = screen.makeWindow()
        window.backgroundColor = .white
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(container)
        screen.renderFrame()
        return (screen, container)
    }

    private func step(_ screen: HeadlessScreen, _ seconds: TimeInterval) {
        screen.advance(by: seconds)
        screen.renderFrame()
    }

    private func pixel(_ screen: HeadlessScreen, _ x: CGFloat, _ y: CGFloat, _ expected: RGBA, _ note: String = "",
                       sourceLocation: SourceLocation = #_sourceLocation) {
        expectPixel(screen.pixel(at: CGPoint(x: x, y: y)), near: expected, tolerance: 2,
                    Comment(rawValue: "pixel (\(x), \(y)) \(note)"), sourceLocation: sourceLocation)
    }

    private func linear(_ keyPath: String, from: Any?, to: Any?) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: keyPath)
        a.fromValue = from
        a.toValue = to
        a.duration = 1
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        return a
    }

    /// A circle of radius 30 about (50, 50) from the top, clockwise on screen.
    private func circle() -> CGPath {
        let p = CGMutablePath()
        p.addArc(center: CGPoint(x: 50, y: 50), radius: 30, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: false)
        return p
    }

    @Test func strokeEndDrawsTheCircleAsTimePasses() {
        let (screen, container) = scene()
        let ring = CAShapeLayer()
        ring.frame = container.bounds
        ring.path = circle()
        ring.fillColor = nil
        ring.strokeColor = UIColor.blue.cgColor
        ring.lineWidth = 6
        container.layer.addSublayer(ring)
        ring.add(linear("strokeEnd", from: 0, to: 1), forKey: "draw")
        screen.renderFrame()
        pixel(screen, 79, 50, white, "nothing is stroked at the start")
        step(screen, 0.5)
        #expect(abs((ring.presentation()?.strokeEnd ?? 0) - 0.5) < 1e-9)
        pixel(screen, 79, 50, blue, "half way: the right side, a quarter round, is drawn")
        pixel(screen, 20, 50, white, "half way: the left side, three quarters round, is not")
        step(screen, 0.5)
        pixel(screen, 20, 50, blue, "the end: the whole circle")
    }

    @Test func aPathMorphsBetweenPathsWithTheSameElements() {
        let (screen, container) = scene()
        let shape = CAShapeLayer()
        shape.frame = container.bounds
        shape.fillColor = UIColor.red.cgColor
        let from = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)
        let to = CGPath(rect: CGRect(x: 50, y: 10, width: 20, height: 20), transform: nil)
        shape.path = to
        container.layer.addSublayer(shape)
        shape.add(linear("path", from: from, to: to), forKey: "move")
        screen.renderFrame()
        pixel(screen, 15, 20, red)
        step(screen, 0.5)
        // Every point half way: the square spans x 30…50.
        #expect(shape.presentation()?.path == CGPath(rect: CGRect(x: 30, y: 10, width: 20, height: 20), transform: nil))
        pixel(screen, 40, 20, red, "half way")
        pixel(screen, 25, 20, white, "left behind")
        pixel(screen, 55, 20, white, "not reached yet")
        step(screen, 0.5)
        pixel(screen, 60, 20, red)
        pixel(screen, 40, 20, white)
    }

    @Test func pathsWithDifferentElementsShowTheEndPath() {
        let (screen, container) = scene()
        let shape = CAShapeLayer()
        shape.frame = container.bounds
        shape.fillColor = UIColor.red.cgColor
        let to = CGPath(rect: CGRect(x: 50, y: 10, width: 20, height: 20), transform: nil)
        shape.path = to
        container.layer.addSublayer(shape)
        shape.add(linear("path", from: CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil), to: to),
                  forKey: "morph")
        screen.renderFrame()
        step(screen, 0.5)
        pixel(screen, 60, 20, red)
        pixel(screen, 20, 20, white)
    }

    @Test func aStandaloneShapeLayerAnimatesImplicitly() {
        let (screen, container) = scene()
        let ring = CAShapeLayer()
        ring.frame = container.bounds
        ring.path = circle()
        ring.fillColor = nil
        ring.strokeColor = UIColor.blue.cgColor
        ring.lineWidth = 6
        ring.strokeEnd = 0
        container.layer.addSublayer(ring)
        screen.renderFrame()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        ring.strokeEnd = 1
        ring.lineWidth = 10
        ring.strokeColor = UIColor.red.cgColor
        CATransaction.commit()
        screen.renderFrame()
        step(screen, 0.5)
        #expect(abs((ring.presentation()?.strokeEnd ?? 0) - 0.5) < 1e-9)
        #expect(abs((ring.presentation()?.lineWidth ?? 0) - 8) < 1e-9)
        pixel(screen, 20, 50, white)
        pixel(screen, 82, 50, RGBA(red: 128, green: 0, blue: 128),
              "32.5 from the centre: inside the line, 8 wide half way (26…34), half way from blue to red")
    }

    @Test func aPathChangeIsNotAnimatedImplicitly() {
        // Apple: "path … does not support implicit animation".
        let (screen, container) = scene()
        let shape = CAShapeLayer()
        shape.frame = container.bounds
        shape.fillColor = UIColor.red.cgColor
        shape.path = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)
        container.layer.addSublayer(shape)
        screen.renderFrame()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        shape.path = CGPath(rect: CGRect(x: 50, y: 10, width: 20, height: 20), transform: nil)
        shape.fillColor = UIColor.blue.cgColor
        CATransaction.commit()
        screen.renderFrame()
        step(screen, 0.5)
        #expect(shape.animation(forKey: "path") == nil && shape.animation(forKey: "fillColor") != nil)
        pixel(screen, 60, 20, RGBA(red: 128, green: 0, blue: 128), "already at its new place, its colour half way")
        pixel(screen, 20, 20, white)
    }

    @Test func aViewsShapeLayerAnimatesInAnAnimationBlockOnlyWhatUIKitAnimates() {
        final class ShapeView: UIView {
            override class var layerClass: AnyClass { CAShapeLayer.self }
            var shape: CAShapeLayer { layer as! CAShapeLayer }
        }
        let (screen, container) = scene()
        let view = ShapeView(frame: container.bounds)
        view.shape.path = circle()
        view.shape.fillColor = nil
        view.shape.strokeColor = UIColor.blue.cgColor
        view.shape.lineWidth = 6
        view.shape.strokeEnd = 0
        container.addSubview(view)
        screen.renderFrame()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.shape.strokeEnd = 1       // UIKit does not animate a shape layer's own properties
            view.alpha = 0.5               // but does animate the view's
        })
        screen.renderFrame()
        step(screen, 0.5)
        #expect(view.shape.presentation()?.strokeEnd == 1)
        #expect(abs((view.layer.presentation()?.opacity ?? 0) - 0.75) < 1e-6)
    }

    @Test func gradientColoursAnimate() {
        let (screen, container) = scene()
        let g = CAGradientLayer()
        g.frame = container.bounds
        g.colors = [UIColor.blue.cgColor, UIColor.blue.cgColor]
        container.layer.addSublayer(g)
        g.add(linear("colors", from: [UIColor.red.cgColor, UIColor.red.cgColor], to: [UIColor.blue.cgColor, UIColor.blue.cgColor]),
              forKey: "fade")
        screen.renderFrame()
        pixel(screen, 50, 50, red)
        step(screen, 0.5)
        pixel(screen, 50, 50, RGBA(red: 128, green: 0, blue: 128), "half way from red to blue")
        step(screen, 0.5)
        pixel(screen, 50, 50, blue)
    }

    @Test func gradientLocationsAnimate() {
        let (screen, container) = scene()
        let g = CAGradientLayer()
        g.frame = container.bounds
        g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        g.startPoint = CGPoint(x: 0, y: 0.5); g.endPoint = CGPoint(x: 1, y: 0.5)
        g.locations = [0.5, 1]
        container.layer.addSublayer(g)
        g.add(linear("locations", from: [0, 0.5], to: [0.5, 1]), forKey: "slide")
        screen.renderFrame()
        step(screen, 0.5)
        // Locations [0.25, 0.75] half way: column 50 (t = 0.505) is 0.51 of the way to blue.
        pixel(screen, 50, 50, RGBA(red: 125, green: 0, blue: 130))
        pixel(screen, 10, 50, red)
    }

    @Test func aMaskGrowsOutOfTheMiddle() {
        let (screen, container) = scene()
        container.backgroundColor = .red
        let mask = CAShapeLayer()
        mask.frame = container.bounds
        let small = CGPath(ellipseIn: CGRect(x: 40, y: 40, width: 20, height: 20), transform: nil)
        let large = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80), transform: nil)
        mask.path = large
        container.layer.mask = mask
        mask.add(linear("path", from: small, to: large), forKey: "grow")
        screen.renderFrame()
        pixel(screen, 50, 50, red)
        pixel(screen, 50, 70, white, "20.5 from the centre, radius 10")
        step(screen, 0.5)
        pixel(screen, 50, 70, red, "radius 25 half way")
        pixel(screen, 50, 80, white, "30.5 from the centre")
        step(screen, 0.5)
        pixel(screen, 50, 80, red, "radius 40 at the end")
        pixel(screen, 5, 5, white)
    }

    @Test func aMaskViewAnimatesWithItsViewProperties() {
        let (screen, container) = scene()
        container.backgroundColor = .red
        let maskView = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        maskView.backgroundColor = .black
        container.mask = maskView
        screen.renderFrame()
        pixel(screen, 25, 50, red)
        pixel(screen, 75, 50, white)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            maskView.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        })
        screen.renderFrame()
        step(screen, 0.5)
        pixel(screen, 70, 50, red, "the mask is 75 wide half way")
        pixel(screen, 80, 50, white)
        step(screen, 0.5)
        pixel(screen, 95, 50, red)
        container.mask = nil
        screen.renderFrame()
        pixel(screen, 95, 50, red)
    }

    @Test func aSheetsTopCornersAreRoundedOnly() {
        let (screen, container) = scene()
        let sheet = UIView(frame: container.bounds)
        sheet.backgroundColor = .blue
        sheet.layer.cornerRadius = 20
        sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        sheet.layer.cornerCurve = .continuous
        container.addSubview(sheet)
        screen.renderFrame()
        pixel(screen, 1, 1, white)
        pixel(screen, 98, 1, white)
        pixel(screen, 1, 98, blue)
        pixel(screen, 98, 98, blue)
    }
}

/// `CAReplicatorLayer.instanceDelay` on the manual clock.
@MainActor
@Suite(.serialized) struct ReplicatorDelayTests {
    @Test func eachCopyShowsTheAnimationOneDelayLater() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100))
        let window = screen.makeWindow()
        window.backgroundColor = .white
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        replicator.instanceCount = 2
        replicator.instanceDelay = 0.5
        replicator.instanceTransform = CATransform3DMakeTranslation(50, 0, 0)
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        dot.backgroundColor = UIColor.red.cgColor
        replicator.addSublayer(dot)
        window.layer.addSublayer(replicator)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        fade.fillMode = .backwards
        dot.add(fade, forKey: "fade")
        screen.renderFrame()
        screen.advance(by: 0.5)
        screen.renderFrame()
        // The first copy half way (opacity 0.5: 127.5 over white); the second at its start (0).
        expectPixel(screen.pixel(at: CGPoint(x: 20, y: 20)), near: RGBA(red: 255, green: 128, blue: 128), tolerance: 2, "first copy")
        expectPixel(screen.pixel(at: CGPoint(x: 70, y: 20)), near: RGBA(red: 255, green: 255, blue: 255), tolerance: 2, "second copy")
        screen.advance(by: 0.25)
        screen.renderFrame()
        // 0.75 and 0.25: 63.75 and 191.25.
        expectPixel(screen.pixel(at: CGPoint(x: 20, y: 20)), near: RGBA(red: 255, green: 64, blue: 64), tolerance: 2, "first copy")
        expectPixel(screen.pixel(at: CGPoint(x: 70, y: 20)), near: RGBA(red: 255, green: 191, blue: 191), tolerance: 2, "second copy")
        #expect(abs((dot.presentation()?.opacity ?? 0) - 0.75) < 1e-6, "the sublayer itself shows the first copy's value")
    }
}
