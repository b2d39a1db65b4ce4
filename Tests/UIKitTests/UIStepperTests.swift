import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// `UIStepper`: taps on − and + change the value by the step with `.valueChanged`; limits,
/// wrapping and refused settings.
@MainActor
@Suite(.serialized) struct UIStepperTests {
    @Test func tapsStepTheValueWithinTheLimits() {
        let stepper = UIStepper(frame: CGRect(x: 50, y: 100, width: 0, height: 0))
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        stepper.maximumValue = 2
        stepper.stepValue = 1.5
        let (screen, _) = ControlScene.show(stepper)
        let log = EventLog()
        ControlScene.record(stepper, into: log)
        screen.press(at: CGPoint(x: 120, y: 116))
        screen.release()
        #expect(stepper.value == 1.5)
        #expect(log.events == ["touchDown", "valueChanged", "touchUpInside", "primaryActionTriggered"])
        screen.press(at: CGPoint(x: 120, y: 116))
        screen.release()
        #expect(stepper.value == 2, "clamped to the maximum")
        log.clear()
        screen.press(at: CGPoint(x: 120, y: 116))
        screen.release()
        #expect(stepper.value == 2 && !log.events.contains("valueChanged"), "at the limit: nothing")
        stepper.wraps = true
        screen.press(at: CGPoint(x: 120, y: 116))
        screen.release()
        #expect(stepper.value == 0, "wraps to the minimum")
        screen.press(at: CGPoint(x: 70, y: 116))
        screen.release()
        #expect(stepper.value == 2, "and back down to the maximum")
    }

    /// Holding + for 1 s: one step at touch down, then one at 0.5, 0.6 … 1.0 s: 7 in all.
    @Test func holdingAHalfRepeatsAfterHalfASecond() {
        let stepper = UIStepper(frame: CGRect(x: 50, y: 100, width: 0, height: 0))
        let (screen, _) = ControlScene.show(stepper)
        var changes = 0
        stepper.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        screen.press(at: CGPoint(x: 120, y: 116))
        #expect(stepper.value == 1, "a step at touch down")
        screen.hold(for: 0.45)
        #expect(stepper.value == 1, "no repeat before 0.5 s")
        screen.hold(for: 0.55)
        screen.release()
        #expect(stepper.value == 7 && changes == 7)
        screen.run(for: 0.5)
        #expect(stepper.value == 7 && !screen.isAnimating, "released: no more steps, no more frames")
        stepper.isContinuous = false
        screen.press(at: CGPoint(x: 70, y: 116))
        screen.hold(for: 0.6)
        screen.release()
        #expect(stepper.value == 4 && changes == 8, "not continuous: three steps, one event at the end")
    }

    @Test func badSettingsAreRefused() {
        let stepper = UIStepper()
        stepper.value = .nan
        stepper.stepValue = 0
        stepper.minimumValue = 500
        #expect(stepper.value == 0 && stepper.stepValue == 1 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
        stepper.value = 150
        #expect(stepper.value == 100)
    }
}
