import Testing
@testable import UIKitPortKit

@Suite struct ObjcRuleTests {
    @Test func attributesAndDynamicGoWithoutBlankLinesOrDoubleSpaces() {
        let file = port("""
            import UIKit

            @objcMembers
            class Card: UIView {
                @IBOutlet weak var title: UILabel!
                @IBOutlet private var body: UILabel!
                @objc dynamic var progress: CGFloat = 0
                @objc(cardTapped:) func tapped(_ sender: Any) {}
                @MainActor @objc func a() {}
                @discardableResult @objc
                func b() -> Int { 1 }
                /// Closes.
                @objc @IBAction
                func close() {}
                @nonobjc func c() {}
                @IBInspectable var radius: CGFloat = 0 // corner
            }

            @IBDesignable class Badge: UIView {}
            """)
        #expect(file.ported == """
            import UIKit

            class Card: UIView {
                weak var title: UILabel!
                private var body: UILabel!
                var progress: CGFloat = 0
                func tapped(_ sender: Any) {}
                @MainActor func a() {}
                @discardableResult
                func b() -> Int { 1 }
                /// Closes.
                func close() {}
                func c() {}
                var radius: CGFloat = 0 // corner
            }

            class Badge: UIView {}
            """)
        #expect(file.changes("objc").count == 11)
        #expect(file.changes("objc").first?.line == 3)
        #expect(file.changes("objc").contains { $0.message == "removed `@objc` and `dynamic` from var progress" && $0.line == 7 })
    }

    @Test func aProtocolClassBoundByObjcAloneGetsAnyObject() {
        let file = port("""
            import UIKit
            @objc protocol Listener {
                func heard()
            }
            @objc public protocol Other: NSObjectProtocol {}
            """)
        #expect(file.ported == """
            import UIKit
            protocol Listener: AnyObject {
                func heard()
            }
            public protocol Other: NSObjectProtocol {}
            """)
    }

    @Test func aCommentAfterTheAttributeStays() {
        let file = port("""
            import UIKit
            class A {
                @objc // called by the timer
                func tick() {}
            }
            """)
        #expect(file.ported == """
            import UIKit
            class A {
                // called by the timer
                func tick() {}
            }
            """)
    }

    @Test func dynamicAsANameIsNotTouched() {
        let source = """
            import UIKit
            enum Mode { case dynamic, fixed }
            let dynamic = Mode.dynamic
            """
        #expect(port(source).ported == source)
    }
}
