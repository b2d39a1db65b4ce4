import Foundation
import Testing
@testable import UIKit
@testable import UIKitTesting
import WindowSystem
import TestSupport

/// Editing a `UITextField` and a `UITextView` with scripted keys and clicks: the delegate's
/// calls, control events and notifications in UIKit's order, keys that move and select, the
/// mouse, the clipboard (the headless backend's), the caret blinking on the frame clock.
@MainActor
@Suite(.serialized) struct UITextFieldEditingTests {
    @Test func clickingBeginsEditingAndTypingCallsTheDelegateBeforeEachChange() {
        let (screen, field, log, delegate) = Self.editableField()
        delegate.log = log
        screen.press(at: CGPoint(x: 40, y: 117))
        screen.release()
        #expect(field.isEditing && field.isFirstResponder)
        #expect(log.events == ["shouldBegin", "didBegin", "editingDidBegin", "note begin"])
        log.clear()

        screen.type("Hé")
        #expect(field.text == "Hé")
        #expect(log.events == ["shouldChange {0, 0} H", "editingChanged", "note change",
                               "shouldChange {1, 0} é", "editingChanged", "note change"])
        log.clear()
        screen.press(.backspace)
        #expect(field.text == "H")
        #expect(log.events == ["shouldChange {1, 1} ", "editingChanged", "note change"])

        // A delegate that refuses keeps the text as it is, with no event.
        delegate.refuseChanges = true
        log.clear()
        screen.type("x")
        #expect(field.text == "H" && log.events == ["shouldChange {1, 0} x"])
    }

    @Test func returnEndsEditingOnlyWhenSomeoneListensForDidEndOnExit() {
        let (screen, field, log, delegate) = Self.editableField()
        delegate.log = log
        #expect(field.becomeFirstResponder())
        log.clear()
        screen.press(.returnKey)
        #expect(field.isEditing, "nobody listens for .editingDidEndOnExit")
        #expect(log.events == ["shouldReturn"])
        field.addAction(UIAction { _ in log.add("didEndOnExit") }, for: .editingDidEndOnExit)
        log.clear()
        screen.press(.returnKey)
        #expect(!field.isEditing && !field.isFirstResponder)
        #expect(log.events == ["shouldReturn", "didEndOnExit", "shouldEnd", "didEnd committed", "editingDidEnd", "note end"])
    }

    @Test func arrowsHomeEndAndShiftSelectThenTypingReplacesTheSelection() {
        let (screen, field, _, _) = Self.editableField(text: "hello world")
        #expect(field.becomeFirstResponder())
        #expect(field.selectedTextRange?.start.offset == 11, "the caret starts at the end")
        screen.tapKey(0xff51, modifiers: .shift)   // Shift-←, five times
        for _ in 0..<4 { screen.tapKey(0xff51, modifiers: .shift) }
        #expect(field.selectedTextRange.map { ($0.start.offset, $0.end.offset) } ?? (0, 0) == (6, 11))
        screen.type("there")
        #expect(field.text == "hello there")
        screen.tapKey(0xff50)   // Home
        screen.tapKey(0xff57, modifiers: .shift)   // Shift-End
        #expect(field.selectedTextRange.map { ($0.start.offset, $0.end.offset) } ?? (0, 0) == (0, 11))
        screen.tapKey(0xff53)   // → collapses to the end
        #expect(field.selectedTextRange.map { ($0.start.offset, $0.end.offset) } ?? (0, 0) == (11, 11))
        screen.tapKey(0x61, "a", modifiers: .control)   // Control-A
        screen.tapKey(0xffff)   // Delete
        #expect(field.text == "")
    }

    @Test func copyAndPasteGoThroughTheScreensClipboard() {
        let (screen, field, _, _) = Self.editableField(text: "copy me")
        let other = UITextField(frame: CGRect(x: 20, y: 200, width: 250, height: 34))
        field.superview?.addSubview(other)
        #expect(field.becomeFirstResponder())
        screen.tapKey(0x61, "a", modifiers: .control)
        screen.tapKey(0x63, "c", modifiers: .control)
        #expect(other.becomeFirstResponder())
        screen.tapKey(0x76, "v", modifiers: .control)
        screen.renderFrame()   // the clipboard answers with the next frame's events
        #expect(other.text == "copy me")
        screen.tapKey(0x76, "v", modifiers: .control)
        screen.renderFrame()
        #expect(other.text == "copy mecopy me")
        // Cut takes the text out and onto the clipboard.
        screen.tapKey(0x61, "a", modifiers: .control)
        screen.tapKey(0x78, "x", modifiers: .control)
        screen.renderFrame()
        #expect(other.text == "")
        var pasted: String??
        screen.screen.clipboard?.read { pasted = $0 }
        screen.renderFrame()
        #expect(pasted == .some("copy mecopy me"))
    }

    @Test func aMegabytePasteArrivesWholeAndEditsStayLinear() {
        let (screen, field, _, _) = Self.editableField()
        #expect(field.becomeFirstResponder())
        let big = String(repeating: "0123456789abcdef", count: 1 << 16)   // 1 MiB
        screen.screen.clipboard?.write(big)
        screen.tapKey(0x76, "v", modifiers: .control)
        screen.renderFrame()
        #expect(field.text?.count == 1 << 20)
        screen.type("!")
        #expect(field.text?.hasSuffix("ef!") == true)
        #expect(field.caretIsShownInsideTheField, "the caret scrolled to the end of the long line")
    }

    @Test func pastingAnEmptyClipboardChangesNothing() {
        let (screen, field, log, _) = Self.editableField(text: "keep")
        #expect(field.becomeFirstResponder())
        log.clear()
        screen.tapKey(0x76, "v", modifiers: .control)
        screen.renderFrame()
        #expect(field.text == "keep" && log.events.isEmpty)
    }

    @Test func aDoubleClickSelectsAWordAndADragSelectsARange() {
        let (screen, field, _, _) = Self.editableField(text: "alpha beta gamma")
        #expect(field.becomeFirstResponder())
        let layout = field.currentLayout(), origin = field.convert(CGPoint.zero, to: nil).x + 7
        func x(_ offset: Int) -> CGFloat { origin + layout.caretX(at: offset) }
        // Double-click inside "beta".
        screen.press(at: CGPoint(x: x(7) + 2, y: 117))
        screen.release()
        screen.advance(by: 0.1)
        screen.press(at: CGPoint(x: x(7) + 2, y: 117))
        screen.release()
        #expect(field.selectedTextRange.map { ($0.start.offset, $0.end.offset) } ?? (0, 0) == (6, 10))
        // Press at the start of "alpha" and drag into "gamma".
        screen.advance(by: 1)
        screen.press(at: CGPoint(x: x(0) + 1, y: 117))
        screen.drag(to: CGPoint(x: x(13) + 1, y: 117), duration: 0.2)
        screen.release()
        #expect(field.selectedTextRange.map { ($0.start.offset, $0.end.offset) } ?? (0, 0) == (0, 13))
    }

    @Test func theCaretBlinksOnTheFrameClockAndIsSolidAgainAfterTyping() {
        let (screen, field, _, _) = Self.editableField()
        field.tintColor = .systemRed
        #expect(field.becomeFirstResponder())
        screen.renderFrame()
        let caret = field.convert(CGPoint(x: field.caretView.frame.midX, y: field.caretView.frame.midY), to: nil)
        func red() -> Bool { screen.pixel(at: caret).map { $0.red > 200 && $0.green < 100 } ?? false }
        #expect(red(), "shown at first")
        screen.run(for: 0.6)
        #expect(!red(), "hidden for the second half of each second")
        screen.run(for: 0.5)
        #expect(red(), "shown again")
        screen.run(for: 0.5)
        #expect(!red(), "hidden again at 1.6 s")
        screen.type("i")
        let moved = field.convert(CGPoint(x: field.caretView.frame.midX, y: field.caretView.frame.midY), to: nil)
        #expect(screen.pixel(at: moved).map { $0.red > 200 && $0.green < 100 } == true, "typing shows it at once")
    }

    @Test func shouldBeginEditingCanRefuseAndResigningCanBeRefused() {
        let (screen, field, log, delegate) = Self.editableField()
        delegate.log = log
        delegate.refuseBegin = true
        #expect(!field.becomeFirstResponder() && !field.isEditing)
        delegate.refuseBegin = false
        #expect(field.becomeFirstResponder())
        delegate.refuseEnd = true
        #expect(!field.resignFirstResponder() && field.isEditing)
        delegate.refuseEnd = false
        #expect(field.resignFirstResponder() && !field.isEditing)
        _ = screen
    }

    @Test func secureTextIsDrawnAsBulletsAndCannotBeCopied() {
        let (screen, field, _, _) = Self.editableField(text: "secret")
        field.isSecureTextEntry = true
        #expect(field.becomeFirstResponder())
        screen.screen.clipboard?.write("before")
        screen.tapKey(0x61, "a", modifiers: .control)
        screen.tapKey(0x63, "c", modifiers: .control)
        var pasted: String??
        screen.screen.clipboard?.read { pasted = $0 }
        screen.renderFrame()
        #expect(pasted == .some("before"))
    }

    @Test func theClearButtonClearsAfterAskingTheDelegate() {
        let (screen, field, log, delegate) = Self.editableField(text: "clear me")
        delegate.log = log
        field.clearButtonMode = .whileEditing
        #expect(field.becomeFirstResponder())
        screen.renderFrame()
        log.clear()
        let button = field.convert(field.clearButtonRect(forBounds: field.bounds), to: nil)
        screen.press(at: CGPoint(x: button.midX, y: button.midY))
        screen.release()
        #expect(field.text == "")
        #expect(log.events == ["shouldClear", "shouldChange {0, 8} ", "editingChanged", "note change"])
    }

    // MARK: UITextView

    @Test func aTextViewTypesLinesMovesBetweenThemAndTellsItsDelegate() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 300))
        let window = screen.makeWindow()
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: 200))
        textView.font = .systemFont(ofSize: 17)
        let log = EventLog()
        let delegate = RecordingTextViewDelegate(log: log)
        textView.delegate = delegate
        window.addSubview(textView)
        screen.renderFrame()
        screen.press(at: CGPoint(x: 100, y: 100))
        screen.release()
        #expect(textView.isEditing)
        #expect(log.events.prefix(2) == ["shouldBegin", "didBegin"])
        screen.type("one")
        screen.press(.returnKey)
        screen.type("two")
        #expect(textView.text == "one\ntwo")
        #expect(textView.selectedRange == NSRange(location: 7, length: 0))
        screen.press(.up)
        #expect(textView.selectedRange == NSRange(location: 3, length: 0), "up keeps the x: the end of 'one'")
        screen.tapKey(0xff52, modifiers: .shift)
        screen.tapKey(0xff54, modifiers: .shift)
        screen.tapKey(0xff54, modifiers: .shift)
        #expect(textView.selectedRange == NSRange(location: 3, length: 4))
        #expect(log.events.contains("shouldChange {3, 0} \n") && log.events.contains("didChange"))
        // Long text wraps at the width and scrolls to keep the caret in view.
        textView.text = ""
        screen.type(String(repeating: "word ", count: 200))
        #expect(textView.contentSize.height > textView.bounds.height)
        #expect(textView.contentOffset.y > 0, "scrolled to the caret")
    }

    // MARK: Helpers

    static func editableField(text: String = "") -> (HeadlessScreen, UITextField, EventLog, RecordingTextFieldDelegate) {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 250, height: 34))
        field.borderStyle = .roundedRect
        field.text = text
        let log = EventLog()
        let delegate = RecordingTextFieldDelegate()
        field.delegate = delegate
        delegate.keepAlive = delegate
        for (event, name) in [(UIControl.Event.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                              (.editingDidEnd, "editingDidEnd")] {
            field.addAction(UIAction { _ in log.add(name) }, for: event)
        }
        let center = NotificationCenter.default
        for (name, label) in [(UITextField.textDidBeginEditingNotification, "note begin"),
                              (UITextField.textDidChangeNotification, "note change"),
                              (UITextField.textDidEndEditingNotification, "note end")] {
            let token = center.addObserver(forName: name, object: field, queue: nil) { _ in
                MainActor.assumeIsolated { log.add(label) }
            }
            delegate.observers.append(token)
        }
        let (screen, _) = ControlScene.show(field)
        delegate.log = log
        return (screen, field, log, delegate)
    }
}

@MainActor
final class RecordingTextFieldDelegate: NSObject, UITextFieldDelegate {
    var log: EventLog?
    var refuseChanges = false, refuseBegin = false, refuseEnd = false
    var observers: [NSObjectProtocol] = []
    var keepAlive: AnyObject?
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log?.add("shouldBegin"); return !refuseBegin }
    func textFieldDidBeginEditing(_ textField: UITextField) { log?.add("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log?.add("shouldEnd"); return !refuseEnd }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        log?.add("didEnd \(reason == .committed ? "committed" : "?")")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log?.add("shouldChange {\(range.location), \(range.length)} \(string)")
        return !refuseChanges
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { log?.add("shouldClear"); return true }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { log?.add("shouldReturn"); return true }
}

@MainActor
final class RecordingTextViewDelegate: NSObject, UITextViewDelegate {
    let log: EventLog
    init(log: EventLog) { self.log = log }
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.add("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: UITextView) { log.add("didBegin") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.add("shouldChange {\(range.location), \(range.length)} \(text)")
        return true
    }
    func textViewDidChange(_ textView: UITextView) { log.add("didChange") }
}

extension UITextField {
    /// Whether the caret shows and lies inside the field's text rectangle.
    var caretIsShownInsideTheField: Bool {
        !caretView.isHidden && editingRect(forBounds: bounds).insetBy(dx: -2, dy: 0).contains(caretView.frame.origin)
    }
}

extension HeadlessScreen {
    /// Presses and releases a key with modifiers and runs a frame.
    func tapKey(_ symbol: UInt32, _ characters: String = "", modifiers: KeyModifiers = []) {
        backend.post(.keyDown(keySymbol: symbol, characters: characters, timestamp: now, modifiers: modifiers))
        backend.post(.keyUp(keySymbol: symbol, characters: characters, timestamp: now, modifiers: modifiers))
        renderFrame()
    }
}
