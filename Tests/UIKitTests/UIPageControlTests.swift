import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// `UIPageControl`: taps on either half move one page with `.valueChanged`; values are clamped.
@MainActor
@Suite(.serialized) struct UIPageControlTests {
    @Test func tapsOnTheHalvesMoveOnePage() {
        let dots = UIPageControl(frame: CGRect(x: 50, y: 100, width: 200, height: 26))
        dots.numberOfPages = 5
        dots.currentPage = 2
        let (screen, _) = ControlScene.show(dots)
        let log = EventLog()
        ControlScene.record(dots, into: log)
        screen.press(at: CGPoint(x: 80, y: 113))
        screen.release()
        #expect(dots.currentPage == 1)
        #expect(log.events == ["touchDown", "valueChanged", "touchUpInside", "primaryActionTriggered"])
        log.clear()
        for _ in 0..<5 {
            screen.press(at: CGPoint(x: 220, y: 113))
            screen.release()
        }
        #expect(dots.currentPage == 4 && log.events.filter { $0 == "valueChanged" }.count == 3, "no page past the last")
        // The current dot is drawn in the label colour, the others lighter (dots 16 apart, centred).
        expectPixel(screen.pixel(at: CGPoint(x: 150 + 32, y: 113)), near: RGBA(red: 0, green: 0, blue: 0), tolerance: 3)
        expectPixel(screen.pixel(at: CGPoint(x: 150, y: 113)), near: RGBA(red: 179, green: 179, blue: 179), tolerance: 3)
    }

    @Test func pagesAreClampedAndASinglePageCanHide() {
        let dots = UIPageControl()
        dots.numberOfPages = 3
        dots.currentPage = 10
        #expect(dots.currentPage == 2)
        dots.numberOfPages = -1
        #expect(dots.numberOfPages == 0 && dots.currentPage == 0)
        #expect(dots.size(forNumberOfPages: 4) == CGSize(width: 80, height: 26))
        dots.numberOfPages = 1
        dots.hidesForSinglePage = true
        dots.frame = CGRect(x: 50, y: 100, width: 100, height: 26)
        let (screen, _) = ControlScene.show(dots)
        expectPixel(screen.pixel(at: CGPoint(x: 100, y: 113)), near: RGBA(red: 255, green: 255, blue: 255), tolerance: 1)
        dots.hidesForSinglePage = false
        screen.renderFrame()
        expectPixel(screen.pixel(at: CGPoint(x: 100, y: 113)), near: RGBA(red: 0, green: 0, blue: 0), tolerance: 3)
    }
}
