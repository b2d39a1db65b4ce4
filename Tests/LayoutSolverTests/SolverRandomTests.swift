import LayoutSolver
import Testing

/// Random sequences of additions, removals and edits (seeded, so a failure replays): after
/// every step each required constraint in the solver holds, a refused constraint leaves every
/// value as it was, and nothing is an internal error.
@Suite struct SolverRandomTests {
    /// SplitMix64: small, fast and the same on every platform.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        /// A multiple of 0.5 in −range…range.
        mutating func number(_ range: Double) -> Double {
            (Double(below(Int(4 * range) + 1)) - 2 * range) / 2
        }
    }

    @Test(arguments: [1, 2, 3, 42, 2026] as [UInt64])
    func requiredConstraintsAlwaysHold(seed: UInt64) throws {
        var random = Generator(state: seed)
        let solver = Solver()
        let variables = (0..<12).map { Variable("v\($0)") }
        var added: [Constraint] = []
        var edits: [Variable] = []
        let strengths: [Strength] = [.weak, .medium, .strong, Strength(749), Strength(751), Strength(1)]
        var refused = 0

        func randomExpression() -> Expression {
            let a = variables[random.below(variables.count)], b = variables[random.below(variables.count)]
            switch random.below(4) {
            case 0: return a - random.number(100)
            case 1: return a - b - random.number(50)
            case 2: return a + b - random.number(200)
            default: return random.number(2) * a + random.number(2) * b - random.number(100)
            }
        }
        func randomRelation() -> Relation {
            [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.below(3)]
        }

        for step in 0..<400 {
            let before = variables.map(\.value)
            switch random.below(10) {
            case 0...3:
                let c = Constraint(randomExpression(), randomRelation())
                do {
                    try solver.addConstraint(c)
                    added.append(c)
                } catch {
                    #expect(error == .unsatisfiableConstraint(c), "step \(step): \(error)")
                    refused += 1
                    solver.updateVariables()
                    for (v, old) in zip(variables, before) {
                        expectNear(v.value, old, tolerance: 1e-9, "step \(step): \(v) moved after a refusal")
                    }
                }
            case 4, 5:
                let c = Constraint(randomExpression(), randomRelation(), strength: strengths[random.below(strengths.count)])
                try solver.addConstraint(c)
                added.append(c)
            case 6, 7:
                guard !added.isEmpty else { break }
                try solver.removeConstraint(added.remove(at: random.below(added.count)))
            case 8:
                let v = variables[random.below(variables.count)]
                if solver.hasEditVariable(v) {
                    try solver.removeEditVariable(v)
                    edits.removeAll { $0 === v }
                } else {
                    try solver.addEditVariable(v, strength: strengths[random.below(3)])
                    edits.append(v)
                }
            default:
                guard !edits.isEmpty else { break }
                for _ in 0..<5 { try solver.suggestValue(edits[random.below(edits.count)], random.number(300)) }
            }
            solver.updateVariables()
            for c in added where c.strength.isRequired {
                let v = c.expression.value
                let slack = 1e-6 * (1 + abs(c.expression.constant))
                let holds = switch c.relation {
                case .equal: abs(v) <= slack
                case .lessThanOrEqual: v <= slack
                case .greaterThanOrEqual: v >= -slack
                }
                #expect(holds, "step \(step): \(c) is \(v)")
            }
        }
        #expect(refused > 0, "the sequence should try some unsatisfiable constraints")
    }
}
