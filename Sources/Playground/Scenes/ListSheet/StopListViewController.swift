import UIKit

/// The list sheet: a grabber, a title with a Done button, and the journey's stops in a
/// `UITableView` that fills the rest. Scrolled, the list scrolls; at its top, a drag down
/// pulls the whole sheet (see `ScrollHandoffDismissal`).
final class StopListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let context: PlaygroundContext
    /// Told about the list's scrolling (the hand-off pins the content while the sheet moves).
    weak var handoff: ScrollHandoffDismissal?
    let tableView = UITableView(frame: .zero, style: .plain)
    private let onDone: () -> Void
    private let grabber = UIView()
    private let titleLabel = UILabel()
    private let doneButton = PillButton(title: "Done", style: .tinted(.systemBlue))

    /// The stops of a long train journey: enough rows to scroll several screens.
    static let stops: [(name: String, time: String)] = (0..<48).map { i in
        let names = ["Lisboa Santa Apolónia", "Coimbra-B", "Porto Campanhã", "Vigo Guixar", "Ourense", "León",
                     "Burgos Rosa Manzano", "Vitoria-Gasteiz", "Donostia", "Hendaye", "Bayonne", "Dax",
                     "Bordeaux Saint-Jean", "Angoulême", "Poitiers", "Saint-Pierre-des-Corps"]
        let minutes = 7 * 60 + 40 + i * 23
        return ("\(names[i % names.count])\(i < names.count ? "" : " (\(i / names.count + 1))")",
                String(format: "%02d:%02d", (minutes / 60) % 24, minutes % 60))
    }

    /// The space above the list: the grabber and the title row.
    static let headerHeight: CGFloat = 76

    init(context: PlaygroundContext, onDone: @escaping () -> Void) {
        self.context = context
        self.onDone = onDone
        super.init(nibName: nil, bundle: nil)
        title = "All stops"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        grabber.backgroundColor = .systemGray3
        grabber.layer.cornerRadius = 2.5
        view.addSubview(grabber)

        titleLabel.text = "All stops"
        titleLabel.font = .boldSystemFont(ofSize: 24)
        view.addSubview(titleLabel)

        doneButton.onTap = { [weak self] in self?.onDone() }
        view.addSubview(doneButton)

        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = 52
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "stop")
        // The sheet's bottom runs past the screen: keep the last rows above it.
        tableView.contentInset.bottom = SheetPresentationController.hiddenOverhang + HintBar.height + 2 * HintBar.margin
        view.addSubview(tableView)
        HintBar.install(in: view, text: "Scroll the list, then keep dragging down past its top",
                        bottomInset: SheetPresentationController.hiddenOverhang)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if isBeingPresented { context.timeline.observe(transitionCoordinator, label: "list sheet appears") }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isBeingDismissed { context.timeline.observe(transitionCoordinator, label: "list sheet disappears") }
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let b = view.bounds
        let column = SceneColumn(bounds: b, margin: 20, maximumWidth: 560)
        grabber.frame = CGRect(x: (b.width - 36) / 2, y: 8, width: 36, height: 5)
        titleLabel.frame = CGRect(x: column.x, y: 28, width: column.width - 90, height: 32)
        doneButton.frame = CGRect(x: column.x + column.width - 76, y: 28, width: 76, height: 32)
        tableView.frame = CGRect(x: 0, y: Self.headerHeight, width: b.width, height: max(0, b.height - Self.headerHeight))
    }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.stops.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "stop", for: indexPath)
        let stop = Self.stops[indexPath.row]
        cell.textLabel?.text = "\(stop.time)   \(stop.name)"
        cell.selectionStyle = .none
        return cell
    }

    // MARK: UIScrollViewDelegate (the table's)

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        handoff?.scrollViewDidScroll(scrollView)
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        handoff?.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        handoff?.scrollViewWillBeginDecelerating(scrollView)
    }
}
