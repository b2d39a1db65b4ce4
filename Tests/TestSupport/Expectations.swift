import Foundation
import Testing
import UIKit
import UIKitTesting

// Near-equality expectations: on failure they record one issue at the caller's line that shows
// the value found, the value expected and the tolerance (a `Bool` helper inside `#expect` would
// show only `false`).

/// Expects `actual` to be within `tolerance` of `expected` (nil fails).
///
///     expectNear(shownTX(b.view), 0.6 * 320, tolerance: 1, "scrubbed to 60 %")
///     // fails as: "scrubbed to 60 %: 190.0 is not within 1.0 of 192.0"
public func expectNear(_ actual: Double?, _ expected: Double, tolerance: Double = 0.5,
                       _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    if let actual, abs(actual - expected) <= tolerance { return }
    recordMiss(actual.map { "\($0)" } ?? "nil", "\(expected)", "\(tolerance)", comment, sourceLocation)
}

/// Expects `actual` to be within `tolerance` of `expected` (nil fails).
public func expectNear(_ actual: CGFloat?, _ expected: CGFloat, tolerance: CGFloat = 0.5,
                       _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    if let actual, abs(actual - expected) <= tolerance { return }
    recordMiss(actual.map { "\($0)" } ?? "nil", "\(expected)", "\(tolerance)", comment, sourceLocation)
}

/// Expects both coordinates of `actual` to be within `tolerance` of `expected`'s (nil fails).
public func expectNear(_ actual: CGPoint?, _ expected: CGPoint, tolerance: CGFloat = 0.5,
                       _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    if let actual, abs(actual.x - expected.x) <= tolerance, abs(actual.y - expected.y) <= tolerance { return }
    recordMiss(actual.map { "\($0)" } ?? "nil", "\(expected)", "\(tolerance)", comment, sourceLocation)
}

/// Expects the origin and the size of `actual` to be within `tolerance` of `expected`'s, in
/// each component (nil fails).
public func expectNear(_ actual: CGRect?, _ expected: CGRect, tolerance: CGFloat = 0.5,
                       _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    if let actual, abs(actual.minX - expected.minX) <= tolerance, abs(actual.minY - expected.minY) <= tolerance,
       abs(actual.width - expected.width) <= tolerance, abs(actual.height - expected.height) <= tolerance { return }
    recordMiss(actual.map { "\($0)" } ?? "nil", "\(expected)", "\(tolerance)", comment, sourceLocation)
}

/// Expects every component of `actual` to be within `tolerance` of `expected` (a missing
/// pixel, outside the screen, fails).
public func expectPixel(_ actual: RGBA?, near expected: RGBA, tolerance: Int = 3,
                        _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    if let actual, actual.isClose(to: expected, tolerance: tolerance) { return }
    recordMiss(actual.map { "\($0)" } ?? "no pixel", "\(expected)", "\(tolerance)", comment, sourceLocation)
}

/// Where misses go: an issue of the running test, unless a test of these helpers catches them
/// (`NearExpectationMisses.catching`).
public enum NearExpectationMisses {
    @TaskLocal static var sink: (@Sendable (String, SourceLocation) -> Void)?

    /// Runs `body` and returns the misses it would have recorded, with their locations,
    /// instead of recording them.
    public static func catching(_ body: () -> Void) -> [(message: String, location: SourceLocation)] {
        let caught = CaughtMisses()
        $sink.withValue({ message, location in caught.append(message, location) }) { body() }
        return caught.misses
    }
}

private final class CaughtMisses: @unchecked Sendable {
    private(set) var misses: [(message: String, location: SourceLocation)] = []
    func append(_ message: String, _ location: SourceLocation) { misses.append((message, location)) }
}

private func recordMiss(_ actual: String, _ expected: String, _ tolerance: String,
                        _ comment: Comment?, _ sourceLocation: SourceLocation) {
    let prefix = comment.map { "\($0.rawValue): " } ?? ""
    let message = "\(prefix)\(actual) is not within \(tolerance) of \(expected)"
    if let sink = NearExpectationMisses.sink { return sink(message, sourceLocation) }
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}
