import UIKit

/// The rules the playground offers for deciding, at release, whether an interactive transition
/// finishes or cancels (switch them in the inspector to feel the difference). The cases are in
/// the order the `r` key goes through them, from the default: projection, 50 %, fling.
enum FinishRule: String, CaseIterable {
    /// UIKit's interactive pop: project the position 150 ms ahead at the release velocity;
    /// finish when it passes min(187.5 pt, half the distance).
    case projection = "velocity projection (UIKit pop)"
    /// Finish past half-way, whatever the speed.
    case halfway = "50 % rule"
    /// libadwaita's swipe: a fling faster than a threshold decides by its direction; a slower
    /// release snaps to the nearer end.
    case fling = "fling (libadwaita)"

    /// The threshold a fling must pass, in points per second.
    static let flingThreshold: CGFloat = 400

    /// Decides for a gesture that has covered `progress` (0…1) of `distance` points and is
    /// moving at `velocity` points per second toward the end (negative: back toward the start).
    func decide(progress: CGFloat, velocity: CGFloat, distance: CGFloat) -> FinishDecision {
        let p = progress.isFinite ? min(max(progress, 0), 1) : 0
        let v = velocity.isFinite ? velocity : 0
        let d = max(distance, 1)
        switch self {
        case .halfway:
            return FinishDecision(finishes: p >= 0.5, reason: "at \(Int(p * 100)) % (needs 50 %)")
        case .projection:
            let projected = p + v / d * 0.15
            let threshold = min(187.5 / d, 0.5)
            return FinishDecision(finishes: projected > threshold,
                                  reason: "projected \(Int(projected * 100)) % vs \(Int(threshold * 100)) %")
        case .fling:
            if abs(v) >= Self.flingThreshold {
                return FinishDecision(finishes: v > 0, reason: "fling \(Int(v)) pt/s (≥ \(Int(Self.flingThreshold)))")
            }
            return FinishDecision(finishes: p >= 0.5, reason: "slow (\(Int(v)) pt/s): nearer end at \(Int(p * 100)) %")
        }
    }
}

/// A decision and the reason for it.
struct FinishDecision: Equatable {
    let finishes: Bool
    let reason: String
}

/// Settings shared by the scenes, changed from the inspector and the keyboard.
@MainActor
final class PlaygroundSettings {
    /// The finish/cancel rule of the scenes' interactive transitions.
    var rule: FinishRule = .projection
    /// Whether animations run ten times slower (as the iOS Simulator's "Slow Animations").
    var slowAnimations = false
}
