import Foundation

/// Where a layout puts one element of a collection view: its frame, alpha, visibility and
/// stacking order, and the index path it is for.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// The element's frame in the collection view's content coordinates.
    open var frame: CGRect = .zero
    /// The centre of `frame`.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size of `frame` (the centre stays).
    open var size: CGSize {
        get { frame.size }
        set {
            let c = center
            frame = CGRect(x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }
    /// The element's alpha (default 1).
    open var alpha: CGFloat = 1
    /// Whether the element is hidden (default false).
    open var isHidden = false
    /// The stacking order among elements (default 0; larger is in front).
    open var zIndex = 0
    /// The item the attributes are for.
    open var indexPath: IndexPath

    /// Attributes for the cell of the item at `indexPath`.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        super.init()
    }

    /// Attributes for a supplementary view (a section header or footer) of `elementKind`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(forCellWith: indexPath)
        category = .supplementaryView
        kind = elementKind
    }

    var category: UICollectionView.ElementCategory = .cell
    var kind: String?
    /// What the attributes place: a cell, or a supplementary view.
    open var representedElementCategory: UICollectionView.ElementCategory { category }
    /// The kind of supplementary view (nil for a cell).
    open var representedElementKind: String? { kind }

    open override var description: String { "<UICollectionViewLayoutAttributes \(indexPath) frame=\(frame)>" }
}

/// The object that places a collection view's items; subclass it, or use
/// `UICollectionViewFlowLayout`.
///
/// The collection view calls `prepare()` when the layout was invalidated (a reload, a new
/// size), then asks for `collectionViewContentSize` and the attributes of the rectangle it shows.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout.
    open internal(set) weak var collectionView: UICollectionView?

    /// Creates a layout.
    public override init() { super.init() }

    /// Computes what the other methods answer; called before them after an invalidation.
    open func prepare() {}
    /// The size of the whole content.
    open var collectionViewContentSize: CGSize { .zero }
    /// The attributes of the elements that meet `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    /// The attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes of the supplementary view of `elementKind` at `indexPath` (nil: none).
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Marks the layout as needing `prepare()` before it is asked again.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }
    /// Whether a change of the collection view's bounds to `newBounds` invalidates the layout
    /// (default: when the size changes).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }

    var needsPrepare = true

    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}
