import Foundation

/// A single line of editable text, drawn as iOS 17 draws it and edited with the keyboard and
/// the mouse.
///
///     let name = UITextField()
///     name.placeholder = "Name"
///     name.borderStyle = .roundedRect
///     name.delegate = self
///     name.addTarget(self, action: Self.nameChanged, for: .editingChanged)
///
/// A click makes the field the first responder (when the delegate agrees) and puts the caret
/// where it was; a press-drag selects, a double-click selects a word. While editing, typed
/// text (whatever the window system says the key types, accents and other scripts included)
/// replaces the selection; ←/→ (Control: to the ends), Home/End, Backspace, Delete move and
/// delete, with Shift they select; Control-A selects all; Control-C/X/V copy, cut and paste
/// through the system clipboard (`UIPasteboard`). Return asks `textFieldShouldReturn(_:)` and
/// then sends `.editingDidEndOnExit`, which ends editing when someone listens for it, as on iOS.
///
/// Every change the user makes is first offered to
/// `textField(_:shouldChangeCharactersIn:replacementString:)` (ranges in UTF-16 units), then
/// sends `.editingChanged` and posts `textDidChangeNotification`; setting `text` in code does
/// neither, as in UIKit. The caret is 2 points wide in the tint colour and blinks on the frame
/// clock (on for 0.5 s, off for 0.5 s, solid again after each change).
///
/// The text is drawn on one line, vertically centred in `textRect(forBounds:)` (the bounds
/// less 7 points each side for `.roundedRect`, 2 for `.line` and `.bezel`, none for `.none`,
/// and less the side views); the placeholder, in the system's placeholder grey, while the text
/// is empty. Text that does not fit is cut with "…" at its end; while editing it scrolls to
/// keep the caret in view instead.
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// The border drawn around a text field.
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none = 0
        /// A thin dark rectangle.
        case line = 1
        /// A grey rectangle (the pre-iOS 7 bezel, drawn flat).
        case bezel = 2
        /// A white rounded rectangle with a light grey border (the usual one).
        case roundedRect = 3
    }

    /// When a side view or the clear button shows.
    public enum ViewMode: Int, Sendable {
        case never = 0, whileEditing, unlessEditing, always
    }

    /// The text (nil reads as ""; never nil when read, as in UIKit).
    open var text: String? {
        get { editor.text }
        set {
            editor.setText(newValue ?? "")
            textDidChange()
        }
    }
    /// The characters and the selection.
    final let editor = TextEditor()
    var textStorage: String { editor.text }
    /// The layout of the shown text (made again for a new font or secure entry; brought up to
    /// date with the editor's changes piece by piece).
    final var layoutCache: EditableTextLayout?
    /// How far the text is scrolled left while editing to keep the caret in view.
    final var horizontalScroll: CGFloat = 0
    /// The blinking caret (while editing with an empty selection).
    final let caretView = TextCaretView()
    /// Whether the field is the first responder.
    final var editingStorage = false
    /// Whether a touch that began this tracking began editing (it then places the caret only on release).
    final var touchBeganEditing = false
    /// The grey text shown while the text is empty.
    open var placeholder: String? { didSet { textDidChange() } }
    /// The font of the text and placeholder (default: the system font at 17 points).
    open var font: UIFont? {
        get { fontStorage }
        set { fontStorage = newValue ?? .systemFont(ofSize: 17); textDidChange() }
    }
    final var fontStorage = UIFont.systemFont(ofSize: 17)
    /// The colour of the text (default `.label`).
    open var textColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether text that is wider than the field is drawn smaller while the field is not
    /// editing, down to `minimumFontSize` (default false). Apple: "the receiver starts reducing
    /// the font size until the string fits or the minimum font size is reached. The text is
    /// shrunk along the baseline." Text that does not fit even then is cut with "…".
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// The smallest font size `adjustsFontSizeToFitWidth` shrinks to (default 0). Apple leaves
    /// 0 at "the point where it is no longer legible", taken here as half the font size.
    open var minimumFontSize: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// How the text is placed horizontally (default `.natural`: on the leading side, the right
    /// one when the field lays out right to left).
    open var textAlignment: NSTextAlignment = .natural { didSet { textDidChange() } }
    /// The border (default `.none`).
    open var borderStyle: BorderStyle = .none { didSet { textDidChange() } }
    /// Whether characters are shown as bullets.
    open var isSecureTextEntry = false { didSet { textDidChange() } }
    /// When the clear button (a grey circled ×, 19 points, at the right end) shows: with
    /// `.whileEditing` while editing, `.unlessEditing` while not, `.always`; only over text.
    open var clearButtonMode: ViewMode = .never { didSet { textDidChange() } }
    /// Whether editing clears the old text when it begins (default false).
    open var clearsOnBeginEditing = false
    /// A view at the left end, shown as `leftViewMode` says (`.always` and `.unlessEditing` show it).
    open var leftView: UIView? { didSet { sideViewDidChange(old: oldValue, new: leftView) } }
    /// When `leftView` shows (default `.never`).
    open var leftViewMode: ViewMode = .never { didSet { textDidChange() } }
    /// A view at the right end, shown as `rightViewMode` says.
    open var rightView: UIView? { didSet { sideViewDidChange(old: oldValue, new: rightView) } }
    /// When `rightView` shows (default `.never`).
    open var rightViewMode: ViewMode = .never { didSet { textDidChange() } }
    /// Whether the text field is being edited (it is the first responder).
    open var isEditing: Bool { editingStorage }
    /// The object asked about and told of editing.
    open weak var delegate: UITextFieldDelegate?

    /// Creates a text field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTextField()
    }

    /// Creates a text field from an archive (a zero frame here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTextField()
    }

    private func setUpTextField() {
        isOpaque = false
        contentMode = .redraw
        caretView.isHidden = true
        addSubview(caretView)
    }

    /// The layout direction changed: natural alignment may put the text on the other side.
    override func directionDidChange() { textDidChange() }

    /// The text, font or a mode changed: lay out, draw and measure again.
    final func textDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private func sideViewDidChange(old: UIView?, new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new { addSubview(new) }
        textDidChange()
    }

    private func shows(_ mode: ViewMode) -> Bool {
        mode == .always || (mode == .unlessEditing && !isEditing) || (mode == .whileEditing && isEditing)
    }

    /// Whether the clear button shows now.
    final var showsClearButton: Bool { !textStorage.isEmpty && shows(clearButtonMode) }

    // MARK: Geometry

    private var horizontalPadding: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        }
    }

    /// The border's rectangle (the bounds).
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the text is drawn: the bounds less the border's padding on each side, or less the
    /// side view where one shows.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let left = leftView != nil && shows(leftViewMode) ? leftViewRect(forBounds: bounds).maxX - bounds.minX : horizontalPadding
        var right = rightView != nil && shows(rightViewMode) ? bounds.maxX - rightViewRect(forBounds: bounds).minX : horizontalPadding
        if showsClearButton { right = max(right, bounds.maxX - clearButtonRect(forBounds: bounds).minX) }
        return CGRect(x: bounds.minX + left, y: bounds.minY, width: max(0, bounds.width - left - right), height: bounds.height)
    }

    /// Where the placeholder is drawn (where the text is).
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the text is while editing (where it is otherwise).
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The left view at the left edge, at its own size, vertically centred.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let s = leftView?.frame.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }

    /// The clear button: 19 points square, 6 points from the right end (left of a right
    /// view), vertically centred.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let right = rightView != nil && shows(rightViewMode) ? rightViewRect(forBounds: bounds).minX : bounds.maxX
        return CGRect(x: right - 6 - 19, y: bounds.midY - 9.5, width: 19, height: 19)
    }

    /// The right view at the right edge, at its own size, vertically centred.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let s = rightView?.frame.size ?? .zero
        return CGRect(x: bounds.maxX - s.width, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let l = leftView { l.isHidden = !shows(leftViewMode); l.frame = leftViewRect(forBounds: bounds) }
        if let r = rightView { r.isHidden = !shows(rightViewMode); r.frame = rightViewRect(forBounds: bounds) }
        placeCaret(restartingBlink: false)
    }

    /// The text's (or placeholder's) width plus the padding; 34 points high for `.roundedRect`
    /// (UIKit's height at the default 17-point font; larger fonts add their extra line height),
    /// else the line height plus 4 (at 17 points, about 25).
    open override var intrinsicContentSize: CGSize {
        let shown = textStorage.isEmpty ? (placeholder ?? "") : displayedText
        let layout = TextLayout(text: shown, font: fontStorage.descriptor, maximumNumberOfLines: 1)
        let line = layout.metrics.lineHeight
        let height = borderStyle == .roundedRect ? max(34, (line + 13).rounded(.up)) : (line + 4).rounded(.up)
        var width = (layout.size.width + 2 * horizontalPadding).rounded(.up)
        if let l = leftView, shows(leftViewMode) { width += l.frame.width }
        if let r = rightView, shows(rightViewMode) { width += r.frame.width }
        return CGSize(width: width, height: height)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Editing (UITextField+Editing.swift)

    /// An enabled text field can become first responder (that is editing).
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing: asks `textFieldShouldBeginEditing(_:)`, becomes first responder, then
    /// calls `textFieldDidBeginEditing(_:)`, sends `.editingDidBegin` and posts
    /// `textDidBeginEditingNotification` (Apple documents the delegate before the notification;
    /// the control event sits between them). The caret goes to the end of the text.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditing() }
    final func superBecomeFirstResponder() -> Bool { super.becomeFirstResponder() }

    /// Ends editing: asks `textFieldShouldEndEditing(_:)`, resigns, then calls
    /// `textFieldDidEndEditing(_:reason:)`, sends `.editingDidEnd` and posts
    /// `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool { endEditing() }
    final func superResignFirstResponder() -> Bool { super.resignFirstResponder() }

    /// Forced (`endEditing(true)`), editing ends without asking the delegate.
    override func resignFirstResponder(forced: Bool) -> Bool {
        guard forced else { return resignFirstResponder() }
        _ = superResignFirstResponder()
        if editingStorage { endEditingState() }
        return true
    }

    /// A field that leaves its window while editing stops editing (its delegate is told, as
    /// UIKit does when the view is removed, without being asked).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, editingStorage { endEditingState() }
    }

    /// Copies the selection to the clipboard (not from a secure field, as on iOS).
    open func copy(_ sender: Any?) { copySelection() }
    /// Copies the selection and deletes it.
    open func cut(_ sender: Any?) { cutSelection() }
    /// Replaces the selection with the clipboard's text when it arrives (the system clipboard
    /// belongs to another program: its answer comes with a later frame's events).
    open func paste(_ sender: Any?) { pasteClipboard() }
    /// Selects all the text.
    open func selectAll(_ sender: Any?) { selectAllText() }

    /// While editing, editing keys edit (see the class's discussion); others go up the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = performEditingKeys(presses)
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    /// A press on the clear button clears; otherwise, while editing, the press puts the caret
    /// (a double-click selects the word) and a drag selects.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { beginEditingTracking(touch) }
    /// A drag extends the selection.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { continueEditingTracking(touch) }
    /// A click on a field that is not editing begins editing with the caret where it was.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { endEditingTracking(touch) }

    // MARK: Drawing

    final var displayedText: String {
        isSecureTextEntry ? String(repeating: "\u{2022}", count: editor.count) : textStorage
    }

    /// Draws the border, then the text or the placeholder, and the clear button.
    open override func draw(_ rect: CGRect) {
        drawBorder(in: borderRect(forBounds: bounds))
        if textStorage.isEmpty {
            if placeholder?.isEmpty == false { drawPlaceholder(in: placeholderRect(forBounds: bounds)) }
        } else {
            drawText(in: isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        }
        if showsClearButton { drawClearButton(in: clearButtonRect(forBounds: bounds)) }
    }

    private func drawBorder(in r: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        switch borderStyle {
        case .none: return
        case .line:
            ctx.setStrokeColor(UIColor.black.cgColor)
            ctx.stroke(r.insetBy(dx: 0.5, dy: 0.5), width: 1)
        case .bezel:
            ctx.setStrokeColor(UIColor.systemGray.cgColor)
            ctx.stroke(r.insetBy(dx: 0.5, dy: 0.5), width: 1)
        case .roundedRect:
            let path = UIBezierPath(roundedRect: r.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5)
            UIColor.systemBackground.setFill()
            path.fill()
            UIColor(white: 0, alpha: 0.1).setStroke()
            path.lineWidth = 0.5
            path.stroke()
        }
    }

    private func drawClearButton(in r: CGRect) {
        UIColor.systemGray3.setFill()
        UIBezierPath(ovalIn: r).fill()
        let cross = UIBezierPath()
        let c = CGPoint(x: r.midX, y: r.midY), d: CGFloat = 3.5
        cross.move(to: CGPoint(x: c.x - d, y: c.y - d)); cross.addLine(to: CGPoint(x: c.x + d, y: c.y + d))
        cross.move(to: CGPoint(x: c.x + d, y: c.y - d)); cross.addLine(to: CGPoint(x: c.x - d, y: c.y + d))
        cross.lineWidth = 1.5
        UIColor.systemBackground.setStroke()
        cross.stroke()
    }

    /// Draws the text in `rect` (override to change how): while editing with the selection
    /// behind it and scrolled to the caret, otherwise cut with "…" when it does not fit.
    open func drawText(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let layout = currentLayout()
        let top = (rect.midY - layout.lineHeight / 2).rounded()
        let color = (textColor ?? .label).cgColor
        ctx.saveGState()
        ctx.clip(to: rect)
        defer { ctx.restoreGState() }
        let width = layout.width(ofLine: 0)
        if isEditing {
            let origin = CGPoint(x: textOriginX(in: rect, lineWidth: width), y: top)
            EditableTextDrawing.draw(layout: layout, in: ctx, origin: origin, visible: rect,
                                     selection: editor.selection, selectionColor: selectionColor, color: color)
        } else if width <= rect.width + 0.5 {
            EditableTextDrawing.draw(layout: layout, in: ctx, origin: CGPoint(x: textOriginX(in: rect, lineWidth: width), y: top),
                                     visible: rect, selection: 0..<0, selectionColor: selectionColor, color: color)
        } else {
            var font = fontStorage.descriptor
            let characters = shownCharacters
            if adjustsFontSizeToFitWidth, font.size > 0 {
                let text = RichText(runs: [.init(text: String(characters), style: TextStyle(font: font, color: nil))])
                let smallest = minimumFontSize > 0 ? minimumFontSize : font.size / 2
                font.size *= text.shrinkFactor(minimum: smallest / font.size, toFit: rect.width)
            }
            // Along the baseline: the smaller line's baseline where the full-size one's is.
            let lineTop = top + layout.ascent - font.metrics.ascent
            let shrunk = font.size < fontStorage.descriptor.size
                ? TextLayout(text: String(characters), font: font, maximumNumberOfLines: 1, truncation: .none) : nil
            if let shrunk, shrunk.size.width <= rect.width + 0.5 {
                shrunk.draw(in: ctx, at: CGPoint(x: textOriginX(in: rect, lineWidth: shrunk.size.width), y: lineTop), color: color)
            } else {
                EditableTextDrawing.drawTruncated(characters: characters, font: font, in: ctx,
                                                  at: CGPoint(x: rect.minX, y: lineTop), width: rect.width, color: color)
            }
        }
    }

    /// Draws the placeholder in `rect` (override to change how).
    open func drawPlaceholder(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), let placeholder, !placeholder.isEmpty else { return }
        let layout = TextLayout(text: placeholder, font: fontStorage.descriptor, width: rect.width, maximumNumberOfLines: 1)
        let alignment: TextLayout.Alignment = switch textAlignment.resolved(rightToLeft: isRightToLeft) {
        case .center: .center
        case .right: .right
        default: .left
        }
        let top = (rect.midY - layout.size.height / 2).rounded()
        layout.draw(in: ctx, at: CGPoint(x: rect.minX, y: top), width: rect.width, color: UIColor.placeholderText.cgColor,
                    alignment: alignment)
    }

    /// The selection's colour: the tint at 20 %.
    final var selectionColor: CGColor { (tintColor ?? .systemBlue).withAlphaComponent(0.2).cgColor }

    /// The characters drawn on the field's one line: bullets for secure entry, a newline as a
    /// space.
    final var shownCharacters: [Character] {
        isSecureTextEntry ? Array(repeating: "\u{2022}", count: editor.count) : editor.characters.map { $0.isNewline ? " " : $0 }
    }

    /// The one-line layout of the shown text, up to date with the editor.
    final func currentLayout() -> EditableTextLayout {
        let font = fontStorage.descriptor
        let layout: EditableTextLayout
        if let cached = layoutCache, cached.font == font, cached.isSecure == isSecureTextEntry {
            layout = cached
        } else {
            layout = EditableTextLayout(font: font, width: .infinity, isSecure: isSecureTextEntry)
            layoutCache = layout
        }
        layout.update(revision: editor.revision, change: editor.lastChange) { shownCharacters }
        return layout
    }

    /// Where the line starts in `rect`: aligned, or scrolled while editing so the caret shows.
    final func textOriginX(in rect: CGRect, lineWidth: CGFloat) -> CGFloat {
        let aligned: CGFloat = switch textAlignment.resolved(rightToLeft: isRightToLeft) {
        case .center: rect.minX + max(0, (rect.width - lineWidth) / 2)
        case .right: rect.minX + max(0, rect.width - lineWidth)
        default: rect.minX
        }
        return aligned - (isEditing ? horizontalScroll : 0)
    }
}

/// The object a text field asks about and tells of editing. Every method is optional (a
/// default is given), and they come in this order: `textFieldShouldBeginEditing`, (the field
/// becomes first responder) `textFieldDidBeginEditing`; while editing
/// `textField(_:shouldChangeCharactersIn:replacementString:)` before each change,
/// `textFieldShouldClear` for the clear button, `textFieldShouldReturn` for Return; then
/// `textFieldShouldEndEditing`, (the field resigns) `textFieldDidEndEditing(_:reason:)`, whose
/// default calls `textFieldDidEndEditing(_:)`.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Whether editing may begin (default true).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (default true).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, and why (default: calls `textFieldDidEndEditing(_:)`).
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether a change to the text may be made (default true); `range` counts UTF-16 units.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may clear the text (default true).
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether Return does its default (sending `.editingDidEndOnExit`; default true).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

extension UITextField {
    /// Posted after a text field became first responder (object: the field).
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted after the user changed a text field's text (object: the field).
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted after a text field resigned first responder (object: the field).
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}
