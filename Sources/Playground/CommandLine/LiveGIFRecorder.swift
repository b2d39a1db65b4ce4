import UIKit
import WindowSystem

/// `--export-gif` in the window: records each drag as it is shown — every frame that changed,
/// at its frame timestamp, from the press until the screen has been still for a moment — and
/// writes them as one animated GIF when the app quits. Headless runs use
/// ``animation(ofFrames:interval:)`` on the frames they wrote.
///
/// It watches the frames through the screen driver's phase observer (after a frame is on
/// screen) and the input through its input callback; each frame is kept as 15-bit colour.
/// At most `maximumFrames` frames are kept (the latest), about 10 s at 60 frames a second.
@MainActor
final class LiveGIFRecorder {
    let path: String
    static let maximumFrames = 600
    /// How long the screen stays still after a release before a drag's recording ends.
    static let settleTime: TimeInterval = 0.5

    private unowned let driver: ScreenDriver
    private var gif: AnimatedGIF?
    private var recording = false
    private var released: TimeInterval?
    private var lastChange: TimeInterval = 0
    private var end: TimeInterval = 0
    private var timeOffset: TimeInterval = 0
    private var lastTime: TimeInterval?

    init(driver: ScreenDriver, path: String) {
        self.driver = driver
        self.path = path
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
                if let lastTime { timeOffset = driver.frameTimestamp - lastTime - AnimatedGIF.tick }
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
        if gif == nil || gif?.width != buffer.width || gif?.height != buffer.height {
            gif = AnimatedGIF(width: buffer.width, height: buffer.height)
        }
        if !driver.lastDamage.isEmpty || gif?.frameCount == 0 {
            if (gif?.frameCount ?? 0) < Self.maximumFrames { gif?.add(buffer, at: now - timeOffset) }
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
        guard let gif, gif.frameCount > 0 else {
            PlaygroundCommandLine.say("no drag to write to \(path)")
            return
        }
        do {
            try Self.write(gif.data(until: end + AnimatedGIF.tick), to: path)
            PlaygroundCommandLine.say("wrote the animation \(path) (\(gif.frameCount) frames)")
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        }
    }

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// The GIF of PNG frames shown `interval` seconds apart, and how many distinct frames it holds.
    static func animation(ofFrames paths: [String], interval: TimeInterval) throws -> (data: Data, frames: Int) {
        var gif: AnimatedGIF?
        for (i, path) in paths.enumerated() {
            let frame: CairoSurface
            do { frame = try CairoSurface.png(atPath: path) } catch { throw Failure(description: "cannot read the frame \(path): \(error)") }
            if gif == nil { gif = AnimatedGIF(width: frame.width, height: frame.height) }
            gif?.add(frame, at: Double(i) * interval)
        }
        guard let gif else { throw Failure(description: "no frames to make an animation of") }
        return (gif.data(until: Double(paths.count) * interval), gif.frameCount)
    }

    static func write(_ data: Data, to path: String) throws {
        do { try data.write(to: URL(fileURLWithPath: path)) } catch { throw Failure(description: "cannot write the animation to '\(path)': \(error.localizedDescription)") }
    }
}
