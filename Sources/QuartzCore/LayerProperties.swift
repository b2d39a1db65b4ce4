import Foundation

/// The animatable properties of a layer, as one value: the model layer holds one, and the
/// presentation (what is on screen during animations) is another, computed each frame.
package struct LayerProperties: Equatable {
    package var bounds: CGRect = .zero
    package var position: CGPoint = .zero
    package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    package var zPosition: CGFloat = 0
    package var transform = CATransform3DIdentity
    package var sublayerTransform = CATransform3DIdentity
    package var backgroundColor: CGColor?
    package var cornerRadius: CGFloat = 0
    package var borderWidth: CGFloat = 0
    package var borderColor: CGColor? = .black
    package var opacity: Float = 1
    package var shadowColor: CGColor? = .black
    package var shadowOpacity: Float = 0
    package var shadowOffset = CGSize(width: 0, height: -3)
    package var shadowRadius: CGFloat = 3
    /// A shape or gradient layer's own properties (nil for other layers): one reference, so
    /// that copying the properties of plain layers costs nothing more.
    package var content: LayerContentProperties?
    /// The values of keys a subclass adds (`setValue(_:forKey:)` with a key that is no layer
    /// property, e.g. a `progress` its `draw(in:)` reads), so that they animate like the
    /// built-in ones. Empty for most layers.
    package var custom: [String: AnimatableValue] = [:]
    /// The part of `contents` shown, in the unit coordinates of the image.
    package var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The part of the shown contents that stretches (the rest keeps its size), in unit coordinates.
    package var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// A ``CATransition`` in progress on the layer (set only in the properties on screen).
    package var transition: LayerTransition?

    package init() {}

    /// The anchor point in bounds coordinates.
    package var anchorInBounds: CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// Maps points of a layer with these properties into its superlayer's coordinates
    /// (including the superlayer's `sublayerTransform`, when given).
    package func transformToSuperlayer(parent: LayerProperties?) -> CGAffineTransform {
        let anchor = anchorInBounds
        var t = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
        let affine = transform.affinePart
        if !affine.isIdentity { t = t.concatenating(affine) }
        t = t.concatenating(CGAffineTransform(translationX: position.x, y: position.y))
        if let parent {
            let sub = parent.sublayerTransform.affinePart
            if !sub.isIdentity {
                // About the centre of the superlayer's bounds (`CATransform3D+Projection.swift`).
                let pa = CGPoint(x: parent.bounds.midX, y: parent.bounds.midY)
                t = t.concatenating(CGAffineTransform(translationX: -pa.x, y: -pa.y))
                    .concatenating(sub).concatenating(CGAffineTransform(translationX: pa.x, y: pa.y))
            }
        }
        return t
    }
}
