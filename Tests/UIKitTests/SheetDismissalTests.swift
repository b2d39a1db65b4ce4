import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// A page sheet is dismissed by swiping it down, as on iOS 13 and later, and its presentation
/// controller's delegate (`UIAdaptivePresentationControllerDelegate`) hears of it in UIKit's
/// order; `isModalInPresentation` or the delegate refuse the swipe; the delegate also chooses
/// how a form sheet or popover adapts in a compact window. Drags are real pointer events on a
/// 320 × 640 headless screen (compact width, regular height); the sheet starts 56 points down
/// (584 points tall).
@MainActor
@Suite(.serialized) struct SheetDismissalTests {
    /// A delegate written as iOS code writes one: it implements only the methods it needs.
    final class Listener: NSObject, UIAdaptivePresentationControllerDelegate {
        let log: EventLog
        var allow = true
        var adaptTo: UIModalPresentationStyle?
        init(_ log: EventLog) { self.log = log }
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            log.add("shouldDismiss")
            return allow
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.add("willDismiss") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.add("didDismiss") }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { log.add("didAttempt") }
        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
            log.add("adapt")
            return adaptTo ?? controller.adaptivePresentationStyle
        }
        func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {
            log.add("willPresent \(style.rawValue) \(transitionCoordinator == nil ? "no coordinator" : "coordinator")")
        }
    }

    private func setUp() -> (HeadlessScreen, UIViewController, UIViewController, EventLog, Listener) {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 640))
        let a = UIViewController(), b = UIViewController()
        a.view.backgroundColor = .red
        b.view.backgroundColor = .blue
        screen.makeWindow().rootViewController = a
        screen.renderFrame()
        let log = EventLog(), listener = Listener(log)
        // Set before presenting, through the controller the presentation will use.
        b.presentationController?.delegate = listener
        a.present(b, animated: true)
        screen.run(for: 0.6)
        log.clear()
        return (screen, a, b, log, listener)
    }

    @Test func aLongSwipeDownDismissesTheSheetAndTellsTheDelegate() {
        let (screen, a, b, log, listener) = setUp()
        defer { withExtendedLifetime(listener) {} }
        #expect(b.presentationController?.delegate != nil, "the delegate set before presenting is the presentation's")
        #expect(log.events.isEmpty)
        screen.press(at: CGPoint(x: 160, y: 150))
        screen.drag(to: CGPoint(x: 160, y: 250), duration: 0.2)
        screen.hold(for: 0.1)
        // The sheet follows the finger: about 100 points down.
        #expect(b.transitionCoordinator?.isInteractive == true)
        let top = b.view.layer.presentation()?.frame.minY ?? b.view.frame.minY
        expectNear(top, 56 + 100, tolerance: 12, "the sheet's top follows the finger")
        screen.drag(to: CGPoint(x: 160, y: 420), duration: 0.2)
        screen.release()
        screen.run(for: 1)
        #expect(a.presentedViewController == nil)
        #expect(log.events == ["shouldDismiss", "willDismiss", "didDismiss"], "\(log.events)")
        #expect(screen.pixel(at: CGPoint(x: 160, y: 300)) == RGBA(red: 255, green: 0, blue: 0))
    }

    @Test func aShortSlowSwipeLetsTheSheetSpringBack() {
        let (screen, a, b, log, listener) = setUp()
        defer { withExtendedLifetime(listener) {} }
        screen.press(at: CGPoint(x: 160, y: 150))
        screen.drag(to: CGPoint(x: 160, y: 200), duration: 0.5)
        screen.hold(for: 0.3)
        screen.release()
        screen.run(for: 1)
        #expect(a.presentedViewController === b)
        #expect(b.view.frame.minY == 56)
        #expect(log.events == ["shouldDismiss", "willDismiss"], "no didDismiss for a cancelled swipe: \(log.events)")
        // A drag upwards or sideways is no swipe to dismiss.
        log.clear()
        screen.press(at: CGPoint(x: 160, y: 300))
        screen.drag(to: CGPoint(x: 160, y: 150), duration: 0.2)
        screen.release()
        screen.press(at: CGPoint(x: 60, y: 300))
        screen.drag(to: CGPoint(x: 300, y: 310), duration: 0.2)
        screen.release()
        screen.run(for: 0.5)
        #expect(log.events.isEmpty && a.presentedViewController === b, "\(log.events)")
    }

    /// `isModalInPresentation` refuses without asking the delegate; the delegate may refuse
    /// too. Either way the sheet gives a little (never more than 60 points) and springs back.
    @Test func aRefusedSwipeIsReportedAndTheSheetStays() {
        let (screen, a, b, log, listener) = setUp()
        b.isModalInPresentation = true
        screen.press(at: CGPoint(x: 160, y: 150))
        screen.drag(to: CGPoint(x: 160, y: 420), duration: 0.3)
        let give = b.view.transform.ty
        #expect(give > 10 && give < 60, "\(give)")
        screen.release()
        screen.run(for: 1)
        #expect(log.events == ["didAttempt"])
        #expect(b.view.transform == .identity && a.presentedViewController === b)
        b.isModalInPresentation = false
        listener.allow = false
        log.clear()
        screen.press(at: CGPoint(x: 160, y: 150))
        screen.drag(to: CGPoint(x: 160, y: 420), duration: 0.3)
        screen.release()
        screen.run(for: 1)
        #expect(log.events == ["shouldDismiss", "didAttempt"])
        #expect(a.presentedViewController === b)
    }

    /// A dismissal in code tells the delegate nothing, as in UIKit.
    @Test func dismissingInCodeIsNotReported() {
        let (screen, a, b, log, listener) = setUp()
        defer { withExtendedLifetime(listener) {} }
        b.dismiss(animated: true)
        screen.run(for: 1)
        #expect(a.presentedViewController == nil && log.events.isEmpty)
    }

    /// In a compact (phone-sized) window the delegate chooses how a form sheet adapts: asked,
    /// it may keep it a sheet (`.none`) or make it cover the screen; told the style it took.
    @Test func theDelegateChoosesHowAFormSheetAdapts() throws {
        for (answer, expectedTop) in [(UIModalPresentationStyle.none, CGFloat(56)), (.overFullScreen, 0)] {
            let screen = HeadlessScreen(size: CGSize(width: 320, height: 640))
            let a = UIViewController(), b = UIViewController()
            screen.makeWindow().rootViewController = a
            screen.renderFrame()
            let log = EventLog(), listener = Listener(log)
            listener.adaptTo = answer
            b.modalPresentationStyle = .formSheet
            b.presentationController?.delegate = listener
            a.present(b, animated: false)
            screen.run(for: 0.2)
            #expect(b.view.frame.minY == expectedTop, "\(answer.rawValue): \(b.view.frame)")
            let told = answer == .none ? "willPresent -1" : "willPresent \(UIModalPresentationStyle.overFullScreen.rawValue)"
            #expect(log.events.first == "adapt" && log.events.dropFirst().first?.hasPrefix(told) == true, "\(log.events)")
            #expect(b.presentationController?.delegate === listener, "the adapted presentation keeps the delegate")
            withExtendedLifetime(listener) {}
        }
    }

    /// The presentation controller made ahead of a presentation does not keep its controller
    /// alive (nor the other way round): a controller whose `presentationController` was read
    /// and that is never presented is freed.
    @Test func aPresentationControllerReadAheadKeepsNothingAlive() {
        weak var gone: UIViewController?
        weak var goneController: UIPresentationController?
        do {
            let vc = UIViewController()
            goneController = vc.presentationController
            #expect(goneController?.presentedViewController === vc)
            gone = vc
        }
        #expect(gone == nil && goneController == nil)
    }
}
