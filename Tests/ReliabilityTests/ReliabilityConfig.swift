import Foundation
import Testing

/// The knobs of the randomized suites, read from the environment once:
///
/// - `RELIABILITY_SEED`: the base seed (decimal or `0x…` hex; `random` picks one from the clock
///   and prints it). Case `i` of every suite runs with `caseSeed(i)`; case 0 with the base seed
///   itself, so a failing case's printed seed replays it alone with `RELIABILITY_CASES=1`.
/// - `RELIABILITY_CASES`: the number of random cases over all the randomized suites (default
///   10,000), shared out by each suite's `share`; every suite runs at least one.
/// - `RELIABILITY_SOAK`: the number of transitions of the soak (default 1,000; `scripts/soak.sh`
///   runs 10,000).
enum Reliability {
    static let defaultSeed: UInt64 = 0x7E57_AB1E_0000_0008

    static let environment = ProcessInfo.processInfo.environment

    static let baseSeed: UInt64 = {
        guard let text = environment["RELIABILITY_SEED"]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            return defaultSeed
        }
        if text == "random" {
            let seed = SplitMix64.mix(UInt64(Date().timeIntervalSince1970 * 1e6))
            print("ReliabilityTests: RELIABILITY_SEED=random picked \(hex(seed))")
            return seed
        }
        if let value = parse(text) { return value }
        print("ReliabilityTests: RELIABILITY_SEED=\(text) is not a number; using \(hex(defaultSeed))")
        return defaultSeed
    }()

    static let totalCases: Int = {
        guard let text = environment["RELIABILITY_CASES"], let n = Int(text.replacingOccurrences(of: "_", with: "")), n > 0 else {
            return 10_000
        }
        return n
    }()

    static let soakTransitions: Int = {
        guard let text = environment["RELIABILITY_SOAK"], let n = Int(text.replacingOccurrences(of: "_", with: "")), n > 0 else {
            return 1_000
        }
        return n
    }()

    /// This suite's number of cases: its share of `totalCases`, at least one.
    static func cases(share: Double) -> Int { max(1, Int((Double(totalCases) * share).rounded())) }

    /// The seed of case `index`: the base seed for case 0, a scrambled derivative otherwise.
    static func caseSeed(_ index: Int) -> UInt64 {
        index == 0 ? baseSeed : SplitMix64.mix(baseSeed &+ UInt64(index) &* 0xD1B5_4A32_D192_ED03)
    }

    static func hex(_ value: UInt64) -> String { "0x" + String(value, radix: 16, uppercase: true) }

    private static func parse(_ text: String) -> UInt64? {
        let t = text.replacingOccurrences(of: "_", with: "")
        if t.hasPrefix("0x") || t.hasPrefix("0X") { return UInt64(t.dropFirst(2), radix: 16) }
        return UInt64(t)
    }
}

/// One randomized suite's bookkeeping: counts, the failure report with the replay command, and
/// the note the crash handler prints if a case brings the process down.
@MainActor
final class FuzzRun {
    let name: String
    /// The `--filter` that selects this suite's test.
    let filter: String
    private(set) var cases = 0
    private(set) var steps = 0
    private(set) var checks = 0
    private(set) var failedCases = 0
    private let started = Date()
    /// How many failing cases are reported in full (the rest are counted; `RELIABILITY_REPORT`).
    let reportLimit = Int(Reliability.environment["RELIABILITY_REPORT"] ?? "") ?? 5
    private var caseFailed = false

    init(name: String, filter: String) {
        self.name = name
        self.filter = filter
        CrashNote.install()
    }

    /// The command that replays one case alone.
    func replay(_ seed: UInt64) -> String {
        "RELIABILITY_SEED=\(Reliability.hex(seed)) RELIABILITY_CASES=1 swift test --scratch-path .build-rel --skip-build --filter '\(filter)'"
    }

    func beginCase(_ index: Int, seed: UInt64) {
        cases += 1
        caseFailed = false
        CrashNote.set("\nReliabilityTests: the process died in \(name) case \(index), seed \(Reliability.hex(seed)); replay: \(replay(seed))\n")
    }

    func countStep() { steps += 1 }
    func countChecks(_ n: Int) { checks += n }

    /// Records a broken invariant of the current case (reported in full for the first few cases).
    func fail(case index: Int, seed: UInt64, step: Int, _ what: String, log: [String],
              sourceLocation: SourceLocation = #_sourceLocation) {
        if !caseFailed {
            caseFailed = true
            failedCases += 1
        }
        guard failedCases <= reportLimit else { return }
        let steps = log.suffix(40).enumerated().map { "  \(log.count - min(log.count, 40) + $0.offset). \($0.element)" }
        Issue.record(Comment(rawValue: """
            \(name) case \(index), seed \(Reliability.hex(seed)), after step \(step): \(what)
            replay: \(replay(seed))
            steps:
            \(steps.joined(separator: "\n"))
            """), sourceLocation: sourceLocation)
    }

    /// Prints the suite's figures and clears the crash note.
    func finish() {
        CrashNote.set("")
        let seconds = Date().timeIntervalSince(started)
        let per10k = cases > 0 ? seconds / Double(cases) * 10_000 : 0
        print(String(format: "ReliabilityTests: %@: %d cases, %d steps, %d invariant checks, %d failing cases, %.1f s (%.0f s per 10,000 cases), seed %@",
                     name, cases, steps, checks, failedCases, seconds, per10k, Reliability.hex(Reliability.baseSeed)))
    }
}

/// A line written to standard error if the process dies of a signal (a trap in Swift code is
/// SIGILL or SIGTRAP): which case of which suite was running and how to replay it. The previous
/// handlers (Swift's backtracer) run afterwards.
enum CrashNote {
    static let capacity = 2048
    nonisolated(unsafe) static let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: 2048)
    nonisolated(unsafe) static var length = 0
    nonisolated(unsafe) static var installed = false
    /// The handlers replaced, indexed by signal number (no allocation in the handler).
    nonisolated(unsafe) static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 64)
    static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE]

    static func set(_ text: String) {
        let bytes = Array(text.utf8.prefix(capacity))
        bytes.withUnsafeBufferPointer { src in
            src.baseAddress.map { UnsafeMutableRawPointer(buffer).copyMemory(from: $0, byteCount: bytes.count) }
        }
        length = bytes.count
    }

    static func install() {
        guard !installed else { return }
        installed = true
        for sig in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = crashNoteHandler
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            var old = sigaction()
            sigaction(sig, &action, &old)
            previous[Int(sig)] = old
        }
    }
}

private func crashNoteHandler(_ sig: Int32) {
    if CrashNote.length > 0 { _ = write(2, CrashNote.buffer, CrashNote.length) }
    sigaction(sig, CrashNote.previous + Int(sig), nil)
    raise(sig)
}
