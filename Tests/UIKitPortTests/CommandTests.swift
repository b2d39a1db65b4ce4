import Foundation
import Testing
@testable import UIKitPortKit

/// A folder of its own for each test, removed afterwards.
private final class Folder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "uikit-port-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ relative: String, _ text: String) throws {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: false, encoding: .utf8)
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOfFile: path + "/" + relative, encoding: .utf8)
    }
}

@Suite struct CommandTests {
    static let app = "import UIKit\n\n@UIApplicationMain\nclass App: UIResponder, UIApplicationDelegate {}\n"

    @Test func portsAFolderInPlace() throws {
        let folder = try Folder()
        try folder.write("App/App.swift", Self.app)
        try folder.write("App/Model.swift", "import Foundation\n@objc class M: NSObject {}\n")
        try folder.write(".build/Gen.swift", Self.app)
        try folder.write(".hidden/Gen.swift", Self.app)
        let (status, output) = PortCommand.run(arguments: [folder.path])
        #expect(status == 0)
        #expect(output == """
            \(folder.path)/App/App.swift:3: main: `@UIApplicationMain` → `@main`
            \(folder.path)/App/App.swift:4: main: made app delegate App `final`
            2 changes in 1 file, 0 things to do by hand

            """)
        #expect(try folder.read("App/App.swift") == "import UIKit\n\n@main\nfinal class App: UIResponder, UIApplicationDelegate {}\n")
        #expect(try folder.read("App/Model.swift") == "import Foundation\n@objc class M: NSObject {}\n")
        #expect(try folder.read(".build/Gen.swift") == Self.app)
        #expect(try folder.read(".hidden/Gen.swift") == Self.app)
        let again = PortCommand.run(arguments: ["--check", folder.path])
        #expect(again.exitCode == 0)
        #expect(again.output == "0 changes in 0 files, 0 things to do by hand (--check: nothing written)\n")
    }

    @Test func checkChangesNothingAndFailsWhenSomethingWouldChange() throws {
        let folder = try Folder()
        try folder.write("App.swift", Self.app)
        try folder.write("Sel.swift", "import UIKit\nlet s = #selector(UIView.layoutSubviews)\n")
        let (status, output) = PortCommand.run(arguments: ["--check", folder.path + "/App.swift", folder.path + "/Sel.swift"])
        #expect(status == 1)
        #expect(try folder.read("App.swift") == Self.app)
        #expect(output.hasSuffix("2 changes in 1 file, 1 thing to do by hand (--check: nothing written)\n"))
        #expect(output.contains("/Sel.swift:2: warning: selector: `#selector(UIView.layoutSubviews)`"))
        let warningsOnly = PortCommand.run(arguments: ["--check", folder.path + "/Sel.swift"])
        #expect(warningsOnly.exitCode == 0)
    }

    @Test func badInputGetsOneLineAndStatus2() throws {
        let folder = try Folder()
        try folder.write("notes.txt", "hello")
        let cases: [([String], String)] = [
            ([], "uikit-port: no path given (usage: uikit-port [--check] PATH..., see --help)\n"),
            ([folder.path + "/missing"], "uikit-port: no such file or folder: \(folder.path)/missing\n"),
            ([folder.path], "uikit-port: no Swift files in \(folder.path)\n"),
            ([folder.path + "/notes.txt"], "uikit-port: not a Swift file: \(folder.path)/notes.txt\n"),
            (["--frobnicate", folder.path], "uikit-port: unknown option --frobnicate (see --help)\n"),
        ]
        for (arguments, message) in cases {
            let (status, output) = PortCommand.run(arguments: arguments)
            #expect(status == 2, "\(arguments)")
            #expect(output == message)
        }
    }

    @Test func unreadableAndNonUTF8FilesAreBadInput() throws {
        let folder = try Folder()
        try Data([0x69, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: folder.path + "/Latin.swift"))
        let (status, output) = PortCommand.run(arguments: [folder.path])
        #expect(status == 2)
        #expect(output == "uikit-port: \(folder.path)/Latin.swift is not UTF-8 text\n")
        try folder.write("Secret.swift", "import UIKit\n")
        try FileManager.default.removeItem(atPath: folder.path + "/Latin.swift")
        chmod(folder.path + "/Secret.swift", 0)
        defer { chmod(folder.path + "/Secret.swift", 0o644) }
        if getuid() != 0 {   // root reads anything
            let unreadable = PortCommand.run(arguments: [folder.path])
            #expect(unreadable.exitCode == 2)
            #expect(unreadable.output == "uikit-port: cannot read \(folder.path)/Secret.swift\n")
        }
    }

    @Test func aFileThatDoesNotParseIsReportedAndTheOthersArePorted() throws {
        let folder = try Folder()
        try folder.write("A.swift", Self.app)
        try folder.write("B.swift", "import UIKit\nfunc f( {\n")
        let (status, output) = PortCommand.run(arguments: [folder.path])
        #expect(status == 1)
        #expect(output.contains("\(folder.path)/B.swift:2: error: parse: "))
        #expect(output.contains("file left unchanged"))
        #expect(output.hasSuffix("2 changes in 1 file, 0 things to do by hand, 1 file left unchanged (errors above)\n"))
        #expect(try folder.read("B.swift") == "import UIKit\nfunc f( {\n")
        #expect(try folder.read("A.swift") != Self.app)
    }

    @Test func helpListsTheOptionsAndRules() {
        let (status, output) = PortCommand.run(arguments: ["--help"])
        #expect(status == 0)
        #expect(output.hasPrefix("usage: uikit-port [--check] PATH..."))
        #expect(output.contains("--check"))
        #expect(output.contains("extension-override"))
    }

    @Test func aPathGivenTwiceIsPortedOnce() throws {
        let folder = try Folder()
        try folder.write("App.swift", Self.app)
        let (status, output) = PortCommand.run(arguments: [folder.path, folder.path + "/App.swift"])
        #expect(status == 0)
        #expect(output.hasSuffix("2 changes in 1 file, 0 things to do by hand\n"))
    }
}
