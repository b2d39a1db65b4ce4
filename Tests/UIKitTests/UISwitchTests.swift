import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// `UISwitch`: a tap toggles with one `.valueChanged`, the thumb slides over 0.25 s (its
/// position read from the pixels half-way), and a drag carries the thumb.
///
/// Geometry by hand: a 51 × 31 switch at (100, 100); the 27-point thumb is 2 points in, so its
/// centre is at x = 100 + 15.5 off and 100 + 35.5 on, and half-way through the ease-in-out
/// slide (where the curve is at exactly 0.5) at 100 + 25.5.
@MainActor
@Suite(.serialized) struct UISwitchTests {
    private func scene() -> (HeadlessScreen, UISwitch, EventLog) {
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let (screen, _) = ControlScene.show(toggle)
        let log = EventLog()
        ControlScene.record(toggle, into: log)
        return (screen, toggle, log)
    }

    /// The centre of the white thumb on the row through the switch's middle.
    private func thumbCentre(_ screen: HeadlessScreen) -> CGFloat? {
        let whites = (101..<150).filter { x in   // inside the switch, away from the window's white
            guard let p = screen.pixel(at: CGPoint(x: x, y: 115)) else { return false }
            return p.red >= 250 && p.green >= 250 && p.blue >= 250
        }
        guard let first = whites.first, let last = whites.last else { return nil }
        return CGFloat(first + last + 1) / 2
    }

    @Test func aSwitchIs51By31WhateverItsFrame() {
        let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 300, height: 90))
        #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31) && !toggle.isOn)
    }

    @Test func aTapTogglesAndSendsOneValueChangedBeforeTouchUpInside() {
        let (screen, toggle, log) = scene()
        screen.press(at: CGPoint(x: 125, y: 115))
        screen.release()
        #expect(toggle.isOn)
        #expect(log.events == ["touchDown", "valueChanged", "touchUpInside", "primaryActionTriggered"])
        log.clear()
        screen.run(for: 0.3)
        screen.press(at: CGPoint(x: 125, y: 115))
        screen.release()
        #expect(!toggle.isOn && log.events.filter { $0 == "valueChanged" }.count == 1)
        log.clear()
        toggle.isOn = true
        toggle.setOn(false, animated: true)
        #expect(log.events.isEmpty, "changes made in code send nothing")
    }

    @Test func theThumbSlidesOverAQuarterSecond() {
        let (screen, toggle, _) = scene()
        expectNear(thumbCentre(screen), 115.5, tolerance: 1)
        toggle.setOn(true, animated: true)
        screen.renderFrame()
        expectNear(thumbCentre(screen), 115.5, tolerance: 1, "the first frame shows the start")
        screen.advance(by: 0.125)
        screen.renderFrame()
        expectNear(thumbCentre(screen), 125.5, tolerance: 1, "half-way")
        let track = screen.pixel(at: CGPoint(x: 104, y: 115))
        #expect(track.map { $0.green > $0.red + 20 } == true, "the track is turning green: \(String(describing: track))")
        screen.run(for: 0.2)
        expectNear(thumbCentre(screen), 135.5, tolerance: 1)
        expectPixel(screen.pixel(at: CGPoint(x: 104, y: 115)), near: RGBA(red: 52, green: 199, blue: 89), tolerance: 2,
                    "on: the system green")
    }

    @Test func dragCarriesTheThumbAndReleaseKeepsTheSideItIsOn() {
        let (screen, toggle, log) = scene()
        screen.press(at: CGPoint(x: 115, y: 115))
        screen.drag(to: CGPoint(x: 127, y: 115), duration: 0.1)
        expectNear(thumbCentre(screen), 127.5, tolerance: 1, "the thumb follows the finger 12 points")
        screen.drag(to: CGPoint(x: 160, y: 115), duration: 0.1)
        expectNear(thumbCentre(screen), 135.5, tolerance: 1, "and stops at the end")
        screen.release()
        #expect(toggle.isOn)
        #expect(log.events.filter { $0 == "valueChanged" }.count == 1)
        log.clear()
        screen.run(for: 0.3)
        screen.press(at: CGPoint(x: 135, y: 115))
        screen.drag(to: CGPoint(x: 128, y: 115), duration: 0.1)   // not past the middle
        screen.release()
        #expect(toggle.isOn && !log.events.contains("valueChanged"), "back where it was: no change, no event")
    }
}
