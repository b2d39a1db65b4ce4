import UIKit

/// The home screen: the playground's title and a card per scene. Clicking a card presents the
/// scene full screen; the scene's Home button dismisses it again.
final class HomeViewController: UIViewController {
    let context: PlaygroundContext
    let scenes: [SceneDescriptor]
    private(set) var cards: [SceneCardView] = []
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
            let card = SceneCardView(title: scene.title, summary: scene.summary, image: context.assets.thumbnail(of: photo))
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

    /// Lays the home screen out for any window: the cards in as many columns of at least
    /// `HomeGrid.minimumCardWidth` as the width holds (at most three), centred; on a window too
    /// short for them, the subtitle makes room before the cards get compact (no summary), then
    /// the footer. The footer always sits below the last card.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let b = view.bounds
        let grid = HomeGrid(width: b.width, count: cards.count)
        let left = grid.originX, width = grid.width
        titleLabel.frame = CGRect(x: left + 4, y: 28, width: width - 8, height: 38)
        let subtitleHeight = min(60, subtitleLabel.sizeThatFits(CGSize(width: width - 8, height: 0)).height.rounded(.up))
        subtitleLabel.frame = CGRect(x: left + 4, y: 70, width: width - 8, height: subtitleHeight)
        let footerHeight = min(36, footerLabel.sizeThatFits(CGSize(width: width - 8, height: 0)).height.rounded(.up))

        // Try the roomiest arrangement first, then give up the subtitle, then the footer: first
        // for regular cards (with their summaries), then for compact ones.
        let arrangements: [(subtitle: Bool, footer: Bool)] = [(true, true), (false, true), (false, false)]
        let tries = [true, false].flatMap { regular in arrangements.map { (regular: regular, arrangement: $0) } }
        for (n, attempt) in tries.enumerated() {
            let arrangement = attempt.arrangement
            let top = arrangement.subtitle ? subtitleLabel.frame.maxY + 14 : titleLabel.frame.maxY + 10
            let bottom = arrangement.footer ? b.height - 24 - footerHeight - 12 : b.height - 12
            let frames = grid.cardFrames(top: top, bottom: bottom)
            let good = frames.fits && (!attempt.regular || frames.height >= HomeGrid.regularMinimumHeight)
            guard good || n == tries.count - 1 else { continue }
            subtitleLabel.isHidden = !arrangement.subtitle
            footerLabel.isHidden = !arrangement.footer
            for (card, frame) in zip(cards, frames.rects) {
                card.frame = frame
            }
            let lastCard = frames.rects.map(\.maxY).max() ?? top
            footerLabel.frame = CGRect(x: left + 4, y: max(lastCard + 12, b.height - 24 - footerHeight),
                                       width: width - 8, height: footerHeight)
            return
        }
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

    /// The scene this screen presented (named in the window's title), until it is dismissed.
    private(set) var openScene: SceneDescriptor?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if presentedViewController == nil {
            openScene = nil
            PlaygroundWindow.show(nil)
        }
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
        openScene = scene
        PlaygroundWindow.show(scene)
        present(controller, animated: animated)
    }
}
