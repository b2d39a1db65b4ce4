import Foundation

extension UITextField {
    // MARK: First responder

    /// Begins editing: asks `textFieldShouldBeginEditing(_:)`, becomes first responder, then
    /// calls `textFieldDidBeginEditing(_:)`, sends `.editingDidBegin` and posts
    /// `textDidBeginEditingNotification` (Apple documents the delegate before the notification;
    /// the control event sits between them). The caret goes to the end of the text.
    final func beginEditing() -> Bool {
        if isFirstResponder { return true }
        guard window != nil, canBecomeFirstResponder else { return false }
        if delegate?.textFieldShouldBeginEditing(self) == false { return false }
        guard superBecomeFirstResponder() else { return false }
        editingStorage = true
        if clearsOnBeginEditing { editor.setText("") }
        editor.select(editor.count..<editor.count)
        textDidChange()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing: asks `textFieldShouldEndEditing(_:)`, resigns, then calls
    /// `textFieldDidEndEditing(_:reason:)`, sends `.editingDidEnd` and posts
    /// `textDidEndEditingNotification`.
    final func endEditing() -> Bool {
        guard editingStorage else { return superResignFirstResponder() }
        if delegate?.textFieldShouldEndEditing(self) == false { return false }
        _ = superResignFirstResponder()
        endEditingState()
        return true
    }

    final func endEditingState() {
        editingStorage = false
        horizontalScroll = 0
        caretView.hide()
        textDidChange()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    }

    // MARK: Selection

    /// The selected range (a caret when empty), in UTF-16 positions; nil when not editing.
    public var selectedTextRange: UITextRange? {
        get {
            guard isEditing else { return nil }
            let ns = editor.nsRange(editor.selection)
            return UITextRange(start: UITextPosition(offset: ns.location), end: UITextPosition(offset: ns.location + ns.length))
        }
        set {
            guard let newValue, let range = editor.range(newValue.nsRange) else { return }
            editor.select(range)
            selectionDidChange()
        }
    }

    /// The start of the text.
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    /// The end of the text.
    public var endOfDocument: UITextPosition { UITextPosition(offset: editor.nsRange(0..<editor.count).length) }

    /// The range between two positions.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let a = min(fromPosition.offset, toPosition.offset), b = max(fromPosition.offset, toPosition.offset)
        guard a >= 0, b <= endOfDocument.offset else { return nil }
        return UITextRange(start: UITextPosition(offset: a), end: UITextPosition(offset: b))
    }

    /// The position `offset` UTF-16 units from `position`; nil outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let o = position.offset + offset
        return o >= 0 && o <= endOfDocument.offset ? UITextPosition(offset: o) : nil
    }

    /// The distance in UTF-16 units between two positions.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }

    /// Redraws the selection, moves the caret and tells the delegate.
    final func selectionDidChange() {
        setNeedsDisplay()
        placeCaret()
        if isEditing { delegate?.textFieldDidChangeSelection(self) }
    }

    /// Puts the caret at the selection (hidden when a range is selected or not editing), with
    /// the text scrolled so that it shows.
    final func placeCaret(restartingBlink: Bool = true) {
        guard isEditing, editor.selection.isEmpty, window != nil else { caretView.hide(); return }
        let rect = editingRect(forBounds: bounds)
        let layout = currentLayout()
        let lineWidth = layout.width(ofLine: 0)
        let caretX = layout.caretX(at: editor.selection.lowerBound)
        let oldScroll = horizontalScroll
        // Scroll so the caret stays inside the rectangle (a line that fits does not scroll).
        if lineWidth <= rect.width { horizontalScroll = 0 }
        else if caretX - horizontalScroll > rect.width - 2 { horizontalScroll = caretX - rect.width + 2 }
        else if caretX - horizontalScroll < 0 { horizontalScroll = caretX }
        horizontalScroll = min(max(0, horizontalScroll), max(0, lineWidth - rect.width + 2))
        let x = textOriginX(in: rect, lineWidth: lineWidth) + caretX
        let height = (layout.lineHeight + 2).rounded()
        caretView.show(at: CGRect(x: (x - 1).rounded(), y: (rect.midY - height / 2).rounded(), width: 2, height: height),
                       restart: restartingBlink)
        if horizontalScroll != oldScroll { setNeedsDisplay() }
    }

    /// The position under a point of the field.
    final func characterOffset(at point: CGPoint) -> Int {
        let rect = editingRect(forBounds: bounds)
        let layout = currentLayout()
        let origin = textOriginX(in: rect, lineWidth: layout.width(ofLine: 0))
        return layout.offset(inLine: 0, x: point.x - origin)
    }

    // MARK: Changes

    /// Replaces `range` with `string` as the user does: asks the delegate, changes the text,
    /// then sends `.editingChanged` and posts `textDidChangeNotification`. Returns whether it did.
    @discardableResult
    final func userReplace(_ range: Range<Int>, with string: String) -> Bool {
        if range.isEmpty && string.isEmpty { return false }
        let ns = editor.nsRange(range)
        if delegate?.textField(self, shouldChangeCharactersIn: ns, replacementString: string) == false { return false }
        // A line's text: newlines from a paste become spaces, as UITextField shows them.
        let line = string.contains(where: \.isNewline) ? String(string.map { $0.isNewline ? " " : $0 }) : string
        editor.replace(range, with: line)
        textDidChange()
        placeCaret()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        return true
    }

    /// Inserts text at the selection as if typed (`UIKeyInput.insertText(_:)`).
    public func insertText(_ text: String) {
        guard isEditing else { return }
        userReplace(editor.selection, with: text)
    }

    /// Deletes the selection, or the character before the caret (`UIKeyInput.deleteBackward()`).
    public func deleteBackward() {
        guard isEditing else { return }
        let s = editor.selection
        userReplace(s.isEmpty ? max(0, s.lowerBound - 1)..<s.lowerBound : s, with: "")
    }

    /// Whether there is text (`UIKeyInput.hasText`).
    public var hasText: Bool { editor.count > 0 }

    /// Copies the selection to the clipboard (not from a secure field, as on iOS).
    final func copySelection() {
        guard !editor.selection.isEmpty, !isSecureTextEntry else { return }
        TextClipboard.write(editor.selectedText, from: self)
    }

    /// Copies the selection and deletes it.
    final func cutSelection() {
        guard !editor.selection.isEmpty, !isSecureTextEntry else { return }
        let text = editor.selectedText
        if userReplace(editor.selection, with: "") { TextClipboard.write(text, from: self) }
    }

    /// Replaces the selection with the clipboard's text when it arrives (the system clipboard
    /// belongs to another program: its answer comes with a later frame's events).
    final func pasteClipboard() {
        TextClipboard.read(from: self) { [weak self] text in
            guard let self, self.isEditing, let text, !text.isEmpty else { return }
            self.userReplace(self.editor.selection, with: text)
        }
    }

    /// Selects all the text.
    final func selectAllText() {
        editor.select(0..<editor.count)
        selectionDidChange()
    }

    // MARK: Keys

    /// While editing, editing keys edit (see the class's discussion); others go up the chain.
    /// The presses that are not editing keys (these are performed).
    final func performEditingKeys(_ presses: Set<UIPress>) -> Set<UIPress> {
        var unhandled = Set<UIPress>()
        for press in presses {
            guard isEditing, let key = press.key, let command = TextEditingCommand(key: key, multiline: false) else {
                unhandled.insert(press)
                continue
            }
            perform(command)
        }
        return unhandled
    }

    private func perform(_ command: TextEditingCommand) {
        let s = editor.selection
        switch command {
        case .insert(let text): userReplace(s, with: text)
        case .deleteBackward: deleteBackward()
        case .deleteForward: userReplace(s.isEmpty ? s.lowerBound..<min(editor.count, s.lowerBound + 1) : s, with: "")
        case .selectAll: selectAllText()
        case .copy: copySelection()
        case .cut: cutSelection()
        case .paste: pasteClipboard()
        case .returnKey:
            guard delegate?.textFieldShouldReturn(self) != false else { return }
            // UIKit ends editing on Return only when someone listens for .editingDidEndOnExit.
            let listens = allControlEvents.contains(.editingDidEndOnExit)
            sendActions(for: .editingDidEndOnExit)
            if listens { resignFirstResponder() }
        case .move(let motion, let extend):
            let target: Int
            switch motion {
            case .left: target = !extend && !s.isEmpty ? s.lowerBound : editor.activeEnd - 1
            case .right: target = !extend && !s.isEmpty ? s.upperBound : editor.activeEnd + 1
            case .up, .lineStart, .documentStart: target = 0
            case .down, .lineEnd, .documentEnd: target = editor.count
            }
            if extend { editor.extendSelection(to: target) }
            else { let t = min(max(0, target), editor.count); editor.select(t..<t) }
            selectionDidChange()
        }
    }

    // MARK: The mouse

    /// A press on the clear button clears; otherwise, while editing, the press puts the caret
    /// (a double-click selects the word) and a drag selects.
    final func beginEditingTracking(_ touch: UITouch) -> Bool {
        let p = touch.location(in: self)
        if showsClearButton, clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6).contains(p) {
            clearText()
            return false
        }
        touchBeganEditing = !isEditing
        guard isEditing else { return true }
        let offset = characterOffset(at: p)
        if touch.tapCount >= 2 { editor.select(editor.wordRange(at: offset > 0 && offset == editor.count ? offset - 1 : offset)) }
        else { editor.select(offset..<offset) }
        selectionDidChange()
        return true
    }

    final func continueEditingTracking(_ touch: UITouch) -> Bool {
        guard isEditing, !touchBeganEditing, touch.tapCount < 2 else { return true }
        editor.extendSelection(to: characterOffset(at: touch.location(in: self)))
        selectionDidChange()
        return true
    }

    /// A click on a field that is not editing begins editing with the caret where it was.
    final func endEditingTracking(_ touch: UITouch?) {
        guard touchBeganEditing, let touch, bounds.contains(touch.location(in: self)) else { return }
        touchBeganEditing = false
        if becomeFirstResponder() {
            let offset = characterOffset(at: touch.location(in: self))
            editor.select(offset..<offset)
            selectionDidChange()
        }
    }

    private func clearText() {
        guard delegate?.textFieldShouldClear(self) != false else { return }
        if !isEditing { _ = becomeFirstResponder() }
        guard userReplace(0..<editor.count, with: "") else { return }
    }
}
