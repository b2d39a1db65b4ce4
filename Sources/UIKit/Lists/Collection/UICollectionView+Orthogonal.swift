import Foundation

/// A section that scrolls across the layout's direction: where its scroll view lies and what
/// it holds.
struct OrthogonalBand {
    /// The section.
    let section: Int
    /// The scroll view's frame in the collection view's content coordinates (the whole width,
    /// the section's groups and content insets high).
    let frame: CGRect
    /// The width of the row of groups with the leading and trailing insets.
    let contentWidth: CGFloat
    let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// Each group's frame in the collection view's content coordinates, scrolled to the start.
    let groups: [CGRect]
    let leadingInset: CGFloat
    let trailingInset: CGFloat
    let rightToLeft: Bool
    let decelerationRate: UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate
    let bounce: UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce
}

/// The scroll view an orthogonally scrolling section's cells are in, as UIKit gives each such
/// section one of its own. Its content coordinates are the collection view's, less the band's
/// top: a cell's frame there is its layout frame moved up by `band.frame.minY`.
@MainActor
final class OrthogonalSectionScrollView: UIScrollView, UIScrollViewDelegate {
    weak var collectionView: UICollectionView?
    private(set) var band: OrthogonalBand

    init(band: OrthogonalBand, collectionView: UICollectionView) {
        self.band = band
        self.collectionView = collectionView
        super.init(frame: band.frame)
        backgroundColor = nil
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        alwaysBounceVertical = false
        // Cells with shadows or transforms may reach past the band, as they may on iOS.
        clipsToBounds = false
        scrollsToTop = false
        delegate = self
        update(band)
        if band.rightToLeft { contentOffset.x = max(0, contentSize.width - bounds.width) }
    }

    required init?(coder: NSCoder) { nil }

    /// Takes the band's new frame and row (a new layout); the offset stays within the row.
    func update(_ band: OrthogonalBand) {
        self.band = band
        if frame != band.frame { frame = band.frame }
        let size = CGSize(width: band.contentWidth, height: band.frame.height)
        if contentSize != size { contentSize = size }
        let paged = [.groupPaging, .groupPagingCentered, .paging].contains(band.behavior)
        let rate = band.decelerationRate
        decelerationRate = rate == .automatic ? (paged ? .fast : (collectionView?.decelerationRate ?? .normal))
            : UIScrollView.DecelerationRate(rawValue: rate.rawValue)
        isPagingEnabled = band.behavior == .paging
        switch band.bounce {
        case .automatic: bounces = true; alwaysBounceHorizontal = false
        case .always: bounces = true; alwaysBounceHorizontal = true
        case .never: bounces = false; alwaysBounceHorizontal = false
        }
        let clampedOffset = clamped(contentOffset)
        if clampedOffset != contentOffset { contentOffset = clampedOffset }
    }

    /// The section scrolled: the collection view tiles again (the cells that come into view,
    /// the visible-items handler with the new offset).
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        collectionView?.setNeedsLayout()
    }

    /// The paging behaviours' resting places: a group's leading edge at the leading inset
    /// (`groupPaging`, `continuousGroupLeadingBoundary`) or a group in the middle
    /// (`groupPagingCentered`); the group paging ones move at most one group from where the
    /// drag began.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let anchors = restingOffsets()
        guard !anchors.isEmpty else { return }
        let proposed = targetContentOffset.pointee.x
        func nearest(to x: CGFloat) -> Int {
            anchors.indices.min { abs(anchors[$0] - x) < abs(anchors[$1] - x) } ?? 0
        }
        var index = nearest(to: proposed)
        switch band.behavior {
        case .groupPaging, .groupPagingCentered:
            let start = nearest(to: dragStartOffset)
            // A fling moves one group; a slow release rests at the nearest to where it ends.
            let direction: Int = velocity.x > 0.2 ? 1 : velocity.x < -0.2 ? -1 : 0
            index = direction == 0 ? min(max(index, start - 1), start + 1) : min(max(start + direction, 0), anchors.count - 1)
        case .continuousGroupLeadingBoundary: break
        default: return
        }
        targetContentOffset.pointee.x = anchors[index]
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { dragStartOffset = contentOffset.x }
    private var dragStartOffset: CGFloat = 0

    /// The offsets the section may come to rest at, one per group, within the scrollable range.
    func restingOffsets() -> [CGFloat] {
        let width = bounds.width, limit = max(0, contentSize.width - width)
        let raw: [CGFloat] = band.groups.map { g in
            switch band.behavior {
            case .groupPagingCentered: g.midX - width / 2
            default: band.rightToLeft ? g.maxX + band.leadingInset - width : g.minX - band.leadingInset
            }
        }
        var result: [CGFloat] = []
        for x in raw.map({ min(max($0, 0), limit) }) where result.last.map({ abs($0 - x) > 0.5 }) ?? true { result.append(x) }
        return result
    }
}

extension UICollectionView {
    /// How far the orthogonally scrolling section `section` is scrolled (zero for other sections).
    func orthogonalContentOffset(ofSection section: Int) -> CGPoint {
        orthogonalScrollers[section]?.contentOffset ?? .zero
    }

    /// The scroll views of the layout's orthogonally scrolling sections, made, moved or removed
    /// to match it; they keep their offsets while their section does.
    func syncOrthogonalScrollers() {
        let bands = collectionViewLayout.orthogonalBands
        guard !bands.isEmpty || !orthogonalScrollers.isEmpty else { return }
        let wanted = Dictionary(bands.map { ($0.section, $0) }, uniquingKeysWith: { a, _ in a })
        for (section, scroller) in orthogonalScrollers where wanted[section] == nil {
            // Its cells are moved out or enqueued by the tiling that follows.
            scroller.removeFromSuperview()
            orthogonalScrollers[section] = nil
        }
        for band in bands {
            let scroller: OrthogonalSectionScrollView
            if let existing = orthogonalScrollers[band.section] {
                scroller = existing
                scroller.update(band)
            } else {
                scroller = OrthogonalSectionScrollView(band: band, collectionView: self)
                orthogonalScrollers[band.section] = scroller
            }
            if scroller.superview !== self { insertSubview(scroller, at: contentInsertionIndex) }
        }
    }

    /// Forgets the orthogonal sections' scroll views (their offsets start again at a reload).
    func removeOrthogonalScrollers() {
        for scroller in orthogonalScrollers.values { scroller.removeFromSuperview() }
        orthogonalScrollers = [:]
    }

    /// The view a cell or supplementary view of `attributes` lies in, and the offset from the
    /// collection view's content coordinates to that view's.
    func container(for attributes: UICollectionViewLayoutAttributes) -> (view: UIView, dy: CGFloat) {
        if attributes.category == .cell || attributes.isAttachedToItem, let scroller = orthogonalScrollers[attributes.indexPath.section] {
            return (scroller, -scroller.band.frame.minY)
        }
        return (self, 0)
    }

    /// Puts `view` where `attributes` say, in `container`'s coordinates (moved by `dy`), and
    /// lets it read them (`apply(_:)`). As on iOS, attributes equal to those last applied to
    /// the view are not applied again (unless `force`): a cell the app hid or faded — the source
    /// of a transition — stays so while the collection view lays out.
    func place(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes, dy: CGFloat, force: Bool = false) {
        let swiped = (view as? UICollectionViewCell)?.swipeOffset ?? 0
        if !force, let last = view.appliedPlacement, last.dy == dy, last.swipe == swiped, last.attributes.isEqual(attributes) { return }
        view.appliedPlacement = ((attributes.copy() as? UICollectionViewLayoutAttributes) ?? attributes, dy, swiped)
        if CATransform3DIsIdentity(attributes.transform3D) {
            if !CATransform3DIsIdentity(view.transform3D) { view.transform3D = CATransform3DIdentity }
            let frame = attributes.frame.offsetBy(dx: swiped, dy: dy)
            if view.frame != frame { view.frame = frame }
        } else {
            let bounds = CGRect(origin: view.bounds.origin, size: attributes.size)
            if view.bounds != bounds { view.bounds = bounds }
            let center = CGPoint(x: attributes.center.x, y: attributes.center.y + dy)
            if view.center != center { view.center = center }
            if !CATransform3DEqualToTransform(view.transform3D, attributes.transform3D) { view.transform3D = attributes.transform3D }
        }
        view.alpha = attributes.alpha
        view.isHidden = attributes.isHidden
        view.apply(attributes)
    }
}
