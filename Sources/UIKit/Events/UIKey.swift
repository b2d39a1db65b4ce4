import Foundation

/// An object that provides information about the state of a keyboard key.
///
/// A press from the keyboard carries one in `UIPress.key`:
///
///     override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
///         guard let key = presses.first?.key else { return super.pressesBegan(presses, with: event) }
///         if key.keyCode == .keyboardLeftArrow && key.modifierFlags.contains(.alternate) { goBack() }
///         else { super.pressesBegan(presses, with: event) }
///     }
///
/// On the desktop the key comes from an X keysym; `keyCode` is the USB HID usage of the key that
/// types it on a US layout (see `UIKeyboardHIDUsage`). Special keys type UIKit's input strings
/// (`UIKeyCommand.inputEscape`, `UIKeyCommand.inputUpArrow`, `UIKeyCommand.f1`, …), as on iOS.
@preconcurrency @MainActor
open class UIKey: NSObject {
    /// The text the key types with the modifiers held (capital letters with Shift, for example).
    open var characters: String { storedCharacters }
    /// The text the key types without modifiers: lowercase for letters, the unshifted symbol for
    /// punctuation (`/` for `?` on a US layout), empty for a modifier key alone.
    open var charactersIgnoringModifiers: String { storedCharactersIgnoringModifiers }
    /// The modifier keys held while the key was pressed.
    open var modifierFlags: UIKeyModifierFlags { storedModifierFlags }
    /// The HID usage code of the key.
    open var keyCode: UIKeyboardHIDUsage { storedKeyCode }

    private let storedCharacters: String
    private let storedCharactersIgnoringModifiers: String
    private let storedModifierFlags: UIKeyModifierFlags
    private let storedKeyCode: UIKeyboardHIDUsage

    init(characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags,
         keyCode: UIKeyboardHIDUsage) {
        storedCharacters = characters
        storedCharactersIgnoringModifiers = charactersIgnoringModifiers
        storedModifierFlags = modifierFlags
        storedKeyCode = keyCode
    }
}

/// Constants that indicate which modifier keys are pressed.
///
/// On the desktop: Shift, Control, Alt (X's Mod1) as `.alternate`, the Super (Windows) key
/// (X's Mod4) as `.command`, and `.numericPad` for keys of the numeric keypad.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Creates flags from their raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift is held.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control is held.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option (Alt) is held.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command (Super) is held.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
