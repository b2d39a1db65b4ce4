import UIKit

/// What the inspector shows, gathered in one frame and turned into text: the running
/// transition's coordinator values, the last release and decision, the rule and its
/// thresholds, slow mode, the frame time and the timeline of the transition's events.
struct InspectorReport {
    /// The coordinator's values of the running transition.
    struct Transition {
        var from: String
        var to: String
        var percentComplete: CGFloat
        var isInteractive: Bool
        var initiallyInteractive: Bool
        var isCancelled: Bool
        var completionVelocity: CGFloat
        var completionCurve: UIView.AnimationCurve
        var duration: TimeInterval
    }

    var transition: Transition?
    var releaseVelocity: CGFloat?
    var decision: String?
    var rule: FinishRule
    var slowAnimations: Bool
    /// The time between the last two frames, nil while the inspector sleeps.
    var frameTime: TimeInterval?
    var events: [TransitionTimeline.Event]

    /// Reads a coordinator's values.
    @MainActor
    static func transition(of coordinator: any UIViewControllerTransitionCoordinator) -> Transition {
        func name(_ key: UITransitionContextViewControllerKey) -> String {
            guard let vc = coordinator.viewController(forKey: key) else { return "?" }
            return vc.title ?? String(describing: type(of: vc))
        }
        return Transition(from: name(.from), to: name(.to), percentComplete: coordinator.percentComplete,
                          isInteractive: coordinator.isInteractive, initiallyInteractive: coordinator.initiallyInteractive,
                          isCancelled: coordinator.isCancelled, completionVelocity: coordinator.completionVelocity,
                          completionCurve: coordinator.completionCurve, duration: coordinator.transitionDuration)
    }

    /// The text, one fact a line, at most about 50 columns.
    var text: String {
        var lines = ["INSPECTOR                    i hide · ? keys"]
        if let t = transition {
            lines.append(row("transition", "\(t.from) → \(t.to)"))
            lines.append(row("percent", "\(Self.percent(t.percentComplete))  \(Self.bar(t.percentComplete))"))
            lines.append(row("interactive", "\(Self.yesNo(t.isInteractive)) (began \(t.initiallyInteractive ? "interactive" : "animated"))   cancelled \(Self.yesNo(t.isCancelled))"))
            lines.append(row("completion", "velocity \(Self.fixed(t.completionVelocity)) · \(Self.curveName(t.completionCurve))"))
            lines.append(row("duration", "\(Self.fixed(t.duration)) s" + (slowAnimations ? " (×\(Int(SlowAnimations.factor)) slow: \(Self.fixed(t.duration * Double(SlowAnimations.factor))) s)" : "")))
        } else {
            lines.append(row("transition", "none running"))
        }
        lines.append(row("release", releaseVelocity.map { "\(Int($0.rounded())) pt/s" } ?? "—"))
        lines.append(row("decision", decision ?? "—"))
        lines.append(row("rule", rule.rawValue))
        lines.append(row("", rule.thresholds))
        lines.append(row("slow", slowAnimations ? "on: animations ×\(Int(SlowAnimations.factor)) slower   (s)" : "off   (s)"))
        lines.append(row("frame", frameTime.map { "\(Self.fixed($0 * 1000, digits: 1)) ms" } ?? "— (idle)"))
        lines.append("timeline")
        if events.isEmpty {
            lines.append("  (no events yet)")
        } else {
            let start = events[0].time
            for e in events { lines.append("  \(Self.fixed(e.time - start, digits: 3))  \(e.text)") }
        }
        return lines.joined(separator: "\n")
    }

    private func row(_ name: String, _ value: String) -> String {
        name.padding(toLength: 12, withPad: " ", startingAt: 0) + value
    }

    static func percent(_ p: CGFloat) -> String { "\(Int((p * 100).rounded())) %" }

    static func bar(_ p: CGFloat, width: Int = 20) -> String {
        let filled = Int((min(max(p, 0), 1) * CGFloat(width)).rounded())
        return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    }

    static func yesNo(_ b: Bool) -> String { b ? "yes" : "no" }

    static func fixed(_ v: Double, digits: Int = 2) -> String { String(format: "%.\(digits)f", v) }
    static func fixed(_ v: CGFloat, digits: Int = 2) -> String { fixed(Double(v), digits: digits) }

    static func curveName(_ c: UIView.AnimationCurve) -> String {
        switch c {
        case .easeInOut: "easeInOut"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .linear: "linear"
        }
    }
}
