import Foundation

/// Tiling, reuse, scrolling to items and selection for `UICollectionView`.
extension UICollectionView {
    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    func loadIfNeeded() { if needsReload { reload() } }

    func reload() {
        needsReload = false
        for (ip, cell) in visible { enqueue(cell, ip) }
        enqueueSupplementaryViews()
        removeOrthogonalScrollers()
        counts = askCounts()
        selected = []
        touched = nil
        collectionViewLayout.dataDidReload()
        collectionViewLayout.needsPrepare = true
        if !isTiling { setNeedsLayout() }
    }

    /// The data source's sections and their item counts (negative ones are 0, with a message).
    func askCounts() -> [Int] {
        let sections = max(0, dataSource?.numberOfSections(in: self) ?? 0)
        return (0..<sections).map { s in
            let n = dataSource?.collectionView(self, numberOfItemsInSection: s) ?? 0
            if n < 0 { warnOnce("UICollectionView: the data source returned \(n) items for section \(s); 0 is used") }
            return max(0, n)
        }
    }

    func tileIfNeeded() { if !isTiling { tile() } }

    /// Makes cells for the items the layout puts in the visible rectangle, and only for them.
    /// A cell or supplementary view shown for the first time is asked for the attributes it
    /// prefers; when the layout takes them (an estimated size), it is laid out again and the
    /// tiling runs again (a few rounds at most: the ones that come into view are measured too).
    func tile() {
        guard !isTiling else { return }
        isTiling = true
        defer { isTiling = false }
        UIView.performWithoutAnimation {
            loadIfNeeded()
            defer { rowSwipes?.listDidLayout() }
            for _ in 0..<8 {
                guard tileOnce() else { return }
                collectionViewLayout.needsPrepare = true
            }
            warnOnce("UICollectionView: the cells' preferred sizes still changed the layout after 8 rounds; it is shown as it stands")
        }
    }

    /// One round of tiling; true when a view's preferred attributes invalidated the layout.
    private func tileOnce() -> Bool {
        collectionViewLayout.prepareIfNeeded()
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        syncOrthogonalScrollers()
        let elements = (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []).filter { !$0.isHidden }
        let shown = elements.filter { $0.category == .cell }
        var invalidated = tileSupplementaryViews(elements.filter { $0.category == .supplementaryView })
        tileDecorationViews(elements.filter { $0.category == .decorationView })
        let wanted = Dictionary(shown.map { ($0.indexPath, $0) }, uniquingKeysWith: { a, _ in a })
        for (ip, cell) in visible where wanted[ip] == nil { enqueue(cell, ip) }
        // In the layout's order (index-path order for the flow layout), as UIKit asks.
        for attributes in shown where wanted[attributes.indexPath] === attributes {
            let ip = attributes.indexPath
            let (container, dy) = container(for: attributes)
            let cell: UICollectionViewCell
            var fresh = false
            if let existing = visible[ip] {
                cell = existing
                if cell.superview !== container { container.insertSubview(cell, at: container === self ? contentInsertionIndex : 0) }
            } else {
                guard let dataSource, counts.indices.contains(ip.section), ip.item < counts[ip.section] else { continue }
                cell = dataSource.collectionView(self, cellForItemAt: ip)
                if cell.superview !== container { container.insertSubview(cell, at: container === self ? contentInsertionIndex : 0) }
                cell.isSelected = selected.contains(ip)
                visible[ip] = cell
                fresh = true
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: ip)
            }
            place(cell, attributes, dy: dy)
            cell.layer.zPosition = CGFloat(attributes.zIndex)
            if fresh || collectionViewLayout.needsPreferredAttributes(attributes) {
                invalidated = askPreferredAttributes(of: cell, attributes) || invalidated
            }
        }
        if let backgroundView { backgroundView.frame = bounds }
        return invalidated
    }

    /// Where cells (and sections' scroll views) go in the collection view's subviews: above the
    /// background view and the decoration views, which lie under everything (for touches too),
    /// below headers and footers.
    var contentInsertionIndex: Int { (backgroundView == nil ? 0 : 1) + visibleDecorations.count }

    /// Asks `view` for the attributes it prefers and the layout whether they change it.
    private func askPreferredAttributes(of view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) -> Bool {
        guard let original = attributes.copy() as? UICollectionViewLayoutAttributes else { return false }
        let preferred = view.preferredLayoutAttributesFitting(original)
        return collectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
    }

    /// Makes (or keeps) the supplementary views the layout puts in the visible rectangle, over
    /// the cells; the others go to their pool.
    private func tileSupplementaryViews(_ shown: [UICollectionViewLayoutAttributes]) -> Bool {
        guard !shown.isEmpty || !visibleSupplementary.isEmpty else { return false }   // a layout without any: nothing to do
        var invalidated = false
        var wanted: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for a in shown { if let kind = a.kind { wanted[SupplementaryKey(kind: kind, indexPath: a.indexPath)] = a } }
        for (key, view) in visibleSupplementary where wanted[key] == nil {
            visibleSupplementary[key] = nil
            view.removeFromSuperview()
            view.appliedPlacement = nil
            supplementaryPool.enqueue(view)
        }
        for (key, attributes) in wanted {
            let view: UICollectionReusableView
            var fresh = false
            if let existing = visibleSupplementary[key] {
                view = existing
            } else {
                guard let dataSource, counts.indices.contains(key.indexPath.section) else { continue }
                view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
                visibleSupplementary[key] = view
                fresh = true
            }
            // A badge of an orthogonal section's item scrolls with the item, in its scroll view.
            let (container, dy) = container(for: attributes)
            if view.superview !== container { container.addSubview(view) }
            place(view, attributes, dy: dy)
            view.layer.zPosition = CGFloat(attributes.zIndex) + 1
            if fresh || collectionViewLayout.needsPreferredAttributes(attributes) {
                invalidated = askPreferredAttributes(of: view, attributes) || invalidated
            }
        }
        return invalidated
    }

    /// Makes (or keeps) the decoration views the layout puts in the visible rectangle, behind
    /// the cells, from the classes registered with the layout.
    private func tileDecorationViews(_ shown: [UICollectionViewLayoutAttributes]) {
        guard !shown.isEmpty || !visibleDecorations.isEmpty else { return }
        var wanted: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for a in shown { if let kind = a.kind { wanted[SupplementaryKey(kind: kind, indexPath: a.indexPath)] = a } }
        for (key, view) in visibleDecorations where wanted[key] == nil {
            visibleDecorations[key] = nil
            view.removeFromSuperview()
            view.appliedPlacement = nil
            decorationPool[key.kind, default: []].append(view)
        }
        for (key, attributes) in wanted {
            let view: UICollectionReusableView
            if let existing = visibleDecorations[key] {
                view = existing
            } else if let reused = decorationPool[key.kind]?.popLast() {
                reused.prepareForReuse()
                view = reused
            } else {
                guard let viewClass = collectionViewLayout.decorationViewClass(ofKind: key.kind) else { continue }
                view = viewClass.init(frame: attributes.frame)
            }
            if visibleDecorations[key] == nil {
                insertSubview(view, at: backgroundView == nil ? 0 : 1)
                visibleDecorations[key] = view
            }
            place(view, attributes, dy: 0)
            view.layer.zPosition = CGFloat(attributes.zIndex) - 1
        }
    }

    /// Every supplementary view on screen goes to the pool (a reload, or an update that may
    /// have given their places to other sections).
    func enqueueSupplementaryViews() {
        for view in visibleSupplementary.values {
            view.removeFromSuperview()
            view.appliedPlacement = nil
            supplementaryPool.enqueue(view)
        }
        visibleSupplementary = [:]
    }

    func dequeueSupplementary(_ kind: String, _ identifier: String, _ indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryPool.dequeue(identifier) { return view }
        let viewClass: UICollectionReusableView.Type
        if let registeredClass = registeredSupplementary[SupplementaryClassKey(kind: kind, identifier: identifier)] {
            viewClass = registeredClass
        } else {
            warnOnce("UICollectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:): no class is registered for the kind \"\(kind)\" and reuse identifier \"\(identifier)\"; call register(_:forSupplementaryViewOfKind:withReuseIdentifier:) first. A plain UICollectionReusableView is returned")
            viewClass = UICollectionReusableView.self
        }
        let frame = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)?.frame ?? .zero
        let view = viewClass.init(frame: frame)
        view.reuseIdentifierStorage = identifier
        return view
    }

    private func enqueue(_ cell: UICollectionViewCell, _ indexPath: IndexPath) {
        visible[indexPath] = nil
        cell.swipeOffset = 0
        cell.removeFromSuperview()
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        cell.appliedPlacement = nil
        pool.enqueue(cell)
    }

    func dequeue(_ identifier: String, _ indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = pool.dequeue(identifier) { return cell }
        let cellClass: UICollectionViewCell.Type
        if let registeredClass = registered[identifier] {
            cellClass = registeredClass
        } else {
            warnOnce("UICollectionView.dequeueReusableCell(withReuseIdentifier:for:): no class is registered for the reuse identifier \"\(identifier)\"; call register(_:forCellWithReuseIdentifier:) first. A plain UICollectionViewCell with that identifier is returned")
            cellClass = UICollectionViewCell.self
        }
        let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        let cell = cellClass.init(frame: frame)
        cell.reuseIdentifierStorage = identifier
        return cell
    }

    func item(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        guard point.x.isFinite, point.y.isFinite else { return nil }
        let probe = CGRect(x: point.x, y: point.y, width: 0.001, height: 0.001)
        // An orthogonally scrolling section's items are where its scroll view shows them.
        return collectionViewLayout.layoutAttributesForElements(in: probe)?
            .filter { $0.category == .cell && !$0.isHidden
                && $0.frame.offsetBy(dx: -orthogonalContentOffset(ofSection: $0.indexPath.section).x, dy: 0).contains(point) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    func scroll(to indexPath: IndexPath, _ position: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else {
            warnOnce("UICollectionView.scrollToItem(at:at:animated:): there is no item at \(indexPath); nothing scrolls")
            return
        }
        // An item of an orthogonally scrolling section: its section scrolls it sideways, the
        // collection view up and down.
        if let scroller = orthogonalScrollers[indexPath.section] {
            var x = scroller.contentOffset.x
            let width = scroller.bounds.width
            if position.contains(.left) { x = frame.minX - scroller.band.leadingInset }
            if position.contains(.centeredHorizontally) { x = frame.midX - width / 2 }
            if position.contains(.right) { x = frame.maxX + scroller.band.trailingInset - width }
            if !position.contains(.left) && !position.contains(.centeredHorizontally) && !position.contains(.right) {
                // As little as shows it.
                if frame.minX < x { x = frame.minX } else if frame.maxX > x + width { x = frame.maxX - width }
            }
            scroller.setContentOffset(scroller.clamped(CGPoint(x: x, y: 0)), animated: animated)
        }
        let inset = adjustedContentInset, size = bounds.size, content = collectionViewLayout.collectionViewContentSize
        var o = contentOffset
        if position.contains(.top) { o.y = frame.minY - inset.top }
        if position.contains(.centeredVertically) { o.y = frame.midY - inset.top - (size.height - inset.top - inset.bottom) / 2 }
        if position.contains(.bottom) { o.y = frame.maxY - size.height + inset.bottom }
        if orthogonalScrollers[indexPath.section] == nil {
            if position.contains(.left) { o.x = frame.minX - inset.left }
            if position.contains(.centeredHorizontally) { o.x = frame.midX - inset.left - (size.width - inset.left - inset.right) / 2 }
            if position.contains(.right) { o.x = frame.maxX - size.width + inset.right }
        }
        if position.isEmpty {
            scrollRectToVisible(orthogonalScrollers[indexPath.section] == nil ? frame : CGRect(x: contentOffset.x, y: frame.minY, width: 1, height: frame.height),
                                animated: animated)
            return
        }
        o.x = min(max(o.x, -inset.left), max(-inset.left, content.width + inset.right - size.width))
        o.y = min(max(o.y, -inset.top), max(-inset.top, content.height + inset.bottom - size.height))
        setContentOffset(o, animated: animated)
    }

    func select(_ indexPath: IndexPath?, _ position: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        guard let indexPath else {
            for ip in selected { deselectItem(at: ip, animated: animated) }
            return
        }
        guard counts.indices.contains(indexPath.section), (0..<counts[indexPath.section]).contains(indexPath.item) else {
            warnOnce("UICollectionView.selectItem(at:animated:scrollPosition:): there is no item at \(indexPath); the selection is unchanged")
            return
        }
        guard allowsSelection else { return }
        if !allowsMultipleSelection { for ip in selected where ip != indexPath { deselectItem(at: ip, animated: animated) } }
        selected.insert(indexPath)
        visible[indexPath]?.isSelected = true
        if !position.isEmpty { scroll(to: indexPath, position, animated: animated) }
    }

    // MARK: Touches

    func touchDown(_ touches: Set<UITouch>) {
        if rowSwipes?.touchDown() == true { return }
        guard allowsSelection, !isEditing || allowsSelectionDuringEditing, let t = touches.first, let ip = item(at: t.location(in: self)) else { return }
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: ip) ?? true else { return }
        touched = ip
        visible[ip]?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: ip)
    }

    func touchUp(_ touches: Set<UITouch>) {
        if rowSwipes?.touchUp() == true { return }
        guard let ip = touched else { return }
        touchCancelled()
        guard let t = touches.first, item(at: t.location(in: self)) == ip else { return }
        let d = collectionDelegate
        if selected.contains(ip) && allowsMultipleSelection {
            guard d?.collectionView(self, shouldDeselectItemAt: ip) ?? true else { return }
            deselectItem(at: ip, animated: false)
            d?.collectionView(self, didDeselectItemAt: ip)
            return
        }
        guard d?.collectionView(self, shouldSelectItemAt: ip) ?? true else { return }
        if !allowsMultipleSelection {
            for old in selected.sorted() where old != ip {
                deselectItem(at: old, animated: false)
                d?.collectionView(self, didDeselectItemAt: old)
            }
        }
        selected.insert(ip)
        visible[ip]?.isSelected = true
        d?.collectionView(self, didSelectItemAt: ip)
    }

    func touchCancelled() {
        rowSwipes?.touchCancelled()
        guard let ip = touched else { return }
        touched = nil
        visible[ip]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: ip)
    }
}
