import Foundation

/// Where a layout puts one element of a collection view: its place, size and transform,
/// alpha, visibility and stacking order, and the index path it is for.
///
/// As on iOS, `center` and `size` (the `bounds`) are what is stored; `frame` is the element's
/// box after `transform`, and setting it sets the centre and the size (as if untransformed).
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// The element's centre in the collection view's content coordinates.
    open var center: CGPoint = .zero
    /// The element's size, before `transform` (its bounds' size).
    open var size: CGSize = .zero
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// The element's box in the collection view's content coordinates (after `transform`).
    open var frame: CGRect {
        get {
            let box = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
            guard !CATransform3DIsIdentity(transform3D) else { return box }
            // The bounds transformed about the centre (the affine part: the box on the content plane).
            let t = transform
            let turned = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height).applying(t)
            guard turned.minX.isFinite, turned.minY.isFinite, turned.width.isFinite, turned.height.isFinite else { return box }
            return turned.offsetBy(dx: center.x, dy: center.y)
        }
        set {
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            size = newValue.size
        }
    }
    /// The element's 3D transform about its centre (default identity).
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// The element's affine transform about its centre (default identity): the affine part of
    /// `transform3D`, which setting it replaces.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
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

    /// Attributes for a decoration view (a section's background) of `decorationViewKind`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(forCellWith: indexPath)
        category = .decorationView
        kind = decorationViewKind
    }

    var category: UICollectionView.ElementCategory = .cell
    var kind: String?
    /// The dimensions the layout only estimated (the view may size them).
    var estimatedAxes: EstimatedAxes = []
    /// For a row of a list section (or its background): the list's look and the row's place.
    var listRow: ListRowStyle?
    /// Whether a supplementary view is anchored to an item (it scrolls with an orthogonal section's items).
    var isAttachedToItem = false
    /// What the attributes place: a cell, a supplementary view or a decoration view.
    open var representedElementCategory: UICollectionView.ElementCategory { category }
    /// The kind of supplementary or decoration view (nil for a cell).
    open var representedElementKind: String? { kind }

    /// A copy with the same values (and class: a subclass with attributes of its own overrides
    /// this, calls super and copies them).
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = Self(forCellWith: indexPath)
        c.center = center
        c.size = size
        c.transform3D = transform3D
        c.alpha = alpha
        c.isHidden = isHidden
        c.zIndex = zIndex
        c.category = category
        c.kind = kind
        c.estimatedAxes = estimatedAxes
        c.listRow = listRow
        c.isAttachedToItem = isAttachedToItem
        return c
    }

    /// Equal when every value is (as UIKit compares attributes to skip applying them again).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UICollectionViewLayoutAttributes else { return false }
        return MainActor.assumeIsolated { o.indexPath == indexPath && o.category == category && o.kind == kind && o.center == center
            && o.size == size && CATransform3DEqualToTransform(o.transform3D, transform3D) && o.alpha == alpha
            && o.isHidden == isHidden && o.zIndex == zIndex && o.listRow == listRow }
    }

    open override var hash: Int { MainActor.assumeIsolated { indexPath.hashValue ^ (kind?.hashValue ?? 0) } }

    open override var description: String { MainActor.assumeIsolated { "<UICollectionViewLayoutAttributes \(indexPath) frame=\(frame)>" } }
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
    /// The attributes of the decoration view of `elementKind` at `indexPath` (nil: none).
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Whether the attributes a cell or supplementary view prefers (its
    /// `preferredLayoutAttributesFitting(_:)`) call for a new layout (default false: the
    /// layout's sizes stand; a compositional layout takes the sizes of estimated dimensions).
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }
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

    /// The data source's data was loaded again.
    func dataDidReload() {}
    /// Whether a view already shown should be asked for its preferred attributes again (its
    /// estimated size was forgotten).
    func needsPreferredAttributes(_ attributes: UICollectionViewLayoutAttributes) -> Bool { false }
    /// The list configuration of a section made as a list, if it was.
    func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? { nil }
    /// The class of the decoration views of `kind`, when registered.
    func decorationViewClass(ofKind kind: String) -> UICollectionReusableView.Type? { decorationClasses[kind] }

    /// Decoration view classes by kind.
    private var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// Registers the class of the decoration views of `elementKind` (a compositional layout's
    /// `decorationItems`); nil removes it. A class that is not a `UICollectionReusableView` is
    /// refused with a warning.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else {
            decorationClasses[elementKind] = nil
            return
        }
        guard let reusable = viewClass as? UICollectionReusableView.Type else {
            warnOnce("UICollectionViewLayout.register(_:forDecorationViewOfKind:): \(viewClass) is not a UICollectionReusableView; \"\(elementKind)\" is not registered")
            return
        }
        decorationClasses[elementKind] = reusable
        invalidateLayout()
    }
    /// The sections that scroll across the layout's direction in scroll views of their own.
    var orthogonalBands: [OrthogonalBand] { [] }

    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}
