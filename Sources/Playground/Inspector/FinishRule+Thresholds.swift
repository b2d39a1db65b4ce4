import UIKit

extension FinishRule {
    /// The rule's thresholds in one line, as the inspector shows them.
    var thresholds: String {
        switch self {
        case .halfway:
            "finish at ≥ 50 %, whatever the speed"
        case .projection:
            "p + v·150 ms > min(187.5 pt, 50 %)"
        case .fling:
            "|v| ≥ \(Int(Self.flingThreshold)) pt/s: its direction; else ≥ 50 %"
        }
    }

    /// The rule after this one, round the list (the `r` key).
    var next: FinishRule {
        let all = Self.allCases
        let index = all.firstIndex(of: self) ?? all.startIndex
        return all[(index + 1) % all.count]
    }
}
