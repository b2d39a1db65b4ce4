import SwiftSyntax

/// `extension-override`: Swift without the Objective-C runtime cannot override in an extension,
/// nor override what an extension declares, so `override` members of `extension C`, and members
/// a subclass overrides, move into the body of class `C` when it is declared in the same file
/// (with their comments); the extension goes if nothing else is left in it (one with a
/// conformance list stays, empty). Elsewhere the rule says where the class is.
enum ExtensionOverrideRule: PortRule {
    static let id = "extension-override"

    static func run(in context: RuleContext) {
        var classes: [String: ClassDeclSyntax] = [:]
        var extensions: [ExtensionDeclSyntax] = []
        collectTopLevel(context.tree.statements, classes: &classes, extensions: &extensions)
        var insertions: [String: [String]] = [:]
        for extensionDecl in extensions {
            let name = extensionDecl.extendedType.trimmedDescription
            // Overrides, and members a subclass overrides: neither can be in an extension.
            var reasons: [SyntaxIdentifier: String] = [:]
            for member in extensionDecl.memberBlock.members {
                if member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.modifier("override") != nil {
                    reasons[member.id] = "Swift on Linux cannot override in an extension"
                } else if let subclass = member.decl.memberNames.lazy.compactMap({ context.facts.subclass(of: unqualified(name), overriding: $0) }).first {
                    reasons[member.id] = "\(subclass) overrides it, and Swift on Linux cannot override a declaration of an extension"
                }
            }
            let overrides = Array(extensionDecl.memberBlock.members).filter { reasons[$0.id] != nil }
            guard !overrides.isEmpty else { continue }
            guard let classDecl = classes[name], extensionDecl.genericWhereClause == nil, extensionDecl.memberBlock.members.allSatisfy({ isOnOwnLines($0, context) }) else {
                warn(overrides, of: extensionDecl, reasons: reasons, context: context, sameFile: classes[name] != nil)
                continue
            }
            let all = overrides.count == extensionDecl.memberBlock.members.count
            var cuts: [Range<Int>] = []
            for member in overrides {
                let range = memberRange(member, context)
                insertions[classDecl.name.text, default: []].append(String(decoding: context.text[range], as: UTF8.self))
                cuts.append(all ? range : widened(range, context))
                context.change(member.decl, "moved `\(displayName(of: member.decl))` from an extension into class \(name): \(reasons[member.id]!)")
            }
            if all && extensionDecl.inheritanceClause == nil {
                let start = context.lineStart(extensionDecl.positionAfterSkippingLeadingTrivia.utf8Offset)
                let whole = widened(start..<context.nextLineStart(extensionDecl.endPositionBeforeTrailingTrivia.utf8Offset), context)
                context.replace(from: whole.lowerBound, to: whole.upperBound, with: "")
                context.change(extensionDecl.extendedType, "removed the extension of \(name), now empty")
            } else if all {
                context.replace(from: extensionDecl.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset,
                                to: extensionDecl.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset, with: "")
            } else {
                for cut in merged(cuts) { context.replace(from: cut.lowerBound, to: cut.upperBound, with: "") }
            }
        }
        for (name, members) in insertions {
            guard let classDecl = classes[name] else { continue }
            let brace = classDecl.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
            let body = members.joined(separator: "\n")
            if context.onlySpacesBefore(brace) {
                let lineStart = context.lineStart(brace)
                let previous = context.lineStart(max(lineStart - 1, 0))
                let previousLine = context.text[previous..<max(lineStart - 1, previous)]
                let needsGap = !(previousLine.allSatisfy { $0 == 0x20 || $0 == 0x09 } || previousLine.last == UInt8(ascii: "{"))
                context.insert((needsGap ? "\n" : "") + body, at: lineStart)
            } else {
                context.insert("\n" + body + context.indentation(ofLineAt: brace), at: brace)
            }
        }
    }

    /// The classes and extensions at the file's top level, `#if` blocks included.
    private static func collectTopLevel(_ items: CodeBlockItemListSyntax, classes: inout [String: ClassDeclSyntax], extensions: inout [ExtensionDeclSyntax]) {
        for item in items {
            if let classDecl = item.item.as(ClassDeclSyntax.self) { classes[classDecl.name.text] = classDecl }
            if let extensionDecl = item.item.as(ExtensionDeclSyntax.self) { extensions.append(extensionDecl) }
            if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .statements(let list) = clause.elements { collectTopLevel(list, classes: &classes, extensions: &extensions) }
                }
            }
        }
    }

    private static func warn(_ overrides: [MemberBlockItemSyntax], of extensionDecl: ExtensionDeclSyntax, reasons: [SyntaxIdentifier: String],
                             context: RuleContext, sameFile: Bool) {
        let name = extensionDecl.extendedType.trimmedDescription
        let place: String
        if sameFile {
            place = "move it into the body of class \(name) by hand (the extension is not laid out one declaration a line, or is constrained)"
        } else if let info = context.facts.classes[unqualified(name)] {
            place = "move it into the body of class \(name), at \(info.path):\(info.line)"
        } else {
            place = "\(name) is not declared in these files: override it in a subclass of \(name) instead"
        }
        for member in overrides {
            context.warn(member.decl, "`\(displayName(of: member.decl))` is in an extension (\(reasons[member.id]!)): \(place)")
        }
    }

    /// Whether a member starts its line and nothing but trivia follows it on its last line.
    private static func isOnOwnLines(_ member: MemberBlockItemSyntax, _ context: RuleContext) -> Bool {
        guard context.onlySpacesBefore(member.positionAfterSkippingLeadingTrivia.utf8Offset) else { return false }
        guard let next = member.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate) else { return true }
        return next.positionAfterSkippingLeadingTrivia.utf8Offset >= context.nextLineStart(member.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// A member's whole lines, from its first comment to the end of its last line.
    private static func memberRange(_ member: MemberBlockItemSyntax, _ context: RuleContext) -> Range<Int> {
        var offset = member.position.utf8Offset
        var firstContent = member.positionAfterSkippingLeadingTrivia.utf8Offset
        for piece in member.leadingTrivia {
            if !piece.isWhitespace { firstContent = offset; break }
            offset += piece.sourceLength.utf8Length
        }
        return context.lineStart(firstContent)..<context.nextLineStart(member.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// A cut widened by the blank lines that would otherwise be left doubled or next to a brace.
    private static func widened(_ range: Range<Int>, _ context: RuleContext) -> Range<Int> {
        let text = context.text
        func isBlank(_ start: Int) -> Bool {
            var i = start
            while i < text.count, text[i] == 0x20 || text[i] == 0x09 { i += 1 }
            return i < text.count && text[i] == 0x0A
        }
        func firstNonSpace(_ start: Int) -> UInt8? {
            text[start..<context.nextLineStart(start)].first { $0 != 0x20 && $0 != 0x09 }
        }
        var lower = range.lowerBound, upper = range.upperBound
        let nextIsBraceOrBlank = upper >= text.count || isBlank(upper) || firstNonSpace(upper) == UInt8(ascii: "}")
        if nextIsBraceOrBlank {
            while lower > 0, isBlank(context.lineStart(lower - 1)) { lower = context.lineStart(lower - 1) }
        }
        let previousEndsWithBrace = lower > 0 && text[context.lineStart(lower - 1)..<(lower - 1)].last { $0 != 0x20 && $0 != 0x09 } == UInt8(ascii: "{")
        if previousEndsWithBrace || lower == 0 {
            while upper < text.count, isBlank(upper) { upper = context.nextLineStart(upper) }
        }
        return lower..<upper
    }

    private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}
