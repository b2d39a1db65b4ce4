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

    /// The thumbnail's size in a row of `rowHeight` points: 8 points in from the top and bottom, 4:3.
    static func thumbnailSize(rowHeight: CGFloat) -> CGSize {
        let height = max(1, rowHeight - 16)
        return CGSize(width: (height * Photo.aspectRatio).rounded(), height: height)
    }

    /// Shows `photo`, its picture made at the thumbnail's size for rows `rowHeight` tall on a
    /// screen of `scale`.
    func show(_ photo: Photo, assets: SceneAssets, rowHeight: CGFloat, scale: CGFloat) {
        self.photo = photo
        thumbnailView.image = assets.image(of: photo, filling: Self.thumbnailSize(rowHeight: rowHeight), scale: scale)
        titleLabel.text = photo.title
        placeLabel.text = photo.place
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds, inset: CGFloat = 8
        thumbnailView.frame = CGRect(origin: CGPoint(x: inset + 8, y: inset), size: Self.thumbnailSize(rowHeight: b.height))
        let x = thumbnailView.frame.maxX + 14, width = max(0, b.width - x - 8)
        titleLabel.frame = CGRect(x: x, y: b.midY - 22, width: width, height: 22)
        placeLabel.frame = CGRect(x: x, y: b.midY + 2, width: width, height: 18)
    }
}
