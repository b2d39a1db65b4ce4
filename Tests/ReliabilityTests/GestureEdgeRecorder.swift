import Foundation
@testable import UIKit

/// Records every state each gesture recognizer in a window reports, and checks each new state
/// against the one before along UIKit's legal edges:
///
///     possible → began | ended | failed
///     began    → changed | ended | cancelled
///     changed  → changed | ended | cancelled
///     ended | cancelled | failed → possible   (the next touch sequence)
///
/// States come from an extra closure target on every recognizer (actions report began, changed,
/// ended and cancelled) and from polling `state` after every frame (which sees possible and
/// failed). A press delivered in the same frame as a new recognition marks the start of a new
/// sequence: a recognizer that ended and, within that frame, began again (an instant pan
/// pressed twice) passed through possible unseen. So does one the library reset within the
/// frame it began in (its count of ended sequences grew: a failed pinch reset as its touch
/// sequence settled, then stepped by a secondary-button drag).
@MainActor
final class GestureEdgeRecorder {
    private struct Track {
        weak var recognizer: UIGestureRecognizer?
        var name: String
        var last: UIGestureRecognizer.State
        var history: [UIGestureRecognizer.State]
        /// The recognizer's count of ended sequences when last seen.
        var sequences: Int
    }

    private var tracks: [ObjectIdentifier: Track] = [:]
    /// Broken edges since the last `takeViolations()`.
    private(set) var violations: [String] = []
    /// Set by the input driver when a press or a wheel click goes into the frame being run.
    var pressInFrame = false
    /// How many state changes were checked.
    private(set) var edgesChecked = 0

    static func isLegal(_ old: UIGestureRecognizer.State, _ new: UIGestureRecognizer.State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        case (.ended, .possible), (.cancelled, .possible), (.failed, .possible): true
        default: false
        }
    }

    /// Starts following the recognizers of every view under `root` not followed yet.
    func attach(under root: UIView) {
        var stack = [root]
        while let view = stack.popLast() {
            for r in view.gestureRecognizers ?? [] where tracks[ObjectIdentifier(r)]?.recognizer !== r {
                let name = "\(type(of: r))@\(type(of: view))"
                tracks[ObjectIdentifier(r)] = Track(recognizer: r, name: name, last: r.state, history: [r.state], sequences: r.sequencesEnded)
                r.addTarget { [weak self] g in self?.observe(g, g.state) }
            }
            stack.append(contentsOf: view.subviews)
        }
    }

    /// Polls every live recognizer (after a frame): catches possible and failed.
    func poll() {
        for (key, track) in tracks {
            guard let r = track.recognizer else {
                tracks[key] = nil
                continue
            }
            let s = r.state
            if s != track.last && (s == .possible || s == .failed) { observe(r, s) }
        }
        pressInFrame = false
    }

    private func observe(_ r: UIGestureRecognizer, _ new: UIGestureRecognizer.State) {
        guard var track = tracks[ObjectIdentifier(r)], track.recognizer === r else { return }
        let old = track.last
        if old == new && new != .changed { return }
        edgesChecked += 1
        var legal = Self.isLegal(old, new)
        if !legal, pressInFrame || r.sequencesEnded > track.sequences, old == .ended || old == .cancelled || old == .failed,
           Self.isLegal(.possible, new) {
            legal = true
            track.history.append(.possible)
        }
        track.sequences = r.sequencesEnded
        if !legal {
            violations.append("\(track.name): illegal state change .\(old) → .\(new) (history \(track.history.suffix(8).map { ".\($0)" }.joined(separator: " ")))")
        }
        track.last = new
        track.history.append(new)
        if track.history.count > 32 { track.history.removeFirst(track.history.count - 32) }
        tracks[ObjectIdentifier(r)] = track
    }

    func takeViolations() -> [String] {
        defer { violations.removeAll() }
        return violations
    }
}
