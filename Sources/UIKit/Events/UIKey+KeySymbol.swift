import Foundation
import WindowSystem

/// How the window system's keys become `UIKey`s.
///
/// The mapping from X keysyms (the symbol a key types, after Shift) to HID usages:
///
/// | keysyms | `keyCode` | `charactersIgnoringModifiers` |
/// |---|---|---|
/// | `a`…`z`, `A`…`Z` | `.keyboardA`…`.keyboardZ` | the lowercase letter |
/// | `0`…`9` and, on a US layout, `)!@#$%^&*(` | `.keyboard0`…`.keyboard9` | the digit |
/// | space and US punctuation (`-_ =+ [{ ]} \| ;: '" `~ ,< .> /?`) | `.keyboardSpacebar`, `.keyboardHyphen`, … `.keyboardSlash` | the unshifted symbol |
/// | Return, Tab (and Shift-Tab), BackSpace | `.keyboardReturnOrEnter`, `.keyboardTab`, `.keyboardDeleteOrBackspace` | `"\r"`, `"\t"`, `"\u{8}"` |
/// | Escape, Delete | `.keyboardEscape`, `.keyboardDeleteForward` | `UIKeyCommand.inputEscape`, `.inputDelete` |
/// | arrows, Home, End, Prior, Next | `.keyboardLeftArrow`…, `.keyboardHome`, `.keyboardEnd`, `.keyboardPageUp`, `.keyboardPageDown` | `UIKeyCommand.inputLeftArrow`, … |
/// | F1…F24 | `.keyboardF1`…`.keyboardF24` | `UIKeyCommand.f1`…`.f12` (F13 and up: empty) |
/// | keypad keys (`KP_…`) | `.keypad0`…, `.keypadEnter`, … (with `.numericPad`) | the digit or symbol |
/// | Shift, Control, Alt, Super, AltGr | `.keyboardLeftShift`…`.keyboardRightGUI` | empty |
/// | anything else (Unicode keysyms, media keys) | `.keyboardErrorUndefined` | what the key types |
///
/// `characters` is what the window system says the key types with the modifiers held, except
/// for the special keys, which type their input strings as on iOS. The window system reports no
/// Caps Lock state, so `.alphaShift` is never set.
extension UIKey {
    /// Makes the key of a window-system key event.
    convenience init(keySymbol: UInt32, characters typed: String, modifiers: KeyModifiers) {
        let info = KeySymbolTable.info(for: keySymbol)
        var flags: UIKeyModifierFlags = []
        if modifiers.contains(.shift) { flags.insert(.shift) }
        if modifiers.contains(.capsLock) { flags.insert(.alphaShift) }
        if modifiers.contains(.control) { flags.insert(.control) }
        if modifiers.contains(.alternate) { flags.insert(.alternate) }
        if modifiers.contains(.command) { flags.insert(.command) }
        if info.isKeypad { flags.insert(.numericPad) }
        let unmodified = info.unmodified ?? typed
        self.init(characters: info.special ?? typed, charactersIgnoringModifiers: info.special ?? unmodified,
                  modifierFlags: flags, keyCode: info.usage)
    }
}

/// The X keysym table behind `UIKey(keySymbol:characters:modifiers:)`.
enum KeySymbolTable {
    struct Info {
        var usage: UIKeyboardHIDUsage
        /// The unmodified text (nil: the typed text).
        var unmodified: String?
        /// The input string of a special key (it is both `characters` and `charactersIgnoringModifiers`).
        var special: String?
        var isKeypad = false
    }

    static func info(for keySymbol: UInt32) -> Info {
        switch keySymbol {
        case 0x61...0x7a:   // a…z
            return Info(usage: usage(4 + Int(keySymbol - 0x61)), unmodified: text(keySymbol))
        case 0x41...0x5a:   // A…Z
            return Info(usage: usage(4 + Int(keySymbol - 0x41)), unmodified: text(keySymbol + 0x20))
        case 0x31...0x39:   // 1…9
            return Info(usage: usage(30 + Int(keySymbol - 0x31)), unmodified: text(keySymbol))
        case 0x30:
            return Info(usage: .keyboard0, unmodified: "0")
        case 0x20...0x7e:
            if let (usage, unshifted) = printable[keySymbol] { return Info(usage: usage, unmodified: unshifted) }
        case 0xffbe...0xffd5:   // F1…F24
            let n = Int(keySymbol - 0xffbe)
            return Info(usage: usage(n < 12 ? 58 + n : 104 + n - 12), unmodified: "",
                        special: n < 12 ? "UIKeyInputF\(n + 1)" : nil)
        case 0xff80...0xffbd:   // the numeric keypad
            if var info = keypad[keySymbol] { info.isKeypad = true; return info }
        default:
            if let info = named[keySymbol] { return info }
        }
        return Info(usage: .keyboardErrorUndefined)
    }

    private static func usage(_ raw: Int) -> UIKeyboardHIDUsage { UIKeyboardHIDUsage(rawValue: raw) ?? .keyboardErrorUndefined }
    private static func text(_ keySymbol: UInt32) -> String { Unicode.Scalar(keySymbol).map { String(Character($0)) } ?? "" }

    /// Printable ASCII other than letters and digits: the key that types it on a US layout, and
    /// that key's unshifted symbol.
    private static let printable: [UInt32: (UIKeyboardHIDUsage, String)] = {
        let keys: [(UIKeyboardHIDUsage, String, String)] = [
            (.keyboardSpacebar, " ", " "), (.keyboardHyphen, "-", "_"), (.keyboardEqualSign, "=", "+"),
            (.keyboardOpenBracket, "[", "{"), (.keyboardCloseBracket, "]", "}"), (.keyboardBackslash, "\\", "|"),
            (.keyboardSemicolon, ";", ":"), (.keyboardQuote, "'", "\""), (.keyboardGraveAccentAndTilde, "`", "~"),
            (.keyboardComma, ",", "<"), (.keyboardPeriod, ".", ">"), (.keyboardSlash, "/", "?"),
            (.keyboard1, "1", "!"), (.keyboard2, "2", "@"), (.keyboard3, "3", "#"), (.keyboard4, "4", "$"),
            (.keyboard5, "5", "%"), (.keyboard6, "6", "^"), (.keyboard7, "7", "&"), (.keyboard8, "8", "*"),
            (.keyboard9, "9", "("), (.keyboard0, "0", ")"),
        ]
        var table: [UInt32: (UIKeyboardHIDUsage, String)] = [:]
        for (usage, plain, shifted) in keys {
            for symbol in [plain, shifted] { table[symbol.unicodeScalars.first!.value] = (usage, plain) }
        }
        return table
    }()

    /// Keypad keysyms, with Num Lock on (digits) and off (navigation).
    private static let keypad: [UInt32: Info] = [
        0xff8d: Info(usage: .keypadEnter, unmodified: "\r"),
        0xffaa: Info(usage: .keypadAsterisk, unmodified: "*"), 0xffab: Info(usage: .keypadPlus, unmodified: "+"),
        0xffad: Info(usage: .keypadHyphen, unmodified: "-"), 0xffae: Info(usage: .keypadPeriod, unmodified: "."),
        0xffaf: Info(usage: .keypadSlash, unmodified: "/"), 0xffbd: Info(usage: .keypadEqualSign, unmodified: "="),
        0xffb0: Info(usage: .keypad0, unmodified: "0"), 0xffb1: Info(usage: .keypad1, unmodified: "1"),
        0xffb2: Info(usage: .keypad2, unmodified: "2"), 0xffb3: Info(usage: .keypad3, unmodified: "3"),
        0xffb4: Info(usage: .keypad4, unmodified: "4"), 0xffb5: Info(usage: .keypad5, unmodified: "5"),
        0xffb6: Info(usage: .keypad6, unmodified: "6"), 0xffb7: Info(usage: .keypad7, unmodified: "7"),
        0xffb8: Info(usage: .keypad8, unmodified: "8"), 0xffb9: Info(usage: .keypad9, unmodified: "9"),
        0xff95: Info(usage: .keypad7, special: "UIKeyInputHome"), 0xff96: Info(usage: .keypad4, special: "UIKeyInputLeftArrow"),
        0xff97: Info(usage: .keypad8, special: "UIKeyInputUpArrow"), 0xff98: Info(usage: .keypad6, special: "UIKeyInputRightArrow"),
        0xff99: Info(usage: .keypad2, special: "UIKeyInputDownArrow"), 0xff9a: Info(usage: .keypad9, special: "UIKeyInputPageUp"),
        0xff9b: Info(usage: .keypad3, special: "UIKeyInputPageDown"), 0xff9c: Info(usage: .keypad1, special: "UIKeyInputEnd"),
        0xff9d: Info(usage: .keypad5, unmodified: ""), 0xff9e: Info(usage: .keypad0, unmodified: ""),
        0xff9f: Info(usage: .keypadPeriod, special: "UIKeyInputDelete"),
    ]

    /// Function, editing, navigation and modifier keysyms.
    private static let named: [UInt32: Info] = [
        0xff0d: Info(usage: .keyboardReturnOrEnter, unmodified: "\r"),
        0xff09: Info(usage: .keyboardTab, unmodified: "\t"), 0xfe20: Info(usage: .keyboardTab, unmodified: "\t"),
        0xff08: Info(usage: .keyboardDeleteOrBackspace, unmodified: "\u{8}"),
        0xff1b: Info(usage: .keyboardEscape, special: "UIKeyInputEscape"),
        0xffff: Info(usage: .keyboardDeleteForward, special: "UIKeyInputDelete"),
        0xff51: Info(usage: .keyboardLeftArrow, special: "UIKeyInputLeftArrow"),
        0xff52: Info(usage: .keyboardUpArrow, special: "UIKeyInputUpArrow"),
        0xff53: Info(usage: .keyboardRightArrow, special: "UIKeyInputRightArrow"),
        0xff54: Info(usage: .keyboardDownArrow, special: "UIKeyInputDownArrow"),
        0xff50: Info(usage: .keyboardHome, special: "UIKeyInputHome"), 0xff57: Info(usage: .keyboardEnd, special: "UIKeyInputEnd"),
        0xff55: Info(usage: .keyboardPageUp, special: "UIKeyInputPageUp"),
        0xff56: Info(usage: .keyboardPageDown, special: "UIKeyInputPageDown"),
        0xff63: Info(usage: .keyboardInsert, unmodified: ""), 0xff61: Info(usage: .keyboardPrintScreen, unmodified: ""),
        0xff14: Info(usage: .keyboardScrollLock, unmodified: ""), 0xff13: Info(usage: .keyboardPause, unmodified: ""),
        0xff67: Info(usage: .keyboardApplication, unmodified: ""), 0xff6a: Info(usage: .keyboardHelp, unmodified: ""),
        0xffe5: Info(usage: .keyboardCapsLock, unmodified: ""), 0xff7f: Info(usage: .keypadNumLock, unmodified: ""),
        0xffe1: Info(usage: .keyboardLeftShift, unmodified: ""), 0xffe2: Info(usage: .keyboardRightShift, unmodified: ""),
        0xffe3: Info(usage: .keyboardLeftControl, unmodified: ""), 0xffe4: Info(usage: .keyboardRightControl, unmodified: ""),
        0xffe7: Info(usage: .keyboardLeftGUI, unmodified: ""), 0xffe8: Info(usage: .keyboardRightGUI, unmodified: ""),
        0xffe9: Info(usage: .keyboardLeftAlt, unmodified: ""), 0xffea: Info(usage: .keyboardRightAlt, unmodified: ""),
        0xffeb: Info(usage: .keyboardLeftGUI, unmodified: ""), 0xffec: Info(usage: .keyboardRightGUI, unmodified: ""),
        0xfe03: Info(usage: .keyboardRightAlt, unmodified: ""),
    ]
}
