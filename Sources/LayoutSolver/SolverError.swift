/// What a `Solver` refuses, and why. Every refusal leaves the solver as it was before the call
/// (except `internalError`), so the caller can log it and carry on.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint conflicts with the required constraints already added. It was not
    /// added; the solver and its solution are as before. UIKit's answer is to log the
    /// conflicting constraints and add this one again at a lower strength (breaking it).
    case unsatisfiableConstraint(Constraint)
    /// The constraint (this very object) is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver (never added, or removed already).
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable of the solver.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable of the solver.
    case unknownEditVariable(Variable)
    /// An edit variable must have a strength below `.required`.
    case badRequiredStrength(Variable)
    /// A coefficient, a constant, a strength or a suggested value is NaN or infinite; the
    /// string says which.
    case nonFiniteValue(String)
    /// The simplex lost its way (an unbounded objective, a dual pivot with no entering symbol):
    /// a bug or a numerical breakdown, never a property of the constraints. The solver may be
    /// inconsistent; `reset()` it and add the constraints again.
    case internalError(String)

    public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
        switch (lhs, rhs) {
        case let (.unsatisfiableConstraint(a), .unsatisfiableConstraint(b)),
             let (.duplicateConstraint(a), .duplicateConstraint(b)),
             let (.unknownConstraint(a), .unknownConstraint(b)):
            return a === b
        case let (.duplicateEditVariable(a), .duplicateEditVariable(b)),
             let (.unknownEditVariable(a), .unknownEditVariable(b)),
             let (.badRequiredStrength(a), .badRequiredStrength(b)):
            return a === b
        case let (.nonFiniteValue(a), .nonFiniteValue(b)), let (.internalError(a), .internalError(b)):
            return a == b
        default:
            return false
        }
    }

    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let c):
            "unsatisfiable required constraint \(c): it conflicts with the required constraints already added; add it at a lower strength or remove one it conflicts with"
        case .duplicateConstraint(let c): "the constraint \(c) is already in the solver"
        case .unknownConstraint(let c): "the constraint \(c) is not in the solver"
        case .duplicateEditVariable(let v): "\(v) is already an edit variable"
        case .unknownEditVariable(let v): "\(v) is not an edit variable: call addEditVariable(_:strength:) first"
        case .badRequiredStrength(let v): "the edit variable \(v) needs a strength below .required"
        case .nonFiniteValue(let what): "\(what) is not a finite number"
        case .internalError(let what): "internal solver error: \(what); reset the solver"
        }
    }
}
