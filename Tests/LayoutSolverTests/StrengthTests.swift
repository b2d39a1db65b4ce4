import LayoutSolver
import Testing

@Suite struct StrengthTests {
    @Test func uiKitPrioritiesMapOneToOne() {
        #expect(Strength(priority: 1000) == .required)
        #expect(Strength(priority: 750) == .strong)
        #expect(Strength(priority: 250) == .weak)
        #expect(Strength(priority: 751) > Strength(priority: 750))
        #expect(Strength(priority: 1).value == 1)
        #expect(Strength(priority: 1000).isRequired)
        #expect(!Strength(priority: 999).isRequired)
    }

    @Test func valuesAreClampedToTheScale() {
        #expect(Strength(5000) == .required)
        #expect(Strength(-3).value == 0)
        #expect(Strength(.nan).value.isNaN)       // kept, and refused by the solver
    }
}
