import Foundation

/// A layer that draws its sublayers `instanceCount` times, each copy moved by one more
/// `instanceTransform` and tinted by `instanceColor` plus one more set of colour offsets.
///
/// As in Core Animation: the transform is applied about the centre of the replicator's bounds;
/// instance k's colour is `instanceColor` + k × the offsets (clamped to 0…1), multiplying the
/// sublayers' colours (opaque white, the default, leaves them as they are); copy k shows the
/// sublayers' animations `instanceDelay` × k seconds later (earlier in their time line), as a
/// row of dots pulsing one after the other. The replicator's own properties are plain values
/// here: they do not animate.
@preconcurrency @MainActor
open class CAReplicatorLayer: CALayer {
    /// How many copies to draw (the original included); below 1 draws none.
    open var instanceCount: Int = 1 { didSet { if instanceCount != oldValue { replicationChanged() } } }
    /// How much later each further copy shows the sublayers' animations.
    open var instanceDelay: CFTimeInterval = 0 { didSet { if instanceDelay != oldValue { replicationChanged() } } }
    /// The transform from one copy to the next, about the centre of the bounds.
    open var instanceTransform: CATransform3D = CATransform3DIdentity {
        didSet { if instanceTransform != oldValue { replicationChanged() } }
    }
    /// The colour the first copy is multiplied by (nil: opaque white).
    open var instanceColor: CGColor? { didSet { if instanceColor != oldValue { replicationChanged() } } }
    /// Added to the red component for each further copy.
    open var instanceRedOffset: Float = 0 { didSet { if instanceRedOffset != oldValue { replicationChanged() } } }
    /// Added to the green component for each further copy.
    open var instanceGreenOffset: Float = 0 { didSet { if instanceGreenOffset != oldValue { replicationChanged() } } }
    /// Added to the blue component for each further copy.
    open var instanceBlueOffset: Float = 0 { didSet { if instanceBlueOffset != oldValue { replicationChanged() } } }
    /// Added to the alpha component for each further copy.
    open var instanceAlphaOffset: Float = 0 { didSet { if instanceAlphaOffset != oldValue { replicationChanged() } } }
    /// Kept for source compatibility (copies are drawn flat, in order).
    open var preservesDepth = false

    private func replicationChanged() {
        renderState.childrenChanged = true   // the subtree's image and area change
        setNeedsComposite()
    }

    package override func copyState(from other: CALayer) {
        super.copyState(from: other)
        guard let o = other as? CAReplicatorLayer else { return }
        instanceCount = o.instanceCount; instanceDelay = o.instanceDelay; instanceTransform = o.instanceTransform
        instanceColor = o.instanceColor; instanceRedOffset = o.instanceRedOffset
        instanceGreenOffset = o.instanceGreenOffset; instanceBlueOffset = o.instanceBlueOffset
        instanceAlphaOffset = o.instanceAlphaOffset; preservesDepth = o.preservesDepth
    }

    /// The transform of copy `k` in the layer's own coordinates: `instanceTransform` k times,
    /// about the centre of the bounds (its affine part, as every layer is drawn).
    package func transform(ofInstance k: Int) -> CGAffineTransform {
        let b = displayed.bounds
        let step = instanceTransform.affinePart
        var t = CGAffineTransform.identity
        for _ in 0..<max(0, k) { t = t.concatenating(step) }
        return CGAffineTransform(translationX: -b.midX, y: -b.midY).concatenating(t)
            .concatenating(CGAffineTransform(translationX: b.midX, y: b.midY))
    }

    /// The colour copy `k` is multiplied by, or nil when it changes nothing (opaque white).
    package func instanceTint(_ k: Int) -> (r: Double, g: Double, b: Double, a: Double)? {
        let base: (r: Double, g: Double, b: Double, a: Double) = instanceColor?.clamped ?? (1, 1, 1, 1)
        func c(_ v: Double, _ offset: Float) -> Double { min(max(v + Double(k) * Double(offset), 0), 1) }
        let tint = (c(base.r, instanceRedOffset), c(base.g, instanceGreenOffset), c(base.b, instanceBlueOffset), c(base.a, instanceAlphaOffset))
        return tint == (1, 1, 1, 1) ? nil : tint
    }

    /// The device area of all copies, given that of the first (`world` is the layer's).
    package func instancesArea(_ first: CGRect, world: CGAffineTransform) -> CGRect {
        guard instanceCount > 1 else { return first }
        let back = world.inverted()
        var area = first
        for k in 1..<instanceCount {
            area = area.union(first.applying(back.concatenating(transform(ofInstance: k)).concatenating(world)))
        }
        return area
    }
}
