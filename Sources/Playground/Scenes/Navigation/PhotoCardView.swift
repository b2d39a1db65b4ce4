import UIKit

/// A gallery card: the photo inset in a white card, its title and place below. Dims while pressed.
final class PhotoCardView: UIView {
    let photo: Photo
    let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let placeLabel = UILabel()

    init(photo: Photo, assets: SceneAssets) {
        self.photo = photo
        super.init(frame: .zero)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 16
        layer.shadowOpacity = 0.12
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 3)

        imageView.image = assets.image(of: photo)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 10
        addSubview(imageView)

        titleLabel.text = photo.title
        titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        addSubview(titleLabel)

        placeLabel.text = photo.place
        placeLabel.font = .systemFont(ofSize: 12)
        placeLabel.textColor = .secondaryLabel
        addSubview(placeLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// The card's height for a width: the photo (8 points inside), its title and place.
    static func height(forWidth width: CGFloat) -> CGFloat { ((width - 16) / Photo.aspectRatio).rounded() + 60 }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = 8, w = bounds.width - 2 * inset
        imageView.frame = CGRect(x: inset, y: inset, width: w, height: (w / Photo.aspectRatio).rounded())
        titleLabel.frame = CGRect(x: inset + 4, y: imageView.frame.maxY + 8, width: w - 8, height: 19)
        placeLabel.frame = CGRect(x: inset + 4, y: titleLabel.frame.maxY + 1, width: w - 8, height: 16)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { alpha = 0.6 }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { alpha = 1 }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { alpha = 1 }
}
