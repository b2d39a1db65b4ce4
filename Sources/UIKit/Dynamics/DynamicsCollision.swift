import Foundation

/// A convex polygon placed in the world, with the outward normal of each edge (edge `i` runs
/// from vertex `i` to vertex `i + 1`). A segment is a polygon of two vertices: its two edges are
/// the segment's two sides.
struct DynamicsPolygon {
    let vertices: [DynamicsVector]
    let normals: [DynamicsVector]

    /// `vertices` ordered with a positive signed area (or two vertices).
    init(_ vertices: [DynamicsVector]) {
        self.vertices = vertices
        normals = vertices.indices.map { i in
            let e = vertices[(i + 1) % vertices.count] - vertices[i]
            return DynamicsVector(x: e.y, y: -e.x).normalized
        }
    }

    var count: Int { vertices.count }
}

/// A body's or a boundary's shape in the world.
enum DynamicsWorldShape {
    case polygon(DynamicsPolygon)
    case circle(center: DynamicsVector, radius: Double)
}

/// Where two shapes touch or are about to: the normal points from the first shape to the
/// second; each point lies on the first shape's outline, with how deep the second reaches past
/// it there (negative: the gap still between them).
struct DynamicsManifold {
    var normal: DynamicsVector
    var points: [(point: DynamicsVector, depth: Double)]

}

/// Contact generation between convex shapes: separating axes and edge clipping for polygons,
/// closest features for circles.
enum DynamicsCollision {
    /// Shapes this close count as touching (points).
    static let touchingDistance = 0.5

    /// The contact of two shapes, or nil when they are more than `margin` apart. A margin
    /// wider than the touching distance finds the contacts a fast item will make within the
    /// step (speculative contacts), so that it stops at a boundary instead of passing into it.
    static func collide(_ a: DynamicsWorldShape, _ b: DynamicsWorldShape, margin: Double) -> DynamicsManifold? {
        switch (a, b) {
        case let (.polygon(pa), .polygon(pb)):
            return polygons(pa, pb, margin: margin)
        case let (.polygon(p), .circle(c, r)):
            return polygonCircle(p, c, r, margin: margin)
        case let (.circle(c, r), .polygon(p)):
            // The points must lie on the circle, the first shape.
            guard let m = polygonCircle(p, c, r, margin: margin) else { return nil }
            return DynamicsManifold(normal: -m.normal, points: m.points.map { (c - r * m.normal, $0.depth) })
        case let (.circle(ca, ra), .circle(cb, rb)):
            let d = cb - ca, dist = d.length
            guard dist <= ra + rb + margin else { return nil }
            let n = dist > 1e-9 ? (1 / dist) * d : DynamicsVector(x: 0, y: 1)
            return DynamicsManifold(normal: n, points: [(ca + ra * n, ra + rb - dist)])
        }
    }

    /// The edge of `p1` along which `p2` lies farthest out, and that distance (negative when
    /// they overlap along every edge of `p1`).
    private static func maxSeparation(_ p1: DynamicsPolygon, _ p2: DynamicsPolygon) -> (edge: Int, separation: Double) {
        var best = -Double.infinity, edge = 0
        for i in 0..<p1.count {
            let n = p1.normals[i], v = p1.vertices[i]
            var s = Double.infinity
            for w in p2.vertices { s = min(s, n.dot(w - v)) }
            if s > best { best = s; edge = i }
        }
        return (edge, best)
    }

    /// Keeps the part of the segment `v` on the side of the line `n · p = offset` where
    /// `n · p ≤ offset`.
    private static func clip(_ v: [DynamicsVector], normal n: DynamicsVector, offset: Double) -> [DynamicsVector] {
        guard v.count == 2 else { return v }
        let d0 = n.dot(v[0]) - offset, d1 = n.dot(v[1]) - offset
        var out: [DynamicsVector] = []
        if d0 <= 0 { out.append(v[0]) }
        if d1 <= 0 { out.append(v[1]) }
        if d0 * d1 < 0 { out.append(v[0] + (d0 / (d0 - d1)) * (v[1] - v[0])) }
        return out
    }

    static func polygons(_ a: DynamicsPolygon, _ b: DynamicsPolygon, margin: Double) -> DynamicsManifold? {
        let (edgeA, sepA) = maxSeparation(a, b)
        guard sepA <= margin else { return nil }
        let (edgeB, sepB) = maxSeparation(b, a)
        guard sepB <= margin else { return nil }
        // The face of the shape that overlaps least is the reference face (A's when about equal,
        // so that the choice does not flip between steps).
        let flip = sepB > sepA + 1e-3
        let ref = flip ? b : a, inc = flip ? a : b, edge = flip ? edgeB : edgeA
        let n = ref.normals[edge]
        var incident = 0, least = Double.infinity
        for i in 0..<inc.count {
            let d = n.dot(inc.normals[i])
            if d < least { least = d; incident = i }
        }
        var points = [inc.vertices[incident], inc.vertices[(incident + 1) % inc.count]]
        let v1 = ref.vertices[edge], v2 = ref.vertices[(edge + 1) % ref.count]
        let tangent = (v2 - v1).normalized
        points = clip(points, normal: -tangent, offset: -tangent.dot(v1))
        points = clip(points, normal: tangent, offset: tangent.dot(v2))
        var contacts: [(DynamicsVector, Double)] = []
        for p in points {
            let separation = n.dot(p - v1)
            guard separation <= margin else { continue }
            // On A's outline: A's face below B's corner, or A's own corner.
            contacts.append((flip ? p : p - separation * n, -separation))
        }
        guard !contacts.isEmpty else { return nil }
        return DynamicsManifold(normal: flip ? -n : n, points: contacts)
    }

    /// A polygon against a circle; the normal points from the polygon to the circle.
    static func polygonCircle(_ p: DynamicsPolygon, _ c: DynamicsVector, _ r: Double, margin: Double) -> DynamicsManifold? {
        var best = -Double.infinity, edge = 0
        for i in 0..<p.count {
            let s = p.normals[i].dot(c - p.vertices[i])
            if s > r + margin { return nil }
            if s > best { best = s; edge = i }
        }
        let v1 = p.vertices[edge], v2 = p.vertices[(edge + 1) % p.count]
        if best < 1e-9 {
            // The centre is inside the polygon.
            let n = p.normals[edge]
            return DynamicsManifold(normal: n, points: [(c - best * n, r - best)])
        }
        func corner(_ v: DynamicsVector) -> DynamicsManifold? {
            let d = c - v, dist = d.length
            guard dist <= r + margin, dist > 1e-9 else { return nil }
            return DynamicsManifold(normal: (1 / dist) * d, points: [(v, r - dist)])
        }
        if (c - v1).dot(v2 - v1) <= 0 { return corner(v1) }
        if (c - v2).dot(v1 - v2) <= 0 { return corner(v2) }
        let n = p.normals[edge]
        return DynamicsManifold(normal: n, points: [(c - best * n, r - best)])
    }
}
