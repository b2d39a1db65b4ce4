import UIKit

/// A rounded button: a label on a capsule that dims while pressed and calls `onTap` when
/// clicked (there is no `UIButton` in this UIKit; a tap recognizer does its job).
final class PillButton: UIView {
    enum Style {
        /// White text on the tint colour.
        case filled(UIColor)
        /// Tint-coloured text on a faint tint.
        case tinted(UIColor)
        /// Dark text on white (for dark backgrounds).
        case light
    }

    let titleLabel = UILabel()
    /// Called when the button is clicked.
    var onTap: (() -> Void)?

    init(title: String, style: Style, fontSize: CGFloat = 15) {
        super.init(frame: .zero)
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: fontSize, weight: .semibold)
        titleLabel.textAlignment = .center
        switch style {
        case .filled(let tint):
            backgroundColor = tint
            titleLabel.textColor = .white
        case .tinted(let tint):
            backgroundColor = tint.withAlphaComponent(0.14)
            titleLabel.textColor = tint
        case .light:
            backgroundColor = .white
            titleLabel.textColor = .label
        }
        addSubview(titleLabel)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.tapped))
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The width the title needs plus padding.
    var fittingWidth: CGFloat { titleLabel.sizeThatFits(CGSize(width: 0, height: 0)).width + 28 }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
        titleLabel.frame = CGRect(x: 10, y: 0, width: max(0, bounds.width - 20), height: bounds.height)
    }

    private func tapped(_ recognizer: UITapGestureRecognizer) { onTap?() }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { alpha = 0.55 }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        alpha = TouchSlop.alpha(for: touches, in: self, pressed: 0.55)   // off beyond UIKit's 70 pt slop
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { alpha = 1 }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { alpha = 1 }
}
