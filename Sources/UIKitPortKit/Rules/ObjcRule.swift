import SwiftSyntax

/// `objc`: `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, Interface Builder's attributes
/// (`@IBAction`, `@IBOutlet`, …) and the `dynamic` modifier go: there is no Objective-C runtime.
/// A protocol that was class-bound by `@objc` alone gets `: AnyObject`.
enum ObjcRule: PortRule {
    static let id = "objc"

    static let attributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction", "GKInspectable",
    ]

    static func run(in context: RuleContext) {
        Visitor(context: context).walk(context.tree)
    }

    private final class Visitor: SyntaxAnyVisitor {
        let context: RuleContext

        init(context: RuleContext) {
            self.context = context
            super.init(viewMode: .sourceAccurate)
        }

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            guard node.is(DeclSyntax.self) else { return .visitChildren }
            let attributes = node.asProtocol(WithAttributesSyntax.self)?.attributes.attributes(named: ObjcRule.attributes) ?? []
            let dynamic = node.asProtocol(WithModifiersSyntax.self)?.modifiers.modifier("dynamic")
            guard !attributes.isEmpty || dynamic != nil else { return .visitChildren }
            for attribute in attributes { context.remove(attribute) }
            if let dynamic { context.remove(dynamic) }
            let removed = attributes.map { "@" + $0.attributeName.trimmedDescription } + (dynamic == nil ? [] : ["dynamic"])
            var message = "removed \(removed.map { "`\($0)`" }.joined(separator: " and ")) from \(displayName(of: node))"
            if let protocolDecl = node.as(ProtocolDeclSyntax.self), protocolDecl.inheritanceClause == nil,
               attributes.contains(where: { $0.attributeName.trimmedDescription == "objc" }) {
                let after = protocolDecl.primaryAssociatedTypeClause.map(Syntax.init) ?? Syntax(protocolDecl.name)
                context.insert(": AnyObject", at: after.endPositionBeforeTrailingTrivia.utf8Offset)
                message += "; added `: AnyObject` to keep it class-bound"
            }
            let anchor = attributes.first.map(Syntax.init) ?? Syntax(dynamic!)
            context.change(anchor, message)
            return .visitChildren
        }
    }
}
