import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// `UISlider`: the value after scripted drags against the track's geometry, continuous and
/// end-only events, no jump for a touch on the track, clamping and NaN.
///
/// Geometry by hand: a slider at (20, 100), 300 × 31, no value images: the track spans
/// x 20…320; the 28-point thumb travels 272 points, its centre at 20 + 14 + 272 · f. At 0.5 the
/// centre is at x = 170; moving the finger 68 points moves the value by 68 / 272 = 0.25.
@MainActor
@Suite(.serialized) struct UISliderTests {
    private func scene(value: Float = 0.5) -> (HeadlessScreen, UISlider, EventLog) {
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        slider.value = value
        let (screen, _) = ControlScene.show(slider)
        let log = EventLog()
        slider.addAction(UIAction { _ in log.add("valueChanged \(slider.value)") }, for: .valueChanged)
        return (screen, slider, log)
    }

    @Test func theValueFollowsTheFingerFromWhereTheThumbWasGrabbed() {
        let (screen, slider, log) = scene()
        screen.press(at: CGPoint(x: 175, y: 115))          // 5 points right of the thumb's centre
        screen.drag(to: CGPoint(x: 175 + 68, y: 115), duration: 0.2)
        expectNear(Double(slider.value), 0.75, tolerance: 1e-4)
        #expect(log.events.count > 5, "continuous: an event per move")
        screen.drag(to: CGPoint(x: 380, y: 115), duration: 0.1)
        #expect(slider.value == 1, "past the end: clamped")
        screen.release()
        #expect(log.events.last == "valueChanged 1.0")
        // The minimum track is the tint left of the thumb, the maximum track light grey right of it.
        expectPixel(screen.pixel(at: CGPoint(x: 60, y: 115)), near: RGBA(red: 0, green: 122, blue: 255), tolerance: 2)
        slider.value = 0.2
        screen.renderFrame()
        expectPixel(screen.pixel(at: CGPoint(x: 300, y: 115)), near: RGBA(red: 228, green: 228, blue: 230), tolerance: 2)
    }

    @Test func aTouchOnTheTrackAwayFromTheThumbDoesNotJump() {
        let (screen, slider, log) = scene()
        screen.press(at: CGPoint(x: 40, y: 115))
        screen.drag(to: CGPoint(x: 60, y: 115), duration: 0.1)
        screen.release()
        #expect(slider.value == 0.5 && log.events.isEmpty)
    }

    @Test func aNonContinuousSliderSendsOnceWhenTheTouchLifts() {
        let (screen, slider, log) = scene(value: 0)
        slider.isContinuous = false
        screen.press(at: CGPoint(x: 34, y: 115))
        screen.drag(to: CGPoint(x: 34 + 136, y: 115), duration: 0.2)
        #expect(log.events.isEmpty)
        screen.release()
        #expect(log.events == ["valueChanged 0.5"])
    }

    @Test func valuesAreClampedAndNaNIsRefused() {
        let slider = UISlider()
        #expect(slider.minimumValue == 0 && slider.maximumValue == 1 && slider.value == 0 && slider.isContinuous)
        slider.value = 5
        #expect(slider.value == 1)
        slider.setValue(-3, animated: true)
        #expect(slider.value == 0)
        slider.value = 0.25
        slider.value = .nan
        #expect(slider.value == 0.25)
        slider.minimumValue = .nan
        #expect(slider.minimumValue == 0)
        slider.maximumValue = 10
        slider.minimumValue = 2
        #expect(slider.value == 2, "the value follows the range")
        slider.minimumValue = 20
        #expect(slider.maximumValue == 20 && slider.value == 20)
    }

    /// A 40-point thumb image travels 260 points: at 0.5 its centre is at 20 + 20 + 130 = 170.
    @Test func aThumbImageIsDrawnAndSetsTheThumbsTravel() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30)).image { ctx in
            UIColor.magenta.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 30))
        }
        let (screen, slider, _) = scene()
        slider.setThumbImage(image, for: .normal)
        #expect(slider.thumbImage(for: .highlighted) === image && slider.currentThumbImage === image)
        screen.renderFrame()
        expectPixel(screen.pixel(at: CGPoint(x: 151, y: 115)), near: RGBA(red: 255, green: 0, blue: 255), tolerance: 1)
        expectPixel(screen.pixel(at: CGPoint(x: 189, y: 115)), near: RGBA(red: 255, green: 0, blue: 255), tolerance: 1)
        screen.press(at: CGPoint(x: 170, y: 115))
        screen.drag(to: CGPoint(x: 170 + 65, y: 115), duration: 0.1)
        screen.release()
        expectNear(Double(slider.value), 0.75, tolerance: 1e-4, "65 of 260 points is a quarter of the range")
    }

    @Test func valueImagesShortenTheTrack() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        slider.minimumValueImage = image
        slider.maximumValueImage = image
        #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 28, y: 13.5, width: 244, height: 4))
        let (screen, _) = ControlScene.show(slider)
        expectPixel(screen.pixel(at: CGPoint(x: 30, y: 115)), near: RGBA(red: 255, green: 0, blue: 0), tolerance: 1)
        expectPixel(screen.pixel(at: CGPoint(x: 310, y: 115)), near: RGBA(red: 255, green: 0, blue: 0), tolerance: 1)
    }
}
