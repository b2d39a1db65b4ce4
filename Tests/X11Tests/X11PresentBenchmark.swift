import CoreGraphics
import Foundation
import Testing
import WindowSystem

/// How long presenting takes (opt-in: `X11_PRESENT_BENCH=1 swift test --filter X11PresentBenchmark`).
///
/// Prints milliseconds per full-window present for MIT-SHM and for `XPutImage`, and the cost
/// of the round trip that `present` ends with on the MIT-SHM path. Measures, asserts nothing.
@MainActor
struct X11PresentBenchmark {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["X11_PRESENT_BENCH"] != nil))
    func fullWindowPresent() throws {
        try withXvfb { server in
            for useSharedMemory in [true, false] {
                let backend = try server.openBackend(size: CGSize(width: 1024, height: 768),
                                             title: "bench", useSharedMemory: useSharedMemory)
                let frames = 200
                let clock = ContinuousClock()
                let elapsed = clock.measure {
                    for frame in 0..<frames {
                        backend.fill([(PixelRect(x: frame, y: 0, width: 1, height: 1), Colour.white)])
                        backend.present([backend.fullFrame])
                    }
                    backend.flushAndWait()
                }
                let roundTrips = clock.measure { for _ in 0..<1000 { backend.flushAndWait() } }
                print("present 1024×768 via \(backend.usesSharedMemory ? "MIT-SHM + XSync" : "XPutImage"): "
                      + "\(milliseconds(elapsed / frames)) ms/frame; idle XSync round trip \(milliseconds(roundTrips / 1000)) ms")
            }
        }
    }

    private func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.3f", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }
}
