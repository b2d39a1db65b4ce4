import Foundation

/// A diagnostic trace of the live loop for the benchmarks: with `UIKIT_TRACE=FILE` in the
/// environment, the app writes one line per rendered frame — when it started and ended
/// (presented) and when the input it shows arrived — on the monotonic clock (the same as
/// `CACurrentMediaTime()` in an app). The first line tells when the first frame was presented.
///
///     first-frame 12345.678901
///     frame 12345.700000 12345.701200 12345.698000
///     frame 12345.716600 12345.717500 -
@MainActor
final class FrameTrace {
    private let handle: FileHandle
    private var wroteFirst = false
    /// When the oldest input not yet shown arrived (the loop woke up for it).
    var pendingInputArrival: TimeInterval?

    /// The trace the environment asks for, if any.
    static func fromEnvironment() -> FrameTrace? {
        guard let path = ProcessInfo.processInfo.environment["UIKIT_TRACE"], !path.isEmpty else { return nil }
        guard FileManager.default.createFile(atPath: path, contents: nil), let h = FileHandle(forWritingAtPath: path) else {
            printError("warning: UIKIT_TRACE: cannot write '\(path)'; no trace is written")
            return nil
        }
        return FrameTrace(handle: h)
    }

    private init(handle: FileHandle) { self.handle = handle }

    /// Records a rendered frame.
    func frame(start: TimeInterval, end: TimeInterval) {
        var text = ""
        if !wroteFirst {
            wroteFirst = true
            text += String(format: "first-frame %.6f\n", end)
        }
        let input = pendingInputArrival.map { String(format: "%.6f", $0) } ?? "-"
        text += String(format: "frame %.6f %.6f ", start, end) + input + "\n"
        pendingInputArrival = nil
        handle.write(Data(text.utf8))
    }
}
