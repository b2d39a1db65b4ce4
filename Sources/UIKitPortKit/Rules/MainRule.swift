import SwiftSyntax

/// `main`: `@UIApplicationMain` becomes `@main`, and the classes UIKit creates itself become
/// `final`: the app delegate (the application creates it through an `init()` requirement of
/// `UIApplicationDelegate`) and the scene delegates (created from
/// `UISceneConfiguration.delegateClass` through an `init()` requirement of `UISceneDelegate`).
/// Only a final class meets such a requirement with an inherited initializer; the alternative,
/// a `required init()` on `UIResponder`, would have to be repeated by every `UIView` subclass.
/// A class already marked `@main` that adopts `UIApplicationDelegate` becomes `final` too.
enum MainRule: PortRule {
    static let id = "main"

    static func run(in context: RuleContext) {
        Visitor(context: context).walk(context.tree)
    }

    private final class Visitor: RuleVisitor {
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let c = context
            let old = node.attributes.attributes(named: ["UIApplicationMain"]).first
            let adopted = Set(node.inheritanceClause?.typeNames.map(unqualified) ?? [])
            let isAppDelegate = node.attributes.contains("main") && adopted.contains("UIApplicationDelegate")
            let isSceneDelegate = !adopted.isDisjoint(with: ["UISceneDelegate", "UIWindowSceneDelegate"])
            guard old != nil || isAppDelegate || isSceneDelegate else { return .visitChildren }
            if let old {
                c.replace(old.attributeName, with: "main")
                c.change(old, "`@UIApplicationMain` → `@main`")
            }
            guard node.modifiers.modifier("final") == nil else { return .visitChildren }
            let what = old != nil || isAppDelegate ? "app delegate" : "scene delegate"
            let name = node.name.text
            if node.modifiers.modifier("open") != nil {
                c.warn(node, "class \(name) is `open`: a \(what) must be `final` (UIKit creates it through `init()`); make it `public final`")
            } else if c.facts.hasSubclass(name) {
                c.warn(node, what == "app delegate"
                       ? "class \(name) has subclasses: the app delegate must be `final`; mark the last subclass `@main` and `final` instead"
                       : "class \(name) has subclasses: a scene delegate must be `final` (UIKit creates it through `init()`); name the last subclass in `delegateClass` and make it `final`")
            } else {
                c.insert("final ", at: node.classKeyword.positionAfterSkippingLeadingTrivia.utf8Offset)
                c.change(node.classKeyword, "made \(what) \(name) `final`")
            }
            return .visitChildren
        }
    }
}
