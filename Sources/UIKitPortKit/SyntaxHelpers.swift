import SwiftSyntax

/// The modules whose importers the tool ports.
let portedModules: Set<String> = ["UIKit", "QuartzCore"]

extension SourceFileSyntax {
    /// Whether the file imports UIKit or QuartzCore (or one of their submodules), anywhere,
    /// including inside `#if` blocks.
    var importsPortedModule: Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
                if let first = node.path.first, portedModules.contains(first.name.text) { found = true }
                return .skipChildren
            }
            override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(self)
        return finder.found
    }

    /// The first place the parser could not make sense of, with a short description, if any.
    var firstParseError: (node: Syntax, message: String)? {
        guard hasError else { return nil }
        final class Finder: SyntaxAnyVisitor {
            var result: (Syntax, String)?
            override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
                guard result == nil, node.hasError else { return .skipChildren }
                if let unexpected = node.as(UnexpectedNodesSyntax.self) {
                    let text = unexpected.trimmedDescription
                    result = (node, "unexpected code '\(text.count > 40 ? String(text.prefix(40)) + "…" : text)'")
                    return .skipChildren
                }
                if let token = node.as(TokenSyntax.self), token.presence == .missing {
                    let expected = token.tokenKind == .identifier("") ? "a name" : "'\(token.text)'"
                    result = (node, "expected \(expected)")
                    return .skipChildren
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .all)
        finder.walk(self)
        return finder.result ?? (Syntax(self), "the file has syntax errors")
    }
}

extension AttributeListSyntax {
    /// The attributes (not `#if` blocks) with the given name, as written after `@`.
    func attributes(named names: Set<String>) -> [AttributeSyntax] {
        compactMap { element in
            guard case .attribute(let attribute) = element, names.contains(attribute.attributeName.trimmedDescription) else { return nil }
            return attribute
        }
    }

    /// Whether an attribute with that name is present.
    func contains(_ name: String) -> Bool {
        !attributes(named: [name]).isEmpty
    }
}

extension DeclModifierListSyntax {
    /// The modifier with that keyword, if present (`override`, `final`, `optional`, …).
    func modifier(_ name: String) -> DeclModifierSyntax? {
        first { $0.name.text == name }
    }
}

extension InheritanceClauseSyntax {
    /// The inherited types' names as written (`UIView`, `UIKit.UIView`).
    var typeNames: [String] {
        inheritedTypes.map { $0.type.trimmedDescription }
    }
}

/// The last component of a possibly qualified type name (`UIKit.UIView` → `UIView`).
func unqualified(_ name: String) -> String {
    name.split(separator: ".").last.map(String.init) ?? name
}

extension Syntax {
    /// The nearest enclosing class, if the node is inside one (not crossing another type).
    var enclosingClass: ClassDeclSyntax? {
        var node = parent
        while let current = node {
            if let decl = current.as(ClassDeclSyntax.self) { return decl }
            if current.is(StructDeclSyntax.self) || current.is(EnumDeclSyntax.self) || current.is(ProtocolDeclSyntax.self)
                || current.is(ExtensionDeclSyntax.self) || current.is(ActorDeclSyntax.self) { return nil }
            node = current.parent
        }
        return nil
    }
}

extension FunctionCallExprSyntax {
    /// The called name: `f` for `f(…)` and `x.f(…)`; `Type` for `Type(…)`.
    var calledName: String? {
        if let ref = calledExpression.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let member = calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// The argument labels, `_` for an unlabeled one (trailing closures not included).
    var labels: [String] {
        arguments.map { $0.label?.text ?? "_" }
    }
}

/// The name of a declaration a report can show: `func f(_:)`, `var x`, `init()`.
func displayName(of decl: some SyntaxProtocol) -> String {
    if let function = decl.as(FunctionDeclSyntax.self) {
        let labels = function.signature.parameterClause.parameters.map { ($0.firstName.text) + ":" }.joined()
        return "\(function.name.text)(\(labels))"
    }
    if let variable = decl.as(VariableDeclSyntax.self) {
        let names = variable.bindings.map { $0.pattern.trimmedDescription }.joined(separator: ", ")
        return "\(variable.bindingSpecifier.text) \(names)"
    }
    if let initializer = decl.as(InitializerDeclSyntax.self) {
        let labels = initializer.signature.parameterClause.parameters.map { ($0.firstName.text) + ":" }.joined()
        return "init\(initializer.optionalMark?.text ?? "")(\(labels))"
    }
    if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
        return "subscript\(subscriptDecl.parameterClause.trimmedDescription)"
    }
    if let classDecl = decl.as(ClassDeclSyntax.self) { return "class \(classDecl.name.text)" }
    if let protocolDecl = decl.as(ProtocolDeclSyntax.self) { return "protocol \(protocolDecl.name.text)" }
    if let structDecl = decl.as(StructDeclSyntax.self) { return "struct \(structDecl.name.text)" }
    if let enumDecl = decl.as(EnumDeclSyntax.self) { return "enum \(enumDecl.name.text)" }
    if let extensionDecl = decl.as(ExtensionDeclSyntax.self) { return "extension \(extensionDecl.extendedType.trimmedDescription)" }
    return decl.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
}
