import LayoutSolver

/// A constraint system as plain numbers: what both benchmarks — this one and kiwi's harness in
/// `bench/kiwi/` — build their own objects from.
///
/// The text format, one item a line (`#` starts a comment):
///
///     system grid
///     var container.width                      variables, numbered from 0 in order
///     c == 1000 -1128 1 0 1                    relation, strength (1000: required),
///                                              constant, term count, then index coefficient…
///     edit 12 750                              the edit variable and its strength (optional)
///     suggest 412.5                            the suggested values, in order (optional)
///     end
///
/// A constraint reads `Σ coefficient·variable + constant (relation) 0`.
struct LayoutSystem {
    struct Spec {
        var relation: Relation
        var strength: Double
        var constant: Double
        var terms: [(variable: Int, coefficient: Double)]
    }

    var name: String
    var variables: [String] = []
    var constraints: [Spec] = []
    var edit: (variable: Int, strength: Double)?
    var suggestions: [Double] = []

    init(name: String) { self.name = name }

    /// Adds a variable and returns its index.
    mutating func variable(_ name: String) -> Int {
        variables.append(name)
        return variables.count - 1
    }

    /// Adds `Σ terms + constant (relation) 0`.
    mutating func constrain(_ terms: [(Int, Double)], _ relation: Relation, _ constant: Double = 0,
                            strength: Double = 1000) {
        constraints.append(Spec(relation: relation, strength: strength, constant: constant,
                                terms: terms.map { (variable: $0.0, coefficient: $0.1) }))
    }

    /// `a == b + constant`.
    mutating func equal(_ a: Int, _ b: Int, plus constant: Double = 0, strength: Double = 1000) {
        constrain([(a, 1), (b, -1)], .equal, -constant, strength: strength)
    }

    /// `a (relation) constant`.
    mutating func set(_ a: Int, _ relation: Relation, _ constant: Double, strength: Double = 1000) {
        constrain([(a, 1)], relation, -constant, strength: strength)
    }

    var text: String {
        var out = "# LayoutBench system; see Sources/LayoutBench/LayoutSystem.swift\nsystem \(name)\n"
        for v in variables { out += "var \(v)\n" }
        for c in constraints {
            let op = switch c.relation {
            case .equal: "=="
            case .lessThanOrEqual: "<="
            case .greaterThanOrEqual: ">="
            }
            out += "c \(op) \(c.strength) \(c.constant) \(c.terms.count)"
            for t in c.terms { out += " \(t.variable) \(t.coefficient)" }
            out += "\n"
        }
        if let edit { out += "edit \(edit.variable) \(edit.strength)\n" }
        for s in suggestions { out += "suggest \(s)\n" }
        return out + "end\n"
    }

    /// The system's objects for this library: its variables and constraints.
    func objects() -> (variables: [Variable], constraints: [Constraint]) {
        let vars = variables.map { Variable($0) }
        let cons = constraints.map { spec in
            Constraint(Expression(spec.terms.map { Term(vars[$0.variable], $0.coefficient) }, constant: spec.constant),
                       spec.relation, strength: Strength(spec.strength))
        }
        return (vars, cons)
    }
}
