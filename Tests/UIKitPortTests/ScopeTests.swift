import Testing
@testable import UIKitPortKit

@Suite struct ScopeTests {
    @Test func filesThatImportNeitherUIKitNorQuartzCoreAreLeftAlone() {
        let source = """
            import Foundation
            #if os(iOS)
            let platform = "iOS"
            #endif
            @objc protocol P { @objc optional func f() }
            final class T: NSObject {
                @objc dynamic var x = 0
                func go() { perform(#selector(go)) }
            }
            """
        let file = port(source)
        #expect(!file.inScope)
        #expect(file.ported == source)
        #expect(file.findings.isEmpty)
    }

    @Test func stringsAndCommentsAreLeftAlone() {
        let source = """
            import UIKit
            // @objc func old() { perform(#selector(old)) }
            /* @UIApplicationMain
               #if os(iOS) */
            let help = "write @objc dynamic var x and #selector(tap) and delegate?.f?()"
            let more = \"\"\"
                @objc override init()
                \"\"\"
            """
        let file = port(source)
        #expect(file.inScope)
        #expect(file.ported == source)
        #expect(file.findings.isEmpty)
    }

    @Test func aFileThatDoesNotParseIsReportedAndLeftUnchanged() {
        let source = "import UIKit\n@objc class A {\n    func f( {\n}\n"
        let file = Porter.port([("Broken.swift", source)])[0]
        #expect(file.ported == source)
        #expect(file.findings.count == 1)
        #expect(file.findings[0].kind == .error)
        #expect(file.findings[0].formatted.hasPrefix("Broken.swift:3: error: parse: "))
    }

    @Test func reportsUseTheLinesOfTheUnchangedFile() {
        let file = port("""
            #if os(iOS)
            import UIKit
            import UIKit.UIGestureRecognizerSubclass
            #if os(macOS)
            let a = 1
            let b = 2
            #endif
            final class A: UIView {
                @objc func f() {}
            }
            #endif
            """)
        #expect(file.changes("objc").first?.line == 9)
        #expect(file.changes("import").first?.line == 3)
        #expect(file.changes("platform-if").map(\.line) == [1, 4])
    }

    @Test func everyRuleHasAnID() {
        #expect(Porter.ruleIDs == ["platform-if", "import", "optional-protocol", "main", "required-init", "ns-managed", "notification", "selector",
                                   "objc-runtime", "objc", "extension-override"])
    }
}
