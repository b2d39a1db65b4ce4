import Foundation
import Testing
import TestSupport
@testable import UIKit
@testable import UIKitTesting

/// Pan velocity from event timestamps: end to end through a headless screen (the speeds are the
/// scripted distance over the scripted time), and the tracker alone for inputs the dispatcher
/// never lets through (it already clamps backwards timestamps).
@MainActor
@Suite(.serialized) struct VelocityTrackerTests {
    /// A full-window view with a pan whose actions are logged in window coordinates.
    @MainActor struct Scene {
        let driver = GestureDriver()
        let pan = UIPanGestureRecognizer()
        let log: GestureActionLog

        init() {
            let view = UIView(frame: driver.window.bounds)
            driver.window.addSubview(view)
            view.addGestureRecognizer(pan)
            log = GestureActionLog(pan, driver: driver)
        }
    }

    // MARK: Through the screen

    @Test("a drag at 800 pt/s sampled at 120 Hz reports 800 pt/s at release, within 5 %")
    func constantSpeed() throws {
        let s = Scene()
        // 200 pt in 0.25 s = 800 pt/s.
        s.driver.drag(from: CGPoint(x: 50, y: 300), to: CGPoint(x: 250, y: 300), duration: 0.25)
        let end = try #require(s.log.last)
        #expect(end.state == .ended)
        expectNear(end.velocity, CGPoint(x: 800, y: 0), tolerance: 40)
        // Once 100 ms of motion are in, every .changed reports the speed too.
        let settled = s.log.entries.filter { $0.state == .changed && $0.time - GestureDriver.startTime >= 0.1 }
        #expect(!settled.isEmpty)
        for e in settled { expectNear(e.velocity, CGPoint(x: 800, y: 0), tolerance: 40, "at t=\(e.time)") }
    }

    @Test("a diagonal drag: (600, −800) pt/s, 1000 pt/s along the line")
    func diagonal() {
        let s = Scene()
        s.driver.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 250, y: 200), duration: 0.25, samplesPerSecond: 125)
        expectNear(s.log.last?.velocity, CGPoint(x: 600, y: -800), tolerance: 50)
    }

    @Test("a drag that rests 200 ms before the release reports less than 50 pt/s")
    func pauseBeforeRelease() throws {
        let s = Scene()
        s.driver.drag(from: CGPoint(x: 50, y: 300), to: CGPoint(x: 250, y: 300), duration: 0.25, releasing: false)
        s.driver.wait(0.2)
        s.driver.release(at: CGPoint(x: 250, y: 300))
        let v = try #require(s.log.last?.velocity)
        #expect(s.log.last?.state == .ended)
        #expect((v.x * v.x + v.y * v.y).squareRoot() < 50, "\(v)")
    }

    @Test("irregular sample spacing (2–20 ms, seeded) still gives 800 pt/s within 5 %", arguments: [1, 2, 3] as [UInt64])
    func irregularSpacing(seed: UInt64) {
        let s = Scene()
        var rng = SeededGenerator(seed: seed)
        let start = CGPoint(x: 20, y: 300)
        s.driver.press(at: start)
        let t0 = s.driver.now
        var samples: [(CGPoint, TimeInterval)] = []
        var t = t0
        while t - t0 < 0.3 {
            t += Double.random(in: 0.002...0.020, using: &rng)
            samples.append((CGPoint(x: start.x + 800 * (t - t0), y: start.y), t))
        }
        s.driver.move(through: samples, framesPerSecond: 60)
        s.driver.release(at: samples.last!.0, time: t)
        #expect(s.log.last?.state == .ended)
        expectNear(s.log.last?.velocity, CGPoint(x: 800, y: 0), tolerance: 40, "seed \(seed)")
    }

    @Test("duplicate samples (same time, same place) do not change the speed")
    func duplicateSamples() {
        let s = Scene()
        let start = CGPoint(x: 20, y: 300)
        s.driver.press(at: start)
        let t0 = s.driver.now
        var samples: [(CGPoint, TimeInterval)] = []
        for i in 1...30 {
            let t = t0 + Double(i) / 120
            let p = CGPoint(x: start.x + 800 * (t - t0), y: start.y)
            samples += [(p, t), (p, t)]
        }
        s.driver.move(through: samples)
        s.driver.release(at: samples.last!.0, time: samples.last!.1)
        expectNear(s.log.last?.velocity, CGPoint(x: 800, y: 0), tolerance: 40)
    }

    @Test("duplicate and decreasing timestamps never produce NaN or infinity")
    func badTimestampsStayFinite() {
        let s = Scene()
        s.driver.press(at: CGPoint(x: 20, y: 300))
        let t0 = s.driver.now
        var samples: [(CGPoint, TimeInterval)] = []
        for i in 1...40 {
            let p = CGPoint(x: 20 + 7 * CGFloat(i), y: 300 + CGFloat(i % 3))
            let t = t0 + Double(i / 4) * 0.01   // four samples share each timestamp
            samples.append((p, t))
            if i % 5 == 0 { samples.append((CGPoint(x: p.x - 30, y: p.y), t - 0.05)) }   // stale, out of order
        }
        s.driver.move(through: samples)
        s.driver.release(at: CGPoint(x: 300, y: 300), time: t0)   // released "before" the motion
        #expect(s.log.states.first == .began && s.log.states.last == .ended)
        for e in s.log.entries { expectFinite(e.velocity, "\(e.state)") }
    }

    // MARK: The tracker alone

    @Test("fewer than two usable samples give zero")
    func tooFewSamples() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity == .zero)
        tracker.add(CGPoint(x: 10, y: 10), at: 5)
        #expect(tracker.velocity == .zero)
        tracker.add(CGPoint(x: 50, y: 10), at: 5)        // the same time: merged, the newest place wins
        tracker.add(CGPoint(x: 90, y: 10), at: 4.9)      // older than what we have: dropped
        tracker.add(CGPoint(x: CGFloat.nan, y: 10), at: 5.01)   // not a place
        tracker.add(CGPoint(x: 10, y: 10), at: .infinity)
        #expect(tracker.velocity == .zero)
        #expect(tracker.samples.count == 1 && tracker.samples[0].point == CGPoint(x: 50, y: 10))
    }

    @Test("only the last 100 ms count: 100 pt/s for 0.5 s then 500 pt/s for 0.1 s reads 500")
    func windowIsOneHundredMilliseconds() {
        var tracker = VelocityTracker()
        var x = 0.0
        for i in 0...50 { x = 100 * Double(i) * 0.01; tracker.add(CGPoint(x: x, y: 0), at: 2000 + Double(i) * 0.01) }
        for i in 1...10 { tracker.add(CGPoint(x: x + 500 * Double(i) * 0.01, y: 0), at: 2000.5 + Double(i) * 0.01) }
        expectNear(tracker.velocity.x, 500, tolerance: 1e-6, "\(tracker.velocity)")
    }

    @Test("samples resting in one place give zero, whatever came before")
    func restingGivesZero() {
        var tracker = VelocityTracker()
        for i in 0...20 { tracker.add(CGPoint(x: 30 * Double(i), y: 0), at: Double(i) * 0.01) }
        for i in 21...40 { tracker.add(CGPoint(x: 600, y: 0), at: Double(i) * 0.01) }
        #expect(tracker.velocity == .zero)
    }

    @Test("timestamps in the millions of seconds keep their precision")
    func largeTimestamps() {
        var tracker = VelocityTracker()
        for i in 0...12 { tracker.add(CGPoint(x: 300 * Double(i) / 120, y: -150 * Double(i) / 120), at: 3_000_000 + Double(i) / 120) }
        expectNear(tracker.velocity, CGPoint(x: 300, y: -150), tolerance: 1e-3, "\(tracker.velocity)")
    }

    @Test("samples closer than 0.5 ms merge, so near-equal times cannot blow the speed up")
    func nearEqualTimesMerge() {
        var tracker = VelocityTracker()
        tracker.add(CGPoint(x: 0, y: 0), at: 1)
        tracker.add(CGPoint(x: 10, y: 0), at: 1 + 1e-9)
        #expect(tracker.velocity == .zero, "one sample after merging")
        tracker.add(CGPoint(x: 20, y: 0), at: 1.01)
        expectNear(tracker.velocity.x, 1000, tolerance: 1e-6, "(10 → 20) in 10 ms")
    }
}
