import SwiftSyntax

/// What a rule works on: one file's syntax tree and text, the facts about all files, and the
/// edits and findings the rule records.
final class RuleContext {
    let path: String
    let tree: SourceFileSyntax
    let text: [UInt8]
    let facts: Facts
    let rule: String
    private let converter: SourceLocationConverter
    private let lineMap: LineMap
    private(set) var edits: [SourceEdit] = []
    private(set) var findings: [Finding] = []

    init(path: String, tree: SourceFileSyntax, text: [UInt8], lineMap: LineMap, facts: Facts, rule: String) {
        self.path = path
        self.tree = tree
        self.text = text
        self.lineMap = lineMap
        self.facts = facts
        self.rule = rule
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    // MARK: Where

    /// The original line of a node's first token (after its leading trivia).
    func line(of node: some SyntaxProtocol) -> Int {
        lineMap.originalLine(converter.location(for: node.positionAfterSkippingLeadingTrivia).line)
    }

    /// The line (1-based, in this text) of a UTF-8 offset.
    func currentLine(ofOffset offset: Int) -> Int {
        converter.location(for: AbsolutePosition(utf8Offset: offset)).line
    }

    /// The offset where the line holding `offset` starts.
    func lineStart(_ offset: Int) -> Int {
        var i = min(offset, text.count)
        while i > 0, text[i - 1] != 0x0A { i -= 1 }
        return i
    }

    /// The offset just after the line break of the line holding `offset` (the text's end on the last line).
    func nextLineStart(_ offset: Int) -> Int {
        var i = offset
        while i < text.count, text[i] != 0x0A { i += 1 }
        return min(i + 1, text.count)
    }

    /// The spaces and tabs at the start of the line holding `offset`.
    func indentation(ofLineAt offset: Int) -> String {
        var i = lineStart(offset)
        var result = ""
        while i < text.count, text[i] == 0x20 || text[i] == 0x09 { result.append(Character(UnicodeScalar(text[i]))); i += 1 }
        return result
    }

    /// Whether only spaces and tabs stand between the line's start and `offset`.
    func onlySpacesBefore(_ offset: Int) -> Bool {
        text[lineStart(offset)..<offset].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// The text of a node without its leading and trailing trivia.
    func source(of node: some SyntaxProtocol) -> String {
        node.trimmedDescription
    }

    // MARK: Edits

    /// Deletes a node's tokens (its trivia stays), tidying the spaces around it.
    func remove(_ node: some SyntaxProtocol) {
        edits.append(SourceEdit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                                end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "", tidy: true))
    }

    /// Replaces a node's tokens (not its trivia) with `replacement`.
    func replace(_ node: some SyntaxProtocol, with replacement: String) {
        edits.append(SourceEdit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                                end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: replacement, tidy: false))
    }

    /// Replaces a range of the text exactly.
    func replace(from start: Int, to end: Int, with replacement: String) {
        edits.append(SourceEdit(start: start, end: end, replacement: replacement, tidy: false))
    }

    /// Inserts text at an offset.
    func insert(_ text: String, at offset: Int) {
        edits.append(SourceEdit(start: offset, end: offset, replacement: text, tidy: false))
    }

    // MARK: Findings

    /// Records a change made at a node.
    func change(_ node: some SyntaxProtocol, _ message: String) {
        findings.append(Finding(path: path, line: line(of: node), rule: rule, message: message, kind: .change))
    }

    /// Records a thing the rule could not do at a node, with what to write instead.
    func warn(_ node: some SyntaxProtocol, _ message: String, rule: String? = nil) {
        findings.append(Finding(path: path, line: line(of: node), rule: rule ?? self.rule, message: message, kind: .warning))
    }
}

/// A rewriting rule: it reads one file and records edits and findings in the context.
protocol PortRule {
    /// The id printed in front of the rule's findings.
    static var id: String { get }
    /// Records the rule's edits and findings for one file.
    static func run(in context: RuleContext)
}

/// The base of the rules' syntax visitors: the context they record their edits and findings in.
class RuleVisitor: SyntaxVisitor {
    let context: RuleContext

    init(context: RuleContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }
}
