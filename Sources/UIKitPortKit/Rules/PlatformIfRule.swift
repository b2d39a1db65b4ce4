import SwiftSyntax

/// `platform-if`: `#if os(iOS)`, `#if canImport(UIKit)` and other conditions decided on iOS keep
/// the branch iOS compiles and lose the directives and the other branches. Conditions that
/// depend on anything else (`DEBUG`, `swift(>=…)`, the simulator) are left alone.
enum PlatformIfRule: PortRule {
    static let id = "platform-if"

    static func run(in context: RuleContext) {
        Visitor(context: context).walk(context.tree)
    }

    /// A condition's value on iOS: true, false, or not known from the platform alone.
    enum Truth {
        case yes, no, unknown

        static prefix func ! (value: Truth) -> Truth {
            switch value { case .yes: .no; case .no: .yes; case .unknown: .unknown }
        }
    }

    static let operatingSystems: [String: Truth] = [
        "iOS": .yes, "tvOS": .no, "watchOS": .no, "macOS": .no, "OSX": .no, "visionOS": .no, "xrOS": .no,
        "Linux": .no, "Windows": .no, "Android": .no, "FreeBSD": .no, "OpenBSD": .no, "WASI": .no, "Cygwin": .no,
        "Haiku": .no, "PS4": .no,
    ]
    static let modules: [String: Truth] = [
        "UIKit": .yes, "QuartzCore": .yes, "CoreGraphics": .yes, "Foundation": .yes,
        "AppKit": .no, "Cocoa": .no, "WatchKit": .no,
    ]

    /// The value of an `#if` condition on iOS.
    static func evaluate(_ expression: ExprSyntax) -> Truth {
        if let call = expression.as(FunctionCallExprSyntax.self),
           let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
           let name = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            switch function {
            case "os": return operatingSystems[name] ?? .unknown
            case "canImport": return modules[name] ?? .unknown
            case "targetEnvironment": return name == "macCatalyst" ? .no : .unknown
            default: return .unknown
            }
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !evaluate(prefix.expression)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return evaluate(only.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return evaluate(sequence: Array(sequence.elements))
        }
        return .unknown
    }

    /// `a && b || c …`: `&&` binds tighter than `||`; any other operator makes it unknown.
    private static func evaluate(sequence elements: [ExprSyntax]) -> Truth {
        var groups: [[Truth]] = [[]]
        for (index, element) in elements.enumerated() {
            if index % 2 == 0 {
                groups[groups.count - 1].append(evaluate(element))
            } else {
                switch element.as(BinaryOperatorExprSyntax.self)?.operator.text {
                case "&&": break
                case "||": groups.append([])
                default: return .unknown
                }
            }
        }
        let conjunctions: [Truth] = groups.map { values in
            values.contains(.no) ? .no : values.allSatisfy { $0 == .yes } ? .yes : .unknown
        }
        return conjunctions.contains(.yes) ? .yes : conjunctions.allSatisfy { $0 == .no } ? .no : .unknown
    }

    private final class Visitor: RuleVisitor {
        override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
            let clauses = Array(node.clauses)
            let values = clauses.map { clause in clause.condition.map(PlatformIfRule.evaluate) ?? .yes }
            // Which clauses stay as conditional code, and with which keyword; or which one replaces the block.
            var kept: [(index: Int, keyword: String?)] = []
            var unwrapped: Int?
            for (index, clause) in clauses.enumerated() {
                let keyword = clause.poundKeyword.text
                if values[index] == .no { continue }
                if values[index] == .yes {
                    if kept.isEmpty { unwrapped = index } else { kept.append((index, keyword == "#else" ? nil : "#else")) }
                    break
                }
                kept.append((index, kept.isEmpty && keyword == "#elseif" ? "#if" : nil))
            }
            let changes = unwrapped != nil || kept.count != clauses.count || kept.contains { $0.keyword != nil }
            guard changes, isOnOwnLines(node) else {
                for clause in clauses { walkElements(of: clause) }
                return .skipChildren
            }
            let c = context
            let blockStart = c.lineStart(node.positionAfterSkippingLeadingTrivia.utf8Offset)
            let blockEnd = c.nextLineStart(node.poundEndif.endPositionBeforeTrailingTrivia.utf8Offset)
            let first = "`#if \(clauses[0].condition?.trimmedDescription ?? "")`"
            if let index = unwrapped {
                let (bodyStart, bodyEnd) = bodyRange(clauses, index, node)
                c.replace(from: blockStart, to: bodyStart, with: "")
                c.replace(from: bodyEnd, to: blockEnd, with: "")
                walkElements(of: clauses[index])
                let branch = index == 0 ? "its code" : "the code of its `\(clauses[index].poundKeyword.text)\(clauses[index].condition.map { " " + $0.trimmedDescription } ?? "")` branch"
                c.change(node, "kept \(branch), the branch iOS compiles, without \(first) and its other branches")
            } else if kept.isEmpty {
                c.replace(from: blockStart, to: blockEnd, with: "")
                c.change(node, "removed \(first) and its code: iOS does not compile it")
            } else {
                let keptIndices = Set(kept.map(\.index))
                for index in clauses.indices where !keptIndices.contains(index) {
                    let start = c.lineStart(clauses[index].poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset)
                    c.replace(from: start, to: bodyRange(clauses, index, node).end, with: "")
                }
                for (index, keyword) in kept {
                    if let keyword {
                        let clause = clauses[index]
                        if keyword == "#else", let condition = clause.condition {
                            c.replace(from: clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset,
                                      to: condition.endPositionBeforeTrailingTrivia.utf8Offset, with: keyword)
                        } else {
                            c.replace(clause.poundKeyword, with: keyword)
                        }
                    }
                    walkElements(of: clauses[index])
                }
                c.change(node, "removed the branches of \(first) that iOS does not compile")
            }
            return .skipChildren
        }

        /// The offsets where a clause's code starts (the line after its directive) and ends (the next directive's line).
        private func bodyRange(_ clauses: [IfConfigClauseSyntax], _ index: Int, _ node: IfConfigDeclSyntax) -> (start: Int, end: Int) {
            let clause = clauses[index]
            let directiveEnd = (clause.condition.map(Syntax.init) ?? Syntax(clause.poundKeyword)).endPositionBeforeTrailingTrivia.utf8Offset
            let next = index + 1 < clauses.count ? clauses[index + 1].poundKeyword : node.poundEndif
            return (context.nextLineStart(directiveEnd), context.lineStart(next.positionAfterSkippingLeadingTrivia.utf8Offset))
        }

        /// Whether every directive of the block stands on a line of its own (with at most a comment).
        private func isOnOwnLines(_ node: IfConfigDeclSyntax) -> Bool {
            let c = context
            var directives: [(start: Int, end: Int, next: TokenSyntax?)] = node.clauses.map { clause in
                let last = clause.condition?.lastToken(viewMode: .sourceAccurate) ?? clause.poundKeyword
                return (clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset,
                        last.endPositionBeforeTrailingTrivia.utf8Offset, last.nextToken(viewMode: .sourceAccurate))
            }
            directives.append((node.poundEndif.positionAfterSkippingLeadingTrivia.utf8Offset,
                               node.poundEndif.endPositionBeforeTrailingTrivia.utf8Offset, node.poundEndif.nextToken(viewMode: .sourceAccurate)))
            return directives.allSatisfy { directive in
                guard c.onlySpacesBefore(directive.start) else { return false }
                guard let next = directive.next, next.tokenKind != .endOfFile else { return true }
                return next.positionAfterSkippingLeadingTrivia.utf8Offset >= c.nextLineStart(directive.end)
            }
        }

        private func walkElements(of clause: IfConfigClauseSyntax) {
            guard let elements = clause.elements else { return }
            switch elements {
            case .statements(let list): walk(list)
            case .switchCases(let list): walk(list)
            case .decls(let list): walk(list)
            case .postfixExpression(let expression): walk(expression)
            case .attributes(let list): walk(list)
            }
        }
    }
}
