import Foundation

/// One dimension of a compositional layout's item, group or section: a fraction of its
/// container's width or height, an absolute length, or an estimate.
///
/// An estimated dimension is laid out at its estimate until the cell (or header) is shown and
/// says what it prefers; `uniformAcrossSiblings(estimate:)` is estimated the same way.
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    /// The fraction, length or estimate.
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    // (Apple's factories return `Self`; these return the class, which is what calls need.)

    /// A fraction of the container's width.
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalWidth, fractionalWidth) }
    /// A fraction of the container's height.
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalHeight, fractionalHeight) }
    /// A length in points.
    open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.absolute, absoluteDimension) }
    /// An estimated length in points, replaced by what the element prefers once shown.
    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated, estimatedDimension) }
    /// The same length for siblings, estimated (each sized as `estimated` here; iOS 17).
    open class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated, estimatedDimension) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `size` (non-finite or negative lengths count as 0).
    func resolved(in size: CGSize) -> CGFloat {
        let v: CGFloat = switch kind {
        case .fractionalWidth: size.width * dimension
        case .fractionalHeight: size.height * dimension
        case .absolute, .estimated: dimension
        }
        return v.isFinite ? max(0, v) : 0
    }
}

/// The width and height of an item, group or supplementary.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// The space between a group's items: fixed, or at least a length and growing to spread them.
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject {
    public let spacing: CGFloat
    public let isFixedSpacing: Bool
    public var isFlexibleSpacing: Bool { !isFixedSpacing }

    init(spacing: CGFloat, fixed: Bool) {
        self.spacing = spacing.isFinite ? spacing : 0
        isFixedSpacing = fixed
    }

    /// Exactly `fixedSpacing` points.
    open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing: fixedSpacing, fixed: true) }
    /// At least `flexibleSpacing` points, the rest of the group's length shared out.
    open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing: flexibleSpacing, fixed: false) }
}

/// Space around an item in its group, beyond its box (fixed lengths; a flexible one counts
/// its least length here).
@preconcurrency @MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}

/// The smallest thing a compositional layout places: one cell.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    /// Space taken from the item's box around the cell (default zero).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space around the item's box in its group (default nil: none).
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// Views anchored to the item (badges), each shown with the item's cell.
    public internal(set) var supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []

    /// An item of `layoutSize` (relative to its group).
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }

    /// An item of `layoutSize` with views anchored to it.
    public convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.init(layoutSize: layoutSize)
        self.supplementaryItems = supplementaryItems
    }
}

/// Where a supplementary item lies against its item: the edges it is anchored to (two
/// neighbouring edges make a corner; none, the middle) and an offset, in points or in
/// fractions of the supplementary's own size. Without an offset it lies inside those edges.
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor: NSObject {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges
        self.offset = offset
        isAbsoluteOffset = absolute
    }

    /// Anchored inside `edges`.
    public convenience init(edges: NSDirectionalRectEdge) { self.init(edges: edges, offset: .zero, absolute: true) }
    /// Anchored to `edges`, moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) { self.init(edges: edges, offset: absoluteOffset, absolute: true) }
    /// Anchored to `edges`, moved by `fractionalOffset` of the supplementary's own size
    /// (`CGPoint(x: 0.3, y: -0.3)` puts a badge over a top-trailing corner).
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) { self.init(edges: edges, offset: fractionalOffset, absolute: false) }
}

/// A frame in a custom group, relative to the group.
@preconcurrency @MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject {
    public let frame: CGRect
    public let zIndex: Int
    public init(frame: CGRect) { self.frame = frame; zIndex = 0 }
    public init(frame: CGRect, zIndex: Int) { self.frame = frame; self.zIndex = zIndex }
}

/// The environment a custom group's item provider is asked in.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The size a section or group is laid out in.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// Items (or groups) side by side, one above the other, or where a provider puts them.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement { case horizontal, vertical, custom((any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]) }
    let arrangement: Arrangement
    /// The items, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// When the group was made with a count: this many copies of its one subitem, sized to fit.
    let repeatCount: Int?
    /// The space between the items (default nil: none).
    open var interItemSpacing: NSCollectionLayoutSpacing?
    /// Views anchored to the group (settable on a group, as on iOS); they take the index path
    /// of the group's first item.
    public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { super.supplementaryItems }
        set { super.supplementaryItems = newValue }
    }

    init(layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem], count: Int? = nil) {
        self.arrangement = arrangement
        self.subitems = subitems
        repeatCount = count
        super.init(layoutSize: layoutSize)
    }

    /// Items side by side, in order.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems)
    }
    /// `count` copies of `subitem` side by side, their widths made to fill the group (iOS 16's name).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: max(1, count))
    }
    /// `count` copies of `subitem` side by side (deprecated in iOS 16 for `repeatingSubitem:`).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
    /// Items one above the other, in order.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems)
    }
    /// `count` copies of `subitem` one above the other, their heights made to fill the group.
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: max(1, count))
    }
    /// `count` copies of `subitem` one above the other (deprecated in iOS 16).
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
    /// Items at the frames the provider gives, relative to the group.
    open class func custom(layoutSize: NSCollectionLayoutSize,
                           itemProvider: @escaping (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [])
    }
}

/// Where a supplementary item goes against its container.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A supplementary view's place in a compositional layout: its size and kind, and for one
/// anchored to an item (a badge), where it lies against the item.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the data source is asked for (`UICollectionView.elementKindSectionHeader`…).
    public let elementKind: String
    /// The stacking order (default 1: over the cells).
    open var zIndex = 1
    /// Where it lies against its item.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The point of its own that goes to the container anchor's (nil: it lies inside the edges).
    public let itemAnchor: NSCollectionLayoutAnchor?

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        containerAnchor = NSCollectionLayoutAnchor(edges: [])
        itemAnchor = nil
        super.init(layoutSize: layoutSize)
    }

    /// A view of `elementKind` anchored to its item at `containerAnchor`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        itemAnchor = nil
        super.init(layoutSize: layoutSize)
    }

    /// A view whose `itemAnchor` point lies on its item's `containerAnchor` point.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize)
    }
}

/// A section header or footer in a compositional layout: a supplementary item at the
/// section's top or bottom edge, taking its room before or after the section's groups.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge (`.top`, `.topLeading`, `.topTrailing` above the groups; the bottom ones below).
    public let alignment: NSRectAlignment
    /// Where it is moved from its place (default zero).
    public let offset: CGPoint
    /// Whether it takes room of its own (default true; false lays it over the section's content).
    open var extendsBoundary = true
    /// Whether it stays in view while its section does (default false).
    open var pinToVisibleBounds = false

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}

/// How a section scrolls across the collection view's scrolling direction.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// Does not scroll across: the groups follow each other down the section.
    case none
    /// Scrolls freely, coming to rest wherever the fling ends.
    case continuous
    /// Scrolls freely, coming to rest with a group's leading edge at the section's leading inset.
    case continuousGroupLeadingBoundary
    /// Scrolls a page (the collection view's width) at a time.
    case paging
    /// Scrolls a group at a time, resting with a group's leading edge at the leading inset.
    case groupPaging
    /// Scrolls a group at a time, resting with a group in the middle (the first and last too:
    /// the row gets the room to centre them).
    case groupPagingCentered
}

/// Where a section's content insets are measured from.
public enum UIContentInsetsReference: Int, Sendable {
    /// The layout's choice: the safe area.
    case automatic
    /// The collection view's edges.
    case none
    /// The safe area.
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The readable content guide (its margins here).
    case readableContent
}

/// The bounce and deceleration of an orthogonally scrolling section (iOS 17).
@preconcurrency @MainActor
open class UICollectionLayoutSectionOrthogonalScrollingProperties: NSObject {
    /// How fast a fling slows down.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The behaviour's own rate: fast for the paging behaviours, the collection view's otherwise.
        public static let automatic = DecelerationRate(rawValue: 0)
        /// `UIScrollView.DecelerationRate.normal`'s rate.
        public static let normal = DecelerationRate(rawValue: UIScrollView.DecelerationRate.normal.rawValue)
        /// `UIScrollView.DecelerationRate.fast`'s rate.
        public static let fast = DecelerationRate(rawValue: UIScrollView.DecelerationRate.fast.rawValue)
    }
    /// Whether the section bounces at its ends.
    public enum Bounce: Int, Sendable {
        /// At the content's ends (a section narrower than the view does not move).
        case automatic
        /// Always, even when the content is narrower than the view.
        case always
        /// Never: it stops at the ends.
        case never
    }
    /// The rate (default `.automatic`).
    open var decelerationRate: DecelerationRate = .automatic
    /// The bounce (default `.automatic`).
    open var bounce: Bounce = .automatic

    public override init() { super.init() }
}

/// One element a section shows, as its `visibleItemsInvalidationHandler` sees it: change its
/// transform, alpha, centre or stacking and the collection view shows it so.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol, UIDynamicItem {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    /// The element's kind (empty for a cell).
    var name: String { get }
    var indexPath: IndexPath { get }
    /// Where the layout put it, in the collection view's content coordinates (for an
    /// orthogonally scrolling section, with its scroll view at rest).
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

/// Called before each layout pass with a section's visible elements, how far it is scrolled
/// (for an orthogonally scrolling section, `x` is its own scroll view's offset), and its
/// environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// A view behind a section that is not data (a background), registered with the layout.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind registered with `register(_:forDecorationViewOfKind:)`.
    public let elementKind: String
    /// The stacking order (default 0; cells are at 0 and a background lies under them, as
    /// decoration views come first).
    open var zIndex = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background covering the section (less its content insets, then the item's own).
    /// (Apple's returns `Self`; this returns the class, as the dimension factories do.)
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem { .init(elementKind: elementKind) }
}

/// A section of a compositional layout: its group repeated until the items run out.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup
    /// Space around the section's groups (default zero).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// What `contentInsets` are measured from (default `.automatic`: the safe area).
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// Whether headers and footers keep within the leading and trailing content insets
    /// (default true).
    open var supplementariesFollowContentInsets = true
    /// The space between the repeated groups (default 0).
    open var interGroupSpacing: CGFloat = 0
    /// Whether (and how) the section scrolls sideways in a scroll view of its own (default
    /// `.none`).
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The bounce and deceleration of an orthogonally scrolling section (iOS 17).
    public let orthogonalScrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()
    /// Headers and footers: boundary items at the section's top or bottom (leading and
    /// trailing ones are not placed here, with a warning).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Views behind the section, such as a background.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called with the visible elements before each layout pass (default nil).
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// The list configuration a `list(using:layoutEnvironment:)` section was made with.
    var listConfiguration: UICollectionLayoutListConfiguration?
    /// The space a list section leaves above its header.
    var listHeaderTopPadding: CGFloat = 0

    public init(group: NSCollectionLayoutGroup) { self.group = group }
}
