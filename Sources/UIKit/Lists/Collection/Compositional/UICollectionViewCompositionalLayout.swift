import Foundation

extension UICollectionView {
    /// The direction a collection view's layout scrolls (Apple's name for the flow layout's).
    public typealias ScrollDirection = UICollectionViewFlowLayout.ScrollDirection
}

/// Settings shared by a compositional layout's sections.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The scrolling direction (default `.vertical`; `.horizontal` is not laid out here: the
    /// sections follow each other down, with a warning).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between sections (default 0).
    open var interSectionSpacing: CGFloat = 0

    public override init() { super.init() }
}

/// A layout built from sections of groups of items (iOS 13): each section repeats its group
/// until its items run out; a group places its items side by side (`horizontal`), one above
/// the other (`vertical`), or where a provider says (`custom`), and groups nest.
///
///     let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///         widthDimension: .fractionalWidth(1/3), heightDimension: .fractionalHeight(1)))
///     item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
///     let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
///         widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1/3)), subitems: [item])
///     collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
///
/// Dimensions are relative to the container: a top-level group's to the section's width (the
/// collection view's less the section's insets) and the collection view's height, an item's to
/// its group's size. A group made with a count sizes its copies to fill it; otherwise its
/// subitems repeat, in order, while they fit (`subitems: [item]` with a third of the width
/// makes a row of three, as on iOS). Flexible spacing shares out the room left. Leading and trailing follow the layout direction.
///
/// Section headers and footers are the section's `boundarySupplementaryItems` at its top or
/// bottom, inside its leading and trailing insets, each taking its own room; a pinned one
/// (`pinToVisibleBounds`) stays in view while its section is.
///
/// Estimated dimensions size themselves, as on iOS: an item is laid out at its estimate until
/// its cell is shown, then at the size the cell prefers
/// (`preferredLayoutAttributesFitting(_:)`: by default its constraints or content
/// configuration fitted to the fixed axis); a group or section with an estimated dimension
/// takes the size of what it holds, and the content size follows.
///
/// A section with an `orthogonalScrollingBehavior` lays its groups out side by side in a
/// scroll view of its own across the collection view's width, scrolling sideways while the
/// collection view scrolls down; its paging behaviours snap to pages or groups. A section's
/// `visibleItemsInvalidationHandler` is called with its visible items before each layout
/// pass (a scroll of either), and may change their transform, alpha or stacking.
///
/// An item's (or a group's) `supplementaryItems` (badges) lie where their
/// `NSCollectionLayoutAnchor` puts them against the item (group), and scroll with it;
/// `edgeSpacing` spaces an item in its group.
///
/// Not here: horizontal scrolling of the whole layout (the sections follow each other down,
/// with a warning).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Makes the section at an index, in an environment (nil is a mistake: that section's items
    /// get no place, with a warning).
    public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider
    /// The shared settings.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

    /// The sections as laid out.
    private var sections: [LaidOutSection] = []
    private var contentSize: CGSize = .zero
    /// The orthogonally scrolling sections (kept from `prepare()`: read at every tiling).
    private var bands: [OrthogonalBand] = []
    /// Sizes cells and supplementary views asked for in place of their estimates, by item;
    /// forgotten when the width changes or the data is reloaded.
    private var preferredSizes: [ElementKey: CGSize] = [:]
    private var preferredSizesWidth: CGFloat?
    /// The groups of the section being laid out that have supplementary items: the items, the
    /// group's box and its first item.
    private var groupAnchors: [(items: [NSCollectionLayoutSupplementaryItem], box: CGRect, first: Int)] = []

    /// Every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// Each section is made by `sectionProvider` (asked again at each layout, as on iOS).
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    open override var collectionViewContentSize: CGSize {
        prepareIfNeeded()
        return contentSize
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        prepareIfNeeded()
        var result: [UICollectionViewLayoutAttributes] = []
        for (s, laid) in sections.enumerated() {
            // Pinned boundary items can be anywhere in their section's extent; the others lie in it.
            guard laid.bottom >= rect.minY, laid.top <= rect.maxY else { continue }
            let offset = orthogonalOffset(s)
            // The layout's own attributes, as UIKit hands out its cached ones (read, not changed,
            // by the collection view); copies only where they are changed: a visible-items
            // handler's section, and pinned boundary items.
            var visible: [UICollectionViewLayoutAttributes] = laid.decorations.filter { $0.frame.intersects(rect) }
            visible += laid.items.filter { $0.frame.offsetBy(dx: -offset, dy: 0).intersects(rect) }
            visible += laid.itemSupplementaries.filter { $0.frame.offsetBy(dx: -offset, dy: 0).intersects(rect) }
            visible += pinnedBoundaries(laid).filter { $0.frame.intersects(rect) }
            if let handler = laid.section?.visibleItemsInvalidationHandler, !visible.isEmpty {
                visible = visible.map(copy)
                let before = visible.map(copy)
                let items = visible.map { LayoutVisibleItem($0) }
                let scroll = CGPoint(x: offset, y: collectionView?.contentOffset.y ?? 0)
                handler(items, scroll, laid.environment)
                // A value that is not finite would place nothing anywhere: the item keeps its own.
                for (i, a) in visible.enumerated() where !Self.isFinite(a) {
                    warnOnce("NSCollectionLayoutSection.visibleItemsInvalidationHandler: the item at \(a.indexPath) was given a centre, transform or alpha that is not finite; it keeps its place")
                    visible[i] = before[i]
                }
            }
            result += visible
        }
        return result
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard sections.indices.contains(indexPath.section) else { return nil }
        let laid = sections[indexPath.section]
        if let attached = laid.itemSupplementaries.first(where: { $0.kind == elementKind && $0.indexPath == indexPath }) { return attached }
        return pinnedBoundaries(laid).first { $0.kind == elementKind }
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard sections.indices.contains(indexPath.section) else { return nil }
        return sections[indexPath.section].decorations.first { $0.kind == elementKind }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    /// Whether the attributes' place, transform and alpha are finite.
    private static func isFinite(_ a: UICollectionViewLayoutAttributes) -> Bool {
        let t = a.transform3D
        let values: [CGFloat] = [a.center.x, a.center.y, a.size.width, a.size.height, a.alpha,
                                 t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
        return values.allSatisfy(\.isFinite)
    }

    /// `v`, or 0 when it is not finite (with a warning naming `what`).
    private static func finite(_ v: CGFloat, _ what: String) -> CGFloat {
        guard v.isFinite else {
            warnOnce("UICollectionViewCompositionalLayout: \(what) is \(v); 0 is used")
            return 0
        }
        return v
    }

    /// Insets with any value that is not finite taken as 0 (with a warning naming `what`).
    private static func finite(_ i: NSDirectionalEdgeInsets, _ what: String) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: finite(i.top, what), leading: finite(i.leading, what),
                                bottom: finite(i.bottom, what), trailing: finite(i.trailing, what))
    }

    private func copy(_ a: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        a.copy() as? UICollectionViewLayoutAttributes ?? a
    }

    // MARK: Self-sizing

    /// Whether the size a cell or supplementary view prefers differs from where it is (then
    /// the layout takes it, and is laid out again).
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard !originalAttributes.estimatedAxes.isEmpty else { return false }
        let p = preferredAttributes.size, o = originalAttributes.size
        guard p.width.isFinite, p.height.isFinite, p.width >= 0, p.height >= 0 else {
            warnOnce("UICollectionViewCompositionalLayout: the \(originalAttributes.representedElementKind ?? "cell") at \(originalAttributes.indexPath) prefers the size \(p); its estimate is kept")
            return false
        }
        let key = ElementKey(originalAttributes)
        var size = preferredSizes[key] ?? o
        if originalAttributes.estimatedAxes.contains(.width) { size.width = p.width }
        if originalAttributes.estimatedAxes.contains(.height) { size.height = p.height }
        guard abs(size.width - o.width) > 0.25 || abs(size.height - o.height) > 0.25 else { return false }
        preferredSizes[key] = size
        return true
    }

    /// An element a preferred size is kept for.
    private struct ElementKey: Hashable {
        let kind: String?
        let indexPath: IndexPath
        @MainActor init(_ a: UICollectionViewLayoutAttributes) { kind = a.kind; indexPath = a.indexPath }
        init(kind: String?, indexPath: IndexPath) { self.kind = kind; self.indexPath = indexPath }
    }

    /// The data changed: sizes asked for by index path no longer belong to their items.
    override func dataDidReload() { preferredSizes = [:] }

    override func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        prepareIfNeeded()
        return sections.indices.contains(section) ? sections[section].section?.listConfiguration : nil
    }

    override func needsPreferredAttributes(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        !attributes.estimatedAxes.isEmpty && preferredSizes[ElementKey(attributes)] == nil
    }

    override func decorationViewClass(ofKind kind: String) -> UICollectionReusableView.Type? {
        kind == ListBackgroundView.kind ? ListBackgroundView.self : super.decorationViewClass(ofKind: kind)
    }

    /// Tells a list section's rows how they look (separators, corners, background) and puts
    /// the list's background behind the section, from the section before it to the one after
    /// (the first and last reaching past the content, where the list bounces).
    private func styleList(_ laid: inout LaidOutSection, _ list: UICollectionLayoutListConfiguration, section s: Int, width: CGFloat,
                           isLastSection: Bool) {
        let count = laid.items.count
        for (i, a) in laid.items.enumerated() {
            let isHeader = list.headerMode == .firstItemInSection && i == 0
            let isLast = i == count - 1
            var separator = list.separatorConfiguration
            if let handler = list.itemSeparatorHandler { separator = handler(a.indexPath, separator) }
            let shows = list.showsSeparators && !list.isSidebar
            let bottom = shows && separator.bottomSeparatorVisibility != .hidden
                && (separator.bottomSeparatorVisibility == .visible || !isLast || list.appearance == .plain)
            let top = shows && separator.topSeparatorVisibility == .visible
            a.listRow = ListRowStyle(appearance: list.appearance, rowBackground: isHeader && list.isSidebar ? nil : list.rowBackgroundColor,
                                     cornerRadius: list.cornerRadius, isFirst: i == 0, isLast: isLast, separator: separator,
                                     showsTopSeparator: top, showsBottomSeparator: bottom && !isHeader, isHeaderItem: isHeader)
        }
        // Headers and footers are list cells too: a plain list's are opaque (rows pass under a
        // pinned header), a grouped list's lie on the list's background.
        for a in laid.boundaries {
            let plain = list.appearance == .plain || list.appearance == .sidebarPlain
            a.listRow = ListRowStyle(appearance: list.appearance, rowBackground: plain ? list.resolvedBackgroundColor : nil, cornerRadius: 0,
                                     isFirst: false, isLast: false, separator: list.separatorConfiguration,
                                     showsTopSeparator: false, showsBottomSeparator: false, isHeaderItem: true)
        }
        let background = UICollectionViewLayoutAttributes(forDecorationViewOfKind: ListBackgroundView.kind, with: IndexPath(item: 0, section: s))
        let reach: CGFloat = 10_000
        let top = s == 0 ? laid.top - reach : laid.top
        let bottom = laid.bottom + (isLastSection ? reach : configuration.interSectionSpacing)
        background.frame = CGRect(x: 0, y: top, width: width, height: bottom - top)
        background.zIndex = -1
        background.listRow = ListRowStyle(appearance: list.appearance, rowBackground: list.resolvedBackgroundColor, cornerRadius: 0,
                                          isFirst: false, isLast: false, separator: list.separatorConfiguration,
                                          showsTopSeparator: false, showsBottomSeparator: false, isHeaderItem: false)
        laid.decorations.insert(background, at: 0)
    }

    // MARK: Orthogonal scrolling

    override var orthogonalBands: [OrthogonalBand] {
        prepareIfNeeded()
        return bands
    }

    /// How far section `s` is scrolled sideways (0 unless it scrolls orthogonally).
    private func orthogonalOffset(_ s: Int) -> CGFloat {
        guard sections.indices.contains(s), sections[s].orthogonal != nil else { return 0 }
        return collectionView?.orthogonalContentOffset(ofSection: s).x ?? 0
    }

    // MARK: Pinning

    /// The section's boundary items (copies), pinned ones moved to stay in view while their
    /// section is: a header no higher than the visible top, a footer no lower than the visible
    /// bottom, neither leaving the section.
    private func pinnedBoundaries(_ laid: LaidOutSection) -> [UICollectionViewLayoutAttributes] {
        guard let cv = collectionView, laid.pinned.contains(true) else { return laid.boundaries }
        let inset = cv.adjustedContentInset
        let visibleTop = cv.bounds.minY + inset.top, visibleBottom = cv.bounds.maxY - inset.bottom
        return zip(laid.boundaries, laid.pinned).map { a, pinned in
            guard pinned else { return a }
            let c = copy(a)
            var f = c.frame
            if laid.pinsToTop(c) {
                f.origin.y = max(f.minY, min(visibleTop, laid.bottom - f.height))
            } else {
                f.origin.y = min(f.minY, max(visibleBottom - f.height, laid.top))
            }
            c.frame = f
            return c
        }
    }

    // MARK: Laying out

    private struct Container: NSCollectionLayoutContainer {
        let contentSize: CGSize
        let contentInsets: NSDirectionalEdgeInsets
        var effectiveContentSize: CGSize {
            CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
                   height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
        }
        var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    }

    private struct Environment: NSCollectionLayoutEnvironment {
        let container: any NSCollectionLayoutContainer
        let traitCollection: UITraitCollection
    }

    /// A section as laid out: its extent down the content, its elements at their places (an
    /// orthogonal section's items where they are with its scroll view at rest).
    private struct LaidOutSection {
        var section: NSCollectionLayoutSection?
        var environment: any NSCollectionLayoutEnvironment
        var top: CGFloat = 0
        var bottom: CGFloat = 0
        var items: [UICollectionViewLayoutAttributes] = []
        var boundaries: [UICollectionViewLayoutAttributes] = []
        var pinned: [Bool] = []
        var topBoundaries: Set<String> = []
        var decorations: [UICollectionViewLayoutAttributes] = []
        /// Supplementary views anchored to items (badges), with the items' index paths.
        var itemSupplementaries: [UICollectionViewLayoutAttributes] = []
        var orthogonal: OrthogonalBand?
        @MainActor func pinsToTop(_ a: UICollectionViewLayoutAttributes) -> Bool { a.kind.map(topBoundaries.contains) ?? true }
    }

    /// A placed leaf: its frame, its box (the frame and its insets) and which of its
    /// dimensions are estimates.
    private struct Placed {
        var frame: CGRect
        var box: CGRect
        var estimated: EstimatedAxes
        var item: NSCollectionLayoutItem? = nil
    }

    open override func prepare() {
        super.prepare()
        sections = []
        bands = []
        contentSize = .zero
        guard let cv = collectionView else { return }
        if configuration.scrollDirection == .horizontal {
            warnOnce("UICollectionViewCompositionalLayout: horizontal scrolling is not laid out here; the sections follow each other down")
        }
        let width = cv.bounds.width, height = cv.bounds.height
        if preferredSizesWidth != width { preferredSizes = [:]; preferredSizesWidth = width }
        let environment = Environment(container: Container(contentSize: cv.bounds.size, contentInsets: .zero),
                                      traitCollection: cv.traitCollection)
        let rightToLeft = cv.isRightToLeft
        func mirrored(_ f: CGRect, in w: CGFloat) -> CGRect {
            rightToLeft ? CGRect(x: w - f.maxX, y: f.minY, width: f.width, height: f.height) : f
        }
        var y: CGFloat = 0
        for s in 0..<cv.numberOfSections {
            let count = cv.numberOfItems(inSection: s)
            if s > 0 { y += Self.finite(configuration.interSectionSpacing, "interSectionSpacing") }
            guard let section = sectionProvider(s, environment) else {
                warnOnce("UICollectionViewCompositionalLayout: the section provider returned nil for section \(s); its items are not shown")
                var laid = LaidOutSection(section: nil, environment: environment, top: y, bottom: y)
                laid.items = (0..<count).map { Self.attributes(CGRect(x: 0, y: y, width: 0, height: 0), IndexPath(item: $0, section: s)) }
                sections.append(laid)
                continue
            }
            let reference = referenceInsets(section.contentInsetsReference, cv)
            var insets = Self.finite(section.contentInsets, "a section's contentInsets")
            let interGroupSpacing = Self.finite(section.interGroupSpacing, "a section's interGroupSpacing")
            insets.leading += reference.leading
            insets.trailing += reference.trailing
            let sectionWidth = max(0, width - insets.leading - insets.trailing)
            let groupEnvironment = Environment(container: Container(contentSize: CGSize(width: sectionWidth, height: height), contentInsets: .zero),
                                               traitCollection: cv.traitCollection)
            var laid = LaidOutSection(section: section, environment: environment, top: y)
            groupAnchors = []
            /// The section's boundary items on one edge, each across the section, taking its room at `y`.
            func placeBoundaries(top: Bool) {
                if top { y += section.listHeaderTopPadding }
                let boundaryWidth = section.supplementariesFollowContentInsets ? sectionWidth : width
                let boundaryLeading = section.supplementariesFollowContentInsets ? insets.leading : 0
                for item in section.boundarySupplementaryItems {
                    let isTop = [.top, .topLeading, .topTrailing].contains(item.alignment)
                    let isBottom = [.bottom, .bottomLeading, .bottomTrailing].contains(item.alignment)
                    guard isTop || isBottom else {
                        warnOnce("UICollectionViewCompositionalLayout: boundary items aligned \(item.alignment) are not placed here (top and bottom ones are)")
                        continue
                    }
                    guard isTop == top else { continue }
                    let key = ElementKey(kind: item.elementKind, indexPath: IndexPath(item: 0, section: s))
                    var size = item.layoutSize.resolved(in: CGSize(width: boundaryWidth, height: height))
                    let estimated = EstimatedAxes(item.layoutSize)
                    if let preferred = preferredSizes[key] {
                        if estimated.contains(.width) { size.width = preferred.width }
                        if estimated.contains(.height) { size.height = preferred.height }
                    }
                    let x: CGFloat = switch item.alignment {
                    case .topLeading, .bottomLeading: boundaryLeading
                    case .topTrailing, .bottomTrailing: boundaryLeading + boundaryWidth - size.width
                    default: boundaryLeading + (boundaryWidth - size.width) / 2
                    }
                    let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: s))
                    let dx = Self.finite(item.offset.x, "a boundary item's offset"), dy = Self.finite(item.offset.y, "a boundary item's offset")
                    a.frame = mirrored(CGRect(x: x + dx, y: y + dy, width: size.width, height: size.height), in: width)
                    a.zIndex = item.zIndex
                    a.estimatedAxes = estimated
                    laid.boundaries.append(a)
                    laid.pinned.append(item.pinToVisibleBounds)
                    if top { laid.topBoundaries.insert(item.elementKind) }
                    if item.extendsBoundary { y += size.height }
                }
            }
            placeBoundaries(top: true)
            let contentTop = y
            y += insets.top
            var placed: [Placed] = []
            let behavior = section.orthogonalScrollingBehavior
            if behavior == .none {
                var placedGroup = false
                while placed.count < count {
                    let before = placed.count
                    let box = CGRect(origin: CGPoint(x: insets.leading, y: y),
                                     size: section.group.layoutSize.resolved(in: CGSize(width: sectionWidth, height: height)))
                    let used = place(section.group, in: box, section: s, environment: groupEnvironment, into: &placed, limit: count)
                    guard placed.count > before else {
                        warnOnce("UICollectionViewCompositionalLayout: section \(s)'s group places no item; its other items are not shown")
                        break
                    }
                    y += used.height + interGroupSpacing
                    placedGroup = true
                }
                if placedGroup { y -= interGroupSpacing }
            } else {
                // The groups side by side in the section's own scroll view, as tall as the tallest.
                // Centred paging lets the first and last groups rest in the middle too.
                let firstWidth = section.group.layoutSize.resolved(in: CGSize(width: sectionWidth, height: height)).width
                let centring = behavior == .groupPagingCentered ? max(0, (width - firstWidth) / 2 - insets.leading) : 0
                var x = insets.leading + centring, rowHeight: CGFloat = 0
                var groupFrames: [CGRect] = []
                while placed.count < count {
                    let before = placed.count
                    let box = CGRect(origin: CGPoint(x: x, y: y),
                                     size: section.group.layoutSize.resolved(in: CGSize(width: sectionWidth, height: height)))
                    let used = place(section.group, in: box, section: s, environment: groupEnvironment, into: &placed, limit: count)
                    guard placed.count > before else {
                        warnOnce("UICollectionViewCompositionalLayout: section \(s)'s group places no item; its other items are not shown")
                        break
                    }
                    groupFrames.append(CGRect(origin: box.origin, size: used))
                    rowHeight = max(rowHeight, used.height)
                    x += used.width + interGroupSpacing
                }
                let lastWidth = groupFrames.last?.width ?? 0
                let trailingCentring = behavior == .groupPagingCentered ? max(0, (width - lastWidth) / 2 - insets.trailing) : 0
                let rowWidth = max(width, (groupFrames.last?.maxX ?? 0) + insets.trailing + trailingCentring)
                let band = CGRect(x: 0, y: contentTop, width: width, height: insets.top + rowHeight + insets.bottom)
                placed = placed.map { Placed(frame: mirrored($0.frame, in: rowWidth), box: $0.box, estimated: $0.estimated, item: $0.item) }
                laid.orthogonal = OrthogonalBand(section: s, frame: band, contentWidth: rowWidth, behavior: behavior,
                                                 groups: groupFrames.map { mirrored($0, in: rowWidth) }, leadingInset: insets.leading,
                                                 trailingInset: insets.trailing, rightToLeft: rightToLeft,
                                                 decelerationRate: section.orthogonalScrollingProperties.decelerationRate,
                                                 bounce: section.orthogonalScrollingProperties.bounce)
                y += rowHeight
            }
            while placed.count < count {
                let empty = CGRect(x: insets.leading, y: y, width: 0, height: 0)
                placed.append(Placed(frame: empty, box: empty, estimated: []))
            }
            y += insets.bottom
            let contentBottom = y
            placeBoundaries(top: false)
            laid.bottom = y
            laid.items = placed.enumerated().map { i, p in
                let a = Self.attributes(laid.orthogonal == nil ? mirrored(p.frame, in: width) : p.frame, IndexPath(item: i, section: s))
                a.estimatedAxes = p.estimated
                return a
            }
            let rowWidthForMirroring = laid.orthogonal?.contentWidth ?? width
            for anchor in groupAnchors where anchor.first < laid.items.count {
                for supplementary in anchor.items {
                    laid.itemSupplementaries.append(Self.anchored(supplementary, to: mirrored(anchor.box, in: rowWidthForMirroring),
                                                                  IndexPath(item: anchor.first, section: s), rightToLeft: rightToLeft))
                }
            }
            for (i, p) in placed.enumerated() {
                guard let supplementaries = p.item?.supplementaryItems, !supplementaries.isEmpty else { continue }
                for supplementary in supplementaries {
                    laid.itemSupplementaries.append(Self.anchored(supplementary, to: laid.items[i].frame, IndexPath(item: i, section: s),
                                                                  rightToLeft: rightToLeft))
                }
            }
            if let list = section.listConfiguration { styleList(&laid, list, section: s, width: width, isLastSection: s == cv.numberOfSections - 1) }
            for decoration in section.decorationItems {
                if decorationViewClass(ofKind: decoration.elementKind) == nil {
                    warnOnce("UICollectionViewCompositionalLayout: no class is registered for the decoration kind \"\(decoration.elementKind)\"; call register(_:forDecorationViewOfKind:) on the layout. It is not shown")
                    continue
                }
                let a = UICollectionViewLayoutAttributes(forDecorationViewOfKind: decoration.elementKind, with: IndexPath(item: 0, section: s))
                let i = Self.finite(decoration.contentInsets, "a decoration item's contentInsets")
                // A background covers the section less its content insets (boundary items outside).
                let sectionInsets = Self.finite(section.contentInsets, "a section's contentInsets")
                a.frame = mirrored(CGRect(x: insets.leading + i.leading, y: contentTop + sectionInsets.top + i.top,
                                          width: max(0, sectionWidth - i.leading - i.trailing),
                                          height: max(0, contentBottom - contentTop - sectionInsets.top - sectionInsets.bottom - i.top - i.bottom)),
                                   in: width)
                a.zIndex = decoration.zIndex
                laid.decorations.append(a)
            }
            sections.append(laid)
        }
        contentSize = CGSize(width: width, height: y)
        bands = sections.compactMap(\.orthogonal)
    }

    /// The leading and trailing insets a section's content insets are measured from.
    private func referenceInsets(_ reference: UIContentInsetsReference, _ cv: UICollectionView) -> NSDirectionalEdgeInsets {
        let edges: UIEdgeInsets = switch reference {
        case .none: .zero
        case .automatic, .safeArea: cv.safeAreaInsets
        case .layoutMargins, .readableContent: cv.layoutMargins
        }
        let rtl = cv.isRightToLeft
        return NSDirectionalEdgeInsets(top: 0, leading: rtl ? edges.right : edges.left, bottom: 0, trailing: rtl ? edges.left : edges.right)
    }

    /// The attributes of `supplementary` anchored to an item at `frame`: the container anchor's
    /// point on the item (its edges, or the middle along an axis with neither), the view inside
    /// those edges — or its own item anchor's point there — moved by the offset.
    private static func anchored(_ supplementary: NSCollectionLayoutSupplementaryItem, to frame: CGRect, _ indexPath: IndexPath,
                                 rightToLeft: Bool) -> UICollectionViewLayoutAttributes {
        let size = supplementary.layoutSize.resolved(in: frame.size)
        /// The point of a rectangle that anchor edges name, as a fraction (0 leading/top … 1).
        func fraction(_ edges: NSDirectionalRectEdge) -> CGPoint {
            var x: CGFloat = edges.contains(.leading) ? 0 : edges.contains(.trailing) ? 1 : 0.5
            let y: CGFloat = edges.contains(.top) ? 0 : edges.contains(.bottom) ? 1 : 0.5
            if rightToLeft { x = 1 - x }
            return CGPoint(x: x, y: y)
        }
        let container = supplementary.containerAnchor
        let on = fraction(container.edges)
        let point = CGPoint(x: frame.minX + on.x * frame.width, y: frame.minY + on.y * frame.height)
        // Which point of its own lies there: its item anchor's, or (inside the edges) the same corner.
        let own = supplementary.itemAnchor.map { fraction($0.edges) } ?? on
        var origin = CGPoint(x: point.x - own.x * size.width, y: point.y - own.y * size.height)
        for anchor in [container] + (supplementary.itemAnchor.map { [$0] } ?? []) {
            var o = anchor.isAbsoluteOffset ? anchor.offset : CGPoint(x: anchor.offset.x * size.width, y: anchor.offset.y * size.height)
            if rightToLeft { o.x = -o.x }
            if o.x.isFinite && o.y.isFinite { origin.x += o.x; origin.y += o.y }
        }
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: supplementary.elementKind, with: indexPath)
        a.frame = CGRect(origin: origin, size: size)
        a.zIndex = supplementary.zIndex
        a.isAttachedToItem = true
        return a
    }

    private static func attributes(_ frame: CGRect, _ indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = frame
        return a
    }

    /// The size `item` takes in a box of `container`: its resolved size, an estimated
    /// dimension of a leaf replaced by what its cell asked for.
    private func size(of item: NSCollectionLayoutItem, in container: CGSize, section: Int, next index: Int) -> CGSize {
        var size = item.layoutSize.resolved(in: container)
        guard !(item is NSCollectionLayoutGroup), let preferred = preferredSizes[ElementKey(kind: nil, indexPath: IndexPath(item: index, section: section))]
        else { return size }
        let estimated = EstimatedAxes(item.layoutSize), i = Self.insets(of: item)
        if estimated.contains(.width) { size.width = preferred.width + i.leading + i.trailing }
        if estimated.contains(.height) { size.height = preferred.height + i.top + i.bottom }
        return size
    }

    /// An item's edge spacing along a group (before and after it) and across it (its offset),
    /// each fixed or at its least, 0 when not finite.
    private static func edgeSpacing(of item: NSCollectionLayoutItem, horizontal: Bool) -> (before: CGFloat, after: CGFloat, across: CGFloat) {
        guard let e = item.edgeSpacing else { return (0, 0, 0) }
        func v(_ s: NSCollectionLayoutSpacing?) -> CGFloat { s.map { $0.spacing.isFinite ? $0.spacing : 0 } ?? 0 }
        return horizontal ? (v(e.leading), v(e.trailing), v(e.top)) : (v(e.top), v(e.bottom), v(e.leading))
    }

    /// An item's content insets, but for its estimated dimensions (ignored there, as on iOS, with
    /// a warning).
    private static func insets(of item: NSCollectionLayoutItem) -> NSDirectionalEdgeInsets {
        var i = finite(item.contentInsets, "an item's contentInsets")
        let estimated = EstimatedAxes(item.layoutSize)
        guard !estimated.isEmpty, i != .zero else { return i }
        if estimated.contains(.width), i.leading != 0 || i.trailing != 0 {
            warnOnce("NSCollectionLayoutItem: contentInsets along an estimated dimension are ignored (as on iOS); use the group's interItemSpacing or the section's insets")
            i.leading = 0; i.trailing = 0
        }
        if estimated.contains(.height), i.top != 0 || i.bottom != 0 {
            warnOnce("NSCollectionLayoutItem: contentInsets along an estimated dimension are ignored (as on iOS); use the group's interItemSpacing or the section's insets")
            i.top = 0; i.bottom = 0
        }
        return i
    }

    /// Places `item` in `box`: a leaf takes the box less its insets; a group places its items
    /// in it. Stops once `placed` holds `limit` items. Returns the size the item took: the
    /// box's, or for a group with an estimated dimension the extent of what it holds.
    @discardableResult
    private func place(_ item: NSCollectionLayoutItem, in box: CGRect, section s: Int, environment: Environment,
                       into placed: inout [Placed], limit: Int) -> CGSize {
        guard placed.count < limit else { return .zero }
        guard let group = item as? NSCollectionLayoutGroup else {
            let i = Self.insets(of: item)
            placed.append(Placed(frame: CGRect(x: box.minX + i.leading, y: box.minY + i.top,
                                               width: max(0, box.width - i.leading - i.trailing), height: max(0, box.height - i.top - i.bottom)),
                                 box: box, estimated: EstimatedAxes(item.layoutSize), item: item))
            return box.size
        }
        let estimated = EstimatedAxes(group.layoutSize)
        let first = placed.count
        /// The box the group took: its own, or its items' extent along an estimated dimension.
        /// Its supplementary items are anchored to that box.
        func used() -> CGSize {
            var size = box.size
            if !estimated.isEmpty, placed.count > first {
                var extent = CGRect.null
                for p in placed[first...] { extent = extent.union(p.box) }
                if estimated.contains(.width) { size.width = max(0, extent.maxX - box.minX) }
                if estimated.contains(.height) { size.height = max(0, extent.maxY - box.minY) }
            }
            if !group.supplementaryItems.isEmpty, placed.count > first {
                groupAnchors.append((group.supplementaryItems, CGRect(origin: box.origin, size: size), first))
            }
            return size
        }
        let horizontal: Bool
        switch group.arrangement {
        case .custom(let provider):
            let groupEnvironment = Environment(container: Container(contentSize: box.size, contentInsets: .zero),
                                               traitCollection: environment.traitCollection)
            for custom in provider(groupEnvironment) where placed.count < limit {
                let f = custom.frame
                guard [f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite) else {
                    warnOnce("NSCollectionLayoutGroup.custom: the provider gave the frame \(f), which is not finite; that item is placed nowhere")
                    let empty = CGRect(origin: box.origin, size: .zero)
                    placed.append(Placed(frame: empty, box: empty, estimated: []))
                    continue
                }
                let frame = f.offsetBy(dx: box.minX, dy: box.minY)
                placed.append(Placed(frame: frame, box: frame, estimated: []))
            }
            return used()
        case .horizontal: horizontal = true
        case .vertical: horizontal = false
        }
        let length = horizontal ? box.width : box.height
        let gap = group.interItemSpacing?.spacing ?? 0
        // The items and their sizes: a group made with a count holds that many copies, sized to
        // fill it; otherwise the subitems repeat, in order, as long as they fit (at least one).
        var items: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        if let n = group.repeatCount, let item = group.subitems.first {
            let each = max(0, (length - gap * CGFloat(n - 1)) / CGFloat(n))
            for k in 0..<n {
                let size = self.size(of: item, in: box.size, section: s, next: first + k)
                items.append((item, horizontal ? CGSize(width: each, height: size.height) : CGSize(width: size.width, height: each)))
            }
        } else if !group.subitems.isEmpty {
            var end: CGFloat = 0
            var leaves = 0
            for k in 0... {
                let item = group.subitems[k % group.subitems.count]
                // Only leaves are counted ahead; a nested group's items are measured when it is placed.
                let size = self.size(of: item, in: box.size, section: s, next: first + leaves)
                let spacing = Self.edgeSpacing(of: item, horizontal: horizontal)
                let along = (horizontal ? size.width : size.height) + spacing.before + spacing.after
                let start = items.isEmpty ? 0 : end + gap
                // A group that grows along its estimated axis takes every subitem once.
                let grows = estimated.contains(horizontal ? .width : .height)
                if grows && k >= group.subitems.count { break }
                guard items.isEmpty || grows || start + along <= length + 0.001 else { break }
                items.append((item, size))
                end = start + along
                if !(item is NSCollectionLayoutGroup) { leaves += 1 }
                if first + leaves >= limit { break }
                // A repeating run stops at the group's end, or after one round of items with no length.
                if along <= 0 && k + 1 >= group.subitems.count { break }
            }
        }
        guard !items.isEmpty else { return used() }
        var step = gap
        if let spacing = group.interItemSpacing, spacing.isFlexibleSpacing, items.count > 1 {
            let total = items.reduce(0) { $0 + (horizontal ? $1.size.width : $1.size.height) } + gap * CGFloat(items.count - 1)
            step += max(0, length - total) / CGFloat(items.count - 1)
        }
        var position = horizontal ? box.minX : box.minY
        for (item, size) in items {
            guard placed.count < limit else { break }
            // Edge spacing: before and after along the group, and across it as an offset.
            let (before, after, across) = Self.edgeSpacing(of: item, horizontal: horizontal)
            position += before
            let origin = horizontal ? CGPoint(x: position, y: box.minY + across) : CGPoint(x: box.minX + across, y: position)
            let took = place(item, in: CGRect(origin: origin, size: size), section: s, environment: environment, into: &placed, limit: limit)
            position += (horizontal ? took.width : took.height) + after + step
        }
        return used()
    }
}

/// The dimensions of an element a layout estimated (cells and boundary items), which its view
/// may size.
struct EstimatedAxes: OptionSet {
    let rawValue: Int
    static let width = EstimatedAxes(rawValue: 1)
    static let height = EstimatedAxes(rawValue: 2)
}

extension EstimatedAxes {
    /// The estimated dimensions of a layout size.
    @MainActor init(_ size: NSCollectionLayoutSize) {
        self = []
        if size.widthDimension.isEstimated { insert(.width) }
        if size.heightDimension.isEstimated { insert(.height) }
    }
}

/// One element of a section as its `visibleItemsInvalidationHandler` sees it: changes go to the
/// attributes the collection view shows.
@MainActor
private final class LayoutVisibleItem: NSObject, NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes
    init(_ attributes: UICollectionViewLayoutAttributes) { self.attributes = attributes }
    var alpha: CGFloat { get { attributes.alpha } set { attributes.alpha = newValue } }
    var zIndex: Int { get { attributes.zIndex } set { attributes.zIndex = newValue } }
    var isHidden: Bool { get { attributes.isHidden } set { attributes.isHidden = newValue } }
    var center: CGPoint { get { attributes.center } set { attributes.center = newValue } }
    var transform: CGAffineTransform { get { attributes.transform } set { attributes.transform = newValue } }
    var transform3D: CATransform3D { get { attributes.transform3D } set { attributes.transform3D = newValue } }
    var name: String { attributes.representedElementKind ?? "" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
