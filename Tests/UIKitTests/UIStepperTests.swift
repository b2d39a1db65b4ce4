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
