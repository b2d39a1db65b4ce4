import Testing
import UIKit
import UIKitTesting
import TestSupport

/// TestSupport's near-equality expectations: a miss is one issue at the caller's line that shows
/// the value found, the value expected and the tolerance; a hit records nothing.
@Suite struct NearExpectationTests {
    @Test func aMissShowsBothValuesAndTheTolerance() {
        withKnownIssue {
            expectNear(Double(190), 192, tolerance: 1, "scrubbed to 60 %")
        } matching: { issue in
            issue.comments.map(\.rawValue).contains("scrubbed to 60 %: 190.0 is not within 1.0 of 192.0")
                && issue.sourceLocation?.fileID == #fileID
        }
    }

    @Test func aMissingValueFails() {
        withKnownIssue {
            expectNear(CGFloat?.none, 1, tolerance: 0.1)
        } matching: { issue in
            issue.comments.map(\.rawValue).contains("nil is not within 0.1 of 1.0")
        }
    }

    @Test func aPixelMissShowsBothColours() {
        withKnownIssue {
            expectPixel(RGBA(red: 120, green: 128, blue: 128), near: RGBA(red: 128, green: 128, blue: 128), "dimmed")
        } matching: { issue in
            issue.comments.map(\.rawValue).contains { $0.hasPrefix("dimmed: ") && $0.contains("is not within 3 of") }
        }
    }

    @Test func aHitRecordsNothing() {
        expectNear(Double(0.3), 0.30001, tolerance: 1e-3)
        expectNear(CGPoint(x: 1, y: 2), CGPoint(x: 1.2, y: 2), tolerance: 0.5)
        expectNear(CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: 10, height: 10.4))
        expectPixel(RGBA(red: 126, green: 128, blue: 130), near: RGBA(red: 128, green: 128, blue: 128))
    }
}
