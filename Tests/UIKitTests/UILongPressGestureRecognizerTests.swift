import Foundation
import Testing
import TestSupport
@testable import UIKit
@testable import UIKitTesting

/// `UILongPressGestureRecognizer`: begins when the finger has rested `minimumPressDuration`
/// (measured on the frame clock) within `allowableMovement`, then follows it anywhere.
@MainActor
@Suite(.serialized) struct UILongPressGestureRecognizerTests {
    @MainActor struct Scene {
        let driver = GestureDriver()
        let box = GestureTouchView(frame: CGRect(x: 50, y: 50, width: 300, height: 500))
        let press = UILongPressGestureRecognizer()
        let log: GestureActionLog

        init() {
            driver.window.addSubview(box)
            box.addGestureRecognizer(press)
            log = GestureActionLog(press, driver: driver)
            driver.frame()
        }
    }

    @Test("defaults are UIKit's: 0.5 s, one finger, no taps, 10 pt")
    func defaults() {
        let p = UILongPressGestureRecognizer()
        #expect(p.minimumPressDuration == 0.5 && p.numberOfTouchesRequired == 1)
        #expect(p.numberOfTapsRequired == 0 && p.allowableMovement == 10)
    }

    @Test("begins at the first frame after 0.5 s, then changes with any movement and ends on release")
    func beginsChangesEnds() throws {
        let s = Scene()
        s.driver.press(at: CGPoint(x: 100, y: 100))
        let down = s.driver.now
        s.driver.wait(0.45)
        #expect(s.log.entries.isEmpty && s.press.state == .possible)
        s.driver.wait(0.1)
        let began = try #require(s.log.entries.first)
        #expect(s.log.states == [.began])
        #expect(began.time - down >= 0.5 && began.time - down < 0.5 + 1.0 / 60 + 1e-9)
        expectNear(began.location, CGPoint(x: 100, y: 100), tolerance: 1e-6)
        #expect(s.box.phases == [.began, .cancelled], "recognized, it cancels the view's touch")
        s.driver.move(to: CGPoint(x: 200, y: 300))   // far beyond 10 pt: no limit once begun
        #expect(s.log.states == [.began, .changed])
        expectNear(s.log.last?.location, CGPoint(x: 200, y: 300), tolerance: 1e-6)
        s.driver.release()
        #expect(s.log.states == [.began, .changed, .ended])
    }

    @Test("released before 0.5 s: it fails and sends nothing")
    func releasedEarly() {
        let s = Scene()
        s.driver.press(at: CGPoint(x: 100, y: 100))
        s.driver.wait(0.3)
        s.driver.release()
        s.driver.wait(1)
        #expect(s.log.entries.isEmpty)
        #expect(s.box.phases == [.began, .ended])
    }

    @Test("moving 11 pt before it began fails it; 8 pt does not", arguments: [(11, false), (8, true)] as [(CGFloat, Bool)])
    func movementBeforeBeginning(distance: CGFloat, begins: Bool) {
        let s = Scene()
        s.driver.press(at: CGPoint(x: 100, y: 100))
        s.driver.wait(0.2)
        s.driver.move(to: CGPoint(x: 100 + distance, y: 100))
        s.driver.wait(0.5)
        #expect(s.log.entries.isEmpty == !begins, "\(s.log.states)")
    }

    @Test("a minimumPressDuration of 1 s: nothing at 0.9 s, began by 1.05 s")
    func customDuration() {
        let s = Scene()
        s.press.minimumPressDuration = 1
        s.driver.press(at: CGPoint(x: 100, y: 100))
        s.driver.wait(0.9)
        #expect(s.log.entries.isEmpty)
        s.driver.wait(0.15)
        #expect(s.log.states == [.began])
    }

    @Test("a minimumPressDuration of 0 begins at touch-down")
    func zeroDuration() {
        let s = Scene()
        s.press.minimumPressDuration = 0
        s.driver.press(at: CGPoint(x: 100, y: 100))
        #expect(s.log.states == [.began])
    }

    @Test("a frame that comes late: the press had lasted, so it begins before the move that arrived after")
    func lateFrame() {
        let s = Scene()
        s.driver.press(at: CGPoint(x: 100, y: 100))
        let down = s.driver.now
        s.driver.move(to: CGPoint(x: 103, y: 100), time: down + 0.6)   // no frame between: the deadline is due
        #expect(s.log.states == [.began, .changed])
    }

    @Test("numberOfTapsRequired 1: a tap, then press and hold begins; a hold without the tap never does")
    func tapThenHold() {
        let s = Scene()
        s.press.numberOfTapsRequired = 1
        s.driver.press(at: CGPoint(x: 100, y: 100))
        s.driver.wait(1)
        s.driver.release()
        #expect(s.log.entries.isEmpty, "a press held 1 s is not the tap that must come first")
        s.driver.wait(0.5)
        s.driver.tap(at: CGPoint(x: 100, y: 100))
        s.driver.wait(0.1)
        s.driver.press(at: CGPoint(x: 102, y: 100))
        s.driver.wait(0.45)
        #expect(s.log.entries.isEmpty)
        s.driver.wait(0.1)
        #expect(s.log.states == [.began])
    }

    @Test("numberOfTapsRequired 1: a second press more than 0.35 s after the tap is too late")
    func tapThenLateHold() {
        let s = Scene()
        s.press.numberOfTapsRequired = 1
        s.driver.tap(at: CGPoint(x: 100, y: 100))
        s.driver.wait(0.4)
        s.driver.press(at: CGPoint(x: 100, y: 100))
        s.driver.wait(1)
        #expect(s.log.entries.isEmpty)
    }

    @Test("a mouse is one finger: numberOfTouchesRequired 2 never begins")
    func twoFingers() {
        let s = Scene()
        s.press.numberOfTouchesRequired = 2
        s.driver.press(at: CGPoint(x: 100, y: 100))
        s.driver.wait(1)
        #expect(s.log.entries.isEmpty)
    }

    @Test("Escape after it began: .cancelled")
    func escapeCancels() {
        let s = Scene()
        s.driver.press(at: CGPoint(x: 100, y: 100))
        s.driver.wait(0.6)
        s.driver.pressEscape()
        #expect(s.log.states == [.began, .cancelled])
    }

    @Test("with a pan on the same view: moving first pans, holding first long-presses")
    func withAPan() {
        let s = Scene()
        let pan = UIPanGestureRecognizer()
        s.box.addGestureRecognizer(pan)
        let pans = GestureActionLog(pan, driver: s.driver)
        s.driver.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.2)
        #expect(pans.states.first == .began && s.log.entries.isEmpty)
        let panActions = pans.entries.count
        s.driver.press(at: CGPoint(x: 100, y: 100))
        s.driver.wait(0.6)
        s.driver.move(to: CGPoint(x: 200, y: 100))
        s.driver.release()
        #expect(s.log.states.first == .began && s.log.states.last == .ended)
        #expect(pans.entries.count == panActions, "the long press excluded the pan")
    }
}
