import Foundation

/// The `uikit-port` command line as a function: arguments in, exit status and report out.
public enum PortCommand {
    /// What `--help` prints.
    public static let usage = """
        usage: uikit-port [--check] PATH...

        Ports iOS Swift sources to this UIKit in place. A PATH is a Swift file or a folder, searched
        for .swift files (hidden folders and .build are skipped). Only files that import UIKit or
        QuartzCore are changed; the others are left exactly as they are.

          --check   report what would change and write nothing; exit 1 if something would change
          --help    show this help

        Each change is a line `path:line: rule: what it did`, each thing to do by hand a line
        `path:line: warning: rule: what to write instead`, and a summary follows.
        Rules, in the order they run: \(Porter.ruleIDs.joined(separator: ", ")).

        Exit status: 0 done; 1 with --check when something would change, or when a file does not
        parse (it is left unchanged); 2 for bad arguments or input that cannot be read.

        """

    /// Runs the command: reads the files, ports them, writes the changed ones (not with `--check`).
    /// Status 2 comes with a one-line message as the output.
    public static func run(arguments: [String]) -> (exitCode: Int32, output: String) {
        var check = false
        var paths: [String] = []
        var optionsEnded = false
        for argument in arguments {
            if !optionsEnded && argument.hasPrefix("-") && argument != "-" {
                switch argument {
                case "--check": check = true
                case "--help", "-h": return (0, usage)
                case "--": optionsEnded = true
                default: return (2, "uikit-port: unknown option \(argument) (see --help)\n")
                }
            } else {
                paths.append(argument)
            }
        }
        guard !paths.isEmpty else { return (2, "uikit-port: no path given (usage: uikit-port [--check] PATH..., see --help)\n") }

        let files: [String]
        switch swiftFiles(in: paths) {
        case .failure(let message): return (2, "uikit-port: \(message.text)\n")
        case .success(let found): files = found
        }
        var inputs: [(path: String, text: String)] = []
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else { return (2, "uikit-port: cannot read \(path)\n") }
            guard let text = String(data: data, encoding: .utf8) else { return (2, "uikit-port: \(path) is not UTF-8 text\n") }
            inputs.append((path, text))
        }

        let results = Porter.port(inputs)
        var output = ""
        for file in results {
            for finding in file.findings { output += finding.formatted + "\n" }
        }
        let changed = results.filter(\.changed)
        if !check {
            for file in changed {
                do {
                    try Data(file.ported.utf8).write(to: URL(fileURLWithPath: file.path))
                } catch {
                    return (2, output + "uikit-port: cannot write \(file.path): \(error.localizedDescription)\n")
                }
            }
        }
        let changes = results.reduce(0) { $0 + $1.findings.filter { $0.kind == .change }.count }
        let warnings = results.reduce(0) { $0 + $1.findings.filter { $0.kind == .warning }.count }
        let unparsed = results.filter { $0.findings.contains { $0.kind == .error } }.count
        output += "\(count(changes, "change")) in \(count(changed.count, "file")), \(count(warnings, "thing")) to do by hand"
        if unparsed > 0 { output += ", \(count(unparsed, "file")) left unchanged (errors above)" }
        if check { output += " (--check: nothing written)" }
        output += "\n"
        let status: Int32 = unparsed > 0 || (check && !changed.isEmpty) ? 1 : 0
        return (status, output)
    }

    private static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }

    /// The Swift files the paths name, sorted and without repeats; a message for a path that is missing or not Swift.
    static func swiftFiles(in paths: [String]) -> Result<[String], Message> {
        var found: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { return .failure("no such file or folder: \(path)") }
            if !isDirectory.boolValue {
                guard path.hasSuffix(".swift") else { return .failure("not a Swift file: \(path)") }
                found.append(path)
                continue
            }
            guard let enumerator = manager.enumerator(atPath: path) else { return .failure("cannot read folder \(path)") }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                let full = base + "/" + relative
                var entryIsDirectory: ObjCBool = false
                _ = manager.fileExists(atPath: full, isDirectory: &entryIsDirectory)
                if name.hasPrefix(".") {
                    if entryIsDirectory.boolValue { enumerator.skipDescendants() }
                    continue
                }
                if !entryIsDirectory.boolValue && name.hasSuffix(".swift") { found.append(full) }
            }
        }
        var seen: Set<String> = []
        let unique = found.filter { seen.insert(($0 as NSString).standardizingPath).inserted }
        guard !unique.isEmpty else { return .failure("no Swift files in \(paths.joined(separator: ", "))") }
        return .success(unique.sorted())
    }

    /// A one-line message for bad input.
    struct Message: Error, ExpressibleByStringInterpolation {
        var text: String
        init(stringLiteral value: String) { text = value }
    }
}
