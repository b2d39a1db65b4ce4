import CoreGraphics
import Foundation
import Testing

// Near-equality expectations: on failure they record one issue at the caller's line that shows
// the value found, the value expected and the tolerance (a `Bool` helper inside `#expect` would
// show only `false`). A value is near when `abs(actual - expected) <= tolerance`; for a strict
// bound (`< 12`), pass the largest value below it (`tolerance: 12.nextDown`, or 11 for `Int`).
//
// This target depends on CoreGraphics (and CPango, for `DirectPango`) only, so every test target can use it; TestSupport
// re-exports it along with its UIKit helpers.

/// Expects `actual` to be within `tolerance` of `expected` (nil fails).
///
///     expectNear(shownTX(b.view), 0.6 * 320, tolerance: 1, "scrubbed to 60 %")
///     // fails as: "scrubbed to 60 %: 190.0 is not within 1.0 of 192.0"
public func expectNear(_ actual: Double?, _ expected: Double, tolerance: Double = 0.5,
                       _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    if let actual, abs(actual - expected) <= tolerance { return }
    NearExpectationMisses.record(actual.map { "\($0)" } ?? "nil", expected: "\(expected)", tolerance: "\(tolerance)",
                                 comment, sourceLocation: sourceLocation)
}

/// Expects `actual` to be within `tolerance` of `expected` (nil fails).
public func expectNear(_ actual: CGFloat?, _ expected: CGFloat, tolerance: CGFloat = 0.5,
                       _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    if let actual, abs(actual - expected) <= tolerance { return }
    NearExpectationMisses.record(actual.map { "\($0)" } ?? "nil", expected: "\(expected)", tolerance: "\(tolerance)",
                                 comment, sourceLocation: sourceLocation)
}

/// Expects `actual` to be within `tolerance` of `expected`, as a pixel's component is (nil
/// fails).
public func expectNear(_ actual: Int?, _ expected: Int, tolerance: Int,
                       _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    if let actual, abs(actual - expected) <= tolerance { return }
    NearExpectationMisses.record(actual.map { "\($0)" } ?? "nil", expected: "\(expected)", tolerance: "\(tolerance)",
                                 comment, sourceLocation: sourceLocation)
}

/// Expects both coordinates of `actual` to be within `tolerance` of `expected`'s (nil fails).
public func expectNear(_ actual: CGPoint?, _ expected: CGPoint, tolerance: CGFloat = 0.5,
                       _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    if let actual, abs(actual.x - expected.x) <= tolerance, abs(actual.y - expected.y) <= tolerance { return }
    NearExpectationMisses.record(actual.map { "\($0)" } ?? "nil", expected: "\(expected)", tolerance: "\(tolerance)",
                                 comment, sourceLocation: sourceLocation)
}

/// Expects the origin and the size of `actual` to be within `tolerance` of `expected`'s, in
/// each component (nil fails).
public func expectNear(_ actual: CGRect?, _ expected: CGRect, tolerance: CGFloat = 0.5,
                       _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    if let actual, abs(actual.minX - expected.minX) <= tolerance, abs(actual.minY - expected.minY) <= tolerance,
       abs(actual.width - expected.width) <= tolerance, abs(actual.height - expected.height) <= tolerance { return }
    NearExpectationMisses.record(actual.map { "\($0)" } ?? "nil", expected: "\(expected)", tolerance: "\(tolerance)",
                                 comment, sourceLocation: sourceLocation)
}

/// Expects each of the six entries of `actual` (a, b, c, d, tx, ty) to be within `tolerance`
/// of `expected`'s (nil fails).
public func expectNear(_ actual: CGAffineTransform?, _ expected: CGAffineTransform, tolerance: CGFloat = 0.5,
                       _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    func entries(_ t: CGAffineTransform) -> [CGFloat] { [t.a, t.b, t.c, t.d, t.tx, t.ty] }
    if let actual, zip(entries(actual), entries(expected)).allSatisfy({ abs($0 - $1) <= tolerance }) { return }
    NearExpectationMisses.record(actual.map { "\($0)" } ?? "nil", expected: "\(expected)", tolerance: "\(tolerance)",
                                 comment, sourceLocation: sourceLocation)
}

/// Expects `actual` to have as many elements as `expected`, each within `tolerance` of the
/// one at its place (nil fails): a list of times, a matrix's entries, a pixel's components.
///
///     expectNear([pixel.r, pixel.g, pixel.b], [255, 0, 0], tolerance: 2, "red")
///     // fails as: "red: [250, 0, 0] is not within 2 of [255, 0, 0]"
public func expectNear<Number: SignedNumeric & Comparable>(
    _ actual: [Number]?, _ expected: [Number], tolerance: Number,
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    if let actual, actual.count == expected.count,
       zip(actual, expected).allSatisfy({ abs($0 - $1) <= tolerance }) { return }
    NearExpectationMisses.record(actual.map { "\($0)" } ?? "nil", expected: "\(expected)", tolerance: "\(tolerance)",
                                 comment, sourceLocation: sourceLocation)
}

/// Where misses go: an issue of the running test, unless a test of these expectations catches
/// them (`NearExpectationMisses.catching`).
public enum NearExpectationMisses {
    @TaskLocal static var sink: (@Sendable (String, SourceLocation) -> Void)?

    /// Runs `body` and returns the misses it would have recorded, with their locations,
    /// instead of recording them.
    public static func catching(_ body: () -> Void) -> [(message: String, location: SourceLocation)] {
        let caught = CaughtMisses()
        $sink.withValue({ message, location in caught.append(message, location) }) { body() }
        return caught.misses
    }

    /// Records that `actual` is not within `tolerance` of `expected` (the three as they are
    /// shown), as "comment: actual is not within tolerance of expected": for near expectations
    /// of types this target does not know (a screen's pixel).
    public static func record(_ actual: String, expected: String, tolerance: String,
                              _ comment: Comment?, sourceLocation: SourceLocation) {
        let prefix = comment.map { "\($0.rawValue): " } ?? ""
        let message = "\(prefix)\(actual) is not within \(tolerance) of \(expected)"
        if let sink { return sink(message, sourceLocation) }
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

private final class CaughtMisses: @unchecked Sendable {
    private(set) var misses: [(message: String, location: SourceLocation)] = []
    func append(_ message: String, _ location: SourceLocation) { misses.append((message, location)) }
}
