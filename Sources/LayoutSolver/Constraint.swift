/// How a constraint's expression compares with zero.
public enum Relation: Sendable, CustomStringConvertible {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear constraint `expression (relation) 0` with a strength.
///
/// A reference type: a solver knows a constraint by identity, so the object added is the one to
/// remove. Immutable; to change a constant or a strength, remove the constraint and add a new
/// one (or make the constant an edit variable, see `Solver.suggestValue(_:_:)`).
///
///     let c = Constraint(a.left + a.width + 8, .equal, b.left)        // required
///     let d = Constraint(a.width, .greaterThanOrEqual, 44, strength: .strong)
///     let e = (a.width == 100).withStrength(.weak)                   // the operators
public final class Constraint: Sendable, CustomStringConvertible {
    public let expression: Expression
    public let relation: Relation
    public let strength: Strength

    /// The constraint `expression (relation) 0`.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// The constraint `lhs (relation) rhs`, kept as `lhs − rhs (relation) 0`.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression,
                            strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// The constraint `lhs (relation) rhs`.
    public convenience init(_ lhs: Variable, _ relation: Relation, _ rhs: Double,
                            strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// A new constraint with the same expression and relation and another strength.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    /// Whether the variables' current values break the constraint (beyond kiwi's 1e-8
    /// tolerance for an equality).
    public var isViolated: Bool {
        let v = expression.value
        switch relation {
        case .equal: return !nearZero(v)
        case .lessThanOrEqual: return v > 0
        case .greaterThanOrEqual: return v < 0
        }
    }

    public var description: String {
        "\(expression) \(relation) 0 (\(strength))"
    }
}
