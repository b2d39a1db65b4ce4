import Foundation

/// The editing model behind `UITextField` and `UITextView`: the characters, the selection and
/// what each editing key does to them. The views ask their delegates, draw, and send events.
///
/// Offsets count `Character`s (what the caret steps over); `NSRange`s given to delegates count
/// UTF-16 code units, as UIKit's do, and are converted at the edge.
@MainActor
final class TextEditor {
    private(set) var characters: [Character] = []
    /// The selected characters; empty is a caret.
    private(set) var selection: Range<Int> = 0..<0
    /// The end of the selection that stays put while Shift extends it.
    private var anchor = 0
    /// Counts the changes of the text (a layout remembers the one it shows).
    private(set) var revision = 0
    /// The last change, when it replaced part of the text (nil after a whole new text).
    private(set) var lastChange: Change?

    /// One edit: the characters `range` (of the text before) replaced by `inserted` characters.
    struct Change: Equatable {
        var range: Range<Int>
        var inserted: Int
    }

    var text: String { String(characters) }
    var count: Int { characters.count }

    /// Replaces the whole text; the caret goes to the end (as setting `text` does in UIKit).
    func setText(_ string: String) {
        characters = Array(string)
        revision += 1
        lastChange = nil
        select(characters.count..<characters.count)
    }

    /// Replaces `range` with `string` and puts the caret after it.
    func replace(_ range: Range<Int>, with string: String) {
        let inserted = Array(string)
        characters.replaceSubrange(range, with: inserted)
        revision += 1
        lastChange = Change(range: range, inserted: inserted.count)
        let caret = range.lowerBound + inserted.count
        select(caret..<caret)
    }

    /// Selects `range` (clamped to the text); the anchor is its start.
    func select(_ range: Range<Int>, anchor: Int? = nil) {
        let lower = min(max(0, range.lowerBound), characters.count), upper = min(max(lower, range.upperBound), characters.count)
        selection = lower..<upper
        self.anchor = anchor.map { min(max(0, $0), characters.count) } ?? lower
    }

    /// Selects from the anchor to `offset` (a Shift-move or a drag).
    func extendSelection(to offset: Int) {
        let o = min(max(0, offset), characters.count)
        selection = min(anchor, o)..<max(anchor, o)
    }

    /// The end of the selection that moves (not the anchor).
    var activeEnd: Int { selection.lowerBound == anchor ? selection.upperBound : selection.lowerBound }

    var selectedText: String { String(characters[selection]) }

    /// The word around `offset` (letters, digits and marks; a run of other characters is one
    /// "word" of its own, as a double-click selects in UIKit).
    func wordRange(at offset: Int) -> Range<Int> {
        guard !characters.isEmpty else { return 0..<0 }
        let i = min(max(0, offset), characters.count - 1)
        func kind(_ c: Character) -> Int { c.isLetter || c.isNumber || c == "_" ? 0 : c.isWhitespace ? 1 : 2 }
        let k = kind(characters[i])
        var lower = i, upper = i + 1
        while lower > 0, kind(characters[lower - 1]) == k { lower -= 1 }
        while upper < characters.count, kind(characters[upper]) == k { upper += 1 }
        return lower..<upper
    }

    // MARK: UTF-16 ranges

    /// `range` in UTF-16 code units.
    func nsRange(_ range: Range<Int>) -> NSRange {
        var location = 0
        for c in characters[..<range.lowerBound] { location += c.utf16.count }
        var length = 0
        for c in characters[range] { length += c.utf16.count }
        return NSRange(location: location, length: length)
    }

    /// The characters covering a UTF-16 range (nil when it is outside the text).
    func range(_ ns: NSRange) -> Range<Int>? {
        guard ns.location != NSNotFound, ns.location >= 0, ns.length >= 0 else { return nil }
        var units = 0, lower: Int?, index = 0
        while index <= characters.count {
            if lower == nil, units >= ns.location { lower = index }
            if let lower, units >= ns.location + ns.length { return lower..<max(lower, index) }
            guard index < characters.count else { break }
            units += characters[index].utf16.count
            index += 1
        }
        return nil
    }
}

/// What an editing key asks for.
enum TextEditingCommand: Equatable {
    case insert(String)
    case deleteBackward, deleteForward
    case move(Motion, extend: Bool)
    case selectAll, copy, cut, paste
    case returnKey

    enum Motion: Equatable { case left, right, up, down, lineStart, lineEnd, documentStart, documentEnd }

    /// The command of `key` for a text view (`multiline`) or field; nil when the key is not an
    /// editing key (Escape, Tab, function keys, shortcuts with Alt or Command): it goes on up
    /// the responder chain.
    @MainActor init?(key: UIKey, multiline: Bool) {
        let flags = key.modifierFlags, shift = flags.contains(.shift)
        let control = flags.contains(.control)
        switch key.keyCode {
        case .keyboardLeftArrow: self = .move(control ? .lineStart : .left, extend: shift); return
        case .keyboardRightArrow: self = .move(control ? .lineEnd : .right, extend: shift); return
        case .keyboardUpArrow: self = .move(multiline && !control ? .up : .documentStart, extend: shift); return
        case .keyboardDownArrow: self = .move(multiline && !control ? .down : .documentEnd, extend: shift); return
        case .keyboardHome: self = .move(control ? .documentStart : .lineStart, extend: shift); return
        case .keyboardEnd: self = .move(control ? .documentEnd : .lineEnd, extend: shift); return
        case .keyboardDeleteOrBackspace: self = .deleteBackward; return
        case .keyboardDeleteForward: self = .deleteForward; return
        case .keyboardReturnOrEnter, .keypadEnter: self = .returnKey; return
        default: break
        }
        if control && !flags.contains(.alternate) {
            switch key.charactersIgnoringModifiers.lowercased() {
            case "a": self = .selectAll
            case "c": self = .copy
            case "x": self = .cut
            case "v": self = .paste
            default: return nil
            }
            return
        }
        if flags.contains(.command) { return nil }
        // Text: what the key types, without control characters (Escape, Tab, Delete).
        let typed = key.characters
        guard !typed.isEmpty, !typed.hasPrefix("UIKeyInput"),
              typed.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7f && !(0x80..<0xa0).contains($0.value) })
        else { return nil }
        self = .insert(typed)
    }
}
