import Foundation
import Testing
import TestSupport
@testable import UIKit
@testable import UIKitTesting

/// `UITapGestureRecognizer`: recognized on the release of the last required tap; fails when the
/// finger strays more than 45 pt, a press lasts more than 0.75 s, or the next tap is more
/// than 0.35 s late (UIKit's `UITapRecognizer` constants).
@MainActor
@Suite(.serialized) struct UITapGestureRecognizerTests {
    @MainActor struct Scene {
        let driver = GestureDriver()
        let box = GestureTouchView(frame: CGRect(x: 50, y: 50, width: 300, height: 500))
        let tap = UITapGestureRecognizer()
        let log: GestureActionLog

        init(taps: Int = 1) {
            tap.numberOfTapsRequired = taps
            driver.window.addSubview(box)
            box.addGestureRecognizer(tap)
            log = GestureActionLog(tap, driver: driver, space: box)
            driver.frame()
        }
    }

    @Test("defaults are UIKit's")
    func defaults() {
        let tap = UITapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }

    @Test("a tap is recognized on release, at the tap's place in the view")
    func singleTap() {
        let s = Scene()
        s.driver.press(at: CGPoint(x: 100, y: 120))
        #expect(s.log.entries.isEmpty && s.tap.state == .possible)
        s.driver.release(at: CGPoint(x: 100, y: 120), time: s.driver.now + 0.1)
        #expect(s.log.states == [.recognized])
        expectNear(s.log.last?.location, CGPoint(x: 50, y: 70), tolerance: 1e-6)
        #expect(s.box.phases == [.began, .cancelled], "recognized, the tap cancels the view's touch (cancelsTouchesInView)")
    }

    @Test("moving 30 pt still taps; moving more than 45 pt fails", arguments: [(30, true), (44, true), (46, false)] as [(CGFloat, Bool)])
    func allowableMovement(distance: CGFloat, taps: Bool) {
        let s = Scene()
        s.driver.press(at: CGPoint(x: 100, y: 100))
        s.driver.move(to: CGPoint(x: 100, y: 100 + distance))
        s.driver.release(at: CGPoint(x: 100, y: 100), time: s.driver.now + 0.05)
        #expect(s.log.entries.isEmpty == !taps, "\(s.log.states)")
    }

    @Test("a wander out and back within one frame still fails (every coalesced sample counts)")
    func wanderWithinOneFrame() {
        let s = Scene()
        s.driver.press(at: CGPoint(x: 100, y: 100))
        let t = s.driver.now
        s.driver.move(to: CGPoint(x: 160, y: 100), time: t + 0.004, frame: false)
        s.driver.move(to: CGPoint(x: 100, y: 100), time: t + 0.008, frame: false)
        s.driver.frame()
        s.driver.release(time: t + 0.05)
        #expect(s.log.entries.isEmpty)
    }

    @Test("a press held 0.7 s taps; held 0.8 s it fails (0.75 s at most)", arguments: [(0.7, true), (0.8, false)])
    func pressDuration(held: TimeInterval, taps: Bool) {
        let s = Scene()
        s.driver.press(at: CGPoint(x: 100, y: 100))
        s.driver.wait(held)
        s.driver.release()
        #expect(s.log.entries.isEmpty == !taps)
    }

    @Test("a double tap is recognized once, on the second release, and waits .possible in between")
    func doubleTap() {
        let s = Scene(taps: 2)
        s.driver.tap(at: CGPoint(x: 100, y: 100))
        #expect(s.log.entries.isEmpty && s.tap.state == .possible)
        s.driver.wait(0.1)
        #expect(s.tap.state == .possible)
        s.driver.tap(at: CGPoint(x: 104, y: 98))
        #expect(s.log.states == [.recognized])
        expectNear(s.log.last?.location, CGPoint(x: 50, y: 50), tolerance: 1e-6, "the first tap's place")
    }

    @Test("a second tap 0.4 s late starts over: a third quick tap completes the double tap")
    func lateSecondTap() {
        let s = Scene(taps: 2)
        s.driver.tap(at: CGPoint(x: 100, y: 100))
        s.driver.wait(0.4)
        #expect(s.tap.state == .possible, "failed at 0.35 s and reset")
        s.driver.tap(at: CGPoint(x: 100, y: 100))
        #expect(s.log.entries.isEmpty)
        s.driver.wait(0.1)
        s.driver.tap(at: CGPoint(x: 100, y: 100))
        #expect(s.log.states == [.recognized])
    }

    @Test("a late second tap whose frame never ran in between still fails")
    func lateSecondTapWithoutFrames() {
        let s = Scene(taps: 2)
        s.driver.tap(at: CGPoint(x: 100, y: 100))
        s.driver.advance(to: s.driver.now + 0.5)   // no frame: the deadline has not fired
        s.driver.tap(at: CGPoint(x: 100, y: 100))
        #expect(s.log.entries.isEmpty)
    }

    @Test("a second tap that arrives after the deadline in a frame that has not fired it yet starts over")
    func lateTapInTheDeadlinesFrame() {
        let s = Scene(taps: 2)
        s.driver.tap(at: CGPoint(x: 100, y: 100))
        s.driver.advance(to: s.driver.now + 0.36)   // the next frame handles the press, then the deadline
        s.driver.tap(at: CGPoint(x: 100, y: 100))
        s.driver.wait(0.1)
        // ScreenDriver used to deliver a frame's events before firing the deadlines due before them.
        s.driver.tap(at: CGPoint(x: 100, y: 100))
        #expect(s.log.states == [.recognized], "the second tap was a first tap, the third completes the double")
    }

    @Test("a second tap 60 pt away from the first is not part of the double tap")
    func secondTapElsewhere() {
        let s = Scene(taps: 2)
        s.driver.tap(at: CGPoint(x: 100, y: 100))
        s.driver.tap(at: CGPoint(x: 160, y: 100))
        #expect(s.log.entries.isEmpty)
    }

    @Test("a mouse is one finger: numberOfTouchesRequired 2 never recognizes")
    func twoFingerTap() {
        let s = Scene()
        s.tap.numberOfTouchesRequired = 2
        s.driver.tap(at: CGPoint(x: 100, y: 100))
        s.driver.wait(0.5)
        #expect(s.log.entries.isEmpty)
    }

    @Test("a single tap that requires a double tap to fail: one tap recognizes the single only after 0.35 s")
    func singleWaitsForDouble() {
        let s = Scene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        s.box.addGestureRecognizer(double)
        let doubles = GestureActionLog(double, driver: s.driver)
        s.tap.require(toFail: double)
        s.driver.tap(at: CGPoint(x: 100, y: 100))
        let released = s.driver.now
        s.driver.wait(0.3)
        #expect(s.log.entries.isEmpty, "still waiting for a second tap")
        s.driver.wait(0.1)
        #expect(s.log.states == [.recognized] && doubles.entries.isEmpty)
        if let t = s.log.last?.time {
            #expect(t - released >= 0.35 && t - released < 0.35 + 1.0 / 60 + 1e-9, "at the first frame after 0.35 s")
        }
    }

    @Test("two quick taps recognize only the double tap")
    func doubleWinsOverSingle() {
        let s = Scene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        s.box.addGestureRecognizer(double)
        let doubles = GestureActionLog(double, driver: s.driver)
        s.tap.require(toFail: double)
        s.driver.tap(at: CGPoint(x: 100, y: 100))
        s.driver.wait(0.1)
        s.driver.tap(at: CGPoint(x: 100, y: 100))
        s.driver.wait(0.5)
        #expect(doubles.states == [.recognized])
        #expect(s.log.entries.isEmpty)
    }

    @Test("without require(toFail:), a single tap does not stop a double tap (UIKit's canPrevent)")
    func singleDoesNotPreventDouble() {
        let s = Scene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        s.box.addGestureRecognizer(double)
        let doubles = GestureActionLog(double, driver: s.driver)
        s.driver.tap(at: CGPoint(x: 100, y: 100))
        #expect(s.log.states == [.recognized], "the single tap does not wait")
        s.driver.wait(0.1)
        s.driver.tap(at: CGPoint(x: 100, y: 100))
        #expect(doubles.states == [.recognized])
        #expect(double.canPrevent(s.tap) && !s.tap.canPrevent(double))
    }

    @Test("a double tap makes the view's touchesEnded wait until it fails (delaysTouchesEnded)")
    func delaysTouchesEnded() {
        let s = Scene(taps: 2)
        s.driver.tap(at: CGPoint(x: 100, y: 100))
        #expect(s.box.phases == [.began], "the end is held while the double tap may still come")
        s.driver.wait(0.4)
        #expect(s.box.phases == [.began, .ended])
    }

    @Test("a double tap recognized: the view hears every touch it began end or be cancelled")
    func heldEndOfTheFirstTapIsBalanced() {
        let s = Scene(taps: 2)
        s.driver.tap(at: CGPoint(x: 100, y: 100))
        s.driver.wait(0.1)
        s.driver.tap(at: CGPoint(x: 100, y: 100))
        s.driver.wait(0.5)
        #expect(s.log.states == [.recognized])
        let began = s.box.phases.filter { $0 == .began }.count
        // TouchDispatcher.begin used to forget the first touch's held touchesEnded when the second began.
        #expect(began == 2 && s.box.phases.filter { $0 != .began }.count == 2, "\(s.box.phases)")
    }

    @Test("Escape during the press: no tap")
    func escapeCancels() {
        let s = Scene()
        s.driver.press(at: CGPoint(x: 100, y: 100))
        s.driver.pressEscape()
        s.driver.release()
        #expect(s.log.entries.isEmpty)
        #expect(s.box.phases == [.began, .cancelled])
    }

    @Test("taps one after another are each recognized")
    func repeatedTaps() {
        let s = Scene()
        for i in 0..<3 {
            s.driver.tap(at: CGPoint(x: 100 + 100 * CGFloat(i), y: 100))
            s.driver.wait(0.5)
        }
        #expect(s.log.states == [.recognized, .recognized, .recognized])
    }
}
