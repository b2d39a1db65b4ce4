import SwiftSyntax

extension OptionalProtocolRule {
    /// What a ported optional requirement's default does, chosen so that every call site keeps
    /// the value it got on iOS when a conforming type did not implement the requirement.
    enum Handling: Equatable {
        /// A `Void` method: `{}`.
        case empty
        /// `{ nil }` for an optional type, `{ L }` when every call site is `x?.m?(…) ?? L`: the
        /// value the call sites got on iOS, so they only lose the `?`.
        case value(String)
        /// `{ OptionalRequirement.unimplemented(placeholder) }`, and every call site goes through
        /// `OptionalRequirement.call { … }`, which is nil when the default ran (as `?()` on iOS).
        case unimplemented(placeholder: String)
        /// No default (a settable property, or a type without a placeholder): every conforming
        /// type must implement the requirement.
        case required

        /// The default's body, if there is one.
        var body: String? {
            switch self {
            case .empty: "{}"
            case .value(let value): "{ \(value) }"
            case .unimplemented(let placeholder): "{ OptionalRequirement.unimplemented(\(placeholder)) }"
            case .required: nil
            }
        }
    }

    /// How a requirement with that type (nil for `Void`) and name is ported, given its call sites.
    static func handling(type: TypeSyntax?, name: String, isSettable: Bool, facts: Facts) -> Handling {
        guard let type, !["Void", "()"].contains(type.trimmedDescription) else { return .empty }
        if isSettable { return .required }
        if type.isOptional || type.as(IdentifierTypeSyntax.self)?.name.text == "Optional" { return .value("nil") }
        // A forced call (`x?.m!(…)`) crashed on iOS without an implementation: it has no fallback to keep.
        let sites = (facts.callSites[name] ?? []).filter { !$0.forced }
        if let first = sites.first?.fallback, sites.allSatisfy({ $0.fallback == first }) { return .value(first) }
        if let placeholder = placeholder(of: type, facts: facts) { return .unimplemented(placeholder: placeholder) }
        return .required
    }

    /// How a requirement the facts know is ported.
    static func handling(of requirement: Facts.OptionalRequirement, facts: Facts) -> Handling {
        handling(type: requirement.typeSyntax, name: requirement.name, isSettable: requirement.isSettable, facts: facts)
    }

    /// A value of the type for `OptionalRequirement.unimplemented(_:)` to return outside a
    /// `call`: its zero, a plain value of a library type (`.clear`, `.identity`), an enum's
    /// first case or a struct's `.init()` (types of the processed files); nil when there is none.
    static func placeholder(of type: TypeSyntax, facts: Facts) -> String? {
        if let zero = zero(of: type) { return zero }
        if let generic = type.as(IdentifierTypeSyntax.self), generic.genericArgumentClause != nil {
            switch generic.name.text {
            case "Array", "Set", "ContiguousArray": return "[]"
            case "Dictionary": return "[:]"
            default: return nil
            }
        }
        let name = type.trimmedDescription
        guard type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self), !name.contains("<") else { return nil }
        switch name {
        case "UIColor", "CGColor": return ".clear"
        case "CGAffineTransform": return ".identity"
        case "CATransform3D": return "CATransform3DIdentity"
        case "UIRectEdge", "UIRectCorner", "UIView.AutoresizingMask", "UIViewAutoresizing", "CACornerMask": return "[]"
        case "UIModalPresentationStyle": return ".fullScreen"
        default: return facts.placeholder(ofOwnType: unqualified(name))
        }
    }
}

extension ExprSyntax {
    /// Whether the expression is, up to a `try`, the whole body of an `OptionalRequirement.call`
    /// closure: a call site the tool has already ported.
    var isOptionalRequirementCallBody: Bool {
        var node = Syntax(self)
        if let wrapping = node.parent?.as(TryExprSyntax.self) { node = Syntax(wrapping) }
        guard let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
              list.count == 1, let closure = list.parent?.as(ClosureExprSyntax.self) else { return false }
        var call = closure.parent?.as(FunctionCallExprSyntax.self)
        if call == nil, let argument = closure.parent?.as(LabeledExprSyntax.self) {
            call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        guard let called = call?.calledExpression.trimmedDescription else { return false }
        return called == "OptionalRequirement.call" || called == "UIKit.OptionalRequirement.call"
    }

    /// Whether a trailing closure put in place of the expression would be read as the body of a
    /// statement (`if`, `guard`, `while`, `switch`, `for … in`): the expression is in a statement's
    /// condition, and not inside parentheses, brackets or a closure there.
    var isInStatementCondition: Bool {
        var child = Syntax(self)
        var current = child.parent
        while let parent = current {
            if parent.is(ConditionElementSyntax.self) || parent.is(WhereClauseSyntax.self) { return true }
            if let switchExpr = parent.as(SwitchExprSyntax.self) { return switchExpr.subject.id == child.id }
            if let forStmt = parent.as(ForStmtSyntax.self) { return forStmt.sequence.id == child.id }
            if parent.is(ClosureExprSyntax.self) || parent.is(CodeBlockSyntax.self) || parent.is(CodeBlockItemSyntax.self)
                || parent.is(MemberBlockSyntax.self) || parent.is(TupleExprSyntax.self) || parent.is(LabeledExprListSyntax.self)
                || parent.is(ArrayExprSyntax.self) || parent.is(DictionaryExprSyntax.self) || parent.isProtocol(DeclSyntaxProtocol.self) {
                return false
            }
            child = parent
            current = parent.parent
        }
        return false
    }

    /// Whether a postfix chain goes on after the expression (`.member`, `(…)`, `[…]`), so that
    /// an optional put in its place needs a `?` before it.
    var continuesPostfixChain: Bool {
        guard let parent else { return false }
        if let member = parent.as(MemberAccessExprSyntax.self) { return member.base?.id == id }
        if let call = parent.as(FunctionCallExprSyntax.self) { return call.calledExpression.id == id }
        if let subscriptCall = parent.as(SubscriptCallExprSyntax.self) { return subscriptCall.calledExpression.id == id }
        return false
    }
}

extension OptionalProtocolRule.Handling {
    /// Whether the default is `OptionalRequirement.unimplemented(…)` (the calls go through `OptionalRequirement.call`).
    var isUnimplemented: Bool {
        if case .unimplemented = self { return true }
        return false
    }
}
