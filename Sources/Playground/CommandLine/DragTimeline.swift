import Foundation
import UIKit

/// A script's steps as pointer events at times: what the players deliver, in the window and
/// headless alike, so a script drives both the same way.
///
/// A `move` becomes motion samples at `sampleRate` (120 Hz, a common mouse rate) along its
/// straight line, the last one exactly at its end; a `move` of zero seconds is one sample.
/// Times are seconds from the script's start.
///
///     let timeline = DragTimeline([.press(CGPoint(x: 2, y: 400)), .move(to: CGPoint(x: 200, y: 400), duration: 0.25), .release])
///     timeline.events.count   // 1 press + 30 moves + 1 release
///     timeline.duration       // 0.25
struct DragTimeline {
    /// One pointer or key event of a script.
    struct Event: Equatable {
        enum Kind: Equatable {
            case press(CGPoint)
            case move(CGPoint)
            case release(CGPoint)
            case escape
        }
        let time: TimeInterval
        let kind: Kind
    }

    /// The events in time order.
    let events: [Event]
    /// The time the script ends (after its last step, holds included).
    let duration: TimeInterval

    init(_ steps: [DragStep], sampleRate: Double = 120) {
        var events: [Event] = []
        var time: TimeInterval = 0
        var pointer = CGPoint.zero
        for step in steps {
            switch step {
            case .press(let point):
                pointer = point
                events.append(Event(time: time, kind: .press(point)))
            case .move(let target, let duration):
                let start = pointer
                let samples = duration > 0 ? max(1, Int((duration * sampleRate).rounded())) : 1
                for i in 1...samples {
                    let f = CGFloat(i) / CGFloat(samples)
                    let point = CGPoint(x: start.x + (target.x - start.x) * f, y: start.y + (target.y - start.y) * f)
                    events.append(Event(time: time + max(0, duration) * Double(i) / Double(samples), kind: .move(point)))
                }
                time += max(0, duration)
                pointer = target
            case .hold(let duration):
                time += max(0, duration)
            case .release:
                events.append(Event(time: time, kind: .release(pointer)))
            case .escape:
                events.append(Event(time: time, kind: .escape))
            }
        }
        self.events = events
        duration = time
    }
}
