import Testing
import UIKit
import UIKitTesting
import TestSupport

/// TestSupport's near-equality expectations: a miss is one issue at the caller's line that shows
/// the value found, the value expected and the tolerance; a hit records nothing. (The misses
/// are caught instead of recorded, so the run reports them as what they are: expected.)
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

    @Test func aHitRecordsNothing() {
        let misses = NearExpectationMisses.catching {
            expectNear(Double(0.3), 0.30001, tolerance: 1e-3)
            expectNear(CGPoint(x: 1, y: 2), CGPoint(x: 1.2, y: 2), tolerance: 0.5)
            expectNear(CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: 10, height: 10.4))
            expectPixel(RGBA(red: 126, green: 128, blue: 130), near: RGBA(red: 128, green: 128, blue: 128))
        }
        #expect(misses.isEmpty)
    }
}
