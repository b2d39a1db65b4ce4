import LayoutSolver
import Testing

/// The operators build the expressions a hand would write; evaluated with known values.
@Suite struct ExpressionTests {
    @Test func operatorsBuildLinearExpressions() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.addConstraint(a == 6)
        try solver.addConstraint(b == 4)
        solver.updateVariables()
        expectNear((a + b).value, 10)
        expectNear((a - b).value, 2)
        expectNear((a + b + 8).value, 18)
        expectNear((2 * a - b / 2).value, 10)
        expectNear(((a + b) / 2).value, 5)
        expectNear((-a + 1).value, -5)
        expectNear((10 - (a - b) * 3).value, 4)
        expectNear((1 - a).value, -5)
        expectNear(Expression([Term(a, 0.5), Term(b, -1)], constant: 3).value, 2)
    }

    @Test func relationsBuildRequiredConstraints() {
        let a = Variable("a"), b = Variable("b")
        let c = a + 8 <= b
        #expect(c.relation == .lessThanOrEqual)
        #expect(c.strength == .required)
        #expect(c.expression.constant == 8)                      // a + 8 − b ≤ 0
        #expect((a >= 3).relation == .greaterThanOrEqual)
        #expect((a == b).withStrength(.weak).strength == .weak)
        #expect(Expression([Term(a, .infinity)]).isFinite == false)
        #expect("\(a + 2 * b)" == "a + 2.0·b")
    }
}
