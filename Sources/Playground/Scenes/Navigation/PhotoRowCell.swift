import UIKit

/// A gallery row: the photo's thumbnail on the left, its title and place beside it, and a
/// disclosure indicator.
final class PhotoRowCell: UITableViewCell {
    static let reuseIdentifier = "photo"
    let thumbnailView = UIImageView()
    private let titleLabel = UILabel()
    private let placeLabel = UILabel()
    private(set) var photo: Photo?

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
        thumbnailView.contentMode = .scaleAspectFill
        thumbnailView.clipsToBounds = true
        thumbnailView.layer.cornerRadius = 8
        contentView.addSubview(thumbnailView)
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        contentView.addSubview(titleLabel)
        placeLabel.font = .systemFont(ofSize: 14)
        placeLabel.textColor = .secondaryLabel
        contentView.addSubview(placeLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func show(_ photo: Photo, assets: SceneAssets) {
        self.photo = photo
        thumbnailView.image = assets.image(of: photo)
        titleLabel.text = photo.title
        placeLabel.text = photo.place
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds, inset: CGFloat = 8
        let height = b.height - 2 * inset
        thumbnailView.frame = CGRect(x: inset + 8, y: inset, width: (height * Photo.aspectRatio).rounded(), height: height)
        let x = thumbnailView.frame.maxX + 14, width = max(0, b.width - x - 8)
        titleLabel.frame = CGRect(x: x, y: b.midY - 22, width: width, height: 22)
        placeLabel.frame = CGRect(x: x, y: b.midY + 2, width: width, height: 18)
    }
}
