import UIKit

/// The list-sheet scene's first screen: a journey with a button that presents all its stops as
/// a sheet whose content is a table view.
///
/// As in the sheet scene, the content sits in `pageView` on a black backdrop so that the page
/// can shrink behind the sheet.
final class JourneyViewController: UIViewController, SheetPresenting {
    let context: PlaygroundContext
    let pageView = UIView()
    let handoff: ScrollHandoffDismissal
    private let placeLabel = UILabel()
    private let titleLabel = UILabel()
    private let factsLabel = UILabel()
    let stopsButton = PillButton(title: "Show all stops", style: .filled(.systemBlue), fontSize: 17)
    private let noteLabel = UILabel()
    private var hintBar: HintBar!

    var viewBehindSheet: UIView { pageView }

    init(context: PlaygroundContext) {
        self.context = context
        handoff = ScrollHandoffDismissal(context: context)
        super.init(nibName: nil, bundle: nil)
        title = "Journey"
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

        placeLabel.text = "NIGHT TRAIN"
        placeLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        placeLabel.textColor = .systemOrange
        pageView.addSubview(placeLabel)

        titleLabel.text = "Lisbon to Paris"
        titleLabel.font = .boldSystemFont(ofSize: 30)
        pageView.addSubview(titleLabel)

        factsLabel.text = "\(StopListViewController.stops.count) stops · departs 07:40"
        factsLabel.font = .systemFont(ofSize: 16)
        factsLabel.textColor = .secondaryLabel
        pageView.addSubview(factsLabel)

        stopsButton.onTap = { [weak self] in self?.showStops() }
        pageView.addSubview(stopsButton)

        noteLabel.text = "The sheet's pan recognizes simultaneously with the table's panGestureRecognizer. Scrolled, your drag scrolls; at the top it pulls the sheet, the content pinned at its top; back up, the list scrolls again — within one drag."
        noteLabel.font = .systemFont(ofSize: 13)
        noteLabel.textColor = .secondaryLabel
        noteLabel.numberOfLines = 0
        pageView.addSubview(noteLabel)

        hintBar = HintBar.install(in: pageView, text: "Click “Show all stops”, scroll, then drag down past the top")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        hintBar.onHome = backToHomeAction
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let b = pageView.bounds
        let column = SceneColumn(bounds: b, margin: 16, maximumWidth: 560)
        let top = pageView.safeAreaInsets.top + 32
        placeLabel.frame = CGRect(x: column.x + 4, y: top, width: column.width - 8, height: 18)
        titleLabel.frame = CGRect(x: column.x + 4, y: placeLabel.frame.maxY + 2, width: column.width - 8, height: 38)
        factsLabel.frame = CGRect(x: column.x + 4, y: titleLabel.frame.maxY + 4, width: column.width - 8, height: 22)
        stopsButton.frame = CGRect(x: column.x, y: factsLabel.frame.maxY + 24, width: column.width, height: 50)
        let noteHeight = noteLabel.sizeThatFits(CGSize(width: column.width - 8, height: 0)).height
        noteLabel.frame = CGRect(x: column.x + 4, y: stopsButton.frame.maxY + 20, width: column.width - 8, height: noteHeight)
        noteLabel.isHidden = noteLabel.frame.maxY > column.bottom
    }

    /// Presents the stops as a sheet.
    func showStops() {
        guard presentedViewController == nil, transitionCoordinator == nil else { return }
        let stops = StopListViewController(context: context) { [weak handoff] in handoff?.dismissWithoutDrag() }
        stops.loadViewIfNeeded()
        stops.handoff = handoff
        handoff.prepare(stops, scrollView: stops.tableView)
        context.timeline.beginTransition("present list sheet")
        present(stops, animated: true)
    }
}
