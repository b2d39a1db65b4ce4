import Testing
@testable import UIKitPortKit

@Suite struct ImportRuleTests {
    @Test func aSubmoduleImportBecomesTheModule() {
        let file = port("""
            import Foundation
            import UIKit.UIGestureRecognizerSubclass

            class Drag: UIGestureRecognizer {}
            """)
        #expect(file.ported == """
            import Foundation
            import UIKit

            class Drag: UIGestureRecognizer {}
            """)
        #expect(file.changes("import").first?.line == 2)
    }

    @Test func aDuplicateGoes() {
        let file = port("""
            import UIKit
            import UIKit.UIGestureRecognizerSubclass
            import QuartzCore.CAAnimation
            import QuartzCore
            """)
        #expect(file.ported == """
            import UIKit
            import QuartzCore
            """)
        #expect(file.changes("import").map(\.line) == [2, 3])
    }

    @Test func attributesAreKept() {
        let file = port("""
            @_exported import UIKit.UIView
            @testable import QuartzCore.CALayer
            import class UIKit.UIView
            """)
        #expect(file.ported == """
            @_exported import UIKit
            @testable import QuartzCore
            import class UIKit.UIView
            """)
    }

    @Test func twoSubmodulesMakeOneImport() {
        let file = port("import UIKit.UIGestureRecognizerSubclass\nimport UIKit.UIView\n")
        #expect(file.ported == "import UIKit\n")
    }

    @Test func anImportInAnUnknownConditionIsNoDuplicate() {
        let source = """
            #if DEBUG
            import UIKit
            #endif
            import UIKit.UIGestureRecognizerSubclass
            """
        #expect(port(source).ported == """
            #if DEBUG
            import UIKit
            #endif
            import UIKit
            """)
    }
}
