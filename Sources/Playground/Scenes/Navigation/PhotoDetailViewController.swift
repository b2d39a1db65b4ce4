import UIKit

/// A photo's page: the picture full width under the bar, its title, place and story, and a note
/// on how the back swipe works.
final class PhotoDetailViewController: UIViewController {
    let photo: Photo
    let context: PlaygroundContext
    let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let placeLabel = UILabel()
    private let blurbLabel = UILabel()
    private let noteBox = UIView()
    private let noteLabel = UILabel()

    init(photo: Photo, context: PlaygroundContext) {
        self.photo = photo
        self.context = context
        super.init(nibName: nil, bundle: nil)
        title = photo.title
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        imageView.image = photo.image
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        view.addSubview(imageView)

        titleLabel.text = photo.title
        titleLabel.font = .boldSystemFont(ofSize: 28)
        view.addSubview(titleLabel)

        placeLabel.text = photo.place.uppercased()
        placeLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        placeLabel.textColor = .systemBlue
        view.addSubview(placeLabel)

        blurbLabel.text = photo.blurb
        blurbLabel.font = .systemFont(ofSize: 16)
        blurbLabel.textColor = .secondaryLabel
        blurbLabel.numberOfLines = 0
        view.addSubview(blurbLabel)

        noteBox.backgroundColor = .secondarySystemBackground
        noteBox.layer.cornerRadius = 14
        view.addSubview(noteBox)
        noteLabel.text = "The swipe is interactivePopGestureRecognizer: a percent-driven pop whose progress is your finger's x over the width. The bar's titles cross-fade alongside, and a short, slow drag puts everything back."
        noteLabel.font = .systemFont(ofSize: 13)
        noteLabel.textColor = .secondaryLabel
        noteLabel.numberOfLines = 0
        noteBox.addSubview(noteLabel)

        HintBar.install(in: view, text: "Drag from the left edge to go back")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Once per transition: a cancelled pop calls viewWillAppear again with the same coordinator.
        if isMovingToParent { context.timeline.observe(transitionCoordinator, label: photo.title) }
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let b = view.bounds, margin: CGFloat = 20
        imageView.frame = CGRect(x: 0, y: 44, width: b.width, height: (b.width / Photo.aspectRatio).rounded())
        placeLabel.frame = CGRect(x: margin, y: imageView.frame.maxY + 20, width: b.width - 2 * margin, height: 18)
        titleLabel.frame = CGRect(x: margin, y: placeLabel.frame.maxY + 2, width: b.width - 2 * margin, height: 36)
        let blurbHeight = blurbLabel.sizeThatFits(CGSize(width: b.width - 2 * margin, height: 0)).height
        blurbLabel.frame = CGRect(x: margin, y: titleLabel.frame.maxY + 10, width: b.width - 2 * margin, height: blurbHeight)
        let noteHeight = noteLabel.sizeThatFits(CGSize(width: b.width - 2 * margin - 28, height: 0)).height
        noteBox.frame = CGRect(x: margin, y: blurbLabel.frame.maxY + 20, width: b.width - 2 * margin, height: noteHeight + 24)
        noteLabel.frame = noteBox.bounds.insetBy(dx: 14, dy: 12)
    }
}
