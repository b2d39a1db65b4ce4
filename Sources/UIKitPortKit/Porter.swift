import SwiftParser
import SwiftSyntax

/// Ports iOS Swift sources to this UIKit in memory: every rule over every file, facts about all
/// files gathered before the rules that need them.
public enum Porter {
    /// A file the porter read, and what it made of it.
    public struct File: Sendable {
        /// The path as given.
        public var path: String
        /// The text before porting.
        public var original: String
        /// The text after porting (the original when the file is out of scope or cannot be parsed).
        public var ported: String
        /// What was changed and what is left to do, by line.
        public var findings: [Finding]
        /// Whether the file imports UIKit or QuartzCore (only those files are changed).
        public var inScope: Bool

        /// Whether porting changed the text.
        public var changed: Bool { ported != original }
    }

    /// The rules that need no facts about other files, run first.
    static var firstRules: [any PortRule.Type] { [PlatformIfRule.self, ImportRule.self] }
    /// The rules run once the facts are gathered, in this order.
    static var rules: [any PortRule.Type] { [
        OptionalProtocolRule.self, MainRule.self, RequiredInitRule.self, NSManagedRule.self, NotificationRule.self, SelectorRule.self,
        ObjCRuntimeRule.self, ObjcRule.self, ExtensionOverrideRule.self,
    ] }
    /// Every rule's id, in the order they run.
    public static var ruleIDs: [String] { (firstRules + rules).map { $0.id } }

    /// Ports the files: `(path, text)` pairs, returned in the same order.
    public static func port(_ inputs: [(path: String, text: String)]) -> [File] {
        var states = inputs.map { FileState(path: $0.path, text: $0.text) }
        for index in states.indices where states[index].isActive {
            for rule in firstRules { states[index].run(rule, facts: Facts()) }
        }
        let facts = Facts(files: states.filter(\.isActive).map { FactSource(path: $0.path, tree: $0.tree, lineMap: $0.lineMap) })
        for index in states.indices where states[index].isActive {
            for rule in rules { states[index].run(rule, facts: facts) }
        }
        return states.map { $0.result }
    }
}

/// One file while the rules run over it.
private struct FileState {
    let path: String
    let original: String
    var text: [UInt8]
    var tree: SourceFileSyntax
    var lineMap: LineMap
    var findings: [Finding] = []
    var inScope: Bool
    /// False once the file is out of scope, unparseable, or a rule's result did not parse.
    var isActive: Bool

    init(path: String, text: String) {
        self.path = path
        original = text
        self.text = Array(text.utf8)
        tree = Parser.parse(source: text)
        lineMap = LineMap(lineCount: self.text.lines.count)
        inScope = tree.importsPortedModule
        isActive = inScope
        if let (node, message) = tree.firstParseError {
            let line = node.startLocation(converter: SourceLocationConverter(fileName: path, tree: tree), afterLeadingTrivia: true).line
            findings.append(Finding(path: path, line: line, rule: "parse", message: "\(message): file left unchanged", kind: .error))
            isActive = false
        }
    }

    mutating func run(_ rule: any PortRule.Type, facts: Facts) {
        guard isActive else { return }
        let context = RuleContext(path: path, tree: tree, text: text, lineMap: lineMap, facts: facts, rule: rule.id)
        rule.run(in: context)
        findings += context.findings
        guard !context.edits.isEmpty else { return }
        let newText = text.applying(context.edits)
        guard newText != text else { return }
        let newTree = Parser.parse(source: String(decoding: newText, as: UTF8.self))
        if newTree.hasError {
            // A rule made code that does not parse: a bug of the tool. Leave the file as it was.
            findings.removeAll { $0.kind == .change }
            findings.append(Finding(path: path, line: 1, rule: rule.id,
                                    message: "the rewrite made code that does not parse: file left unchanged (please report this file)", kind: .error))
            text = Array(original.utf8)
            isActive = false
            return
        }
        lineMap.update(from: text, to: newText)
        text = newText
        tree = newTree
    }

    var result: Porter.File {
        let sorted = findings.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
        return Porter.File(path: path, original: original, ported: String(decoding: text, as: UTF8.self), findings: sorted, inScope: inScope)
    }
}
