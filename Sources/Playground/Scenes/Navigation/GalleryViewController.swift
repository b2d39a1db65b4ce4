import UIKit

/// The gallery: one row per place in a `UITableView` under the navigation bar. A click selects
/// the row and pushes the photo's page; coming back, the row is deselected alongside the pop —
/// its highlight fades with the edge swipe, under the finger — and selected again if the swipe
/// is cancelled, as `UITableViewController.clearsSelectionOnViewWillAppear` does.
///
/// Nothing is placed at a fixed height: the table fills the view and scrolls under the bar, its
/// content starting below it through `adjustedContentInset` (the safe area), so the rows follow
/// the bar wherever it sits.
final class GalleryViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let context: PlaygroundContext
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let introLabel = UILabel()
    private var hintBar: HintBar!

    /// The places, in the table's order.
    let photos = Array(Photo.all.prefix(6))
    /// A row's height: the thumbnail and 8 points around it.
    static let rowHeight: CGFloat = 96

    init(context: PlaygroundContext) {
        self.context = context
        super.init(nibName: nil, bundle: nil)
        title = "Gallery"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = Self.rowHeight
        tableView.register(PhotoRowCell.self, forCellReuseIdentifier: PhotoRowCell.reuseIdentifier)
        view.addSubview(tableView)

        introLabel.text = "Open a place, then swipe back from the left edge: UINavigationController does the rest."
        introLabel.font = .systemFont(ofSize: 14)
        introLabel.textColor = .secondaryLabel
        introLabel.numberOfLines = 2
        tableView.tableHeaderView = introLabel
        hintBar = HintBar.install(in: view, text: "Click a photo to open it")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        hintBar.onHome = backToHomeAction
        context.timeline.observe(transitionCoordinator, label: "Gallery")
        deselectAlongsideTransition()
    }

    /// The selected row fades out with the transition that brings the gallery back and comes
    /// back if that transition is cancelled (iOS apps write this when they are not a
    /// `UITableViewController`).
    private func deselectAlongsideTransition() {
        guard let selected = tableView.indexPathForSelectedRow else { return }
        guard let coordinator = transitionCoordinator else {
            tableView.deselectRow(at: selected, animated: false)
            return
        }
        coordinator.animate(alongsideTransition: { [weak tableView] _ in
            tableView?.deselectRow(at: selected, animated: true)
        }, completion: { [weak tableView] context in
            guard context.isCancelled else { return }
            tableView?.selectRow(at: selected, animated: false, scrollPosition: .none)
        })
    }

    /// The intro above the rows and room below them for the hint bar; the rows start below the
    /// navigation bar by the table's adjusted content inset.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let column = SceneColumn(bounds: view.bounds, margin: 20, maximumWidth: 840)
        let introHeight = introLabel.sizeThatFits(CGSize(width: column.width, height: 0)).height
        if introLabel.frame.height != introHeight + 16 || introLabel.frame.width != view.bounds.width {
            introLabel.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: introHeight + 16)
            tableView.tableHeaderView = introLabel   // re-set, as on iOS, so the table takes the new height
        }
        tableView.contentInset.bottom = HintBar.height + HintBar.margin
    }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { photos.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: PhotoRowCell.reuseIdentifier, for: indexPath)
        let scale = view.window?.screen.scale ?? UIScreen.main.scale
        (cell as? PhotoRowCell)?.show(photos[indexPath.row], assets: context.assets, rowHeight: tableView.rowHeight, scale: scale)
        return cell
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard transitionCoordinator == nil, indexPath.row < photos.count else { return }
        navigationController?.pushViewController(PhotoDetailViewController(photo: photos[indexPath.row], context: context),
                                                 animated: true)
    }
}
