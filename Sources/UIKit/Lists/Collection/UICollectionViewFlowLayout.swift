import Foundation

/// Lays items out in lines, as UIKit's flow layout does: along the scroll direction's cross
/// axis items fill a line (at least `minimumInteritemSpacing` apart) and lines follow each
/// other `minimumLineSpacing` apart, each section inside its `sectionInset`.
///
/// A full line is spread to fill the width (its spacing grows), as UIKit does; the last line of
/// a section keeps the minimum spacing from the leading edge. Sizes and spacings come from the
/// collection view's delegate when it adopts `UICollectionViewDelegateFlowLayout`.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Whether lines run across the view and scroll vertically, or down it and scroll horizontally.
    public enum ScrollDirection: Int, Sendable {
        /// Rows of items; the content scrolls up and down.
        case vertical
        /// Columns of items; the content scrolls sideways.
        case horizontal
    }

    /// The size of every item (default 50 × 50).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// An estimate for self-sizing items (default zero: items do not size themselves). Set,
    /// each item is laid out at the estimate until its cell is shown, then at the size the cell
    /// prefers (`preferredLayoutAttributesFitting(_:)`: its constraints); `automaticSize`
    /// estimates with `itemSize` (or the delegate's size).
    open var estimatedItemSize: CGSize = .zero { didSet { preferredSizes = [:]; invalidateLayout() } }
    /// The estimate that asks the layout to choose one (iOS 10).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    /// Whether each section's header stays at the top of the visible area while its section
    /// is in view (default false).
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether each section's footer stays at the bottom of the visible area while its section
    /// is in view (default false).
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// The least space between lines (default 10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items of a line (default 10).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins around each section (default zero).
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The scroll direction (default `.vertical`).
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of each section's header (default zero: none); only its height counts when
    /// scrolling vertically (the header is as wide as the collection view), its width otherwise.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of each section's footer (default zero: none).
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }

    private var attributes: [[UICollectionViewLayoutAttributes]] = []
    /// Each section's header and footer, when they have a size.
    private var headers: [UICollectionViewLayoutAttributes?] = []
    private var footers: [UICollectionViewLayoutAttributes?] = []
    /// Each section's lines, in order, for finding the lines a rectangle crosses by binary search.
    private var lines: [[Line]] = []
    private var contentSize: CGSize = .zero
    /// Each section's extent along the scrolling axis, headers and footers included.
    private var sectionExtents: [ClosedRange<CGFloat>] = []
    /// The sizes self-sizing cells asked for, by item (forgotten at a reload and a new width).
    private var preferredSizes: [IndexPath: CGSize] = [:]
    private var preferredSizesExtent: CGFloat?

    /// A line of items: their range in the section, and bounds along the scrolling axis that
    /// also hold for the lines after it (spacings may be negative, so lines may overlap).
    private struct Line {
        let items: Range<Int>
        /// The farthest any item of this line or of one before it reaches.
        let reach: CGFloat
        /// The nearest any item of this line or of one after it starts (filled in once the
        /// section is laid out).
        var floor: CGFloat
    }

    /// Creates a flow layout with UIKit's defaults.
    public override init() { super.init() }

    open override var collectionViewContentSize: CGSize {
        prepareIfNeeded()
        return contentSize
    }

    open override func prepare() {
        super.prepare()
        attributes = []
        headers = []
        footers = []
        lines = []
        sectionExtents = []
        contentSize = .zero
        guard let cv = collectionView else { return }
        let delegate = cv.delegate as? any UICollectionViewDelegateFlowLayout
        let vertical = scrollDirection == .vertical
        // Work in (along, across): `across` is the line's direction, `along` the scrolling one.
        let extentAcross = vertical ? cv.bounds.width : cv.bounds.height
        if preferredSizesExtent != extentAcross { preferredSizes = [:]; preferredSizesExtent = extentAcross }
        let selfSizing = estimatedItemSize != .zero
        var along: CGFloat = 0
        for s in 0..<cv.numberOfSections {
            let sectionStart = along
            let inset = delegate?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset
            let lineSpacing = delegate?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing
            let itemSpacing = delegate?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing
            let leading = vertical ? inset.left : inset.top, trailing = vertical ? inset.right : inset.bottom
            let available = max(0, extentAcross - leading - trailing)
            /// A header or footer across the whole width (height, scrolling sideways) at `along`.
            func boundary(_ kind: String, _ size: CGSize) -> UICollectionViewLayoutAttributes? {
                let length = vertical ? size.height : size.width
                guard length > 0, length.isFinite else { return nil }
                let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: s))
                a.frame = vertical ? CGRect(x: 0, y: along, width: extentAcross, height: length)
                                   : CGRect(x: along, y: 0, width: length, height: extentAcross)
                along += length
                return a
            }
            headers.append(boundary(UICollectionView.elementKindSectionHeader,
                                    delegate?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize))
            along += vertical ? inset.top : inset.left
            var section: [UICollectionViewLayoutAttributes] = []
            var sectionLines: [Line] = []
            var line: [(IndexPath, CGSize)] = []
            var lineWidth: CGFloat = 0
            func flush(last: Bool) {
                guard !line.isEmpty else { return }
                let sizes = line.map { vertical ? $0.1 : CGSize(width: $0.1.height, height: $0.1.width) }
                let total = sizes.reduce(0) { $0 + $1.width }
                let gap = (!last && line.count > 1) ? max(itemSpacing, (available - total) / CGFloat(line.count - 1)) : itemSpacing
                let thickness = sizes.map(\.height).max() ?? 0
                var x = leading
                let first = section.count
                var lineStart = CGFloat.infinity, lineEnd = -CGFloat.infinity
                for ((ip, _), size) in zip(line, sizes) {
                    let a = UICollectionViewLayoutAttributes(forCellWith: ip)
                    if selfSizing { a.estimatedAxes = [.width, .height] }
                    let y = along + (thickness - size.height) / 2
                    a.frame = vertical ? CGRect(x: x, y: y, width: size.width, height: size.height)
                                       : CGRect(x: y, y: x, width: size.height, height: size.width)
                    section.append(a)
                    lineStart = min(lineStart, vertical ? a.frame.minY : a.frame.minX)
                    lineEnd = max(lineEnd, vertical ? a.frame.maxY : a.frame.maxX)
                    x += size.width + gap
                }
                sectionLines.append(Line(items: first..<section.count, reach: max(sectionLines.last?.reach ?? -.infinity, lineEnd),
                                         floor: lineStart))
                along += thickness + lineSpacing
                line = []
                lineWidth = 0
            }
            for i in 0..<cv.numberOfItems(inSection: s) {
                let ip = IndexPath(item: i, section: s)
                var size = delegate?.collectionView(cv, layout: self, sizeForItemAt: ip) ?? itemSize
                if selfSizing {
                    size = preferredSizes[ip] ?? (estimatedItemSize == Self.automaticSize ? size : estimatedItemSize)
                }
                if !(size.width >= 0 && size.height >= 0 && size.width.isFinite && size.height.isFinite) {
                    warnOnce("UICollectionViewFlowLayout: the size \(size) of the item at \(ip) is not a finite size >= 0; itemSize is used")
                    size = itemSize
                }
                let w = vertical ? size.width : size.height
                if !line.isEmpty && lineWidth + itemSpacing + w > available { flush(last: false) }
                lineWidth += (line.isEmpty ? 0 : itemSpacing) + w
                line.append((ip, size))
            }
            flush(last: true)
            if !section.isEmpty { along -= lineSpacing }
            along += vertical ? inset.bottom : inset.right
            footers.append(boundary(UICollectionView.elementKindSectionFooter,
                                    delegate?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize))
            attributes.append(section)
            sectionExtents.append(sectionStart...max(sectionStart, along))
            var floor = CGFloat.infinity
            for i in sectionLines.indices.reversed() {
                floor = min(floor, sectionLines[i].floor)
                sectionLines[i].floor = floor
            }
            lines.append(sectionLines)
        }
        contentSize = vertical ? CGSize(width: cv.bounds.width, height: along) : CGSize(width: along, height: cv.bounds.height)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        prepareIfNeeded()
        // Overlapping with some area: an item that only touches the rectangle's edge is not in it.
        func overlaps(_ a: UICollectionViewLayoutAttributes) -> Bool {
            a.frame.maxX > rect.minX && a.frame.minX < rect.maxX && a.frame.maxY > rect.minY && a.frame.minY < rect.maxY
        }
        // Only the lines that reach into the rectangle along the scrolling axis are looked at:
        // the first is found by binary search, and the walk stops where every line left starts
        // beyond it (a screenful of a long list costs a screenful, not the whole list).
        let vertical = scrollDirection == .vertical
        let low = vertical ? rect.minY : rect.minX, high = vertical ? rect.maxY : rect.maxX
        var found: [UICollectionViewLayoutAttributes] = []
        for boundary in pinned(headers, top: true) + pinned(footers, top: false) { if let boundary, overlaps(boundary) { found.append(boundary) } }
        for (section, sectionLines) in zip(attributes, lines) {
            var lo = 0, hi = sectionLines.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if sectionLines[mid].reach > low { hi = mid } else { lo = mid + 1 }
            }
            for line in sectionLines[lo...] {
                if line.floor >= high { break }
                for i in line.items where overlaps(section[i]) { found.append(section[i]) }
            }
        }
        return found
    }

    /// Headers (or footers), those that pin moved to stay in view while their section is:
    /// a header no nearer the start than the visible area's, a footer no farther than its end,
    /// neither leaving its section. Copies where moved.
    private func pinned(_ boundaries: [UICollectionViewLayoutAttributes?], top: Bool) -> [UICollectionViewLayoutAttributes?] {
        guard top ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds, let cv = collectionView else { return boundaries }
        let vertical = scrollDirection == .vertical
        let inset = cv.adjustedContentInset
        let visibleStart = vertical ? cv.bounds.minY + inset.top : cv.bounds.minX + inset.left
        let visibleEnd = vertical ? cv.bounds.maxY - inset.bottom : cv.bounds.maxX - inset.right
        return boundaries.enumerated().map { s, boundary in
            guard let boundary, sectionExtents.indices.contains(s),
                  let moved = boundary.copy() as? UICollectionViewLayoutAttributes else { return boundary }
            let extent = sectionExtents[s]
            var f = moved.frame
            let length = vertical ? f.height : f.width
            let start = vertical ? f.minY : f.minX
            let place = top ? max(start, min(visibleStart, extent.upperBound - length))
                            : min(start, max(visibleEnd - length, extent.lowerBound))
            if vertical { f.origin.y = place } else { f.origin.x = place }
            moved.frame = f
            moved.zIndex = max(moved.zIndex, 1024)
            return moved
        }
    }

    // MARK: Self-sizing

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard estimatedItemSize != .zero, originalAttributes.representedElementCategory == .cell else { return false }
        let p = preferredAttributes.size
        guard p.width.isFinite, p.height.isFinite, p.width >= 0, p.height >= 0 else { return false }
        guard abs(p.width - originalAttributes.size.width) > 0.25 || abs(p.height - originalAttributes.size.height) > 0.25 else {
            preferredSizes[originalAttributes.indexPath] = originalAttributes.size
            return false
        }
        preferredSizes[originalAttributes.indexPath] = p
        return true
    }

    override func needsPreferredAttributes(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        estimatedItemSize != .zero && attributes.representedElementCategory == .cell && preferredSizes[attributes.indexPath] == nil
    }

    override func dataDidReload() { preferredSizes = [:] }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard indexPath.count == 2, attributes.indices.contains(indexPath.section),
              attributes[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return attributes[indexPath.section][indexPath.item]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        let list = elementKind == UICollectionView.elementKindSectionHeader ? headers
            : elementKind == UICollectionView.elementKindSectionFooter ? footers : []
        guard list.indices.contains(indexPath.section) else { return nil }
        return pinned(list, top: elementKind == UICollectionView.elementKindSectionHeader)[indexPath.section]
    }
}

/// The flow layout's questions to the collection view's delegate, all optional.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of the item (default: the layout's `itemSize`).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The margins of the section (default: the layout's `sectionInset`).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets
    /// The least space between lines (default: the layout's `minimumLineSpacing`).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The least space between items of a line (default: the layout's `minimumInteritemSpacing`).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// The size of the section's header (default: the layout's `headerReferenceSize`).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The size of the section's footer (default: the layout's `footerReferenceSize`).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? CGSize(width: 50, height: 50)
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
