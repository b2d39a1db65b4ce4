import Testing
import UIKit
import UIKitTesting
import TestSupport

/// The near-equality expectations (TestExpectations, re-exported by TestSupport, and TestSupport's
/// pixel expectation): a miss is one issue at the caller's line that shows the value found, the
/// value expected and the tolerance; a hit records nothing. (The misses are caught instead of
/// recorded, so the run reports them as what they are: expected.)
@Suite struct NearExpectationTests {
    @Test func aMissShowsBothValuesAndTheTolerance() {
        let line = #line + 1
        let misses = NearExpectationMisses.catching { expectNear(Double(190), 192, tolerance: 1, "scrubbed to 60 %") }
        #expect(misses.map(\.message) == ["scrubbed to 60 %: 190.0 is not within 1.0 of 192.0"])
        #expect(misses.first?.location.fileID == #fileID)
        #expect(misses.first?.location.line == line)
    }

    @Test func aMissingValueFails() {
        let misses = NearExpectationMisses.catching { expectNear(CGFloat?.none, 1, tolerance: 0.1) }
        #expect(misses.map(\.message) == ["nil is not within 0.1 of 1.0"])
    }

    @Test func aPixelMissShowsBothColours() {
        let misses = NearExpectationMisses.catching {
            expectPixel(RGBA(red: 120, green: 128, blue: 128), near: RGBA(red: 128, green: 128, blue: 128), "dimmed")
        }
        #expect(misses.count == 1)
        #expect(misses.first.map { $0.message.hasPrefix("dimmed: ") && $0.message.contains("is not within 3 of") } == true)
    }

    @Test func theToleranceIsInclusive() {
        // 0.5 is exact in binary: the difference is exactly the tolerance.
        let misses = NearExpectationMisses.catching {
            expectNear(Double(1.5), 1, tolerance: 0.5)
            expectNear(CGFloat(1.5), 1, tolerance: 0.5)
            expectNear(12, 10, tolerance: 2)
        }
        #expect(misses.isEmpty)
    }

    @Test func aStrictBoundIsTheToleranceBelowIt() {
        // `abs(a - b) < 12` is `expectNear(a, b, tolerance: CGFloat(12).nextDown)`.
        let misses = NearExpectationMisses.catching {
            expectNear(CGFloat(12), 0, tolerance: CGFloat(12).nextDown)
            expectNear(CGFloat(12).nextDown, 0, tolerance: CGFloat(12).nextDown)
        }
        #expect(misses.count == 1)
        #expect(misses.first?.message.hasPrefix("12.0 is not within 11.99999") == true)
    }

    @Test func intsAndTransformsShowBothValues() {
        let misses = NearExpectationMisses.catching {
            expectNear(120, 128, tolerance: 3, "red")
            expectNear(Int?.none, 128, tolerance: 3)
            expectNear(CGAffineTransform(translationX: 10, y: 0), .identity, tolerance: 1e-9, "moved")
        }
        #expect(misses.map(\.message) == [
            "red: 120 is not within 3 of 128",
            "nil is not within 3 of 128",
            "moved: \(CGAffineTransform(translationX: 10, y: 0)) is not within 1e-09 of \(CGAffineTransform.identity)",
        ])
    }

    @Test func listsMatchElementByElementAndInLength() {
        let misses = NearExpectationMisses.catching {
            expectNear([1.0, 2.0, 3.0], [1.0, 2.1, 3.0], tolerance: 0.05, "times")
            expectNear([250, 0, 0], [255, 0, 0], tolerance: 2, "pixel")
            expectNear([1.0, 2.0], [1.0, 2.0, 3.0], tolerance: 0.5, "one short")
            expectNear([Double]?.none, [1.0], tolerance: 0.5)
        }
        #expect(misses.map(\.message) == [
            "times: [1.0, 2.0, 3.0] is not within 0.05 of [1.0, 2.1, 3.0]",
            "pixel: [250, 0, 0] is not within 2 of [255, 0, 0]",
            "one short: [1.0, 2.0] is not within 0.5 of [1.0, 2.0, 3.0]",
            "nil is not within 0.5 of [1.0]",
        ])
    }

    @Test func aMissOfAnotherTypeIsRecordedTheSameWay() {
        let line = #line + 2
        let misses = NearExpectationMisses.catching {
            NearExpectationMisses.record("(1, 2)", expected: "(1, 3)", tolerance: "0", "pair", sourceLocation: #_sourceLocation)
        }
        #expect(misses.map(\.message) == ["pair: (1, 2) is not within 0 of (1, 3)"])
        #expect(misses.first?.location.line == line)
    }

    @Test func aHitRecordsNothing() {
        let misses = NearExpectationMisses.catching {
            expectNear(Double(0.3), 0.30001, tolerance: 1e-3)
            expectNear(CGPoint(x: 1, y: 2), CGPoint(x: 1.2, y: 2), tolerance: 0.5)
            expectNear(CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: 10, height: 10.4))
            expectPixel(RGBA(red: 126, green: 128, blue: 130), near: RGBA(red: 128, green: 128, blue: 128))
            expectNear(127, 128, tolerance: 2)
            expectNear(CGAffineTransform(scaleX: 2, y: 2), CGAffineTransform(a: 2, b: 0, c: 0, d: 2.0000001, tx: 0, ty: 0),
                       tolerance: 1e-6)
            expectNear([0.1, 0.2], [0.1, 0.2000001], tolerance: 1e-6)
        }
        #expect(misses.isEmpty)
    }
}
