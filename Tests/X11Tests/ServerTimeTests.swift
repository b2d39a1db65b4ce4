import Testing
import TestExpectations
@testable import WindowSystem

/// The X server's 32-bit millisecond clock wraps every 49.7 days; timestamps must keep increasing.
@Suite struct ServerTimeTests {
    @Test func timeIsInSecondsAndKeepsIncreasingAcrossAWrap() {
        var (t, w) = X11Backend.unwrappedSeconds(1_500, last: nil, wraps: 0)
        #expect(t == 1.5 && w == 0)
        (t, w) = X11Backend.unwrappedSeconds(UInt32.max - 10, last: 1_500, wraps: w)
        #expect(w == 0, "a forward jump is not a wrap")
        let before = t
        (t, w) = X11Backend.unwrappedSeconds(5, last: UInt32.max - 10, wraps: w)
        #expect(w == 1)
        expectNear(t - before, 0.016, tolerance: 1e-9, "16 ms later, across the wrap: \(t - before)")
        (t, w) = X11Backend.unwrappedSeconds(3, last: 5, wraps: w)
        #expect(w == 1, "a slightly older event (out of order) is not another wrap")
    }
}
