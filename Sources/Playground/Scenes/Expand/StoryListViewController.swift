import UIKit

/// Scene 6's first screen: a column of story cards in a stack view, laid out by Auto Layout
/// throughout (the safe area, the readable-content guide, anchors, intrinsic sizes). A card
/// expands into its story by changing constraints; dragging the story down shrinks it back.
final class StoryListViewController: UIViewController {
    let context: PlaygroundContext
    let transition: StoryTransitionController
    private let headerLabel = UILabel()
    private let stack = UIStackView()
    private let noteLabel = UILabel()
    private var hintBar: HintBar!
    private(set) var cards: [StoryCardView] = []

    init(context: PlaygroundContext) {
        self.context = context
        transition = StoryTransitionController(context: context)
        super.init(nibName: nil, bundle: nil)
        title = "Stories"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        headerLabel.text = "Stories"
        headerLabel.font = .boldSystemFont(ofSize: 34)
        stack.axis = .vertical
        stack.spacing = 16
        noteLabel.text = "Every frame here is solved by Auto Layout. Opening a story animates its card's constraints to the full screen; your drag scrubs that constraint animation."
        noteLabel.font = .systemFont(ofSize: 13)
        noteLabel.textColor = .secondaryLabel
        noteLabel.numberOfLines = 0
        for photo in Photo.all.prefix(3) {
            let card = StoryCardView(photo: photo, image: context.assets.image(of: photo))
            card.onTap = { [weak self, weak card] in if let card { self?.open(card) } }
            cards.append(card)
            stack.addArrangedSubview(card)
        }
        let guide = view.readableContentGuide
        for v in [headerLabel, stack, noteLabel] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        NSLayoutConstraint.activate([
            headerLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            headerLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 8),
            stack.topAnchor.constraint(equalToSystemSpacingBelow: headerLabel.bottomAnchor, multiplier: 1.5),
            stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 8),
            stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -8),
            noteLabel.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 16),
            noteLabel.leadingAnchor.constraint(equalTo: stack.leadingAnchor, constant: 4),
            noteLabel.trailingAnchor.constraint(lessThanOrEqualTo: stack.trailingAnchor, constant: -4),
        ])
        hintBar = HintBar.install(in: view, text: "Click a story to expand it, then drag it down")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        hintBar.onHome = backToHomeAction
    }


    /// Expands `card` into its story.
    func open(_ card: StoryCardView) {
        guard presentedViewController == nil, transitionCoordinator == nil else { return }
        let story = StoryViewController(photo: card.photo, image: card.imageView.image)
        transition.prepare(story, from: card)
        context.timeline.beginTransition("expand story")
        present(story, animated: true)
    }
}
