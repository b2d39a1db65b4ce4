import UIKit

/// A square photo of the zoom scene's grid: the photo's thumbnail, aspect-filled and rounded.
/// The zoom hides `thumbnailView` while its snapshot travels.
final class PhotoGridCell: UICollectionViewCell {
    static let reuseIdentifier = "photo"
    let thumbnailView = UIImageView()
    /// The photo shown (the detail screen opens it).
    private(set) var photo: Photo?

    required init(frame: CGRect) {
        super.init(frame: frame)
        thumbnailView.contentMode = .scaleAspectFill
        thumbnailView.clipsToBounds = true
        thumbnailView.layer.cornerRadius = 10
        contentView.addSubview(thumbnailView)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func show(_ photo: Photo, assets: SceneAssets) {
        self.photo = photo
        thumbnailView.image = assets.thumbnail(of: photo)
    }

    /// A reused cell is never left hidden by a zoom that ended elsewhere.
    override func prepareForReuse() {
        super.prepareForReuse()
        thumbnailView.isHidden = false
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        thumbnailView.frame = contentView.bounds
    }
}
