import Foundation

/// A scrolling view of items placed by a layout object, with cell reuse as in `UITableView`:
/// only the items in the visible rectangle have cells; the others wait in a pool per reuse
/// identifier and get `prepareForReuse()` when dequeued.
///
///     let layout = UICollectionViewFlowLayout()
///     layout.itemSize = CGSize(width: 100, height: 100)
///     let grid = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
///     grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
///     grid.dataSource = self
///
/// Porting: `delegate` keeps `UIScrollView`'s type (see `UITableView`).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The items' context menu, made at the first secondary click (`presentItemContextMenu`).
    var itemContextMenu: ListContextMenu?
    /// Where `scrollToItem(at:at:animated:)` puts the item.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The bits of the position.
        public let rawValue: UInt
        /// A position from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No particular place: as little scrolling as shows it.
        public static let none = ScrollPosition([])
        /// The item's top at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// What a layout attributes object places.
    public enum ElementCategory: UInt, Sendable { case cell, supplementaryView, decorationView }
    /// The kind of a section's header view (flow layout's `headerReferenceSize`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section's footer view.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// A supplementary view's place: its kind and index path.
    struct SupplementaryKey: Hashable {
        let kind: String
        let indexPath: IndexPath
    }
    /// A registered supplementary view class's kind and reuse identifier.
    struct SupplementaryClassKey: Hashable {
        let kind: String
        let identifier: String
    }

    /// The layout that places the items; setting it lays the items out again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }
    /// The object that supplies the items (held weakly).
    open weak var dataSource: (any UICollectionViewDataSource)? { didSet { setNeedsReload() } }
    /// A view behind the items that does not scroll (default nil).
    open var backgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let backgroundView { insertSubview(backgroundView, at: 0) }; setNeedsLayout() }
    }
    /// Whether the collection view is editing (iOS 14; default false): list cells show their
    /// editing accessories, and cells' configuration states say so.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            for cell in visible.values {
                cell.setNeedsUpdateConfiguration()
                cell.setNeedsLayout()
            }
        }
    }
    /// Whether the user can select items while editing (iOS 14; default false).
    open var allowsSelectionDuringEditing = false
    /// Whether the user can select several items while editing (iOS 14; default false).
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the user can select items (default true).
    open var allowsSelection = true
    /// Whether several items can be selected (default false).
    open var allowsMultipleSelection = false

    var counts: [Int] = []
    var needsReload = true
    var registered: [String: UICollectionViewCell.Type] = [:]
    var pool = ReusePool<UICollectionViewCell>()
    var visible: [IndexPath: UICollectionViewCell] = [:]
    var registeredSupplementary: [SupplementaryClassKey: UICollectionReusableView.Type] = [:]
    var supplementaryPool = ReusePool<UICollectionReusableView>()
    var visibleSupplementary: [SupplementaryKey: UICollectionReusableView] = [:]
    /// Decoration views on screen (a section's background), and those put away, by kind.
    var visibleDecorations: [SupplementaryKey: UICollectionReusableView] = [:]
    var decorationPool: [String: [UICollectionReusableView]] = [:]
    /// The scroll views of orthogonally scrolling sections, by section.
    var orthogonalScrollers: [Int: OrthogonalSectionScrollView] = [:]
    var selected: Set<IndexPath> = []
    var touched: IndexPath?
    var isTiling = false
    /// The open batch updates, nested (`performBatchUpdates` inside one another).
    final var updateNesting = ListUpdateNesting()
    /// Messages about client mistakes, as printed (the tests read them).
    var diagnostics: [String] = []

    /// Creates a collection view whose items `layout` places.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
        setUpRowSwipes()
    }

    /// The swipe actions of list sections' rows (their configurations' providers).
    var rowSwipes: RowSwipeController?


    private func setUpRowSwipes() {
        rowSwipes = RowSwipeController(list: self, host: RowSwipeController.Host(
            row: { [weak self] in self?.item(at: $0) },
            cell: { [weak self] in self?.visible[$0] },
            configuration: { [weak self] indexPath, trailing in
                guard let self, let list = collectionViewLayout.listConfiguration(forSection: indexPath.section) else { return nil }
                return trailing ? list.trailingSwipeActionsConfigurationProvider?(indexPath)
                    : list.leadingSwipeActionsConfigurationProvider?(indexPath)
            }))
    }

    /// Creates a collection view from an archive (none here: a flow layout, a zero frame).
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
        setUpRowSwipes()
    }

    // MARK: Data

    /// Asks the data source again for everything; visible cells go to the pool.
    open func reloadData() { reload() }
    /// The number of sections.
    open var numberOfSections: Int { loadIfNeeded(); return counts.count }
    /// The number of items in `section` (0 with a warning when it does not exist).
    open func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        guard counts.indices.contains(section) else {
            warnOnce("UICollectionView.numberOfItems(inSection:): section \(section) does not exist; 0 is returned")
            return 0
        }
        return counts[section]
    }

    // MARK: Cells

    /// Registers the class of the cells dequeued with `identifier`.
    open func register(_ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }
    /// A cell from the pool (after `prepareForReuse()`) or a new one of the registered class; an
    /// unregistered identifier gets a plain `UICollectionViewCell` and a message.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        dequeue(identifier, indexPath)
    }
    /// Registers the class of the supplementary views of `elementKind` dequeued with `identifier`.
    open func register(_ viewClass: UICollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        registeredSupplementary[SupplementaryClassKey(kind: elementKind, identifier: identifier)] = viewClass
    }
    /// A supplementary view from the pool (after `prepareForReuse()`) or a new one of the
    /// registered class; an unregistered identifier gets a plain `UICollectionReusableView` and a message.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        dequeueSupplementary(elementKind, identifier, indexPath)
    }
    /// The supplementary view of `elementKind` shown at `indexPath`, or nil.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        tileIfNeeded()
        return visibleSupplementary[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }
    /// The supplementary views of `elementKind` on screen, in index-path order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
            visibleSupplementary[SupplementaryKey(kind: elementKind, indexPath: $0)]
        }
    }
    /// The index paths of the supplementary views of `elementKind` on screen, in order.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        tileIfNeeded()
        return visibleSupplementary.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The cell showing the item, or nil when it is not visible.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { tileIfNeeded(); return visible[indexPath] }
    /// The cells on screen, in index-path order.
    open var visibleCells: [UICollectionViewCell] { tileIfNeeded(); return visible.keys.sorted().compactMap { visible[$0] } }
    /// The index paths of the items on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] { tileIfNeeded(); return visible.keys.sorted() }
    /// The index path of a visible cell.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { tileIfNeeded(); return visible.first { $0.value === cell }?.key }
    /// The item at `point` (content coordinates), or nil.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { item(at: point) }
    /// Where the layout puts the item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }
    /// Where the layout puts the supplementary view of `kind` at `indexPath`.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
    /// Scrolls the item to `scrollPosition`, clamped to the content.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scroll(to: indexPath, scrollPosition, animated: animated)
    }

    // MARK: Updates

    /// Runs `updates` (inserts, deletes, reloads, moves, which may nest) as one animated change:
    /// the items slide to their new places, inserted ones fade in and deleted ones fade out, in
    /// 0.3 s ease-in-out; `completion` runs when the animations end (false when the counts did
    /// not add up and the collection view reloaded instead).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runBatch(updates, completion: completion)
    }
    /// Inserts items (the data source must already count them); outside a batch, animated alone.
    open func insertItems(at indexPaths: [IndexPath]) { record { $0.insertRows += indexPaths.map { ($0, .automatic) } } }
    /// Deletes items (the data source must already have dropped them).
    open func deleteItems(at indexPaths: [IndexPath]) { record { $0.deleteRows += indexPaths.map { ($0, .automatic) } } }
    /// Reloads items: their cells are asked for again and cross-fade with the old ones.
    open func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadRows += indexPaths.map { ($0, .automatic) } } }
    /// Moves an item; its cell slides to its new place.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record { $0.moves.append((indexPath, newIndexPath)) } }
    /// Inserts sections.
    open func insertSections(_ sections: IndexSet) { record { $0.insertSections += sections.map { ($0, .automatic) } } }
    /// Deletes sections.
    open func deleteSections(_ sections: IndexSet) { record { $0.deleteSections += sections.map { ($0, .automatic) } } }
    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet) { record { $0.reloadSections += sections.map { ($0, .automatic) } } }
    /// Moves a section with its items.
    open func moveSection(_ section: Int, toSection newSection: Int) { record { $0.moveSections.append((section, newSection)) } }

    // MARK: Selection

    /// The selected items, in order; nil when none is (Apple's documentation).
    open var indexPathsForSelectedItems: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }
    /// Selects the item (deselecting the others unless `allowsMultipleSelection`) and scrolls it
    /// to `scrollPosition`; no delegate method is called. Nil deselects all.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        select(indexPath, scrollPosition, animated: animated)
    }
    /// Deselects the item; no delegate method is called.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selected.remove(indexPath) != nil else { return }
        visible[indexPath]?.isSelected = false
    }

    // MARK: Layout and touches

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            if newValue.size != old.size, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue) {
                collectionViewLayout.needsPrepare = true
            }
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

    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    /// A secondary click on an item shows the item's context menu.
    override func presentContextMenu(at point: CGPoint) -> Bool {
        super.presentContextMenu(at: point) || presentItemContextMenu(at: point)
    }

    /// Shows the context menu of the item at `point` (collection view coordinates); false when
    /// there is no item there or the delegate offers no menu.
    func presentItemContextMenu(at point: CGPoint) -> Bool {
        guard indexPathForItem(at: point) != nil else { return false }
        let menu = itemContextMenu ?? ListContextMenu(in: self, configuration: { [weak self] point in
            guard let self, let indexPath = self.indexPathForItem(at: point), let delegate = self.collectionDelegate else { return nil }
            return delegate.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: point)
                ?? delegate.collectionView(self, contextMenuConfigurationForItemAt: indexPath, point: point)
        }, willDisplay: { [weak self] configuration, animator in
            guard let self else { return }
            self.collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
        }, willEnd: { [weak self] configuration, animator in
            guard let self else { return }
            self.collectionDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: animator)
        })
        itemContextMenu = menu
        return menu.interaction.presentMenu(at: point)
    }
}
