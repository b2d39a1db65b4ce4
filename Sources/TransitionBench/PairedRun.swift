import Foundation
import UIKit

/// `--paired`: the slide and a perspective flip of the reference scene in one process, on two
/// headless screens, taking turns every ``block`` frames (slide then flip, flip then slide, …)
/// through the same transition, so that both see the same state of the machine. On a machine
/// whose speed swings between phases for seconds or minutes at a time, separate runs of the two
/// give ratios anywhere from 1.3 to 4; paired runs about 1.9 to 2.5 (a slow phase still slows
/// the slide more than the flip). The first ``settling`` frames of each turn, which find the
/// other scene's data in the caches, are not counted.
@MainActor
enum PairedRun {
    /// Frames a scene draws before the other takes its turn (about 10 ms at 1024×768: far
    /// shorter than the phases of a machine's speed, which last seconds to minutes).
    static let block = 20
    /// The first frames of a turn, left out of the times.
    static let settling = 2

    static func run(size: CGSize, frames: Int, warmup: Int, flipVertical: Bool, json: String?) {
        let image = ReferenceScene.makeImage()
        let slideScreen = HeadlessBenchScreen(size: size), flipScreen = HeadlessBenchScreen(size: size)
        let slide = ReferenceScene(size: size, image: image)
        let flip = ReferenceScene(size: size, image: image, flip: !flipVertical, flipVertical: flipVertical)
        slide.start(on: slideScreen, warmup: warmup)
        flip.start(on: flipScreen, warmup: warmup)
        var slideTimes: [Double] = [], flipTimes: [Double] = [], damage = (slide: 0, flip: 0)
        slideTimes.reserveCapacity(frames)
        flipTimes.reserveCapacity(frames)
        var start = 0, block = 0
        while start < frames {
            let end = min(start + Self.block, frames)
            // Each goes first every other block.
            for which in block % 2 == 0 ? [0, 1] : [1, 0] {
                let (scene, screen) = which == 0 ? (slide, slideScreen) : (flip, flipScreen)
                for i in start..<end {
                    scene.interaction.update(CGFloat(i) / CGFloat(frames - 1))
                    let t0 = monotonicMilliseconds()
                    benchFrame(screen)
                    let t = monotonicMilliseconds() - t0
                    let pixels = screen.lastDamage.reduce(0) { $0 + $1.area }
                    if which == 0 { damage.slide += pixels } else { damage.flip += pixels }
                    // The first frames after the other scene's find their data pushed out of
                    // the caches: not counted.
                    guard i - start >= Self.settling || end - start <= Self.settling else { continue }
                    if which == 0 { slideTimes.append(t) } else { flipTimes.append(t) }
                }
            }
            start = end
            block += 1
        }
        let slideMedian = slideTimes.sorted()[slideTimes.count / 2], flipMedian = flipTimes.sorted()[flipTimes.count / 2]
        let ratio = flipMedian / slideMedian
        // damage: the pixels each frame rewrote, on average (as in a run of its own).
        let slideDamage = Double(damage.slide) / Double(frames), flipDamage = Double(damage.flip) / Double(frames)
        print(String(format: "RESULT mode=paired frames=%d size=%dx%d flip_vertical=%d slide_median_ms=%.3f flip_median_ms=%.3f ratio=%.3f slide_damage_px=%.0f flip_damage_px=%.0f",
                     frames, Int(size.width), Int(size.height), flipVertical ? 1 : 0, slideMedian, flipMedian, ratio, slideDamage, flipDamage))
        if let json {
            let record: [String: Any] = ["mode": "paired", "frames": frames, "width": Int(size.width), "height": Int(size.height),
                                         "flip_vertical": flipVertical, "slide_median_ms": slideMedian,
                                         "flip_median_ms": flipMedian, "ratio": ratio,
                                         "slide_damage_px": slideDamage, "flip_damage_px": flipDamage]
            BenchOutput.writeRecord(record, to: json)
        }
    }
}
