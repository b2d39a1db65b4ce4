import UIKit

/// Scene 11's first screen: a grid of photos. A click opens one full screen on black, where it
/// hangs under the finger — UIKit Dynamics holds it by the point you grabbed — and a throw sends
/// it flying off the screen while the gallery comes back; let go gently and it springs back.
/// A secondary click (or a long press) on a photo opens its context menu: Open, or Remove it
/// from the grid.
final class FlickGalleryViewController: UIViewController, UIContextMenuInteractionDelegate {
    let context: PlaygroundContext
    private let flickTransition: FlickTransition
    private let titleLabel = UILabel()
    private let noteLabel = UILabel()
    private var hintBar: HintBar!
    /// The thumbnails, in the grid's order.
    private(set) var thumbnails: [UIImageView] = []

    /// The photos shown.
    static let photos = Array(Photo.all.prefix(6))
    /// The grid's top, below the title and the note.
    static let gridTop: CGFloat = 200

    init(context: PlaygroundContext) {
        self.context = context
        flickTransition = FlickTransition(context: context)
        super.init(nibName: nil, bundle: nil)
        title = "Flick"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = "Throw it away"
        titleLabel.font = .boldSystemFont(ofSize: 30)
        view.addSubview(titleLabel)
        noteLabel.text = "The open photo hangs from your finger on a UIAttachmentBehavior, so it tilts as it follows. Let go fast and a UIDynamicItemBehavior carries it off with your velocity, driving the percent-driven dismissal as it goes; let go slowly and a UISnapBehavior brings it back and the dismissal is cancelled."
        noteLabel.font = .systemFont(ofSize: 13)
        noteLabel.textColor = .secondaryLabel
        noteLabel.numberOfLines = 0
        view.addSubview(noteLabel)
        for (index, photo) in Self.photos.enumerated() {
            let thumbnail = UIImageView(image: context.assets.thumbnail(of: photo))
            thumbnail.contentMode = .scaleAspectFill
            thumbnail.clipsToBounds = true
            thumbnail.layer.cornerRadius = 10
            thumbnail.isUserInteractionEnabled = true
            thumbnail.tag = index
            thumbnail.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.thumbnailTapped))
            thumbnail.addInteraction(UIContextMenuInteraction(delegate: self))
            view.addSubview(thumbnail)
            thumbnails.append(thumbnail)
        }
        hintBar = HintBar.install(in: view, text: "Click a photo. Throw it off the screen, or let go and it springs back. Right-click for a menu.")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        hintBar.onHome = backToHomeAction
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds, margin: CGFloat = 20
        let width = b.width - 2 * margin
        titleLabel.frame = CGRect(x: margin, y: 60, width: width, height: 36)
        let noteHeight = noteLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        noteLabel.frame = CGRect(x: margin, y: 104, width: width, height: noteHeight)
        let top = max(Self.gridTop, noteLabel.frame.maxY + 16)
        let grid = TileGrid(count: shownThumbnails.count, width: b.width, margin: margin, gap: 10, top: top,
                            bottom: b.height - HintBar.height - 2 * HintBar.margin, minimumColumns: 2, maximumColumns: 3,
                            maximumTileWidth: 220) { $0 }
        for (thumbnail, tile) in zip(shownThumbnails, grid.tiles) {
            thumbnail.frame = tile.frame
            thumbnail.isHidden = !tile.isShown
        }
    }

    /// The thumbnails not removed, in the grid's order.
    var shownThumbnails: [UIImageView] { thumbnails.filter { $0.superview != nil } }

    // MARK: The context menu

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let thumbnail = interaction.view, presentedViewController == nil else { return nil }
        let index = thumbnail.tag, photo = Self.photos[index]
        // The last photo stays: its Remove is dimmed.
        let removal: UIMenuElement.Attributes = shownThumbnails.count > 1 ? .destructive : [.destructive, .disabled]
        return UIContextMenuConfiguration(identifier: photo.title as NSString, previewProvider: nil) { [weak self] _ in
            UIMenu(title: photo.title, children: [
                UIAction(title: "Open", image: UIImage(systemName: "photo")) { _ in self?.open(index) },
                UIAction(title: "Remove", image: UIImage(systemName: "trash"), attributes: removal) { _ in
                    self?.remove(thumbnail)
                }])
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        context.timeline.record("context menu for \(configuration.identifier)")
    }

    /// Takes a photo out of the grid; the others close up.
    private func remove(_ thumbnail: UIView) {
        UIView.animate(withDuration: 0.25) {
            thumbnail.alpha = 0
            thumbnail.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        } completion: { [weak self] _ in
            thumbnail.removeFromSuperview()
            UIView.animate(withDuration: 0.3) {
                self?.view.setNeedsLayout()
                self?.view.layoutIfNeeded()
            }
        }
    }

    private func thumbnailTapped(_ tap: UITapGestureRecognizer) {
        guard let thumbnail = tap.view, presentedViewController == nil else { return }
        open(thumbnail.tag)
    }

    /// Presents photo `index` full screen.
    func open(_ index: Int) {
        guard Self.photos.indices.contains(index) else { return }
        let viewer = FlickPhotoViewController(photo: Self.photos[index], context: context, transition: flickTransition)
        viewer.modalPresentationStyle = .custom
        viewer.transitioningDelegate = flickTransition
        context.timeline.beginTransition("open \(Self.photos[index].title)")
        present(viewer, animated: true)
    }
}
