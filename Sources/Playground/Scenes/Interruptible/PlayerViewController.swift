import UIKit

/// The full player: a dark card with the artwork, the track, a progress bar and the controls.
final class PlayerViewController: UIViewController {
    let context: PlaygroundContext
    private let grabber = UIView()
    private let artwork = UIImageView()
    private let titleLabel = UILabel()
    private let artistLabel = UILabel()
    private let track = UIView()
    private let trackFill = UIView()
    private let knob = UIView()
    private let elapsedLabel = UILabel()
    private let remainingLabel = UILabel()
    /// Back, pause and forward, drawn as the playground's symbols.
    let controls = UIView()
    private let transport = [SymbolView(.backward, color: .white, pointSize: 30), SymbolView(.pause, color: .white, pointSize: 34),
                             SymbolView(.forward, color: .white, pointSize: 30)]
    private let upNextLabel = UILabel()
    private let nextArtwork = UIImageView()
    private let nextTitle = UILabel()
    private let nextArtist = UILabel()

    /// The card's colour.
    static let background = UIColor(red: 0.09, green: 0.15, blue: 0.25, alpha: 1)

    init(context: PlaygroundContext) {
        self.context = context
        super.init(nibName: nil, bundle: nil)
        title = "Now Playing"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Self.background
        grabber.backgroundColor = UIColor(white: 1, alpha: 0.35)
        grabber.layer.cornerRadius = 2.5
        artwork.image = context.assets.image(of: Photo.all[7])
        artwork.contentMode = .scaleAspectFill
        artwork.clipsToBounds = true
        artwork.layer.cornerRadius = 16
        titleLabel.text = "Harbor Lights"
        titleLabel.font = .boldSystemFont(ofSize: 24)
        titleLabel.textColor = .white
        artistLabel.text = "The Night Ferry"
        artistLabel.font = .systemFont(ofSize: 17)
        artistLabel.textColor = UIColor(white: 1, alpha: 0.6)
        track.backgroundColor = UIColor(white: 1, alpha: 0.2)
        track.layer.cornerRadius = 2
        trackFill.backgroundColor = .white
        trackFill.layer.cornerRadius = 2
        knob.backgroundColor = .white
        knob.layer.cornerRadius = 7
        for (label, text, alignment) in [(elapsedLabel, "1:12", NSTextAlignment.left), (remainingLabel, "−2:31", .right)] {
            label.text = text
            label.font = .monospacedDigitSystemFont(ofSize: 12, weight: .medium)
            label.textColor = UIColor(white: 1, alpha: 0.6)
            label.textAlignment = alignment
        }
        transport.forEach(controls.addSubview)
        upNextLabel.text = "UP NEXT"
        upNextLabel.font = .systemFont(ofSize: 12, weight: .bold)
        upNextLabel.textColor = UIColor(white: 1, alpha: 0.5)
        nextArtwork.image = context.assets.thumbnail(of: Photo.all[8])
        nextArtwork.clipsToBounds = true
        nextArtwork.layer.cornerRadius = 8
        nextTitle.text = "Aurora"
        nextTitle.font = .systemFont(ofSize: 15, weight: .semibold)
        nextTitle.textColor = .white
        nextArtist.text = "Northern Lights"
        nextArtist.font = .systemFont(ofSize: 13)
        nextArtist.textColor = UIColor(white: 1, alpha: 0.6)
        for v in [grabber, artwork, titleLabel, artistLabel, track, trackFill, knob, elapsedLabel, remainingLabel, controls,
                  upNextLabel, nextArtwork, nextTitle, nextArtist] {
            view.addSubview(v)
        }
        HintBar.install(in: view, text: "Drag down to close — press the card mid-flight to catch it",
                        bottomInset: PlayerPresentationController.hiddenOverhang)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if isBeingPresented { context.timeline.observe(transitionCoordinator, label: "player appears") }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isBeingDismissed { context.timeline.observe(transitionCoordinator, label: "player disappears") }
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let b = view.bounds, margin: CGFloat = 32
        let width = b.width - 2 * margin
        grabber.frame = CGRect(x: (b.width - 40) / 2, y: 10, width: 40, height: 5)
        artwork.frame = CGRect(x: margin, y: 36, width: width, height: (width / Photo.aspectRatio).rounded())
        titleLabel.frame = CGRect(x: margin, y: artwork.frame.maxY + 28, width: width, height: 30)
        artistLabel.frame = CGRect(x: margin, y: titleLabel.frame.maxY + 2, width: width, height: 22)
        track.frame = CGRect(x: margin, y: artistLabel.frame.maxY + 28, width: width, height: 4)
        trackFill.frame = CGRect(x: margin, y: track.frame.minY, width: width * 0.32, height: 4)
        knob.frame = CGRect(x: trackFill.frame.maxX - 7, y: track.frame.midY - 7, width: 14, height: 14)
        elapsedLabel.frame = CGRect(x: margin, y: track.frame.maxY + 10, width: 80, height: 16)
        remainingLabel.frame = CGRect(x: b.width - margin - 80, y: track.frame.maxY + 10, width: 80, height: 16)
        controls.frame = CGRect(x: margin, y: elapsedLabel.frame.maxY + 24, width: width, height: 40)
        for (i, symbol) in transport.enumerated() {
            // Centred on a quarter, the middle and three quarters of the row, as Music spaces them.
            symbol.frame = CGRect(x: width * CGFloat(i + 1) / 4 - 22, y: 0, width: 44, height: 40)
        }
        upNextLabel.frame = CGRect(x: margin, y: controls.frame.maxY + 28, width: width, height: 16)
        nextArtwork.frame = CGRect(x: margin, y: upNextLabel.frame.maxY + 8, width: 44, height: 44)
        nextTitle.frame = CGRect(x: margin + 56, y: nextArtwork.frame.minY + 3, width: width - 56, height: 20)
        nextArtist.frame = CGRect(x: margin + 56, y: nextTitle.frame.maxY + 1, width: width - 56, height: 18)
    }
}
