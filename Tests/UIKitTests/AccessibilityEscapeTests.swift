import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// `accessibilityPerformEscape()`: false by default; on the desktop, Escape that no key command,
/// drag or `pressesBegan` took asks it of the first responder (or the front-most controller's
/// view) and up the chain — a presented controller passing it to its presenting one — until one
/// returns true. That is how a keyboard user dismisses a modal.
@MainActor
@Suite(.serialized) struct AccessibilityEscapeTests {
    /// A controller that logs when it is asked, answers `handles`, and dismisses what it
    /// presented (or itself) when it handles Escape.
    final class EscapingController: UIViewController {
        let name: String
        let log: EventLog
        var handles: Bool
        init(_ name: String, log: EventLog, handles: Bool) {
            self.name = name
            self.log = log
            self.handles = handles
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        override func accessibilityPerformEscape() -> Bool {
            log.add("\(name) asked")
            guard handles else { return false }
            dismiss(animated: true)
            return true
        }
    }

    let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
    let log = EventLog()

    private func present(_ presented: UIViewController, over root: UIViewController) {
        screen.makeWindow().rootViewController = root
        screen.renderFrame()
        root.present(presented, animated: true)
        screen.run(for: 0.6)
        log.clear()
    }

    @Test func byDefaultNoResponderHandlesIt() {
        #expect(!UIView().accessibilityPerformEscape())
        #expect(!UIViewController().accessibilityPerformEscape())
        #expect(!UIAccessibilityElement(accessibilityContainer: UIView()).accessibilityPerformEscape())
    }

    @Test func escapeDismissesAPresentedControllerThatHandlesIt() {
        let root = EscapingController("root", log: log, handles: false)
        let sheet = EscapingController("sheet", log: log, handles: true)
        present(sheet, over: root)
        #expect(root.presentedViewController === sheet)
        screen.pressEscape()
        screen.run(for: 0.6)
        #expect(log.events == ["sheet asked"], "the one that handled it ends the walk")
        #expect(root.presentedViewController == nil && sheet.viewIfLoaded?.window == nil)
    }

    /// A full-screen presentation takes the presenter's view off the window: the walk still
    /// starts at the presented controller (key presses did not reach it before).
    @Test func aFullScreenPresentedControllerIsReachedToo() {
        let root = EscapingController("root", log: log, handles: false)
        let cover = EscapingController("cover", log: log, handles: true)
        cover.modalPresentationStyle = .fullScreen
        present(cover, over: root)
        #expect(root.viewIfLoaded?.window == nil, "precondition: the presenter's view left the window")
        screen.pressEscape()
        screen.run(for: 0.6)
        #expect(log.events == ["cover asked"] && root.presentedViewController == nil)
    }

    @Test func aControllerThatDeclinesPassesItToThePresentingController() {
        let root = EscapingController("root", log: log, handles: true)
        let nav = UINavigationController(rootViewController: EscapingController("top", log: log, handles: false))
        present(nav, over: root)
        screen.pressEscape()
        screen.run(for: 0.6)
        #expect(log.events == ["top asked", "root asked"], "the presented stack's top, then (its navigation controller declining) the presenter")
        #expect(root.presentedViewController == nil, "root dismissed what it presented")
    }

    @Test func theFirstResponderIsAskedFirst() {
        final class Field: UIView {
            var asked = 0
            override var canBecomeFirstResponder: Bool { true }
            override func accessibilityPerformEscape() -> Bool { asked += 1; return true }
        }
        let root = EscapingController("root", log: log, handles: false)
        let sheet = EscapingController("sheet", log: log, handles: true)
        present(sheet, over: root)
        let field = Field(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        sheet.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        screen.pressEscape()
        screen.run(for: 0.6)
        #expect(field.asked == 1 && log.events.isEmpty, "the first responder took it: the sheet was not asked")
        #expect(root.presentedViewController === sheet)
    }

    @Test func escapeThatCancelsADragDoesNothingMore() {
        let root = EscapingController("root", log: log, handles: false)
        let sheet = EscapingController("sheet", log: log, handles: true)
        sheet.modalPresentationStyle = .fullScreen
        present(sheet, over: root)
        screen.press(at: CGPoint(x: 160, y: 300))
        screen.pressEscape()   // cancels the touch
        screen.release()
        screen.run(for: 0.6)
        #expect(log.events.isEmpty && root.presentedViewController === sheet)
        screen.pressEscape()   // no touch now
        screen.run(for: 0.6)
        #expect(log.events == ["sheet asked"] && root.presentedViewController == nil)
    }

    @Test func anAlertsEscapeStillChoosesItsCancelAction() {
        let root = EscapingController("root", log: log, handles: true)
        let alert = UIAlertController(title: "Leave?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Stay", style: .cancel) { [log] _ in log.add("cancel chosen") })
        alert.addAction(UIAlertAction(title: "Leave", style: .destructive) { [log] _ in log.add("leave chosen") })
        present(alert, over: root)
        screen.pressEscape()
        screen.run(for: 0.6)
        #expect(log.events == ["cancel chosen"], "the alert's key command took Escape; no one was asked")
        #expect(root.presentedViewController == nil)
    }
}
