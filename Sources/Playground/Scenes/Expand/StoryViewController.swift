import UIKit

/// A story: its photo, place, title and text, laid out with anchors. The text rises into place
/// alongside the expanding transition (a constraint animated through the coordinator).
final class StoryViewController: UIViewController {
    let photo: Photo
    let imageView = UIImageView()
    private let image: UIImage?
    private let placeLabel = UILabel()
    private let titleLabel = UILabel()
    private let bodyLabel = UILabel()
    private var textTop: NSLayoutConstraint!
    var onClose: (() -> Void)?

    init(photo: Photo, image: UIImage?) {
        self.photo = photo
        self.image = image
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemGroupedBackground
        view.layer.cornerRadius = 16
        view.clipsToBounds = true
        imageView.image = image
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        placeLabel.text = photo.place.uppercased()
        placeLabel.font = .systemFont(ofSize: 12, weight: .semibold)
        placeLabel.textColor = .systemOrange
        titleLabel.text = photo.title
        titleLabel.font = .boldSystemFont(ofSize: 30)
        bodyLabel.text = photo.blurb + "\n\nDrag down to shrink the story back into its card."
        bodyLabel.font = .systemFont(ofSize: 17)
        bodyLabel.numberOfLines = 0
        for v in [imageView, placeLabel, titleLabel, bodyLabel] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        textTop = placeLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 16)
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: view.topAnchor),
            imageView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: 1 / Photo.aspectRatio),
            textTop,
            placeLabel.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor, constant: 8),
            titleLabel.topAnchor.constraint(equalTo: placeLabel.bottomAnchor, constant: 2),
            titleLabel.leadingAnchor.constraint(equalTo: placeLabel.leadingAnchor),
            bodyLabel.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 2),
            bodyLabel.leadingAnchor.constraint(equalTo: placeLabel.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(lessThanOrEqualTo: view.readableContentGuide.trailingAnchor, constant: -8),
        ])
    }


    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // The text rises 60 points into place alongside the expansion.
        guard let coordinator = transitionCoordinator else { return }
        textTop.constant = 76
        view.layoutIfNeeded()
        coordinator.animate(alongsideTransition: { _ in
            self.textTop.constant = 16
            self.view.layoutIfNeeded()
        }, completion: { context in
            if context.isCancelled { self.textTop.constant = 16 }
        })
    }
}
