/// A variable times a coefficient, one term of an `Expression`.
public struct Term: Sendable, CustomStringConvertible {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        coefficient == 1 ? "\(variable)" : "\(coefficient)·\(variable)"
    }
}

/// A linear expression `Σ coefficient·variable + constant`.
///
/// Build one with the arithmetic operators on variables and `Double`s, or directly from terms —
/// the form a layout-constraint layer writes `item1.attribute = m·item2.attribute + c` in:
///
///     let e = a.left + a.width + 8            // operators
///     let f = Expression([Term(v1), Term(v2, -m)], constant: -c)   // v1 − m·v2 − c
///
/// A variable may appear in several terms; the solver adds their coefficients.
public struct Expression: Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1·variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The constant expression `constant`.
    public init(_ constant: Double) {
        self.init([], constant: constant)
    }

    /// The expression evaluated with the variables' current values.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    /// Whether every coefficient and the constant are finite numbers (not NaN, not ±∞).
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}
