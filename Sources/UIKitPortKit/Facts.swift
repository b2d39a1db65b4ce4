import SwiftSyntax

/// What the rules need to know about all the files at once: class hierarchies, the protocols
/// with optional requirements and how their requirements are called.
struct Facts {
    /// A class declaration: its superclass (the first inherited type, if any) and where it is.
    struct ClassInfo {
        var superclass: String?
        var path: String
        var line: Int
    }

    /// An optional requirement of an `@objc` protocol that the tool turns into a plain one.
    struct OptionalRequirement {
        var protocolName: String
        var name: String
        var isProperty: Bool
        /// The return type (a method) or the type (a property), as written; nil for `Void`.
        var type: String?
    }

    /// How a call of an optional requirement is used: `?? value` after it, or not.
    struct CallSite {
        var path: String
        var line: Int
        /// The literal after `??` (`true`, `0`, `.zero`); nil when there is no `??`, or what follows is not a literal.
        var fallback: String?
        /// Whether `??` follows the call.
        var coalesced: Bool
    }

    var classes: [String: ClassInfo] = [:]
    /// Requirements by name (a method's base name, a property's name).
    var optionalRequirements: [String: [OptionalRequirement]] = [:]
    /// The protocols with optional requirements.
    var optionalProtocols: Set<String> = []
    /// Calls of optional requirements by name.
    var callSites: [String: [CallSite]] = [:]
    /// Properties of an optional function type (`var onTap: (() -> Void)?`), by name, with where they are.
    var closureProperties: [String: String] = [:]
    /// The names `#keyPath(…)` mentions.
    var keyPathNames: Set<String> = []
    /// The names of the members each class overrides (in its body or its extensions).
    var overriddenNames: [String: Set<String>] = [:]
    /// The names of the members each type declares (in its body or its extensions).
    var memberNames: [String: Set<String>] = [:]
    /// The types each type adopts or inherits, as written (in its declaration or its extensions).
    var adopted: [String: Set<String>] = [:]

    /// The Core Animation classes whose subclasses must write `required init()`.
    static let coreAnimationClasses: Set<String> = [
        "CALayer", "CAShapeLayer", "CAGradientLayer", "CATransformLayer", "CAReplicatorLayer", "CATextLayer",
        "CAEmitterLayer", "CAScrollLayer", "CAAnimation", "CABasicAnimation", "CAKeyframeAnimation",
        "CASpringAnimation", "CAAnimationGroup", "CATransition", "CAPropertyAnimation",
    ]

    /// Whether a class descends from a Core Animation layer or animation class, through the classes of the processed files.
    func descendsFromCoreAnimation(_ name: String) -> Bool {
        var current = name
        var seen: Set<String> = []
        while let superclass = classes[current]?.superclass.map(unqualified), seen.insert(current).inserted {
            if Self.coreAnimationClasses.contains(superclass) { return true }
            current = superclass
        }
        return false
    }

    /// The first class that descends from `name` and overrides a member called `member`, if any.
    func subclass(of name: String, overriding member: String) -> String? {
        classes.keys.sorted().first { candidate in
            guard overriddenNames[candidate]?.contains(member) == true else { return false }
            var current = candidate
            var seen: Set<String> = []
            while let superclass = classes[current]?.superclass.map(unqualified), seen.insert(current).inserted {
                if superclass == name { return true }
                current = superclass
            }
            return false
        }
    }

    /// Whether some class of the processed files inherits from this one.
    func hasSubclass(_ name: String) -> Bool {
        classes.values.contains { $0.superclass.map(unqualified) == name }
    }
}

/// The files as the fact-finding pass sees them.
struct FactSource {
    var path: String
    var tree: SourceFileSyntax
    var lineMap: LineMap
}

extension Facts {
    /// Collects the facts from every file in two walks: declarations first, then the calls of the
    /// optional requirements found.
    init(files: [FactSource]) {
        for file in files {
            let collector = DeclarationCollector(file: file)
            collector.walk(file.tree)
            collector.merge(into: &self)
        }
        for file in files where !optionalRequirements.isEmpty {
            let collector = CallSiteCollector(file: file, names: Set(optionalRequirements.keys))
            collector.walk(file.tree)
            for (name, sites) in collector.sites { callSites[name, default: []].append(contentsOf: sites) }
        }
    }
}

/// Finds class declarations, protocols with optional requirements, closure properties and `#keyPath` names.
private final class DeclarationCollector: SyntaxVisitor {
    let file: FactSource
    let converter: SourceLocationConverter
    var facts = Facts()

    init(file: FactSource) {
        self.file = file
        converter = SourceLocationConverter(fileName: file.path, tree: file.tree)
        super.init(viewMode: .sourceAccurate)
    }

    func line(of node: some SyntaxProtocol) -> Int {
        file.lineMap.originalLine(node.startLocation(converter: converter).line)
    }

    func merge(into facts: inout Facts) {
        facts.classes.merge(self.facts.classes) { old, _ in old }
        for (name, list) in self.facts.optionalRequirements { facts.optionalRequirements[name, default: []].append(contentsOf: list) }
        facts.optionalProtocols.formUnion(self.facts.optionalProtocols)
        facts.closureProperties.merge(self.facts.closureProperties) { old, _ in old }
        facts.keyPathNames.formUnion(self.facts.keyPathNames)
        facts.overriddenNames.merge(self.facts.overriddenNames) { $0.union($1) }
        facts.memberNames.merge(self.facts.memberNames) { $0.union($1) }
        facts.adopted.merge(self.facts.adopted) { $0.union($1) }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        facts.classes[node.name.text] = .init(superclass: node.inheritanceClause?.typeNames.first, path: file.path, line: line(of: node))
        recordOverrides(in: node.memberBlock, of: node.name.text)
        facts.adopted[node.name.text, default: []].formUnion(node.inheritanceClause?.typeNames.map(unqualified) ?? [])
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = unqualified(node.extendedType.trimmedDescription)
        recordOverrides(in: node.memberBlock, of: name)
        facts.adopted[name, default: []].formUnion(node.inheritanceClause?.typeNames.map(unqualified) ?? [])
        return .visitChildren
    }

    private func recordOverrides(in members: MemberBlockSyntax, of name: String) {
        for member in members.members { facts.memberNames[name, default: []].formUnion(member.decl.memberNames) }
        for member in members.members where member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.modifier("override") != nil {
            facts.overriddenNames[name, default: []].formUnion(member.decl.memberNames)
        }
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        for member in node.memberBlock.members where member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.modifier("optional") != nil {
            facts.optionalProtocols.insert(node.name.text)
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                let type = function.signature.returnClause.map { $0.type.trimmedDescription }
                facts.optionalRequirements[function.name.text, default: []].append(
                    .init(protocolName: node.name.text, name: function.name.text, isProperty: false, type: type.flatMap(voidToNil)))
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    facts.optionalRequirements[name, default: []].append(
                        .init(protocolName: node.name.text, name: name, isProperty: true, type: binding.typeAnnotation?.type.trimmedDescription))
                }
            }
        }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let type = binding.typeAnnotation?.type, type.isOptionalFunctionType else { continue }
            facts.closureProperties[name] = "\(file.path):\(line(of: binding))"
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "keyPath", let last = node.arguments.last?.expression {
            let name = last.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? last.as(DeclReferenceExprSyntax.self)?.baseName.text
            if let name { facts.keyPathNames.insert(name) }
        }
        return .visitChildren
    }
}

/// `Void` and `()` as a return type mean no value.
private func voidToNil(_ type: String) -> String? {
    type == "Void" || type == "()" ? nil : type
}

extension DeclSyntax {
    /// The names a member declares: a function's or subscript's base name, a variable's names.
    var memberNames: [String] {
        if let function = self.as(FunctionDeclSyntax.self) { return [function.name.text] }
        if let variable = self.as(VariableDeclSyntax.self) {
            return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        if self.is(SubscriptDeclSyntax.self) { return ["subscript"] }
        return []
    }
}

extension TypeSyntax {
    /// `(() -> Void)?`, `((Int) -> Bool)!`: an optional function type.
    var isOptionalFunctionType: Bool {
        let wrapped = self.as(OptionalTypeSyntax.self)?.wrappedType ?? self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
        guard let wrapped else { return false }
        var inner = wrapped
        while let tuple = inner.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first?.type { inner = only }
        if let attributed = inner.as(AttributedTypeSyntax.self) { inner = attributed.baseType }
        return inner.is(FunctionTypeSyntax.self)
    }

    /// `T?` or `T!`.
    var isOptional: Bool {
        `is`(OptionalTypeSyntax.self) || `is`(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }
}
