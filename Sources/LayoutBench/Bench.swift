#if canImport(Glibc)
import Glibc
#endif
import LayoutSolver

/// Times one system: building it, and moving its edit variable.
final class Bench {
    let system: LayoutSystem
    let variables: [Variable]
    let constraints: [Constraint]
    private(set) var solver = Solver()

    init(system: LayoutSystem) throws {
        self.system = system
        (variables, constraints) = system.objects()
    }

    struct Figure: CustomStringConvertible {
        var samples: [Double]   // microseconds
        var description: String {
            let sorted = samples.sorted()
            let median = sorted.count % 2 == 1 ? sorted[sorted.count / 2]
                : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
            return "median_us=\(format(median)) min_us=\(format(sorted[0])) reps=\(sorted.count)"
        }
    }

    /// A new solver with every constraint (and the edit variable), then `updateVariables()`.
    func build() throws {
        solver = Solver()
        for c in constraints { try solver.addConstraint(c) }
        if let edit = system.edit { try solver.addEditVariable(variables[edit.variable], strength: Strength(edit.strength)) }
        solver.updateVariables()
    }

    /// Every suggestion of the system in turn, each followed by `updateVariables()`.
    func edits() throws {
        guard let edit = system.edit else { return }
        let v = variables[edit.variable]
        for value in system.suggestions {
            try solver.suggestValue(v, value)
            solver.updateVariables()
        }
    }

    func timeBuild(budget: Double) throws -> Figure {
        try repeatTimed(budget: budget) { try build() }
    }

    func timeEdits(budget: Double) throws -> Figure {
        try build()
        let figure = try repeatTimed(budget: budget) { try edits() }
        let n = Double(system.suggestions.count)
        return Figure(samples: figure.samples.map { $0 / n })
    }

    /// Runs `body` at least 5 times, and more until `budget` seconds are spent (at most 1,000).
    func repeatTimed(budget: Double, _ body: () throws -> Void) throws -> Figure {
        var samples: [Double] = []
        var spent = 0.0
        while samples.count < 5 || (spent < budget * 1e6 && samples.count < 1000) {
            let start = now()
            try body()
            let elapsed = now() - start
            samples.append(elapsed)
            spent += elapsed
        }
        return Figure(samples: samples)
    }

    /// Every variable's name and value, one a line, in the system's order.
    var values: String {
        zip(system.variables, variables).map { "\($0) \(format($1.value))\n" }.joined()
    }
}

/// The function valgrind's `--toggle-collect=*callgrindMeasured*` counts.
@inline(never) func callgrindMeasured(_ body: () throws -> Void) throws { try body() }

/// Microseconds on the monotonic clock.
func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) * 1e6 + Double(t.tv_nsec) / 1e3
}

func format(_ x: Double) -> String {
    let r = (x * 1000).rounded() / 1000
    return r == r.rounded() ? "\(Int(r))" : "\(r)"
}

func writeFile(_ path: String, _ text: String) {
    guard let f = fopen(path, "w") else { print("error: cannot write \(path)"); exit(1) }
    fputs(text, f)
    fclose(f)
}
