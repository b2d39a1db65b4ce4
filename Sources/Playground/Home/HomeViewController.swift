import UIKit

/// The home screen: the playground's title and a card per scene, in a scroll view so that any
/// number of scenes fit (adding one to `SceneDescriptor.all` is all it takes). Clicking a card
/// presents the scene full screen; the scene's Home button dismisses it again.
final class HomeViewController: UIViewController {
    let context: PlaygroundContext
    let scenes: [SceneDescriptor]
    private(set) var cards: [SceneCardView] = []
    /// Holds the title, the cards and the footer; scrolls when the cards do not fit the window.
    let scrollView = UIScrollView()
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
        // Laid out from the window's top edge, as the scenes are.
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)

        titleLabel.text = "TransitionPlayground"
        titleLabel.font = .boldSystemFont(ofSize: 30)
        titleLabel.adjustsFontSizeToFitWidth = true
        titleLabel.minimumScaleFactor = 0.6
        scrollView.addSubview(titleLabel)

        subtitleLabel.text = "UIKit's interactive transitions, driven by your mouse. Open a scene, drag, let go — and watch it finish or cancel."
        subtitleLabel.font = .systemFont(ofSize: 15)
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.numberOfLines = 3
        scrollView.addSubview(subtitleLabel)

        for (index, scene) in scenes.enumerated() {
            // Photo N carries the number N: the card's picture numbers the scene.
            let photo = Photo.all[index % Photo.all.count]
            let card = SceneCardView(title: scene.title, summary: scene.summary, image: context.assets.thumbnail(of: photo))
            card.tag = index
            card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.cardTapped))
            scrollView.addSubview(card)
            cards.append(card)
        }

        footerLabel.text = "Every scene is plain UIKit code: a transitioning delegate, an animator, an interaction controller."
        footerLabel.font = .systemFont(ofSize: 12)
        footerLabel.textColor = .tertiaryLabel
        footerLabel.textAlignment = .center
        footerLabel.numberOfLines = 2
        scrollView.addSubview(footerLabel)
    }

    /// Lays the home screen out for any window: the cards in as many columns of at least
    /// `HomeGrid.minimumCardWidth` as the width holds (at most three), centred. When every card
    /// fits the window (a little shorter than regular, if need be) nothing scrolls and the footer
    /// sits at the bottom; otherwise the cards keep their regular height and the screen scrolls,
    /// the footer below the last card.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let b = view.bounds
        let grid = HomeGrid(width: b.width, count: cards.count)
        let left = grid.originX, width = grid.width
        titleLabel.frame = CGRect(x: left + 4, y: 28, width: width - 8, height: 38)
        let subtitleHeight = min(60, subtitleLabel.sizeThatFits(CGSize(width: width - 8, height: 0)).height.rounded(.up))
        subtitleLabel.frame = CGRect(x: left + 4, y: 70, width: width - 8, height: subtitleHeight)
        let footerHeight = min(36, footerLabel.sizeThatFits(CGSize(width: width - 8, height: 0)).height.rounded(.up))

        let top = subtitleLabel.frame.maxY + 14
        let fitting = grid.fittingCardHeight(top: top, bottom: b.height - 24 - footerHeight - 12)
        let frames = grid.cardFrames(top: top, cardHeight: fitting ?? HomeGrid.regularCardHeight)
        for (card, frame) in zip(cards, frames) where card.frame != frame {
            card.frame = frame
        }
        let lastCard = frames.map(\.maxY).max() ?? top
        let footerY = fitting == nil ? lastCard + 12 : max(lastCard + 12, b.height - 24 - footerHeight)
        footerLabel.frame = CGRect(x: left + 4, y: footerY, width: width - 8, height: footerHeight)
        let contentSize = CGSize(width: b.width, height: max(b.height, footerLabel.frame.maxY + 24))
        if scrollView.contentSize != contentSize { scrollView.contentSize = contentSize }
    }

    // MARK: Keyboard

    /// The card the keyboard has focused (Tab, arrows); nil until a key moves the focus. The
    /// focused card scrolls into view (with a gap's room around it), as a focus move on iOS does;
    /// a card of the first row brings the title back too, one of the last row the footer.
    private(set) var focusedIndex: Int? {
        didSet {
            for (i, card) in cards.enumerated() { card.isKeyboardFocused = i == focusedIndex }
            guard let index = focusedIndex, cards.indices.contains(index) else { return }
            view.layoutIfNeeded()
            let frame = cards[index].frame
            var target = frame.insetBy(dx: 0, dy: -HomeGrid.gap)
            if frame.minY <= (cards.first?.frame.minY ?? 0) { target = target.union(CGRect(x: frame.minX, y: 0, width: 1, height: 1)) }
            if frame.maxY >= (cards.last?.frame.maxY ?? 0) { target = target.union(footerLabel.frame.insetBy(dx: 0, dy: -12)) }
            scrollView.scrollRectToVisible(target, animated: true)
        }
    }

    /// The digits open their scene (the cards carry their numbers; 1 to 9); Tab, Shift+Tab and the
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
