import Foundation

// How Core Animation places a layer in 3D, and the plane-to-plane projections the renderer
// draws with.
//
// Apple's documentation: `transform` "is applied relative to the layer's anchor point";
// `anchorPointZ` is "the anchor point on the z axis around which geometric manipulations
// occur"; `zPosition` is the layer's position on the z axis; `sublayerTransform` is "the
// transform to apply to sublayers when rendering", typically "to add perspective"; a layer
// that is not a `CATransformLayer` flattens its sublayers "into the plane at Z=0". So a point
// `(x, y)` of a layer lands in its superlayer's space at
//
//     (x, y, 0) − (anchor.x, anchor.y, anchorPointZ)     move the anchor to the origin
//       · transform                                       turn, scale, add perspective
//       + (position.x, position.y, zPosition)            place it
//       · (− centre) · sublayerTransform · (+ centre)    the superlayer's sublayer transform,
//                                                          about the centre of its bounds
//
// and then drops its z (the flattening) and divides by w (the perspective). With the default
// anchor point (0.5, 0.5) the superlayer's centre and anchor coincide.

extension CATransform3D {
    /// Whether the transform has a perspective column (`m14`, `m24`, `m34` not zero or `m44`
    /// not one): only then can a layer's plane be drawn other than by an affine transform.
    package var hasPerspective: Bool { m14 != 0 || m24 != 0 || m34 != 0 || m44 != 1 }

    /// Maps the point `(x, y, 0)`; returns the homogeneous `(X, Y, Z, W)`.
    package func apply(x: CGFloat, y: CGFloat) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        (x * m11 + y * m21 + m41, x * m12 + y * m22 + m42, x * m13 + y * m23 + m43, x * m14 + y * m24 + m44)
    }
}

extension LayerProperties {
    /// The 4×4 transform that maps a layer with these properties into its superlayer's 3D
    /// space, in Core Animation's order (see the top of this file).
    package func transform3DToSuperlayer(parent: LayerProperties?, anchorPointZ: CGFloat) -> CATransform3D {
        let anchor = anchorInBounds
        var m = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ)
        if transform != CATransform3DIdentity { m = m.concatenating(transform) }
        m = m.concatenating(CATransform3DMakeTranslation(position.x, position.y, zPosition))
        if let parent, parent.sublayerTransform != CATransform3DIdentity {
            let c = CGPoint(x: parent.bounds.midX, y: parent.bounds.midY)
            m = m.concatenating(CATransform3DMakeTranslation(-c.x, -c.y, 0))
                .concatenating(parent.sublayerTransform)
                .concatenating(CATransform3DMakeTranslation(c.x, c.y, 0))
        }
        return m
    }
}

extension CALayer {
    /// The 4×4 transform from this layer's plane into its superlayer's space, with the values on
    /// screen (the presentation).
    package var displayedTransform3DToSuperlayer: CATransform3D {
        displayed.transform3DToSuperlayer(parent: superlayer?.displayed, anchorPointZ: anchorPointZ)
    }

    /// The same with the model values.
    package var transform3DToSuperlayer: CATransform3D {
        model.transform3DToSuperlayer(parent: superlayer?.model, anchorPointZ: anchorPointZ)
    }
}

/// A projective map of the plane (a 3×3 matrix), written for row vectors as `CATransform3D`
/// is: `[x y 1] · H = [X Y W]`, the point `(X/W, Y/W)`.
package struct PlaneProjection: Equatable {
    package var r0: SIMD3<Double>, r1: SIMD3<Double>, r2: SIMD3<Double>

    package init(r0: SIMD3<Double>, r1: SIMD3<Double>, r2: SIMD3<Double>) {
        self.r0 = r0; self.r1 = r1; self.r2 = r2
    }

    /// The projection of a 4×4 transform onto the plane z = 0 of both spaces: the layer's points
    /// have z = 0 and the result's z is dropped (the flattening).
    package init(_ m: CATransform3D) {
        r0 = SIMD3(Double(m.m11), Double(m.m12), Double(m.m14))
        r1 = SIMD3(Double(m.m21), Double(m.m22), Double(m.m24))
        r2 = SIMD3(Double(m.m41), Double(m.m42), Double(m.m44))
    }

    /// An affine transform as a projection.
    package init(_ t: CGAffineTransform) {
        r0 = SIMD3(Double(t.a), Double(t.b), 0)
        r1 = SIMD3(Double(t.c), Double(t.d), 0)
        r2 = SIMD3(Double(t.tx), Double(t.ty), 1)
    }

    /// `self` followed by `b`.
    package func concatenating(_ b: PlaneProjection) -> PlaneProjection {
        func row(_ r: SIMD3<Double>) -> SIMD3<Double> { r.x * b.r0 + r.y * b.r1 + r.z * b.r2 }
        return PlaneProjection(r0: row(r0), r1: row(r1), r2: row(r2))
    }

    /// The homogeneous image `(X, Y, W)` of a point.
    package func apply(_ p: CGPoint) -> SIMD3<Double> { Double(p.x) * r0 + Double(p.y) * r1 + r2 }

    /// The image of a point, or nil when it lies on or behind the eye (`w ≤ 0`).
    package func project(_ p: CGPoint) -> CGPoint? {
        let v = apply(p)
        guard v.z > Self.nearW else { return nil }
        return CGPoint(x: v.x / v.z, y: v.y / v.z)
    }

    /// Whether the map is affine (no perspective).
    package var isAffine: Bool { r0.z == 0 && r1.z == 0 && r2.z == 1 }

    /// The inverse map, or nil when the map is singular (a plane seen edge-on).
    package var inverted: PlaneProjection? {
        let c0 = SIMD3(r1.y * r2.z - r1.z * r2.y, r0.z * r2.y - r0.y * r2.z, r0.y * r1.z - r0.z * r1.y)
        let c1 = SIMD3(r1.z * r2.x - r1.x * r2.z, r0.x * r2.z - r0.z * r2.x, r0.z * r1.x - r0.x * r1.z)
        let c2 = SIMD3(r1.x * r2.y - r1.y * r2.x, r0.y * r2.x - r0.x * r2.y, r0.x * r1.y - r0.y * r1.x)
        let det = r0.x * c0.x + r1.x * c0.y + r2.x * c0.z
        let scale = largestMagnitude
        guard det.isFinite, abs(det) > 1e-12 * scale * scale * scale else { return nil }
        return PlaneProjection(r0: c0 / det, r1: c1 / det, r2: c2 / det)
    }

    /// The largest magnitude of the nine entries.
    package var largestMagnitude: Double {
        max(max(abs(r0.x), abs(r0.y), abs(r0.z)), max(abs(r1.x), abs(r1.y), abs(r1.z)), max(abs(r2.x), abs(r2.y), abs(r2.z)))
    }

    /// Points with `w` at or below this are behind the eye (or too near it to draw).
    package static let nearW = 1e-6

    /// The visible part of a polygon (points with `w > nearW`), in projected coordinates:
    /// the polygon clipped against the eye's plane in homogeneous space before the division.
    package func projectClipped(_ polygon: [CGPoint]) -> [CGPoint] {
        let v = polygon.map { apply($0) }
        guard !v.isEmpty else { return [] }
        if v.allSatisfy({ $0.z > Self.nearW }) { return v.map { CGPoint(x: $0.x / $0.z, y: $0.y / $0.z) } }
        let limit = Self.nearW * 2
        var out: [SIMD3<Double>] = []
        for i in v.indices {
            let a = v[i], b = v[(i + 1) % v.count]
            let aIn = a.z > limit, bIn = b.z > limit
            if aIn { out.append(a) }
            if aIn != bIn {
                let t = (limit - a.z) / (b.z - a.z)
                out.append(a + (b - a) * t)
            }
        }
        return out.map { CGPoint(x: $0.x / $0.z, y: $0.y / $0.z) }
    }

    /// The bounding box of the visible part of `rect`'s image (nil when none of it is visible).
    package func boundingBox(of rect: CGRect) -> CGRect? {
        let points = projectClipped(rect.corners)
        guard points.count >= 3 else { return nil }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// An axis-aligned rectangle inside the image of `rect` (nil when the image reaches the
    /// eye's plane, or no such rectangle is found): between the middle two of the four corners'
    /// x and the middle two of their y — the largest for a trapezoid with two sides parallel to
    /// an axis (a turn about the vertical or the horizontal axis) — kept only when its four
    /// corners lie inside the image (a convex quadrilateral), else nil.
    package func inscribedRect(of rect: CGRect) -> CGRect? {
        let v = rect.corners.map { apply($0) }
        guard v.allSatisfy({ $0.z > Self.nearW * 2 }) else { return nil }
        let quad = v.map { CGPoint(x: $0.x / $0.z, y: $0.y / $0.z) }
        let xs = quad.map(\.x).sorted(), ys = quad.map(\.y).sorted()
        guard xs.allSatisfy(\.isFinite), ys.allSatisfy(\.isFinite), xs[1] < xs[2], ys[1] < ys[2] else { return nil }
        let inner = CGRect(x: xs[1], y: ys[1], width: xs[2] - xs[1], height: ys[2] - ys[1])
        // Inside a convex polygon: on the same side of every edge (the image of a rectangle in
        // front of the eye is convex).
        var sign = 0.0
        for i in quad.indices {
            let a = quad[i], b = quad[(i + 1) % quad.count]
            for c in inner.corners {
                let cross = Double((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x))
                if abs(cross) < 1e-9 { continue }
                if sign == 0 { sign = cross < 0 ? -1 : 1 } else if cross * sign < 0 { return nil }
            }
        }
        return inner
    }

    /// Twice the signed area of the visible part of `rect`'s image (positive when it keeps its
    /// orientation in a y-down space, negative when it shows its back; 0 edge-on or unseen).
    package func signedArea(of rect: CGRect) -> Double {
        let p = projectClipped(rect.corners)
        guard p.count >= 3 else { return 0 }
        var sum = 0.0
        for i in p.indices {
            let a = p[i], b = p[(i + 1) % p.count]
            sum += Double(a.x * b.y - b.x * a.y)
        }
        return sum
    }
}

extension CGRect {
    /// The four corners, clockwise on a y-down screen from the top left.
    package var corners: [CGPoint] {
        [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY)]
    }
}

// MARK: - Points through projections (hit-testing and conversion)

extension CALayer {
    /// Whether the step from this layer into its superlayer has perspective (model values).
    private var stepIsProjective: Bool {
        guard let superlayer else { return false }
        return transform.hasPerspective || superlayer.sublayerTransform.hasPerspective
    }

    /// The map from this layer's plane to its superlayer's (model values): projective when the
    /// step has perspective, else the affine `transformToSuperlayer`.
    package var projectionToSuperlayer: PlaneProjection {
        stepIsProjective ? PlaneProjection(transform3DToSuperlayer) : PlaneProjection(transformToSuperlayer)
    }

    /// The map from this layer's plane to the root's, or nil when every step is affine (then
    /// `transformToRoot` says it all). Each step is flattened on its own (a transform layer's
    /// sublayers are mapped through its plane).
    package var projectionToRootIfProjective: PlaneProjection? {
        var projective = false
        var l: CALayer? = self
        while let c = l, c.superlayer != nil {
            if c.stepIsProjective { projective = true; break }
            l = c.superlayer
        }
        guard projective else { return nil }
        var h = PlaneProjection(CGAffineTransform.identity)
        l = self
        while let c = l, c.superlayer != nil {
            h = h.concatenating(c.projectionToSuperlayer)
            l = c.superlayer
        }
        return h
    }

    /// The map from this layer's plane to the root's.
    package var projectionToRoot: PlaneProjection { projectionToRootIfProjective ?? PlaneProjection(transformToRoot) }

    /// A point of the superlayer's plane in this layer's coordinates, or nil when no point of
    /// the layer lands there: the layer is seen edge-on, the point would lie behind the eye, or
    /// the layer shows its back and is not double-sided. (Hit-testing asks this.)
    package func pointFromSuperlayer(_ p: CGPoint) -> CGPoint? {
        guard stepIsProjective else { return p.applying(transformToSuperlayer.inverted()) }
        let h = projectionToSuperlayer
        let area = h.signedArea(of: bounds)
        let size = Double(bounds.width * bounds.height)
        // Edge-on (a vanishing projected area) or turned away.
        guard abs(area) > 1e-3 * max(size, 1), isDoubleSided || area > 0, let inverse = h.inverted else { return nil }
        let v = inverse.apply(p)
        guard abs(v.z) > 1e-12 else { return nil }
        let local = CGPoint(x: v.x / v.z, y: v.y / v.z)
        // The point must be the image of a point in front of the eye, not its mirror image.
        guard h.project(local) != nil else { return nil }
        return local
    }

    /// Maps `p` through `from` then the inverse of `to`; a point with no image (behind the eye,
    /// an edge-on plane) maps to infinity, which no bounds contain.
    static func map(_ p: CGPoint, from: PlaneProjection, to: PlaneProjection) -> CGPoint {
        guard let back = to.inverted else { return CGPoint(x: CGFloat.infinity, y: .infinity) }
        let v = from.concatenating(back).apply(p)
        guard abs(v.z) > 1e-12, v.x.isFinite, v.y.isFinite else { return CGPoint(x: CGFloat.infinity, y: .infinity) }
        return CGPoint(x: v.x / v.z, y: v.y / v.z)
    }
}
