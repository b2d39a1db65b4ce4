import LayoutSolver
import Testing

/// `isAmbiguous(_:)`: whether the constraints pin a variable down.
@Suite struct SolverAmbiguityTests {
    @Test func aMissingConstraintLeavesAVariableFree() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), stranger = Variable("stranger")
        try solver.addConstraint(left == 0)
        try solver.addConstraint(width >= 0)
        #expect(!solver.isAmbiguous(left))
        #expect(solver.isAmbiguous(width))
        #expect(solver.isAmbiguous(stranger))
        try solver.addConstraint((width == 50).withStrength(.weak))
        #expect(!solver.isAmbiguous(width))
    }

    @Test func equalPreferencesPullingApartAreAmbiguous() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 0).withStrength(.weak))
        try solver.addConstraint((x == 10).withStrength(.weak))
        #expect(solver.isAmbiguous(x))
        try solver.addConstraint((x == 3).withStrength(.weak))    // the median decides
        #expect(!solver.isAmbiguous(x))
        solver.updateVariables()
        expectValue(x, 3)
    }

    @Test func aDeterminedChainIsNotAmbiguous() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.addConstraint(a == 10)
        try solver.addConstraint(b == a + 5)
        try solver.addConstraint(c + b == 40)
        for v in [a, b, c] { #expect(!solver.isAmbiguous(v), "\(v)") }
        let d = Variable("d")
        try solver.addConstraint(d + c >= 0)
        #expect(solver.isAmbiguous(d))
        #expect(!solver.isAmbiguous(c))
    }

    /// Two inequalities that meet: `x ≥ 5` and `x ≤ 5` pin x down.
    @Test func boundsThatMeetDetermine() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 5)
        #expect(solver.isAmbiguous(x))
        try solver.addConstraint(x <= 5)
        #expect(!solver.isAmbiguous(x))
    }
}
