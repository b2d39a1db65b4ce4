internal import CCairo
import Foundation

extension LayerRenderer {
    /// Draws a replicator's sublayers once per copy, each moved by its transform and tinted.
    /// Copies after the first are drawn without culling (the stored areas are the first copy's).
    /// With an `instanceDelay`, copy k shows the sublayers' animations k delays earlier.
    func drawInstances(_ layer: CAReplicatorLayer, world: CGAffineTransform, cr: OpaquePointer, cull: CGRect?,
                       opacity: Double, group: Bool) {
        let delayed = layer.instanceDelay != 0 && layer.instanceDelay.isFinite && layer.subtreeHasAnimations
        let now = delayed ? layer.localTime(atMediaTime: layer.scheduler?.now ?? CACurrentMediaTime()) : 0   // the frame's time
        for k in 0..<max(0, layer.instanceCount) {
            var saved: [(CALayer, LayerProperties?)] = []
            defer { for (l, p) in saved { l.presented = p } }
            if delayed && k > 0 {
                for sub in layer.sublayerStorage { Self.present(sub, atParentTime: now - Double(k) * layer.instanceDelay, saving: &saved) }
            }
            let instanceWorld = k == 0 ? world : layer.transform(ofInstance: k).concatenating(world)
            guard let tint = layer.instanceTint(k) else {
                drawSublayers(layer, world: instanceWorld, cr: cr, cull: k == 0 ? cull : nil, opacity: opacity, group: group)
                continue
            }
            // The copy into a group, multiplied by the tint inside its own alpha, then composited.
            cairo_push_group(cr)
            drawSublayers(layer, world: instanceWorld, cr: cr, cull: k == 0 ? cull : nil, opacity: opacity, group: group)
            let copy = cairo_pop_group(cr)!
            cairo_push_group(cr)
            cairo_identity_matrix(cr)
            cairo_set_source(cr, copy)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_MULTIPLY)
            cairo_set_source_rgb(cr, tint.r, tint.g, tint.b)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source(cr, copy)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, tint.a)
            cairo_pattern_destroy(copy)
        }
    }

    /// Shows a subtree's animations at another time for one drawing (no callbacks, nothing
    /// removed): the values it had go to `saved`, to be put back after.
    private static func present(_ layer: CALayer, atParentTime parentTime: CFTimeInterval,
                                saving saved: inout [(CALayer, LayerProperties?)]) {
        guard layer.subtreeHasAnimations else { return }
        let time = layer.localTime(fromParentTime: parentTime)
        if !layer.animationEntries.isEmpty {
            saved.append((layer, layer.presented))
            var properties = layer.model
            for entry in layer.animationEntries where !entry.animation.startsAtCommit {
                _ = entry.animation.apply(atParentTime: time, to: &properties, of: layer)
            }
            layer.presented = properties
        }
        for sub in layer.sublayerStorage { present(sub, atParentTime: time, saving: &saved) }
    }
}
