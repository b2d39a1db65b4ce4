import Foundation
import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// Motion effects: the values `UIInterpolatingMotionEffect` works out, how a group merges them,
/// what a view keeps, and what is shown, with no tilt (the desktop) and with a simulated one.
///
/// Expected values, by hand: an effect from −10 to 10 is `(t + 1) / 2` of the way at a tilt
/// `t`: −10 at −1, −5 at −0.5, 0 at 0, 10 at 1. From the point (−4, 2) to (8, −6) the way is
/// (12, −8): at −0.5, a quarter of it, (−1, 0); at 0, half, (2, −2); at 1, (8, −6).
@MainActor
@Suite struct MotionEffectTests {
    /// An effect on `keyPath` along `type`'s axis from `minimum` to `maximum`.
    func effect(_ keyPath: String = "center.x", _ type: UIInterpolatingMotionEffect.EffectType = .tiltAlongHorizontalAxis,
                from minimum: Any?, to maximum: Any?) -> UIInterpolatingMotionEffect {
        let e = UIInterpolatingMotionEffect(keyPath: keyPath, type: type)
        e.minimumRelativeValue = minimum
        e.maximumRelativeValue = maximum
        return e
    }

    /// What `effect` gives at a tilt of (`horizontal`, `vertical`).
    func values(_ effect: UIMotionEffect, _ horizontal: CGFloat, _ vertical: CGFloat = 0) -> [String: Any]? {
        effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: horizontal, vertical: vertical))
    }

    // MARK: Interpolation

    @Test func numbersFollowTheirAxisFromMinimumToMaximum() {
        let h = effect(from: CGFloat(-10), to: CGFloat(10))
        for (tilt, expected) in [(-1.0, -10.0), (-0.5, -5), (0, 0), (1, 10)] {
            let v = values(h, CGFloat(tilt), 0.8)   // the vertical tilt is not this effect's axis
            #expect(v?.keys.sorted() == ["center.x"])
            expectNear(v?["center.x"] as? CGFloat, CGFloat(expected), tolerance: 1e-9, "tilt \(tilt)")
        }
        let v = effect("center.y", .tiltAlongVerticalAxis, from: CGFloat(-10), to: CGFloat(10))
        expectNear(values(v, 1, -0.5)?["center.y"] as? CGFloat, -5, tolerance: 1e-9, "the vertical effect follows the vertical tilt")
    }

    @Test func aNumberComesBackInTheFormItWasGivenIn() {
        // `h.minimumRelativeValue = -10` stores an Int: its fractions come back as CGFloat.
        expectNear(values(effect(from: -10, to: 10), -0.5)?["center.x"] as? CGFloat, -5, tolerance: 1e-9, "Int")
        expectNear(values(effect(from: -10.0, to: 10.0), -0.5)?["center.x"] as? Double, -5, tolerance: 1e-9, "Double")
        expectNear((values(effect(from: Float(-10), to: Float(10)), -0.5)?["center.x"] as? Float).map { Double($0) }, -5,
                   tolerance: 1e-6, "Float")
        let number = values(effect(from: NSNumber(value: -10), to: NSNumber(value: 10)), -0.5)?["center.x"] as? NSNumber
        expectNear(number?.doubleValue, -5, tolerance: 1e-9, "NSNumber")
    }

    @Test func pointsSizesRectsAndOffsetsInterpolateComponentByComponent() {
        let point = effect("center", from: CGPoint(x: -4, y: 2), to: CGPoint(x: 8, y: -6))
        for (tilt, expected) in [(-1.0, CGPoint(x: -4, y: 2)), (-0.5, CGPoint(x: -1, y: 0)), (0, CGPoint(x: 2, y: -2)), (1, CGPoint(x: 8, y: -6))] {
            expectNear(values(point, CGFloat(tilt))?["center"] as? CGPoint, expected, tolerance: 1e-9, "tilt \(tilt)")
        }
        let boxed = effect("center", from: NSValue(cgPoint: CGPoint(x: -4, y: 2)), to: NSValue(cgPoint: CGPoint(x: 8, y: -6)))
        expectNear((values(boxed, -0.5)?["center"] as? NSValue)?.cgPointValue, CGPoint(x: -1, y: 0), tolerance: 1e-9,
                   "a point in an NSValue comes back in one")

        let size = effect("layer.shadowOffset", from: CGSize(width: -4, height: 0), to: CGSize(width: 4, height: 8))
        #expect(values(size, 0)?["layer.shadowOffset"] as? CGSize == CGSize(width: 0, height: 4))
        let rect = effect("bounds", from: CGRect(x: 0, y: 0, width: 10, height: 10), to: CGRect(x: 4, y: 8, width: 20, height: 30))
        expectNear(values(rect, 0.5)?["bounds"] as? CGRect, CGRect(x: 3, y: 6, width: 17.5, height: 25), tolerance: 1e-9)
        let offset = effect("layer.offset", .tiltAlongVerticalAxis,
                            from: UIOffset(horizontal: -4, vertical: 2), to: UIOffset(horizontal: 8, vertical: -6))
        #expect(values(offset, 0, -0.5)?["layer.offset"] as? UIOffset == UIOffset(horizontal: -1, vertical: 0))
    }

    @Test func aTiltBeyondTheRangeIsLimitedAndNaNIsNoTilt() {
        let h = effect(from: CGFloat(-10), to: CGFloat(10))
        expectNear(values(h, 3)?["center.x"] as? CGFloat, 10, tolerance: 1e-9)
        expectNear(values(h, -2)?["center.x"] as? CGFloat, -10, tolerance: 1e-9)
        expectNear(values(h, .nan)?["center.x"] as? CGFloat, 0, tolerance: 1e-9)
    }

    @Test func missingOrMismatchedValuesChangeNothing() {
        #expect(values(effect(from: nil, to: nil), 1) == nil)
        #expect(values(effect(from: CGFloat(-10), to: nil), 1) == nil)
        #expect(values(effect(from: nil, to: CGFloat(10)), 1) == nil)
        #expect(values(effect(from: "left", to: "right"), 1) == nil, "strings do not interpolate")
        #expect(values(effect(from: true, to: false), 1) == nil, "nor do Bools")
        #expect(values(effect(from: CGPoint(x: 1, y: 1), to: CGSize(width: 1, height: 1)), 1) == nil, "a point with a size")
        #expect(values(effect(from: UIOffset(horizontal: 1, vertical: 1), to: CGPoint(x: 1, y: 1)), 1) == nil, "an offset with a point")
        #expect(values(effect(from: UIColor.red.cgColor, to: UIColor.blue.cgColor), 1) == nil, "colours are not added to properties")
        #expect(values(UIMotionEffect(), 1) == nil, "the base class has nothing to change")
    }

    // MARK: Groups

    @Test func aGroupMergesItsEffectsAndAddsTheirValuesForOneKeyPath() {
        let group = UIMotionEffectGroup()
        #expect(group.motionEffects == nil)
        #expect(values(group, 1, 1) == nil, "no effects: nothing to change")
        let h = effect("center.x", from: CGFloat(-10), to: CGFloat(10))
        let v = effect("center.y", .tiltAlongVerticalAxis, from: CGFloat(-20), to: CGFloat(20))
        let more = effect("center.x", from: CGFloat(0), to: CGFloat(4))
        group.motionEffects = [h, v, effect(from: nil, to: nil), more]
        let merged = values(group, 0.5, -0.5)
        #expect(merged?.keys.sorted() == ["center.x", "center.y"])
        // center.x: 5 from h, plus 3 from `more` (three quarters of 0…4); center.y: −10.
        expectNear(merged?["center.x"] as? CGFloat, 8, tolerance: 1e-9)
        expectNear(merged?["center.y"] as? CGFloat, -10, tolerance: 1e-9)

        let nested = UIMotionEffectGroup()
        nested.motionEffects = [group, effect("center", from: CGPoint(x: -2, y: -2), to: CGPoint(x: 2, y: 2))]
        let all = values(nested, 0.5, -0.5)
        #expect(all?.keys.sorted() == ["center", "center.x", "center.y"])
        #expect(all?["center"] as? CGPoint == CGPoint(x: 1, y: 1))
    }

    // MARK: Views

    @Test func aViewKeepsItsEffectsInTheOrderTheyWereAdded() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = effect(from: -1, to: 1), b = UIMotionEffectGroup(), c = effect("alpha", from: -0.1, to: 0.1)
        #expect(view.motionEffects.isEmpty)
        view.addMotionEffect(a)
        view.addMotionEffect(b)
        view.addMotionEffect(c)
        view.addMotionEffect(a)   // already there
        #expect(view.motionEffects.map { ObjectIdentifier($0) } == [a, b, c].map { ObjectIdentifier($0) })
        view.removeMotionEffect(b)
        view.removeMotionEffect(UIMotionEffectGroup())   // never added
        #expect(view.motionEffects.map { ObjectIdentifier($0) } == [a, c].map { ObjectIdentifier($0) })
        view.motionEffects = [c, b, c]
        #expect(view.motionEffects.map { ObjectIdentifier($0) } == [c, b].map { ObjectIdentifier($0) }, "listed twice, kept once")
        #expect(view.motionEffects.first === c, "the effect itself, not a copy")
        view.motionEffects = []
        #expect(view.motionEffects.isEmpty)
    }

    @Test func onTheDesktopEffectsMoveNothing() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200))
        let window = screen.makeWindow()
        let view = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        window.addSubview(view)
        // 0…20: a device at rest would show the midpoint, 10; with no sensor nothing is shown.
        let group = UIMotionEffectGroup()
        group.motionEffects = [effect("center.x", from: 0, to: 20), effect("center.y", .tiltAlongVerticalAxis, from: 0, to: 20)]
        view.addMotionEffect(group)
        screen.renderFrame()
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.layer.presentation()?.position == CGPoint(x: 50, y: 50))
        #expect(view.layer.animationKeys() == nil)
        #expect(view.motionEffects.count == 1)
    }

    @Test func aSimulatedTiltMovesWhatIsShownAndNotTheModel() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200))
        let window = screen.makeWindow()
        window.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))   // centre (50, 50)
        view.backgroundColor = .red
        window.addSubview(view)
        let group = UIMotionEffectGroup()
        group.motionEffects = [effect("center.x", from: -10, to: 10), effect("center.y", .tiltAlongVerticalAxis, from: -10, to: 10)]
        view.addMotionEffect(group)
        screen.renderFrame()

        // Right and up: +10 across, −5 down; the view is shown over 50…70 × 35…55.
        screen.screen.applyMotionEffects(viewerOffset: UIOffset(horizontal: 1, vertical: -0.5))
        screen.renderFrame()
        #expect(view.center == CGPoint(x: 50, y: 50), "the model centre does not move")
        #expect(view.frame == CGRect(x: 40, y: 40, width: 20, height: 20))
        expectNear(view.layer.presentation()?.position, CGPoint(x: 60, y: 45), tolerance: 1e-9)
        expectPixel(screen.pixel(at: CGPoint(x: 66, y: 37)), near: RGBA(red: 255, green: 0, blue: 0), "where it is shown")
        expectPixel(screen.pixel(at: CGPoint(x: 44, y: 57)), near: RGBA(red: 255, green: 255, blue: 255), "where the model puts it")
        screen.renderFrame()
        #expect(!screen.isAnimating, "a held tilt asks for no more frames")

        // An effect added while tilted shows at once, on top of the others.
        view.addMotionEffect(effect("center.x", from: -4, to: 4))
        screen.renderFrame()
        expectNear(view.layer.presentation()?.position, CGPoint(x: 64, y: 45), tolerance: 1e-9)

        // No tilt: the midpoints (0) are shown; removing the group leaves the last effect's.
        screen.screen.applyMotionEffects(viewerOffset: .zero)
        view.removeMotionEffect(group)
        screen.screen.applyMotionEffects(viewerOffset: UIOffset(horizontal: -1, vertical: 1))
        screen.renderFrame()
        expectNear(view.layer.presentation()?.position, CGPoint(x: 46, y: 50), tolerance: 1e-9)

        // Back to the desktop's state: nothing shown, the model as it was.
        screen.screen.applyMotionEffects(viewerOffset: nil)
        screen.renderFrame()
        #expect(view.layer.presentation()?.position == CGPoint(x: 50, y: 50))
        #expect(view.layer.animationKeys() == nil)
        #expect(view.center == CGPoint(x: 50, y: 50))
        expectPixel(screen.pixel(at: CGPoint(x: 44, y: 57)), near: RGBA(red: 255, green: 0, blue: 0))
    }

    // MARK: Copying and archiving

    @Test func aCopyKeepsItsValuesAndIsItsOwn() throws {
        let h = effect("center.x", from: CGFloat(-10), to: CGFloat(10))
        let copy = try #require(h.copy() as? UIInterpolatingMotionEffect)
        #expect(copy !== h)
        #expect(copy.keyPath == "center.x")
        #expect(copy.type == .tiltAlongHorizontalAxis)
        #expect(copy.minimumRelativeValue as? CGFloat == -10)
        #expect(copy.maximumRelativeValue as? CGFloat == 10)
        h.maximumRelativeValue = CGFloat(30)
        expectNear(values(copy, 1)?["center.x"] as? CGFloat, 10, tolerance: 1e-9, "changing the original leaves the copy")

        let group = UIMotionEffectGroup()
        group.motionEffects = [h]
        let groupCopy = try #require(group.copy() as? UIMotionEffectGroup)
        #expect(groupCopy.motionEffects?.count == 1)
        #expect(groupCopy.motionEffects?.first !== h, "the group's effects are copied too")
        expectNear(values(groupCopy, 1)?["center.x"] as? CGFloat, 30, tolerance: 1e-9)
    }

    @Test func anArchiveKeepsTheEffects() throws {
        let h = effect("center", from: NSValue(cgPoint: CGPoint(x: -4, y: 2)), to: NSValue(cgPoint: CGPoint(x: 8, y: -6)))
        let v = effect("layer.shadowOffset", .tiltAlongVerticalAxis, from: CGSize(width: 0, height: -2), to: CGSize(width: 0, height: 2))
        let group = UIMotionEffectGroup()
        group.motionEffects = [h, v]
        let data = try NSKeyedArchiver.archivedData(withRootObject: group, requiringSecureCoding: false)
        let back = try #require(try NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(data) as? UIMotionEffectGroup)
        let effects = try #require(back.motionEffects as? [UIInterpolatingMotionEffect])
        #expect(effects.map(\.keyPath) == ["center", "layer.shadowOffset"])
        #expect(effects.map(\.type) == [.tiltAlongHorizontalAxis, .tiltAlongVerticalAxis])
        let shown = values(back, -0.5, 0.5)
        expectNear((shown?["center"] as? NSValue)?.cgPointValue, CGPoint(x: -1, y: 0), tolerance: 1e-9)
        #expect(shown?["layer.shadowOffset"] as? CGSize == CGSize(width: 0, height: 1))
    }
}
