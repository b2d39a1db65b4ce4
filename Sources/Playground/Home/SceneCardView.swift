import UIKit

/// A card on the home screen: a picture (numbered like the scene), the scene's title and what
/// it teaches, and a chevron. It dims while pressed; the home screen's tap recognizer opens the
/// scene.
final class SceneCardView: UIView {
    private let artwork = UIImageView()
    private let titleLabel = UILabel()
    private let summaryLabel = UILabel()
    private let chevron = SymbolView(.chevronForward, color: .systemGray3, pointSize: 14)

    init(title: String, summary: String, image: UIImage) {
        super.init(frame: .zero)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 18
        layer.shadowOpacity = 0.12
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 3)

        artwork.image = image
        artwork.contentMode = .scaleAspectFill
        artwork.clipsToBounds = true
        artwork.layer.cornerRadius = 14
        addSubview(artwork)

        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 16, weight: .semibold)
        titleLabel.numberOfLines = 2
        addSubview(titleLabel)

        summaryLabel.text = summary
        summaryLabel.font = .systemFont(ofSize: 13)
        summaryLabel.textColor = .secondaryLabel
        summaryLabel.numberOfLines = 3
        summaryLabel.lineBreakMode = .byTruncatingTail
        addSubview(summaryLabel)

        addSubview(chevron)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Whether the keyboard's focus is on this card (a tinted ring shows it).
    var isKeyboardFocused = false {
        didSet {
            layer.borderWidth = isKeyboardFocused ? 3 : 0
            layer.borderColor = UIColor.systemBlue.cgColor
        }
    }

    /// The regular card (picture, title, summary) from 88 points of height; below that the
    /// compact one: a smaller picture and the title alone.
    override func layoutSubviews() {
        super.layoutSubviews()
        let h = bounds.height, side = min(76, max(0, h - 16))
        artwork.frame = CGRect(x: 14, y: ((h - side) / 2).rounded(), width: side, height: side)
        let textX = artwork.frame.maxX + 14
        let textWidth = max(0, bounds.width - textX - 34)
        let titleHeight = min(titleLabel.sizeThatFits(CGSize(width: textWidth, height: 0)).height, 42, h - 12)
        let compact = h < 88
        summaryLabel.isHidden = compact
        titleLabel.frame = CGRect(x: textX, y: compact ? ((h - titleHeight) / 2).rounded() : 12, width: textWidth, height: titleHeight)
        summaryLabel.frame = CGRect(x: textX, y: titleLabel.frame.maxY + 3, width: textWidth,
                                    height: max(0, h - titleLabel.frame.maxY - 3 - 10))
        chevron.frame = CGRect(x: bounds.width - 30, y: ((h - 20) / 2).rounded(), width: 20, height: 20)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { alpha = 0.6 }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        alpha = TouchSlop.alpha(for: touches, in: self, pressed: 0.6)   // off beyond UIKit's 70 pt slop
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { alpha = 1 }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { alpha = 1 }
}
