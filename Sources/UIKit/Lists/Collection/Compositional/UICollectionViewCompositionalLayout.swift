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
/// bottom, inside its leading and trailing insets, each taking its own room.
///
/// Not here: self-sizing (estimated dimensions are laid out at their estimate), orthogonal
/// scrolling sections (their groups follow each other down the section, with a warning),
/// pinned headers, item supplementaries and decoration items, list configurations,
/// horizontal scrolling.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Makes the section at an index, in an environment (nil is a mistake: that section's items
    /// get no place, with a warning).
    public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider
    /// The shared settings.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

    private var attributes: [[UICollectionViewLayoutAttributes]] = []
    /// Headers and footers, by kind and section.
    private var boundaries: [UICollectionView.SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
    private var contentSize: CGSize = .zero

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
        return boundaries.values.filter { $0.frame.intersects(rect) } + attributes.flatMap { $0.filter { $0.frame.intersects(rect) } }
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        return boundaries[UICollectionView.SupplementaryKey(kind: elementKind, indexPath: IndexPath(item: 0, section: indexPath.section))]
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard attributes.indices.contains(indexPath.section), attributes[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return attributes[indexPath.section][indexPath.item]
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

    open override func prepare() {
        super.prepare()
        attributes = []
        boundaries = [:]
        contentSize = .zero
        guard let cv = collectionView else { return }
        if configuration.scrollDirection == .horizontal {
            warnOnce("UICollectionViewCompositionalLayout: horizontal scrolling is not laid out here; the sections follow each other down")
        }
        let width = cv.bounds.width, height = cv.bounds.height
        let environment = Environment(container: Container(contentSize: cv.bounds.size, contentInsets: .zero),
                                      traitCollection: cv.traitCollection)
        let rightToLeft = cv.isRightToLeft
        var y: CGFloat = 0
        for s in 0..<cv.numberOfSections {
            let count = cv.numberOfItems(inSection: s)
            if s > 0 { y += configuration.interSectionSpacing }
            guard let section = sectionProvider(s, environment) else {
                warnOnce("UICollectionViewCompositionalLayout: the section provider returned nil for section \(s); its items are not shown")
                attributes.append((0..<count).map { Self.attributes(CGRect(x: 0, y: y, width: 0, height: 0), IndexPath(item: $0, section: s)) })
                continue
            }
            if section.orthogonalScrollingBehavior != .none {
                warnOnce("UICollectionViewCompositionalLayout: orthogonal scrolling is not supported here; the section's groups follow each other down")
            }
            let insets = section.contentInsets
            let sectionWidth = max(0, width - insets.leading - insets.trailing)
            let groupEnvironment = Environment(container: Container(contentSize: CGSize(width: sectionWidth, height: height), contentInsets: .zero),
                                               traitCollection: cv.traitCollection)
            /// The section's boundary items on one edge, each across the section, taking its room at `y`.
            func placeBoundaries(top: Bool) {
                for item in section.boundarySupplementaryItems {
                    let isTop = [.top, .topLeading, .topTrailing].contains(item.alignment)
                    let isBottom = [.bottom, .bottomLeading, .bottomTrailing].contains(item.alignment)
                    guard isTop || isBottom else {
                        warnOnce("UICollectionViewCompositionalLayout: boundary items aligned \(item.alignment) are not placed here (top and bottom ones are)")
                        continue
                    }
                    guard isTop == top else { continue }
                    if item.pinToVisibleBounds { warnOnce("UICollectionViewCompositionalLayout: pinned headers scroll with their section here") }
                    let size = item.layoutSize.resolved(in: CGSize(width: sectionWidth, height: height))
                    let x: CGFloat = switch item.alignment {
                    case .topLeading, .bottomLeading: insets.leading
                    case .topTrailing, .bottomTrailing: insets.leading + sectionWidth - size.width
                    default: insets.leading + (sectionWidth - size.width) / 2
                    }
                    let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: s))
                    let frame = CGRect(x: x + item.offset.x, y: y + item.offset.y, width: size.width, height: size.height)
                    a.frame = rightToLeft ? CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
                    a.zIndex = item.zIndex
                    boundaries[UICollectionView.SupplementaryKey(kind: item.elementKind, indexPath: a.indexPath)] = a
                    y += size.height
                }
            }
            placeBoundaries(top: true)
            y += insets.top
            var frames: [CGRect] = []
            var placedGroup = false
            while frames.count < count {
                let groupSize = section.group.layoutSize.resolved(in: CGSize(width: sectionWidth, height: height))
                let before = frames.count
                place(section.group, in: CGRect(origin: CGPoint(x: insets.leading, y: y), size: groupSize),
                      environment: groupEnvironment, into: &frames, limit: count)
                guard frames.count > before else {
                    warnOnce("UICollectionViewCompositionalLayout: section \(s)'s group places no item; its other items are not shown")
                    break
                }
                y += groupSize.height + section.interGroupSpacing
                placedGroup = true
            }
            if placedGroup { y -= section.interGroupSpacing }
            while frames.count < count { frames.append(CGRect(x: insets.leading, y: y, width: 0, height: 0)) }
            y += insets.bottom
            placeBoundaries(top: false)
            attributes.append(frames.enumerated().map { i, frame in
                let f = rightToLeft ? CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
                return Self.attributes(f, IndexPath(item: i, section: s))
            })
        }
        contentSize = CGSize(width: width, height: y)
    }

    private static func attributes(_ frame: CGRect, _ indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = frame
        return a
    }

    /// Places `item` in `box`: a leaf takes the box less its insets; a group places its items
    /// in it. Stops once `frames` holds `limit` items.
    private func place(_ item: NSCollectionLayoutItem, in box: CGRect, environment: Environment,
                       into frames: inout [CGRect], limit: Int) {
        guard frames.count < limit else { return }
        guard let group = item as? NSCollectionLayoutGroup else {
            let i = item.contentInsets
            frames.append(CGRect(x: box.minX + i.leading, y: box.minY + i.top,
                                 width: max(0, box.width - i.leading - i.trailing), height: max(0, box.height - i.top - i.bottom)))
            return
        }
        let horizontal: Bool
        switch group.arrangement {
        case .custom(let provider):
            let groupEnvironment = Environment(container: Container(contentSize: box.size, contentInsets: .zero),
                                               traitCollection: environment.traitCollection)
            for custom in provider(groupEnvironment) where frames.count < limit {
                frames.append(custom.frame.offsetBy(dx: box.minX, dy: box.minY))
            }
            return
        case .horizontal: horizontal = true
        case .vertical: horizontal = false
        }
        let length = horizontal ? box.width : box.height
        let gap = group.interItemSpacing?.spacing ?? 0
        // The items and their sizes: a group made with a count holds that many copies, sized to
        // fill it; otherwise the subitems repeat, in order, as long as they fit (at least one).
        var placed: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        if let n = group.repeatCount, let item = group.subitems.first {
            let each = max(0, (length - gap * CGFloat(n - 1)) / CGFloat(n))
            let size = item.layoutSize.resolved(in: box.size)
            placed = Array(repeating: (item, horizontal ? CGSize(width: each, height: size.height) : CGSize(width: size.width, height: each)), count: n)
        } else if !group.subitems.isEmpty {
            var end: CGFloat = 0
            for k in 0... {
                let item = group.subitems[k % group.subitems.count]
                let size = item.layoutSize.resolved(in: box.size)
                let along = horizontal ? size.width : size.height
                let start = placed.isEmpty ? 0 : end + gap
                guard placed.isEmpty || start + along <= length + 0.001 else { break }
                placed.append((item, size))
                end = start + along
                // A repeating run stops at the group's end, or after one round of items with no length.
                if along <= 0 && k + 1 >= group.subitems.count { break }
            }
        }
        guard !placed.isEmpty else { return }
        var step = gap
        if let spacing = group.interItemSpacing, spacing.isFlexibleSpacing, placed.count > 1 {
            let used = placed.reduce(0) { $0 + (horizontal ? $1.size.width : $1.size.height) } + gap * CGFloat(placed.count - 1)
            step += max(0, length - used) / CGFloat(placed.count - 1)
        }
        var position = horizontal ? box.minX : box.minY
        for (item, size) in placed {
            guard frames.count < limit else { return }
            let origin = horizontal ? CGPoint(x: position, y: box.minY) : CGPoint(x: box.minX, y: position)
            place(item, in: CGRect(origin: origin, size: size), environment: environment, into: &frames, limit: limit)
            position += (horizontal ? size.width : size.height) + step
        }
    }
}
