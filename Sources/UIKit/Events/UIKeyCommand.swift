import Foundation

/// A keyboard shortcut: a key with its modifiers, and the action it sends up the responder chain.
///
/// A responder offers its shortcuts in `keyCommands`; when a key goes down, UIKit looks along the
/// responder chain from the first responder for a command that matches it, then sends the
/// command's action to the first responder in the chain that implements it. A press a command
/// handles does not reach `pressesBegan(_:with:)`.
///
///     override var keyCommands: [UIKeyCommand]? {
///         [UIKeyCommand(input: "s", modifierFlags: .command, action: Self.save),
///          UIKeyCommand(title: "Close", action: Self.close, input: UIKeyCommand.inputEscape)]
///     }
///
/// As for gesture recognizers, a method reference stands for `#selector`: the action is a
/// method of the class that implements it, taking nothing or the command. On the desktop
/// `.command` is the Super (Windows) key. Menus are not shown, so `title`, `image` and
/// `discoverabilityTitle` are kept but not displayed, and UIKit's `alternates`, `attributes` and
/// `state` (menu-element parameters) are not offered. A key held down sends its command once
/// (no auto-repeat).
///
/// The input strings of the special keys are the ones `UIKey.charactersIgnoringModifiers`
/// reports for those keys:
///
///     if press.key?.charactersIgnoringModifiers == UIKeyCommand.inputEscape { close() }
@preconcurrency @MainActor
open class UIKeyCommand: NSObject {
    /// The title (for menus, which are not shown here).
    open var title: String
    /// The image (for menus, which are not shown here).
    open var image: UIImage?
    /// A longer title (for UIKit's shortcut overlay, which is not shown here).
    open var discoverabilityTitle: String?
    /// The key, as the characters it types without modifiers or a special-key input string.
    public let input: String?
    /// The modifier keys that must be held (exactly: Caps Lock and the keypad do not count).
    public let modifierFlags: UIKeyModifierFlags
    /// A value to tell commands that share an action apart.
    public let propertyList: Any?
    /// Whether the command comes before the system's own handling of the key (kept; the
    /// desktop has no system handling of keys to come before).
    open var wantsPriorityOverSystemBehavior = false

    /// The action bound to `responder` when the responder implements it, else nil.
    let action: (AnyObject) -> ((UIKeyCommand) -> Void)?

    private init(title: String, image: UIImage?, input: String, modifierFlags: UIKeyModifierFlags,
                 propertyList: Any?, discoverabilityTitle: String?, action: @escaping (AnyObject) -> ((UIKeyCommand) -> Void)?) {
        self.title = title
        self.image = image
        self.input = input
        self.modifierFlags = modifierFlags
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.action = action
    }

    /// A command for `input` with `modifierFlags` that calls `action` (UIKit's
    /// `init(input:modifierFlags:action:)`, with a method reference for the selector).
    public convenience init<Target: AnyObject>(input: String, modifierFlags: UIKeyModifierFlags,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(title: "", image: nil, input: input, modifierFlags: modifierFlags, propertyList: nil,
                  discoverabilityTitle: nil, action: Self.bind(action))
    }

    /// A command whose action takes the command.
    public convenience init<Target: AnyObject>(input: String, modifierFlags: UIKeyModifierFlags,
                                               action: @escaping (Target) -> (UIKeyCommand) -> Void) {
        self.init(title: "", image: nil, input: input, modifierFlags: modifierFlags, propertyList: nil,
                  discoverabilityTitle: nil, action: Self.bind(action))
    }

    /// A command with a title (UIKit's menu-element initializer, without `alternates`,
    /// `attributes` and `state`).
    public convenience init<Target: AnyObject>(title: String = "", image: UIImage? = nil, action: @escaping (Target) -> () -> Void,
                                               input: String, modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
                                               discoverabilityTitle: String? = nil) {
        self.init(title: title, image: image, input: input, modifierFlags: modifierFlags, propertyList: propertyList,
                  discoverabilityTitle: discoverabilityTitle, action: Self.bind(action))
    }

    /// A command with a title whose action takes the command.
    public convenience init<Target: AnyObject>(title: String = "", image: UIImage? = nil,
                                               action: @escaping (Target) -> (UIKeyCommand) -> Void,
                                               input: String, modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
                                               discoverabilityTitle: String? = nil) {
        self.init(title: title, image: image, input: input, modifierFlags: modifierFlags, propertyList: propertyList,
                  discoverabilityTitle: discoverabilityTitle, action: Self.bind(action))
    }

    private static func bind<Target: AnyObject>(_ action: @escaping (Target) -> () -> Void) -> (AnyObject) -> ((UIKeyCommand) -> Void)? {
        { object in (object as? Target).map { target in { _ in action(target)() } } }
    }

    private static func bind<Target: AnyObject>(_ action: @escaping (Target) -> (UIKeyCommand) -> Void) -> (AnyObject) -> ((UIKeyCommand) -> Void)? {
        { object in (object as? Target).map { target in { command in action(target)(command) } } }
    }

    /// Whether a key that went down is this command's: the same key (letters in either case)
    /// with exactly the same Shift, Control, Alt and Command.
    func matches(_ key: UIKey) -> Bool {
        guard let input, !input.isEmpty else { return false }
        let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        guard key.modifierFlags.intersection(relevant) == modifierFlags.intersection(relevant) else { return false }
        return input == key.charactersIgnoringModifiers || input.lowercased() == key.charactersIgnoringModifiers.lowercased()
    }

    /// The command of the responder chain from `first` that matches `key`, with its action bound
    /// to the first responder of the chain that implements it; nil when none does.
    static func handler(for key: UIKey, from first: UIResponder) -> (command: UIKeyCommand, perform: (UIKeyCommand) -> Void)? {
        var chain: [UIResponder] = []
        var next: UIResponder? = first
        while let responder = next, chain.count < 256, !chain.contains(where: { $0 === responder }) {
            chain.append(responder)
            next = responder.next
        }
        for holder in chain {
            for command in holder.keyCommands ?? [] where command.matches(key) {
                for candidate in chain {
                    if let perform = command.action(candidate) { return (command, perform) }
                }
            }
        }
        return nil
    }

    /// Escape.
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    /// Delete (forward delete; Backspace types `"\u{8}"`).
    nonisolated public static let inputDelete = "UIKeyInputDelete"
    /// Up arrow.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// Down arrow.
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    /// Left arrow.
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// Right arrow.
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// Home.
    nonisolated public static let inputHome = "UIKeyInputHome"
    /// End.
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    /// Page Up.
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    /// Page Down.
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    /// F1.
    nonisolated public static let f1 = "UIKeyInputF1"
    /// F2.
    nonisolated public static let f2 = "UIKeyInputF2"
    /// F3.
    nonisolated public static let f3 = "UIKeyInputF3"
    /// F4.
    nonisolated public static let f4 = "UIKeyInputF4"
    /// F5.
    nonisolated public static let f5 = "UIKeyInputF5"
    /// F6.
    nonisolated public static let f6 = "UIKeyInputF6"
    /// F7.
    nonisolated public static let f7 = "UIKeyInputF7"
    /// F8.
    nonisolated public static let f8 = "UIKeyInputF8"
    /// F9.
    nonisolated public static let f9 = "UIKeyInputF9"
    /// F10.
    nonisolated public static let f10 = "UIKeyInputF10"
    /// F11.
    nonisolated public static let f11 = "UIKeyInputF11"
    /// F12.
    nonisolated public static let f12 = "UIKeyInputF12"
}
