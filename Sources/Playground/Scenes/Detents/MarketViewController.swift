import UIKit

/// The detents scene's first screen: a market's page with a button that shows its stalls in
/// UIKit's own sheet (`UISheetPresentationController`), no custom presentation code at all.
///
/// The sheet rests at `.medium()` or `.large()`, shows a grabber, and dims nothing at the
/// medium detent (`largestUndimmedDetentIdentifier = .medium`): the page above it stays usable,
/// its button expands the sheet through `animateChanges`. Drag the sheet up and down between
/// its detents, or swipe it down from the medium detent to close it.
final class MarketViewController: UIViewController, UISheetPresentationControllerDelegate {
    let context: PlaygroundContext
    private let titleLabel = UILabel()
    private let factsLabel = UILabel()
    private let detentLabel = UILabel()
    let stallsButton = PillButton(title: "Show the stalls", style: .filled(.systemBlue), fontSize: 17)
    private var hintBar: HintBar!

    init(context: PlaygroundContext) {
        self.context = context
        super.init(nibName: nil, bundle: nil)
        title = "Market"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        titleLabel.text = "Harbour Market"
        titleLabel.font = .boldSystemFont(ofSize: 30)
        view.addSubview(titleLabel)

        factsLabel.text = "\(StallListViewController.stalls.count) stalls · open until 19:00"
        factsLabel.font = .systemFont(ofSize: 16)
        factsLabel.textColor = .secondaryLabel
        view.addSubview(factsLabel)

        stallsButton.onTap = { [weak self] in self?.showStalls() }
        view.addSubview(stallsButton)

        detentLabel.font = .systemFont(ofSize: 13)
        detentLabel.textColor = .secondaryLabel
        detentLabel.numberOfLines = 0
        view.addSubview(detentLabel)
        showDetent(nil)

        hintBar = HintBar.install(in: view, text: "Show the stalls, drag the sheet up and down, swipe it away")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        hintBar.onHome = backToHomeAction
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let column = SceneColumn(bounds: view.bounds, margin: 16, maximumWidth: 560)
        let top = view.safeAreaInsets.top + 32
        titleLabel.frame = CGRect(x: column.x + 4, y: top, width: column.width - 8, height: 38)
        factsLabel.frame = CGRect(x: column.x + 4, y: titleLabel.frame.maxY + 4, width: column.width - 8, height: 22)
        stallsButton.frame = CGRect(x: column.x, y: factsLabel.frame.maxY + 24, width: column.width, height: 50)
        let height = detentLabel.sizeThatFits(CGSize(width: column.width - 8, height: 0)).height
        detentLabel.frame = CGRect(x: column.x + 4, y: stallsButton.frame.maxY + 16, width: column.width - 8, height: height)
    }

    /// Shows the stalls in a sheet, or — with the sheet at its medium detent, where this page
    /// stays usable — expands it.
    func showStalls() {
        if let stalls = presentedViewController, let sheet = stalls.sheetPresentationController {
            sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
            showDetent(.large)
            return
        }
        guard transitionCoordinator == nil else { return }
        let stalls = StallListViewController(context: context)
        if let sheet = stalls.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.delegate = self
        }
        context.timeline.beginTransition("present stalls sheet")
        present(stalls, animated: true)
        showDetent(.medium)
    }

    private func showDetent(_ detent: UISheetPresentationController.Detent.Identifier?) {
        switch detent {
        case .medium?: detentLabel.text = "The sheet rests at its medium detent: this page is not dimmed and its button still works (it expands the sheet)."
        case .large?: detentLabel.text = "The sheet rests at its large detent: this page is dimmed. Drag the sheet down to bring it back to half height."
        default: detentLabel.text = "The sheet is UIKit's own UISheetPresentationController with detents [.medium(), .large()]."
        }
        view.setNeedsLayout()
    }

    // MARK: UISheetPresentationControllerDelegate

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        showDetent(sheetPresentationController.selectedDetentIdentifier)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        showDetent(nil)
    }
}

/// The sheet: a title and the market's stalls in a table that fills the rest. Dragged up at the
/// medium detent, the table lets the sheet expand first; at its top, a drag down moves the sheet.
final class StallListViewController: UIViewController, UITableViewDataSource {
    let context: PlaygroundContext
    let tableView = UITableView(frame: .zero, style: .plain)
    private let titleLabel = UILabel()

    init(context: PlaygroundContext) {
        self.context = context
        super.init(nibName: nil, bundle: nil)
        title = "Stalls"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    static let stalls: [String] = (0..<40).map { i in
        let kinds = ["Oysters", "Sourdough", "Cheese", "Figs and plums", "Espresso", "Olive oil", "Flowers", "Honey",
                     "Smoked fish", "Pastéis", "Spices", "Ceramics"]
        return "\(i + 1). \(kinds[i % kinds.count])"
    }

    /// The space above the list: the grabber and the title.
    static let headerHeight: CGFloat = 64

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = "Stalls"
        titleLabel.font = .boldSystemFont(ofSize: 24)
        view.addSubview(titleLabel)
        tableView.dataSource = self
        tableView.rowHeight = 48
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "stall")
        view.addSubview(tableView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if isBeingPresented { context.timeline.observe(transitionCoordinator, label: "stalls sheet appears") }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isBeingDismissed { context.timeline.observe(transitionCoordinator, label: "stalls sheet disappears") }
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let b = view.bounds
        let column = SceneColumn(bounds: b, margin: 20, maximumWidth: 560)
        titleLabel.frame = CGRect(x: column.x, y: 22, width: column.width, height: 32)
        tableView.frame = CGRect(x: 0, y: Self.headerHeight, width: b.width, height: max(0, b.height - Self.headerHeight))
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.stalls.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "stall", for: indexPath)
        cell.textLabel?.text = Self.stalls[indexPath.row]
        cell.selectionStyle = .none
        return cell
    }
}
