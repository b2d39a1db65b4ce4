import UIKit

/// One tab of the tabs scene: a coloured card with the tab's name and one line on how the
/// switch is built, and the hint bar above the tab bar.
final class TabPageViewController: UIViewController {
    let index: Int
    let tint: UIColor
    let text: String
    let context: PlaygroundContext
    private let card = UIView()
    private let nameLabel = UILabel()
    private let textLabel = UILabel()
    private var hintBar: HintBar!

    init(index: Int, title: String, tint: UIColor, text: String, context: PlaygroundContext) {
        self.index = index
        self.tint = tint
        self.text = text
        self.context = context
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        card.backgroundColor = tint
        card.layer.cornerRadius = 24
        view.addSubview(card)
        nameLabel.text = title
        nameLabel.font = .boldSystemFont(ofSize: 34)
        nameLabel.textColor = .white
        card.addSubview(nameLabel)
        textLabel.text = text
        textLabel.font = .systemFont(ofSize: 17)
        textLabel.textColor = UIColor(white: 1, alpha: 0.9)
        textLabel.numberOfLines = 0
        card.addSubview(textLabel)
        hintBar = HintBar.install(in: view, text: "Drag sideways to switch tabs, or tap one")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        hintBar.onHome = backToHomeAction
        // A cancelled switch brings this tab back with the same coordinator: observe once.
        if let coordinator = transitionCoordinator, !coordinator.isCancelled {
            context.timeline.observe(coordinator, label: "\(title ?? "tab") appears")
        }
    }

    /// The card fills a phone-width column between the top safe area and the hint bar, which
    /// sits above the tab bar (the bar's height is in the bottom safe area).
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds, safe = view.safeAreaInsets
        let column = SceneColumn(bounds: b, margin: 16)
        hintBar.frame = CGRect(x: HintBar.margin, y: b.height - safe.bottom - HintBar.margin - HintBar.height,
                               width: b.width - 2 * HintBar.margin, height: HintBar.height)
        let top = max(safe.top, 20) + 16
        card.frame = CGRect(x: column.x, y: top, width: column.width, height: max(120, hintBar.frame.minY - 16 - top))
        let w = card.bounds.width
        nameLabel.frame = CGRect(x: 24, y: 24, width: w - 48, height: 42)
        let textHeight = textLabel.sizeThatFits(CGSize(width: w - 48, height: 0)).height
        textLabel.frame = CGRect(x: 24, y: nameLabel.frame.maxY + 12, width: w - 48, height: textHeight)
    }
}
