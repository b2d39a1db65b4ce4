import Foundation
import Testing

/// The README shows the teaching example's two files in full; they must not drift apart.
struct ReadmeExampleTests {
    @Test(arguments: ["SlideInteraction.swift", "SlideAnimator.swift"])
    func theReadmeShowsTheFileAsItIs(file: String) throws {
        let readme = try String(contentsOfFile: "README.md", encoding: .utf8)
        let source = try String(contentsOfFile: "Sources/Playground/Scenes/PercentDriven/\(file)", encoding: .utf8)
        #expect(readme.contains("```swift\n" + source.trimmingCharacters(in: .newlines) + "\n```"),
                "README.md's copy of \(file) differs from the file")
        #expect(source.split(separator: "\n", omittingEmptySubsequences: false).count <= 80, "\(file) stays short")
    }
}
