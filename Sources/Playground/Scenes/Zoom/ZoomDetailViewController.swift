import UIKit

/// The zoomed photo: a large card with a shadow, the place's story, and a close button. A
/// downward drag anywhere shrinks the photo back into its thumbnail.
///
/// The photo itself zooms inside its card, as a photo viewer's does: it is the view for
/// zooming of a scroll view (up to 4×), pinched with Control + wheel, and a double-click zooms
/// in on the point clicked (or back out). Zoomed in, a drag moves the photo in its card — the
/// scroll view can scroll then, so its pan takes the drag — and the dismissal drag works again
/// once the photo is back at its size.
final class ZoomDetailViewController: UIViewController, UIScrollViewDelegate {
    let photo: Photo
    let context: PlaygroundContext
    /// The photo card: a shadow view holding the clipped, zooming photo.
    let photoCard = UIView()
    let photoScroller = UIScrollView()
    let photoView = UIImageView()
    private let closeButton = PillButton(symbol: .xmark, style: .tinted(.systemGray), pointSize: 13)
    private let placeLabel = UILabel()
    private let titleLabel = UILabel()
    private let blurbLabel = UILabel()
    private let noteLabel = UILabel()

    /// The photo card's look (the zoom animates toward it).
    static let photoCornerRadius: CGFloat = 20
    static let photoShadowOpacity: Float = 0.3
    static let photoShadowRadius: CGFloat = 16
    static let photoShadowOffset = CGSize(width: 0, height: 10)
    static let photoTop: CGFloat = 76
    /// The zoom a double-click goes to.
    static let doubleClickZoom: CGFloat = 2.5

    init(photo: Photo, context: PlaygroundContext) {
        self.photo = photo
        self.context = context
        super.init(nibName: nil, bundle: nil)
        title = photo.title
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        photoCard.backgroundColor = .systemBackground
        photoCard.layer.cornerRadius = Self.photoCornerRadius
        photoCard.layer.shadowOpacity = Self.photoShadowOpacity
        photoCard.layer.shadowRadius = Self.photoShadowRadius
        photoCard.layer.shadowOffset = Self.photoShadowOffset
        view.addSubview(photoCard)
        photoView.image = context.assets.image(of: photo)
        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        photoView.layer.cornerRadius = Self.photoCornerRadius
        photoScroller.clipsToBounds = true
        photoScroller.layer.cornerRadius = Self.photoCornerRadius
        photoScroller.contentInsetAdjustmentBehavior = .never
        photoScroller.showsVerticalScrollIndicator = false
        photoScroller.showsHorizontalScrollIndicator = false
        photoScroller.maximumZoomScale = 4
        photoScroller.delegate = self
        photoScroller.addSubview(photoView)
        let doubleClick = UITapGestureRecognizer(target: self, action: Self.doubleClicked)
        doubleClick.numberOfTapsRequired = 2
        photoScroller.addGestureRecognizer(doubleClick)
        photoCard.addSubview(photoScroller)

        closeButton.onTap = { [weak self] in self?.close() }
        view.addSubview(closeButton)

        placeLabel.text = photo.place.uppercased()
        placeLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        placeLabel.textColor = .systemTeal
        view.addSubview(placeLabel)
        titleLabel.text = photo.title
        titleLabel.font = .boldSystemFont(ofSize: 28)
        view.addSubview(titleLabel)
        blurbLabel.text = photo.blurb
        blurbLabel.font = .systemFont(ofSize: 16)
        blurbLabel.textColor = .secondaryLabel
        blurbLabel.numberOfLines = 0
        view.addSubview(blurbLabel)

        noteLabel.text = "Dragging down runs the zoom animator backwards under a UIPercentDrivenInteractiveTransition: 300 points of drag take the photo all the way back to its thumbnail. The photo zooms in its card (Control + wheel, or a double-click); zoomed in, a drag moves it instead."
        noteLabel.font = .systemFont(ofSize: 13)
        noteLabel.textColor = .tertiaryLabel
        noteLabel.numberOfLines = 0
        view.addSubview(noteLabel)

        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.panned))
        HintBar.install(in: view, text: "Drag down to shrink the photo back into the grid · double-click or Control + wheel to zoom")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if isBeingPresented { context.timeline.observe(transitionCoordinator, label: "detail appears") }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isBeingDismissed { context.timeline.observe(transitionCoordinator, label: "detail disappears") }
    }

    /// A phone-width column centred in a wide window; the photo keeps its shape and gets
    /// smaller when the window is too short for it and the text (the note goes first).
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let b = view.bounds, margin: CGFloat = 16
        let column = SceneColumn(bounds: b, margin: margin, maximumWidth: 560)
        let textWidth = column.width - 8
        let blurbHeight = blurbLabel.sizeThatFits(CGSize(width: textWidth, height: 0)).height
        let noteHeight = noteLabel.sizeThatFits(CGSize(width: textWidth, height: 0)).height
        let textHeight: CGFloat = 24 + 18 + 2 + 36 + 10 + blurbHeight
        var photo = column.photoSize(aspectRatio: Photo.aspectRatio, maximumWidth: column.width, top: Self.photoTop,
                                     textHeight: textHeight + 24 + noteHeight)
        noteLabel.isHidden = Self.photoTop + photo.height + textHeight + 24 + noteHeight > column.bottom
        if noteLabel.isHidden {
            photo = column.photoSize(aspectRatio: Photo.aspectRatio, maximumWidth: column.width, top: Self.photoTop, textHeight: textHeight)
        }
        photoCard.frame = CGRect(x: ((b.width - photo.width) / 2).rounded(), y: Self.photoTop, width: photo.width, height: photo.height)
        if photoScroller.frame.size != photoCard.bounds.size {   // a new card size starts unzoomed
            photoScroller.zoomScale = 1
            photoScroller.frame = photoCard.bounds
            photoView.frame = photoScroller.bounds
            photoScroller.contentSize = photoScroller.bounds.size
        }
        closeButton.frame = CGRect(x: column.x + column.width - 36, y: 24, width: 36, height: 36)
        placeLabel.frame = CGRect(x: column.x + 4, y: photoCard.frame.maxY + 24, width: textWidth, height: 18)
        titleLabel.frame = CGRect(x: column.x + 4, y: placeLabel.frame.maxY + 2, width: textWidth, height: 36)
        blurbLabel.frame = CGRect(x: column.x + 4, y: titleLabel.frame.maxY + 10, width: textWidth, height: blurbHeight)
        noteLabel.frame = CGRect(x: column.x + 4, y: blurbLabel.frame.maxY + 24, width: textWidth, height: noteHeight)
    }

    private var zoomTransition: ZoomTransitionController? { transitioningDelegate as? ZoomTransitionController }

    // MARK: Zooming the photo

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { photoView }

    /// Zooms in on the point double-clicked, or back out when zoomed in.
    private func doubleClicked(_ tap: UITapGestureRecognizer) {
        guard photoScroller.zoomScale == photoScroller.minimumZoomScale else {
            photoScroller.setZoomScale(photoScroller.minimumZoomScale, animated: true)
            return
        }
        let point = tap.location(in: photoView), size = photoScroller.bounds.size
        let width = size.width / Self.doubleClickZoom, height = size.height / Self.doubleClickZoom
        photoScroller.zoom(to: CGRect(x: point.x - width / 2, y: point.y - height / 2, width: width, height: height), animated: true)
    }

    /// Zooms back without a drag (the photo back at its size first, so it shrinks from its card).
    private func close() {
        guard transitionCoordinator == nil, let zoomTransition else { return }
        photoScroller.zoomScale = photoScroller.minimumZoomScale
        zoomTransition.interaction = nil
        context.timeline.beginTransition("zoom back \(photo.title)")
        dismiss(animated: true)
    }

    private func panned(_ pan: UIPanGestureRecognizer) {
        guard let zoomTransition else { return }
        let progress = pan.translation(in: view).y / ZoomDrag.distance
        switch pan.state {
        case .began:
            let t = pan.translation(in: view)
            guard t.y > abs(t.x), transitionCoordinator == nil else { return }
            zoomTransition.interaction = ZoomDrag.makeInteraction()
            context.timeline.beginTransition("zoom back \(photo.title) (drag)")
            dismiss(animated: true)
        case .changed:
            zoomTransition.interaction?.update(progress)
            if zoomTransition.interaction != nil {
                let finger = pan.location(in: nil), moved = pan.translation(in: nil)
                zoomTransition.animator?.follow(finger: finger, pressed: CGPoint(x: finger.x - moved.x, y: finger.y - moved.y),
                                                progress: progress)
            }
        default:
            ZoomDrag.release(zoomTransition.interaction, progress: progress, velocity: pan.velocity(in: view).y,
                             cancelled: pan.state != .ended, context: context,
                             animator: zoomTransition.animator)
            zoomTransition.interaction = nil
        }
    }
}
