import SwiftSyntax

/// A place that uses an optional protocol requirement as iOS code does: `x?.name?(…)`,
/// `x.name?(…)`, `x?.name!(…)` for a method, `x?.name` (maybe `x?.name?.y`) for a property.
struct RequirementUse {
    var name: String
    /// The `?` or `!` after the name, which goes once the requirement is no longer optional.
    var mark: TokenSyntax?
    /// The call or member access, whose value a `??` may follow.
    var expression: ExprSyntax
    var isCall: Bool

    /// `x?.name!(…)`: a call that crashed on iOS when the requirement was not implemented.
    var isForced: Bool { mark?.tokenKind == .exclamationMark }

    /// The use a call expression makes, if it calls `name?(…)` or `name!(…)` on a member.
    init?(call: FunctionCallExprSyntax) {
        let callee = call.calledExpression
        let marked: (ExprSyntax, TokenSyntax)?
        if let optional = callee.as(OptionalChainingExprSyntax.self) {
            marked = (optional.expression, optional.questionMark)
        } else if let forced = callee.as(ForceUnwrapExprSyntax.self) {
            marked = (forced.expression, forced.exclamationMark)
        } else {
            marked = nil
        }
        guard let (inner, mark) = marked, let member = inner.as(MemberAccessExprSyntax.self) else { return nil }
        name = member.declName.baseName.text
        self.mark = mark
        expression = ExprSyntax(call)
        isCall = true
    }

    /// The use a member access makes as a property read through an optional chain, if it does.
    init?(member: MemberAccessExprSyntax) {
        guard member.base != nil else { return nil }
        let parent = member.parent
        if let call = parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id { return nil }
        if let forced = parent?.as(ForceUnwrapExprSyntax.self),
           let call = forced.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == forced.id { return nil }
        if let optional = parent?.as(OptionalChainingExprSyntax.self) {
            if let call = optional.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == optional.id { return nil }
            mark = optional.questionMark
        } else {
            mark = nil
            guard member.base?.is(OptionalChainingExprSyntax.self) == true || Fallback(after: ExprSyntax(member)).coalesced else { return nil }
        }
        name = member.declName.baseName.text
        expression = ExprSyntax(member)
        isCall = false
    }
}

/// What follows an expression in its operator sequence: `?? literal`, `?? something else`, or no `??`.
struct Fallback {
    var coalesced = false
    /// The literal after `??`, when it is one and `??` applies to it alone.
    var literal: String?

    init(after expression: ExprSyntax) {
        guard let list = expression.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true else { return }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == expression.id }), index + 2 < elements.count,
              elements[index + 1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else { return }
        coalesced = true
        let value = elements[index + 2]
        // `??` binds tighter than comparisons, `&&`, `||`, `?:` and assignment only.
        if index + 3 < elements.count {
            let next = elements[index + 3]
            let loose: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "&&", "||", "===", "!=="]
            let ok = next.is(UnresolvedTernaryExprSyntax.self) || next.is(AssignmentExprSyntax.self)
                || next.as(BinaryOperatorExprSyntax.self).map { loose.contains($0.operator.text) } == true
            guard ok else { return }
        }
        if value.isLiteralLike { literal = value.trimmedDescription }
    }
}

extension ExprSyntax {
    /// A literal, `-literal`, `.member` or `Type.member`: a value a default may return as written.
    var isLiteralLike: Bool {
        if `is`(BooleanLiteralExprSyntax.self) || `is`(IntegerLiteralExprSyntax.self) || `is`(FloatLiteralExprSyntax.self)
            || `is`(NilLiteralExprSyntax.self) { return true }
        if let string = self.as(StringLiteralExprSyntax.self) {
            return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
        }
        if let prefix = self.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return prefix.expression.is(IntegerLiteralExprSyntax.self) || prefix.expression.is(FloatLiteralExprSyntax.self)
        }
        if let member = self.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil {
            guard let base = member.base else { return true }
            return base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
        }
        return false
    }
}

/// Finds the uses of the optional requirements' names in one file.
final class CallSiteCollector: SyntaxVisitor {
    let file: FactSource
    let names: Set<String>
    let converter: SourceLocationConverter
    var sites: [String: [Facts.CallSite]] = [:]

    init(file: FactSource, names: Set<String>) {
        self.file = file
        self.names = names
        converter = SourceLocationConverter(fileName: file.path, tree: file.tree)
        super.init(viewMode: .sourceAccurate)
    }

    private func record(_ use: RequirementUse) {
        guard names.contains(use.name) else { return }
        let fallback = Fallback(after: use.expression)
        let line = file.lineMap.originalLine(use.expression.startLocation(converter: converter, afterLeadingTrivia: true).line)
        sites[use.name, default: []].append(.init(path: file.path, line: line, fallback: fallback.literal, coalesced: fallback.coalesced,
                                          forced: use.isForced))
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let use = RequirementUse(call: node) { record(use) }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let use = RequirementUse(member: node) { record(use) }
        return .visitChildren
    }
}
