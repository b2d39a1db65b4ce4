import UIKit

/// Scene 2's first screen: a trip with a button that presents its details as a sheet.
///
/// The screen's content sits in `pageView` on a black backdrop, so that when the page shrinks
/// behind the sheet the black shows around it, as on iOS.
final class TripViewController: UIViewController, SheetPresenting {
    let context: PlaygroundContext
    let pageView = UIView()
    private let sheetTransition: SheetTransitionController
    private let heroView = UIImageView()
    private let placeLabel = UILabel()
    private let titleLabel = UILabel()
    private let factsLabel = UILabel()
    let detailsButton = PillButton(title: "Show trip details", style: .filled(.systemBlue), fontSize: 17)
    private let noteLabel = UILabel()
    private var hintBar: HintBar!

    var viewBehindSheet: UIView { pageView }

    init(context: PlaygroundContext) {
        self.context = context
        sheetTransition = SheetTransitionController(context: context)
        super.init(nibName: nil, bundle: nil)
        title = "Trip"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        pageView.frame = view.bounds
        pageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pageView.backgroundColor = .systemGroupedBackground
        pageView.clipsToBounds = true
        view.addSubview(pageView)

        let photo = Photo.all[2]
        heroView.image = context.assets.image(of: photo)
        heroView.contentMode = .scaleAspectFill
        heroView.clipsToBounds = true
        heroView.layer.cornerRadius = 20
        pageView.addSubview(heroView)

        placeLabel.text = photo.place.uppercased()
        placeLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        placeLabel.textColor = .systemOrange
        pageView.addSubview(placeLabel)

        titleLabel.text = photo.title
        titleLabel.font = .boldSystemFont(ofSize: 30)
        pageView.addSubview(titleLabel)

        factsLabel.text = "3 nights · 2 travellers · 14–17 June"
        factsLabel.font = .systemFont(ofSize: 16)
        factsLabel.textColor = .secondaryLabel
        pageView.addSubview(factsLabel)

        detailsButton.onTap = { [weak self] in self?.showDetails() }
        pageView.addSubview(detailsButton)

        noteLabel.text = "A .custom presentation: a UIPresentationController subclass lays the sheet out, dims, and shrinks this page alongside; a UIPercentDrivenInteractiveTransition follows your drag down."
        noteLabel.font = .systemFont(ofSize: 13)
        noteLabel.textColor = .secondaryLabel
        noteLabel.numberOfLines = 0
        pageView.addSubview(noteLabel)

        hintBar = HintBar.install(in: pageView, text: "Click “Show trip details”, then drag the sheet down")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        hintBar.onHome = backToHomeAction
    }

    /// A phone-width column centred in a wide window; the photo keeps its shape and gets
    /// smaller in a short window (and the note goes) so that the button stays above the hint bar.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let b = pageView.bounds, margin: CGFloat = 16
        let column = SceneColumn(bounds: b, margin: margin, maximumWidth: 560)
        let noteHeight = noteLabel.sizeThatFits(CGSize(width: column.width - 8, height: 0)).height
        let textHeight: CGFloat = 20 + 18 + 2 + 38 + 4 + 22 + 24 + 50
        var photo = column.photoSize(aspectRatio: Photo.aspectRatio, maximumWidth: column.width, top: 24,
                                     textHeight: textHeight + 20 + noteHeight)
        noteLabel.isHidden = 24 + photo.height + textHeight + 20 + noteHeight > column.bottom
        if noteLabel.isHidden {
            photo = column.photoSize(aspectRatio: Photo.aspectRatio, maximumWidth: column.width, top: 24, textHeight: textHeight)
        }
        heroView.frame = CGRect(x: ((b.width - photo.width) / 2).rounded(), y: 24, width: photo.width, height: photo.height)
        placeLabel.frame = CGRect(x: column.x + 4, y: heroView.frame.maxY + 20, width: column.width - 8, height: 18)
        titleLabel.frame = CGRect(x: column.x + 4, y: placeLabel.frame.maxY + 2, width: column.width - 8, height: 38)
        factsLabel.frame = CGRect(x: column.x + 4, y: titleLabel.frame.maxY + 4, width: column.width - 8, height: 22)
        detailsButton.frame = CGRect(x: column.x, y: factsLabel.frame.maxY + 24, width: column.width, height: 50)
        noteLabel.frame = CGRect(x: column.x + 4, y: detailsButton.frame.maxY + 20, width: column.width - 8, height: noteHeight)
    }

    /// Presents the trip's details as a sheet.
    func showDetails() {
        guard presentedViewController == nil, transitionCoordinator == nil else { return }
        let details = TripDetailsViewController(context: context) { [weak sheetTransition] in sheetTransition?.dismissWithoutDrag() }
        sheetTransition.prepare(details)
        context.timeline.beginTransition("present sheet")
        present(details, animated: true)
    }
}
