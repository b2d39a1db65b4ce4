import UIKit

/// One page of scene 5's deck. Each page explains one step of a percent-driven transition,
/// and carries two `SlideInteraction`s: drag left for the next page, right for the previous.
final class PageViewController: UIViewController {
    let number: Int
    let context: PlaygroundContext
    private var interactions: [SlideInteraction] = []
    private let card = UIView()
    private let band = UIView()
    private let numberLabel = UILabel()
    private let stepLabel = UILabel()
    private let titleLabel = UILabel()
    private let bodyLabel = UILabel()
    private let codeBox = UIView()
    private let codeLabel = UILabel()
    private var dots: [UIView] = []
    private var hintBar: HintBar!

    /// The interaction whose drag is running, if any (the navigation delegate hands it out).
    var activeInteraction: SlideInteraction? { interactions.first { $0.isInteracting } }

    static let steps: [(title: String, body: String, code: String, tint: UIColor)] = [
        ("Drag to begin",
         "SlideInteraction is a UIPercentDrivenInteractiveTransition that owns a pan recognizer. When the pan begins, it asks the navigation controller to push the next page.",
         "case .began:\n    isInteracting = true\n    push(nextPage)", .systemBlue),
        ("The delegate hands it out",
         "The navigation controller asks its delegate for an animator — a SlideAnimator — and, because a drag is running, for an interaction controller: the SlideInteraction.",
         "func navigationController(_:\n  interactionControllerFor:)\n    -> leavingPage?.activeInteraction", .systemIndigo),
        ("Frozen, then scrubbed",
         "UIKit runs the animator's animations and freezes the container's layer time. Each update(_:) shows the frame at progress × duration.",
         "case .changed:\n    update(translation.x / width)", .systemPurple),
        ("Let go",
         "On release the finish rule weighs position and velocity. finish() plays the rest forward; cancel() plays it backwards to 0 %.",
         "decision.finishes\n    ? finish() : cancel()", .systemPink),
        ("Complete",
         "The animator's completion calls completeTransition(!transitionWasCancelled). After a cancel the old page is back — and the new one got viewWillAppear without viewDidAppear.",
         "ctx.completeTransition(\n    !ctx.transitionWasCancelled)", .systemOrange),
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
        let step = Self.steps[number - 1]
        view.backgroundColor = .systemGroupedBackground
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 24
        card.layer.shadowOpacity = 0.12
        card.layer.shadowRadius = 12
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        view.addSubview(card)
        band.backgroundColor = step.tint
        band.layer.cornerRadius = 16
        card.addSubview(band)
        numberLabel.text = "\(number)"
        numberLabel.font = .boldSystemFont(ofSize: 96)
        numberLabel.textColor = .white
        band.addSubview(numberLabel)
        stepLabel.text = "STEP \(number) OF \(Self.steps.count)"
        stepLabel.font = .systemFont(ofSize: 13, weight: .bold)
        stepLabel.textColor = UIColor(white: 1, alpha: 0.8)
        band.addSubview(stepLabel)
        titleLabel.text = step.title
        titleLabel.font = .boldSystemFont(ofSize: 26)
        titleLabel.adjustsFontSizeToFitWidth = true
        titleLabel.minimumScaleFactor = 0.7
        card.addSubview(titleLabel)
        bodyLabel.text = step.body
        bodyLabel.font = .systemFont(ofSize: 16)
        bodyLabel.textColor = .secondaryLabel
        bodyLabel.numberOfLines = 0
        card.addSubview(bodyLabel)
        codeBox.backgroundColor = .secondarySystemBackground
        codeBox.layer.cornerRadius = 12
        card.addSubview(codeBox)
        codeLabel.text = step.code
        codeLabel.font = .monospacedSystemFont(ofSize: 14, weight: .regular)
        codeLabel.textColor = step.tint
        codeLabel.numberOfLines = 0
        codeBox.addSubview(codeLabel)
        for index in 1...Self.steps.count {
            let dot = UIView()
            dot.backgroundColor = index == number ? step.tint : .systemGray4
            dot.layer.cornerRadius = 4
            card.addSubview(dot)
            dots.append(dot)
        }

        let last = number == Self.steps.count
        if !last {
            interactions.append(SlideInteraction(view: view, direction: .left, context: context) { [unowned self] in
                guard let navigation = navigationController, navigation.transitionCoordinator == nil else { return false }
                navigation.pushViewController(PageViewController(number: number + 1, context: context), animated: true)
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
        let hint = number == 1 ? "Drag left for the next step" : last ? "Drag right to go back" : "Drag left for the next step, right to go back"
        hintBar = HintBar.install(in: view, text: hint)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if number == 1 { hintBar.onHome = backToHomeAction }
        // A cancelled transition brings this page back with the same coordinator: observe once.
        if let coordinator = transitionCoordinator, !coordinator.isCancelled {
            context.timeline.observe(coordinator, label: "\(title ?? "page") appears")
        }
    }

    /// The card is a phone-width column centred in a wide window, as tall as the window allows;
    /// in a short window the coloured band gets shorter, then the code box goes.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let b = view.bounds, margin: CGFloat = 16
        let column = SceneColumn(bounds: b, margin: margin)
        card.frame = CGRect(x: column.x, y: 24, width: column.width,
                            height: max(120, b.height - 24 - HintBar.margin - HintBar.height - 20))
        let w = card.bounds.width, inner: CGFloat = 22
        let bodyHeight = bodyLabel.sizeThatFits(CGSize(width: w - 2 * inner, height: 0)).height
        let codeHeight = codeLabel.sizeThatFits(CGSize(width: w - 2 * inner - 28, height: 0)).height
        let textHeight = 22 + 34 + 10 + bodyHeight, codeBlock = 20 + codeHeight + 28, dotsRoom: CGFloat = 44
        let room = card.bounds.height - 10 - dotsRoom
        codeBox.isHidden = room - textHeight - codeBlock < 90
        let bandHeight = min(180, max(60, room - textHeight - (codeBox.isHidden ? 0 : codeBlock)))
        band.frame = CGRect(x: 10, y: 10, width: w - 20, height: bandHeight)
        stepLabel.frame = CGRect(x: inner - 10, y: 16, width: band.bounds.width - 2 * inner, height: 18)
        numberLabel.frame = CGRect(x: inner - 14, y: 40, width: band.bounds.width - 2 * inner, height: min(120, bandHeight - 44))
        numberLabel.isHidden = bandHeight - 44 < numberLabel.font.lineHeight - 1   // the step label still says which page
        titleLabel.frame = CGRect(x: inner, y: band.frame.maxY + 22, width: w - 2 * inner, height: 34)
        bodyLabel.frame = CGRect(x: inner, y: titleLabel.frame.maxY + 10, width: w - 2 * inner, height: bodyHeight)
        codeBox.frame = CGRect(x: inner, y: bodyLabel.frame.maxY + 20, width: w - 2 * inner, height: codeHeight + 28)
        codeLabel.frame = codeBox.bounds.insetBy(dx: 14, dy: 14)
        let dotsWidth = CGFloat(dots.count) * 8 + CGFloat(dots.count - 1) * 10
        for (i, dot) in dots.enumerated() {
            dot.frame = CGRect(x: (w - dotsWidth) / 2 + CGFloat(i) * 18, y: card.bounds.height - 30, width: 8, height: 8)
        }
    }
}
