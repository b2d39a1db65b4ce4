import Dispatch
import Foundation
import WindowSystem

/// The app's loop with a real window: collect input, run a frame when one is due (its phases,
/// input first, are `ScreenDriver.runFrame()`), then sleep until the next frame is due or
/// something arrives.
///
/// It sleeps in `RunLoop.main`, so the main dispatch queue (`DispatchQueue.main.async`,
/// `asyncAfter`, `Task { @MainActor in … }`) and `Timer.scheduledTimer` run as on iOS. The X
/// connection wakes it through a dispatch read source; a change made by a timer or a queued
/// block wakes it through an empty block on the main queue. With nothing to do it blocks
/// without a timeout and uses no CPU.
@MainActor
final class LiveRunLoop {
    private let driver: ScreenDriver
    private let clock: any FrameClock
    private var sleeping = false
    private var wakeQueued = false
    private var lastFrameTime = -Double.infinity
    private var terminationRequested = false
    private let frameInterval: TimeInterval
    /// Follows the desktop's light or dark setting (nil when it is not followed).
    private let appearance: DesktopAppearanceMonitor?
    private var appearanceSource: (any DispatchSourceRead)?
    /// The shortest time between two frames that show new pointer input (240 Hz).
    static let inputFrameInterval: TimeInterval = 1.0 / 240

    init(driver: ScreenDriver, clock: any FrameClock, appearance: DesktopAppearanceMonitor? = nil) {
        self.driver = driver
        self.clock = clock
        self.appearance = appearance
        frameInterval = 1 / Double(driver.screen.maximumFramesPerSecond)
    }

    /// Runs until the user closes the window (or the process gets SIGTERM or SIGINT).
    func run() {
        var source: (any DispatchSourceRead)?
        if let fd = driver.backend.eventFileDescriptor {
            let s = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
            s.setEventHandler {}  // waking the run loop is all it needs to do
            s.resume()
            source = s
        }
        // SIGTERM and SIGINT (Ctrl-C) end the app as closing its window does.
        let signals = [SIGTERM, SIGINT].map { number -> any DispatchSourceSignal in
            signal(number, SIG_IGN)
            let s = DispatchSource.makeSignalSource(signal: number, queue: .main)
            s.setEventHandler { [unowned self] in self.terminationRequested = true }
            s.resume()
            return s
        }
        // The desktop's appearance: its monitor's output wakes the loop, which reads it at once.
        if let appearance {
            let s = DispatchSource.makeReadSource(fileDescriptor: appearance.fileDescriptor, queue: .main)
            s.setEventHandler { [unowned self] in MainActor.assumeIsolated { self.followAppearance() } }
            s.resume()
            appearanceSource = s
        }
        defer {
            source?.cancel()
            appearanceSource?.cancel()
            signals.forEach { $0.cancel() }
        }
        driver.onFrameRequested = { [unowned self] in self.wake() }
        let trace = FrameTrace.fromEnvironment()

        var inputShown = driver.pointerEventsHandled
        while true {
            let inputBefore = driver.pointerEventsHandled
            let woke = clock.now
            // Events wait for the next frame's input phase; a close request is seen at once.
            driver.collectEvents()
            if trace != nil, driver.pointerEventsHandled != inputBefore, trace?.pendingInputArrival == nil {
                trace?.pendingInputArrival = woke
            }
            if driver.closeRequested || terminationRequested { return }
            let now = clock.now
            // Animations run at the screen's rate; pointer input is shown at once (up to
            // `inputFrameInterval`), so the screen follows the finger without waiting for a tick.
            let inputWaits = driver.pointerEventsHandled != inputShown
            if driver.needsFrame, now - lastFrameTime >= frameInterval * 0.9
                || (inputWaits && now - lastFrameTime >= Self.inputFrameInterval) {
                lastFrameTime = now
                inputShown = driver.pointerEventsHandled
                driver.runFrame()
                driver.backend.flush()
                trace?.frame(start: now, end: clock.now)
            }
            driver.backend.flush()
            if driver.backend.hasBufferedEvents { continue }
            let next = driver.pointerEventsHandled != inputShown ? Self.inputFrameInterval : frameInterval
            let deadline: Date = driver.needsFrame
                ? Date(timeIntervalSinceNow: max(0, lastFrameTime + next - clock.now))
                : .distantFuture
            sleeping = true
            _ = RunLoop.main.run(mode: .default, before: deadline)
            sleeping = false
        }
    }

    /// Reads the desktop's new appearance, if one arrived, and cross-fades the screen to it.
    /// Once the monitor's output ends its descriptor stays readable: stop watching it then.
    private func followAppearance() {
        guard let appearance else { return }
        if let style = appearance.readChanges() { driver.screen.followDesktopAppearance(style) }
        if appearance.isFinished {
            appearanceSource?.cancel()
            appearanceSource = nil
        }
    }

    /// A timer or a queued block changed something while the loop slept: make the run loop return.
    private func wake() {
        guard sleeping, !wakeQueued else { return }
        wakeQueued = true
        DispatchQueue.main.async { [unowned self] in self.wakeQueued = false }
    }
}

/// The app's loop without a window: runs a fixed number of frames on a manual clock at the
/// screen's frame rate and writes each one as a PNG file.
@MainActor
struct HeadlessRun {
    let driver: ScreenDriver
    let clock: ManualFrameClock
    let options: LaunchOptions

    func run() {
        let dir = options.outputDirectory
        do {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        } catch {
            printError("error: cannot create the output directory '\(dir)': \(error.localizedDescription)")
            exit(1)
        }
        let interval = 1 / Double(driver.screen.maximumFramesPerSecond)
        for frame in 1...options.frames {
            _ = RunLoop.main.run(mode: .default, before: Date())  // let queued main-queue work run
            driver.runFrame()
            let path = "\(dir)/frame-\(String(format: "%04d", frame)).png"
            do {
                try driver.backend.frameBuffer.writePNG(to: path)
            } catch {
                printError("error: \(error)")
                exit(1)
            }
            clock.advance(by: interval)
        }
        print("wrote \(options.frames) frame\(options.frames == 1 ? "" : "s") to \(dir)/")
    }
}
