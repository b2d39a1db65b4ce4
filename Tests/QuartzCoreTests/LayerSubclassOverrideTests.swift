import Foundation
import Testing
import TestExpectations
@testable import QuartzCore
import UIKitTesting

/// A shape layer written as DeckTransition's `CornerLayer` is: it overrides `frame` (to hear
/// sets), `action(forKey:)` (an animation for `path`, `NSNull` for `fillColor`) and
/// `needsDisplay(forKey:)` (a custom `radius`, kept with `setValue(_:forKey:)` where iOS code
/// writes `@NSManaged`). Its `display()` makes a square path of side `radius` and records the
/// radius it drew with.
@MainActor
private final class CornerLayer: CAShapeLayer {
    var frameSets: [CGRect] = []
    var actionKeys: [String] = []
    var drawnRadii: [CGFloat] = []

    override var frame: CGRect {
        didSet { frameSets.append(frame) }
    }

    var radius: CGFloat {
        get { value(forKey: "radius") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "radius") }
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "radius" || super.needsDisplay(forKey: key)
    }

    override func action(forKey event: String) -> (any CAAction)? {
        actionKeys.append(event)
        switch event {
        case "path":
            let animation = CABasicAnimation(keyPath: "path")
            animation.duration = 2
            return animation
        case "fillColor": return NSNull()
        default: return super.action(forKey: event)
        }
    }

    override func display() {
        drawnRadii.append(radius)
        path = CGPath(rect: CGRect(x: 0, y: 0, width: radius, height: radius), transform: nil)
    }
}

/// A layer subclass with the three initializers iOS code writes (`init()` is `required` here;
/// see `CALayer.init()`), which copies its own property in `init(layer:)`.
@MainActor
private final class TintedLayer: CALayer {
    var tint = "none"
    required init() {
        super.init()
        tint = "red"
    }
    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? TintedLayer { tint = other.tint }
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

private final class CornerView: UIView {
    override class var layerClass: AnyClass { CornerLayer.self }
}

private final class TintedView: UIView {
    override class var layerClass: AnyClass { TintedLayer.self }
}

@MainActor
@Suite struct LayerSubclassOverrideTests {
    @Test func settingAViewsFrameGoesThroughItsLayersFrameOverride() throws {
        let view = CornerView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let layer = try #require(view.layer as? CornerLayer)
        view.frame = CGRect(x: 5, y: 6, width: 30, height: 40)
        #expect(layer.frameSets.last == CGRect(x: 5, y: 6, width: 30, height: 40))
        #expect(layer.frameSets.first == CGRect(x: 0, y: 0, width: 10, height: 10), "the initializer's frame too")
    }

    @Test func aSubclassWithTheUsualInitializersIsAViewsLayerAndHasPresentationCopies() throws {
        let view = TintedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let layer = try #require(view.layer as? TintedLayer)
        #expect(layer.tint == "red")
        let copy = TintedLayer(layer: layer)
        #expect(copy.tint == "red" && copy.bounds == layer.bounds)
        let presentation = try #require(layer.presentation())
        #expect(type(of: presentation) == TintedLayer.self)
        #expect(presentation.bounds == layer.bounds)
    }

    /// A standalone shape layer on a shown screen, rendered once (so its changes animate).
    private func shownCornerLayer() -> (HeadlessScreen, CornerLayer) {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100))
        let window = screen.makeWindow()
        let layer = CornerLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        window.layer.addSublayer(layer)
        screen.renderFrame()
        return (screen, layer)
    }

    @Test func implicitAnimationsComeFromTheActionOverride() {
        let (screen, layer) = shownCornerLayer()
        layer.actionKeys.removeAll()
        layer.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(layer.actionKeys == ["path"])
        #expect(layer.animation(forKey: "path")?.duration == 2, "the override's animation, not the default")
        layer.fillColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(layer.actionKeys == ["path", "fillColor"])
        #expect(layer.animation(forKey: "fillColor") == nil, "NSNull suppresses the default animation")
        layer.lineWidth = 4
        #expect(layer.animation(forKey: "lineWidth") != nil, "other keys keep the default action")
        screen.renderFrame()
    }

    /// A layer too large to draw (bounds of 10³⁰ points, or infinite) drops its drawn contents
    /// instead of trapping on the conversion of its pixel size (bug 25).
    @Test func aLayerTooLargeToDrawDrawsNothing() {
        final class Painted: CALayer {
            var draws = 0
            override func draw(in ctx: CGContext) { draws += 1; ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
        }
        for width in [1e30, CGFloat.infinity, CGFloat.greatestFiniteMagnitude] {
            let layer = Painted()
            layer.bounds = CGRect(x: 0, y: 0, width: width, height: 10)
            layer.drawContents()
            #expect(layer.draws == 0 && layer.contents == nil, "width \(width)")
        }
        let small = Painted()
        small.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        small.drawContents()
        #expect(small.draws == 1 && small.contents != nil, "a drawable layer still draws")
    }

    @Test func settingACustomKeyTheClassRedisplaysForRedraws() {
        let t = AnimationTimeline()
        let layer = CornerLayer()
        t.root.addSublayer(layer)
        t.scheduler.display(t.root)
        layer.drawnRadii.removeAll()
        layer.radius = 12
        #expect(layer.needsDisplay())
        t.scheduler.display(t.root)
        #expect(layer.drawnRadii == [12])
        #expect(layer.path?.boundingBox == CGRect(x: 0, y: 0, width: 12, height: 12))
        layer.setValue("note", forKey: "comment")
        #expect(!layer.needsDisplay(), "a key the class does not redisplay for")
    }

    @Test func anAnimationOfACustomKeyRedrawsEachFrameWithTheValueOnScreen() {
        let t = AnimationTimeline()
        let layer = CornerLayer()
        t.root.addSublayer(layer)
        layer.radius = 20
        t.scheduler.display(t.root)
        layer.drawnRadii.removeAll()

        let grow = CABasicAnimation(keyPath: "radius")
        grow.fromValue = 0
        grow.toValue = 20
        grow.duration = 1
        layer.add(grow, forKey: "grow")
        var shown: [CGFloat] = []
        for step in [0, 0.25, 0.25, 0.25] as [CFTimeInterval] {
            t.advance(step)
            t.scheduler.display(t.root)
            shown.append((layer.presentation()?.value(forKey: "radius") as? CGFloat) ?? -1)
        }
        #expect(layer.drawnRadii == [0, 5, 10, 15], "drawn at each frame with the value on screen")
        #expect(shown == [0, 5, 10, 15], "presentation copies carry it too")
        #expect(layer.radius == 20, "the model keeps its value")
        t.advance(0.5)
        t.scheduler.display(t.root)
        #expect(layer.drawnRadii.last == 20, "after the animation, drawn with the model value")
        #expect(layer.path?.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test func aCustomKeyActionFromTheOverrideAnimatesIt() {
        final class ProgressLayer: CALayer {
            var progress: CGFloat {
                get { value(forKey: "progress") as? CGFloat ?? 0 }
                set { setValue(newValue, forKey: "progress") }
            }
            var drawn: [CGFloat] = []
            override class func needsDisplay(forKey key: String) -> Bool { key == "progress" || super.needsDisplay(forKey: key) }
            override func action(forKey event: String) -> (any CAAction)? {
                guard event == "progress" else { return super.action(forKey: event) }
                let animation = CABasicAnimation(keyPath: event)
                animation.fromValue = presentation()?.progress ?? progress
                animation.duration = 1
                animation.timingFunction = CAMediaTimingFunction(name: .linear)
                return animation
            }
            override func draw(in ctx: CGContext) { drawn.append(progress) }
        }
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100))
        let window = screen.makeWindow()
        let layer = ProgressLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        window.layer.addSublayer(layer)
        screen.renderFrame()   // shown: its changes now run their actions
        layer.drawn.removeAll()
        layer.progress = 1
        #expect(layer.animation(forKey: "progress") != nil)
        // What each frame shows is the content drawn last before it is rendered.
        var shown: [CGFloat?] = []
        for step in [0, 0.5, 0.6] as [TimeInterval] {
            screen.advance(by: step)
            screen.renderFrame()
            shown.append(layer.drawn.last)
        }
        #expect(shown == [0, 0.5, 1], "draw(in:) reads the value on screen: \(layer.drawn)")
        #expect(layer.progress == 1)
    }
}
