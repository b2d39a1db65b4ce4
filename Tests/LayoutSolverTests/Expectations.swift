import LayoutSolver
import Testing

// The near-equality expectation of TestSupport, for a target that does not depend on UIKit: a
// miss records one issue at the caller's line showing the value found, the value expected and
// the tolerance.

/// Expects `actual` to be within `tolerance` of `expected`.
func expectNear(_ actual: Double, _ expected: Double, tolerance: Double = 1e-6,
                _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    if abs(actual - expected) <= tolerance { return }
    let prefix = comment.map { "\($0.rawValue): " } ?? ""
    Issue.record(Comment(rawValue: "\(prefix)\(actual) is not within \(tolerance) of \(expected)"),
                 sourceLocation: sourceLocation)
}

/// Expects the variable's value to be within `tolerance` of `expected` (its name in the message).
func expectValue(_ variable: Variable, _ expected: Double, tolerance: Double = 1e-6,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    expectNear(variable.value, expected, tolerance: tolerance, Comment(rawValue: variable.name),
               sourceLocation: sourceLocation)
}
