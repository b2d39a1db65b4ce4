import Testing
@testable import UIKitPortKit

@Suite struct PlatformIfRuleTests {
    @Test func theIOSBranchOfAWholeFileIsKept() {
        let file = port("""
            // Card.swift
            #if os(iOS)
            import UIKit

            final class Card: UIView {}
            #else
            import AppKit

            final class Card: NSView {}
            #endif
            """)
        #expect(file.ported == """
            // Card.swift
            import UIKit

            final class Card: UIView {}

            """)
        #expect(file.changes("platform-if").first?.line == 2)
    }

    @Test(arguments: [
        "os(iOS)", "canImport(UIKit)", "os(iOS) || os(tvOS)", "!os(macOS)", "os(iOS) || targetEnvironment(macCatalyst)",
        "!os(Linux) && canImport(UIKit)", "(os(iOS))", "!(os(macOS) || os(watchOS))", "os(iOS) || DEBUG",
    ])
    func conditionsTrueOnIOSKeepTheirCode(condition: String) {
        let file = port("import UIKit\n#if \(condition)\nlet a = 1\n#else\nlet a = 2\n#endif\n")
        #expect(file.ported == "import UIKit\nlet a = 1\n")
    }

    @Test(arguments: ["os(macOS)", "canImport(AppKit)", "os(tvOS) || os(watchOS)", "targetEnvironment(macCatalyst)", "os(Linux)", "!canImport(UIKit)", "os(macOS) && DEBUG"])
    func conditionsFalseOnIOSKeepTheElse(condition: String) {
        let file = port("import UIKit\n#if \(condition)\nlet a = 1\n#else\nlet a = 2\n#endif\nlet b = 3\n")
        #expect(file.ported == "import UIKit\nlet a = 2\nlet b = 3\n")
        let alone = port("import UIKit\n#if \(condition)\nlet a = 1\n#endif\nlet b = 3\n")
        #expect(alone.ported == "import UIKit\nlet b = 3\n")
    }

    @Test(arguments: ["DEBUG", "swift(>=5.9)", "compiler(>=6)", "targetEnvironment(simulator)", "os(iOS) && DEBUG", "arch(arm64)", "canImport(Combine)", "os(Fuchsia)"])
    func undecidableConditionsAreLeftAlone(condition: String) {
        let source = "import UIKit\n#if \(condition)\nlet a = 1\n#else\nlet a = 2\n#endif\n"
        let file = port(source)
        #expect(file.ported == source)
        #expect(file.findings.isEmpty)
    }

    @Test func elseifChains() {
        let file = port("""
            import UIKit
            #if os(macOS)
            let a = "mac"
            #elseif os(iOS)
            let a = "ios"
            #else
            let a = "other"
            #endif
            #if DEBUG
            let b = 1
            #elseif os(iOS)
            let b = 2
            #elseif os(macOS)
            let b = 3
            #endif
            #if os(macOS)
            let c = 1
            #elseif DEBUG
            let c = 2
            #elseif os(watchOS)
            let c = 3
            #else
            let c = 4
            #endif
            """)
        #expect(file.ported == """
            import UIKit
            let a = "ios"
            #if DEBUG
            let b = 1
            #else
            let b = 2
            #endif
            #if DEBUG
            let c = 2
            #else
            let c = 4
            #endif
            """)
        #expect(file.changes("platform-if").map(\.line) == [2, 9, 16])
    }

    @Test func nestedDecidableBlocksInsideUnknownOnesAreProcessed() {
        let file = port("""
            import UIKit
            final class V: UIView {
                #if DEBUG
                    #if os(iOS)
                    func debugIOS() {}
                    #endif
                #endif
                func f() {
                    #if canImport(AppKit)
                    print("mac")
                    #else
                    print("ios")
                    #endif
                }
            }
            """)
        #expect(file.ported == """
            import UIKit
            final class V: UIView {
                #if DEBUG
                    func debugIOS() {}
                #endif
                func f() {
                    print("ios")
                }
            }
            """)
    }

    @Test func nestedBlocksInsideTheKeptBranch() {
        let file = port("import UIKit\n#if os(iOS)\n#if os(tvOS)\nlet a = 1\n#else\nlet a = 2\n#endif\n#endif\n")
        #expect(file.ported == "import UIKit\nlet a = 2\n")
    }

    @Test func aFileWhoseOnlyImportIsInsideTheBlockIsInScope() {
        let file = port("#if canImport(UIKit)\nimport UIKit\n#elseif canImport(AppKit)\nimport AppKit\n#endif\n")
        #expect(file.ported == "import UIKit\n")
    }
}
