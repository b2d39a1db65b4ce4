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

    /// The text, one fact a line, unwrapped.
    var text: String { (facts + timeline).joined(separator: "\n") }

    /// Which part of the timeline a panel shows: events above it, shown, and below it, and the
    /// line where the shown events begin.
    struct TimelineWindow: Equatable {
        var earlier = 0, shown = 0, later = 0
        var firstLine = 0
        /// Whether some events are out of view (the panel then draws a scroll bar).
        var overflows: Bool { earlier + later > 0 }
        var total: Int { earlier + shown + later }
    }

    /// The text for a panel `columns` characters wide and `maxLines` lines tall: a value too
    /// long for its row wraps under its own column (never back to the left edge), and the
    /// timeline scrolls to its latest events, saying how many earlier ones are above.
    ///
    /// `scrolledBack` events at the end are left out (the mouse wheel over the panel scrolls
    /// back), and a last line says how many later ones are below.
    func text(columns: Int, maxLines: Int, scrolledBack: Int = 0) -> String {
        panel(columns: columns, maxLines: maxLines, scrolledBack: scrolledBack).text
    }

    /// ``text(columns:maxLines:scrolledBack:)`` and the part of the timeline it shows.
    func panel(columns: Int, maxLines: Int, scrolledBack: Int = 0) -> (text: String, timeline: TimelineWindow) {
        let columns = max(columns, 24)
        let head = facts.flatMap { Self.wrap($0, columns: columns, indent: 12) }
        var events = timeline.dropFirst().map { Self.wrap($0, columns: columns, indent: 9) }
        let later = min(max(0, scrolledBack), max(0, events.count - 1))
        events.removeLast(later)
        let room = max(1, maxLines - head.count - 1 - (later > 0 ? 1 : 0))
        var hidden = 0
        while events.flatMap({ $0 }).count > room - (hidden > 0 ? 1 : 0), !events.isEmpty {
            events.removeFirst()
            hidden += 1
        }
        var lines = head + [timeline[0]]
        if hidden > 0 { lines.append("  ↑ \(hidden) earlier event\(hidden == 1 ? "" : "s")") }
        let window = TimelineWindow(earlier: hidden, shown: self.events.isEmpty ? 0 : events.count, later: later, firstLine: lines.count)
        lines += events.flatMap { $0 }
        if later > 0 { lines.append("  ↓ \(later) later event\(later == 1 ? "" : "s")") }
        return (lines.joined(separator: "\n"), window)
    }

    /// Breaks `line` into lines of at most `columns` characters; the lines after the first
    /// start `indent` spaces in, under the value's column.
    static func wrap(_ line: String, columns: Int, indent: Int) -> [String] {
        guard line.count > columns else { return [line] }
        var result: [String] = []
        var rest = Substring(line)
        var width = columns
        while rest.count > width {
            let limit = rest.index(rest.startIndex, offsetBy: width)
            let cut = rest[..<limit].lastIndex(of: " ").flatMap { $0 > rest.index(rest.startIndex, offsetBy: width / 2) ? $0 : nil } ?? limit
            result.append(String(rest[..<cut]))
            rest = rest[cut...].drop { $0 == " " }
            width = columns - indent
            if rest.isEmpty { break }
        }
        if !rest.isEmpty { result.append(String(repeating: " ", count: indent) + rest) }
        if result.count > 1 {
            for i in 1..<result.count where !result[i].hasPrefix(String(repeating: " ", count: indent)) {
                result[i] = String(repeating: " ", count: indent) + result[i]
            }
        }
        return result
    }

    /// The facts above the timeline, one a line.
    private var facts: [String] {
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
        return lines
    }

    /// "timeline" and its events, one a line.
    private var timeline: [String] {
        guard let start = events.first?.time else { return ["timeline", "  (no events yet)"] }
        return ["timeline"] + events.map { "  \(Self.fixed($0.time - start, digits: 3))  \($0.text)" }
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
