import Foundation
import Testing
import UIKit
import UIKitTesting
import TestSupport

/// `UIControl`'s tracking and events for scripted presses and drags (UIKit's order and its
/// 70-point slop), targets and `UIAction`s, and cooperation with a pan around the control.
@MainActor
@Suite(.serialized) struct UIControlTests {
    /// A control that logs every event it sends, and the tracking calls a subclass gets.
    final class LoggingControl: UIControl {
        var log: [String] = []
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { log.append("begin"); return true }
        override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { log.append("continue"); return true }
        override func endTracking(_ touch: UITouch?, with event: UIEvent?) { log.append("end") }
        override func cancelTracking(with event: UIEvent?) { log.append("cancel") }
    }

    final class Receiver {
        var events: [String] = []
        var senders: [AnyObject] = []
        func down(_ sender: UIControl) { events.append("touchDown"); senders.append(sender) }
        func up(_ sender: Any) { events.append("touchUpInside"); senders.append(sender as AnyObject) }
        func outside() { events.append("touchUpOutside") }
        func exit(_ sender: UIControl, forEvent event: UIEvent?) { events.append("touchDragExit") }
        func enter(_ sender: UIControl) { events.append("touchDragEnter") }
        func cancel(_ sender: UIControl) { events.append("touchCancel") }
    }

    private func scene() -> (HeadlessScreen, UIView, LoggingControl, Receiver) {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let window = screen.makeWindow()
        let control = LoggingControl(frame: CGRect(x: 100, y: 100, width: 100, height: 44))
        window.addSubview(control)
        let r = Receiver()
        control.addTarget(r, action: Receiver.down, for: .touchDown)
        control.addTarget(r, action: Receiver.up, for: .touchUpInside)
        control.addTarget(r, action: Receiver.outside, for: .touchUpOutside)
        control.addTarget(r, action: Receiver.exit, for: .touchDragExit)
        control.addTarget(r, action: Receiver.enter, for: .touchDragEnter)
        control.addTarget(r, action: Receiver.cancel, for: .touchCancel)
        screen.renderFrame()
        return (screen, window, control, r)
    }

    @Test func aTapSendsTouchDownThenTouchUpInsideWithTheSender() {
        let (screen, _, control, r) = scene()
        var primary = 0
        control.addAction(UIAction { action in primary += 1; #expect(action.sender === control) }, for: .primaryActionTriggered)
        screen.press(at: CGPoint(x: 150, y: 120))
        #expect(control.isHighlighted && control.isTracking && control.state == .highlighted)
        screen.release()
        #expect(r.events == ["touchDown", "touchUpInside"])
        #expect(r.senders.allSatisfy { $0 === control }, "the control is the sender, also for an action taking Any")
        #expect(primary == 1)
        #expect(!control.isHighlighted && !control.isTracking && control.state == .normal)
        #expect(control.log == ["begin", "end"])
    }

    /// The touch counts as inside up to 70 points outside the bounds, as in UIKit.
    @Test func draggingOutPastTheSlopAndBackSendsExitAndEnter() {
        let (screen, _, control, r) = scene()
        screen.press(at: CGPoint(x: 150, y: 120))
        screen.drag(to: CGPoint(x: 150, y: 120 + 22 + 60), duration: 0.1)   // 60 pt below: still inside
        #expect(control.isHighlighted && r.events == ["touchDown"])
        screen.drag(to: CGPoint(x: 150, y: 120 + 22 + 80), duration: 0.1)   // 80 pt below: outside
        #expect(!control.isHighlighted && r.events == ["touchDown", "touchDragExit"])
        screen.drag(to: CGPoint(x: 150, y: 125), duration: 0.1)
        #expect(control.isHighlighted && r.events == ["touchDown", "touchDragExit", "touchDragEnter"])
        screen.drag(to: CGPoint(x: 150, y: 400), duration: 0.1)
        screen.release()
        #expect(r.events == ["touchDown", "touchDragExit", "touchDragEnter", "touchDragExit", "touchUpOutside"])
    }

    @Test func aDisabledControlSendsNothing() {
        let (screen, _, control, r) = scene()
        control.isEnabled = false
        #expect(control.state == .disabled)
        screen.press(at: CGPoint(x: 150, y: 120))
        screen.release()
        #expect(r.events.isEmpty)
    }

    /// A pan on the control's superview that begins cancels the control's tracking.
    @Test func aPanThatBeginsCancelsTheControlsTracking() {
        let (screen, window, control, r) = scene()
        var panned = false
        let pan = UIPanGestureRecognizer { _ in panned = true }
        window.addGestureRecognizer(pan)
        screen.press(at: CGPoint(x: 150, y: 120))
        screen.drag(to: CGPoint(x: 150, y: 200), duration: 0.2)
        screen.release()
        #expect(panned)
        #expect(r.events == ["touchDown", "touchCancel"])
        #expect(!control.isHighlighted && control.log.last == "cancel")
    }

    /// A control taken out of the window in the middle of a press is told, as UIKit tells it: its
    /// tracking is cancelled (`cancelTracking`, `.touchCancel`), it is no longer highlighted, and
    /// the release that follows sends it nothing.
    @Test func aControlRemovedWhileTrackingIsCancelledAndGetsNothingMore() {
        let (screen, _, control, r) = scene()
        screen.press(at: CGPoint(x: 150, y: 120))
        #expect(control.isTracking && r.events == ["touchDown"])
        control.removeFromSuperview()
        screen.drag(to: CGPoint(x: 160, y: 125), duration: 0.1)
        screen.release()
        screen.renderFrame()
        #expect(!control.isTracking && !control.isHighlighted, "no longer tracking: \(control.log)")
        #expect(r.events == ["touchDown", "touchCancel"], "\(r.events)")
        #expect(control.log == ["begin", "cancel"], "\(control.log)")
    }

    @Test func targetsAndActionsCanBeRemovedAndReleasedTargetsAreSkipped() {
        let (screen, _, control, r) = scene()
        control.removeTarget(r, action: nil, for: .touchDown)
        var fired = 0
        let action = UIAction(identifier: UIAction.Identifier("count")) { _ in fired += 1 }
        control.addAction(action, for: .touchUpInside)
        control.removeAction(identifiedBy: UIAction.Identifier("count"), for: .touchUpInside)
        do {
            let transient = Receiver()
            control.addTarget(transient, action: Receiver.up, for: .touchUpInside)
        }
        screen.press(at: CGPoint(x: 150, y: 120))
        screen.release()
        #expect(r.events == ["touchUpInside"], "touchDown was removed")
        #expect(fired == 0)
        #expect(control.allControlEvents.contains(.touchUpInside) && !control.allControlEvents.contains(.touchDown))
        control.sendActions(for: .touchCancel)
        #expect(r.events.last == "touchCancel")
    }
}
