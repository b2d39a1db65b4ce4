import Foundation

extension CALayer {
    /// Draws the layer and its sublayers into `ctx`, in the layer's own coordinates (its
    /// bounds origin at the context's current origin), as Core Animation's `render(in:)` does.
    public func render(in ctx: CGContext) {
        layoutIfNeeded()
        forEachInSubtree { $0.displayIfNeeded() }
        LayerRenderer.drawImmediately(self, into: ctx)
    }
}
