import SwiftSyntax

extension OptionalProtocolRule {
    /// Finds methods that answered an optional requirement only through Objective-C's dynamic
    /// lookup: a subclass implements it, the superclass that adopts the protocol does not. Once
    /// the requirement has a default, calls through the protocol reach the default instead.
    final class SubclassVisitor: SyntaxVisitor {
        let context: RuleContext

        init(context: RuleContext) {
            self.context = context
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            check(node.memberBlock, of: node.name.text)
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            check(node.memberBlock, of: unqualified(node.extendedType.trimmedDescription))
            return .visitChildren
        }

        private func check(_ members: MemberBlockSyntax, of className: String) {
            let facts = context.facts
            for member in members.members {
                for name in member.decl.memberNames {
                    for requirement in facts.optionalRequirements[name] ?? [] {
                        guard facts.adopted[className]?.contains(requirement.protocolName) != true,
                              let adopter = ancestor(of: className, adopting: requirement.protocolName, without: name) else { continue }
                        context.warn(member.decl, "\(className).\(name) answered \(requirement.protocolName) only through Objective-C's lookup: \(adopter) adopts it without \(name), so calls through the protocol now get the default; declare \(name) in \(adopter) (doing what the default does) and override it here")
                    }
                }
            }
        }

        /// The superclass that adopts the protocol, if none of the classes from it down to `name`'s superclass declares `member`.
        private func ancestor(of name: String, adopting protocolName: String, without member: String) -> String? {
            let facts = context.facts
            var current = name
            var seen: Set<String> = [name]
            while let superclass = facts.classes[current]?.superclass.map(unqualified), seen.insert(superclass).inserted {
                if facts.memberNames[superclass]?.contains(member) == true { return nil }
                if facts.adopted[superclass]?.contains(protocolName) == true { return superclass }
                current = superclass
            }
            return nil
        }
    }
}
