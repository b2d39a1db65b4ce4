/// An incremental Cassowary constraint solver: the algorithm of Badros, Borning and Stuckey as
/// kiwi implements it.
///
/// Required constraints hold exactly; among the solutions that satisfy them, the solver picks
/// the one that minimises the errors of the non-required constraints, strongest level first
/// (see `Strength`). Adding or removing a constraint re-optimises with the primal simplex;
/// moving an edit variable (`suggestValue(_:_:)`) re-optimises with the dual simplex, which
/// only touches the rows the edit reaches — the per-frame case of a view following a finger.
///
///     let solver = Solver()
///     let top = Variable("sheet.top"), height = Variable("sheet.height")
///     try solver.addConstraint(top + height == 844)
///     try solver.addConstraint(height >= 100)
///     try solver.addEditVariable(height, strength: .strong)
///     try solver.suggestValue(height, 400)   // every frame of the drag
///     solver.updateVariables()               // top.value == 444
///
/// Values reach the variables only in `updateVariables()`. Every refusal is a `SolverError`
/// that leaves the solver as it was. Not thread-safe: use a solver from one thread or actor
/// at a time.
public final class Solver {
    struct Tag {
        var marker = Symbol.invalid
        var other = Symbol.invalid
    }

    struct Record {
        let constraint: Constraint
        let tag: Tag
    }

    struct Edit {
        let constraint: Constraint
        let tag: Tag
        var constant: Double
    }

    var tableau = Tableau()
    var constraints: [ObjectIdentifier: Record] = [:]
    var edits: [ObjectIdentifier: Edit] = [:]
    /// The variables the solver knows, their symbols and how many constraints use each, by
    /// slot; `slots` finds a variable's slot (Solver+Variables.swift).
    var slots: [ObjectIdentifier: Int] = [:]
    var variables: [Variable] = []
    var variableSymbols: [Symbol] = []
    var variableUse: [Int] = []
    /// The slots of the variables of the constraint being added, counted once it is in.
    var pendingSlots: [Int] = []

    /// Creates an empty solver.
    public init() {}

    /// Adds a constraint and re-solves.
    ///
    /// - Throws: `.duplicateConstraint` if it is already in the solver; `.nonFiniteValue` for a
    ///   NaN or infinite coefficient, constant or strength; `.unsatisfiableConstraint` for a
    ///   required constraint that conflicts with the required constraints already added. In
    ///   each case nothing changes.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        if constraints[key] != nil { throw .duplicateConstraint(constraint) }
        try Solver.validate(constraint)
        let knownVariables = variables.count
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)

        // A row of dummies only: redundant if its constant is zero, else a contradiction.
        if !subject.isValid && row.cells.allSatisfy({ $0.symbol.isDummy }) {
            guard nearZero(row.constant) else {
                forgetVariables(from: knownVariables)
                throw .unsatisfiableConstraint(constraint)
            }
            subject = tag.marker
        }

        if !subject.isValid {
            // Phase one with an artificial variable; the snapshot (copy-on-write) brings the
            // tableau back if the constraint turns out to be unsatisfiable.
            let snapshot = tableau
            let added: Bool
            do { added = try tableau.addWithArtificialVariable(row) } catch {
                tableau = snapshot
                forgetVariables(from: knownVariables)
                throw error
            }
            guard added else {
                tableau = snapshot
                forgetVariables(from: knownVariables)
                throw .unsatisfiableConstraint(constraint)
            }
        } else {
            row.solve(for: subject)
            row.basic = subject
            tableau.substitute(subject, row)
            tableau.insertRow(row)
        }
        constraints[key] = Record(constraint: constraint, tag: tag)
        retainPendingVariables()
        // Optimising after every addition keeps the solver consistent and the system small.
        try tableau.optimize()
    }

    /// Removes a constraint added before and re-solves.
    ///
    /// - Throws: `.unknownConstraint` if the constraint is not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let record = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        let tag = record.tag
        // An edit variable's own constraint, removed directly, takes the edit with it.
        if let only = constraint.expression.terms.first, constraint.expression.terms.count == 1,
           let edit = edits[ObjectIdentifier(only.variable)], edit.constraint === constraint {
            edits[ObjectIdentifier(only.variable)] = nil
        }
        // The errors leave the objective *before* the pivots, or they would be substituted in.
        removeErrorEffects(of: constraint, tag)
        let index = tableau.rowIndex(tag.marker)
        if index >= 0 {
            _ = tableau.removeRow(at: index)
        } else {
            let leaving = tableau.markerLeavingRow(tag.marker)
            if leaving < 0 { throw .internalError("the marker of \(constraint) is in no row") }
            var row = tableau.removeRow(at: leaving)
            row.solve(for: row.basic, tag.marker)
            row.basic = tag.marker
            tableau.substitute(tag.marker, row)
        }
        // The other error of the pair is in no row now; drop what the objective kept of it.
        if tag.other.isValid && tableau.rowIndex(tag.other) < 0 {
            tableau.objective.remove(tag.other)
        }
        if !constraint.strength.isRequired { tableau.releaseLevel(constraint.strength.value) }
        releaseVariables(of: constraint)
        try tableau.optimize()
        compactSymbolsIfSparse()
    }

    /// Whether the constraint (this object) is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        constraints[ObjectIdentifier(constraint)] != nil
    }

    /// The constraints in the solver, edit variables' own constraints included, in no order.
    public var allConstraints: [Constraint] { constraints.values.map(\.constraint) }

    /// Computes the value of every variable the solver's constraints mention from the current
    /// solution (0 for one that they leave free). A variable whose constraints have all been
    /// removed keeps its last value.
    public func updateVariables() {
        tableau.rows.withUnsafeBufferPointer { rows in
            tableau.rowOf.withUnsafeBufferPointer { rowOf in
                for (variable, symbol) in zip(variables, variableSymbols) {
                    let i = Int(rowOf[symbol.id])
                    variable.setValue(i >= 0 ? rows[i].constant : 0)
                }
            }
        }
    }

    /// Forgets every constraint and edit variable, as a new solver would (the variables keep
    /// their last values).
    public func reset() {
        tableau = Tableau()
        constraints = [:]
        edits = [:]
        slots = [:]
        variables = []
        variableSymbols = []
        variableUse = []
    }

    static func validate(_ constraint: Constraint) throws(SolverError) {
        let e = constraint.expression
        if !e.constant.isFinite { throw .nonFiniteValue("the constant \(e.constant) of \(constraint)") }
        for term in e.terms where !term.coefficient.isFinite {
            throw .nonFiniteValue("the coefficient \(term.coefficient) of \(term.variable) in \(constraint)")
        }
        if constraint.strength.value.isNaN { throw .nonFiniteValue("the strength of \(constraint)") }
    }
}
