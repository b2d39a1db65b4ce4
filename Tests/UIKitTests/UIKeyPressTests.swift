import Testing
@testable import UIKit
@testable import UIKitTesting
@testable import WindowSystem
import TestSupport

/// Key presses: the first responder, the fallback to the visible controller, the responder
/// chain, modifiers and the keysym → HID usage mapping.
@MainActor
@Suite(.serialized) struct UIKeyPressTests {
    @Test func aKeyGoesToTheFirstResponderAndEndsThere() {
        let (screen, root, _) = setUp()
        let field = KeyRecordingView(name: "field", log: root.log)
        root.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder && !root.isFirstResponder)

        screen.key(0x61, "a", time: 1001)
        screen.key(0x61, "a", down: false, time: 1001.1)
        #expect(root.log.events == ["field began a", "field ended a"])
        #expect(field.presses.count == 2 && field.presses[0] === field.presses[1], "one press object from down to up")
        let press = field.presses[1]
        #expect(press.phase == .ended && press.timestamp == 1001.1 && press.force == 0)
        #expect(press.responder === field && press.window === field.window && press.type == .select)
    }

    @Test func withoutAFirstResponderTheDeepestVisibleControllerGetsTheKey() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 300))
        let log = EventLog()
        let a = KeyRecordingController(name: "A", log: log), b = KeyRecordingController(name: "B", log: log)
        let nav = UINavigationController(rootViewController: a)
        let window = screen.makeWindow()
        window.rootViewController = nav
        screen.renderFrame()
        nav.pushViewController(b, animated: false)
        screen.renderFrame()
        screen.key(0xff1b, "\u{1b}")
        #expect(log.events == ["B began UIKeyInputEscape"], "the navigation controller's top controller")

        let sheet = KeyRecordingController(name: "Sheet", log: log)
        nav.present(sheet, animated: false)
        screen.renderFrame()
        screen.key(0x62, "b")
        #expect(log.events.last == "Sheet began b", "a presented controller is deeper than the presenter")
    }

    @Test func unhandledPressesGoUpTheResponderChain() {
        let (screen, root, _) = setUp()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let field = ForwardingView()
        container.addSubview(field)
        root.view.addSubview(container)
        #expect(field.becomeFirstResponder())
        screen.key(0x71, "q")
        screen.key(0x71, "q", down: false)
        #expect(root.log.events == ["root began q", "root ended q"], "view → superview → controller")
        #expect(root.presses.first?.responder === field, "the press remembers where it was delivered")
    }

    @Test func firstResponderRules() {
        let (screen, root, window) = setUp()
        let plain = UIView()
        root.view.addSubview(plain)
        #expect(!plain.becomeFirstResponder(), "UIView cannot become first responder by default")
        let detached = KeyRecordingView(name: "detached", log: root.log)
        #expect(!detached.becomeFirstResponder(), "a view outside a window cannot")
        #expect(!UIApplication.shared.becomeFirstResponder())

        let first = KeyRecordingView(name: "first", log: root.log), second = KeyRecordingView(name: "second", log: root.log)
        root.view.addSubview(first)
        root.view.addSubview(second)
        #expect(first.becomeFirstResponder())
        first.refusesToResign = true
        #expect(!second.becomeFirstResponder(), "the current first responder may refuse to resign")
        first.refusesToResign = false
        #expect(second.becomeFirstResponder() && !first.isFirstResponder && second.isFirstResponder)
        #expect(second.resignFirstResponder() && !second.isFirstResponder)

        #expect(first.becomeFirstResponder())
        let resigned = first.resignations.count
        first.removeFromSuperview()
        #expect(!first.isFirstResponder, "a view that left the window is no longer first responder")
        #expect(Array(first.resignations.dropFirst(resigned)) == [true], "it was asked to resign once, while still in the window")
        screen.key(0x78, "x")
        #expect(root.log.events.last == "root began x")
        root.view.addSubview(first)
        #expect(!first.isFirstResponder, "coming back does not make it first responder again")
        #expect(window.rootViewController === root)
    }

    @Test func modifiersAndCharacters() {
        let (screen, root, _) = setUp()
        // Each key is released before the next: a second press of a held key is its auto-repeat.
        for (symbol, text, modifiers) in [(UInt32(0x41), "A", KeyModifiers.shift), (0x3f, "?", .shift),
                                          (0x61, "\u{1}", .control), (0xff51, "", [.alternate, .command]), (0xffb5, "5", [])] {
            screen.key(symbol, text, modifiers: modifiers)
            screen.key(symbol, text, down: false, modifiers: modifiers)
        }
        let keys = root.began.compactMap(\.key)
        #expect(keys.count == 5)
        #expect(keys[0].characters == "A" && keys[0].charactersIgnoringModifiers == "a" && keys[0].modifierFlags == .shift)
        #expect(keys[1].characters == "?" && keys[1].charactersIgnoringModifiers == "/" && keys[1].keyCode == .keyboardSlash)
        #expect(keys[2].characters == "\u{1}" && keys[2].charactersIgnoringModifiers == "a" && keys[2].modifierFlags == .control)
        #expect(keys[3].modifierFlags == [.alternate, .command] && keys[3].keyCode == .keyboardLeftArrow)
        #expect(keys[3].characters == UIKeyCommand.inputLeftArrow && root.began[3].type == .leftArrow)
        #expect(keys[4].modifierFlags == .numericPad && keys[4].keyCode == .keypad5 && keys[4].characters == "5")
    }

    @Test(arguments: [
        (UInt32(0x61), UIKeyboardHIDUsage.keyboardA, "a"), (0x5a, .keyboardZ, "z"), (0x31, .keyboard1, "1"),
        (0x30, .keyboard0, "0"), (0x21, .keyboard1, "1"), (0x29, .keyboard0, "0"), (0x20, .keyboardSpacebar, " "),
        (0x2f, .keyboardSlash, "/"), (0x3f, .keyboardSlash, "/"), (0x7e, .keyboardGraveAccentAndTilde, "`"),
        (0xff1b, .keyboardEscape, UIKeyCommand.inputEscape), (0xff0d, .keyboardReturnOrEnter, "\r"),
        (0xff09, .keyboardTab, "\t"), (0xfe20, .keyboardTab, "\t"), (0xff08, .keyboardDeleteOrBackspace, "\u{8}"),
        (0xffff, .keyboardDeleteForward, UIKeyCommand.inputDelete), (0xff51, .keyboardLeftArrow, UIKeyCommand.inputLeftArrow),
        (0xff52, .keyboardUpArrow, UIKeyCommand.inputUpArrow), (0xff53, .keyboardRightArrow, UIKeyCommand.inputRightArrow),
        (0xff54, .keyboardDownArrow, UIKeyCommand.inputDownArrow), (0xff55, .keyboardPageUp, UIKeyCommand.inputPageUp),
        (0xffbe, .keyboardF1, UIKeyCommand.f1), (0xffc9, .keyboardF12, UIKeyCommand.f12), (0xffca, .keyboardF13, ""),
        (0xff8d, .keypadEnter, "\r"), (0xffe1, .keyboardLeftShift, ""), (0xffeb, .keyboardLeftGUI, ""),
        (0x10000e9, .keyboardErrorUndefined, "é"),
    ])
    func keySymbolsMapToHIDUsages(symbol: UInt32, usage: UIKeyboardHIDUsage, unmodified: String) {
        let typed = symbol == 0x10000e9 ? "é" : ""
        let key = UIKey(keySymbol: symbol, characters: typed, modifiers: [])
        #expect(key.keyCode == usage)
        #expect(key.charactersIgnoringModifiers == unmodified)
    }

    @Test func losingFocusCancelsTheKeysThatAreDown() {
        let (screen, root, _) = setUp()
        screen.key(0x61, "a")
        screen.key(0x62, "b")
        #expect(root.lastEvent?.allPresses.count == 2, "the event holds every key that is down")
        screen.post(.focusOut)
        #expect(root.log.events == ["root began a", "root began b", "root cancelled a", "root cancelled b"])
        screen.key(0x61, "a", down: false)
        #expect(root.log.events.count == 4, "a release without a press is ignored")
    }

    @Test func aKeyReleasedWithOtherModifiersEndsTheSamePress() {
        let (screen, root, _) = setUp()
        screen.key(0x61, "a")
        screen.key(0x41, "A", down: false, modifiers: [.shift])
        #expect(root.log.events == ["root began a", "root ended a"], "the press keeps the key it began with")
        #expect(root.presses[0] === root.presses[1] && root.presses[1].timestamp == screen.now)
    }

    @Test func escapeCancelsADragAndIsStillDeliveredAsAPress() {
        let (screen, root, _) = setUp()
        let touched = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.view.addSubview(touched)
        screen.press(at: CGPoint(x: 50, y: 50))
        screen.pressEscape()
        #expect(touched.cancelled)
        #expect(root.log.events == ["root began UIKeyInputEscape", "root ended UIKeyInputEscape"])
    }

    // MARK: Support

    private func setUp() -> (HeadlessScreen, KeyRecordingController, UIWindow) {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 300))
        let root = KeyRecordingController(name: "root", log: EventLog())
        let window = screen.makeWindow()
        window.rootViewController = root
        screen.renderFrame()
        return (screen, root, window)
    }
}

extension HeadlessScreen {
    /// Presses (or releases) a key with an X keysym and runs a frame.
    fileprivate func key(_ symbol: UInt32, _ characters: String, down: Bool = true, modifiers: KeyModifiers = [],
                         time: TimeInterval? = nil) {
        let t = time ?? now
        post(down ? .keyDown(keySymbol: symbol, characters: characters, timestamp: t, modifiers: modifiers)
                  : .keyUp(keySymbol: symbol, characters: characters, timestamp: t, modifiers: modifiers))
    }

    /// Delivers a window-system event and runs a frame.
    fileprivate func post(_ event: WindowSystemEvent) {
        backend.post(event)
        renderFrame()
    }
}

/// Logs the presses it gets (`name phase characters`).
@MainActor
private final class KeyRecordingController: UIViewController {
    let name: String
    let log: EventLog
    private(set) var presses: [UIPress] = []
    /// The presses of `pressesBegan` only.
    private(set) var began: [UIPress] = []
    private(set) var lastEvent: UIPressesEvent?

    init(name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func record(_ phase: String, _ p: Set<UIPress>, _ event: UIPressesEvent?) {
        for press in p {
            presses.append(press)
            log.add("\(name) \(phase) \(press.key?.characters ?? "?")")
        }
        lastEvent = event
    }

    override func pressesBegan(_ p: Set<UIPress>, with event: UIPressesEvent?) {
        began.append(contentsOf: p)
        record("began", p, event)
    }
    override func pressesEnded(_ p: Set<UIPress>, with event: UIPressesEvent?) { record("ended", p, event) }
    override func pressesCancelled(_ p: Set<UIPress>, with event: UIPressesEvent?) { record("cancelled", p, event) }
}

/// A view that can become first responder and logs its presses.
@MainActor
private final class KeyRecordingView: UIView {
    let name: String
    let log: EventLog
    var refusesToResign = false
    private(set) var presses: [UIPress] = []

    init(name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesToResign }

    /// For each resignFirstResponder() call: whether the view was still in a window.
    private(set) var resignations: [Bool] = []
    override func resignFirstResponder() -> Bool {
        resignations.append(window != nil)
        return super.resignFirstResponder()
    }

    override func pressesBegan(_ p: Set<UIPress>, with event: UIPressesEvent?) {
        for press in p { presses.append(press); log.add("\(name) began \(press.key?.characters ?? "?")") }
    }
    override func pressesEnded(_ p: Set<UIPress>, with event: UIPressesEvent?) {
        for press in p { presses.append(press); log.add("\(name) ended \(press.key?.characters ?? "?")") }
    }
}

/// A first responder that handles no key itself.
@MainActor
private final class ForwardingView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

/// Remembers whether its touch was cancelled.
@MainActor
private final class TouchRecordingView: UIView {
    private(set) var cancelled = false
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { cancelled = true }
}
