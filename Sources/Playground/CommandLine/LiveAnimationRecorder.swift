import UIKit
import WindowSystem

/// `--export-gif` and `--export-apng` in the window: records each drag as it is shown — every
/// frame that changed, at its frame timestamp, from the press until the screen has been still
/// for a moment — and writes them as one animated image when the app quits. Headless runs use
/// ``animation(ofFrames:interval:format:)`` on the frames they wrote.
///
/// It watches the frames through the screen driver's phase observer (after a frame is on
/// screen) and the input through its input callback; each frame goes to the format's encoder
/// at once. At most `maximumFrames` frames are kept, about 10 s at 60 frames a second.
@MainActor
final class LiveAnimationRecorder {
    let path: String
    let format: AnimationFormat
    static let maximumFrames = 600
    /// How long the screen stays still after a release before a drag's recording ends.
    static let settleTime: TimeInterval = 0.5

    private unowned let driver: ScreenDriver
    private var encoder: (any AnimationEncoding)?
    private var recording = false
    private var released: TimeInterval?
    private var lastChange: TimeInterval = 0
    private var end: TimeInterval = 0
    private var timeOffset: TimeInterval = 0
    private var lastTime: TimeInterval?

    /// The pause left between two drags in the animation.
    static let gap: TimeInterval = 0.02

    init(driver: ScreenDriver, path: String, format: AnimationFormat) {
        self.driver = driver
        self.path = path
        self.format = format
        let previousInput = driver.onInput
        driver.onInput = { [weak self] event in
            previousInput?(event)
            self?.handle(event)
        }
        let previousPhase = driver.phaseObserver
        driver.phaseObserver = { [weak self] phase in
            previousPhase?(phase)
            if phase == .completions { self?.frameShown() }
        }
    }

    private func handle(_ event: WindowSystemEvent) {
        switch event {
        case .pointerDown:
            if !recording {
                recording = true
                // Drags follow one another in the animation: the pause between them is left out.
                if let lastTime { timeOffset = driver.frameTimestamp - lastTime - Self.gap }
            }
            released = nil
        case .pointerUp:
            released = driver.frameTimestamp
        default: break
        }
    }

    private func frameShown() {
        guard recording else { return }
        let now = driver.frameTimestamp
        let buffer = driver.backend.frameBuffer
        if encoder == nil || encoder?.width != buffer.width || encoder?.height != buffer.height {
            encoder = format.encoder(width: buffer.width, height: buffer.height)
        }
        if !driver.lastDamage.isEmpty || encoder?.frameCount == 0 {
            if (encoder?.frameCount ?? 0) < Self.maximumFrames { encoder?.add(buffer, at: now - timeOffset) }
            lastChange = now
        }
        lastTime = now - timeOffset
        end = now - timeOffset
        if let released, now - released >= Self.settleTime, now - lastChange >= Self.settleTime {
            recording = false
            self.released = nil
        }
    }

    /// Writes the recorded drags (nothing, with a note, when there were none).
    func save() {
        guard let encoder, encoder.frameCount > 0 else {
            PlaygroundCommandLine.say("no drag to write to \(path)")
            return
        }
        if let problem = encoder.problem { FileHandle.standardError.write(Data("warning: \(path): \(problem)\n".utf8)) }
        do {
            try Self.write(encoder.data(until: end + Self.gap), to: path)
            PlaygroundCommandLine.say("wrote the animation \(path) (\(encoder.frameCount) frames)")
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        }
    }

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// The animation of PNG frames shown `interval` seconds apart, and how many distinct frames it holds.
    static func animation(ofFrames paths: [String], interval: TimeInterval, format: AnimationFormat) throws -> (data: Data, frames: Int) {
        var encoder: (any AnimationEncoding)?
        for (i, path) in paths.enumerated() {
            let frame: CairoSurface
            do { frame = try CairoSurface.png(atPath: path) } catch { throw Failure(description: "cannot read the frame \(path): \(error)") }
            if encoder == nil { encoder = format.encoder(width: frame.width, height: frame.height) }
            encoder?.add(frame, at: Double(i) * interval)
        }
        guard let encoder else { throw Failure(description: "no frames to make an animation of") }
        if let problem = encoder.problem { throw Failure(description: problem) }
        return (encoder.data(until: Double(paths.count) * interval), encoder.frameCount)
    }

    static func write(_ data: Data, to path: String) throws {
        do { try data.write(to: URL(fileURLWithPath: path)) } catch { throw Failure(description: "cannot write the animation to '\(path)': \(error.localizedDescription)") }
    }
}
