import Foundation

/// The name of one of Core Animation's predefined timing functions.
///
///     let ease = CAMediaTimingFunction(name: .easeInEaseOut)
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    /// Creates a name from its raw string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a name from its raw string (the unlabelled form the SDK also offers).
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Constant speed: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Starts slowly, then speeds up: control points (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Starts quickly, then slows down: control points (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends: control points (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve most system animations use: control points (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier curve from (0, 0) to (1, 1) that maps an animation's progress to eased
/// progress, as Core Animation defines it.
///
/// The curve is `B(t) = 3(1−t)²t·c1 + 3(1−t)t²·c2 + t³` for `t` in 0…1. The x coordinate is
/// the input progress and the y coordinate the output; y may leave 0…1 to overshoot.
///
///     let f = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
///     animation.timingFunction = f
///
/// Control points are stored as given and reported unchanged by
/// ``getControlPoint(at:values:)``; when solving, x values outside 0…1 are clamped to 0…1
/// (which keeps x monotonic, so every progress maps to exactly one output), and NaN or
/// infinite coordinates count as 0.
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    private let c1x: Float, c1y: Float, c2x: Float, c2y: Float
    /// Polynomial coefficients of x(t) = ((ax·t + bx)·t + cx)·t, and likewise for y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// Creates a timing function from the two inner control points of the curve.
    ///
    /// - Parameters:
    ///   - c1x: The x coordinate of the first control point (clamped to 0…1 when solving).
    ///   - c1y: The y coordinate of the first control point.
    ///   - c2x: The x coordinate of the second control point (clamped to 0…1 when solving).
    ///   - c2y: The y coordinate of the second control point.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.c1x = c1x; self.c1y = c1y; self.c2x = c2x; self.c2y = c2y
        func finite(_ v: Float) -> Double { v.isFinite ? Double(v) : 0 }
        let x1 = min(max(finite(c1x), 0), 1), x2 = min(max(finite(c2x), 0), 1)
        let y1 = finite(c1y), y2 = finite(c2y)
        cx = 3 * x1; bx = 3 * (x2 - x1) - cx; ax = 1 - cx - bx
        cy = 3 * y1; by = 3 * (y2 - y1) - cy; ay = 1 - cy - by
        super.init()
    }

    /// Creates one of the predefined timing functions.
    ///
    /// An unknown name gives the linear function.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Writes the control point at `idx` into `ptr[0]` (x) and `ptr[1]` (y).
    ///
    /// Index 0 is (0, 0), 1 and 2 are the control points given at creation, 3 is (1, 1).
    /// An index outside 0…3 leaves the buffer untouched.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Float, Float)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = (c1x, c1y)
        case 2: point = (c2x, c2y)
        case 3: point = (1, 1)
        default: return
        }
        ptr[0] = point.0
        ptr[1] = point.1
    }

    /// Two timing functions are equal when their control points are (as Core Animation's).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return c1x == other.c1x && c1y == other.c1y && c2x == other.c2x && c2y == other.c2y
    }

    /// A hash consistent with `isEqual(_:)`.
    public override var hash: Int {
        var hasher = Hasher()
        for v in [c1x, c1y, c2x, c2y] { hasher.combine(v) }
        return hasher.finalize()
    }

    public override var description: String {
        "CAMediaTimingFunction(controlPoints: \(c1x), \(c1y), \(c2x), \(c2y))"
    }

    // MARK: Solving

    /// The eased progress for the input progress `x`.
    ///
    /// `x` is clamped to 0…1 and NaN counts as 0, so `solve(0) == 0` and `solve(1) == 1`
    /// exactly. The curve parameter is found to machine precision.
    package func solve(_ x: Double) -> Double {
        guard x > 0 else { return 0 }   // also catches NaN
        guard x < 1 else { return 1 }
        return sampleY(parameter(forX: x))
    }

    /// The slope dy/dx of the curve at input progress `x` (clamped like ``solve(_:)``).
    ///
    /// Multiply by `(toValue − fromValue) / duration` to get the value's velocity, for
    /// example to hand an eased animation's motion on to a spring. Where the curve's x
    /// stands still (a control point at an end with x = 0 or 1) the slope is the limit of
    /// dy/dx; where that limit is vertical the result is ±infinity.
    package func slope(at x: Double) -> Double {
        let x = x.isNaN ? 0 : min(max(x, 0), 1)
        let t = x <= 0 ? 0 : x >= 1 ? 1 : parameter(forX: x)
        let dx = (3 * ax * t + 2 * bx) * t + cx, dy = (3 * ay * t + 2 * by) * t + cy
        if abs(dx) > 1e-12 { return dy / dx }
        if abs(dy) > 1e-12 { return dy > 0 ? .infinity : -.infinity }
        // Both first derivatives vanish: the slope is the ratio of the next non-zero ones.
        let ddx = 6 * ax * t + 2 * bx, ddy = 6 * ay * t + 2 * by
        if abs(ddx) > 1e-12 { return ddy / ddx }
        if abs(ddy) > 1e-12 { return ddy > 0 ? .infinity : -.infinity }
        return ax != 0 ? ay / ax : 0
    }

    private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }

    /// The curve parameter t in 0…1 whose x is `x` (for `x` strictly inside 0…1).
    ///
    /// Newton's method from t = x converges in a few steps for ordinary curves. Where the
    /// derivative is tiny (a vertical tangent, where y is very sensitive to t) or Newton
    /// leaves 0…1, bisection (x is monotonic) narrows t down to machine precision.
    private func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if error == 0 { return t }
            let derivative = (3 * ax * t + 2 * bx) * t + cx
            if abs(derivative) < 1e-6 { break }
            let next = t - error / derivative
            if !(next >= 0 && next <= 1) { break }
            if abs(next - t) < 1e-14 { return next }
            t = next
        }
        var lo = 0.0, hi = 1.0
        while hi - lo > 1e-15 {
            let mid = (lo + hi) / 2, value = sampleX(mid)
            if value == x { return mid }
            if value < x { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
