import Foundation

/// The object that draws, lays out or displays a layer for it (a view, for a view's layer).
///
/// Every requirement is optional, as in Core Animation; each is declared here and given its
/// default in the extension, so an adopter's own implementation is the one called.
@preconcurrency @MainActor
public protocol CALayerDelegate: NSObjectProtocol {
    /// Replaces the layer's drawing: set `layer.contents` yourself.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx`.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for a change of `event` on the layer: nil continues the search (the layer's
    /// `actions`, then its class default), `NSNull()` means no action.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { layer.drawContents() }
    public func draw(_ layer: CALayer, in ctx: CGContext) { layer.noteNothingDrawn() }
    public func layoutSublayers(of layer: CALayer) {}
}
