internal import CCairo
import Foundation

/// Layers under a ``CATransition``: each frame draws the layer's old look (the pixels of its area
/// in the last frame before the transition, taken once) and its new look (its subtree drawn flat
/// into an image, as a layer placed in 3D is, and remade only when the subtree changes), moved
/// and cross-faded by the transition's progress. The two are summed in a group — the old at
/// `1 − progress`, the new at `progress` — so where they overlap the result is exactly the
/// cross-fade of the two, and the group goes OVER what lies behind at the layer's opacity.
///
/// The subtree is updated in its own plane (its areas are not the screen's), the layer is one
/// piece for the occlusion pass (it hides nothing: both looks are partly transparent while it
/// runs), and its damage is the area both looks cover, before and after. When the transition
/// is gone, the subtree is placed on screen again from scratch.
extension LayerRenderer {
    /// The update pass for a layer whose transition is in progress (`t`).
    func updateTransitioning(_ layer: CALayer, _ t: LayerTransition, world: CGAffineTransform, forced parentForced: Bool,
                             hidden parentHidden: Bool, scale: CGFloat, damage: inout DamageRegion) {
        let hidden = parentHidden || layer.isHidden
        if !t.animation.beforeTaken {
            t.animation.beforeTaken = true
            t.animation.before = lastFrameImage(of: layer)
        }
        let old = layer.renderState.subtreeRect
        updateInOwnPlane(layer, scale: Self.flatImageScale(world), forced: parentForced, hidden: hidden, screenScale: scale)
        let now = transitionArea(layer, t, hidden: hidden).map { $0.applying(world).insetBy(dx: -1, dy: -1) }
        damage.add(old)
        damage.add(now)
        layer.renderState.hasBeenShown = true
        layer.renderState.screenRect = now
        layer.renderState.subtreeRect = now
        layer.renderState.childrenRect = nil
        layer.renderState.lastWorld = world
        layer.renderState.lastHidden = hidden
        layer.renderState.showsTransition = true
    }

    /// The transition of `layer` ended (or was removed): its last area is damaged, and it and its
    /// subtree, whose stored areas lie in the plane they were updated in, are placed again.
    func endTransition(_ layer: CALayer, damage: inout DamageRegion) {
        damage.add(layer.renderState.subtreeRect)
        layer.renderState.showsTransition = false
        layer.forEachInSubtree { $0.renderState.forgetScreenPlacement() }
    }

    /// The area, in the layer's coordinates, that the two looks cover at the transition's progress.
    private func transitionArea(_ layer: CALayer, _ t: LayerTransition, hidden: Bool) -> CGRect? {
        let p = layer.displayed
        let offsets = t.animation.offsets(at: t.progress, size: p.bounds.size)
        let new = hidden ? nil : currentFlatExtent(layer)?.offsetBy(dx: offsets.new.x, dy: offsets.new.y)
        let old = t.animation.before?.rect.offsetBy(dx: offsets.old.x, dy: offsets.old.y)
        guard var area = Self.union(new, old) else { return nil }
        if layer.masksToBounds { area = area.intersection(p.bounds.insetBy(dx: -1, dy: -1)) }
        return area.isNull || area.isEmpty ? nil : area
    }

    /// The pixels of `layer`'s area in the frame drawn last (what the screen shows), in the
    /// layer's coordinates then; nil when there is no such frame (a new or lost surface), when
    /// the layer was not on screen, or was rotated or inside a layer placed in 3D.
    private func lastFrameImage(of layer: CALayer) -> TransitionSnapshot? {
        let state = layer.renderState
        guard flatRoot == nil, let surface = lastFrameSurface, !state.lastHidden, let area = state.subtreeRect,
              let world = state.lastWorld, world.b == 0, world.c == 0, world.a != 0, world.d != 0 else { return nil }
        let pixels = PixelRect(enclosing: area).intersection(PixelRect(x: 0, y: 0, width: surface.width, height: surface.height))
        guard pixels.width > 0, pixels.height > 0 else { return nil }
        let image = CairoSurface(width: pixels.width, height: pixels.height)
        let cr = image.makeContext()
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, surface.handle, Double(-pixels.x), Double(-pixels.y))
        cairo_paint(cr)
        cairo_destroy(cr)
        image.flush()
        let rect = CGRect(x: pixels.x, y: pixels.y, width: pixels.width, height: pixels.height).applying(world.inverted())
        return TransitionSnapshot(image: image, rect: rect)
    }

    /// Draws a layer whose transition is in progress (`t`), at its `world` placement.
    func drawTransitioning(_ layer: CALayer, _ t: LayerTransition, world: CGAffineTransform, cr: OpaquePointer, cull: CGRect?) {
        let p = layer.displayed
        let alpha = Double(min(max(p.opacity, 0), 1))
        guard alpha > 0 else { return }
        if let cull {
            guard let area = layer.renderState.subtreeRect, area.intersects(cull) else { return }
        }
        let new = layer.isHidden ? nil : flatImage(of: layer, scale: Self.flatImageScale(world))
        let before = t.animation.before
        guard new != nil || before != nil else { return }
        let offsets = t.animation.offsets(at: t.progress, size: p.bounds.size)
        cairo_save(cr)
        if layer.masksToBounds {
            setMatrix(cr, world)
            roundedBoundsPath(layer, cr: cr)
            cairo_clip(cr)
        }
        cairo_push_group(cr)
        if let before, t.progress < 1 {
            paint(before.image, in: before.rect.offsetBy(dx: offsets.old.x, dy: offsets.old.y), world: world,
                  alpha: 1 - t.progress, cr: cr)
        }
        // Summed, not OVER: the old at 1 − progress plus the new at progress is their cross-fade.
        cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
        if let new, t.progress > 0 {
            let rect = CGRect(x: new.origin.x / new.scale, y: new.origin.y / new.scale,
                              width: CGFloat(new.surface.width) / new.scale, height: CGFloat(new.surface.height) / new.scale)
            paint(new.surface, in: rect.offsetBy(dx: offsets.new.x, dy: offsets.new.y), world: world, alpha: t.progress, cr: cr)
        }
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
        lastFrameLayersDrawn += 1
    }

    /// Paints `image` stretched over `rect` (the layer's coordinates under `world`) with `alpha`.
    private func paint(_ image: CairoSurface, in rect: CGRect, world: CGAffineTransform, alpha: Double, cr: OpaquePointer) {
        setMatrix(cr, world)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / Double(image.width), rect.height / Double(image.height))
        cairo_set_source_surface(cr, image.handle, 0, 0)
        if alpha < 1 { cairo_paint_with_alpha(cr, alpha) } else { cairo_paint(cr) }
    }
}
