import LayoutSolver
import Testing

/// Every refusal is a typed error that leaves the solver as it was.
@Suite struct SolverErrorTests {
    @Test func anUnsatisfiableRequiredConstraintChangesNothing() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let pin = x == 10
        try solver.addConstraint(pin)
        try solver.addConstraint(y == x + 1)
        let conflict = x == 20
        #expect(throws: SolverError.unsatisfiableConstraint(conflict)) { try solver.addConstraint(conflict) }
        #expect(!solver.hasConstraint(conflict))
        solver.updateVariables()
        expectValue(x, 10)
        expectValue(y, 11)
        // Still usable: the caller breaks it (a lower strength) and carries on.
        try solver.addConstraint(conflict.withStrength(.strong))
        try solver.addConstraint(x >= 5)
        solver.updateVariables()
        expectValue(x, 10)
        try solver.removeConstraint(pin)
        solver.updateVariables()
        expectValue(x, 20)
        expectValue(y, 21)
    }

    /// `x ≥ 10` then `x ≤ 5`: the second row has no subject, goes through phase one with an
    /// artificial variable, fails there, and the snapshot brings the tableau back.
    @Test func anUnsatisfiableInequalityThroughPhaseOneChangesNothing() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let floor = x >= 10
        try solver.addConstraint(floor)
        try solver.addConstraint((x == 7).withStrength(.strong))
        try solver.addConstraint(y == 2 * x)
        solver.updateVariables()
        expectValue(x, 10)
        let ceiling = x <= 5
        #expect(throws: SolverError.unsatisfiableConstraint(ceiling)) { try solver.addConstraint(ceiling) }
        solver.updateVariables()
        expectValue(x, 10)
        expectValue(y, 20)
        try solver.removeConstraint(floor)
        solver.updateVariables()
        expectValue(x, 7)
        expectValue(y, 14)
        try solver.addConstraint(ceiling)          // fine now
        solver.updateVariables()
        expectValue(x, 5)
    }

    /// A contradiction made only of new variables that cancel out: refused, and the solver does
    /// not keep the variables it met.
    @Test func aContradictionWithNewVariables() throws {
        let solver = Solver()
        let z = Variable("z")
        let never = Constraint(Expression([Term(z, 1), Term(z, -1)], constant: 1), .equal)   // 1 == 0
        #expect(throws: SolverError.unsatisfiableConstraint(never)) { try solver.addConstraint(never) }
        let redundant = Constraint(Expression([Term(z, 1), Term(z, -1)]), .equal)            // 0 == 0
        try solver.addConstraint(redundant)
        try solver.removeConstraint(redundant)
    }

    @Test func redundantRequiredConstraintsAreAccepted() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x == 10)
        try solver.addConstraint(y == x)
        let again = y == 10
        try solver.addConstraint(again)
        try solver.removeConstraint(again)
        solver.updateVariables()
        expectValue(y, 10)
    }

    @Test func duplicateAndUnknownConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x >= 1
        try solver.addConstraint(c)
        #expect(throws: SolverError.duplicateConstraint(c)) { try solver.addConstraint(c) }
        try solver.removeConstraint(c)
        #expect(throws: SolverError.unknownConstraint(c)) { try solver.removeConstraint(c) }
        #expect(throws: SolverError.unknownConstraint(c)) { try Solver().removeConstraint(c) }
    }

    @Test func editVariableMisuse() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addEditVariable(x, strength: .strong)
        #expect(throws: SolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x, strength: .weak) }
        #expect(throws: SolverError.unknownEditVariable(y)) { try solver.removeEditVariable(y) }
        #expect(throws: SolverError.unknownEditVariable(y)) { try solver.suggestValue(y, 3) }
        #expect(throws: SolverError.badRequiredStrength(y)) { try solver.addEditVariable(y, strength: .required) }
        #expect(throws: SolverError.badRequiredStrength(y)) { try solver.addEditVariable(y, strength: Strength(5000)) }
        #expect(!solver.hasEditVariable(y))
    }

    @Test func nonFiniteNumbersAreRefused() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x == 3)
        let cases: [Constraint] = [
            Constraint(Expression([Term(x, .nan)]), .equal),
            Constraint(Expression([Term(x, .infinity)]), .lessThanOrEqual),
            x == .nan,
            x >= -.infinity,
            (x == 4).withStrength(Strength(.nan)),
        ]
        for c in cases {
            #expect(throws: SolverError.self) { try solver.addConstraint(c) }
            #expect(!solver.hasConstraint(c))
            do { try solver.addConstraint(c) } catch {
                guard case .nonFiniteValue = error else { Issue.record("\(error)"); continue }
            }
        }
        try solver.addEditVariable(x, strength: .weak)
        #expect(throws: SolverError.self) { try solver.suggestValue(x, .nan) }
        #expect(throws: SolverError.self) { try solver.suggestValue(x, .infinity) }
        #expect(throws: SolverError.nonFiniteValue("the strength of the edit variable y")) {
            try solver.addEditVariable(Variable("y"), strength: Strength(.nan))
        }
        solver.updateVariables()
        expectValue(x, 3)
    }

    @Test func errorsSayWhatToDo() {
        let x = Variable("x")
        let message = SolverError.unknownEditVariable(x).description
        #expect(message.contains("addEditVariable"))
        #expect(SolverError.unsatisfiableConstraint(x == 1).description.contains("lower strength"))
    }
}
