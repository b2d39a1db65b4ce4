import UIKit

/// The key help (`?`): a centred panel listing the playground's keys.
@MainActor
final class HelpOverlayView: UIView {
    let label = UILabel()
    private let settings: PlaygroundSettings
    static let padding: CGFloat = 16

    /// Creates a hidden help panel.
    init(settings: PlaygroundSettings) {
        self.settings = settings
        super.init(frame: .zero)
        isHidden = true
        isUserInteractionEnabled = false
        backgroundColor = UIColor(white: 0.08, alpha: 0.88)
        layer.cornerRadius = 14
        label.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
        label.textColor = .white
        label.numberOfLines = 0
        addSubview(label)
        update()
    }

    required init?(coder: NSCoder) { fatalError("HelpOverlayView is made in code") }

    /// The text shown.
    var text: String { label.text ?? "" }

    /// Shows the current settings in the list.
    func update() {
        let text = """
            KEYS
            i            inspector on/off
            s            slow animations ×\(Int(SlowAnimations.factor)): \(settings.slowAnimations ? "on" : "off")
            r            finish/cancel rule:
                         \(settings.rule.rawValue)
            Backspace    back: pop, or dismiss a sheet
            Alt+Left     back, too (also the mouse's
                         Back button, a swipe right)
            Esc          cancel a drag · close this help
            ?            this help
            Ctrl+Q, W    quit
            HOME SCREEN
            1 … 5        open that scene
            Tab, arrows  move between the cards
            Return       open the card
            """
        if text != label.text {
            label.text = text
            superview?.setNeedsLayout()
        }
    }

    /// The panel's size for a container of `size`.
    func fittingSize(in size: CGSize) -> CGSize {
        let width = min(size.width - 24, 360)
        let text = label.sizeThatFits(CGSize(width: width - 2 * Self.padding, height: .greatestFiniteMagnitude))
        return CGSize(width: width, height: ceil(text.height) + 2 * Self.padding)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: Self.padding, dy: Self.padding)
    }
}
