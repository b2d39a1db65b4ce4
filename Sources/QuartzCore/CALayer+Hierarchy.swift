import Foundation

extension CALayer {
    /// The sublayers, back to front; nil when there are none (as in Core Animation).
    /// Setting it replaces every sublayer.
    public var sublayers: [CALayer]? {
        get { sublayerStorage.isEmpty ? nil : sublayerStorage }
        set {
            for l in sublayerStorage { l.detachFromSuperlayer() }
            for l in newValue ?? [] { insertSublayer(l, at: UInt32(sublayerStorage.count)) }
        }
    }

    /// Appends `layer` above the other sublayers (moving it from its old superlayer).
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayerStorage.count))
    }

    /// Inserts `layer` at `idx` in the sublayers (clamped to the valid range).
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard layer !== self, !isDescendant(of: layer) else {
            warnOnce("insertSublayer: a layer cannot be added to itself or its own descendant; ignored")
            return
        }
        var index = Int(idx)
        if layer.superlayer === self, let old = sublayerStorage.firstIndex(where: { $0 === layer }), old < index {
            index -= 1
        }
        layer.detachFromSuperlayer()
        index = min(max(index, 0), sublayerStorage.count)
        sublayerStorage.insert(layer, at: index)
        renderState.childrenChanged = true
        layer.superlayer = self
        layer.renderState.needsComposite = true
        layer.renderState.descendantNeedsWork = true
        layer.markDescendantWork()
        if layer.needsLayoutFlag || layer.needsDisplayFlag || layer.descendantNeedsUpdate { layer.markDescendantUpdate() }
        // Animations that came with the layer run in its new tree; those it held while in no
        // screen's tree start with the screen's next commit.
        if layer.subtreeHasAnimations {
            markSubtreeAnimated()
            if let scheduler = layer.scheduler { scheduler.adopt(layer) }
        }
        setNeedsLayout()
    }

    /// Inserts `layer` just below `sibling` (or at the bottom when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let s = sibling, s !== layer, s.superlayer === self else { return insertSublayer(layer, at: 0) }
        layer.detachFromSuperlayer()
        insertSublayer(layer, at: UInt32(sublayerStorage.firstIndex { $0 === s }!))
    }

    /// Inserts `layer` just above `sibling` (or at the top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let s = sibling, s !== layer, s.superlayer === self else { return addSublayer(layer) }
        layer.detachFromSuperlayer()
        insertSublayer(layer, at: UInt32(sublayerStorage.firstIndex { $0 === s }! + 1))
    }

    /// Replaces the sublayer `oldLayer` with `newLayer`.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer.superlayer === self, let i = sublayerStorage.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(i))
    }

    /// Removes the layer from its superlayer.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        detachFromSuperlayer()
        parent.setNeedsLayout()
    }

    /// Whether `ancestor` is this layer or above it.
    package func isDescendant(of ancestor: CALayer) -> Bool {
        var l: CALayer? = self
        while let c = l { if c === ancestor { return true }; l = c.superlayer }
        return false
    }

    /// Unlinks the layer, handing the area it covered on screen to the root as damage.
    private func detachFromSuperlayer() {
        guard let parent = superlayer else { return }
        let root = rootLayer
        let scheduler = root.hostScheduler
        var covered: [CGRect] = []
        // Stored areas may lag behind translations not yet handed down (see pendingShift).
        var shift = CGPoint.zero
        var ancestor = parent as CALayer?
        while let a = ancestor { shift.x += a.renderState.pendingShift.x; shift.y += a.renderState.pendingShift.y; ancestor = a.superlayer }
        collectCoveredAreas(shift: shift, into: &covered)
        root.renderState.pendingDamage += covered
        if !covered.isEmpty { root.onNeedsFrame?() }
        parent.sublayerStorage.removeAll { $0 === self }
        parent.renderState.childrenChanged = true
        parent.renderState.descendantNeedsWork = true   // the renderer visits it: its subtree changed
        parent.markDescendantWork()
        superlayer = nil
        if subtreeHasAnimations { AnimationEngine.noteMayBeOffScreen(self, scheduler: scheduler ?? self.scheduler) }
    }

    /// The screen areas this subtree covered (with the translations not yet handed down), and
    /// forgets them: the layers are leaving the screen.
    private func collectCoveredAreas(shift: CGPoint, into covered: inout [CGRect]) {
        if let r = renderState.screenRect { covered.append(r.offsetBy(dx: shift.x, dy: shift.y)) }
        let inner = CGPoint(x: shift.x + renderState.pendingShift.x, y: shift.y + renderState.pendingShift.y)
        renderState.forgetScreenPlacement()
        renderState.pendingShift = .zero
        for l in sublayerStorage { l.collectCoveredAreas(shift: inner, into: &covered) }
    }

    /// Calls `body` for this layer and every layer below it, parents first.
    package func forEachInSubtree(_ body: (CALayer) -> Void) {
        body(self)
        for l in sublayerStorage { l.forEachInSubtree(body) }
    }

    /// The sublayers in drawing order: by `zPosition`, then by index (a stable sort).
    package var sublayersInDrawingOrder: [CALayer] {
        var needsSort = false
        for l in sublayerStorage where l.displayed.zPosition != 0 { needsSort = true; break }
        guard needsSort else { return sublayerStorage }
        return sublayerStorage.enumerated().sorted {
            $0.element.displayed.zPosition != $1.element.displayed.zPosition ? $0.element.displayed.zPosition < $1.element.displayed.zPosition : $0.offset < $1.offset
        }.map(\.element)
    }
}

/// `warnOnce` from code that may run off the main actor (value types, colours, snapshots): once
/// per message on the main actor, every time elsewhere.
package func warnOnceFromAnyThread(_ message: String) {
    if isRunningOnMainActor { MainActor.assumeIsolated { warnOnce(message) } }
    else { FileHandle.standardError.write(Data("warning: \(message)\n".utf8)) }
}

/// Whether the caller runs on the main actor: on the main thread, or in a block of the main
/// queue (whose blocks run on the main actor even where the main actor's jobs do not run on
/// the process's first thread, as under a test runner).
package var isRunningOnMainActor: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil }

/// Marks the main queue (see `isRunningOnMainActor`).
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Prints a one-line warning on standard error, once per distinct message.
@MainActor
package func warnOnce(_ message: String) {
    guard FrameContext.main.warningsPrinted.insert(message).inserted else { return }
    FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
}
