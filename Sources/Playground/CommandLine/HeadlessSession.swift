import Foundation
import UIKitTesting

/// The playground without a window (`--headless`): a `HeadlessScreen` shows the root
/// controller, a script drives it on the screen's manual clock, and every frame is written as
/// a PNG file (`frame-0001.png`, …), then optionally a contact sheet.
///
/// First the `preparation` steps run off camera (a scene's set-up: frames are rendered, not
/// written, until the steps are over and nothing animates). Frame 1 shows the screen then; the
/// script starts with frame 2 and each later frame is 1/60 s after the one before. Each event
/// is delivered in the first frame at or after its time, stamped with its own time, as the live
/// loop delivers the window system's events. Without `frames`, frames are rendered until the
/// script has ended and nothing animates any more (at most `settleLimit` seconds after it).
@MainActor
struct HeadlessSession {
    /// Makes the root controller (called once the headless screen exists, so that the scene's
    /// set-up already reads its clock).
    let makeRoot: () -> UIViewController
    /// Called once the root is the window's, before the first frame (opens `--scene`'s scene).
    var rootShown: (UIViewController) -> Void = { _ in }
    /// Steps run before frame 1, whose frames are not written.
    var preparation: [DragStep] = []
    let steps: [DragStep]
    let size: CGSize
    let scale: CGFloat
    /// Exactly this many frames; nil: until the script and its animations are over.
    let frames: Int?
    let outputDirectory: String
    var settleLimit: TimeInterval = 5
    var frameRate: Double = HeadlessSession.defaultFrameRate
    /// The headless clock's frames per second.
    static let defaultFrameRate: Double = 60

    /// What a run produced.
    struct Result {
        /// The frame files in order.
        var paths: [String]
        /// The script's duration in seconds.
        var scriptDuration: TimeInterval
        /// Whether the last frame still had animations running (only with a fixed frame count or the limit).
        var stillAnimating: Bool
        /// How many frame files of an earlier run were removed from the output directory first.
        var removedStaleFrames = 0
    }

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// Renders the frames; throws when a file cannot be written.
    func run() throws -> Result {
        do {
            try FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot create the output directory '\(outputDirectory)': \(error.localizedDescription)")
        }
        // Frames of an earlier (longer) run would mix with this one's: remove them, and say so.
        let stale = Self.frameFiles(in: outputDirectory)
        for name in stale { try? FileManager.default.removeItem(atPath: outputDirectory + "/" + name) }
        let screen = HeadlessScreen(size: size, scale: scale)
        let window = screen.makeWindow()
        let root = makeRoot()
        window.rootViewController = root
        rootShown(root)

        screen.renderFrame()   // the scene as it opens, laid out before any input
        if !preparation.isEmpty {
            let setUp = DragTimeline(preparation)
            let limit = Int(((setUp.duration + settleLimit) * frameRate).rounded(.up))
            play(setUp, on: screen, frames: limit, stopWhenSettled: true) { _ in }
        }

        let timeline = DragTimeline(steps)
        let scriptFrames = Int((timeline.duration * frameRate - 1e-9).rounded(.up)) + 1
        let limit = frames ?? (1 + scriptFrames + Int((settleLimit * frameRate).rounded()))
        var paths: [String] = []
        func write() throws {
            let path = outputDirectory + "/frame-" + String(format: "%04d", paths.count + 1) + ".png"
            do { try screen.writePNG(to: path) } catch { throw Failure(description: "cannot write \(path): \(error)") }
            paths.append(path)
        }
        try write()   // frame 1
        if limit > 1 {
            try play(timeline, on: screen, frames: limit - 1, stopWhenSettled: frames == nil) { _ in try write() }
        }
        return Result(paths: paths, scriptDuration: timeline.duration, stillAnimating: screen.isAnimating,
                      removedStaleFrames: stale.count)
    }

    /// The names of the frame files (`frame-0001.png`, …) in a directory.
    static func frameFiles(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { name in
            name.hasPrefix("frame-") && name.hasSuffix(".png") && name.dropFirst(6).dropLast(4).allSatisfy(\.isNumber)
        }.sorted()
    }

    /// Renders frames 1/60 s apart from the next one on, delivering the timeline's events in
    /// the first frame at or after their times, and calls `frameDone` after each; stops after
    /// `frames` frames, or (`stopWhenSettled`) once the timeline is over and nothing animates.
    private func play(_ timeline: DragTimeline, on screen: HeadlessScreen, frames: Int, stopWhenSettled: Bool,
                      frameDone: (Int) throws -> Void) rethrows {
        let interval = 1 / frameRate
        let start = screen.now + interval
        var next = 0
        for frame in 0..<frames {
            let time = Double(frame) * interval   // the timeline's time of this frame
            screen.advance(by: start + time - screen.now)
            while next < timeline.events.count, timeline.events[next].time <= time + 1e-9 {
                deliver(timeline.events[next], start: start, on: screen)
                next += 1
            }
            screen.renderFrame()
            try frameDone(frame)
            if stopWhenSettled, next == timeline.events.count, time >= timeline.duration - 1e-9, !screen.isAnimating { break }
        }
    }

    /// Posts one event with its own time; a press, release or Escape runs a frame of its own at
    /// the current time, as `HeadlessScreen` does (the frame written after it shows the same instant).
    private func deliver(_ event: DragTimeline.Event, start: TimeInterval, on screen: HeadlessScreen) {
        let time = start + event.time
        switch event.kind {
        case .press(let p): screen.press(at: p, time: time)
        case .move(let p): screen.move(to: p, time: time)
        case .release(let p): screen.release(at: p, time: time)
        case .escape: screen.pressEscape()
        }
    }
}
