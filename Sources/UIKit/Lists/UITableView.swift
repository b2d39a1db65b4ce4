import Foundation

/// A scrolling list of rows in sections, with real cell reuse: only the rows that show are
/// backed by cells (subviews laid out in content coordinates); a cell scrolled off goes to a
/// pool under its reuse identifier and comes back, after `prepareForReuse()`, for another row.
///
///     let table = UITableView(frame: view.bounds, style: .insetGrouped)
///     table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
///     table.dataSource = self
///     table.delegate = self
///     view.addSubview(table)
///
/// Rows are `rowHeight` tall (default `UITableView.automaticDimension`: sized by Auto Layout,
/// the cell's `contentView` fitted to the table's width, estimated by `estimatedRowHeight`
/// until they are first shown). Selection, highlighting and the update animations follow
/// UIKit's callback order (see `UITableViewDelegate`).
///
/// Porting: `delegate` keeps `UIScrollView`'s type (`(any UIScrollViewDelegate)?`, Swift cannot
/// narrow an overridden property); assigning a `UITableViewDelegate` works as on iOS, and the
/// table calls its table methods.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The value of `rowHeight`, `estimatedRowHeight` and the section heights that means "work
    /// it out": Auto Layout for rows, the content for headers and footers.
    public static let automaticDimension: CGFloat = -1

    /// The style the table was created with.
    public let style: Style
    /// The rows' context menu, made at the first secondary click (`presentRowContextMenu`).
    var rowContextMenu: ListContextMenu?
    /// The object that supplies the rows (held weakly).
    open weak var dataSource: (any UITableViewDataSource)? { didSet { setNeedsReload() } }

    /// The height of every row unless the delegate says otherwise (default `automaticDimension`).
    /// Changing it lays the rows out again at their new heights, in the cells they have (the
    /// data source is not asked for them again, and the selection stays).
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { rowHeightsChanged() } }
    /// The estimate for rows not measured yet (default `automaticDimension`: 44 pt).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { rowHeightsChanged() } }
    /// The height of section headers (default `automaticDimension`).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload(keepingSelection: true) } }
    /// The height of section footers (default `automaticDimension`).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload(keepingSelection: true) } }
    /// An estimate for section headers (accepted; headers are measured at once).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// An estimate for section footers (accepted; footers are measured at once).
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

    /// The separator lines (default `.singleLine`).
    open var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// The separators' colour (default `UIColor.separator`).
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// Where separators start and end (default 16 pt from the leading edge).
    open var separatorInset: UIEdgeInsets = UITableView.defaultSeparatorInset { didSet { setNeedsLayout() } }

    /// A view above the first section, scrolling with the rows (its height is kept).
    open var tableHeaderView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let tableHeaderView { addSubview(tableHeaderView) }; setNeedsReload(keepingSelection: true) }
    }
    /// A view below the last section, scrolling with the rows (its height is kept).
    open var tableFooterView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let tableFooterView { addSubview(tableFooterView) }; setNeedsReload(keepingSelection: true) }
    }
    /// A view behind the rows that fills the table and does not scroll (default nil).
    open var backgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let backgroundView { insertSubview(backgroundView, at: 0) }; setNeedsLayout() }
    }

    /// Whether the user can select rows (default true).
    open var allowsSelection = true
    /// Whether several rows can be selected at once (default false); tapping a selected row deselects it then.
    open var allowsMultipleSelection = false
    /// Whether rows can be selected while editing (default false).
    open var allowsSelectionDuringEditing = false
    /// Whether the table is editing (accepted; no editing controls are drawn).
    open var isEditing = false

    // MARK: Internal state

    static let defaultSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    var model = TableModel()
    var needsReload = true
    /// Whether the pending reload keeps the selection (a size setting changed, not the data).
    var reloadKeepsSelection = false
    /// The width the rows were last measured at; another width measures self-sizing rows again.
    var measuredWidth: CGFloat?
    var registeredCells: [String: UITableViewCell.Type] = [:]
    var registeredHeaderFooters: [String: UITableViewHeaderFooterView.Type] = [:]
    var cellPool = ReusePool<UITableViewCell>()
    var headerFooterPool = ReusePool<UITableViewHeaderFooterView>()
    var visibleCellMap: [IndexPath: UITableViewCell] = [:]
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    /// The header and footer views of the sections, made when the sizes were asked for.
    var headerViewCache: [Int: UIView] = [:]
    var footerViewCache: [Int: UIView] = [:]
    var selectedRows: Set<IndexPath> = []
    /// The open batch updates, nested (`beginUpdates()`, `performBatchUpdates`).
    final var updateNesting = ListUpdateNesting()
    /// The row under a finger (highlighted), until it lifts or a drag takes the touch.
    var touchedRow: IndexPath?
    var isTiling = false
    /// Messages about client mistakes, as printed (the tests read them).
    var diagnostics: [String] = []

    /// Creates a table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    /// Creates a `.plain` table.
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// Creates a table from an archive (none here: a `.plain` table with a zero frame).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        setUpTable()
    }

    private func setUpTable() {
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        rowSwipes = RowSwipeController(list: self, host: RowSwipeController.Host(
            row: { [weak self] in self?.rowIndexPath(at: $0) },
            cell: { [weak self] in self?.visibleCellMap[$0] },
            configuration: { [weak self] indexPath, trailing in
                guard let self, let delegate = tableDelegate else { return nil }
                return trailing ? delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
                    : delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            },
            willBegin: { [weak self] in
                guard let self else { return }
                tableDelegate?.tableView(self, willBeginEditingRowAt: $0)
            },
            didEnd: { [weak self] in
                guard let self else { return }
                tableDelegate?.tableView(self, didEndEditingRowAt: $0)
            }))
    }

    /// The rows' swipe actions (the delegate's leading and trailing configurations).
    var rowSwipes: RowSwipeController?


    // MARK: Data

    /// Forgets every row and asks the data source again; visible cells go back to the pool.
    open func reloadData() {
        reloadKeepsSelection = false
        reloadNow()
    }
    /// The number of sections (as the data source last said).
    open var numberOfSections: Int { loadIfNeeded(); return model.sections.count }
    /// The number of rows in `section` (0 with a warning for a section that does not exist).
    open func numberOfRows(inSection section: Int) -> Int { rowCount(inSection: section) }

    // MARK: Cells

    /// Registers the class of the cells dequeued with `identifier` (nil removes it).
    open func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registeredCells[identifier] = cellClass
    }
    /// Registers the class of the header and footer views dequeued with `identifier`.
    open func register(_ aClass: UITableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooters[identifier] = aClass
    }
    /// A cell for `indexPath`: one from the pool (after `prepareForReuse()`) or a new one of the
    /// registered class. An identifier never registered gets a plain `UITableViewCell` and a message.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let cell = dequeueCell(identifier, indexPath: indexPath)
        cell.tableView = self   // known at once (its default background configuration is the table's style)
        return cell
    }
    /// A cell from the pool, a new one of the registered class, or nil when the identifier is
    /// not registered and the pool is empty.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        let cell = dequeueCellIfAvailable(identifier)
        cell?.tableView = self
        return cell
    }
    /// A header or footer view from the pool or of the registered class (nil when unregistered and none is pooled).
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        dequeueHeaderFooter(identifier)
    }
    /// The cell showing `indexPath`, or nil when the row is not visible.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { tileIfNeeded(); return visibleCellMap[indexPath] }
    /// The index path of a visible cell, or nil.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        tileIfNeeded()
        return visibleCellMap.first(where: { $0.value === cell })?.key
    }
    /// The row at `point` (in the table's coordinates, which are the content's), or nil.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { rowIndexPath(at: point) }
    /// The index paths of the rows in `rect` (content coordinates).
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { rowIndexPaths(in: rect) }
    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] {
        tileIfNeeded()
        return visibleCellMap.keys.sorted().compactMap { visibleCellMap[$0] }
    }
    /// The index paths of the cells on screen, top to bottom.
    open var indexPathsForVisibleRows: [IndexPath]? { tileIfNeeded(); return visibleCellMap.keys.sorted() }
    /// The header view shown for `section`, or nil.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        tileIfNeeded(); return visibleHeaders[section] as? UITableViewHeaderFooterView
    }
    /// The footer view shown for `section`, or nil.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        tileIfNeeded(); return visibleFooters[section] as? UITableViewHeaderFooterView
    }

    // MARK: Geometry

    /// The row's rectangle in the table's (content) coordinates; `.zero` with a warning for a row that does not exist.
    open func rectForRow(at indexPath: IndexPath) -> CGRect { rowRect(indexPath) }
    /// The rectangle of the whole section: header, rows and footer.
    open func rect(forSection section: Int) -> CGRect { sectionRect(section) }
    /// The rectangle of the section's header.
    open func rectForHeader(inSection section: Int) -> CGRect { headerRect(section) }
    /// The rectangle of the section's footer.
    open func rectForFooter(inSection section: Int) -> CGRect { footerRect(section) }
    /// Scrolls so that the row shows at `scrollPosition` (clamped to the content).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scroll(toRow: indexPath, position: scrollPosition, animated: animated)
    }
    /// Scrolls the selected row to `scrollPosition`.
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        if let row = selectedRows.sorted().first { scroll(toRow: row, position: scrollPosition, animated: animated) }
    }

    // MARK: Selection

    /// The first selected row, or nil.
    open var indexPathForSelectedRow: IndexPath? { selectedRows.min() }
    /// The selected rows in order, or nil when none is.
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }
    /// Selects the row (deselecting the others unless `allowsMultipleSelection`) and scrolls it
    /// to `scrollPosition`; no delegate method is called, as on iOS. Nil deselects all.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        select(indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    /// Deselects the row, fading its highlight when `animated`; no delegate method is called.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { deselect(indexPath, animated: animated) }

    // MARK: Updates

    /// Runs `updates` (inserts, deletes, reloads, moves) as one animated change; `completion`
    /// runs when the animations end (false when the counts did not add up and the table reloaded).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runBatch(updates, completion: completion)
    }
    /// Starts a group of updates that `endUpdates()` animates together.
    open func beginUpdates() { updateNesting.begin() }
    /// Animates the updates since `beginUpdates()`.
    open func endUpdates() { closeBatch(completion: nil) }
    /// Inserts rows (the data source must already count them).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.insertRows += indexPaths.map { ($0, animation) } }
    }
    /// Deletes rows (the data source must already have dropped them).
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.deleteRows += indexPaths.map { ($0, animation) } }
    }
    /// Reloads rows: their cells are asked for again and cross-fade.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.reloadRows += indexPaths.map { ($0, animation) } }
    }
    /// Moves a row.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.moves.append((indexPath, newIndexPath)) }
    }
    /// Inserts sections.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.insertSections += sections.map { ($0, animation) } }
    }
    /// Deletes sections.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.deleteSections += sections.map { ($0, animation) } }
    }
    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.reloadSections += sections.map { ($0, animation) } }
    }
    /// Moves a section (its rows go with it).
    open func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.moveSections.append((section, newSection)) }
    }

    // MARK: Layout and touches

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if old != newValue { setNeedsLayout() }
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        tile()
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touchDown(touches) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { touchUp(touches) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { touchCancelled() }

    /// The delegate's table methods (nil when it is only a scroll-view delegate).
    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    /// A secondary click on a row shows the row's context menu (`UITableView+ContextMenu`).
    override func presentContextMenu(at point: CGPoint) -> Bool {
        super.presentContextMenu(at: point) || presentRowContextMenu(at: point)
    }

    /// Records a client mistake: printed once to standard error, kept for the tests.
    func report(_ message: String) {
        diagnostics.append(message)
        warnOnce(message)
    }
}
