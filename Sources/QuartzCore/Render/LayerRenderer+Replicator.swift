internal import CCairo
import Foundation

extension LayerRenderer {
    /// Draws a replicator's sublayers once per copy, each moved by its transform and tinted.
    /// Copies after the first are drawn without culling (the stored areas are the first copy's).
    func drawInstances(_ layer: CAReplicatorLayer, world: CGAffineTransform, cr: OpaquePointer, cull: CGRect?,
                       opacity: Double, group: Bool) {
        for k in 0..<max(0, layer.instanceCount) {
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
}
