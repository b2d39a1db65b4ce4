import UIKit

/// The home screen: a title and a grid of cards.
final class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        let title = UILabel(frame: CGRect(x: 20, y: 24, width: view.bounds.width - 40, height: 40))
        title.text = "TransitionPlayground"
        title.font = .boldSystemFont(ofSize: 28)
        title.autoresizingMask = [.flexibleWidth]
        view.addSubview(title)

        let subtitle = UILabel(frame: CGRect(x: 20, y: 64, width: view.bounds.width - 40, height: 44))
        subtitle.text = "UIKit's interactive transitions on the Linux desktop, drawn with Cairo."
        subtitle.font = .systemFont(ofSize: 15)
        subtitle.textColor = .secondaryLabel
        subtitle.numberOfLines = 2
        subtitle.autoresizingMask = [.flexibleWidth]
        view.addSubview(subtitle)

        let footer = UILabel(frame: CGRect(x: 20, y: view.bounds.height - 44, width: view.bounds.width - 40, height: 24))
        footer.text = "The scenes open from these cards once the transition system lands."
        footer.font = .systemFont(ofSize: 13)
        footer.textColor = .secondaryLabel
        footer.textAlignment = .center
        footer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.addSubview(footer)

        let grid = CardGridView(frame: CGRect(x: 0, y: 120, width: view.bounds.width, height: view.bounds.height - 120))
        grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(grid)
    }
}

/// Cards laid out in two columns, re-laid out when the window is resized.
final class CardGridView: UIView {
    private let names = ["Navigation", "Modal sheet", "Zoom", "Interruptible", "Percent-driven", "Layers"]
    private let colors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPurple, .systemPink, .systemTeal]
    private var cards: [UIView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        for (name, color) in zip(names, colors) {
            let card = UIView()
            card.backgroundColor = .systemBackground
            card.layer.cornerRadius = 14
            card.layer.shadowOpacity = 0.18
            card.layer.shadowRadius = 6
            card.layer.shadowOffset = CGSize(width: 0, height: 3)
            let swatch = UIView(frame: CGRect(x: 14, y: 14, width: 36, height: 36))
            swatch.backgroundColor = color
            swatch.layer.cornerRadius = 10
            card.addSubview(swatch)
            let label = UILabel(frame: CGRect(x: 14, y: 60, width: 120, height: 22))
            label.text = name
            label.font = .systemFont(ofSize: 16, weight: .semibold)
            label.tag = 1
            card.addSubview(label)
            addSubview(card)
            cards.append(card)
        }
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutSubviews() {
        super.layoutSubviews()
        let margin: CGFloat = 20, gap: CGFloat = 14
        let width = (bounds.width - 2 * margin - gap) / 2
        for (i, card) in cards.enumerated() {
            card.frame = CGRect(x: margin + CGFloat(i % 2) * (width + gap), y: CGFloat(i / 2) * (96 + gap),
                                width: width, height: 96)
            card.viewWithTag(1)?.frame.size.width = width - 28
        }
    }
}
