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

    @Test func withoutAgreeingCallSitesTheCallsGoThroughOptionalRequirement() {
        let files = port([
            ("SheetDelegate.swift", Self.delegate),
            ("A.swift", "import UIKit\nfunc a(d: SheetDelegate, s: Sheet) { _ = d.detentHeight?(for: s) ?? 300 }\n"),
            ("B.swift", "import UIKit\nfunc b(d: SheetDelegate?, s: Sheet) {\n    if let h = d?.detentHeight?(for: s) { print(h) }\n}\n"),
        ])
        #expect(files[0].ported.contains("func detentHeight(for sheet: Sheet) -> CGFloat { OptionalRequirement.unimplemented(.zero) }"))
        // No call site at all: nothing to keep but iOS's "not implemented".
        #expect(files[0].ported.contains("func sheetShouldDismiss(_ sheet: Sheet) -> Bool { OptionalRequirement.unimplemented(false) }"))
        #expect(files[0].ported.contains("var prefersGrabber: Bool { OptionalRequirement.unimplemented(false) }"))
        #expect(files[0].warnings("optional-protocol").isEmpty)
        #expect(files[0].changes("optional-protocol").first?.message.contains(
            "sheetShouldDismiss, detentHeight, prefersGrabber are called through OptionalRequirement.call") == true)
        // A non-optional receiver: the closure's result is promoted to an optional.
        #expect(files[1].ported == "import UIKit\nfunc a(d: SheetDelegate, s: Sheet) { _ = OptionalRequirement.call { d.detentHeight(for: s) } ?? 300 }\n")
        // In a statement's condition the closure is an argument in parentheses (a trailing one would read as the body).
        #expect(files[2].ported == "import UIKit\nfunc b(d: SheetDelegate?, s: Sheet) {\n    if let h = OptionalRequirement.call({ d?.detentHeight(for: s) }) { print(h) }\n}\n")
        #expect(files[2].changes("optional-protocol").map(\.message) == [
            "`.detentHeight?(…)` → `OptionalRequirement.call { ….detentHeight(…) }`: SheetDelegate.detentHeight is no longer optional, and the call is still nil when a type does not implement it",
        ])
        #expect(files[2].warnings("optional-protocol").isEmpty)
    }

    @Test func aFallbackThatIsNotALiteralIsKept() {
        let files = port([
            ("SheetDelegate.swift", Self.delegate),
            ("Sheet.swift", """
                import UIKit
                final class Sheet: UIView {
                    weak var delegate: SheetDelegate?
                    func height(in containerSize: CGSize) -> CGFloat {
                        let proposed = delegate?.detentHeight?(for: self) ?? containerSize.height * 0.5
                        return min(proposed, containerSize.height)
                    }
                }
                """),
        ])
        #expect(files[0].ported.contains("    func detentHeight(for sheet: Sheet) -> CGFloat { OptionalRequirement.unimplemented(.zero) }\n"))
        #expect(files[1].ported.contains(
            "        let proposed = OptionalRequirement.call { delegate?.detentHeight(for: self) } ?? containerSize.height * 0.5\n"))
        #expect(files[0].warnings("optional-protocol").isEmpty)
        #expect(files[1].warnings("optional-protocol").isEmpty)
    }

    @Test func differentLiteralFallbacksAreKeptEach() {
        let files = port([
            ("SheetDelegate.swift", Self.delegate),
            ("Sheet.swift", """
                import UIKit
                func heights(_ d: SheetDelegate?, _ s: Sheet) -> [CGFloat] {
                    [d?.detentHeight?(for: s) ?? 300, d?.detentHeight?(for: s) ?? 200]
                }
                """),
        ])
        #expect(files[0].ported.contains("func detentHeight(for sheet: Sheet) -> CGFloat { OptionalRequirement.unimplemented(.zero) }"))
        #expect(files[1].ported.contains(
            "    [OptionalRequirement.call { d?.detentHeight(for: s) } ?? 300, OptionalRequirement.call { d?.detentHeight(for: s) } ?? 200]\n"))
    }

    @Test func aPropertyReadAndAChainGoOnAfterTheCall() {
        let files = port([
            ("P.swift", """
                import UIKit
                @objc protocol Layout: AnyObject {
                    @objc optional var size: CGSize { get }
                    @objc optional func inset(for index: Int) -> UIEdgeInsets
                    @objc optional func tint() throws -> UIColor
                }
                """),
            ("U.swift", """
                import UIKit
                func f(p: Layout?, q: Layout) throws {
                    _ = p?.size?.width
                    let s = p?.size
                    let top = p?.inset?(for: 1).top
                    let color = try q.tint?()
                    print(s as Any, top as Any, color as Any)
                }
                """),
        ])
        #expect(files[0].ported.contains("""
            extension Layout {
                var size: CGSize { OptionalRequirement.unimplemented(.zero) }
                func inset(for index: Int) -> UIEdgeInsets { OptionalRequirement.unimplemented(.zero) }
                func tint() throws -> UIColor { OptionalRequirement.unimplemented(.clear) }
            }
            """))
        #expect(files[1].ported == """
            import UIKit
            func f(p: Layout?, q: Layout) throws {
                _ = OptionalRequirement.call { p?.size }?.width
                let s = OptionalRequirement.call { p?.size }
                let top = OptionalRequirement.call { p?.inset(for: 1) }?.top
                let color = try OptionalRequirement.call { try q.tint() }
                print(s as Any, top as Any, color as Any)
            }
            """)
        #expect(files[1].changes("optional-protocol").map(\.line) == [3, 4, 5, 6])
        #expect(files[1].changes("optional-protocol").first?.message.hasPrefix("`.size?` → `OptionalRequirement.call { ….size }?`") == true)
    }

    @Test func callsInsideACallAreEachWrapped() {
        let files = port([
            ("P.swift", "import UIKit\n@objc protocol Source: AnyObject {\n    @objc optional func count(in section: Int) -> Int\n}\n"),
            ("U.swift", "import UIKit\nfunc f(a: Source?, b: Source?) -> Int? {\n    a?.count?(in: b?.count?(in: 0) ?? 1)\n}\n"),
        ])
        #expect(files[1].ported == "import UIKit\nfunc f(a: Source?, b: Source?) -> Int? {\n    OptionalRequirement.call { a?.count(in: OptionalRequirement.call { b?.count(in: 0) } ?? 1) }\n}\n")
    }

    @Test func aForcedCallOnlyLosesItsMark() {
        let source = "import UIKit\n@objc protocol Source: AnyObject {\n    @objc optional func count() -> Int\n}\n"
        let files = port([
            ("P.swift", source),
            ("U.swift", "import UIKit\nfunc f(a: Source, b: Source?, n: Int) -> Int {\n    a.count!() + (b?.count?() ?? n)\n}\n"),
        ])
        // A forced call crashed on iOS without an implementation: there is no fallback to keep.
        #expect(files[1].ported == "import UIKit\nfunc f(a: Source, b: Source?, n: Int) -> Int {\n    a.count() + (OptionalRequirement.call { b?.count() } ?? n)\n}\n")
        #expect(files[0].ported.contains("    func count() -> Int { OptionalRequirement.unimplemented(0) }\n"))
        // Nor does it stand in the way of the other call sites' one literal.
        let literal = port([
            ("P.swift", source),
            ("U.swift", "import UIKit\nfunc f(a: Source, b: Source?) -> Int {\n    a.count!() + (b?.count?() ?? 1)\n}\n"),
        ])
        #expect(literal[0].ported.contains("    func count() -> Int { 1 }\n"))
        #expect(literal[1].ported == "import UIKit\nfunc f(a: Source, b: Source?) -> Int {\n    a.count() + (b?.count() ?? 1)\n}\n")
    }

    @Test func callSitesAlreadyPortedAreNotWrappedAgain() {
        // The protocol still has its optional requirement; the call sites went through the tool before.
        let files = port([
            ("P.swift", "import UIKit\n@objc protocol Source: AnyObject {\n    @objc optional func count() -> Int\n    @objc optional var size: CGSize { get }\n}\n"),
            ("U.swift", """
                import UIKit
                func f(a: Source?) -> CGFloat {
                    let n = OptionalRequirement.call { a?.count() } ?? 2
                    if let m = OptionalRequirement.call({ a?.count() }) { print(m) }
                    return (OptionalRequirement.call { a?.size }?.width ?? 0) + CGFloat(n)
                }
                """),
        ])
        #expect(!files[1].changed)
        #expect(files[1].findings.isEmpty)
        #expect(files[0].ported.contains("    func count() -> Int { OptionalRequirement.unimplemented(0) }\n"))
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

    @Test func aTypeWithoutAPlaceholderIsReportedAndLeftRequired() {
        let files = port([
            ("Styler.swift", """
                import UIKit
                final class Theme {}
                @objc protocol Styler: NSObjectProtocol {
                    @objc optional func theme() -> Theme
                    @objc optional func done()
                }
                """),
            ("U.swift", "import UIKit\nfunc f(s: Styler?) -> Theme? {\n    s?.theme?()\n}\n"),
        ])
        #expect(files[0].ported == """
            import UIKit
            final class Theme {}
            protocol Styler: NSObjectProtocol {
                func theme() -> Theme
                func done()
            }

            extension Styler {
                func done() {}
            }
            """)
        let warning = files[0].warnings("optional-protocol").first
        #expect(warning?.message.contains("theme() in Styler returns Theme, which has no obvious default") == true)
        #expect(warning?.message.contains("U.swift:3 (no `??`)") == true)
        // Every conforming type implements it now: the call only loses its mark.
        #expect(files[1].ported == "import UIKit\nfunc f(s: Styler?) -> Theme? {\n    s?.theme()\n}\n")
    }

    @Test func placeholdersOfLibraryAndOwnTypes() {
        let file = port("""
            import UIKit
            enum Mood { case calm, busy }
            enum Payload { case data(Int) }
            struct Style { var radius: CGFloat = 4; var name: String? }
            struct Spec { let id: Int }
            struct Made { let id: Int }
            extension Made { init() { id = 0 } }
            @objc protocol Styler: AnyObject {
                @objc optional func color() -> UIColor
                @objc optional func transform() -> CGAffineTransform
                @objc optional func edges() -> UIRectEdge
                @objc optional func mood() -> Mood
                @objc optional func style() -> Style
                @objc optional func made() -> Made
                @objc optional func names() -> Set<String>
                @objc optional func payload() -> Payload
                @objc optional func spec() -> Spec
            }
            """)
        #expect(file.ported.hasSuffix("""
            extension Styler {
                func color() -> UIColor { OptionalRequirement.unimplemented(.clear) }
                func transform() -> CGAffineTransform { OptionalRequirement.unimplemented(.identity) }
                func edges() -> UIRectEdge { OptionalRequirement.unimplemented([]) }
                func mood() -> Mood { OptionalRequirement.unimplemented(.calm) }
                func style() -> Style { OptionalRequirement.unimplemented(.init()) }
                func made() -> Made { OptionalRequirement.unimplemented(.init()) }
                func names() -> Set<String> { OptionalRequirement.unimplemented([]) }
            }
            """))
        #expect(file.warnings("optional-protocol").map { $0.message.prefix(16) } == ["payload() in Sty", "spec() in Styler"])
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
        #expect(files[1].ported == "import UIKit\nfunc f(p: P?) {\n    _ = p?.name?.count\n    _ = OptionalRequirement.call { p?.size }?.width\n}\n")
        #expect(files[0].ported.contains("    var name: String? { nil }\n    var size: CGSize { OptionalRequirement.unimplemented(.zero) }\n"))
    }
}

@Suite struct OptionalProtocolLayoutTests {
    @Test func aProtocolOnOneLineGetsAnIndentedExtension() {
        let file = port("import UIKit\n@objc protocol E { @objc optional func emit() -> Int }\nlet x = 1\n")
        #expect(file.ported == "import UIKit\nprotocol E: AnyObject { func emit() -> Int }\n\nextension E {\n    func emit() -> Int { OptionalRequirement.unimplemented(0) }\n}\nlet x = 1\n")
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
