import UIKit

/// One page of scene 7: a coloured card that says which turn comes next. Drag left for the
/// next page, right for the previous one (each a `SlideInteraction`).
final class FlipPageViewController: UIViewController {
    let number: Int
    let context: PlaygroundContext
    private var interactions: [SlideInteraction] = []
    private let card = UIView()
    private let numberLabel = UILabel()
    private let titleLabel = UILabel()
    private let bodyLabel = UILabel()
    private var hintBar: HintBar!

    /// The interaction whose drag is running, if any (the navigation delegate hands it out).
    var activeInteraction: SlideInteraction? { interactions.first { $0.isInteracting } }

    static let pages: [(title: String, body: String, tint: UIColor)] = [
        ("Card flip", "Drag left: the page turns over like a card, in perspective, with a real m34 = −1/(2·width).", .systemBlue),
        ("Cube", "Drag left: the pages roll on a cube turning about its centre, half a page behind the screen. Drag right to flip back.", .systemOrange),
        ("Both ways", "Each turn scrubs under the finger and finishes or cancels on release. Drag right to roll back.", .systemGreen),
    ]

    init(number: Int, context: PlaygroundContext) {
        self.number = number
        self.context = context
        super.init(nibName: nil, bundle: nil)
        title = "page \(number)"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let page = Self.pages[number - 1]
        view.backgroundColor = .systemGroupedBackground
        card.backgroundColor = page.tint
        card.layer.cornerRadius = 24
        view.addSubview(card)
        numberLabel.text = "\(number)"
        numberLabel.font = .boldSystemFont(ofSize: 120)
        numberLabel.textColor = .white
        numberLabel.textAlignment = .center
        card.addSubview(numberLabel)
        titleLabel.text = page.title
        titleLabel.font = .boldSystemFont(ofSize: 30)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        card.addSubview(titleLabel)
        bodyLabel.text = page.body
        bodyLabel.font = .systemFont(ofSize: 16)
        bodyLabel.textColor = UIColor(white: 1, alpha: 0.9)
        bodyLabel.numberOfLines = 0
        bodyLabel.textAlignment = .center
        card.addSubview(bodyLabel)

        let last = number == Self.pages.count
        if !last {
            interactions.append(SlideInteraction(view: view, direction: .left, context: context) { [unowned self] in
                guard let navigation = navigationController, navigation.transitionCoordinator == nil else { return false }
                navigation.pushViewController(FlipPageViewController(number: number + 1, context: context), animated: true)
                return true
            })
        }
        if number > 1 {
            interactions.append(SlideInteraction(view: view, direction: .right, context: context) { [unowned self] in
                guard let navigation = navigationController, navigation.transitionCoordinator == nil else { return false }
                navigation.popViewController(animated: true)
                return true
            })
        }
        let hint = number == 1 ? "Drag left to flip the card" : last ? "Drag right to roll back" : "Drag left for the cube, right to flip back"
        hintBar = HintBar.install(in: view, text: hint)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if number == 1 { hintBar.onHome = backToHomeAction }
        if let coordinator = transitionCoordinator, !coordinator.isCancelled {
            context.timeline.observe(coordinator, label: "\(title ?? "page") appears")
        }
    }

    /// The card is a phone-width column centred in the window, as tall as the window allows.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let b = view.bounds
        let column = SceneColumn(bounds: b, margin: 16)
        card.frame = CGRect(x: column.x, y: 24, width: column.width,
                            height: max(120, b.height - 24 - HintBar.margin - HintBar.height - 20))
        let w = card.bounds.width, h = card.bounds.height
        numberLabel.frame = CGRect(x: 0, y: h * 0.18, width: w, height: numberLabel.font.lineHeight.rounded(.up))   // one line
        numberLabel.isHidden = h < 360
        titleLabel.frame = CGRect(x: 20, y: numberLabel.isHidden ? 20 : numberLabel.frame.maxY + 10, width: w - 40, height: 36)
        bodyLabel.frame = CGRect(x: 28, y: titleLabel.frame.maxY + 12, width: w - 56,
                                 height: bodyLabel.sizeThatFits(CGSize(width: w - 56, height: 0)).height)
    }
}
