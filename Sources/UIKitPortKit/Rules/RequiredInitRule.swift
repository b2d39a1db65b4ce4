import SwiftSyntax

/// `required-init`: in a class that descends from a Core Animation layer or animation class,
/// `override init()` becomes `required init()` (`UIView.layerClass` and `copy()` create them
/// from a class object, which needs a required initializer). `init(layer:)` stays as it is.
/// Likewise in a table or collection view's cell or header/footer class,
/// `override init(style:reuseIdentifier:)`, `override init(reuseIdentifier:)` and
/// `override init(frame:)` (collection views) become `required`: the view makes them from the
/// registered class.
enum RequiredInitRule: PortRule {
    static let id = "required-init"

    static func run(in context: RuleContext) {
        Visitor(context: context).walk(context.tree)
    }

    private final class Visitor: RuleVisitor {
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            if let label = context.facts.requiredReusableInitializerLabel(node.name.text) {
                rewriteReusableInitializer(in: node, label: label)
                return .visitChildren
            }
            guard context.facts.descendsFromCoreAnimation(node.name.text) else { return .visitChildren }
            let initializers = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            let plain = initializers.filter { $0.signature.parameterClause.parameters.isEmpty && $0.optionalMark == nil }
            for initializer in plain where initializer.modifiers.modifier("required") == nil {
                guard let override = initializer.modifiers.modifier("override") else { continue }
                context.replace(override, with: "required")
                context.change(override, "`override init()` → `required init()` in \(node.name.text): layers and animations are created from their class")
            }
            let designated = initializers.filter { initializer in
                initializer.modifiers.modifier("convenience") == nil && !initializer.signature.parameterClause.parameters.isEmpty
                    && !["layer", "coder"].contains(initializer.signature.parameterClause.parameters.first?.firstName.text)
            }
            if plain.isEmpty, let first = designated.first {
                context.warn(first, "\(node.name.text) declares \(displayName(of: first)) but not init(), which it no longer inherits: add `required init() { super.init() }` (setting its properties as needed)")
            }
            return .visitChildren
        }

        /// `override init(label:…)` → `required init(label:…)` in a reusable view class.
        private func rewriteReusableInitializer(in node: ClassDeclSyntax, label: String) {
            for member in node.memberBlock.members {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self),
                      initializer.signature.parameterClause.parameters.first?.firstName.text == label,
                      initializer.modifiers.modifier("required") == nil,
                      let override = initializer.modifiers.modifier("override") else { continue }
                context.replace(override, with: "required")
                context.change(override, "`override init(\(label):…)` → `required init(\(label):…)` in \(node.name.text): the table or collection view makes it from the registered class")
            }
        }
    }
}
