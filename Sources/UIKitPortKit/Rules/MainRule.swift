import SwiftSyntax

/// `main`: `@UIApplicationMain` becomes `@main`, and the app delegate class becomes `final`
/// (the application creates it through an `init()` requirement that only a final class meets
/// with an inherited initializer). A class already marked `@main` that adopts
/// `UIApplicationDelegate` becomes `final` too.
enum MainRule: PortRule {
    static let id = "main"

    static func run(in context: RuleContext) {
        Visitor(context: context).walk(context.tree)
    }

    private final class Visitor: RuleVisitor {
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let c = context
            let old = node.attributes.attributes(named: ["UIApplicationMain"]).first
            let isAppDelegate = node.attributes.contains("main")
                && node.inheritanceClause?.typeNames.map(unqualified).contains("UIApplicationDelegate") == true
            guard old != nil || isAppDelegate else { return .visitChildren }
            if let old {
                c.replace(old.attributeName, with: "main")
                c.change(old, "`@UIApplicationMain` → `@main`")
            }
            guard node.modifiers.modifier("final") == nil else { return .visitChildren }
            if node.modifiers.modifier("open") != nil {
                c.warn(node, "class \(node.name.text) is `open`: an app delegate must be `final`; make it `public final`")
            } else if c.facts.hasSubclass(node.name.text) {
                c.warn(node, "class \(node.name.text) has subclasses: the app delegate must be `final`; mark the last subclass `@main` and `final` instead")
            } else {
                c.insert("final ", at: node.classKeyword.positionAfterSkippingLeadingTrivia.utf8Offset)
                c.change(node.classKeyword, "made app delegate \(node.name.text) `final`")
            }
            return .visitChildren
        }
    }
}
