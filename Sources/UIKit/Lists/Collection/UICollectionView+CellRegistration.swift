import Foundation

extension UICollectionView {
    /// How to make and configure the cells of one kind for items of one type (iOS 14): the
    /// registration names its cell class itself, so nothing is registered by identifier.
    ///
    ///     let registration = UICollectionView.CellRegistration<UICollectionViewCell, Photo> { cell, indexPath, photo in
    ///         cell.backgroundColor = photo.colour
    ///     }
    ///     … collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
    ///
    /// Make it once (outside the cell provider, as iOS requires): each registration has its own
    /// reuse identifier, so one made anew for every cell never reuses a cell.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for the item at the index path.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let reuseIdentifier: String
        let handler: Handler

        /// A registration of `Cell` configured by `handler`.
        public init(handler: @escaping Handler) {
            reuseIdentifier = "CellRegistration.\(Cell.self).\(UUID().uuidString)"
            self.handler = handler
        }
    }

    /// A cell of the registration's class — from the pool, or new — configured by its handler
    /// for `item` (not configured when `item` is nil).
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell {
        if registered[registration.reuseIdentifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        // The pool of a registration's identifier holds only its own class's cells.
        let cell = dequeued as? Cell ?? Cell(frame: dequeued.frame)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// How to make and configure the supplementary views of one kind (iOS 14), as
    /// `CellRegistration` does for cells.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a dequeued view of `elementKind` for the index path.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        let elementKind: String
        let reuseIdentifier: String
        let handler: Handler

        /// A registration of `Supplementary` views of `elementKind` configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            reuseIdentifier = "SupplementaryRegistration.\(Supplementary.self).\(UUID().uuidString)"
            self.handler = handler
        }
    }

    /// A supplementary view of the registration's class and kind — from the pool, or new —
    /// configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        let key = SupplementaryClassKey(kind: registration.elementKind, identifier: registration.reuseIdentifier)
        if registeredSupplementary[key] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let view = dequeued as? Supplementary ?? Supplementary(frame: dequeued.frame)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
