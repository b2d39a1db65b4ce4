import Foundation

extension CGPath {
    /// The part of the path between `start` and `end`, fractions (0…1) of its total length,
    /// all subpaths in order — what `CAShapeLayer` strokes for `strokeStart` and `strokeEnd`.
    ///
    /// Lines are measured exactly, curves by flattening (32 pieces each); a close counts as the
    /// line back to the subpath's start. The result is open (a trimmed closed subpath has ends).
    /// Empty when `end <= start`.
    package func trimmed(from start: CGFloat, to end: CGFloat) -> CGPath {
        let segments = TrimSegment.segments(of: self)
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

/// A line or cubic of a path, with its length table.
private struct TrimSegment {
    var p0: CGPoint, c1: CGPoint, c2: CGPoint, p1: CGPoint
    var isCurve: Bool
    /// Whether it starts where the previous segment of the same subpath ended.
    var continuesPrevious: Bool
    /// Cumulative lengths at t = i / steps.
    var table: [Double]
    static let steps = 32

    var length: Double { table.last ?? 0 }

    init(line from: CGPoint, _ to: CGPoint, continues: Bool) {
        p0 = from; c1 = from; c2 = to; p1 = to; isCurve = false; continuesPrevious = continues
        table = [0, hypot(Double(to.x - from.x), Double(to.y - from.y))]
    }

    init(curve from: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ to: CGPoint, continues: Bool) {
        p0 = from; self.c1 = c1; self.c2 = c2; p1 = to; isCurve = true; continuesPrevious = continues
        var t: [Double] = [0]
        var prev = from
        for i in 1...Self.steps {
            let q = Self.cubic(from, c1, c2, to, Double(i) / Double(Self.steps))
            t.append(t[t.count - 1] + hypot(Double(q.x - prev.x), Double(q.y - prev.y)))
            prev = q
        }
        table = t
    }

    static func segments(of path: CGPath) -> [TrimSegment] {
        var result: [TrimSegment] = []
        var current: CGPoint?, start: CGPoint?
        var fresh = true
        for e in path.elements {
            switch e {
            case .move(let p): current = p; start = p; fresh = true
            case .line(let p):
                let from = current ?? p
                result.append(TrimSegment(line: from, p, continues: !fresh))
                current = p; fresh = false
            case .curve(let a, let b, let p):
                let from = current ?? a
                result.append(TrimSegment(curve: from, a, b, p, continues: !fresh))
                current = p; fresh = false
            case .close:
                if let c = current, let s = start {
                    result.append(TrimSegment(line: c, s, continues: !fresh))
                    current = s
                }
                fresh = true
            }
        }
        return result
    }

    /// The parameter at arc length `d` from the segment's start.
    func parameter(atLength d: Double) -> Double {
        guard length > 0 else { return 0 }
        if d <= 0 { return 0 }
        if d >= length { return 1 }
        let n = table.count - 1
        var i = 1
        while i < n && table[i] < d { i += 1 }
        let span = table[i] - table[i - 1]
        let f = span > 0 ? (d - table[i - 1]) / span : 0
        return (Double(i - 1) + f) / Double(n)
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

    private static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
        CGPoint(x: Double(a.x) + Double(b.x - a.x) * t, y: Double(a.y) + Double(b.y - a.y) * t)
    }

    private static func split(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint, at t: Double)
        -> (left: (CGPoint, CGPoint, CGPoint, CGPoint), right: (CGPoint, CGPoint, CGPoint, CGPoint)) {
        let ab = lerp(a, b, t), bc = lerp(b, c, t), cd = lerp(c, d, t)
        let abc = lerp(ab, bc, t), bcd = lerp(bc, cd, t), m = lerp(abc, bcd, t)
        return ((a, ab, abc, m), (m, bcd, cd, d))
    }

    private static func cubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: Double) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * Double(p0.x) + b * Double(p1.x) + c * Double(p2.x) + d * Double(p3.x),
                       y: a * Double(p0.y) + b * Double(p1.y) + c * Double(p2.y) + d * Double(p3.y))
    }
}
