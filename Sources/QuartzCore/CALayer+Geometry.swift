import Foundation

extension CALayer {
    /// Sets `position` and `bounds.size` for a new `frame` (the body of its setter).
    package func setFrameGeometry(_ newValue: CGRect) {
        let f = newValue.standardized
        guard f.origin.x.isFinite, f.origin.y.isFinite, f.width.isFinite, f.height.isFinite else {
            warnOnce("CALayer.frame set to a non-finite rectangle; ignored")
            return
        }
        let affine = transform.affinePart
        if affine.isIdentity {
            bounds.size = f.size
            position = CGPoint(x: f.minX + anchorPoint.x * f.width, y: f.minY + anchorPoint.y * f.height)
        } else {
            // Core Animation keeps the bounds and moves the layer so its bounding box lands at the new origin.
            let current = bounds.applying(transformToSuperlayer)
            position = CGPoint(x: position.x + f.minX - current.minX, y: position.y + f.minY - current.minY)
        }
    }

    /// The affine transform (the 2D part of `transform`).
    public func affineTransform() -> CGAffineTransform { transform.affinePart }

    /// Sets `transform` from an affine transform.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// Maps points of this layer's coordinates into the superlayer's (including the superlayer's
    /// `sublayerTransform`).
    package var transformToSuperlayer: CGAffineTransform {
        model.transformToSuperlayer(parent: superlayer?.model)
    }

    /// The same as `transformToSuperlayer`, with the values on screen (the presentation).
    package var displayedTransformToSuperlayer: CGAffineTransform {
        displayed.transformToSuperlayer(parent: superlayer?.displayed)
    }

    /// Maps points of this layer's coordinates into the root layer's.
    package var transformToRoot: CGAffineTransform {
        var t = CGAffineTransform.identity
        var l: CALayer? = self
        while let c = l, c.superlayer != nil {
            t = t.concatenating(c.transformToSuperlayer)
            l = c.superlayer
        }
        return t
    }

    /// Maps a point from `layer`'s coordinates to this layer's (nil `layer`: the root's).
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        // Through a perspective the map is projective (`CATransform3D+Projection.swift`).
        if projectionToRootIfProjective != nil || layer?.projectionToRootIfProjective != nil {
            return Self.map(p, from: layer?.projectionToRoot ?? PlaneProjection(CGAffineTransform.identity), to: projectionToRoot)
        }
        let toRoot = layer?.transformToRoot ?? .identity
        return p.applying(toRoot).applying(transformToRoot.inverted())
    }

    /// Maps a point from this layer's coordinates to `layer`'s (nil `layer`: the root's).
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        if projectionToRootIfProjective != nil || layer?.projectionToRootIfProjective != nil {
            return Self.map(p, from: projectionToRoot, to: layer?.projectionToRoot ?? PlaneProjection(CGAffineTransform.identity))
        }
        let fromRoot = layer?.transformToRoot.inverted() ?? .identity
        return p.applying(transformToRoot).applying(fromRoot)
    }

    /// Maps a rectangle from `layer`'s coordinates to this layer's (the bounding box when rotated).
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        let toRoot = layer?.transformToRoot ?? .identity
        return r.applying(toRoot.concatenating(transformToRoot.inverted()))
    }

    /// Maps a rectangle from this layer's coordinates to `layer`'s (the bounding box when rotated).
    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        let fromRoot = layer?.transformToRoot.inverted() ?? .identity
        return r.applying(transformToRoot.concatenating(fromRoot))
    }


}
