import UIKit

/// A card of the stories list: a photo over a title and a place, laid out with anchors; its
/// height comes from the labels' intrinsic sizes.
final class StoryCardView: UIView {
    let photo: Photo
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let placeLabel = UILabel()
    var onTap: (() -> Void)?

    init(photo: Photo, image: UIImage) {
        self.photo = photo
        super.init(frame: .zero)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 16
        clipsToBounds = true
        imageView.image = image
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        titleLabel.text = photo.title
        titleLabel.font = .boldSystemFont(ofSize: 20)
        placeLabel.text = photo.place.uppercased()
        placeLabel.font = .systemFont(ofSize: 12, weight: .semibold)
        placeLabel.textColor = .systemOrange
        for v in [imageView, placeLabel, titleLabel] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            addSubview(v)
        }
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: topAnchor),
            imageView.leadingAnchor.constraint(equalTo: leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: trailingAnchor),
            imageView.heightAnchor.constraint(equalToConstant: 120),
            placeLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 12),
            placeLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            placeLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
            titleLabel.topAnchor.constraint(equalTo: placeLabel.bottomAnchor, constant: 2),
            titleLabel.leadingAnchor.constraint(equalTo: placeLabel.leadingAnchor),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
            titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -14),
        ])
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: StoryCardView.tapped))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    private func tapped(_ tap: UITapGestureRecognizer) { onTap?() }
}
