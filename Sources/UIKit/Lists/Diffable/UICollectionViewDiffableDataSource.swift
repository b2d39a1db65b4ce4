import Foundation

/// A collection view's data source that shows snapshots: `apply(_:animatingDifferences:completion:)`
/// works out what changed since the last snapshot and animates exactly that (items that stay
/// keep their cells and slide to their new places, inserted ones fade in, deleted ones out).
///
///     let registration = UICollectionView.CellRegistration<PhotoCell, Photo> { cell, indexPath, photo in
///         cell.imageView.image = photo.image
///     }
///     dataSource = UICollectionViewDiffableDataSource<Section, Photo>(collectionView: collectionView) { collectionView, indexPath, photo in
///         collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
///     }
///
/// As on iOS it makes itself the collection view's `dataSource`, which is weak: keep a
/// reference to it. Section headers and footers come from `supplementaryViewProvider`. Differs
/// from iOS as the table's does (main actor only; without animation the difference is applied
/// at once; `reconfigureItems` asks for the cells again).
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UICollectionViewDataSource, OutlineExpanding {
    /// Makes the cell for an item (nil is a mistake: iOS stops the app; here an empty cell shows, with a warning).
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?

    /// Makes a header or footer (nil: an empty view, with a warning, where iOS stops the app).
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) -> UICollectionReusableView?

    /// Makes the supplementary views the layout places (default nil).
    open var supplementaryViewProvider: SupplementaryViewProvider?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The sections shown as trees (those given a section snapshot).
    private var trees: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    /// Asked and told as items expand and collapse (an outline disclosure, or `apply(_:to:)`).
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// What a diffable data source asks and tells about expanding and collapsing (iOS 14).
    public struct SectionSnapshotHandlers<Item: Hashable> {
        /// Whether the item may expand (nil: yes).
        public var shouldExpandItem: ((Item) -> Bool)?
        /// The item is about to expand.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether the item may collapse (nil: yes).
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// The item is about to collapse.
        public var willCollapseItem: ((Item) -> Void)?
        /// The children to show when `parent` expands, given its current subtree (nil: as it is).
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

        public init() {}
    }

    /// Makes the data source of `collectionView` (it becomes the collection view's `dataSource`).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// Shows `snapshot`: the changes since the last one are animated (or, with
    /// `animatingDifferences` false, applied at once); `completion` runs when they are done.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        // A whole snapshot shows its sections flat again (as on iOS), but for trees whose
        // visible items it keeps as they are.
        trees = trees.filter { section, tree in snapshot.indexOfSection(section).map { _ in snapshot.itemIdentifiers(inSection: section) == tree.visibleItems } ?? false }
        show(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    private func show(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                      animatingDifferences: Bool, completion: (() -> Void)?) {
        let diff = SnapshotDiff(from: current, to: snapshot)
        current = snapshot.withoutMarks
        guard let collectionView else {
            completion?()
            return
        }
        let update = {
            collectionView.performBatchUpdates({
                collectionView.deleteSections(IndexSet(diff.deletedSections))
                collectionView.insertSections(IndexSet(diff.insertedSections))
                for move in diff.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
                collectionView.reloadSections(IndexSet(diff.reloadedSections))
                collectionView.deleteItems(at: diff.deletedItems)
                collectionView.insertItems(at: diff.insertedItems)
                for move in diff.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
                collectionView.reloadItems(at: diff.reloadedItems)
            }, completion: { _ in
                if !diff.reconfiguredItems.isEmpty {
                    UIView.performWithoutAnimation { collectionView.reloadItems(at: diff.reconfiguredItems) }
                }
                completion?()
            })
        }
        if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
    }

    /// Shows the tree `snapshot` as section `section`: its visible items replace the section's
    /// (the section is appended when it is not there); the changes animate as `apply(_:)`'s do.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var whole = current
        if whole.indexOfSection(section) == nil { whole.appendSections([section]) }
        whole.deleteItems(whole.itemIdentifiers(inSection: section))
        let visible = snapshot.visibleItems.filter { whole.indexOfItem($0) == nil }
        if visible.count < snapshot.visibleItems.count {
            warnOnce("UICollectionViewDiffableDataSource.apply(_:to:): items of the section snapshot are in another section; they are not shown twice")
        }
        whole.appendItems(visible, toSection: section)
        trees[section] = snapshot
        show(whole, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The tree shown as `section` (a flat one of its items when it was given none).
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let tree = trees[section] { return tree }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// Expands or collapses the item at `indexPath` (an outline disclosure's tap), asking and
    /// telling `sectionSnapshotHandlers`.
    func toggleExpansion(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section),
              var tree = trees[section], tree.contains(item) else { return }
        let h = sectionSnapshotHandlers
        if tree.isExpanded(item) {
            guard h.shouldCollapseItem?(item) ?? true else { return }
            h.willCollapseItem?(item)
            tree.collapse([item])
        } else {
            guard h.shouldExpandItem?(item) ?? true else { return }
            h.willExpandItem?(item)
            if let make = h.snapshotForExpandingParent {
                tree.replace(childrenOf: item, using: make(item, tree.snapshot(of: item)))
            }
            tree.expand([item])
        }
        apply(tree, to: section, animatingDifferences: true)
        // The cell shows its new state (its chevron turns).
        if let cell = collectionView?.cellForItem(at: indexPath) { outline(cell, item, tree) }
    }

    /// Tells a cell its place in its section's tree: its level (a list cell indents by it) and
    /// whether it is expanded.
    private func outline(_ cell: UICollectionViewCell, _ item: ItemIdentifierType, _ tree: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        cell.outlineExpanded = tree.isExpanded(item)
        if let list = cell as? UICollectionViewListCell { list.indentationLevel = max(0, tree.level(of: item)) }
        cell.setNeedsUpdateConfiguration()
    }

    /// Shows `snapshot` by reloading the collection view (no animation, nothing kept).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        trees = [:]
        current = snapshot.withoutMarks
        collectionView?.reloadData()
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

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.itemCount(inSectionAt: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            warnOnce("UICollectionViewDiffableDataSource: no item at \(indexPath); an empty cell is shown")
            return UICollectionViewCell(frame: .zero)
        }
        if let cell = cellProvider(collectionView, indexPath, item) {
            if let section = sectionIdentifier(for: indexPath.section), let tree = trees[section] { outline(cell, item, tree) }
            return cell
        }
        warnOnce("UICollectionViewDiffableDataSource: the cell provider returned nil for \(item) at \(indexPath); an empty cell is shown")
        return UICollectionViewCell(frame: .zero)
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        warnOnce("UICollectionViewDiffableDataSource: no supplementaryViewProvider view for \(kind) at \(indexPath); an empty view is shown")
        return UICollectionReusableView(frame: .zero)
    }
}
