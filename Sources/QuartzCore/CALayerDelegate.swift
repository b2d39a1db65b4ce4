import Foundation

/// The object that draws, lays out or displays a layer for it (a view, for a view's layer).
///
/// Every requirement is optional, as in Core Animation; each is declared here and given its
/// default in the extension, so an adopter's own implementation is the one called.
@MainActor
public protocol CALayerDelegate: AnyObject {
    /// Replaces the layer's drawing: set `layer.contents` yourself.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx`.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// Whether the delegate implements `display(_:)` (Swift has no `responds(to:)`; defaults to false).
    var implementsDisplayLayer: Bool { get }
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { layer.drawContents() }
    public func draw(_ layer: CALayer, in ctx: CGContext) { layer.noteNothingDrawn() }
    public func layoutSublayers(of layer: CALayer) {}
    public var implementsDisplayLayer: Bool { false }
}
