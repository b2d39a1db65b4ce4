import UIKit

/// The iOS 18 zoom scene: a "Featured" carousel of cards over a grid of photos in a
/// `UINavigationController` — one compositional layout fed by a diffable data source: the
/// carousel scrolls sideways a card at a time (`groupPagingCentered`), its cards growing toward
/// the middle (`visibleItemsInvalidationHandler`); the grid's header stays at the top while the
/// grid scrolls (`pinToVisibleBounds`). The photo pages set `preferredTransition =
/// .zoom(options:sourceViewProvider:)`. UIKit does the rest: the page grows out of its card or
/// cell, a drag down on it shrinks it under the finger and lands it back where it came from (or
/// springs back), and the edge swipe scrubs the same zoom. The scene's transition code is the one
/// assignment in `open(_:)`; the rest only watches.
final class FluidZoomGridViewController: UIViewController, UICollectionViewDelegate {
    let context: PlaygroundContext
    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    private var hintBar: HintBar!
    /// Two visits to each place.
    static let itemCount = 2 * Photo.all.count
    /// The carousel's items: one card per place, numbered from here.
    static let firstFeatured = 1000
    /// The sections: the carousel, then the grid.
    enum Section: Int { case featured, grid }

    init(context: PlaygroundContext) {
        self.context = context
        super.init(nibName: nil, bundle: nil)
        title = "Zoom (iOS 18)"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    static func make(_ context: PlaygroundContext) -> UIViewController {
        UINavigationController(rootViewController: FluidZoomGridViewController(context: context))
    }

    func photo(ofItem item: Int) -> Photo {
        Photo.all[(item >= Self.firstFeatured ? item - Self.firstFeatured : item) % Photo.all.count]
    }

    /// The carousel: cards 78 % of the width, 12 apart, scrolled a card at a time and centred
    /// (the first too);
    /// a card shrinks to 90 % as it leaves the middle.
    static func featuredSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.78),
                                                                                         heightDimension: .absolute(200)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 16, trailing: 16)
        section.supplementariesFollowContentInsets = false   // the title lines up with the grid's
        section.boundarySupplementaryItems = [header()]
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            let middle = environment.container.contentSize.width / 2
            for item in items where item.representedElementCategory == .cell {
                let distance = min(1, abs(item.frame.midX - offset.x - middle) / environment.container.contentSize.width)
                let scale = 1 - 0.1 * distance
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        return section
    }

    /// Three square photos a row, 2 points apart, under a header that stays at the top.
    static func gridSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / 3),
                                                                             heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                       heightDimension: .fractionalWidth(1 / 3)),
                                                     subitems: [item])
        let section = NSCollectionLayoutSection(group: row)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: HintBar.height + 2 * HintBar.margin, trailing: 0)
        let header = header()
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        return section
    }

    /// A section title, as tall as its text.
    static func header() -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                       heightDimension: .estimated(40)),
                                                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let layout = UICollectionViewCompositionalLayout { section, _ in
            section == Section.featured.rawValue ? Self.featuredSection() : Self.gridSection()
        }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        view.addSubview(collectionView)

        let assets = context.assets
        let cells = UICollectionView.CellRegistration<PhotoGridCell, Int> { [weak self] cell, _, item in
            guard let self else { return }
            cell.show(photo(ofItem: item), assets: assets)
        }
        let cards = UICollectionView.CellRegistration<FeaturedCardCell, Int> { [weak self] cell, _, item in
            guard let self else { return }
            cell.show(photo(ofItem: item), assets: assets)
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = UIListContentConfiguration.prominentInsetGroupedHeader()
            content.text = indexPath.section == Section.featured.rawValue ? "Featured" : "All places"
            header.contentConfiguration = content
            header.backgroundColor = .systemBackground
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            item >= Self.firstFeatured
                ? collectionView.dequeueConfiguredReusableCell(using: cards, for: indexPath, item: item)
                : collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([Section.featured.rawValue, Section.grid.rawValue])
        snapshot.appendItems(Array(Self.firstFeatured..<Self.firstFeatured + Photo.all.count), toSection: Section.featured.rawValue)
        snapshot.appendItems(Array(0..<Self.itemCount), toSection: Section.grid.rawValue)
        dataSource.apply(snapshot, animatingDifferences: false)
        hintBar = HintBar.install(in: view, text: "Click a card or a photo, then drag it down to close it")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        hintBar.onHome = backToHomeAction
        context.timeline.observe(transitionCoordinator, label: "Grid")
    }

    /// The photo of an item, when its cell is on screen (the zoom's source view).
    func thumbnail(forItem item: Int) -> UIView? {
        guard let indexPath = dataSource.indexPath(for: item) else { return nil }
        let cell = collectionView.cellForItem(at: indexPath)
        return (cell as? PhotoGridCell)?.thumbnailView ?? (cell as? FeaturedCardCell)?.imageView
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

/// A card of the carousel: the photo with its title and place over a shade at the bottom.
final class FeaturedCardCell: UICollectionViewCell {
    let imageView = UIImageView()
    private let shade = UIView()
    private let titleLabel = UILabel()
    private let placeLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 14
        contentView.clipsToBounds = true
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        shade.backgroundColor = UIColor.black.withAlphaComponent(0.35)
        titleLabel.font = .systemFont(ofSize: 20, weight: .bold)
        titleLabel.textColor = .white
        placeLabel.font = .systemFont(ofSize: 13)
        placeLabel.textColor = UIColor.white.withAlphaComponent(0.85)
        for v in [imageView, shade, titleLabel, placeLabel] { contentView.addSubview(v) }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func show(_ photo: Photo, assets: SceneAssets) {
        imageView.image = assets.image(of: photo)
        titleLabel.text = photo.title
        placeLabel.text = photo.place
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.isHidden = false
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        imageView.frame = b
        shade.frame = CGRect(x: 0, y: b.height - 56, width: b.width, height: 56)
        titleLabel.frame = CGRect(x: 14, y: b.height - 50, width: b.width - 28, height: 24)
        placeLabel.frame = CGRect(x: 14, y: b.height - 26, width: b.width - 28, height: 18)
    }
}
