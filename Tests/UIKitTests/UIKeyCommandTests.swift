import Testing
@testable import UIKit
@testable import UIKitTesting
import WindowSystem

/// Key commands: matched along the responder chain before `pressesBegan`, their actions sent to
/// the first responder that implements them, exact modifiers, special keys.
@MainActor
@Suite(.serialized) struct UIKeyCommandTests {
    private func setUp() -> (HeadlessScreen, ShortcutController) {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 300))
        let root = ShortcutController()
        let window = screen.makeWindow()
        window.rootViewController = root
        screen.renderFrame()
        return (screen, root)
    }

    @Test func aMatchingCommandRunsItsActionAndTakesThePress() {
        let (screen, root) = setUp()
        screen.key(0x73, "s", modifiers: .command)          // Super+S: ⌘S
        screen.key(0x73, "s", down: false, modifiers: .command)
        #expect(root.log == ["save"])
        #expect(root.presses.isEmpty, "a press a command takes does not reach pressesBegan/Ended")

        screen.key(0x73, "s")                                 // S alone: no command
        screen.key(0x73, "s", down: false)
        #expect(root.log == ["save"])
        #expect(root.presses == ["began s", "ended s"])
    }

    @Test func modifiersMustMatchExactly() {
        let (screen, root) = setUp()
        screen.key(0x73, "S", modifiers: [.command, .shift])   // ⇧⌘S is "save as", not "save"
        screen.key(0x73, "S", down: false, modifiers: [.command, .shift])
        screen.key(0x73, "s", modifiers: [.command, .control])  // ⌃⌘S is nothing
        screen.key(0x73, "s", down: false, modifiers: [.command, .control])
        screen.key(0x73, "s", modifiers: [.command, .capsLock]) // Caps Lock does not count
        screen.key(0x73, "s", down: false, modifiers: [.command, .capsLock])
        #expect(root.log == ["save as S", "save"])
        #expect(root.presses == ["began s", "ended s"], "only the unmatched ⌃⌘S reaches pressesBegan")
    }

    @Test func specialKeysMatchTheirInputStrings() {
        let (screen, root) = setUp()
        screen.press(.escape)
        #expect(root.log == ["close"])
        screen.press(.left, alternate: true)
        #expect(root.log == ["close", "back"])
        #expect(root.presses.isEmpty)
    }

    /// The command is declared by the controller, its action implemented by the first responder
    /// (a view inside it): UIKit sends the action to the first responder in the chain that
    /// implements it, starting from the first responder.
    @Test func theActionGoesToTheFirstResponderThatImplementsIt() {
        let (screen, root) = setUp()
        let editor = EditorView()
        root.view.addSubview(editor)
        #expect(editor.becomeFirstResponder())
        screen.key(0x63, "c", modifiers: .command)   // ⌘C: the controller's command, the editor's copy
        screen.key(0x63, "c", down: false, modifiers: .command)
        #expect(editor.copies == 1 && root.log.isEmpty)
        screen.key(0x73, "s", modifiers: .command)   // ⌘S: the controller's command and action
        screen.key(0x73, "s", down: false, modifiers: .command)
        #expect(root.log == ["save"])

        // Without the editor in the chain, nobody implements copy: the press goes on as a press.
        editor.removeFromSuperview()
        screen.key(0x63, "c", modifiers: .command)
        screen.key(0x63, "c", down: false, modifiers: .command)
        #expect(editor.copies == 1 && root.presses == ["began c", "ended c"])
    }

    @Test func theCommandsInitializersKeepWhatTheyAreGiven() {
        let plain = UIKeyCommand(input: "n", modifierFlags: [.command, .alternate], action: ShortcutController.save)
        #expect(plain.input == "n" && plain.modifierFlags == [.command, .alternate] && plain.title.isEmpty)
        #expect(plain.discoverabilityTitle == nil && plain.propertyList == nil && !plain.wantsPriorityOverSystemBehavior)
        let titled = UIKeyCommand(title: "Close", action: ShortcutController.close, input: UIKeyCommand.inputEscape,
                                  propertyList: "window", discoverabilityTitle: "Close the window")
        #expect(titled.title == "Close" && titled.input == "UIKeyInputEscape" && titled.modifierFlags.isEmpty)
        #expect(titled.propertyList as? String == "window" && titled.discoverabilityTitle == "Close the window")
    }
}

/// A controller with shortcuts; logs the actions and the presses that reach it.
@MainActor
private final class ShortcutController: UIViewController {
    private(set) var log: [String] = []
    private(set) var presses: [String] = []

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "s", modifierFlags: .command, action: Self.save),
         UIKeyCommand(title: "Save As…", action: Self.saveAs, input: "s", modifierFlags: [.command, .shift]),
         UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Self.close),
         UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: .alternate, action: Self.back),
         UIKeyCommand(input: "c", modifierFlags: .command, action: EditorView.copyText)]
    }

    func save() { log.append("save") }
    func saveAs(_ command: UIKeyCommand) { log.append("save as \(command.input?.uppercased() ?? "?")") }
    func close() { log.append("close") }
    func back() { log.append("back") }

    override func pressesBegan(_ p: Set<UIPress>, with event: UIPressesEvent?) {
        for press in p { presses.append("began \(press.key?.charactersIgnoringModifiers ?? "?")") }
    }
    override func pressesEnded(_ p: Set<UIPress>, with event: UIPressesEvent?) {
        for press in p { presses.append("ended \(press.key?.charactersIgnoringModifiers ?? "?")") }
    }
}

/// A first responder that implements copy.
@MainActor
private final class EditorView: UIView {
    private(set) var copies = 0
    override var canBecomeFirstResponder: Bool { true }
    func copyText() { copies += 1 }
}

extension HeadlessScreen {
    /// Presses (or releases) a key with an X keysym and runs a frame.
    fileprivate func key(_ symbol: UInt32, _ characters: String, down: Bool = true, modifiers: KeyModifiers = []) {
        backend.post(down ? .keyDown(keySymbol: symbol, characters: characters, timestamp: now, modifiers: modifiers)
                          : .keyUp(keySymbol: symbol, characters: characters, timestamp: now, modifiers: modifiers))
        renderFrame()
    }
}
