import CoreGraphics
import Foundation

/// The command-line options of one benchmark mode, read one at a time.
///
/// Every mode reads its options the same way: a loop over the arguments that takes an
/// option's value after it and checks it. A usage mistake — an unknown option, an option
/// without its value, a value out of range — prints what is wrong and the mode's usage on
/// standard error and ends the process with exit status 2, before anything is measured.
///
/// ```swift
/// var options = BenchOptions(arguments, usage: usage, mode: "list")
/// while let option = options.next() {
///     switch option {
///     case "--rows": rows = options.wholeNumber(option, in: 1...1_000_000)
///     default: options.unknown(option)
///     }
/// }
/// ```
struct BenchOptions {
    private var arguments: IndexingIterator<[String]>
    private let usage: String
    private let mode: String?

    /// Reads `arguments` (without the program's name).
    ///
    /// - Parameters:
    ///   - usage: The usage line printed after each mistake.
    ///   - mode: The mode whose options these are, named in the message for an unknown option
    ///     (nil for the modes `main.swift` reads).
    init(_ arguments: [String], usage: String, mode: String? = nil) {
        self.arguments = arguments.makeIterator()
        self.usage = usage
        self.mode = mode
    }

    /// The next option, or nil after the last.
    mutating func next() -> String? { arguments.next() }

    /// A usage mistake: the problem, the usage, exit status 2.
    func fail(_ problem: String) -> Never {
        FileHandle.standardError.write(Data("TransitionBench: \(problem)\n\(usage)".utf8))
        exit(2)
    }

    /// An option the mode does not have.
    func unknown(_ option: String) -> Never {
        fail("unknown option '\(option)'" + (mode.map { " for --mode \($0)" } ?? ""))
    }

    /// The value after `option`, as it was written.
    mutating func value(_ option: String) -> String {
        guard let value = arguments.next() else { fail("\(option) needs a value") }
        return value
    }

    /// The value after `option` as `parse` reads it; nil from `parse` is a mistake, reported
    /// as "`option` expects `description`, not '`value`'".
    mutating func value<Value>(_ option: String, expecting description: String, _ parse: (String) -> Value?) -> Value {
        let text = value(option)
        guard let value = parse(text) else { fail("\(option) expects \(description), not '\(text)'") }
        return value
    }

    /// A whole number within `range` (by default any that is not negative).
    mutating func wholeNumber(_ option: String, in range: ClosedRange<Int> = 0...Int.max) -> Int {
        let description = range.upperBound == Int.max && range.lowerBound == 0
            ? "a whole number" : "a whole number from \(range.lowerBound) to \(range.upperBound)"
        return value(option, expecting: description) { Int($0).flatMap { range.contains($0) ? $0 : nil } }
    }

    /// A number within `range`, described in the message as `description`.
    mutating func number(_ option: String, in range: ClosedRange<Double>, expecting description: String) -> Double {
        value(option, expecting: description) { Double($0).flatMap { range.contains($0) ? $0 : nil } }
    }

    /// A size written `WIDTHxHEIGHT`, each side within `sides`.
    mutating func size(_ option: String, sides: ClosedRange<Double>, expecting description: String) -> CGSize {
        value(option, expecting: description) { text in
            let p = text.split(separator: "x").compactMap { Double($0) }
            guard p.count == 2, p.allSatisfy({ sides.contains($0) }) else { return nil }
            return CGSize(width: p[0], height: p[1])
        }
    }

    /// One of `choices`, named in the message as "a, b or c".
    mutating func choice(_ option: String, among choices: [String]) -> String {
        let description = choices.count > 1
            ? choices.dropLast().joined(separator: ", ") + " or " + (choices.last ?? "") : choices.joined()
        return value(option, expecting: description) { choices.contains($0) ? $0 : nil }
    }
}
