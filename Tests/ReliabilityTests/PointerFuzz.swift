import Foundation
import UIKit
import WindowSystem

/// How to aim random pointer input at one subject: the direction of its finishing drag, and how
/// many taps on something interactive bring it to where its interactive transition starts.
/// Points are aimed at the views that have gesture recognizers, wherever the layout put them,
/// so the screen size can vary from case to case.
struct PointerProfile {
    var direction: CGVector
    /// How many set-up taps a case may run first (each on a random interactive view, then 1 s).
    var setUpTaps: Int
}

/// Random pointer sequences, seeded: presses, moves at random speeds, bursts of hundreds of
/// moves in one frame, holds, releases (also without a press), double presses, the pointer
/// leaving, focus and grab loss, Escape, unmapping, clock gaps, and timestamps that run
/// backwards, jump far ahead, or are zero, negative, NaN or infinite.
@MainActor
struct PointerFuzzer {
    let world: FuzzWorld
    let profile: PointerProfile
    var rng: SplitMix64
    /// One line per step, for the failure report.
    private(set) var log: [String] = []

    init(world: FuzzWorld, profile: PointerProfile, seed: UInt64) {
        self.world = world
        self.profile = profile
        rng = SplitMix64(seed: seed)
    }

    // MARK: Ingredients

    /// An event timestamp: mostly the frame clock's now, sometimes a lie.
    private mutating func stamp() -> (TimeInterval, String) {
        let now = world.inputTime
        switch rng.weighted([86, 5, 2, 2, 2, 1.5, 1.5]) {
        case 0: return (now, "")
        case 1: let t = now - rng.double(0.001, 3); return (t, " @\(fmt(t - now))s(back)")
        case 2: return (now + 1e6, " @+1e6s")
        case 3: return (0, " @0")
        case 4: return (-5, " @-5")
        case 5: return (.nan, " @NaN")
        default: return (.infinity, " @inf")
        }
    }

    /// A point: on the left edge, on a view with a gesture recognizer, off screen, or anywhere.
    private mutating func point() -> CGPoint {
        let size = world.size
        switch rng.weighted([25, 35, 5, 35]) {
        case 0: return CGPoint(x: rng.double(0, 20), y: rng.double(0, Double(size.height)))
        case 1: return interactivePoint() ?? CGPoint(x: rng.double(0, Double(size.width)), y: rng.double(0, Double(size.height)))
        case 2: return CGPoint(x: rng.double(-300, Double(size.width) + 300), y: rng.double(-300, Double(size.height) + 300))
        default: return CGPoint(x: rng.double(0, Double(size.width)), y: rng.double(0, Double(size.height)))
        }
    }

    /// A random point inside a random visible view that has gesture recognizers (window points,
    /// which are screen points: the window fills the screen).
    private mutating func interactivePoint() -> CGPoint? {
        var views: [UIView] = []
        var stack: [UIView] = world.window.subviews
        while let v = stack.popLast() {
            if v.isHidden || v.alpha < 0.01 || !v.isUserInteractionEnabled { continue }
            if !(v.gestureRecognizers ?? []).isEmpty { views.append(v) }
            stack.append(contentsOf: v.subviews)
        }
        guard !views.isEmpty else { return nil }
        let v = rng.pick(views)
        let b = v.bounds
        let p = CGPoint(x: b.minX + b.width * rng.unit(), y: b.minY + b.height * rng.unit())
        return v.convert(p, to: nil)
    }

    /// A direction: the scene's finishing drag, its opposite, or any.
    private mutating func direction() -> CGVector {
        let d = profile.direction
        let length = max(hypot(d.dx, d.dy), 1e-9)
        switch rng.weighted([50, 15, 35]) {
        case 0:
            let a = atan2(d.dy, d.dx) + rng.double(-0.4, 0.4)
            return CGVector(dx: cos(a), dy: sin(a))
        case 1: return CGVector(dx: -d.dx / length, dy: -d.dy / length)
        default:
            let a = rng.double(0, 2 * .pi)
            return CGVector(dx: cos(a), dy: sin(a))
        }
    }

    private func fmt(_ x: Double) -> String { String(format: "%.3f", x) }
    private func fmt(_ p: CGPoint) -> String { String(format: "(%.0f, %.0f)", p.x, p.y) }

    // MARK: Steps

    /// A set-up tap on something interactive, then the clock runs until things settle.
    mutating func setUpTap() {
        guard let p = interactivePoint() else { return }
        world.press(at: p)
        world.frame()
        world.release()
        world.frame(after: 0.05)
        world.run(for: 1.0, frameRate: 6)
        log.append("set-up tap at \(fmt(p)), 1 s")
    }

    /// Runs one random step; returns its description.
    mutating func step() {
        switch rng.weighted([13, 9, 22, 8, 14, 2, 3, 3, 3, 1, 3, 8, 2, 2, 8, 4, 3]) {
        case 0:
            let p = point(), (t, s) = stamp()
            world.press(at: p, time: t)
            world.frame()
            log.append("press \(fmt(p))\(s)")
        case 1:
            let n = rng.weighted([3, 2, 1]) == 0 ? rng.int(in: 2...20) : rng.int(in: 21...400)
            let start = world.pointer, dir = direction(), speed = pow(10, rng.double(1.5, 4))
            let base = world.inputTime
            var lies = 0
            for i in 1...n {
                let dt = Double(i) / Double(n) * (1.0 / 60)
                var (t, s) = stamp()
                if s.isEmpty { t = base + dt } else { lies += 1 }
                let p = CGPoint(x: start.x + dir.dx * speed * dt, y: start.y + dir.dy * speed * dt)
                world.move(to: p, time: t)
            }
            world.frame()
            log.append("burst of \(n) moves in one frame toward \(fmt(world.pointer)) at \(Int(speed)) pt/s\(lies > 0 ? " (\(lies) odd timestamps)" : "")")
        case 2:
            let frames = rng.int(in: 1...12), dir = direction(), speed = pow(10, rng.double(1.3, 3.7))
            let dt = rng.pick([1.0 / 120, 1.0 / 60, 1.0 / 60, 1.0 / 30, 1.0 / 20])
            let samples = rng.int(in: 1...3)
            let from = world.pointer
            for _ in 0..<frames {
                for k in 1...samples {
                    let p = CGPoint(x: world.pointer.x + dir.dx * speed * dt / Double(samples),
                                    y: world.pointer.y + dir.dy * speed * dt / Double(samples))
                    world.move(to: p, time: world.inputTime + dt * Double(k) / Double(samples))
                }
                world.frame(after: dt)
            }
            log.append("drag \(fmt(from)) → \(fmt(world.pointer)) over \(frames) frames of \(fmt(dt)) s (\(Int(speed)) pt/s)")
        case 3:
            let seconds = rng.double(0.02, 0.8)
            world.run(for: seconds, frameRate: rng.pick([60, 30, 15]))
            log.append("hold \(fmt(seconds)) s")
        case 4:
            let (t, s) = stamp()
            let moved = rng.chance(0.3)
            let wasDown = world.buttonDown
            world.release(at: moved ? point() : nil, time: t)
            world.frame()
            log.append("release\(wasDown ? "" : " (no press)")\(moved ? " at \(fmt(world.pointer))" : "")\(s)")
        case 5:
            world.post(.pointerLeft(timestamp: world.inputTime))
            world.frame()
            log.append("pointer left the window")
        case 6:
            world.post(.focusOut)
            world.frame()
            log.append("focus out")
        case 7:
            let (t, s) = stamp()
            world.post(.grabLost(timestamp: t))
            world.frame()
            log.append("grab lost\(s)")
        case 8:
            let (t, s) = stamp()
            world.escape(time: t)
            world.frame()
            log.append("Escape\(s)")
        case 9:
            world.post(.unmapped)
            world.post(.mapped)
            world.frame()
            log.append("unmapped and mapped again")
        case 10:
            let gap = rng.double(0.3, 4)
            world.frame(after: gap)
            log.append("a \(fmt(gap)) s gap between frames")
        case 11:
            let seconds = rng.double(0.02, 0.5)
            world.run(for: seconds, frameRate: 30)
            log.append("wait \(fmt(seconds)) s")
        case 12:
            log.append("rest 2 s (checked at rest)")
            restRequested = true
        case 13:
            let p = point(), q = point()
            world.press(at: p)
            world.press(at: q)
            world.frame()
            log.append("double press \(fmt(p)), \(fmt(q)) in one frame")
        case 14:
            let p = rng.chance(0.7) ? (interactivePoint() ?? point()) : point()
            world.press(at: p)
            world.frame()
            world.release()
            world.frame(after: rng.double(0.01, 0.1))
            log.append("tap \(fmt(p))")
        case 15:
            // Wheel clicks: a scroll, sideways with Shift, a pinch with Control, a rotation with both.
            let p = rng.chance(0.7) ? (interactivePoint() ?? point()) : point()
            let clicks = rng.int(in: 1...8), up = rng.chance(0.5), horizontal = rng.chance(0.15)
            let modifiers = rng.pick([KeyModifiers(), [.shift], [.control], [.control], [.control, .shift]])
            let button = horizontal ? (up ? 6 : 7) : (up ? 4 : 5)
            for _ in 0..<clicks {
                world.wheel(button: button, at: p, modifiers: modifiers)
                world.frame(after: rng.double(0.01, 0.12))
            }
            log.append("\(clicks) wheel clicks (button \(button)) at \(fmt(p))\(modifiers.contains(.control) ? " with Control" : "")\(modifiers.contains(.shift) ? " with Shift" : "")")
        default:
            // The secondary button: a click (a context menu), or a drag (two fingers pinching,
            // rotating with Shift).
            let p = rng.chance(0.7) ? (interactivePoint() ?? point()) : point()
            let shift = rng.chance(0.3), frames = rng.chance(0.5) ? 0 : rng.int(in: 1...10)
            let (t, s) = stamp()
            world.secondary(down: true, at: p, time: t, shift: shift)
            world.frame()
            let dir = direction(), speed = pow(10, rng.double(1.3, 3.3))
            var q = p
            for _ in 0..<frames {
                q = CGPoint(x: q.x + dir.dx * speed / 60, y: q.y + dir.dy * speed / 60)
                world.post(.pointerMoved(location: q, timestamp: world.inputTime + 1.0 / 60, modifiers: []))
                world.frame()
            }
            world.secondary(down: false, at: q)
            world.frame()
            log.append("secondary \(frames == 0 ? "click" : "drag over \(frames) frames to \(fmt(q))") at \(fmt(p))\(shift ? " with Shift" : "")\(s)")
        }
    }

    /// Set by a rest step: the case checks the rest invariants now.
    var restRequested = false

    /// Ends the case's input: lets go of the button if it is down.
    mutating func letGo() {
        if world.buttonDown {
            world.release()
            world.frame()
            log.append("release (end of case)")
        }
        log.append("rest 2 s (end of case)")
    }
}
