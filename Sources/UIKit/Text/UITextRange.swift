import Foundation

/// A position in a text container (`UITextInput`'s positions): here an offset counted in
/// UTF-16 code units from the start of the text, as `NSRange` counts.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    let offset: Int
    init(offset: Int) { self.offset = offset }
    open override func isEqual(_ object: Any?) -> Bool { (object as? UITextPosition)?.offset == offset }
    open override var hash: Int { offset }
}

/// A range of text between two positions (`selectedTextRange`, for example).
@preconcurrency @MainActor
open class UITextRange: NSObject {
    let startPosition: UITextPosition, endPosition: UITextPosition
    init(start: UITextPosition, end: UITextPosition) {
        startPosition = start
        endPosition = end
    }
    /// The start of the range.
    open var start: UITextPosition { startPosition }
    /// The end of the range.
    open var end: UITextPosition { endPosition }
    /// Whether the range is empty (a caret).
    open var isEmpty: Bool { startPosition.offset == endPosition.offset }
    /// The range in UTF-16 code units.
    var nsRange: NSRange { NSRange(location: startPosition.offset, length: endPosition.offset - startPosition.offset) }
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITextRange else { return false }
        return other.nsRange == nsRange
    }
    open override var hash: Int { startPosition.offset &* 31 &+ endPosition.offset }
}

/// Why a text field stopped editing (`textFieldDidEndEditing(_:reason:)`).
extension UITextField {
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder (another became it, Return, or the code asked).
        case committed = 0
    }
}

/// The text-position queries of UIKit's `UITextInput` that editors use, shared by `UITextField`
/// and `UITextView`.
@MainActor
protocol TextPositionQueries: AnyObject {
    var editor: TextEditor { get }
}

extension TextPositionQueries {
    func textPosition(utf16 offset: Int) -> UITextPosition { UITextPosition(offset: offset) }

    func textRange(for selection: Range<Int>) -> UITextRange {
        let ns = editor.nsRange(selection)
        return UITextRange(start: UITextPosition(offset: ns.location), end: UITextPosition(offset: ns.location + ns.length))
    }
}
