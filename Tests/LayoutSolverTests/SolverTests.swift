import LayoutSolver
import Testing

/// Small systems solved by hand: equalities, inequalities at their bounds, strengths in
/// conflict, and removal bringing back the solution before.
@Suite struct SolverTests {
    @Test func equalitiesSolveExactly() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.addConstraint(x == 10)
        try solver.addConstraint(y == x + 5)
        try solver.addConstraint(z == 2 * y - x)    // 2·15 − 10
        solver.updateVariables()
        expectValue(x, 10)
        expectValue(y, 15)
        expectValue(z, 20)
    }

    @Test func twoEquationsInTwoUnknowns() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x + y == 30)
        try solver.addConstraint(x - y == 10)
        solver.updateVariables()
        expectValue(x, 20)
        expectValue(y, 10)
    }

    @Test func termsOfOneVariableAddUp() throws {
        let solver = Solver()
        let x = Variable("x")
        // 3x − x / 2 + 1 == 11  ⇒  2.5x = 10
        try solver.addConstraint(Constraint(Expression([Term(x, 3), Term(x, -0.5)], constant: 1), .equal, Expression(11)))
        solver.updateVariables()
        expectValue(x, 4)
    }

    @Test func inequalitiesHoldAtTheirBounds() throws {
        let solver = Solver()
        let w = Variable("w")
        try solver.addConstraint(w >= 10)
        try solver.addConstraint(w <= 50)
        let wide = (w == 80).withStrength(.strong)
        try solver.addConstraint(wide)
        solver.updateVariables()
        expectValue(w, 50)                       // pulled up to the upper bound
        try solver.removeConstraint(wide)
        try solver.addConstraint((w == 0).withStrength(.strong))
        solver.updateVariables()
        expectValue(w, 10)                       // pulled down to the lower bound
    }

    @Test func anInequalityNotReachedLeavesThePreference() throws {
        let solver = Solver()
        let w = Variable("w")
        try solver.addConstraint(w >= 10)
        try solver.addConstraint((w == 30).withStrength(.weak))
        solver.updateVariables()
        expectValue(w, 30)
    }

    @Test func strongerStrengthsWin() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 10).withStrength(.weak))
        solver.updateVariables()
        expectValue(x, 10)
        try solver.addConstraint((x == 15).withStrength(.medium))
        solver.updateVariables()
        expectValue(x, 15)
        try solver.addConstraint((x == 20).withStrength(.strong))
        solver.updateVariables()
        expectValue(x, 20)
        let required = x == 30
        try solver.addConstraint(required)
        solver.updateVariables()
        expectValue(x, 30)
        try solver.removeConstraint(required)
        solver.updateVariables()
        expectValue(x, 20)
    }

    /// Priority 751 against a hundred constraints at 750: levels are lexicographic, so the one
    /// at 751 holds (with kiwi's weights the hundred would win).
    @Test func priority751BeatsAnyNumberAt750() throws {
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<100 { try solver.addConstraint(Constraint(x, .equal, 0, strength: Strength(priority: 750))) }
        try solver.addConstraint(Constraint(x, .equal, 100, strength: Strength(priority: 751)))
        solver.updateVariables()
        expectValue(x, 100)
        // And the other way round: fifty at 749 lose to one at 750.
        let other = Solver()
        let y = Variable("y")
        try other.addConstraint(Constraint(y, .equal, 0, strength: Strength(priority: 750)))
        for _ in 0..<50 { try other.addConstraint(Constraint(y, .equal, 100, strength: Strength(priority: 749))) }
        other.updateVariables()
        expectValue(y, 0)
    }

    /// Within one level the errors add up: the sum |x − 0| + |x − 0| + |x − 30| is least at 0.
    @Test func errorsWithinALevelAddUp() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .equal, 30, strength: .medium))
        try solver.addConstraint(Constraint(x, .equal, 0, strength: .medium))
        try solver.addConstraint(Constraint(x, .equal, 0, strength: .medium))
        solver.updateVariables()
        expectValue(x, 0)
    }

    /// A lower level still counts among the solutions the higher ones leave open.
    @Test func aLowerLevelDecidesWhatTheHigherLeaveOpen() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.addConstraint(a + b == 100)
        try solver.addConstraint((a >= 30).withStrength(.strong))     // any a from 30 up
        try solver.addConstraint((b == 10).withStrength(Strength(100)))
        solver.updateVariables()
        expectValue(a, 90)                      // the level at 100 picks b = 10
        expectValue(b, 10)
        try solver.addConstraint((a <= 60).withStrength(.weak))       // 250 is above 100
        solver.updateVariables()
        expectValue(a, 60)
        expectValue(b, 40)
    }

    @Test func removingConstraintsRestoresThePreviousSolution() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.addConstraint(right == left + width)
        try solver.addConstraint(left == 20)
        try solver.addConstraint((width == 100).withStrength(.weak))
        solver.updateVariables()
        expectValue(right, 120)
        let pin = right <= 80
        let minimum = width >= 70
        try solver.addConstraint(pin)
        solver.updateVariables()
        expectValue(width, 60)
        try solver.addConstraint(minimum.withStrength(.strong))
        solver.updateVariables()
        expectValue(width, 60)                  // the required pin wins
        try solver.removeConstraint(pin)
        solver.updateVariables()
        expectValue(width, 100)
        expectValue(right, 120)
        #expect(!solver.hasConstraint(pin))
    }

    /// A variable whose constraints are all removed is forgotten: it keeps its last value, and
    /// comes back with the next constraint that mentions it.
    @Test func aVariableWhoseConstraintsAreGoneIsForgotten() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let pin = x == 10
        let follow = y == x + 1
        try solver.addConstraint(pin)
        try solver.addConstraint(follow)
        solver.updateVariables()
        expectValue(y, 11)
        try solver.removeConstraint(follow)
        try solver.removeConstraint(pin)
        try solver.addConstraint(x == 3)
        solver.updateVariables()
        expectValue(x, 3)
        expectValue(y, 11)                   // no longer the solver's
        #expect(solver.isAmbiguous(y))
        try solver.addConstraint(y == x + 1)
        solver.updateVariables()
        expectValue(y, 4)
    }

    @Test func resetForgetsEverything() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x == 5
        try solver.addConstraint(c)
        try solver.addEditVariable(x, strength: .weak)
        solver.reset()
        #expect(!solver.hasConstraint(c))
        #expect(!solver.hasEditVariable(x))
        try solver.addConstraint(c)
        solver.updateVariables()
        expectValue(x, 5)
    }

    @Test func aVariableNoConstraintDeterminesIsZero() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x + y >= 10)
        solver.updateVariables()
        #expect(x.value + y.value >= 10 - 1e-9)
    }
}
