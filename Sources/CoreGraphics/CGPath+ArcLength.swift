import Foundation

/// A line or cubic Bézier segment of a path, flattened into a polyline with the arc length at
/// each of its points: the measure behind `CGPath.trimmed(from:to:)` (what `CAShapeLayer`
/// strokes for `strokeStart` and `strokeEnd`) and behind a keyframe animation's even-speed motion
/// along its `path`.
///
/// A line is its two ends (measured exactly); a curve is sampled at `curveSteps + 1` evenly
/// spaced parameters; a close-subpath is the line back to the subpath's start.
package struct PathArcSegment: Equatable {
    /// The segment's start, control points and end (a line's control points are its ends).
    package let p0: CGPoint, c1: CGPoint, c2: CGPoint, p1: CGPoint
    package let isCurve: Bool
    /// Whether it starts where the previous segment of the same subpath ended (not after a move-to).
    package let continuesPrevious: Bool
    /// The polyline: the points at parameters i / n, n = `points.count − 1`.
    package let points: [CGPoint]
    /// The length along the polyline at each point.
    package let lengths: [Double]

    /// The segment's length.
    package var length: Double { lengths.last ?? 0 }

    /// A line from `from` to `to`.
    package init(line from: CGPoint, _ to: CGPoint, continues: Bool) {
        p0 = from; c1 = from; c2 = to; p1 = to; isCurve = false; continuesPrevious = continues
        points = [from, to]
        lengths = [0, hypot(Double(to.x - from.x), Double(to.y - from.y))]
    }

    /// A cubic curve sampled `steps` times.
    package init(curve from: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ to: CGPoint, steps: Int, continues: Bool) {
        p0 = from; self.c1 = c1; self.c2 = c2; p1 = to; isCurve = true; continuesPrevious = continues
        let n = max(1, steps)
        points = (0...n).map { Self.cubic(from, c1, c2, to, Double($0) / Double(n)) }
        var total = 0.0
        lengths = [0] + zip(points, points.dropFirst()).map { a, b in
            total += hypot(Double(b.x - a.x), Double(b.y - a.y))
            return total
        }
    }

    /// The segments of `path` in order: each line-to, curve-to (sampled `curveSteps` times) and
    /// close-subpath is one; move-tos only start subpaths.
    package static func segments(of path: CGPath, curveSteps: Int) -> [PathArcSegment] {
        var result: [PathArcSegment] = []
        var current: CGPoint?, start: CGPoint?
        var fresh = true
        for element in path.elements {
            switch element {
            case .move(let p): current = p; start = p; fresh = true
            case .line(let p):
                result.append(PathArcSegment(line: current ?? p, p, continues: !fresh))
                current = p; fresh = false
            case .curve(let a, let b, let p):
                result.append(PathArcSegment(curve: current ?? a, a, b, p, steps: curveSteps, continues: !fresh))
                current = p; fresh = false
            case .close:
                if let c = current, let s = start {
                    result.append(PathArcSegment(line: c, s, continues: !fresh))
                    current = s
                }
                fresh = true
            }
        }
        return result
    }

    /// Where arc length `d` falls: the polyline piece `index` (1…n, from point index − 1 to
    /// point index) and the fraction along it (below 0 before the start, above 1 past the end,
    /// 0 on a piece of no length).
    package func piece(atLength d: Double) -> (index: Int, fraction: Double) {
        var i = 1
        while i < lengths.count - 1 && lengths[i] < d { i += 1 }
        let span = lengths[i] - lengths[i - 1]
        return (i, span > 0 ? (d - lengths[i - 1]) / span : 0)
    }

    /// The point at parameter `t` of a cubic Bézier.
    package static func cubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: Double) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * Double(p0.x) + b * Double(p1.x) + c * Double(p2.x) + d * Double(p3.x),
                       y: a * Double(p0.y) + b * Double(p1.y) + c * Double(p2.y) + d * Double(p3.y))
    }

    /// The point `t` of the way from `a` to `b` (extrapolated outside 0…1).
    package static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
        CGPoint(x: Double(a.x) + Double(b.x - a.x) * t, y: Double(a.y) + Double(b.y - a.y) * t)
    }
}
