import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

@MainActor
@Suite(.serialized) struct PresentationTests {
    func setUp(size: CGSize = CGSize(width: 320, height: 480)) -> (HeadlessScreen, UIWindow, EventLog, TracedViewController) {
        let screen = HeadlessScreen(size: size)
        let log = EventLog()
        let a = TracedViewController("A", log: log, color: .red)
        let window = screen.makeWindow()
        window.rootViewController = a
        screen.renderFrame()
        log.clear()
        return (screen, window, log, a)
    }

    @Test func fullScreenPresentAndDismissCallBackInOrderAndLeaveTheRightHierarchy() {
        let (screen, window, log, a) = setUp()
        let b = TracedViewController("B", log: log, color: .blue)
        b.modalPresentationStyle = .fullScreen
        var presented = 0
        a.present(b, animated: true) { presented += 1 }
        #expect(a.presentedViewController === b && b.presentingViewController === a)
        #expect(b.isBeingPresented)
        #expect(log.events == ["A.willDisappear+coordinator", "B.willAppear+coordinator"])
        screen.run(for: 0.6)
        #expect(log.events == ["A.willDisappear+coordinator", "B.willAppear+coordinator", "B.didAppear", "A.didDisappear"])
        #expect(presented == 1)
        #expect(a.viewIfLoaded?.window == nil, "the presenter's view left the window")
        #expect(b.view.window === window && !b.isBeingPresented)
        #expect(screen.pixel(at: CGPoint(x: 100, y: 100)) == RGBA(red: 0, green: 0, blue: 255))
        log.clear()
        var dismissed = 0
        b.dismiss(animated: true) { dismissed += 1 }
        screen.run(for: 0.6)
        #expect(log.events == ["B.willDisappear+coordinator", "A.willAppear+coordinator", "B.didDisappear", "A.didAppear"])
        #expect(dismissed == 1)
        #expect(a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(b.viewIfLoaded?.window == nil && a.view.window === window)
        #expect(screen.pixel(at: CGPoint(x: 100, y: 100)) == RGBA(red: 255, green: 0, blue: 0))
    }

    /// (In a window of regular height: in a vertically compact one the sheet covers the window.)
    @Test func aSheetKeepsThePresenterOnScreenWithoutAppearanceCalls() {
        let (screen, _, log, a) = setUp(size: CGSize(width: 320, height: 640))
        let b = TracedViewController("B", log: log, color: .blue)
        a.present(b, animated: true)
        screen.run(for: 0.6)
        #expect(log.events == ["B.willAppear+coordinator", "B.didAppear"])
        #expect(a.view.window != nil)
        #expect(b.view.frame.minY == 56)
        #expect(screen.pixel(at: CGPoint(x: 100, y: 200)) == RGBA(red: 0, green: 0, blue: 255))
        // Above the sheet: the presenter (receded, its top at 46), dimmed by 40 % black.
        let above = screen.pixel(at: CGPoint(x: 100, y: 51))!
        #expect(above.isClose(to: RGBA(red: 153, green: 0, blue: 0), tolerance: 3), "\(above)")
    }

    @Test func presentingTwiceOrDismissingNothingIsRefusedWithoutHarm() {
        let (screen, _, _, a) = setUp()
        let log = EventLog()
        let b = TracedViewController("B", log: log)
        let c = TracedViewController("C", log: log)
        a.present(b, animated: true)
        a.present(c, animated: true)   // a transition runs, and A already presents B
        screen.run(for: 0.6)
        #expect(a.presentedViewController === b && c.presentingViewController == nil)
        var called = false
        c.dismiss(animated: true) { called = true }
        #expect(called, "nothing to dismiss: the completion still runs")
        #expect(a.presentedViewController === b)
    }
}
