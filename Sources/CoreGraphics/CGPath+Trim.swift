import Foundation

extension CGPath {
    /// The part of the path between `start` and `end`, fractions (0…1) of its total length,
    /// all subpaths in order — what `CAShapeLayer` strokes for `strokeStart` and `strokeEnd`.
    ///
    /// Lines are measured exactly, curves by flattening (32 pieces each); a close counts as the
    /// line back to the subpath's start. The result is open (a trimmed closed subpath has ends).
    /// Empty when `end <= start`.
    package func trimmed(from start: CGFloat, to end: CGFloat) -> CGPath {
        let segments = PathArcSegment.segments(of: self, curveSteps: PathArcSegment.trimCurveSteps)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0, end > start else { return CGPath(elements: []) }
        let a = Double(max(0, start)) * total, b = Double(min(1, end)) * total
        var out: [Element] = []
        var offset = 0.0
        var lastEnd: (segment: Int, point: CGPoint)?  // the piece that reached its segment's end
        for (i, s) in segments.enumerated() {
            defer { offset += s.length }
            let lo = max(a, offset), hi = min(b, offset + s.length)
            guard hi > lo || (s.length == 0 && lo == hi && offset >= a && offset <= b) else { continue }
            let t0 = s.parameter(atLength: lo - offset), t1 = s.parameter(atLength: hi - offset)
            let piece = s.piece(from: t0, to: t1)
            // Continue the previous piece when it ended where this one starts (so joins are drawn).
            let continues = lastEnd?.segment == i - 1 && s.continuesPrevious && t0 == 0
            if !continues { out.append(.move(piece.first)) }
            out.append(piece.element)
            lastEnd = t1 >= 1 ? (i, piece.last) : nil
        }
        return CGPath(elements: out)
    }
}

/// Trimming a segment: the parameter at an arc length, and the piece between two parameters.
extension PathArcSegment {
    /// Pieces a curve is flattened into for trimming.
    static let trimCurveSteps = 32

    /// The parameter at arc length `d` from the segment's start (clamped to 0…1).
    func parameter(atLength d: Double) -> Double {
        guard length > 0 else { return 0 }
        if d <= 0 { return 0 }
        if d >= length { return 1 }
        let (i, f) = piece(atLength: d)
        return (Double(i - 1) + f) / Double(points.count - 1)
    }

    /// The piece between parameters `t0` and `t1`, as an element with its first and last point.
    func piece(from t0: Double, to t1: Double) -> (first: CGPoint, last: CGPoint, element: CGPath.Element) {
        if !isCurve {
            let a = Self.lerp(p0, p1, t0), b = Self.lerp(p0, p1, t1)
            return (a, b, .line(b))
        }
        // Split at t1 and keep the left part, then split that at t0 / t1 and keep the right.
        let (l0, l1, l2, l3) = Self.split(p0, c1, c2, p1, at: t1).left
        let u = t1 > 0 ? t0 / t1 : 0
        let (r0, r1, r2, r3) = Self.split(l0, l1, l2, l3, at: u).right
        return (r0, r3, .curve(r1, r2, r3))
    }

    private static func split(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint, at t: Double)
        -> (left: (CGPoint, CGPoint, CGPoint, CGPoint), right: (CGPoint, CGPoint, CGPoint, CGPoint)) {
        let ab = lerp(a, b, t), bc = lerp(b, c, t), cd = lerp(c, d, t)
        let abc = lerp(ab, bc, t), bcd = lerp(bc, cd, t), m = lerp(abc, bcd, t)
        return ((a, ab, abc, m), (m, bcd, cd, d))
    }
}
