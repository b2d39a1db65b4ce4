import UIKit

/// Scene 3's first screen: a scrolling grid of photos, a `UICollectionViewController` with a
/// flow layout. A click zooms a photo open; pressing one and holding it still for a moment lifts
/// it, and dragging it upward then grows it by hand (a plain drag scrolls the grid).
///
/// The zoom goes from wherever the cell is on screen and comes back to it: before the photo
/// shrinks, the grid scrolls just enough for the cell to show in full above the hint bar (it
/// may have been half under the bar, or the window may have changed size meanwhile), and the
/// animator converts the cell's frame into the transition's container.
final class PhotoGridViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout,
    UIGestureRecognizerDelegate, ZoomThumbnailSource {
    let context: PlaygroundContext
    let zoomTransition = ZoomTransitionController()
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let noteLabel = UILabel()
    private var hintBar: HintBar!
    private let hold = UILongPressGestureRecognizer()
    private let lift = UIPanGestureRecognizer()
    /// The item shown by the detail screen, from the zoom's start until it is back (after a
    /// deletion, see ``deletePhoto(at:)``).
    private(set) var zoomedItem: IndexPath?
    /// The grid's photos, in order, as items of the first arrangement (`photo(at:)`).
    private(set) var items: [Int] = Array(0..<PhotoGridViewController.itemCount)

    /// The grid's geometry (the scene's scripted drags click the first photo).
    static let gridTop: CGFloat = 108
    static let side: CGFloat = 114
    static let gap: CGFloat = 6
    static let columns = 3
    /// The photos: the nine places, four times over — enough to scroll.
    static let itemCount = 4 * Photo.all.count
    /// How long a press must keep still before a drag lifts the photo instead of scrolling.
    static let liftDelay: TimeInterval = 0.3

    /// The photo of an item in the first arrangement (before any deletion).
    static func photo(at item: Int) -> Photo { Photo.all[item % Photo.all.count] }

    /// The photo the grid shows at `item` now.
    func photo(ofItem item: Int) -> Photo { Self.photo(at: items[item]) }

    init(context: PlaygroundContext) {
        self.context = context
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: Self.side, height: Self.side)
        layout.minimumInteritemSpacing = Self.gap
        layout.minimumLineSpacing = Self.gap
        super.init(collectionViewLayout: layout)
        title = "Photos"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// The thumbnails on screen, in the grid's order.
    var thumbnails: [UIImageView] { collectionView.visibleCells.compactMap { ($0 as? PhotoGridCell)?.thumbnailView } }

    /// The thumbnail of an item when its cell is on screen.
    func thumbnail(forItem item: Int) -> UIImageView? {
        (collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? PhotoGridCell)?.thumbnailView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let grid: UICollectionView = collectionView
        grid.backgroundColor = .systemBackground
        grid.register(PhotoGridCell.self, forCellWithReuseIdentifier: PhotoGridCell.reuseIdentifier)

        titleLabel.text = "Photos"
        titleLabel.font = .boldSystemFont(ofSize: 30)
        grid.addSubview(titleLabel)
        subtitleLabel.text = "Nine places, four visits each — one zoom"
        subtitleLabel.font = .systemFont(ofSize: 15)
        subtitleLabel.textColor = .secondaryLabel
        grid.addSubview(subtitleLabel)
        noteLabel.text = "The animator zooms snapshot views — the thumbnail and the detail's photo — between the two screens, animating the frame, corner radius and shadow. The same animator runs both ways, and a UIPercentDrivenInteractiveTransition scrubs it under your finger. The grid is a UICollectionView: coming back, it scrolls the photo's cell into view first."
        noteLabel.font = .systemFont(ofSize: 13)
        noteLabel.textColor = .secondaryLabel
        noteLabel.numberOfLines = 0
        grid.addSubview(noteLabel)

        // Press and hold, then drag up: the hold recognizes first (the grid's own pan fails), and
        // the lift pan may only begin while the hold is on.
        hold.minimumPressDuration = Self.liftDelay
        hold.delegate = self
        grid.addGestureRecognizer(hold)
        lift.addTarget(self, action: Self.lifted)
        lift.delegate = self
        grid.addGestureRecognizer(lift)

        hintBar = HintBar.install(in: grid, text: "Click a photo — or hold one still, then drag it up — to zoom it open")
        // Like the scene's other screens, the grid lays out from the window's edges (the hint bar
        // too); the content inset keeps the last photos above the bar.
        grid.contentInsetAdjustmentBehavior = .never
        grid.contentInset.bottom = HintBar.height + HintBar.margin
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        hintBar.onHome = backToHomeAction
    }

    /// The grid's columns keep their size, centred (two on a narrow window); the title above
    /// and the note below scroll with the photos, the hint bar stays at the bottom.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        guard let layout = collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let b = collectionView.bounds, margin: CGFloat = 20
        let gridWidth = CGFloat(Self.columns) * Self.side + CGFloat(Self.columns - 1) * Self.gap
        let side = max(8, ((b.width - gridWidth) / 2).rounded())
        let column = SceneColumn(bounds: CGRect(origin: .zero, size: b.size), margin: margin)
        let noteHeight = noteLabel.sizeThatFits(CGSize(width: column.width, height: 0)).height.rounded(.up)
        let inset = UIEdgeInsets(top: Self.gridTop, left: side, bottom: 24 + noteHeight + 12, right: side)
        if layout.sectionInset != inset { layout.sectionInset = inset }
        titleLabel.frame = CGRect(x: margin, y: 28, width: b.width - 2 * margin, height: 38)
        subtitleLabel.frame = CGRect(x: margin, y: 68, width: b.width - 2 * margin, height: 20)
        let contentHeight = layout.collectionViewContentSize.height
        noteLabel.frame = CGRect(x: column.x, y: contentHeight - inset.bottom + 24, width: column.width, height: noteHeight)
    }

    /// The hint bar floats over the scrolling grid, at the bottom of what shows.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = collectionView.bounds
        hintBar.frame = CGRect(x: HintBar.margin, y: b.maxY - HintBar.margin - HintBar.height,
                               width: b.width - 2 * HintBar.margin, height: HintBar.height)
    }

    // MARK: Data

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoGridCell.reuseIdentifier, for: indexPath)
        (cell as? PhotoGridCell)?.show(photo(ofItem: indexPath.item), assets: context.assets)
        // The zoomed photo's cell scrolled back into view keeps its place empty while the photo travels.
        (cell as? PhotoGridCell)?.thumbnailView.isHidden = indexPath == zoomedItem && zoomTransition.animator?.travellers.isEmpty == false
        return cell
    }

    // MARK: The zoom's thumbnail

    /// The cell's thumbnail for the zoom: going back, the grid first scrolls the cell into view
    /// in full (above the hint bar, through the content inset), at once, so the animator converts
    /// the frame it will really have.
    func thumbnailForZoom(scrollingIntoView: Bool) -> UIView? {
        guard let item = zoomedItem else { return nil }
        let grid: UICollectionView = collectionView
        if scrollingIntoView {
            grid.scrollToItem(at: item, at: [], animated: false)
            grid.layoutIfNeeded()
        }
        return (grid.cellForItem(at: item) as? PhotoGridCell)?.thumbnailView
    }

    // MARK: Deleting a photo

    /// Deletes the photo at `indexPath` from the grid (`deleteItems(at:)`: the cell fades out,
    /// the photos after it close up over 0.3 s). An item that does not exist is refused with a
    /// message.
    ///
    /// It may come while the zoom runs or the detail screen shows the photo. Deleted before the
    /// zoom back begins, the zoom back lands on its neighbour (the photo that takes its place,
    /// or the one before it when it was the last; with no photo left, the detail screen leaves
    /// by the default slide). Deleted during the zoom back, the photo keeps its course to where
    /// its cell was, which is where the neighbour slides in; its snapshots leave with the
    /// transition as always, and no thumbnail stays hidden.
    func deletePhoto(at indexPath: IndexPath) {
        guard indexPath.count == 2, indexPath.section == 0, items.indices.contains(indexPath.item) else {
            warnOnce("PhotoGridViewController.deletePhoto(at:): there is no photo at \(indexPath) (the grid has \(items.count)); nothing is deleted")
            return
        }
        items.remove(at: indexPath.item)
        if let zoomed = zoomedItem {
            if zoomed == indexPath {
                let returning = presentedViewController?.isBeingDismissed == true
                zoomedItem = returning || items.isEmpty ? nil : IndexPath(item: min(zoomed.item, items.count - 1), section: 0)
            } else if zoomed.item > indexPath.item {
                zoomedItem = IndexPath(item: zoomed.item - 1, section: 0)
            }
        }
        collectionView.deleteItems(at: [indexPath])
    }

    /// Makes the detail screen of an item's photo, presented through the zoom.
    private func detailScreen(for item: IndexPath) -> ZoomDetailViewController {
        zoomedItem = item
        zoomTransition.source = self
        let detail = ZoomDetailViewController(photo: photo(ofItem: item.item), context: context)
        detail.modalPresentationStyle = .custom   // the grid stays under the detail screen
        detail.transitioningDelegate = zoomTransition
        return detail
    }

    // MARK: Context menu

    /// A secondary click on a photo: its context menu, Open or Delete (a collection view
    /// controller's delegate method, as an iOS app overrides it).
    override func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                                 point: CGPoint) -> UIContextMenuConfiguration? {
        guard presentedViewController == nil, items.indices.contains(indexPath.item) else { return nil }
        let photo = photo(ofItem: indexPath.item)
        return UIContextMenuConfiguration(identifier: photo.title as NSString, previewProvider: nil) { [weak self] _ in
            UIMenu(title: photo.title, children: [
                UIAction(title: "Open", image: UIImage(systemName: "photo")) { _ in
                    self?.collectionView(collectionView, didSelectItemAt: indexPath)
                },
                UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                    self?.deletePhoto(at: indexPath)
                }])
        }
    }

    // MARK: Click: zoom open

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        guard transitionCoordinator == nil, presentedViewController == nil else { return }
        zoomTransition.interaction = nil
        context.timeline.beginTransition("zoom open \(photo(ofItem: indexPath.item).title)")
        present(detailScreen(for: indexPath), animated: true)
    }

    // MARK: Hold, then drag up: grow it by hand

    /// The item under a point of a recognizer's touch, in the grid's content coordinates.
    private func item(under recognizer: UIGestureRecognizer, startOfPan: Bool) -> IndexPath? {
        var point = recognizer.location(in: collectionView)
        if startOfPan, let pan = recognizer as? UIPanGestureRecognizer {
            let t = pan.translation(in: collectionView)
            point = CGPoint(x: point.x - t.x, y: point.y - t.y)
        }
        return collectionView.indexPathForItem(at: point)
    }

    /// The hold begins on a photo only; the lift only while the hold is on, upward, and while no
    /// transition runs.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard transitionCoordinator == nil, presentedViewController == nil else { return false }
        if gestureRecognizer === hold { return item(under: hold, startOfPan: false) != nil }
        guard gestureRecognizer === lift, hold.state == .began || hold.state == .changed else { return false }
        let t = lift.translation(in: collectionView)
        return -t.y > abs(t.x) && item(under: lift, startOfPan: true) != nil
    }

    /// The hold and the lift are one gesture.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        (gestureRecognizer === hold && otherGestureRecognizer === lift) || (gestureRecognizer === lift && otherGestureRecognizer === hold)
    }

    private func lifted(_ pan: UIPanGestureRecognizer) {
        let progress = -pan.translation(in: view).y / ZoomDrag.distance
        switch pan.state {
        case .began:
            guard let item = item(under: pan, startOfPan: true) else { return }
            zoomTransition.interaction = ZoomDrag.makeInteraction()
            context.timeline.beginTransition("zoom open \(photo(ofItem: item.item).title) (drag)")
            present(detailScreen(for: item), animated: true)
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
