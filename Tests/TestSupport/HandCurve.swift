import Foundation

/// A cubic Bézier timing curve through (0,0), `p1`, `p2`, (1,1), as Core Animation defines it:
/// for a time fraction x, solve x(s) = x by bisection, return y(s). Tests compute expected
/// values with it, never by reading the library's own curves.
public struct HandCurve: Sendable {
    public let x1: Double, y1: Double, x2: Double, y2: Double

    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// UIKit's ease-in-out (0.42, 0, 0.58, 1).
    public static let easeInOut = HandCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// UIKit's ease-out (0, 0, 0.58, 1).
    public static let easeOut = HandCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Linear.
    public static let linear = HandCurve(x1: 0, y1: 0, x2: 1, y2: 1)

    /// The curve's value at time fraction `x` (clamped to 0…1).
    public func value(at x: Double) -> Double {
        let t = min(max(x, 0), 1)
        func bez(_ a: Double, _ b: Double, _ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if bez(x1, x2, mid) < t { lo = mid } else { hi = mid }
        }
        return bez(y1, y2, (lo + hi) / 2)
    }
}
