import UIKit

/// Scene 4's first screen: albums, a status line that narrates the transition, and a mini
/// player at the bottom that opens the full player card.
final class ListenNowViewController: UIViewController {
    let context: PlaygroundContext
    private(set) var playerTransition: PlayerTransitionController!
    let miniPlayer = UIView()
    let statusLabel = UILabel()
    private let titleLabel = UILabel()
    private var tiles: [(image: UIImageView, caption: UILabel)] = []
    private var hintBar: HintBar!

    /// The mini player's frame on a 390 × 844 screen (the scripted drags start on it).
    static let miniPlayerHeight: CGFloat = 64

    init(context: PlaygroundContext) {
        self.context = context
        super.init(nibName: nil, bundle: nil)
        title = "Listen Now"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        titleLabel.text = "Listen Now"
        titleLabel.font = .boldSystemFont(ofSize: 30)
        view.addSubview(titleLabel)

        statusLabel.font = .systemFont(ofSize: 14, weight: .bold)
        statusLabel.textAlignment = .center
        statusLabel.layer.cornerRadius = 17
        statusLabel.clipsToBounds = true
        view.addSubview(statusLabel)

        for (photo, name) in zip([Photo.all[0], Photo.all[3], Photo.all[4], Photo.all[8]],
                                 ["Alpine Mornings", "Forest Radio", "Purple Hours", "Northern Lights"]) {
            let image = UIImageView(image: context.assets.image(of: photo))
            image.contentMode = .scaleAspectFill
            image.clipsToBounds = true
            image.layer.cornerRadius = 12
            let caption = UILabel()
            caption.text = name
            caption.font = .systemFont(ofSize: 14, weight: .medium)
            view.addSubview(image)
            view.addSubview(caption)
            tiles.append((image, caption))
        }

        buildMiniPlayer()
        view.addSubview(miniPlayer)
        playerTransition = PlayerTransitionController(context: context, presenter: self)
        playerTransition.attach(toMiniPlayer: miniPlayer)
        playerTransition.onPhaseChange = { [weak self] phase, catches in self?.show(phase, catches: catches) }
        show(.closed, catches: 0)
        hintBar = HintBar.install(in: view, text: "Drag the player up — then press it mid-flight to catch it")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        hintBar.onHome = backToHomeAction
    }

    private func buildMiniPlayer() {
        miniPlayer.backgroundColor = .secondarySystemGroupedBackground
        miniPlayer.layer.cornerRadius = 16
        miniPlayer.layer.shadowOpacity = 0.15
        miniPlayer.layer.shadowRadius = 10
        miniPlayer.layer.shadowOffset = CGSize(width: 0, height: 3)
        let art = UIImageView(frame: CGRect(x: 10, y: 10, width: 44, height: 44))
        art.image = context.assets.thumbnail(of: Photo.all[7])
        art.clipsToBounds = true
        art.layer.cornerRadius = 8
        let song = UILabel(frame: CGRect(x: 66, y: 13, width: 220, height: 20))
        song.text = "Harbor Lights"
        song.font = .systemFont(ofSize: 15, weight: .semibold)
        let artist = UILabel(frame: CGRect(x: 66, y: 33, width: 220, height: 18))
        artist.text = "The Night Ferry"
        artist.font = .systemFont(ofSize: 13)
        artist.textColor = .secondaryLabel
        let play = SymbolView(.play, color: .label, pointSize: 20)
        play.frame = CGRect(x: 0, y: 0, width: 44, height: Self.miniPlayerHeight)
        play.tag = 1
        for v in [art, song, artist, play] { miniPlayer.addSubview(v) }
    }

    /// The tiles use the window's width (more columns in a wide or short window, as many rows as
    /// fit above the mini player); the status line and the mini player keep to a centred column.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let b = view.bounds, margin: CGFloat = 16
        let column = SceneColumn(bounds: b, margin: margin)
        titleLabel.frame = CGRect(x: column.x + 4, y: 28, width: column.width, height: 38)
        statusLabel.frame = CGRect(x: column.x, y: 76, width: column.width, height: 34)
        miniPlayer.frame = CGRect(x: column.x, y: b.height - HintBar.margin - HintBar.height - 14 - Self.miniPlayerHeight,
                                  width: column.width, height: Self.miniPlayerHeight)
        let grid = TileGrid(count: tiles.count, width: b.width, margin: margin, gap: 12, top: 132,
                            bottom: miniPlayer.frame.minY - 12, maximumTileWidth: 280) { ($0 / Photo.aspectRatio).rounded() + 32 }
        for (tile, place) in zip(tiles, grid.tiles) {
            let f = place.frame
            tile.image.frame = CGRect(x: f.minX, y: f.minY, width: f.width, height: (f.width / Photo.aspectRatio).rounded())
            tile.caption.frame = CGRect(x: f.minX + 4, y: tile.image.frame.maxY + 6, width: f.width - 8, height: 20)
            tile.image.isHidden = !place.isShown
            tile.caption.isHidden = !place.isShown
        }
        let text = miniPlayer.bounds.width - 66 - 58
        for v in miniPlayer.subviews where v is UILabel && v.tag != 1 { v.frame.size.width = max(0, text) }
        miniPlayer.viewWithTag(1)?.frame.origin.x = miniPlayer.bounds.width - 54
    }

    /// Narrates the transition in the status line.
    private func show(_ phase: PlayerTransitionController.Phase, catches: Int) {
        let caught = catches == 0 ? "" : " · caught \(catches)×"
        let (text, color): (String, UIColor) = switch phase {
        case .closed: ("Closed\(caught) · drag the mini player up", .systemGray)
        case .open: ("Open\(caught) · drag the card down", .systemGray)
        case .dragging(_, let percent): ("Dragging · \(percent) %\(caught)", .systemBlue)
        case .settling(let opening, let finishing):
            ("\(finishing ? (opening ? "Opening" : "Closing") : "Snapping back")… press the card to catch it", .systemOrange)
        case .caught(_, let percent): ("Caught at \(percent) %! Drag on, then let go", .systemGreen)
        }
        statusLabel.text = text
        statusLabel.textColor = color
        statusLabel.backgroundColor = color.withAlphaComponent(0.18)
    }
}
