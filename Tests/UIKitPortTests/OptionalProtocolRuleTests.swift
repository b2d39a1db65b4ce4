import Testing
@testable import UIKitPortKit

@Suite struct OptionalProtocolRuleTests {
    static let delegate = """
        import UIKit

        /// Hears about the sheet.
        @objc protocol SheetDelegate: AnyObject {
            func sheetDidAppear(_ sheet: Sheet)
            /// Asked before the sheet closes.
            @objc optional func sheetShouldDismiss(_ sheet: Sheet) -> Bool
            @objc optional func sheetWillDismiss(_ sheet: Sheet)
            @objc optional func title(for sheet: Sheet) -> String?
            @objc optional func detentHeight(for sheet: Sheet) -> CGFloat
            @objc optional var prefersGrabber: Bool { get }
        }
        """

    @Test func requirementsGetDefaultsAndCallSitesLoseTheirMark() {
        let files = port([
            ("SheetDelegate.swift", Self.delegate),
            ("Sheet.swift", """
                import UIKit
                final class Sheet: UIView {
                    weak var delegate: SheetDelegate?
                    func close() {
                        guard delegate?.sheetShouldDismiss?(self) ?? true else { return }
                        delegate?.sheetWillDismiss?(self)
                        let title = delegate?.title?(for: self) ?? "Sheet"
                        let height = delegate?.detentHeight?(for: self) ?? 300
                        if let d = delegate, d.prefersGrabber ?? false { print(title, height) }
                    }
                }
                """),
        ])
        #expect(files[0].ported == """
            import UIKit

            /// Hears about the sheet.
            protocol SheetDelegate: AnyObject {
                func sheetDidAppear(_ sheet: Sheet)
                /// Asked before the sheet closes.
                func sheetShouldDismiss(_ sheet: Sheet) -> Bool
                func sheetWillDismiss(_ sheet: Sheet)
                func title(for sheet: Sheet) -> String?
                func detentHeight(for sheet: Sheet) -> CGFloat
                var prefersGrabber: Bool { get }
            }

            extension SheetDelegate {
                func sheetShouldDismiss(_ sheet: Sheet) -> Bool { true }
                func sheetWillDismiss(_ sheet: Sheet) {}
                func title(for sheet: Sheet) -> String? { nil }
                func detentHeight(for sheet: Sheet) -> CGFloat { 300 }
                var prefersGrabber: Bool { false }
            }
            """)
        #expect(files[1].ported.contains("guard delegate?.sheetShouldDismiss(self) ?? true else { return }"))
        #expect(files[1].ported.contains("delegate?.sheetWillDismiss(self)\n"))
        #expect(files[1].ported.contains("delegate?.title(for: self) ?? \"Sheet\""))
        #expect(files[1].changes("optional-protocol").map(\.line) == [5, 6, 7, 8])
        #expect(files[0].changes("optional-protocol").first?.line == 4)
        #expect(files[0].warnings("optional-protocol").isEmpty)
    }

    @Test func withoutAgreeingCallSitesTheZeroIsUsedAndReported() {
        let files = port([
            ("SheetDelegate.swift", Self.delegate),
            ("A.swift", "import UIKit\nfunc a(d: SheetDelegate, s: Sheet) { _ = d.detentHeight?(for: s) ?? 300 }\n"),
            ("B.swift", "import UIKit\nfunc b(d: SheetDelegate?, s: Sheet) {\n    if let h = d?.detentHeight?(for: s) { print(h) }\n}\n"),
        ])
        #expect(files[0].ported.contains("func detentHeight(for sheet: Sheet) -> CGFloat { .zero }"))
        #expect(files[0].ported.contains("func sheetShouldDismiss(_ sheet: Sheet) -> Bool { false }"))
        let warning = files[0].warnings("optional-protocol").first { $0.message.contains("detentHeight") }
        #expect(warning?.line == 10)
        #expect(warning?.message.contains("A.swift:2 (`?? 300`), B.swift:3 (no `??`)") == true)
        #expect(files[1].ported == "import UIKit\nfunc a(d: SheetDelegate, s: Sheet) { _ = d.detentHeight(for: s) ?? 300 }\n")
    }

    @Test func aProtocolWithoutInheritanceStaysClassBoundAndAccessIsKept() {
        let file = port("""
            import UIKit
            @objc public protocol Scrubber {
                @objc optional func scrubber(_ s: AnyObject, didMoveTo value: Double)
                @objc optional static func make() -> Self?
            }
            """)
        #expect(file.ported == """
            import UIKit
            public protocol Scrubber: AnyObject {
                func scrubber(_ s: AnyObject, didMoveTo value: Double)
                static func make() -> Self?
            }

            public extension Scrubber {
                func scrubber(_ s: AnyObject, didMoveTo value: Double) {}
                static func make() -> Self? { nil }
            }
            """)
    }

    @Test func aTypeWithoutADefaultIsReportedAndLeftRequired() {
        let file = port("""
            import UIKit
            @objc protocol Styler: NSObjectProtocol {
                @objc optional func color() -> UIColor
                @objc optional func done()
            }
            """)
        #expect(file.ported == """
            import UIKit
            protocol Styler: NSObjectProtocol {
                func color() -> UIColor
                func done()
            }

            extension Styler {
                func done() {}
            }
            """)
        #expect(file.warnings("optional-protocol").first?.message.contains("no obvious default") == true)
    }

    @Test func aClosurePropertyOfTheSameNameIsAReportedCollision() {
        let files = port([
            ("P.swift", "import UIKit\n@objc protocol P: AnyObject {\n    @objc optional func tapped()\n}\n"),
            ("V.swift", "import UIKit\nfinal class V: UIView {\n    var tapped: (() -> Void)?\n    func f(p: P?) {\n        tapped?()\n        self.tapped?()\n        p?.tapped?()\n    }\n}\n"),
        ])
        #expect(!files[1].changed)
        #expect(files[1].warnings("optional-protocol").map(\.line) == [6, 7])
    }

    @Test func anOptionalPropertyOfOptionalTypeKeepsItsChaining() {
        let files = port([
            ("P.swift", "import UIKit\n@objc protocol P: AnyObject {\n    @objc optional var name: String? { get }\n    @objc optional var size: CGSize { get }\n}\n"),
            ("U.swift", "import UIKit\nfunc f(p: P?) {\n    _ = p?.name?.count\n    _ = p?.size?.width\n}\n"),
        ])
        #expect(files[1].ported == "import UIKit\nfunc f(p: P?) {\n    _ = p?.name?.count\n    _ = p?.size.width\n}\n")
        #expect(files[0].ported.contains("    var name: String? { nil }\n    var size: CGSize { .zero }\n"))
    }
}

@Suite struct OptionalProtocolLayoutTests {
    @Test func aProtocolOnOneLineGetsAnIndentedExtension() {
        let file = port("import UIKit\n@objc protocol E { @objc optional func emit() -> Int }\nlet x = 1\n")
        #expect(file.ported == "import UIKit\nprotocol E: AnyObject { func emit() -> Int }\n\nextension E {\n    func emit() -> Int { 0 }\n}\nlet x = 1\n")
    }
}

@Suite struct OptionalRequirementInSubclassTests {
    @Test func aSubclassAnsweringForItsSuperclassIsReported() {
        let files = port([
            ("P.swift", "import UIKit\n@objc protocol Pager: AnyObject {\n    @objc optional func pageDidChange(_ index: Int)\n}\n"),
            ("Base.swift", "import UIKit\nclass BaseController: UIViewController, Pager {}\nclass Middle: BaseController {}\n"),
            ("Photos.swift", "import UIKit\nfinal class Photos: Middle {\n    func pageDidChange(_ index: Int) {}\n}\n"),
            ("Direct.swift", "import UIKit\nfinal class Direct: UIViewController, Pager {\n    func pageDidChange(_ index: Int) {}\n}\n"),
        ])
        let warning = files[2].warnings("optional-protocol")
        #expect(warning.map(\.line) == [3])
        #expect(warning.first?.message.contains("BaseController adopts it without pageDidChange") == true)
        #expect(files[3].warnings("optional-protocol").isEmpty)
    }
}
