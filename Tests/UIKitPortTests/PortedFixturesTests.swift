import Foundation
import Testing
@testable import UIKitPortKit

/// The committed ported fixtures (`Tests/PortedFixtures/<Lib>/`, `Tests/PortedExampleApp/`) are
/// exactly what the tool makes of `Fixtures/iOS/`: nobody edits them by hand, and the tool
/// cannot drift from them.
@Suite struct PortedFixturesTests {
    /// The libraries that form the `PortedFixtures` module, and the app ported with them.
    static let libraries = ["DragSheet", "EdgeDrawer", "PhotoZoom", "CardDeck", "TripPlanner", "ThemedProfile", "TabSwipe", "DetentSheet", "FlickViewer", "ZoomingImage", "FeaturedCards"]
    static let app = "ExampleApp"
    /// The scene-based app (its own executable target, `PortedSceneApp`).
    static let sceneApp = "SceneApp"

    /// The repository's root, from this file's path (`Tests/UIKitPortTests/<this file>`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Where the committed port of a fixture folder lives.
    static func committedFolder(of folder: String) -> URL {
        folder == app ? root.appendingPathComponent("Tests/PortedExampleApp")
            : folder == sceneApp ? root.appendingPathComponent("Tests/PortedSceneApp")
            : root.appendingPathComponent("Tests/PortedFixtures").appendingPathComponent(folder)
    }

    static let regenerate = """
        regenerate them: copy Fixtures/iOS/{\(libraries.joined(separator: ",")),\(app),\(sceneApp)} to a temporary folder, \
        run `uikit-port` once over that folder, and copy each library's files to Tests/PortedFixtures/<Lib>/, \
        ExampleApp/AppDelegate.swift to Tests/PortedExampleApp/ and SceneApp/*.swift to Tests/PortedSceneApp/
        """

    @Test func theCommittedPortsAreTheToolsOutput() throws {
        let manager = FileManager.default
        let temp = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("ported-fixtures-" + UUID().uuidString)
        try manager.createDirectory(at: temp, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: temp) }
        let folders = Self.libraries + [Self.app, Self.sceneApp]
        for folder in folders {
            try manager.copyItem(at: Self.root.appendingPathComponent("Fixtures/iOS").appendingPathComponent(folder),
                                 to: temp.appendingPathComponent(folder))
        }

        // One run over all of them, as the protocols and their call sites are seen together.
        let (status, output) = PortCommand.run(arguments: [temp.path])
        #expect(status == 0, "uikit-port failed:\n\(output)")
        #expect(!output.contains(": error: "), "uikit-port could not port a fixture:\n\(output)")

        for folder in folders {
            let portedFolder = temp.appendingPathComponent(folder)
            let committedFolder = Self.committedFolder(of: folder)
            let ported = try swiftFiles(in: portedFolder)
            let committed = try swiftFiles(in: committedFolder)
            let relativeCommitted = committedFolder.path.dropFirst(Self.root.path.count + 1)
            for name in committed.subtracting(ported).sorted() {
                Issue.record("\(relativeCommitted)/\(name) is committed but is no port of a file of Fixtures/iOS/\(folder)")
            }
            for name in ported.sorted() {
                let path = "\(relativeCommitted)/\(name)"
                let expected = try Data(contentsOf: portedFolder.appendingPathComponent(name))
                guard let actual = manager.contents(atPath: committedFolder.appendingPathComponent(name).path) else {
                    Issue.record("\(path) is missing: it is the port of Fixtures/iOS/\(folder)/\(name); \(Self.regenerate)")
                    continue
                }
                if let difference = firstDifference(committed: actual, ported: expected) {
                    Issue.record("\(path) is not the tool's output for Fixtures/iOS/\(folder)/\(name): \(difference); \(Self.regenerate)")
                }
            }
        }
    }

    /// The names of the Swift files of a folder (not its subfolders); none when it does not exist.
    private func swiftFiles(in folder: URL) throws -> Set<String> {
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        return Set(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") })
    }

    /// Where two texts first differ, by line, or nil when they are the same bytes.
    private func firstDifference(committed: Data, ported: Data) -> String? {
        guard committed != ported else { return nil }
        let committedLines = Array(committed).split(separator: 0x0A, omittingEmptySubsequences: false)
        let portedLines = Array(ported).split(separator: 0x0A, omittingEmptySubsequences: false)
        for index in 0..<max(committedLines.count, portedLines.count) {
            let left = index < committedLines.count ? committedLines[index] : nil
            let right = index < portedLines.count ? portedLines[index] : nil
            guard left != right else { continue }
            func show(_ line: ArraySlice<UInt8>?) -> String {
                guard let line else { return "(no such line: the file ends before)" }
                return "`" + String(decoding: line, as: UTF8.self) + "`"
            }
            return "line \(index + 1) is \(show(left)), the tool writes \(show(right))"
        }
        return "the bytes differ"
    }
}
