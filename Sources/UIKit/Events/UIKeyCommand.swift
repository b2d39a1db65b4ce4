import Foundation

/// A keyboard shortcut. Here it holds UIKit's input strings for the special keys, which
/// `UIKey.characters` and `UIKey.charactersIgnoringModifiers` report for those keys:
///
///     if press.key?.charactersIgnoringModifiers == UIKeyCommand.inputEscape { close() }
///
/// Matching key commands against presses (`UIResponder.keyCommands`) is not done yet: handle
/// keys in `pressesBegan(_:with:)`.
@MainActor
open class UIKeyCommand {
    private init() {}

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
