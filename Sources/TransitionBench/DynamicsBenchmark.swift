// `TransitionBench --mode dynamics`: a pile of boxes under UIKit Dynamics — `N` views of
// different sizes dropped from rows at the top of a 1024 × 768 reference view, with gravity,
// the view's bounds as the boundary, elasticity 0.2 and friction 0.4 — stepped through the
// real `UIDynamicAnimator` on a headless screen's frames, 60 a second, for `S` seconds.
//
//   TransitionBench --mode dynamics [--items 100] [--seconds 4] [--rounds 5]
//
// The screen's root layer is hidden, so a frame is the animator's work (its display link, the
// steps, writing the views' centres and transforms) and the frame's bookkeeping, not drawing.
// It prints the median wall time of a frame over the rounds' medians, and where the pile ended
// (the items' mean centre, for comparing with `bench/box2d`, which builds the same scene in
// Box2D). Instruction counts: `valgrind --tool=callgrind --toggle-collect='*dynamicsBenchFrame*'`.
import Foundation
import UIKit
import UIKitTesting

enum DynamicsBenchmark {
    static let usage = "usage: TransitionBench --mode dynamics [--items N] [--seconds S] [--rounds R] [--json FILE]\n"
    static let size = CGSize(width: 1024, height: 768)

    /// The scene's items, the same formula as `bench/box2d/box2d_bench.cpp`: sides from 24 to
    /// 64 points, in rows of 16 from the top, 64 points apart.
    static func frames(count: Int) -> [CGRect] {
        (0..<count).map { i in
            let w = CGFloat(24 + (i * 37) % 41), h = CGFloat(24 + (i * 23) % 41)
            let column = i % 16, row = i / 16
            let center = CGPoint(x: 32 + CGFloat(column) * 64 + CGFloat(row % 2) * 8, y: 40 + CGFloat(row) * 64)
            return CGRect(x: center.x - w / 2, y: center.y - h / 2, width: w, height: h)
        }
    }

    @MainActor
    static func runIfRequested(_ arguments: [String]) -> Bool {
        guard let m = arguments.firstIndex(of: "--mode"), m + 1 < arguments.count, arguments[m + 1] == "dynamics" else { return false }
        var items = 100, seconds = 4.0, rounds = 5, json: String?
        var options = BenchOptions(arguments, usage: usage, mode: "dynamics")
        while let a = options.next() {
            switch a {
            case "--mode": _ = options.value(a)
            case "--items": items = options.wholeNumber(a, in: 1...2000)
            case "--seconds": seconds = options.number(a, in: 0.1...600, expecting: "a number of seconds from 0.1 to 600")
            case "--rounds": rounds = options.wholeNumber(a, in: 1...100)
            case "--json": json = options.value(a)
            default: options.unknown(a)
            }
        }
        var medians: [Double] = []
        var mean = CGPoint.zero
        for _ in 0..<rounds {
            let r = run(items: items, seconds: seconds)
            medians.append(r.median)
            mean = r.mean
        }
        let median = medians.sorted()[medians.count / 2]
        print(String(format: "RESULT mode=dynamics items=%d seconds=%.1f rounds=%d frames=%d median_ms=%.4f mean_x=%.1f mean_y=%.1f",
                     items, seconds, rounds, Int((seconds * 60).rounded()), median, mean.x, mean.y))
        if let json {
            BenchOutput.writeRecord(["mode": "dynamics", "items": items, "seconds": seconds, "rounds": rounds,
                                     "median_ms": median, "mean_x": mean.x, "mean_y": mean.y], to: json)
        }
        return true
    }

    /// One round: the pile built afresh and run for `seconds`.
    @MainActor
    static func run(items: Int, seconds: Double) -> (median: Double, mean: CGPoint) {
        let screen = HeadlessScreen(size: size)
        let window = screen.makeWindow()
        window.layer.isHidden = true
        let reference = UIView(frame: window.bounds)
        window.addSubview(reference)
        let views = frames(count: items).map { frame -> UIView in
            let v = UIView(frame: frame)
            v.backgroundColor = .systemBlue
            reference.addSubview(v)
            return v
        }
        let animator = UIDynamicAnimator(referenceView: reference)
        let collision = UICollisionBehavior(items: views)
        collision.translatesReferenceBoundsIntoBoundary = true
        let properties = UIDynamicItemBehavior(items: views)
        properties.elasticity = 0.2
        properties.friction = 0.4
        animator.addBehavior(UIGravityBehavior(items: views))
        animator.addBehavior(collision)
        animator.addBehavior(properties)
        screen.renderFrame()
        var times: [Double] = []
        for _ in 0..<Int((seconds * 60).rounded()) {
            screen.advance(by: 1.0 / 60)
            let start = DispatchTime.now().uptimeNanoseconds
            dynamicsBenchFrame(screen)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        let sum = views.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.center.x, y: $0.y + $1.center.y) }
        return (times.sorted()[times.count / 2], CGPoint(x: sum.x / CGFloat(items), y: sum.y / CGFloat(items)))
    }
}

/// One measured frame (a function of its own, for callgrind's `--toggle-collect`).
@MainActor @inline(never)
func dynamicsBenchFrame(_ screen: HeadlessScreen) {
    screen.renderFrame()
}
