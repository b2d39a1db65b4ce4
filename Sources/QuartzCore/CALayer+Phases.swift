import Foundation

extension CALayer {
    /// The scheduler of the screen this layer's tree belongs to: the one hosting the tree's root
    /// (nil for a tree no screen holds yet).
    package var scheduler: FrameScheduler? { rootLayer.hostScheduler }

    /// Tells the ancestors that layout or display is pending below them.
    func markDescendantUpdate() {
        var layer = superlayer ?? maskHost
        while let l = layer, !l.descendantNeedsUpdate {
            l.descendantNeedsUpdate = true
            layer = l.superlayer ?? l.maskHost
        }
    }

    /// The layout phase: lays out the marked layers of this tree, parents before children,
    /// visiting only the paths that lead to one. (The display phase clears the path marks.)
    package func layOutMarkedLayers() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        guard descendantNeedsUpdate else { return }
        for l in sublayerStorage where l.needsLayoutFlag || l.descendantNeedsUpdate {
            l.layOutMarkedLayers()
        }
        if let m = mask, m.needsLayoutFlag || m.descendantNeedsUpdate { m.layOutMarkedLayers() }
    }

    /// The display phase: draws the content of the marked layers of this tree, visiting only
    /// the paths that lead to one.
    package func displayMarkedLayers() {
        displayIfNeeded()
        guard descendantNeedsUpdate else { return }
        descendantNeedsUpdate = false
        for l in sublayerStorage where l.needsDisplayFlag || l.descendantNeedsUpdate {
            l.displayMarkedLayers()
        }
        if let m = mask, m.needsDisplayFlag || m.descendantNeedsUpdate { m.displayMarkedLayers() }
    }
}
