/// A column of the simplex tableau: a constraint variable (`external`) or one the solver makes
/// for a constraint (a slack, an error or a dummy).
///
/// The kind lives in the low three bits and a dense id (1, 2, 3, … in order of creation) in the
/// rest, so ordering by `raw` is ordering by creation — the order Bland's rule needs — and the
/// kind tests in the pivot loops are bit tests, not look-ups.
struct Symbol: Hashable, Comparable {
    var raw: Int

    enum Kind: Int {
        case invalid = 0
        /// A `Variable`: unrestricted in sign.
        case external = 1
        /// The slack of an inequality: restricted to ≥ 0.
        case slack = 2
        /// An error of a non-required constraint: ≥ 0, with a cost in the objective.
        case error = 3
        /// The marker of a required equality: fixed at 0, never enters the basis.
        case dummy = 4
    }

    @inline(__always) init(raw: Int) { self.raw = raw }

    @inline(__always) init(_ kind: Kind, id: Int) { raw = id << 3 | kind.rawValue }

    static let invalid = Symbol(raw: 0)

    @inline(__always) var id: Int { raw >> 3 }
    @inline(__always) var kind: Kind { Kind(rawValue: raw & 7) ?? .invalid }
    @inline(__always) var isValid: Bool { raw != 0 }
    @inline(__always) var isExternal: Bool { raw & 7 == Kind.external.rawValue }
    @inline(__always) var isDummy: Bool { raw & 7 == Kind.dummy.rawValue }
    @inline(__always) var isError: Bool { raw & 7 == Kind.error.rawValue }
    /// A slack or an error: restricted to ≥ 0 and free to enter the basis.
    @inline(__always) var isPivotable: Bool {
        let k = raw & 7
        return k == Kind.slack.rawValue || k == Kind.error.rawValue
    }

    @inline(__always) static func < (a: Symbol, b: Symbol) -> Bool { a.raw < b.raw }
}

/// Kiwi's tolerance: coefficients and constants closer to zero than this are zero.
let epsilon = 1.0e-8

@inline(__always) func nearZero(_ value: Double) -> Bool {
    value < 0 ? -value < epsilon : value < epsilon
}
