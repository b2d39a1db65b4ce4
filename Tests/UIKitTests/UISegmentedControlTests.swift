import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// `UISegmentedControl`: selection by touch with one `.valueChanged`, the API's index checks,
/// and the indicator half-way through its 0.25 s slide, read from the pixels.
///
/// Geometry by hand: three segments in 300 points at (20, 100): each 100 wide; the white
/// indicator is the segment inset by 2, so its centre is at 20 + 50 + 100 · i; half-way from
/// segment 0 to 2 (the ease-in-out curve is at 0.5) it is at 170.
@MainActor
@Suite(.serialized) struct UISegmentedControlTests {
    private func scene() -> (HeadlessScreen, UISegmentedControl, EventLog) {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 20, y: 100, width: 300, height: 32)
        control.selectedSegmentIndex = 0
        let (screen, _) = ControlScene.show(control)
        let log = EventLog()
        ControlScene.record(control, into: log)
        return (screen, control, log)
    }

    /// The centre of the white run on a row of the indicator above the titles.
    private func indicatorCentre(_ screen: HeadlessScreen) -> CGFloat? {
        let whites = (24..<316).filter { x in   // inside the rounded track
            guard let p = screen.pixel(at: CGPoint(x: x, y: 104)) else { return false }
            return p.red >= 252 && p.green >= 252 && p.blue >= 252
        }
        guard let first = whites.first, let last = whites.last else { return nil }
        return CGFloat(first + last + 1) / 2
    }

    @Test func aTapSelectsASegmentAndSendsValueChanged() {
        let (screen, control, log) = scene()
        screen.press(at: CGPoint(x: 270, y: 116))
        screen.release()
        #expect(control.selectedSegmentIndex == 2)
        #expect(log.events == ["touchDown", "valueChanged", "touchUpInside", "primaryActionTriggered"])
        log.clear()
        screen.run(for: 0.3)
        screen.press(at: CGPoint(x: 270, y: 116))
        screen.release()
        #expect(!log.events.contains("valueChanged"), "the selected segment again: no change")
        control.setEnabled(false, forSegmentAt: 1)
        screen.press(at: CGPoint(x: 170, y: 116))
        screen.release()
        #expect(control.selectedSegmentIndex == 2, "a disabled segment is not selected")
        control.selectedSegmentIndex = 0
        #expect(!log.events.contains("valueChanged"), "selection in code sends nothing")
    }

    @Test func theIndicatorSlidesToTheNewSegment() {
        let (screen, _, _) = scene()
        expectNear(indicatorCentre(screen), 70, tolerance: 1)
        screen.press(at: CGPoint(x: 270, y: 116))
        screen.release()
        expectNear(indicatorCentre(screen), 70, tolerance: 1, "the release frame shows the start")
        screen.advance(by: 0.125)
        screen.renderFrame()
        expectNear(indicatorCentre(screen), 170, tolerance: 1, "half-way")
        screen.run(for: 0.2)
        expectNear(indicatorCentre(screen), 270, tolerance: 1)
    }

    @Test func titleTextAttributesColourTheSelectedAndOtherTitles() {
        let (screen, control, _) = scene()
        control.setTitleTextAttributes([.foregroundColor: UIColor.systemRed, .font: UIFont.boldSystemFont(ofSize: 20)],
                                       for: .normal)
        control.setTitleTextAttributes([.foregroundColor: UIColor.systemBlue], for: .selected)
        screen.renderFrame()
        let selected = ControlScene.extreme(in: screen, rect: CGRect(x: 24, y: 104, width: 92, height: 24))
        let other = ControlScene.extreme(in: screen, rect: CGRect(x: 124, y: 104, width: 92, height: 24), channel: \.green)
        expectPixel(selected?.1, near: RGBA(red: 0, green: 122, blue: 255), tolerance: 6, "the selected title in .selected's colour")
        expectPixel(other?.1, near: RGBA(red: 255, green: 59, blue: 48), tolerance: 6, "the others in .normal's")
        #expect(control.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .systemBlue)
    }

    @Test func segmentsCanBeInsertedRenamedAndRemovedAndBadIndexesAreRefused() {
        let control = UISegmentedControl(items: ["A", "B"])
        #expect(control.numberOfSegments == 2 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.titleForSegment(at: 0) == "Z" && control.selectedSegmentIndex == 2, "the selection moves with its segment")
        control.setTitle("Y", forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == "Y")
        control.removeSegment(at: 2, animated: false)
        #expect(control.numberOfSegments == 2 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment, "out of range: refused")
        control.setTitle("X", forSegmentAt: 9)
        control.removeSegment(at: -1, animated: false)
        #expect(control.numberOfSegments == 2 && control.titleForSegment(at: 9) == nil)
        #expect(control.intrinsicContentSize.height == 32)
    }
}
