import Foundation

/// A table's data source that shows snapshots: `apply(_:animatingDifferences:completion:)`
/// works out what changed since the last snapshot and animates exactly that (rows that stay
/// keep their cells and slide; the others leave and come with `defaultRowAnimation`).
///
///     dataSource = UITableViewDiffableDataSource<Section, Song>(tableView: tableView) { tableView, indexPath, song in
///         let cell = tableView.dequeueReusableCell(withIdentifier: "song", for: indexPath)
///         cell.textLabel?.text = song.title
///         return cell
///     }
///     var snapshot = NSDiffableDataSourceSnapshot<Section, Song>()
///     snapshot.appendSections([.main])
///     snapshot.appendItems(songs)
///     dataSource.apply(snapshot, animatingDifferences: false)
///
/// As on iOS it makes itself the table's `dataSource`, which is weak: keep a reference to it.
/// Subclasses override the other data-source methods (section titles, editing) as on iOS;
/// rows are not editable or movable unless a subclass says so. A user's move of a row
/// (`tableView(_:moveRowAt:to:)`) moves its item in the snapshot.
///
/// Differs from iOS: snapshots are applied on the main actor only; `animatingDifferences: false`
/// applies the difference without animation (iOS 15's behaviour; iOS 13 and 14 reloaded);
/// `reconfigureItems` asks for the items' cells again without an animation, rather than
/// handing the cell provider the cell that is there.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UITableViewDataSource {
    /// Makes the cell for an item (nil is a mistake: iOS stops the app; here an empty cell shows, with a warning).
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// The animation of inserted, deleted and reloaded rows (default `.automatic`).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Makes the data source of `tableView` (it becomes the table's `dataSource`).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// Shows `snapshot`: the changes since the last one are animated (or, with
    /// `animatingDifferences` false, applied at once); `completion` runs when they are done.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let diff = SnapshotDiff(from: current, to: snapshot)
        current = snapshot.withoutMarks
        guard let tableView else {
            completion?()
            return
        }
        let animation = defaultRowAnimation
        let update = {
            tableView.performBatchUpdates({
                tableView.deleteSections(IndexSet(diff.deletedSections), with: animation)
                tableView.insertSections(IndexSet(diff.insertedSections), with: animation)
                for move in diff.movedSections { tableView.moveSection(move.from, toSection: move.to) }
                tableView.reloadSections(IndexSet(diff.reloadedSections), with: animation)
                tableView.deleteRows(at: diff.deletedItems, with: animation)
                tableView.insertRows(at: diff.insertedItems, with: animation)
                for move in diff.movedItems { tableView.moveRow(at: move.from, to: move.to) }
                tableView.reloadRows(at: diff.reloadedItems, with: animation)
            }, completion: { _ in
                if !diff.reconfiguredItems.isEmpty {
                    UIView.performWithoutAnimation { tableView.reloadRows(at: diff.reconfiguredItems, with: .none) }
                }
                completion?()
            })
        }
        if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
    }

    /// Shows `snapshot` by reloading the table (no animation, nothing kept).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot.withoutMarks
        tableView?.reloadData()
        completion?()
    }

    /// The snapshot shown (a copy: changing it changes nothing until it is applied).
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The item at `indexPath`, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// Where the item is, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The section at `index`, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sectionIdentifier(at: index) }

    /// The index of the section, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { current.itemCount(inSectionAt: section) }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            warnOnce("UITableViewDiffableDataSource: no item at \(indexPath); an empty cell is shown")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        if let cell = cellProvider(tableView, indexPath, item) { return cell }
        warnOnce("UITableViewDiffableDataSource: the cell provider returned nil for \(item) at \(indexPath); an empty cell is shown")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Whether the row can be edited (default false, as for iOS's diffable data source: a
    /// subclass returns true to allow swipe-to-delete).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Whether the row can be moved (default false).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    /// The user moved a row: its item moves in the snapshot (the table already shows it there).
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        current.moveItem(from: sourceIndexPath, to: destinationIndexPath)
    }
}
