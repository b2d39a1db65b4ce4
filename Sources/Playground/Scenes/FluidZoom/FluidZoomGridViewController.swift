import UIKit

/// The iOS 18 zoom scene: a grid of photos in a `UINavigationController` — a compositional
/// layout fed by a diffable data source — whose photo pages set `preferredTransition =
/// .zoom(options:sourceViewProvider:)`. UIKit does the rest: the page grows out of its cell, a
/// drag down on it shrinks it under the finger and lands it back in the cell (or springs back),
/// and the edge swipe scrubs the same zoom. The scene's transition code is the one assignment in
/// `open(_:)`; the rest only watches.
final class FluidZoomGridViewController: UIViewController, UICollectionViewDelegate {
    let context: PlaygroundContext
    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    private var hintBar: HintBar!
    /// Two visits to each place.
    static let itemCount = 2 * Photo.all.count

    init(context: PlaygroundContext) {
        self.context = context
        super.init(nibName: nil, bundle: nil)
        title = "Zoom (iOS 18)"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    static func make(_ context: PlaygroundContext) -> UIViewController {
        UINavigationController(rootViewController: FluidZoomGridViewController(context: context))
    }

    func photo(ofItem item: Int) -> Photo { Photo.all[item % Photo.all.count] }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        // Three square photos a row, 2 points apart.
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / 3),
                                                                             heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                       heightDimension: .fractionalWidth(1 / 3)),
                                                     subitems: [item])
        let section = NSCollectionLayoutSection(group: row)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: HintBar.height + 2 * HintBar.margin, trailing: 0)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        view.addSubview(collectionView)

        let assets = context.assets
        let cells = UICollectionView.CellRegistration<PhotoGridCell, Int> { [weak self] cell, _, item in
            guard let self else { return }
            cell.show(photo(ofItem: item), assets: assets)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<Self.itemCount))
        dataSource.apply(snapshot, animatingDifferences: false)
        hintBar = HintBar.install(in: view, text: "Click a photo, then drag it down to close it")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        hintBar.onHome = backToHomeAction
        context.timeline.observe(transitionCoordinator, label: "Grid")
    }

    /// The photo of an item, when its cell is on screen (the zoom's source view).
    func thumbnail(forItem item: Int) -> UIView? {
        guard let indexPath = dataSource.indexPath(for: item) else { return nil }
        return (collectionView.cellForItem(at: indexPath) as? PhotoGridCell)?.thumbnailView
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
        open(item)
    }

    /// Pushes the page of `item` with the zoom: out of the item's cell, its photo lining up with
    /// the page's photo.
    func open(_ item: Int) {
        let page = PhotoDetailViewController(
            photo: photo(ofItem: item), context: context,
            note: "This page's transition is preferredTransition = .zoom { … the cell's photo }, iOS 18's zoom: UIKit grows the page out of the cell and shrinks it back. Drag the page down and it follows your finger; let go and it lands in its cell, or springs back after a short, slow drag.",
            hint: "Drag down (or from the left edge) to close")
        let options = UIViewController.Transition.ZoomOptions()
        options.alignmentRectProvider = { context in
            (context.zoomedViewController as? PhotoDetailViewController)?.imageView.frame
        }
        page.preferredTransition = .zoom(options: options) { [weak self] _ in self?.thumbnail(forItem: item) }
        context.timeline.beginTransition("zoom open \(page.photo.title)")
        navigationController?.pushViewController(page, animated: true)
    }
}
