#if canImport(Glibc)
import Glibc
#endif
import LayoutSolver

// LayoutBench: times LayoutSolver on the systems of `Systems` and writes them in the text
// format kiwi's harness reads (bench/kiwi/kiwi_bench.cpp), for scripts/bench-layout.sh.
//
//     LayoutBench [--system NAME]… [--write DIR] [--values DIR] [--budget SECONDS] [--callgrind FIGURE]
//
// For each system it prints one line per figure:
//     RESULT system=grid figure=build median_us=… min_us=… reps=…
//     RESULT system=sheet figure=edit median_us=… min_us=… reps=… edits=1000
// `build` is a new solver, every constraint added (and the edit variable), and
// `updateVariables()`; `edit` is one `suggestValue` + `updateVariables()` (the mean over the
// system's suggestions; the median and minimum over repetitions). Repetitions: at least 5, and
// more until the budget (default 1 s) is spent. `--values DIR` writes each variable's final
// value to DIR/NAME.values; `--callgrind build|edit` runs that figure once, inside
// `callgrindMeasured` (for valgrind's `--toggle-collect`), and times nothing.

var names: [String] = []
var writeDirectory: String?
var valuesDirectory: String?
var budget = 1.0
var callgrind: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--system": names.append(arguments.next() ?? "")
    case "--write": writeDirectory = arguments.next()
    case "--values": valuesDirectory = arguments.next()
    case "--budget": budget = Double(arguments.next() ?? "") ?? budget
    case "--callgrind": callgrind = arguments.next()
    default:
        print("usage: LayoutBench [--system grid|chain|stacks|sheet]… [--write DIR] [--values DIR] [--budget S] [--callgrind build|edit]")
        exit(2)
    }
}
if names.isEmpty { names = Systems.all }

for name in names {
    guard let system = Systems.make(name) else {
        print("error: no system named \(name) (there are \(Systems.all.joined(separator: ", ")))")
        exit(2)
    }
    if let writeDirectory { writeFile("\(writeDirectory)/\(name).txt", system.text) }
    do {
        let bench = try Bench(system: system)
        switch callgrind {
        case "build":
            try callgrindMeasured { try bench.build() }
        case "edit":
            try bench.build()
            try callgrindMeasured { try bench.edits() }
        default:
            let build = try bench.timeBuild(budget: budget)
            print("RESULT system=\(name) figure=build \(build)")
            if !system.suggestions.isEmpty {
                let edit = try bench.timeEdits(budget: budget)
                print("RESULT system=\(name) figure=edit \(edit) edits=\(system.suggestions.count)")
            }
        }
        if let valuesDirectory { writeFile("\(valuesDirectory)/\(name).values", bench.values) }
    } catch {
        print("error: \(name): \(error)")
        exit(1)
    }
}
