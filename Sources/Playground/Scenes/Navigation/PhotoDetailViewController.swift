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

    /// The note under the story and the hint bar's text (the pages of two scenes differ only there).
    private let note: String
    private let hint: String

    init(photo: Photo, context: PlaygroundContext,
         note: String = "The swipe is interactivePopGestureRecognizer: a percent-driven pop whose progress is your finger's x over the width. The bar's titles cross-fade alongside, and a short, slow drag puts everything back.",
         hint: String = "Drag from the left edge to go back") {
        self.photo = photo
        self.context = context
        self.note = note
        self.hint = hint
        super.init(nibName: nil, bundle: nil)
        title = photo.title
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        imageView.image = context.assets.image(of: photo)
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
        noteLabel.text = note
        noteLabel.font = .systemFont(ofSize: 13)
        noteLabel.textColor = .secondaryLabel
        noteLabel.numberOfLines = 0
        noteBox.addSubview(noteLabel)

        HintBar.install(in: view, text: hint)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Once per transition: a cancelled pop calls viewWillAppear again with the same coordinator.
        if isMovingToParent { context.timeline.observe(transitionCoordinator, label: photo.title) }
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        view.setNeedsLayout()
    }

    /// The photo starts at the top of the safe area (below the status bar and the navigation
    /// bar, which the page reaches under), spans the width of a phone (at most 640 points in a
    /// wider window, centred) and gets shorter, keeping its shape, when the window is too short
    /// for it and the text; in a very short window the note is left out.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let b = view.bounds, top = view.safeAreaInsets.top
        let column = SceneColumn(bounds: b, margin: 20)
        let blurbHeight = blurbLabel.sizeThatFits(CGSize(width: column.width, height: 0)).height
        let noteHeight = noteLabel.sizeThatFits(CGSize(width: column.width - 28, height: 0)).height
        let textHeight: CGFloat = 20 + 18 + 2 + 36 + 10 + blurbHeight
        var photo = column.photoSize(aspectRatio: Photo.aspectRatio, maximumWidth: min(b.width, 640), top: top,
                                     textHeight: textHeight + 20 + noteHeight + 24)
        noteBox.isHidden = top + photo.height + textHeight + 20 + noteHeight + 24 > column.bottom
        if noteBox.isHidden {
            photo = column.photoSize(aspectRatio: Photo.aspectRatio, maximumWidth: min(b.width, 640), top: top, textHeight: textHeight)
        }
        imageView.frame = CGRect(x: ((b.width - photo.width) / 2).rounded(), y: top, width: photo.width, height: photo.height)
        placeLabel.frame = CGRect(x: column.x, y: imageView.frame.maxY + 20, width: column.width, height: 18)
        titleLabel.frame = CGRect(x: column.x, y: placeLabel.frame.maxY + 2, width: column.width, height: 36)
        blurbLabel.frame = CGRect(x: column.x, y: titleLabel.frame.maxY + 10, width: column.width, height: blurbHeight)
        noteBox.frame = CGRect(x: column.x, y: blurbLabel.frame.maxY + 20, width: column.width, height: noteHeight + 24)
        noteLabel.frame = noteBox.bounds.insetBy(dx: 14, dy: 12)
    }
}
