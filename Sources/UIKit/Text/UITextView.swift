import Foundation

/// A scrollable, multiline text region that the user edits with the keyboard and the mouse.
///
///     let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
///     notes.text = "Bring the passport."
///     notes.delegate = self            // a UITextViewDelegate
///
/// As on iOS it is a `UIScrollView`: the text wraps between words to the view's width, inset
/// by `textContainerInset` (8 points top and bottom) and a 5-point line-fragment padding each
/// side, and scrolls vertically (the wheel scrolls; a press-drag selects text, as on the
/// desktop, rather than scrolling). Editing keys are the text field's, plus Return for a new
/// line and ↑/↓ to move between lines keeping the caret's x. Lines are broken by Pango as a
/// label's are, and an edit lays out again only the paragraph pieces it touches
/// (`EditableTextLayout`); only what is in view is drawn.
///
/// Porting: `delegate` keeps `UIScrollView`'s type (Swift cannot narrow an inherited
/// property); a delegate adopting `UITextViewDelegate` gets the text view's calls.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    final let editor = TextEditor()
    private let contentView = TextViewContentView()
    private let caretView = TextCaretView()
    private var layoutCache: EditableTextLayout?
    private var editingStorage = false
    /// The x the caret keeps while moving up and down.
    private var goalX: CGFloat?

    /// The text (never nil when read).
    open var text: String! {
        get { editor.text }
        set { editor.setText(newValue ?? ""); textDidChange() }
    }
    /// The font (default: the system font at 12 points, as UIKit's).
    open var font: UIFont? {
        get { fontStorage }
        set { fontStorage = newValue ?? .systemFont(ofSize: 12); textDidChange() }
    }
    private var fontStorage = UIFont.systemFont(ofSize: 12)
    /// The text colour (default `.label`).
    open var textColor: UIColor? { didSet { contentView.setNeedsDisplay() } }
    /// Where each line stands between the text's left and right insets (default `.natural`):
    /// `.left`, `.center` or `.right`; `.natural` and `.justified` on the leading side (the
    /// right one when the view lays out right to left), as a label's lines (lines are not
    /// stretched to the width). The caret, clicks and the selection follow.
    open var textAlignment: NSTextAlignment = .natural { didSet { textDidChange() } }
    /// Whether the user may change the text (default true).
    open var isEditable = true
    /// Whether the user may select the text (default true).
    open var isSelectable = true
    /// The space around the text (default 8 points top and bottom).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textDidChange() } }
    /// Whether the text view is being edited.
    open var isEditing: Bool { editingStorage }

    /// The selected range in UTF-16 units (length 0: the caret).
    open var selectedRange: NSRange {
        get { editor.nsRange(editor.selection) }
        set {
            guard let r = editor.range(newValue) else { return }
            editor.select(r)
            selectionDidChange()
        }
    }

    /// The selection as a text range.
    public var selectedTextRange: UITextRange? {
        get {
            let ns = selectedRange
            return UITextRange(start: UITextPosition(offset: ns.location), end: UITextPosition(offset: ns.location + ns.length))
        }
        set { if let newValue { selectedRange = newValue.nsRange } }
    }

    private var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .systemBackground
        alwaysBounceVertical = true
        // A mouse drag selects text; the wheel scrolls.
        panGestureRecognizer.isEnabled = false
        contentView.owner = self
        contentView.isUserInteractionEnabled = false
        addSubview(contentView)
        caretView.isHidden = true
        addSubview(caretView)
    }

    private static let padding: CGFloat = 5

    override func directionDidChange() { textDidChange() }

    private func textDidChange() {
        setNeedsLayout()
        contentView.setNeedsDisplay()
    }

    /// The layout of the text, up to date with the editor (made again for a new font or width).
    func currentLayout() -> EditableTextLayout {
        let font = fontStorage.descriptor, width = layoutWidth, alignment = textAlignment.resolved(rightToLeft: isRightToLeft).layoutAlignment
        let layout: EditableTextLayout
        if let cached = layoutCache, cached.font == font, cached.width == width, cached.alignment == alignment {
            layout = cached
        } else {
            layout = EditableTextLayout(font: font, width: width, alignment: alignment)
            layoutCache = layout
        }
        layout.update(revision: editor.revision, change: editor.lastChange) { editor.characters }
        return layout
    }

    private var layoutWidth: CGFloat { max(1, bounds.width - textContainerInset.left - textContainerInset.right - 2 * Self.padding) }

    /// Where the text's first line starts, in content coordinates.
    var textOrigin: CGPoint { CGPoint(x: textContainerInset.left + Self.padding, y: textContainerInset.top) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let layout = currentLayout()
        let height = (layout.height + textContainerInset.top + textContainerInset.bottom).rounded(.up)
        if contentSize != CGSize(width: bounds.width, height: height) { contentSize = CGSize(width: bounds.width, height: height) }
        if contentView.frame != bounds {
            contentView.frame = bounds   // the visible part: drawn again as it scrolls
            contentView.setNeedsDisplay()
        }
        placeCaret(restartingBlink: false)
    }

    // MARK: First responder

    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Begins editing: `textViewShouldBeginEditing`, first responder, `textViewDidBeginEditing`,
    /// `textDidBeginEditingNotification`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard window != nil, isEditable else { return false }
        if textDelegate?.textViewShouldBeginEditing(self) == false { return false }
        guard super.becomeFirstResponder() else { return false }
        editingStorage = true
        selectionDidChange()
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing: `textViewShouldEndEditing`, resigns, `textViewDidEndEditing`,
    /// `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard editingStorage else { return super.resignFirstResponder() }
        if textDelegate?.textViewShouldEndEditing(self) == false { return false }
        return resignFirstResponder(forced: true)
    }

    /// Forced (`endEditing(true)`), editing ends without asking the delegate.
    override func resignFirstResponder(forced: Bool) -> Bool {
        guard forced else { return resignFirstResponder() }
        _ = super.resignFirstResponder()
        guard editingStorage else { return true }
        editingStorage = false
        caretView.hide()
        contentView.setNeedsDisplay()
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        return true
    }

    // MARK: Editing

    @discardableResult
    private func userReplace(_ range: Range<Int>, with string: String) -> Bool {
        guard isEditable, !(range.isEmpty && string.isEmpty) else { return false }
        if textDelegate?.textView(self, shouldChangeTextIn: editor.nsRange(range), replacementText: string) == false { return false }
        editor.replace(range, with: string)
        goalX = nil
        textDidChange()
        layoutIfNeeded()
        scrollToCaret()
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
        textDelegate?.textViewDidChangeSelection(self)
        return true
    }

    /// Inserts text at the selection as if typed.
    public func insertText(_ text: String) { userReplace(editor.selection, with: text) }

    /// Deletes the selection or the character before the caret.
    public func deleteBackward() {
        let s = editor.selection
        userReplace(s.isEmpty ? max(0, s.lowerBound - 1)..<s.lowerBound : s, with: "")
    }

    /// Whether there is text.
    public var hasText: Bool { editor.count > 0 }

    /// Copies the selection to the clipboard.
    open func copy(_ sender: Any?) {
        guard !editor.selection.isEmpty else { return }
        TextClipboard.write(editor.selectedText, from: self)
    }

    /// Copies the selection and deletes it.
    open func cut(_ sender: Any?) {
        guard !editor.selection.isEmpty, isEditable else { return }
        let text = editor.selectedText
        if userReplace(editor.selection, with: "") { TextClipboard.write(text, from: self) }
    }

    /// Replaces the selection with the clipboard's text when it arrives.
    open func paste(_ sender: Any?) {
        TextClipboard.read(from: self) { [weak self] text in
            guard let self, self.isEditing, let text, !text.isEmpty else { return }
            self.userReplace(self.editor.selection, with: text)
        }
    }

    /// Selects all the text.
    open func selectAll(_ sender: Any?) {
        editor.select(0..<editor.count)
        selectionDidChange()
    }

    private func selectionDidChange() {
        contentView.setNeedsDisplay()
        placeCaret()
        if isEditing { textDelegate?.textViewDidChangeSelection(self) }
    }

    private func placeCaret(restartingBlink: Bool = true) {
        guard isEditing, editor.selection.isEmpty, window != nil else { caretView.hide(); return }
        let layout = currentLayout()
        let p = layout.caretOrigin(at: editor.selection.lowerBound)
        caretView.show(at: CGRect(x: (textOrigin.x + p.x - 1).rounded(), y: (textOrigin.y + p.y).rounded(),
                                  width: 2, height: layout.lineHeight.rounded()), restart: restartingBlink)
    }

    /// Scrolls so the caret's line is in view.
    public func scrollRangeToVisible(_ range: NSRange) {
        guard let r = editor.range(range) else { return }
        let layout = currentLayout()
        let top = textOrigin.y + layout.caretOrigin(at: r.lowerBound).y
        var offset = contentOffset
        if top < offset.y { offset.y = top - textContainerInset.top }
        else if top + layout.lineHeight > offset.y + bounds.height { offset.y = top + layout.lineHeight + textContainerInset.bottom - bounds.height }
        offset.y = min(max(0, offset.y), max(0, contentSize.height - bounds.height))
        if offset != contentOffset { contentOffset = offset }
    }

    private func scrollToCaret() { scrollRangeToVisible(editor.nsRange(editor.activeEnd..<editor.activeEnd)) }

    /// The position under a point in content coordinates.
    private func characterOffset(at point: CGPoint) -> Int {
        currentLayout().offset(at: CGPoint(x: point.x - textOrigin.x, y: point.y - textOrigin.y))
    }

    // MARK: Keys

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unhandled = Set<UIPress>()
        for press in presses {
            guard isEditing, let key = press.key, let command = TextEditingCommand(key: key, multiline: true) else {
                unhandled.insert(press)
                continue
            }
            perform(command)
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    private func perform(_ command: TextEditingCommand) {
        let s = editor.selection
        switch command {
        case .insert(let text): userReplace(s, with: text)
        case .returnKey: userReplace(s, with: "\n")
        case .deleteBackward: deleteBackward()
        case .deleteForward: userReplace(s.isEmpty ? s.lowerBound..<min(editor.count, s.lowerBound + 1) : s, with: "")
        case .selectAll: selectAll(nil)
        case .copy: copy(nil)
        case .cut: cut(nil)
        case .paste: paste(nil)
        case .move(let motion, let extend):
            let layout = currentLayout()
            let from = editor.activeEnd
            let line = layout.line(of: from)
            var target: Int
            switch motion {
            case .left: target = !extend && !s.isEmpty ? s.lowerBound : from - 1
            case .right: target = !extend && !s.isEmpty ? s.upperBound : from + 1
            case .lineStart: target = layout.lines[line].lowerBound
            case .lineEnd: target = layout.caretEnd(ofLine: line)
            case .documentStart: target = 0
            case .documentEnd: target = editor.count
            case .up, .down:
                let x = goalX ?? layout.caretX(at: from)
                let next = line + (motion == .up ? -1 : 1)
                if next < 0 { target = 0 } else if next >= layout.lines.count { target = editor.count }
                else { target = layout.offset(inLine: next, x: x) }
                if extend { editor.extendSelection(to: target) } else { editor.select(max(0, target)..<max(0, target)) }
                goalX = x
                selectionDidChange()
                scrollToCaret()
                return
            }
            goalX = nil
            target = min(max(0, target), editor.count)
            if extend { editor.extendSelection(to: target) } else { editor.select(target..<target) }
            selectionDidChange()
            scrollToCaret()
        }
    }

    // MARK: The mouse

    private var dragAnchorTap = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isSelectable || isEditable, let touch = touches.first else { return super.touchesBegan(touches, with: event) }
        if !isEditing { _ = becomeFirstResponder() }
        let offset = characterOffset(at: touch.location(in: self))
        dragAnchorTap = touch.tapCount
        goalX = nil
        if touch.tapCount >= 2 { editor.select(editor.wordRange(at: offset > 0 && offset == editor.count ? offset - 1 : offset)) }
        else { editor.select(offset..<offset) }
        selectionDidChange()
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isSelectable || isEditable, let touch = touches.first else { return super.touchesMoved(touches, with: event) }
        guard dragAnchorTap < 2 else { return }
        editor.extendSelection(to: characterOffset(at: touch.location(in: self)))
        selectionDidChange()
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isSelectable || isEditable else { return super.touchesEnded(touches, with: event) }
    }

    /// Draws the visible lines into the content view.
    fileprivate func drawVisibleText(in ctx: CGContext, visible: CGRect) {
        let layout = currentLayout()
        let origin = CGPoint(x: textOrigin.x - visible.minX, y: textOrigin.y - visible.minY)
        EditableTextDrawing.draw(layout: layout, in: ctx, origin: origin, visible: CGRect(origin: .zero, size: visible.size),
                                 selection: isEditing ? editor.selection : 0..<0,
                                 selectionColor: (tintColor ?? .systemBlue).withAlphaComponent(0.2).cgColor,
                                 color: (textColor ?? .label).cgColor)
    }
}

/// The part of a text view's content in view: it follows the scroll position and draws the
/// lines under it.
@MainActor
private final class TextViewContentView: UIView {
    weak var owner: UITextView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        owner?.drawVisibleText(in: ctx, visible: frame)
    }
}

/// The object a text view asks about and tells of editing; every method is optional (defaults
/// below). Order: `textViewShouldBeginEditing`, `textViewDidBeginEditing`; for each change
/// `textView(_:shouldChangeTextIn:replacementText:)` then `textViewDidChange`;
/// `textViewDidChangeSelection`; `textViewShouldEndEditing`, `textViewDidEndEditing`.
///
/// Porting: iOS calls these as `delegate?.textViewDidChange?(self)`; here they are plain
/// requirements with defaults in an extension.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin (default true).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end (default true).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether a change may be made (default true); `range` counts UTF-16 units.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

extension UITextView {
    /// Posted after a text view became first responder (object: the text view).
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted after the user changed a text view's text.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted after a text view resigned first responder.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}
