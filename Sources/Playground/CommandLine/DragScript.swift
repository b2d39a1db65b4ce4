import Foundation
import UIKit

/// The text form of a scripted pointer gesture: what `--script` reads and `--record` writes.
///
/// One step a line, in screen points and seconds; `#` starts a comment; blank lines are ignored:
///
///     # pop the detail screen with a fast edge swipe
///     press 2 400          # the primary button goes down at (2, 400)
///     move 250 400 0.25    # a straight line to (250, 400) in 0.25 s (motion at 120 Hz)
///     hold 0.1             # keep still for 0.1 s
///     release              # the button goes up where the pointer is
///     escape               # press Escape (cancels a drag in flight)
///
/// The steps are `DragStep`'s; `format(_:)` and `parse(_:file:)` are inverses (to the
/// millisecond and the hundredth of a point).
enum DragScript {
    /// A line that is not a step, with its place: `script.txt:3: expected 'move X Y SECONDS', got 'move 10'`.
    struct ParseError: Error, Equatable, CustomStringConvertible {
        let file: String
        let line: Int
        let message: String
        var description: String { "\(file):\(line): \(message)" }
    }

    /// The forms of the steps, as error messages quote them.
    static let forms = ["press": "press X Y", "move": "move X Y SECONDS", "hold": "hold SECONDS",
                        "release": "release", "escape": "escape"]

    /// A script file that cannot be used as a whole: missing, unreadable, or not text.
    struct FileError: Error, Equatable, CustomStringConvertible {
        let file: String
        let message: String
        var description: String { "\(file): \(message)" }
    }

    /// Why loading a script failed: the file, or a line of it.
    enum LoadError: Error, Equatable, CustomStringConvertible {
        case file(FileError)
        case line(ParseError)
        var description: String {
            switch self {
            case .file(let error): error.description
            case .line(let error): error.description
            }
        }
    }

    /// Reads a script file: it must exist, be readable and be UTF-8 text without control
    /// characters (a binary file is refused as a whole, not echoed line by line).
    static func load(path: String) throws(LoadError) -> [DragStep] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .file(FileError(file: path, message: "the script does not exist"))
        }
        if isDirectory.boolValue { throw .file(FileError(file: path, message: "is a directory, not a script")) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .file(FileError(file: path, message: "the script cannot be read (permission denied?)"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .file(FileError(file: path, message: "is not a text file (it is not UTF-8): a script is text, one step a line"))
        }
        if let (line, scalar) = firstControlCharacter(in: text) {
            let code = String(format: "0x%02X", scalar.value)
            throw .file(FileError(file: path, message: "is not a text file (control character \(code) on line \(line)): a script is text, one step a line"))
        }
        do {
            return try parse(text, file: path)
        } catch {
            throw .line(error)
        }
    }

    /// The first control character other than tab, line feed and carriage return, with its line.
    static func firstControlCharacter(in text: String) -> (line: Int, scalar: Unicode.Scalar)? {
        var line = 1
        for scalar in text.unicodeScalars {
            if scalar == "\n" { line += 1; continue }
            if scalar == "\t" || scalar == "\r" { continue }
            if scalar.properties.generalCategory == .control { return (line, scalar) }
        }
        return nil
    }

    /// Parses script text; `file` names it in error messages.
    static func parse(_ text: String, file: String) throws(ParseError) -> [DragStep] {
        var steps: [DragStep] = []
        var pressed = false
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard let command = words.first?.lowercased() else { continue }
            let shown = words.joined(separator: " ")
            func fail(_ message: String) -> ParseError { ParseError(file: file, line: index + 1, message: message) }
            guard let form = forms[command] else {
                throw fail("unknown step '\(words[0])'; expected press X Y, move X Y SECONDS, hold SECONDS, release or escape")
            }
            let numbers = words.dropFirst().map { Double($0) }
            let expectedCount = form.split(separator: " ").count - 1
            guard numbers.count == expectedCount, numbers.allSatisfy({ $0?.isFinite == true }) else {
                throw fail("expected '\(form)', got '\(shown)'")
            }
            let n = numbers.map { CGFloat($0!) }
            switch command {
            case "press":
                if pressed { throw fail("'\(shown)': the button is already pressed (release it first)") }
                pressed = true
                steps.append(.press(CGPoint(x: n[0], y: n[1])))
            case "move":
                guard n[2] >= 0 else { throw fail("expected '\(form)' with SECONDS ≥ 0, got '\(shown)'") }
                steps.append(.move(to: CGPoint(x: n[0], y: n[1]), duration: TimeInterval(n[2])))
            case "hold":
                guard n[0] >= 0 else { throw fail("expected '\(form)' with SECONDS ≥ 0, got '\(shown)'") }
                steps.append(.hold(TimeInterval(n[0])))
            case "release":
                if !pressed { throw fail("'release' without a 'press' before it") }
                pressed = false
                steps.append(.release)
            default:
                steps.append(.escape)
            }
        }
        return steps
    }

    /// The text of `steps`, one a line, after `header` lines written as comments.
    static func format(_ steps: [DragStep], header: [String] = []) -> String {
        var lines = header.map { "# " + $0 }
        for step in steps {
            switch step {
            case .press(let p): lines.append("press \(number(p.x)) \(number(p.y))")
            case .move(let p, let duration): lines.append("move \(number(p.x)) \(number(p.y)) \(seconds(duration))")
            case .hold(let duration): lines.append("hold \(seconds(duration))")
            case .release: lines.append("release")
            case .escape: lines.append("escape")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A coordinate to the hundredth of a point, without trailing zeros.
    private static func number(_ value: CGFloat) -> String { trimmed(String(format: "%.2f", Double(value))) }

    /// A duration to the millisecond, without trailing zeros.
    private static func seconds(_ value: TimeInterval) -> String { trimmed(String(format: "%.3f", value)) }

    private static func trimmed(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var t = Substring(text)
        while t.hasSuffix("0") { t = t.dropLast() }
        if t.hasSuffix(".") { t = t.dropLast() }
        return t == "-0" ? "0" : String(t)
    }
}
