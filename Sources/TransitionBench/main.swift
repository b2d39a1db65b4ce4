// TransitionBench: the project's renderer against the yardstick of ../shared/bench on the same
// scene, as ratios. See `scripts/bench.sh`, which builds both, starts Xvfb and adds the
// instruction counts (callgrind). Run in a release build.
//
//   TransitionBench --mode image|x11 [--frames 600] [--warmup 10] [--size 1024x768]
//                   [--extra-views N] [--layout frames|constraints] [--blur] [--flip] [--flip-vertical] [--json FILE]
//                   [--frame-times FILE] [--paired]
//   TransitionBench --mode memcpy [--frames 600] [--size 1024x768]
//
// `--mode memcpy` times a `memcpy` of one window-sized frame (4 bytes a pixel): this machine's
// memory bandwidth at the size, the floor under any frame that writes the whole window.
// `--blur` makes the sliding screen a sheet with a full-window blurred backdrop
// (`UIVisualEffectView`, `.systemMaterial`) over the page underneath. `--flip` replaces the
// slide by a perspective card flip (`FlipAnimator`): the projective path of the renderer;
// `--flip-vertical` turns it about the horizontal axis instead (a flip from the top).
// `--sheet` presents the top screen as UIKit's own page sheet instead of the slide (the bottom
// screen recedes behind it in a phone-like window, e.g. --size 390x844).
// `--text-table` makes the sliding screen a table of 30 multi-line labels (TextTableScene.swift).
// `--frame-times FILE` writes each measured frame's time in milliseconds, one a line, in order.
// `--paired` (with `--flip` or `--flip-vertical`) times the slide and the flip frame by frame in
// turn in one process and prints the ratio of their medians (PairedRun.swift).
// Every mode reads its options with `BenchOptions` (a mistake: the problem, the usage, exit 2).
import Foundation
import UIKit
import UIKitTesting
import WindowSystem

@MainActor
func run() {
    var mode = "image", frames = 600, warmup = 10, extra = 0
    var size = CGSize(width: 1024, height: 768)
    var json: String?, frameTimes: String?, png: String?, pngProgress: CGFloat = 0.5, constraints = false, blur = false, flip = false,
        flipVertical = false, paired = false, sheet = false
    let usage = "usage: TransitionBench --mode image|x11|memcpy|list|text|timing [--frames N] [--warmup N] [--size WxH] [--extra-views N] [--layout frames|constraints] [--blur] [--flip] [--flip-vertical] [--sheet] [--paired] [--text-table] [--json FILE] [--frame-times FILE] [--png FILE --p P]\n"
    var textTable = false
    var options = BenchOptions(Array(CommandLine.arguments.dropFirst()), usage: usage)
    while let a = options.next() {
        switch a {
        case "--mode": mode = options.value(a)
        case "--frames": frames = options.wholeNumber(a)
        case "--warmup": warmup = options.wholeNumber(a)
        case "--extra-views": extra = options.wholeNumber(a)
        case "--json": json = options.value(a)
        case "--frame-times": frameTimes = options.value(a)
        case "--layout": constraints = options.choice(a, among: ["frames", "constraints"]) == "constraints"
        case "--blur": blur = true
        case "--flip": flip = true
        case "--flip-vertical": flipVertical = true
        case "--sheet": sheet = true
        case "--paired": paired = true
        case "--text-table": textTable = true
        case "--png": png = options.value(a)
        case "--p": pngProgress = CGFloat(options.number(a, in: 0...1, expecting: "a fraction from 0 to 1"))
        case "--size": size = options.size(a, sides: 1...8192, expecting: "WIDTHxHEIGHT")
        default: options.unknown(a)
        }
    }
    guard ["image", "x11", "memcpy", "timing"].contains(mode) else { options.fail("unknown mode '\(mode)'") }
    guard frames >= 2 else { options.fail("--frames must be at least 2") }
    if paired {
        guard mode == "image", flip || flipVertical, !blur, extra == 0, !constraints, !textTable, png == nil, frameTimes == nil else {
            options.fail("--paired runs the slide and a flip (--flip or --flip-vertical) of the plain scene in --mode image")
        }
        PairedRun.run(size: size, frames: frames, warmup: warmup, flipVertical: flipVertical, json: json)
        return
    }

    if mode == "memcpy" {
        let bytes = Int(size.width) * Int(size.height) * 4
        let times = MemoryBandwidth.copyTimes(bytes: bytes, count: frames)
        let median = times.sorted()[times.count / 2]
        print(String(format: "RESULT mode=memcpy size=%dx%d bytes=%d median_ms=%.3f gb_per_s=%.2f",
                     Int(size.width), Int(size.height), bytes, median, Double(bytes) / (median / 1000) / 1e9))
        return
    }

    if mode == "timing" {
        let cases = TimingAccuracy.run()
        let worst = cases.map { abs($0.error) }.max() ?? 0
        for c in cases {
            print(String(format: "TIMING p=%.2f speed=%.0f %@ expected_ms=%.1f measured_ms=%.1f error_ms=%+.1f",
                         c.percent, c.speed, c.finish ? "finish" : "cancel", c.expected * 1000, c.measured * 1000, c.error * 1000))
        }
        print(String(format: "RESULT mode=timing cases=%d worst_error_ms=%.2f frame_ms=%.2f", cases.count, worst * 1000, 1000.0 / 60))
        if let json {
            let record: [String: Any] = ["mode": "timing", "cases": cases.count, "worst_error_ms": worst * 1000, "frame_ms": 1000.0 / 60]
            BenchOutput.writeRecord(record, to: json)
        }
        return
    }
    let screen: BenchScreen
    switch mode {
    case "image": screen = HeadlessBenchScreen(size: size)
    case "x11":
        do { screen = try X11BenchScreen(size: size) } catch {
            FileHandle.standardError.write(Data("skipped: x11 mode needs an X display (\(error))\n".utf8))
            exit(3)
        }
    default:
        FileHandle.standardError.write(Data("unknown mode '\(mode)'\n".utf8)); exit(2)
    }
    guard !(sheet && (flip || flipVertical || blur)) else { options.fail("--sheet replaces the slide: not with --flip, --flip-vertical or --blur") }
    let scene = ReferenceScene(size: size, image: ReferenceScene.makeImage(), extraViews: extra, constraints: constraints, blur: blur, flip: flip,
                               flipVertical: flipVertical, sheet: sheet)
    let table = textTable ? TextTableScene(installingIn: scene) : nil
    scene.start(on: screen, warmup: warmup)
    var times: [Double] = []
    times.reserveCapacity(frames)
    var damagedPixels = 0
    for i in 0..<frames {
        scene.interaction.update(CGFloat(i) / CGFloat(frames - 1))
        let t0 = monotonicMilliseconds()
        benchFrame(screen)
        times.append(monotonicMilliseconds() - t0)
        damagedPixels += screen.lastDamage.reduce(0) { $0 + $1.area }
    }
    let damageMean = Double(damagedPixels) / Double(frames)
    if let png, let headless = screen as? HeadlessBenchScreen {
        scene.interaction.update(pngProgress)
        benchFrame(screen)
        try? headless.screen.writePNG(to: png)
    }
    let sorted = times.sorted()
    let mean = times.reduce(0, +) / Double(times.count)
    let median = sorted[sorted.count / 2], p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
    // damage_px: the pixels a frame rewrote, on average (all of them for a full-window slide).
    let line = String(format: "RESULT mode=%@ frames=%d size=%dx%d extra_views=%d blur=%d flip=%d flip_vertical=%d sheet=%d mean_ms=%.3f median_ms=%.3f p99_ms=%.3f damage_px=%.0f",
                      mode, frames, Int(size.width), Int(size.height), extra, blur ? 1 : 0, flip ? 1 : 0, flipVertical ? 1 : 0, sheet ? 1 : 0,
                      mean, median, p99, damageMean)
    print(line)
    table?.report()
    // Each measured frame's time, in order (for comparing two ways to draw a frame within one
    // run, frame by frame: BENCHMARKS.md, "The column walk in C").
    if let frameTimes {
        BenchOutput.write(times.map { String(format: "%.6f", $0) }.joined(separator: "\n") + "\n", to: frameTimes,
                          what: "the frame times")
    }
    if let json {
        let record: [String: Any] = ["mode": mode, "frames": frames, "width": Int(size.width), "height": Int(size.height),
                                     "extra_views": extra, "blur": blur, "flip": flip, "flip_vertical": flipVertical, "sheet": sheet, "mean_ms": mean, "median_ms": median, "p99_ms": p99,
                                     "damage_px": damageMean]
        BenchOutput.writeRecord(record, to: json)
    }
}

/// One measured frame (not inlined: callgrind counts instructions inside it with
/// `--toggle-collect='*benchFrame*'`).
@MainActor @inline(never)
func benchFrame(_ screen: BenchScreen) { screen.frame() }

func monotonicMilliseconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) / 1e6
}

/// A screen the benchmark renders frames on.
@MainActor
protocol BenchScreen: AnyObject {
    var window: UIWindow { get }
    /// The device-pixel rectangles the last frame rewrote.
    var lastDamage: [PixelRect] { get }
    func frame()
}

/// Headless: render into an image surface (the yardstick's `image` mode).
@MainActor
final class HeadlessBenchScreen: BenchScreen {
    let screen: HeadlessScreen
    let window: UIWindow
    init(size: CGSize) {
        screen = HeadlessScreen(size: size)
        window = screen.makeWindow()
    }
    private(set) var lastDamage: [PixelRect] = []
    func frame() { lastDamage = screen.renderFrame() }
}

/// X11: render in-process and present through MIT-SHM to a window (the yardstick's `upload` mode).
@MainActor
final class X11BenchScreen: BenchScreen {
    let driver: ScreenDriver
    let window: UIWindow
    init(size: CGSize) throws {
        let backend = try X11Backend(size: size, title: "TransitionBench", scale: 1)
        let screen = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: 1)
        driver = ScreenDriver(screen: screen, backend: backend, clock: ManualFrameClock(start: 1000))
        window = UIWindow(screen: screen)
        window.makeKeyAndVisible()
    }
    var lastDamage: [PixelRect] { driver.lastDamage }
    func frame() {
        driver.runFrame()
    }
}

MainActor.assumeIsolated {
    if TextBenchmark.runIfRequested(Array(CommandLine.arguments.dropFirst())) { return }  // `--mode text` (TextBenchmark.swift)
    if DynamicsBenchmark.runIfRequested(Array(CommandLine.arguments.dropFirst())) { return }  // `--mode dynamics` (DynamicsBenchmark.swift)
    // `--mode list`: the 10,000-row table (ListBenchmark.swift), with options of its own.
    if !ListBenchmark.runIfRequested(Array(CommandLine.arguments.dropFirst())) { run() }
}
