// Client program: a photo gallery as iOS 14+ apps write it — a collection view with a
// compositional layout (three square photos a row), fed by a
// `UICollectionViewDiffableDataSource` whose cells come from a `CellRegistration`, a segmented
// control (its action a `UIAction`) that filters by applying a new snapshot, a context menu
// whose Delete removes the photo from the snapshot, and a tap that pushes the photo's detail,
// found with `itemIdentifier(for:)`. No porting change.
import UIKit

struct GalleryPhoto: Hashable {
    let id: Int
    let color: UIColor
    let isFavorite: Bool

    static func == (lhs: GalleryPhoto, rhs: GalleryPhoto) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

final class GalleryCell: UICollectionViewCell {
    private(set) var photoID: Int?

    func configure(with photo: GalleryPhoto) {
        photoID = photo.id
        contentView.backgroundColor = photo.color
        contentView.layer.cornerRadius = photo.isFavorite ? 12 : 0
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        photoID = nil
    }
}

final class PhotoLibraryViewController: UIViewController, UICollectionViewDelegate {
    enum Section: Hashable { case main }

    static let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue]

    private(set) var photos: [GalleryPhoto] = (0..<12).map { i in
        GalleryPhoto(id: i, color: PhotoLibraryViewController.colors[i % 6], isFavorite: i % 3 == 0)
    }
    let filter = UISegmentedControl(items: ["All", "Favorites"])
    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, GalleryPhoto>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gallery"
        view.backgroundColor = .systemBackground

        filter.selectedSegmentIndex = 0
        filter.addAction(UIAction { [weak self] _ in self?.applySnapshot(animatingDifferences: true) }, for: .valueChanged)
        view.addSubview(filter)

        collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())
        collectionView.delegate = self
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<GalleryCell, GalleryPhoto> { cell, _, photo in
            cell.configure(with: photo)
        }
        dataSource = UICollectionViewDiffableDataSource<Section, GalleryPhoto>(collectionView: collectionView) {
            collectionView, indexPath, photo in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
        }
        applySnapshot(animatingDifferences: false)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        filter.frame = CGRect(x: 16, y: view.safeAreaInsets.top + 8, width: view.bounds.width - 32, height: 32)
        let top = filter.frame.maxY + 8
        collectionView.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: view.bounds.height - top)
    }

    /// Three square photos a row, 2 points apart.
    private func makeLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0),
                                                                             heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                          heightDimension: .fractionalWidth(1.0 / 3.0)),
                                                       subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    private var visiblePhotos: [GalleryPhoto] {
        filter.selectedSegmentIndex == 1 ? photos.filter(\.isFavorite) : photos
    }

    func applySnapshot(animatingDifferences: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, GalleryPhoto>()
        snapshot.appendSections([.main])
        snapshot.appendItems(visiblePhotos)
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    // MARK: UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let photo = dataSource.itemIdentifier(for: indexPath) else { return }
        collectionView.deselectItem(at: indexPath, animated: true)
        let detail = UIViewController()
        detail.title = "Photo \(photo.id)"
        detail.view.backgroundColor = photo.color
        navigationController?.pushViewController(detail, animated: true)
    }

    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? {
        guard let photo = dataSource.itemIdentifier(for: indexPath) else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { [weak self] _ in
                guard let self else { return }
                self.photos.removeAll { $0 == photo }
                var snapshot = self.dataSource.snapshot()
                snapshot.deleteItems([photo])
                self.dataSource.apply(snapshot)
            }
            return UIMenu(title: "", children: [delete])
        }
    }
}
