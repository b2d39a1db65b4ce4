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
        /// The return type or the property's type, as parsed; nil for none.
        var typeSyntax: TypeSyntax? = nil
        /// A property with a setter.
        var isSettable = false
        /// A method that throws: a call of it inside a closure needs `try`.
        var isThrowing = false
    }

    /// How a call of an optional requirement is used: `?? value` after it, or not.
    struct CallSite {
        var path: String
        var line: Int
        /// The literal after `??` (`true`, `0`, `.zero`); nil when there is no `??`, or what follows is not a literal.
        var fallback: String?
        /// Whether `??` follows the call.
        var coalesced: Bool
        /// `x?.name!(…)`: a call that crashed on iOS when the requirement was not implemented.
        var forced = false
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
    /// A value of each enum and struct of the processed files that has an obvious one (an enum's
    /// first case without associated values, `.init()` for a struct that can be made without
    /// arguments), by unqualified name.
    var placeholders: [String: String] = [:]
    /// The names of the enums and structs of the processed files, and those that more than one type has.
    var valueTypeNames: Set<String> = []
    var ambiguousTypeNames: Set<String> = []
    /// The structs of the processed files, and the types whose extensions declare an `init` callable without arguments.
    var structNames: Set<String> = []
    var extendedWithNoArgumentInit: Set<String> = []

    /// The placeholder of an enum or struct of the processed files, unless another type has its name.
    func placeholder(ofOwnType name: String) -> String? {
        ambiguousTypeNames.contains(name) ? nil : placeholders[name]
    }

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

    /// The UIKit reusable views a table or collection view makes from a registered class, and
    /// the first argument label of the initializer it calls (required here, so subclasses write
    /// `required` where iOS code writes `override`).
    static let reusableViewInitializers: [String: String] = [
        "UITableViewCell": "style", "UITableViewHeaderFooterView": "reuseIdentifier",
        "UICollectionReusableView": "frame", "UICollectionViewCell": "frame", "UICollectionViewListCell": "frame",
    ]

    /// The first argument label of the initializer a reusable-view class must make required,
    /// when it descends from one (through the classes of the processed files).
    func requiredReusableInitializerLabel(_ name: String) -> String? {
        var current = name
        var seen: Set<String> = []
        while let superclass = classes[current]?.superclass.map(unqualified), seen.insert(current).inserted {
            if let label = Self.reusableViewInitializers[superclass] { return label }
            current = superclass
        }
        return nil
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
        // A struct made without arguments by an `init` an extension declares.
        for name in structNames.intersection(extendedWithNoArgumentInit) where placeholders[name] == nil {
            placeholders[name] = ".init()"
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
        // Two types of the same name: no placeholder for either (the name cannot tell them apart).
        facts.ambiguousTypeNames.formUnion(self.facts.ambiguousTypeNames.union(facts.valueTypeNames.intersection(self.facts.valueTypeNames)))
        facts.valueTypeNames.formUnion(self.facts.valueTypeNames)
        facts.placeholders.merge(self.facts.placeholders) { old, _ in old }
        facts.structNames.formUnion(self.facts.structNames)
        facts.extendedWithNoArgumentInit.formUnion(self.facts.extendedWithNoArgumentInit)
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
        if node.memberBlock.members.contains(where: { $0.decl.as(InitializerDeclSyntax.self)?.takesNoArguments == true }) {
            facts.extendedWithNoArgumentInit.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let cases = node.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
        let plain = cases.first { $0.parameterClause == nil }
        record(placeholder: plain.map { "." + $0.name.text }, for: node.name.text)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        facts.structNames.insert(node.name.text)
        let members = node.memberBlock.members.map(\.decl)
        let initializers = members.compactMap { $0.as(InitializerDeclSyntax.self) }
        let memberwise = initializers.isEmpty && members.compactMap { $0.as(VariableDeclSyntax.self) }.allSatisfy(\.hasDefaultValues)
        record(placeholder: memberwise || initializers.contains(where: \.takesNoArguments) ? ".init()" : nil, for: node.name.text)
        return .visitChildren
    }

    private func record(placeholder: String?, for name: String) {
        if !facts.valueTypeNames.insert(name).inserted { facts.ambiguousTypeNames.insert(name) }
        if let placeholder, facts.placeholders[name] == nil { facts.placeholders[name] = placeholder }
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
                let returnType = function.signature.returnClause?.type
                let type = returnType.map { $0.trimmedDescription }.flatMap(voidToNil)
                facts.optionalRequirements[function.name.text, default: []].append(
                    .init(protocolName: node.name.text, name: function.name.text, isProperty: false, type: type,
                          typeSyntax: type == nil ? nil : returnType,
                          isThrowing: function.signature.effectSpecifiers?.throwsClause != nil))
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    let accessors = binding.accessorBlock?.accessors.as(AccessorDeclListSyntax.self)
                    facts.optionalRequirements[name, default: []].append(
                        .init(protocolName: node.name.text, name: name, isProperty: true, type: binding.typeAnnotation?.type.trimmedDescription,
                              typeSyntax: binding.typeAnnotation?.type,
                              isSettable: accessors?.contains(where: { $0.accessorSpecifier.text == "set" }) == true))
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

extension InitializerDeclSyntax {
    /// `init()`, or an `init` whose parameters all have default values: not failable, not throwing.
    var takesNoArguments: Bool {
        optionalMark == nil && signature.effectSpecifiers == nil
            && signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil }
    }
}

extension VariableDeclSyntax {
    /// Whether the declaration leaves nothing for a memberwise `init()` to set: a static or computed
    /// property, or stored ones with initial values (or an optional `var`, which starts as nil).
    var hasDefaultValues: Bool {
        if modifiers.modifier("static") != nil || modifiers.modifier("class") != nil { return true }
        return bindings.allSatisfy { binding in
            if binding.initializer != nil { return true }
            if let accessors = binding.accessorBlock?.accessors {
                // Computed, unless only observers.
                guard let list = accessors.as(AccessorDeclListSyntax.self) else { return true }
                if !list.allSatisfy({ ["willSet", "didSet"].contains($0.accessorSpecifier.text) }) { return true }
            }
            return bindingSpecifier.text == "var" && binding.typeAnnotation?.type.isOptional == true
        }
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
