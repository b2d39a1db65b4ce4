import SwiftSyntax

/// `optional-protocol`: an `@objc` protocol's `optional` requirements become plain ones with a
/// default implementation in an extension right after the protocol, and every call keeps what it
/// got on iOS when a conforming type did not implement the requirement:
///
/// - a `Void` method gets an empty default, an optional type `nil`, and a requirement whose every
///   call site is `x?.m?(…) ?? L` (one literal L) returns L; `delegate?.method?(…)` becomes
///   `delegate?.method(…)`;
/// - otherwise the default is `OptionalRequirement.unimplemented(placeholder)` and every call
///   becomes `OptionalRequirement.call { delegate?.method(…) }`, nil when the default ran, as
///   `?()` was on iOS;
/// - a type without a placeholder (and a settable property) gets no default: the conforming
///   types must implement it, and the tool says so.
enum OptionalProtocolRule: PortRule {
    static let id = "optional-protocol"

    static func run(in context: RuleContext) {
        Visitor(context: context).walk(context.tree)
        SubclassVisitor(context: context).walk(context.tree)
    }

    private final class Visitor: RuleVisitor {
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            let optional = Array(node.memberBlock.members).filter { $0.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.modifier("optional") != nil }
            guard !optional.isEmpty else { return .visitChildren }
            let c = context
            var defaults: [String] = []
            unimplemented = []
            let indent = c.indentation(ofLineAt: node.positionAfterSkippingLeadingTrivia.utf8Offset)
            // The members' indentation, unless they share the protocol's line.
            let memberStart = optional[0].decl.positionAfterSkippingLeadingTrivia.utf8Offset
            let memberIndent = c.onlySpacesBefore(memberStart) ? c.indentation(ofLineAt: memberStart) : indent + "    "
            for member in optional {
                if let modifier = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.modifier("optional") { c.remove(modifier) }
                if let function = member.decl.as(FunctionDeclSyntax.self), let text = defaultImplementation(of: function, in: node) {
                    defaults.append(memberIndent + text)
                } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                    defaults += defaultImplementations(of: variable, in: node).map { memberIndent + $0 }
                }
            }
            if node.inheritanceClause == nil {
                let after = node.primaryAssociatedTypeClause.map(Syntax.init) ?? Syntax(node.name)
                c.insert(": AnyObject", at: after.endPositionBeforeTrailingTrivia.utf8Offset)
            }
            var message = "made the \(optional.count) optional requirement\(optional.count == 1 ? "" : "s") of \(node.name.text) plain"
            if !defaults.isEmpty {
                let access = node.modifiers.first { ["public", "package", "internal", "fileprivate", "private"].contains($0.name.text) }
                let head = (access.map { $0.name.text + " " } ?? "") + "extension \(node.name.text) {\n"
                c.insert("\n\n" + indent + head + defaults.joined(separator: "\n") + "\n" + indent + "}", at: node.endPosition.utf8Offset)
                message += ", with defaults in an extension"
            }
            if !unimplemented.isEmpty {
                message += "; \(unimplemented.joined(separator: ", ")) \(unimplemented.count == 1 ? "is" : "are") called through OptionalRequirement.call (nil when a type does not implement \(unimplemented.count == 1 ? "it" : "them"), as on iOS)"
            }
            c.change(node.name, message)
            return .skipChildren
        }

        /// The requirements of the protocol being ported whose default is `OptionalRequirement.unimplemented`.
        private var unimplemented: [String] = []

        /// `func name(…) -> T { default }`, or nil (and a warning) when T has no default.
        private func defaultImplementation(of function: FunctionDeclSyntax, in protocolDecl: ProtocolDeclSyntax) -> String? {
            let start = function.funcKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = (function.genericWhereClause.map(Syntax.init) ?? Syntax(function.signature)).endPositionBeforeTrailingTrivia.utf8Offset
            let head = prefix(of: function) + String(decoding: context.text[start..<end], as: UTF8.self)
            let type = function.signature.returnClause?.type
            guard let body = defaultBody(type: type, name: function.name.text, what: "\(displayName(of: function)) in \(protocolDecl.name.text)", at: function) else {
                return nil
            }
            return head + " " + body
        }

        /// `var name: T { default }` for each binding; a settable one gets a warning instead.
        private func defaultImplementations(of variable: VariableDeclSyntax, in protocolDecl: ProtocolDeclSyntax) -> [String] {
            variable.bindings.compactMap { binding in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let type = binding.typeAnnotation?.type else { return nil }
                let accessors = binding.accessorBlock?.accessors.as(AccessorDeclListSyntax.self)
                if accessors?.contains(where: { $0.accessorSpecifier.text == "set" }) == true {
                    context.warn(binding, "optional settable property \(name) of \(protocolDecl.name.text) has no default: every conforming type must declare it now")
                    return nil
                }
                guard let body = defaultBody(type: type, name: name, what: "var \(name) in \(protocolDecl.name.text)", at: binding) else { return nil }
                return prefix(of: variable) + "var \(name): \(type.trimmedDescription) " + body
            }
        }

        /// The attributes and modifiers a default keeps (`static`, `@MainActor`), not `@objc` or `optional`.
        private func prefix(of decl: some WithAttributesSyntax & WithModifiersSyntax) -> String {
            let attributes = decl.attributes.compactMap { $0.as(AttributeSyntax.self) }
                .filter { !ObjcRule.attributes.contains($0.attributeName.trimmedDescription) }.map(\.trimmedDescription)
            let modifiers = decl.modifiers.filter { $0.name.text != "optional" }.map(\.trimmedDescription)
            let words = attributes + modifiers
            return words.isEmpty ? "" : words.joined(separator: " ") + " "
        }

        /// `{}`, `{ nil }`, `{ X }` from the call sites, `{ OptionalRequirement.unimplemented(placeholder) }`,
        /// or nil with a warning when the type has no placeholder.
        private func defaultBody(type: TypeSyntax?, name: String, what: String, at node: some SyntaxProtocol) -> String? {
            // A settable property never gets here: it has its own warning.
            let handling = OptionalProtocolRule.handling(type: type, name: name, isSettable: false, facts: context.facts)
            if case .unimplemented = handling { unimplemented.append(name) }
            if let body = handling.body { return body }
            let sites = context.facts.callSites[name] ?? []
            let listed = sites.isEmpty ? "no call site found"
                : "call sites: " + sites.map { "\($0.path):\($0.line) (\($0.fallback.map { "`?? \($0)`" } ?? ($0.coalesced ? "`??` not a literal" : "no `??`")))" }.joined(separator: ", ")
            context.warn(node, "\(what) returns \(type?.trimmedDescription ?? "Void"), which has no obvious default: add one to the extension (what a call got on iOS when a type did not implement it), or implement it in every conforming type; \(listed)")
            return nil
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let use = RequirementUse(call: node) { rewrite(use) }
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if let use = RequirementUse(member: node) { rewrite(use) }
            return .visitChildren
        }

        private func rewrite(_ use: RequirementUse) {
            guard let requirements = context.facts.optionalRequirements[use.name] else { return }
            let matching = requirements.filter { requirement in
                requirement.isProperty != use.isCall && !(requirement.isProperty && requirement.type.map(isOptionalTypeText) != false)
            }
            guard let requirement = matching.first else { return }
            let handling = OptionalProtocolRule.handling(of: requirement, facts: context.facts)
            let wraps = handling.isUnimplemented && !use.isForced && !use.expression.isOptionalRequirementCallBody
            // A property read without a mark (`x?.size`, `x.size ?? y`) only changes when it is wrapped.
            guard use.mark != nil || wraps else { return }
            let markText = use.mark?.text ?? ""
            if let other = context.facts.closureProperties[use.name] {
                if use.mark != nil {
                    context.warn(use.expression, "`\(use.name)` is both an optional requirement of \(requirement.protocolName) and a closure property (\(other)): if this calls the requirement, remove the `\(markText)` after `\(use.name)`")
                }
                return
            }
            let kind = use.isCall ? "(…)" : ""
            guard wraps else {
                if let mark = use.mark { context.replace(mark, with: "") }
                context.change(use.expression, "`.\(use.name)\(markText)\(kind)` → `.\(use.name)\(kind)`: \(requirement.protocolName).\(use.name) is no longer optional")
                return
            }
            // `x?.m?(…)` → `OptionalRequirement.call { x?.m(…) }`; a property keeps its `?` after the
            // call (`x?.size?.width` → `OptionalRequirement.call { x?.size }?.width`).
            let keepsMark = !use.isCall && use.mark != nil
            if use.isCall, let mark = use.mark { context.replace(mark, with: "") }
            let expression = use.expression
            let parenthesized = expression.isInStatementCondition
            let open = parenthesized ? "OptionalRequirement.call({ " : "OptionalRequirement.call { "
            var close = parenthesized ? " })" : " }"
            if !keepsMark && expression.continuesPostfixChain { close += "?" }
            context.insert(open + (requirement.isThrowing ? "try " : ""), at: expression.positionAfterSkippingLeadingTrivia.utf8Offset)
            context.insert(close, at: expression.endPositionBeforeTrailingTrivia.utf8Offset)
            context.change(expression, "`.\(use.name)\(markText)\(kind)` → `OptionalRequirement.call { ….\(use.name)\(kind) }\(keepsMark ? markText : "")`: \(requirement.protocolName).\(use.name) is no longer optional, and the call is still nil when a type does not implement it")
        }

        private func isOptionalTypeText(_ type: String) -> Bool {
            type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
        }
    }

    /// The zero of common types (`false`, `0`, `.zero`, `""`, `[]`), or nil.
    static func zero(of type: TypeSyntax) -> String? {
        if type.is(ArrayTypeSyntax.self) { return "[]" }
        if type.is(DictionaryTypeSyntax.self) { return "[:]" }
        switch unqualified(type.trimmedDescription) {
        case "Bool": return "false"
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": return "0"
        case "Double", "Float": return "0.0"
        case "CGFloat", "CGSize", "CGPoint", "CGRect", "CGVector", "TimeInterval", "CFTimeInterval", "UIEdgeInsets", "NSDirectionalEdgeInsets": return ".zero"
        case "String": return "\"\""
        default: return nil
        }
    }
}
