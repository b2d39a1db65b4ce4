import UIKit

/// The key help (`?`): a sheet that rises from the bottom of the phone area over a dimmed
/// backdrop, opaque, with the keys in a fixed-width column beside what they do.
///
/// It goes as a sheet does: dragged down past a third of its height (or flung down) it slides
/// away, less and it springs back; dragged up it rubber-bands; a click on the dimmed backdrop
/// closes it too, as do `?` and Escape.
@MainActor
final class HelpOverlayView: UIView {
    /// The list of keys (tests read its text).
    let label = UILabel()
    /// The sheet itself (the view is the backdrop around it).
    let sheet = UIView()
    private let titleLabel = UILabel()
    private let grabber = UIView()
    private let settings: PlaygroundSettings
    static let padding: CGFloat = 20
    /// The sheet's widest (it is centred in wider windows).
    static let maximumWidth: CGFloat = 430
    /// Called when a drag or a click on the backdrop has closed the help.
    var onClose: (() -> Void)?
    /// The backdrop's dimming while the sheet is up.
    static let dimming: CGFloat = 0.35

    /// Creates a hidden help sheet.
    init(settings: PlaygroundSettings) {
        self.settings = settings
        super.init(frame: .zero)
        isHidden = true
        backgroundColor = UIColor(white: 0, alpha: Self.dimming)
        sheet.backgroundColor = .systemBackground
        sheet.layer.cornerRadius = 14
        sheet.layer.shadowOpacity = 0.25
        sheet.layer.shadowRadius = 16
        addSubview(sheet)
        grabber.backgroundColor = .systemGray3
        grabber.layer.cornerRadius = 2.5
        sheet.addSubview(grabber)
        titleLabel.text = "Keyboard Shortcuts"
        titleLabel.font = .boldSystemFont(ofSize: 17)
        sheet.addSubview(titleLabel)
        label.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
        label.textColor = .label
        label.numberOfLines = 0
        sheet.addSubview(label)
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.drag))
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.tapBackdrop))
        update()
    }

    required init?(coder: NSCoder) { fatalError("HelpOverlayView is made in code") }

    /// The text shown.
    var text: String { label.text ?? "" }

    /// Shown, the sheet rises from the bottom edge as the backdrop darkens (a sheet's
    /// presentation, 0.35 s); hidden, it goes at once.
    override var isHidden: Bool {
        didSet {
            guard oldValue, !isHidden else { return }
            risesOnLayout = true   // once laid out where it is shown
            setNeedsLayout()
        }
    }
    private var risesOnLayout = false

    /// Starts the sheet's rise from below the bottom edge and the backdrop's darkening.
    private func rise() {
        risesOnLayout = false
        let sheet = sheet, distance = bounds.height - sheet.frame.minY
        UIView.performWithoutAnimation {
            sheet.transform = CGAffineTransform(translationX: 0, y: distance)
            backgroundColor = UIColor(white: 0, alpha: 0)
        }
        UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                       animations: { [weak self] in
                           sheet.transform = .identity
                           self?.backgroundColor = UIColor(white: 0, alpha: Self.dimming)
                       })
    }

    // MARK: Closing by hand

    /// How far the sheet can travel down (off the bottom edge).
    private var travel: CGFloat { max(1, bounds.height - sheet.frame.minY) }

    /// The sheet follows the finger down (and rubber-bands up, with iOS's formula); released, it
    /// goes or springs back.
    private func drag(_ pan: UIPanGestureRecognizer) {
        let dy = pan.translation(in: self).y
        switch pan.state {
        case .began, .changed:
            let offset = dy >= 0 ? dy : -RubberBand.offset(for: -dy, dimension: sheet.bounds.height)
            sheet.transform = CGAffineTransform(translationX: 0, y: offset)
            backgroundColor = UIColor(white: 0, alpha: Self.dimming * (1 - min(1, max(0, offset) / travel)))
        case .ended:
            let velocity = pan.velocity(in: self).y
            if dy > sheet.bounds.height / 3 || (velocity > 600 && dy > 0) { close(velocity: velocity) } else { springBack() }
        default:
            springBack()
        }
    }

    /// A click outside the sheet closes the help.
    private func tapBackdrop(_ tap: UITapGestureRecognizer) {
        guard !sheet.frame.contains(tap.location(in: self)) else { return }
        close(velocity: 0)
    }

    private func springBack() {
        let sheet = sheet
        UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [.beginFromCurrentState],
                       animations: { [weak self] in
                           sheet.transform = .identity
                           self?.backgroundColor = UIColor(white: 0, alpha: Self.dimming)
                       })
    }

    /// Slides the sheet off the bottom edge at the finger's speed, then hides the help.
    private func close(velocity: CGFloat) {
        let sheet = sheet, remaining = travel - sheet.transform.ty
        let duration = velocity > 0 ? min(0.35, max(0.12, Double(remaining / velocity))) : 0.3
        isUserInteractionEnabled = false
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut, .beginFromCurrentState],
                       animations: { [weak self, travel] in
                           sheet.transform = CGAffineTransform(translationX: 0, y: travel)
                           self?.backgroundColor = UIColor(white: 0, alpha: 0)
                       }, completion: { [weak self] _ in
                           guard let self else { return }
                           isUserInteractionEnabled = true
                           isHidden = true
                           UIView.performWithoutAnimation {
                               sheet.transform = .identity
                               self.backgroundColor = UIColor(white: 0, alpha: Self.dimming)
                           }
                           onClose?()
                       })
    }

    /// Shows the current settings in the list.
    func update() {
        let rows: [(String, String)] = [
            ("i", "inspector beside the phone: on/off (wheel: its timeline)"),
            ("s", "slow animations ×\(Int(SlowAnimations.factor)): \(settings.slowAnimations ? "on" : "off")"),
            ("r", "finish/cancel rule: \(settings.rule.rawValue)"),
            ("d", "dark or light appearance (cross-faded)"),
            ("Backspace", "back: pop, or dismiss a sheet"),
            ("Alt+Left", "back, too (also the mouse's Back button, a swipe right)"),
            ("Esc", "cancel a drag · close this help"),
            ("", "(or drag it down, or click above it)"),
            ("?", "this help"),
            ("Ctrl+Q, W", "quit"),
            ("", ""),
            ("HOME SCREEN", ""),
            ("1 … \(SceneDescriptor.all.count)", "open that scene"),
            ("Tab, arrows", "move between the cards"),
            ("Return", "open the card"),
        ]
        let text = rows.map { key, action in
            key.isEmpty && action.isEmpty ? "" : key.padding(toLength: 13, withPad: " ", startingAt: 0) + action
        }.joined(separator: "\n")
        if text != label.text {
            label.text = text
            setNeedsLayout()
        }
    }

    /// The sheet at the bottom of the view, as tall as its text needs (at most the view's
    /// height less a gap at the top).
    override func layoutSubviews() {
        super.layoutSubviews()
        let width = min(bounds.width - 16, Self.maximumWidth)
        let textWidth = width - 2 * Self.padding
        let textHeight = ceil(label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height)
        let height = min(bounds.height - 40, 20 + 28 + 12 + textHeight + 28)
        sheet.frame = CGRect(x: ((bounds.width - width) / 2).rounded(), y: bounds.height - height + 14, width: width, height: height)
        grabber.frame = CGRect(x: (width - 36) / 2, y: 6, width: 36, height: 5)
        titleLabel.frame = CGRect(x: Self.padding, y: 20, width: textWidth, height: 24)
        label.frame = CGRect(x: Self.padding, y: titleLabel.frame.maxY + 12, width: textWidth, height: max(0, height - 14 - 20 - 24 - 12 - 14))
        if risesOnLayout, bounds.height > 0 { rise() }
    }
}
