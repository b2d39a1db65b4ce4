import UIKit

/// The gallery: six photo cards in two columns under the navigation bar. A click pushes the
/// photo's page.
final class GalleryViewController: UIViewController {
    let context: PlaygroundContext
    private(set) var cards: [PhotoCardView] = []
    private let introLabel = UILabel()
    private var hintBar: HintBar!

    /// The card grid's geometry (the scene's scripted drags click the first card).
    static let gridTop: CGFloat = 112
    static let columnGap: CGFloat = 12

    init(context: PlaygroundContext) {
        self.context = context
        super.init(nibName: nil, bundle: nil)
        title = "Gallery"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        introLabel.text = "Open a place, then swipe back from the left edge: UINavigationController does the rest."
        introLabel.font = .systemFont(ofSize: 14)
        introLabel.textColor = .secondaryLabel
        introLabel.numberOfLines = 2
        view.addSubview(introLabel)

        for photo in Photo.all.prefix(6) {
            let card = PhotoCardView(photo: photo, assets: context.assets)
            card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.cardTapped))
            view.addSubview(card)
            cards.append(card)
        }
        hintBar = HintBar.install(in: view, text: "Click a photo to open it")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        hintBar.onHome = backToHomeAction
        context.timeline.observe(transitionCoordinator, label: "Gallery")
    }

    /// The grid uses the window's width: two columns on a phone, more in a wider or shorter
    /// window, so that all six cards fit above the hint bar (see `TileGrid`).
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let b = view.bounds, margin: CGFloat = 16
        let column = SceneColumn(bounds: b, margin: margin, maximumWidth: 840)
        introLabel.frame = CGRect(x: column.x + 4, y: 56, width: column.width - 8, height: 40)
        let grid = TileGrid(count: cards.count, width: b.width, margin: margin, gap: Self.columnGap,
                            top: Self.gridTop, bottom: column.bottom, height: PhotoCardView.height(forWidth:))
        for (card, tile) in zip(cards, grid.tiles) {
            card.frame = tile.frame
            card.isHidden = !tile.isShown
        }
    }

    private func cardTapped(_ recognizer: UITapGestureRecognizer) {
        guard let card = recognizer.view as? PhotoCardView else { return }
        navigationController?.pushViewController(PhotoDetailViewController(photo: card.photo, context: context), animated: true)
    }
}
