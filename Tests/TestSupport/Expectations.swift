@_exported import TestExpectations
import Foundation
import Testing
import UIKit
import UIKitTesting

// The near-equality expectations for numbers and geometry live in TestExpectations (re-exported
// here); this one knows the headless screen's pixels.

/// Expects every component of `actual` to be within `tolerance` of `expected` (a missing
/// pixel, outside the screen, fails).
public func expectPixel(_ actual: RGBA?, near expected: RGBA, tolerance: Int = 3,
                        _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    if let actual, actual.isClose(to: expected, tolerance: tolerance) { return }
    NearExpectationMisses.record(actual.map { "\($0)" } ?? "no pixel", expected: "\(expected)", tolerance: "\(tolerance)",
                                 comment, sourceLocation: sourceLocation)
}
