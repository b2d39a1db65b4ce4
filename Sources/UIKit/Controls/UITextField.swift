import Foundation

/// A single line of editable text — here its look only: text, placeholder, border styles, side
/// views and secure entry are drawn as iOS 17 draws them; typing is not supported yet (a tap
/// does not begin editing, and the delegate's editing methods are not called).
///
///     let name = UITextField()
///     name.placeholder = "Name"
///     name.borderStyle = .roundedRect
///
/// The text is drawn on one line, vertically centred in `textRect(forBounds:)` (the bounds
/// less 7 points each side for `.roundedRect`, 2 for `.line` and `.bezel`, none for `.none`,
/// and less the side views); the placeholder, in the system's placeholder grey, while the text
/// is empty. Text that does not fit is cut with "…" at its end.
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
        get { textStorage }
        set { textStorage = newValue ?? ""; textDidChange() }
    }
    private var textStorage = ""
    /// The grey text shown while the text is empty.
    open var placeholder: String? { didSet { textDidChange() } }
    /// The font of the text and placeholder (default: the system font at 17 points).
    open var font: UIFont? {
        get { fontStorage }
        set { fontStorage = newValue ?? .systemFont(ofSize: 17); textDidChange() }
    }
    private var fontStorage = UIFont.systemFont(ofSize: 17)
    /// The colour of the text (default `.label`).
    open var textColor: UIColor? { didSet { setNeedsDisplay() } }
    /// How the text is placed horizontally (default `.natural`, left here).
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// The border (default `.none`).
    open var borderStyle: BorderStyle = .none { didSet { textDidChange() } }
    /// Whether characters are shown as bullets.
    open var isSecureTextEntry = false { didSet { setNeedsDisplay() } }
    /// When the clear button shows (kept; it shows only while editing, which is not supported).
    open var clearButtonMode: ViewMode = .never
    /// A view at the left end, shown as `leftViewMode` says (`.always` and `.unlessEditing` show it).
    open var leftView: UIView? { didSet { sideViewDidChange(old: oldValue, new: leftView) } }
    /// When `leftView` shows (default `.never`).
    open var leftViewMode: ViewMode = .never { didSet { textDidChange() } }
    /// A view at the right end, shown as `rightViewMode` says.
    open var rightView: UIView? { didSet { sideViewDidChange(old: oldValue, new: rightView) } }
    /// When `rightView` shows (default `.never`).
    open var rightViewMode: ViewMode = .never { didSet { textDidChange() } }
    /// Whether the text field is being edited (always false here).
    open var isEditing: Bool { false }
    /// The object told about editing (kept; editing is not supported yet).
    open weak var delegate: UITextFieldDelegate?

    /// Creates a text field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    /// Creates a text field from an archive (a zero frame here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        contentMode = .redraw
    }

    private func textDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private func sideViewDidChange(old: UIView?, new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new { addSubview(new) }
        textDidChange()
    }

    private func shows(_ mode: ViewMode) -> Bool { mode == .always || mode == .unlessEditing }

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
        let right = rightView != nil && shows(rightViewMode) ? bounds.maxX - rightViewRect(forBounds: bounds).minX : horizontalPadding
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

    /// The right view at the right edge, at its own size, vertically centred.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let s = rightView?.frame.size ?? .zero
        return CGRect(x: bounds.maxX - s.width, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let l = leftView { l.isHidden = !shows(leftViewMode); l.frame = leftViewRect(forBounds: bounds) }
        if let r = rightView { r.isHidden = !shows(rightViewMode); r.frame = rightViewRect(forBounds: bounds) }
    }

    /// The text's (or placeholder's) width plus the padding; 34 points high for `.roundedRect`,
    /// else the line height plus 4 (at 17 points, about 24).
    open override var intrinsicContentSize: CGSize {
        let shown = textStorage.isEmpty ? (placeholder ?? "") : displayedText
        let layout = TextLayout(text: shown, font: fontStorage.descriptor, maximumNumberOfLines: 1)
        let line = layout.metrics.lineHeight
        let height = borderStyle == .roundedRect ? max(34, (line + 14).rounded(.up)) : (line + 4).rounded(.up)
        var width = (layout.size.width + 2 * horizontalPadding).rounded(.up)
        if let l = leftView, shows(leftViewMode) { width += l.frame.width }
        if let r = rightView, shows(rightViewMode) { width += r.frame.width }
        return CGSize(width: width, height: height)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Drawing

    private var displayedText: String {
        isSecureTextEntry ? String(repeating: "\u{2022}", count: textStorage.count) : textStorage
    }

    /// Draws the border, then the text or the placeholder.
    open override func draw(_ rect: CGRect) {
        drawBorder(in: borderRect(forBounds: bounds))
        if textStorage.isEmpty {
            if placeholder?.isEmpty == false { drawPlaceholder(in: placeholderRect(forBounds: bounds)) }
        } else {
            drawText(in: textRect(forBounds: bounds))
        }
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
            UIColor.white.setFill()
            path.fill()
            UIColor(white: 0, alpha: 0.1).setStroke()
            path.lineWidth = 0.5
            path.stroke()
        }
    }

    /// Draws the text in `rect` (override to change how).
    open func drawText(in rect: CGRect) {
        draw(displayedText, in: rect, color: textColor ?? .label)
    }

    /// Draws the placeholder in `rect` (override to change how).
    open func drawPlaceholder(in rect: CGRect) {
        draw(placeholder ?? "", in: rect, color: .placeholderText)
    }

    private func draw(_ string: String, in rect: CGRect, color: UIColor) {
        guard let ctx = UIGraphicsGetCurrentContext(), !string.isEmpty else { return }
        let layout = TextLayout(text: string, font: fontStorage.descriptor, width: rect.width, maximumNumberOfLines: 1)
        let alignment: TextLayout.Alignment = switch textAlignment {
        case .center: .center
        case .right: .right
        default: .left
        }
        let top = (rect.midY - layout.size.height / 2).rounded()
        layout.draw(in: ctx, at: CGPoint(x: rect.minX, y: top), width: rect.width, color: color.cgColor, alignment: alignment)
    }
}

/// The object a text field tells about editing. Every method is optional (a default is given);
/// editing is not supported yet, so none is called.
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
    /// Whether a change to the text may be made (default true).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether the clear button may clear the text (default true).
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether Return is handled (default true).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
