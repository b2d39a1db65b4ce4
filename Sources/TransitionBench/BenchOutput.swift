import Foundation

/// The files a benchmark writes besides its `RESULT` line (`--json`, `--frame-times`). A file
/// that cannot be written is reported on standard error and ends the process with exit status 1,
/// after the `RESULT` line has been printed.
enum BenchOutput {
    /// `record` as JSON (keys sorted) to `path`.
    static func writeRecord(_ record: [String: Any], to path: String) {
        let data = try? JSONSerialization.data(withJSONObject: record, options: [.sortedKeys])
        write(data, to: path, what: "the JSON record")
    }

    /// `text` to `path`; `what` names it in the message.
    static func write(_ text: String, to path: String, what: String) { write(Data(text.utf8), to: path, what: what) }

    private static func write(_ data: Data?, to path: String, what: String) {
        guard let data, FileManager.default.createFile(atPath: path, contents: data) else {
            FileHandle.standardError.write(Data("TransitionBench: could not write \(what) to \(path)\n".utf8))
            exit(1)
        }
    }
}
