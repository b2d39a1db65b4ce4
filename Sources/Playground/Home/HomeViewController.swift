import UIKit

/// The home screen: the playground's title and a card per scene. Clicking a card presents the
/// scene full screen; the scene's Home button dismisses it again.
final class HomeViewController: UIViewController {
    let context: PlaygroundContext
    let scenes: [SceneDescriptor]
    private var cards: [SceneCardView] = []
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let footerLabel = UILabel()


    init(context: PlaygroundContext = PlaygroundContext(), scenes: [SceneDescriptor] = SceneDescriptor.all) {
        self.context = context
        self.scenes = scenes
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        context = PlaygroundContext()
        scenes = SceneDescriptor.all
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        titleLabel.text = "TransitionPlayground"
        titleLabel.font = .boldSystemFont(ofSize: 30)
        titleLabel.adjustsFontSizeToFitWidth = true
        titleLabel.minimumScaleFactor = 0.6
        view.addSubview(titleLabel)

        subtitleLabel.text = "UIKit's interactive transitions, driven by your mouse. Open a scene, drag, let go — and watch it finish or cancel."
        subtitleLabel.font = .systemFont(ofSize: 15)
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.numberOfLines = 3
        view.addSubview(subtitleLabel)

        for (index, scene) in scenes.enumerated() {
            // Photo N carries the number N: the card's picture numbers the scene.
            let photo = Photo.all[index % Photo.all.count]
            let card = SceneCardView(title: scene.title, summary: scene.summary, image: photo.thumbnail)
            card.tag = index
            card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.cardTapped))
            view.addSubview(card)
            cards.append(card)
        }

        footerLabel.text = "Every scene is plain UIKit code: a transitioning delegate, an animator, an interaction controller."
        footerLabel.font = .systemFont(ofSize: 12)
        footerLabel.textColor = .tertiaryLabel
        footerLabel.textAlignment = .center
        footerLabel.numberOfLines = 2
        view.addSubview(footerLabel)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let b = view.bounds, margin: CGFloat = 20
        titleLabel.frame = CGRect(x: margin, y: 28, width: b.width - 2 * margin, height: 38)
        subtitleLabel.frame = CGRect(x: margin, y: 70, width: b.width - 2 * margin, height: 60)
        let cardHeight: CGFloat = 112, gap: CGFloat = 12
        for (i, card) in cards.enumerated() {
            card.frame = CGRect(x: 16, y: 144 + CGFloat(i) * (cardHeight + gap), width: b.width - 32, height: cardHeight)
        }
        footerLabel.frame = CGRect(x: margin, y: b.height - 60, width: b.width - 2 * margin, height: 36)
    }

    // MARK: Keyboard

    /// The card the keyboard has focused (Tab, arrows); nil until a key moves the focus.
    private(set) var focusedIndex: Int? {
        didSet {
            for (i, card) in cards.enumerated() { card.isKeyboardFocused = i == focusedIndex }
        }
    }

    /// The digits open their scene (the cards carry their numbers); Tab, Shift+Tab and the
    /// arrows move a focus ring over the cards; Return or Space opens the focused one.
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var rest = Set<UIPress>()
        for press in presses {
            if let key = press.key, handleKey(key) { continue }
            rest.insert(press)
        }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    /// Handles a key of the home screen; returns whether it was one.
    func handleKey(_ key: UIKey) -> Bool {
        let held = key.modifierFlags.intersection([.control, .command, .alternate])
        guard held.isEmpty, !cards.isEmpty else { return false }
        if let digit = Int(key.charactersIgnoringModifiers), (1...scenes.count).contains(digit) {
            focusedIndex = digit - 1
            open(scenes[digit - 1])
            return true
        }
        let back = key.modifierFlags.contains(.shift)
        switch key.keyCode {
        case .keyboardTab: moveFocus(by: back ? -1 : 1)
        case .keyboardDownArrow, .keyboardRightArrow: moveFocus(by: 1)
        case .keyboardUpArrow, .keyboardLeftArrow: moveFocus(by: -1)
        case .keyboardReturnOrEnter, .keyboardSpacebar, .keypadEnter:
            guard let index = focusedIndex else { moveFocus(by: 1); return true }
            open(scenes[index])
        default: return false
        }
        return true
    }

    private func moveFocus(by step: Int) {
        guard let index = focusedIndex else { focusedIndex = step > 0 ? 0 : cards.count - 1; return }
        focusedIndex = (index + step + cards.count) % cards.count
    }

    /// Opens the scene of the clicked card.
    private func cardTapped(_ recognizer: UITapGestureRecognizer) {
        guard let index = recognizer.view?.tag, scenes.indices.contains(index) else { return }
        open(scenes[index])
    }

    /// Presents a scene full screen with a cross-dissolve (at once, without `animated`: how
    /// `--scene NAME` opens, so the scene still has its Home button and Backspace goes home).
    func open(_ scene: SceneDescriptor, animated: Bool = true) {
        guard presentedViewController == nil, transitionCoordinator == nil else { return }
        let controller = scene.make(context)
        controller.modalPresentationStyle = .fullScreen
        controller.modalTransitionStyle = .crossDissolve
        // The scene fills the window whatever size the user makes it (this UIKit's full-screen
        // presentation does not resize a presented view by itself yet).
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        present(controller, animated: animated)
    }
}
