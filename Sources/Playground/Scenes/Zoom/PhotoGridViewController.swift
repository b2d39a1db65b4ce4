import UIKit

/// Scene 3's first screen: nine thumbnails in a grid. A click zooms one open; dragging one
/// upward grows it by hand.
final class PhotoGridViewController: UIViewController, UIGestureRecognizerDelegate {
    let context: PlaygroundContext
    let zoomTransition = ZoomTransitionController()
    private(set) var thumbnails: [UIImageView] = []
    private let gridView = UIView()
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let noteLabel = UILabel()
    private var hintBar: HintBar!

    /// The grid's geometry (the scene's scripted drags click the first thumbnail).
    static let gridTop: CGFloat = 108
    static let side: CGFloat = 114
    static let gap: CGFloat = 6

    init(context: PlaygroundContext) {
        self.context = context
        super.init(nibName: nil, bundle: nil)
        title = "Photos"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = "Photos"
        titleLabel.font = .boldSystemFont(ofSize: 30)
        view.addSubview(titleLabel)
        subtitleLabel.text = "Nine places, one zoom"
        subtitleLabel.font = .systemFont(ofSize: 15)
        subtitleLabel.textColor = .secondaryLabel
        view.addSubview(subtitleLabel)

        view.addSubview(gridView)
        for photo in Photo.all {
            let thumbnail = UIImageView(image: context.assets.thumbnail(of: photo))
            thumbnail.contentMode = .scaleAspectFill
            thumbnail.clipsToBounds = true
            thumbnail.layer.cornerRadius = 10
            thumbnail.tag = photo.number
            gridView.addSubview(thumbnail)
            thumbnails.append(thumbnail)
        }
        gridView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.gridTapped))
        let pan = UIPanGestureRecognizer(target: self, action: Self.gridPanned)
        pan.delegate = self
        gridView.addGestureRecognizer(pan)

        noteLabel.text = "The animator zooms snapshot views — the thumbnail and the detail's photo — between the two screens, animating the frame, corner radius and shadow. The same animator runs both ways, and a UIPercentDrivenInteractiveTransition scrubs it under your finger."
        noteLabel.font = .systemFont(ofSize: 13)
        noteLabel.textColor = .secondaryLabel
        noteLabel.numberOfLines = 0
        view.addSubview(noteLabel)
        hintBar = HintBar.install(in: view, text: "Click a photo — or drag one upward — to zoom it open")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        hintBar.onHome = backToHomeAction
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let b = view.bounds, margin: CGFloat = 20
        titleLabel.frame = CGRect(x: margin, y: 28, width: b.width - 2 * margin, height: 38)
        subtitleLabel.frame = CGRect(x: margin, y: 68, width: b.width - 2 * margin, height: 20)
        let gridWidth = 3 * Self.side + 2 * Self.gap
        gridView.frame = CGRect(x: ((b.width - gridWidth) / 2).rounded(), y: Self.gridTop, width: gridWidth, height: gridWidth)
        for (i, thumbnail) in thumbnails.enumerated() {
            thumbnail.frame = CGRect(x: CGFloat(i % 3) * (Self.side + Self.gap), y: CGFloat(i / 3) * (Self.side + Self.gap),
                                     width: Self.side, height: Self.side)
        }
        let column = SceneColumn(bounds: b, margin: margin)
        let noteHeight = noteLabel.sizeThatFits(CGSize(width: column.width, height: 0)).height
        noteLabel.frame = CGRect(x: column.x, y: gridView.frame.maxY + 24, width: column.width, height: noteHeight)
        noteLabel.isHidden = noteLabel.frame.maxY > column.bottom
    }

    /// The thumbnail under a point in the grid's coordinates.
    private func thumbnail(at point: CGPoint) -> UIImageView? {
        thumbnails.first { $0.frame.contains(point) }
    }

    /// Makes the detail screen of a thumbnail's photo, presented through the zoom.
    private func detailScreen(for thumbnail: UIImageView) -> ZoomDetailViewController {
        zoomTransition.thumbnail = thumbnail
        let detail = ZoomDetailViewController(photo: Photo.all[thumbnail.tag - 1], context: context)
        detail.modalPresentationStyle = .custom   // the grid stays under the detail screen
        detail.transitioningDelegate = zoomTransition
        return detail
    }

    // MARK: Click: zoom open

    private func gridTapped(_ recognizer: UITapGestureRecognizer) {
        guard transitionCoordinator == nil, presentedViewController == nil,
              let thumbnail = thumbnail(at: recognizer.location(in: gridView)) else { return }
        zoomTransition.interaction = nil
        context.timeline.beginTransition("zoom open \(Photo.all[thumbnail.tag - 1].title)")
        present(detailScreen(for: thumbnail), animated: true)
    }

    // MARK: Drag up: grow it by hand

    /// Only an upward drag that started on a thumbnail, while nothing else runs.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, transitionCoordinator == nil,
              presentedViewController == nil else { return false }
        let t = pan.translation(in: gridView), now = pan.location(in: gridView)
        let start = CGPoint(x: now.x - t.x, y: now.y - t.y)
        return -t.y > abs(t.x) && thumbnail(at: start) != nil
    }

    private func gridPanned(_ pan: UIPanGestureRecognizer) {
        let progress = -pan.translation(in: view).y / ZoomDrag.distance
        switch pan.state {
        case .began:
            let t = pan.translation(in: gridView), now = pan.location(in: gridView)
            guard let thumbnail = thumbnail(at: CGPoint(x: now.x - t.x, y: now.y - t.y)) else { return }
            zoomTransition.interaction = ZoomDrag.makeInteraction()
            context.timeline.beginTransition("zoom open \(Photo.all[thumbnail.tag - 1].title) (drag)")
            present(detailScreen(for: thumbnail), animated: true)
        case .changed:
            zoomTransition.interaction?.update(progress)
            if zoomTransition.interaction != nil {
                let finger = pan.location(in: nil), moved = pan.translation(in: nil)
                zoomTransition.animator?.follow(finger: finger, pressed: CGPoint(x: finger.x - moved.x, y: finger.y - moved.y),
                                                progress: progress)
            }
        default:
            ZoomDrag.release(zoomTransition.interaction, progress: progress, velocity: -pan.velocity(in: view).y,
                             cancelled: pan.state != .ended, context: context,
                             animator: zoomTransition.animator)
            zoomTransition.interaction = nil
        }
    }
}
