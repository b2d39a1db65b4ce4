import Testing
@testable import UIKitPortKit

/// Ports files in memory and checks that a second run over the result changes nothing.
func port(_ files: [(path: String, text: String)], sourceLocation: SourceLocation = #_sourceLocation) -> [Porter.File] {
    let first = Porter.port(files)
    let second = Porter.port(first.map { ($0.path, $0.ported) })
    for file in second {
        #expect(!file.changed, "a second run changed \(file.path):\n\(file.ported)", sourceLocation: sourceLocation)
        #expect(!file.findings.contains { $0.kind == .change }, "a second run reported changes in \(file.path)", sourceLocation: sourceLocation)
    }
    return first
}

/// Ports one file, `File.swift`, and checks idempotence.
func port(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) -> Porter.File {
    port([("File.swift", source)], sourceLocation: sourceLocation)[0]
}

extension Porter.File {
    /// The findings of one rule.
    func findings(_ rule: String) -> [Finding] { findings.filter { $0.rule == rule } }
    /// The changes one rule made.
    func changes(_ rule: String) -> [Finding] { findings.filter { $0.rule == rule && $0.kind == .change } }
    /// The warnings of one rule.
    func warnings(_ rule: String) -> [Finding] { findings.filter { $0.rule == rule && $0.kind == .warning } }
}
