/// One line of the tool's report: a change it made, a thing left to do by hand, or a file it could not read.
public struct Finding: Equatable, Sendable {
    /// What the finding is.
    public enum Kind: Equatable, Sendable {
        /// The tool changed the code.
        case change
        /// The tool could not port the code: the message says what to write instead.
        case warning
        /// The file could not be parsed and was left unchanged.
        case error
    }

    /// The file, as given on the command line (or found under a folder given).
    public var path: String
    /// The line in the file as it was before the tool ran (1-based).
    public var line: Int
    /// The rule's id (`objc`, `selector`, …), or `parse` for a file that cannot be parsed.
    public var rule: String
    /// What was done, or what to write instead.
    public var message: String
    /// Whether it is a change, a warning or an error.
    public var kind: Kind

    /// Creates a finding.
    public init(path: String, line: Int, rule: String, message: String, kind: Kind) {
        self.path = path
        self.line = line
        self.rule = rule
        self.message = message
        self.kind = kind
    }

    /// The report line: `path:line: rule: message`, with `warning:` or `error:` before the rule when it is one.
    public var formatted: String {
        switch kind {
        case .change: "\(path):\(line): \(rule): \(message)"
        case .warning: "\(path):\(line): warning: \(rule): \(message)"
        case .error: "\(path):\(line): error: \(rule): \(message)"
        }
    }
}
