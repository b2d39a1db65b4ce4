/// How much a constraint matters, on UIKit's priority scale: 1000 is required, anything lower
/// is a preference.
///
/// Non-required strengths compare **lexicographically**, as UIKit's priorities do: every
/// distinct value is a level of its own, and the solver minimises the errors of a level only
/// among the solutions that are best for every level above it. One constraint at 751 therefore
/// wins against any number of constraints at 750; within one level the errors add up (each
/// constraint's error counts once).
///
/// UIKit's `UILayoutPriority` maps one to one: `Strength(priority: p.rawValue)`. The names are
/// UIKit's usual levels: `.strong` is `.defaultHigh` (750), `.weak` is `.defaultLow` (250).
///
/// Why levels, not kiwi's `strength::create(a, b, c, w)`: kiwi folds the levels into one weight
/// (strong = 10⁶, medium = 10³, weak = 1), so 1,001 medium constraints outweigh a strong one and
/// two constraints at priority 750 outweigh one at 751 under any linear map of 1…999 onto
/// weights. Spacing 999 levels far enough apart to make each dominate the sum of those below
/// does not fit the precision of a `Double`: at kiwi's largest weights, near 10⁹, the rounding
/// noise (about 2·10⁻⁷) already exceeds its 1e-8 tolerance. Levels cost one cost per symbol
/// and distinct strength in use in the objective, and with a single level the objective is
/// kiwi's.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The strength on the 0…1000 scale (1000: required).
    public let value: Double

    /// A strength of `value`, clamped to 0…1000 (a NaN is kept, and refused by the solver).
    public init(_ value: Double) {
        self.value = value.isNaN ? value : Swift.min(Swift.max(value, 0), 1000)
    }

    /// The strength of a UIKit layout priority (`UILayoutPriority.rawValue`, 1…1000).
    public init(priority: Float) {
        self.init(Double(priority))
    }

    /// Must hold exactly; a required constraint that cannot is refused.
    public static let required = Strength(1000)
    /// UIKit's `.defaultHigh` (750).
    public static let strong = Strength(750)
    /// Halfway (500).
    public static let medium = Strength(500)
    /// UIKit's `.defaultLow` (250).
    public static let weak = Strength(250)

    public var isRequired: Bool { value >= 1000 }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

    public var description: String {
        switch value {
        case 1000: "required"
        case 750: "strong"
        case 500: "medium"
        case 250: "weak"
        default: "\(value)"
        }
    }
}
